#include "puzzles/lightsout/hint.hpp"

#include <algorithm>
#include <string>

#include "core/text_lines.hpp"
#include "puzzles/lightsout/explain.hpp"
#include "puzzles/lightsout/rules.hpp"

namespace gridlogic::lightsout {

namespace {

// The board with the lights `made` leaves: each press adds 1 (mod k) to its cell and its
// neighbours.
Board after_presses(const Board& board, const Presses& made) {
  Board out = board;
  const uint64_t k = board.levels;
  const auto neighbours = board.neighbours();
  for (size_t i = 0; i < board.size(); ++i) {
    if (made[i] == 0) continue;
    out.state[i] = static_cast<uint32_t>((uint64_t{out.state[i]} + made[i]) % k);
    for (uint32_t j : neighbours[i])
      out.state[j] = static_cast<uint32_t>((uint64_t{out.state[j]} + made[i]) % k);
  }
  return out;
}

// "press row 0, col 1; press row 2, col 2 (twice)": the first `most` presses of a pattern.
std::string presses_text(const Board& board, const Presses& presses, size_t most = 30) {
  std::string out;
  size_t listed = 0;
  size_t total = 0;
  for (size_t i = 0; i < presses.size(); ++i) {
    if (presses[i] == 0) continue;
    ++total;
    if (listed == most) continue;
    ++listed;
    out += (out.empty() ? "press " : "; press ") + board.place(i);
    if (presses[i] > 1) out += " (" + std::to_string(presses[i]) + " times)";
  }
  if (total > listed) out += "; and " + std::to_string(total - listed) + " more";
  return out;
}

// A position typed as one string, the way the other types take theirs: rows split by '/', or
// rows x cols characters in a row (white space is gone by now: "100 0#0 000" is "1000#0000").
// Anything else is left for solution_from_json to refuse in its own words.
Json rows_of_text(const Board& board, const Json& progress) {
  if (!progress.is_string() || board.graph) return progress;
  const std::string& text = progress.get_ref<const std::string&>();
  Json rows = Json::array();
  if (text.find('/') != std::string::npos) {
    std::string spaced = text;
    std::replace(spaced.begin(), spaced.end(), '/', ' ');
    for (const std::string& row : text_lines::tokens(spaced)) rows.push_back(row);
    return rows;
  }
  // Digits and '#' are one byte each: a longer character is a mistake the reader names.
  const auto cols = static_cast<size_t>(board.cols);
  if (text.size() != board.size()) return progress;
  for (size_t start = 0; start < text.size(); start += cols)
    rows.push_back(text.substr(start, cols));
  return rows;
}

}  // namespace

Hint hint_board(const Board& board, const Context& ctx, const Json& progress, HintDepth depth) {
  const Presses made = progress.is_null()
                           ? Presses(board.size(), 0)
                           : solution_from_json(board, rows_of_text(board, progress));
  const Board now = after_presses(board, made);
  Hint out;
  bool dark = true;
  for (uint32_t level : now.state) dark = dark && level == 0;
  if (dark) {
    out.status = Status::kSolved;
    out.solved = true;
    return out;
  }
  const Explanation rest = explain_board(now, ctx);
  if (rest.status != Status::kSolved || rest.steps.empty()) {
    out.status = rest.status == Status::kSolved ? Status::kUnsolvable : rest.status;
    out.error = rest.error.empty() ? "no presses turn the lights left off" : rest.error;
    return out;
  }
  out.status = Status::kSolved;
  const Step& first = rest.steps.front();
  const RuleTable& rules = rule_table();
  out.nudge = "next: " + first.rule + " (" +
              std::string(rules.at(rules.index_of(first.rule)).summary) + ")";
  if (depth != HintDepth::kNudge) out.step = first;
  if (depth == HintDepth::kAnswer)
    out.answer = presses_text(now, solution_from_json(now, rest.solution));
  return out;
}

}  // namespace gridlogic::lightsout
