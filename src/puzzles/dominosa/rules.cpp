#include "puzzles/dominosa/rules.hpp"

#include <array>

namespace gridlogic::dominosa {

const RuleTable& rule_table() {
  static const RuleTable table{
      {"no place left", 0, "a cell or a domino has no placement left: there is no solution"},
      {"cell with one partner", 1, "a cell that can pair with only one neighbour takes it"},
      {"only placement of domino", 1, "a domino with one possible placement goes there"},
      {"cell needs domino", 2,
       "every pairing of a cell makes the same domino, so that domino goes nowhere else"},
      {"domino must cover cell", 2,
       "every placement of a domino covers one cell, so no other domino may cover that cell"},
      {"domino needs one of two cells", 3,
       "every placement of a domino overlaps one other placement, so that placement goes"},
      {"would force a second copy", 3,
       "a placement would leave a neighbouring cell only pairings that make the same domino, so "
       "it goes"},
      {"would force two copies", 4,
       "a placement would leave two cells that cannot pair with each other only pairings making "
       "one and the same domino, so it goes"},
      {"odd areas", 4,
       "a placement that would cut the open cells into two parts of odd size leaves them "
       "untileable, so it goes"},
      {"number set", 5,
       "k cells of one number can only make k dominoes between them, so those dominoes go "
       "nowhere else"},
      {"number set with double", 6,
       "cells of one number whose dominoes are fewer than or as many as the cells, with a double "
       "that may cover two of them: the double (and the others) must stay on those cells"},
      {"forcing chain", 7,
       "cells with two pairings each chain placements that stand or fall together; a chain "
       "that repeats a domino, empties another cell, or shares a domino with its opposite decides"},
      {"dead end", 8,
       "taking a placement forces, by propagation, a cell or domino with no place left (or a "
       "region that cannot be tiled), so it goes"},
      {"guess", 9, "no rule applies: the solver's search takes one placement and goes on"},
  };
  return table;
}

Level level_of(RuleId rule) {
  static constexpr std::array<Level, kRuleCount> kLevels = {
      Level::kTrivial, Level::kTrivial, Level::kTrivial,      Level::kBasic,       Level::kBasic,
      Level::kBasic,   Level::kBasic,   Level::kBasic,        Level::kBasic,       Level::kHard,
      Level::kExtreme, Level::kExtreme, Level::kUnreasonable, Level::kUnreasonable};
  return kLevels[rule];
}

std::string_view level_name(Level level) {
  static constexpr std::array<std::string_view, kLevelCount> kNames = {"trivial", "basic", "hard",
                                                                       "extreme", "unreasonable"};
  return kNames[static_cast<size_t>(level)];
}

}  // namespace gridlogic::dominosa
