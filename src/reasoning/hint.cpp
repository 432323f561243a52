#include "reasoning/hint.hpp"

namespace gridlogic::reasoning {

void give(Hint& hint, NextStep next, HintDepth depth) {
  hint.region = std::move(next.region);
  hint.region_cells = std::move(next.region_cells);
  if (depth >= HintDepth::kRule) hint.rule = next.step.rule;
  if (depth >= HintDepth::kStep) hint.step = std::move(next.step);
  if (depth >= HintDepth::kAnswer) {
    hint.answer = std::move(next.answer);
    hint.changes = std::move(next.changes);
  }
}

void give_mistake(Hint& hint, std::string mistake, Json cells, HintDepth depth) {
  if (depth == HintDepth::kNudge) {
    hint.mistake = "there is a mistake in your grid";
    hint.mistake_cells = Json::array();
    return;
  }
  hint.mistake = std::move(mistake);
  hint.mistake_cells = std::move(cells);
}

std::string listed(const std::vector<std::string>& names, size_t shown) {
  const size_t named = names.size() > shown ? shown : names.size();
  std::string out;
  for (size_t i = 0; i < named; ++i) {
    if (i > 0) out += i + 1 == names.size() ? " and " : ", ";
    out += names[i];
  }
  if (names.size() > named) out += " and " + std::to_string(names.size() - named) + " more";
  return out;
}

}  // namespace gridlogic::reasoning
