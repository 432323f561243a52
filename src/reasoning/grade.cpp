#include "reasoning/grade.hpp"

namespace gridlogic::reasoning {

Grade grade_of(const LadderFacts& ladder, Status status, const std::string& error,
               const std::vector<GradedStep>& steps) {
  Grade out;
  out.status = status;
  out.error = error;
  out.steps = steps.size();
  if (status != Status::kSolved) return out;
  const auto level_of = [&](const GradedStep& step) {
    return step.level == kRuleLevel ? ladder.level_of(step.rule) : step.level;
  };
  size_t level = 0;
  for (const GradedStep& step : steps) level = std::max(level, level_of(step));
  const GradedStep* hardest = nullptr;
  HardWork work;
  for (const GradedStep& step : steps) {
    work.level_uses += level_of(step) == level ? 1 : 0;
    out.guessed = out.guessed || ladder.last_resort(step.rule);
    const int rank = ladder.table().at(step.rule).rank;
    if (hardest == nullptr || step.rating > hardest->rating ||
        (step.rating == hardest->rating && rank > ladder.table().at(hardest->rule).rank)) {
      hardest = &step;
    }
  }
  out.level = std::string(ladder.levels().at(level));
  if (hardest != nullptr) {
    out.hardest_rule = std::string(ladder.table().at(hardest->rule).name);
    const GradedStep* first_hardest = nullptr;
    for (const GradedStep& step : steps) {
      if (step.rating != hardest->rating) continue;
      ++work.hardest_uses;
      if (first_hardest == nullptr) first_hardest = &step;
    }
    work.open = first_hardest->open;
    out.rating = hardest->rating + ladder.use_bonus()(work);
    out.score = out.rating + ladder.tie_break()(work);
  }
  return out;
}

}  // namespace gridlogic::reasoning
