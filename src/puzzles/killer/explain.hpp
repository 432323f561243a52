// explain: named deduction steps with difficulty (see explain.cpp for the rule table).
#pragma once

#include <string>
#include <vector>

#include "gridlogic/puzzle.hpp"
#include "puzzles/killer/board.hpp"

namespace gridlogic::killer {

/// The steps from the givens to the solution; Step::difficulty is the rule's rank (0 = naked
/// single ... 5 = search). The puzzle's difficulty is the largest rank among its steps.
Explanation explain_board(const Board& board, const Context& ctx);

/// The rule names, cheapest first (index = difficulty).
std::vector<std::string> explain_rule_names();

}  // namespace gridlogic::killer
