// Dominosa's ladder of deductions: the one table explain names its steps from (and the grade
// reads), cheapest first.
#pragma once

#include <cstdint>

#include "gridlogic/rules.hpp"

namespace gridlogic::dominosa {

/// The rules in table order: a RuleId is the rule's index in rule_table().
enum RuleId : uint8_t {
  kNoPlaceLeft,
  kOnePartner,
  kOnlyPlacement,
  kCoversCell,
  kNeedsDomino,
  kNeedsPair,
  kDeadEnd,
  kGuess,
  kRuleCount,  ///< not a rule: the table's size
};

/// Dominosa's rules, cheapest first; "guess" (the search's choice) is the last and hardest.
const RuleTable& rule_table();

}  // namespace gridlogic::dominosa
