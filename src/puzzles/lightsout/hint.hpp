// hint: the next step from the presses a player has made.
#pragma once

#include "gridlogic/puzzle.hpp"
#include "puzzles/lightsout/board.hpp"

namespace gridlogic::lightsout {

/// The next step from `progress`, the presses made so far in the shape of the solution field
/// ("presses"; null: none). A press is never a mistake in Lights Out (pressing a cell k times
/// undoes it), so the hint is the first step of explaining the lights the presses leave, and
/// the answer the presses that turn them off. Throws InputError for a malformed position.
Hint hint_board(const Board& board, const Context& ctx, const Json& progress, HintDepth depth);

}  // namespace gridlogic::lightsout
