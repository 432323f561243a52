#include "puzzles/killer/rules.hpp"

#include "puzzles/killer/ladder.hpp"

namespace gridlogic::killer {

const RuleTable& rule_table() {
  return human::ladder_table();
}

}  // namespace gridlogic::killer
