// Human deductions for Binox, one cell at a time, cheapest rule first (Tatham's scheme: after
// each step the walk restarts from the cheapest rule; a puzzle's grade is its hardest step).
#pragma once

#include <string_view>

#include "gridlogic/context.hpp"
#include "puzzles/binox/board.hpp"

namespace gridlogic::binox {

/// The table of rules, cheapest first; a step's difficulty is its index here.
struct RuleInfo {
  std::string_view name;
  std::string_view summary;
};
inline constexpr RuleInfo kRules[] = {
    {"pair", "two equal neighbours: the cells on both ends take the other symbol"},
    {"sandwich", "two equal cells one apart: the cell between takes the other symbol"},
    {"balance", "a line holding all its X's (or O's): its other cells take the other symbol"},
    {"line analysis", "every way to complete the line (no three, half X's) agrees on the cell"},
    {"distinct lines", "the line would equal a complete line unless the cell takes this value"},
    {"contradiction", "the other value leads, by the rules above, to a broken rule"},
    {"guess", "no rule applies; the value is taken from the solution found by search"},
};

/// The steps from `board` to its solution. Status kSolved when the steps end at a full grid;
/// kUnsolvable when the puzzle has no solution (no steps); kTimeout when ctx expired.
Explanation explain(const Board& board, const Context& ctx);

}  // namespace gridlogic::binox
