// Human deductions for Binox, one cell at a time, cheapest rule first (Tatham's scheme: after
// each step the walk restarts from the cheapest rule; a puzzle's grade is its hardest step). The
// rules and their ranks are binox's rule table (rules.hpp); what each rule forces comes from the
// solver's propagation (propagation.cpp), so no deduction is written twice.
#pragma once

#include "gridlogic/context.hpp"
#include "puzzles/binox/board.hpp"

namespace gridlogic::binox {

/// The steps from `board` to its solution. Status kSolved when the steps end at a full grid;
/// kUnsolvable when the puzzle has no solution (no steps); kTimeout when ctx expired.
Explanation explain_board(const Board& board, const Context& ctx);

}  // namespace gridlogic::binox
