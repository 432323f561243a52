// Dominosa's table and levels, read from the ladder (ladder.cpp), where each rule's row holds them
// beside its finder.
#include "puzzles/dominosa/rules.hpp"

#include "puzzles/dominosa/ladder.hpp"

namespace gridlogic::dominosa {

const RuleTable& rule_table() {
  return Ladder::rules().table();
}

Level level_of(RuleId rule) {
  return static_cast<Level>(Ladder::rules().level_of(rule));
}

std::string_view level_name(Level level) {
  return Ladder::rules().levels().at(static_cast<size_t>(level));
}

}  // namespace gridlogic::dominosa
