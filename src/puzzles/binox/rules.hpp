// Binox's ladder of human deductions, cheapest first: the rules the solver's propagation applies
// (propagation.cpp), the order explain walks them in, and the ranks a grade reads.
#pragma once

#include <cstddef>

#include "gridlogic/rules.hpp"

namespace gridlogic::binox {

/// Binox's rules in table order: the index of each in binox_rules().
enum class BinoxRule : size_t {
  kPair,           ///< XX -> O on both ends
  kSandwich,       ///< X.X -> O in the middle
  kBalance,        ///< a line holding half its cells X gets O everywhere else
  kLineAnalysis,   ///< every completion of one line agrees on the cell
  kDistinctLines,  ///< the other value would make the line equal a complete line
  kContradiction,  ///< the other value propagates to a broken rule
  kGuess,          ///< no rule applies: the value comes from the solution found by search
};

/// The table itself; rank = position, so a step's difficulty is its rule's index.
const RuleTable& binox_rules();

}  // namespace gridlogic::binox
