// Killer and classic sudoku hints: from a player's position (digits and pencil marks,
// docs/FORMATS.md "Positions"), the first mistake, or the next step of the human ladder.
#pragma once

#include "gridlogic/puzzle.hpp"
#include "puzzles/killer/board.hpp"

namespace gridlogic::killer {

/// The hint for `progress` at `depth`. A mistake is said first (at nudge depth only that there
/// is one): a given changed, a digit twice in a unit or a cage, a cage whose digits cannot make
/// its sum, a digit or a set of pencil marks against the unique solution. Else the nudge says
/// where to look and the rule, the step gives the deduction, the answer its conclusion.
/// Throws InputError for a malformed position.
Hint hint_board(const Board& board, const Context& ctx, const Json& progress, HintDepth depth);

}  // namespace gridlogic::killer
