// Explanations, grades and hints of classic sudokus from the human ladder (ladder.hpp).
#pragma once

#include "gridlogic/puzzle.hpp"
#include "puzzles/killer/board.hpp"

namespace gridlogic::killer {

/// The explanation of a classic board, one ladder step at a time; when the ladder cannot
/// finish, the rest is one search step. Precondition: board.classic().
Explanation explain_classic(const Board& board, const Context& ctx);

/// The grade of a classic board on the Sudoku Explainer scale (docs/puzzles/killer.md).
/// Precondition: board.classic().
Grade grade_classic(const Board& board, const Context& ctx);

/// The next step from a player's position (docs/FORMATS.md "Positions"): the digits placed,
/// and pencil marks when given. A placed digit against the unique solution, or two equal
/// digits in a unit, is a mistake, said first. Throws InputError for a malformed position.
/// Precondition: board.classic().
Hint hint_classic(const Board& board, const Context& ctx, const Json& progress, HintDepth depth);

}  // namespace gridlogic::killer
