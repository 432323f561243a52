// Dominosa hints: from a player's position (position.hpp), the first mistake, or the next step
// of the ladder (the cheapest rule that makes progress there).
#pragma once

#include "gridlogic/puzzle.hpp"
#include "puzzles/dominosa/board.hpp"

namespace gridlogic::dominosa {

/// The hint for `progress` at `depth`. A mistake is said first (at nudge depth only that there
/// is one); else the nudge names where to look and the rule, the step gives the deduction, the
/// answer says its conclusion as moves. Throws InputError for a malformed position.
Hint hint_board(const Board& board, const Context& ctx, const Json& progress, HintDepth depth);

}  // namespace gridlogic::dominosa
