// Killer's explain, grade and hint: the reasoning core's walk over the Game of reasoning.hpp.
#include "puzzles/killer/explain.hpp"

#include <algorithm>

#include "puzzles/killer/reasoning.hpp"
#include "reasoning/walk.hpp"

namespace gridlogic::killer {

Explanation explain_board(const Board& board, const Context& ctx) {
  return reasoning::explain(Game(board), ctx);
}

// Sudoku Explainer's scale: the hardest step's rating alone.
Grade grade_board(const Board& board, const Context& ctx) {
  return reasoning::grade(Game(board), reasoning::no_bonus, ctx);
}

Hint hint_board(const Board& board, const Context& ctx, const Json& progress, HintDepth depth) {
  return reasoning::hint(Game(board), ctx, progress, depth);
}

size_t level_of_unique(const Board& board, const Grid& solution, const Context& ctx) {
  Game::Options options;
  options.known = Game::Solved{Status::kSolved, 1, solution};
  const Grade grade = reasoning::grade(Game(board, options), reasoning::no_bonus, ctx);
  const auto& levels = human::ladder_levels();
  return static_cast<size_t>(std::find(levels.begin(), levels.end(), grade.level) - levels.begin());
}

std::optional<size_t> level_up_to(const Board& board, const Grid& solution, const Context& ctx,
                                  size_t cap) {
  Game::Options options;
  options.known = Game::Solved{Status::kSolved, 1, solution};
  options.max_level = cap;
  options.search = false;
  const auto walked = reasoning::walk(Game(board, options), ctx);
  if (walked.status != Status::kSolved) return std::nullopt;
  size_t level = 0;
  for (const human::Deduction& step : walked.steps) {
    level = std::max(level, human::level_index(step.rule));
  }
  return level;
}

}  // namespace gridlogic::killer
