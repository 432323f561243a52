// Killer Sudoku's (and classic Sudoku's) rule table: the human ladder's (ladder.hpp), the one
// table explain names its steps from and grades read.
#pragma once

#include "gridlogic/rules.hpp"

namespace gridlogic::killer {

/// The rules, cheapest first, then "search"; ranks are Tatham's levels (0 trivial ... 5
/// unreasonable, 6 search).
const RuleTable& rule_table();

}  // namespace gridlogic::killer
