// Dominosa grades: the level of the hardest step on the ladder's scale (rules.hpp) and a rating.
//
// Rating = 1 + the level's index (trivial 0 .. unreasonable 4) + k / (k + 4), where k counts the
// steps that used rules of that hardest level: a puzzle needing many hard steps rates above one
// needing a single hard step, but never reaches the next level's base.
#include "puzzles/dominosa/explain.hpp"
#include "puzzles/dominosa/rules.hpp"

namespace gridlogic::dominosa {

Grade grade_board(const Board& board, const Context& ctx) {
  const Explanation explanation = explain_board(board, ctx);
  Grade out;
  out.status = explanation.status;
  out.error = explanation.error;
  out.steps = explanation.steps.size();
  if (explanation.status != Status::kSolved) return out;
  const RuleTable& table = rule_table();
  Level hardest = Level::kTrivial;
  int hardest_rank = -1;
  int at_level = 0;
  for (const Step& step : explanation.steps) {
    const auto rule = static_cast<RuleId>(table.index_of(step.rule));
    const Level level = level_of(rule);
    if (level > hardest) {
      hardest = level;
      at_level = 0;
    }
    if (level == hardest) ++at_level;
    if (step.difficulty >= hardest_rank) {
      hardest_rank = step.difficulty;
      out.hardest_rule = step.rule;
    }
    out.guessed = out.guessed || rule == kGuess;
  }
  out.level = std::string(level_name(hardest));
  out.rating = 1.0 + static_cast<double>(hardest) + at_level / (at_level + 4.0);
  return out;
}

}  // namespace gridlogic::dominosa
