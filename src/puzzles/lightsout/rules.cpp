#include "puzzles/lightsout/rules.hpp"

namespace gridlogic::lightsout {

const RuleTable& rule_table() {
  static const RuleTable table{
      {"chase down", 0,
       "press, under every light still on in a row, the cell below it until that light is off", "",
       0},
      {"read last row", 1, "after a chase only the last row can be lit: read its lights", "", 0},
      {"press first row", 1, "press the first-row cells the lookup gives, then chase again", "", 0},
      {"look up first row", 2,
       "a table of what first-row presses do to the last row tells which of them clear the "
       "last-row pattern, or that none does",
       "", 0},
      {"linear algebra", 3,
       "a board with holes or a graph has no rows to chase: solve its press system directly", "",
       0},
  };
  return table;
}

}  // namespace gridlogic::lightsout
