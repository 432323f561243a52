// Killer and classic sudoku explanations and grades, from the human ladder (ladder.hpp): the
// cheapest rule that makes progress, one use at a time. The exact counter says first whether the
// board has one solution (unique rectangles and the bivalue grave rest on it, and only on classic
// boards: cages can tell such twin solutions apart); when the ladder cannot finish, the rest is
// one "search" step. Hints are in hint.hpp.
#pragma once

#include <optional>
#include <string>

#include "gridlogic/puzzle.hpp"
#include "puzzles/killer/board.hpp"
#include "puzzles/killer/ladder.hpp"

namespace gridlogic::killer {

/// The steps from the givens to the solution, one ladder step each; status kUnsolvable when
/// there is no solution, kTimeout when ctx expires.
Explanation explain_board(const Board& board, const Context& ctx);

/// The grade on the Sudoku Explainer scale with Tatham's level names (docs/puzzles/sudoku.md,
/// docs/puzzles/killer.md).
Grade grade_board(const Board& board, const Context& ctx);

/// Whether a board has exactly one solution (and that solution), by the exact counter.
struct Uniqueness {
  Status status = Status::kSolved;
  uint64_t count = 0;
  Grid solution;
};
Uniqueness uniqueness(const Board& board, const Context& ctx);
/// Whether the ladder may use the rules that rest on a unique solution.
bool ladder_unique(const Board& board, const Uniqueness& unique);

/// Why a board cannot be walked: the counter's time limit, or no solution at all.
struct Stop {
  Status status;
  std::string error;
};
std::optional<Stop> cannot_walk(const Uniqueness& unique);

/// A deduction as an explanation step: its rule, rank and sentence, and the cells, placements
/// and eliminations for a page to highlight.
Step to_step(const Board& board, const human::Deduction& deduction);
/// The search step that ends an explanation the ladder could not finish.
Step search_step();
/// [row, col] as the JSON of steps and hints has it.
Json cell_json(const Board& board, int cell);

}  // namespace gridlogic::killer
