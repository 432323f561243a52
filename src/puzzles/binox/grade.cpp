// The grade of a walk: the level of its hardest rule on Tatham's Unruly scale (and above it), and
// a rating of that rule's base plus a little for each further use at the hardest level, so that
// of two puzzles of one level the one leaning on its hardest rules more often rates higher. The
// extra stays below 0.5, and each level's base ratings lie in [n, n + 0.3], so a rating never
// crosses into the next level.
#include <algorithm>

#include "puzzles/binox/explain.hpp"

namespace gridlogic::binox {
namespace {

constexpr double kPerUse = 0.02;
constexpr double kMaxExtra = 0.45;

}  // namespace

Grade grade_board(const Board& board, const Context& ctx) {
  Grade out;
  const Walk walk = walk_board(board, ctx);
  out.status = walk.status;
  out.error = walk.error;
  out.steps = walk.steps.size();
  if (walk.status != Status::kSolved) return out;
  BinoxRule hardest = BinoxRule::kPair;
  for (const Deduction& d : walk.steps) hardest = std::max(hardest, d.rule);
  size_t uses = 0;
  for (const Deduction& d : walk.steps) uses += level_of(d.rule) == level_of(hardest) ? 1 : 0;
  out.level = std::string(level_of(hardest));
  out.hardest_rule = std::string(binox_rules().at(static_cast<size_t>(hardest)).name);
  const double extra = uses > 0 ? static_cast<double>(uses - 1) * kPerUse : 0;
  out.rating = base_rating(hardest) + std::min(kMaxExtra, extra);
  out.guessed = hardest == BinoxRule::kGuess;
  return out;
}

}  // namespace gridlogic::binox
