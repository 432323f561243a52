// The summaries are what a person reads in `explain` output and the docs; the order is the one
// the solver applies the rules in (cheapest first), which is also explain's order.
#include "puzzles/binox/rules.hpp"

namespace gridlogic::binox {

const RuleTable& binox_rules() {
  static const RuleTable table{
      {"pair", 0, "two equal neighbours: the cells on both ends take the other symbol"},
      {"sandwich", 1, "two equal cells one apart: the cell between takes the other symbol"},
      {"balance", 2, "a line holding all its X's (or O's): its other cells take the other symbol"},
      {"line analysis", 3,
       "every way to complete the line (no three, half X's) agrees on the cell"},
      {"distinct lines", 4,
       "the line would equal a complete line unless the cell takes this value"},
      {"contradiction", 5, "the other value leads, by the rules above, to a broken rule"},
      {"guess", 6, "no rule applies; the value is taken from the solution found by search"},
  };
  return table;
}

}  // namespace gridlogic::binox
