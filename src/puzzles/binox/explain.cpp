// Binox's explain, grade and hint: the reasoning core's walk over the Game of reasoning.hpp.
#include "puzzles/binox/explain.hpp"

#include <algorithm>

#include "puzzles/binox/reasoning.hpp"
#include "reasoning/walk.hpp"

namespace gridlogic::binox {
namespace {

// A little for each further use of the hardest level, so that of two puzzles of one level the
// one leaning on its hardest rules more often rates higher; below 0.5, so never the next level.
double use_bonus(size_t uses) {
  return std::min(0.45, static_cast<double>(uses - 1) * 0.02);
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

}  // namespace gridlogic::binox
