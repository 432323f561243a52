#include "puzzles/dominosa/rules.hpp"

namespace gridlogic::dominosa {

const RuleTable& rule_table() {
  static const RuleTable table{
      {"no place left", 0, "a cell or a domino has no placement left: there is no solution"},
      {"cell with one partner", 0, "a cell that can pair with only one neighbour takes it"},
      {"only placement of domino", 1, "a domino with one possible placement goes there"},
      {"domino must cover cell", 2,
       "every placement of a domino covers one cell, so no other domino may cover that cell"},
      {"cell needs domino", 2,
       "every pairing of a cell makes the same domino, so that domino goes nowhere else"},
      {"domino needs one of two cells", 3,
       "every placement of a domino touches one of two neighbouring cells, so no other domino "
       "may cover both of them"},
      {"dead end", 4,
       "taking a placement forces, by the rules above, a cell or domino with no place left (or "
       "a region that cannot be tiled), so it is removed"},
      {"guess", 5, "no rule applies: the solver's search takes one placement and goes on"},
  };
  return table;
}

}  // namespace gridlogic::dominosa
