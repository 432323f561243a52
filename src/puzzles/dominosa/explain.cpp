// Dominosa's explain, grade and hint: the reasoning core's walk over the Game of reasoning.hpp.
#include "puzzles/dominosa/explain.hpp"

#include "puzzles/dominosa/reasoning.hpp"
#include "reasoning/walk.hpp"

namespace gridlogic::dominosa {
namespace {

// k / (k + 4) for k steps at the hardest level: a puzzle needing many hard steps rates above
// one needing a single hard step, but never reaches the next level's base.
double use_bonus(size_t uses) {
  const auto k = static_cast<double>(uses);
  return k / (k + 4.0);
}

}  // namespace

Explanation explain_board(const Board& board, const Context& ctx) {
  return reasoning::explain(Game(board), ctx);
}

Grade grade_board(const Board& board, const Context& ctx) {
  return reasoning::grade(Game(board), use_bonus, ctx);
}

Hint hint_board(const Board& board, const Context& ctx, const Json& progress, HintDepth depth) {
  return reasoning::hint(Game(board), ctx, progress, depth);
}

}  // namespace gridlogic::dominosa
