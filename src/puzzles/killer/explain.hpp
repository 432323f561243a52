// explain: named deduction steps with difficulty (rules.hpp holds the rule table).
#pragma once

#include "gridlogic/puzzle.hpp"
#include "puzzles/killer/board.hpp"

namespace gridlogic::killer {

/// The steps from the givens to the solution; Step::difficulty is the rule's rank (0 = naked
/// single ... 6 = search). The puzzle's difficulty is the largest rank among its steps.
Explanation explain_board(const Board& board, const Context& ctx);

}  // namespace gridlogic::killer
