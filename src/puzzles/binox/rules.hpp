// Binox's rules by name, and what the ladder (ladder.cpp: one row a rule) says of them: the
// table explanations name their steps from, the levels on Tatham's Unruly scale and above it,
// and the ratings (docs/puzzles/binox.md). The solver's propagation (propagation.cpp) applies the
// line rules among them as well.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

#include "gridlogic/rules.hpp"

namespace gridlogic::binox {

/// Binox's rules in table order: the index of each in binox_rules().
enum class BinoxRule : size_t {
  kPair,                 ///< XX -> O on both ends
  kSandwich,             ///< X.X -> O in the middle
  kLastCell,             ///< a line with one open cell: the symbol it lacks
  kBalance,              ///< a line holding half its cells X gets O everywhere else
  kDistinctLines,        ///< a line one X short of a complete line's X's may not copy it
  kQuotaNoThree,         ///< one X left and a gap that needs it: O everywhere else
  kLineAnalysis,         ///< every completion of one line agrees on the cell
  kDistinctCompletions,  ///< every completion that copies no complete line agrees on the cell
  kContradiction,        ///< the other value propagates to a broken rule
  kGuess,                ///< no rule applies: the value comes from the solution found by search
};

/// The table itself; rank = position, so a step's difficulty is its rule's index.
const RuleTable& binox_rules();

/// The levels, easiest first: trivial, easy, normal (Tatham's Unruly), hard, extreme,
/// unreasonable.
const std::vector<std::string_view>& binox_levels();

/// The level of a puzzle whose hardest step is `rule`.
std::string_view level_of(BinoxRule rule);

/// The rating of a puzzle whose hardest step is `rule`, before the extra for its uses: each
/// level's rules lie in [n, n + 0.5) where n is the level's position plus one.
double base_rating(BinoxRule rule);

}  // namespace gridlogic::binox
