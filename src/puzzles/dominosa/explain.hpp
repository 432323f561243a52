// Dominosa explanations: the solution as a sequence of named deductions a person can follow.
//
// The rules form one table, cheapest first (rules.hpp; Tatham's way): at each step the cheapest
// rule that applies anywhere on the board is used once, then the search for a rule starts again
// from the cheapest. The hardest rule used grades the board. When no rule applies the explanation
// says so with a "guess" step that takes the domino the solver's solution has there, and goes on.
#pragma once

#include "gridlogic/puzzle.hpp"
#include "puzzles/dominosa/board.hpp"

namespace gridlogic::dominosa {

/// The deductions that solve `board`, ending solved (status kSolved, solution = the tiling),
/// or with a contradiction (kUnsolvable) or kTimeout when ctx expires.
Explanation explain_board(const Board& board, const Context& ctx);

}  // namespace gridlogic::dominosa
