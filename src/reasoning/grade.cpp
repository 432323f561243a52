#include "reasoning/grade.hpp"

namespace gridlogic::reasoning {

Grade grade_of(const LadderFacts& ladder, Status status, const std::string& error,
               const std::vector<GradedStep>& steps) {
  Grade out;
  out.status = status;
  out.error = error;
  out.steps = steps.size();
  if (status != Status::kSolved) return out;
  size_t level = 0;
  for (const GradedStep& step : steps) level = std::max(level, ladder.level_of(step.rule));
  const GradedStep* hardest = nullptr;
  size_t uses = 0;
  for (const GradedStep& step : steps) {
    uses += ladder.level_of(step.rule) == level ? 1 : 0;
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
    out.rating = hardest->rating + (uses > 0 ? ladder.use_bonus()(uses) : 0);
  }
  return out;
}

}  // namespace gridlogic::reasoning
