// Lights Out's steps of light chasing, cheapest first: the one table explain names its steps
// from (and the grade reads).
#pragma once

#include <cstdint>

#include "gridlogic/rules.hpp"

namespace gridlogic::lightsout {

/// The rules in table order: a RuleId is the rule's index in rule_table().
enum RuleId : uint8_t {
  kChaseDown,
  kReadLastRow,
  kPressFirstRow,
  kLookUpFirstRow,
  kLinearAlgebra,
  kRuleCount,  ///< not a rule: the table's size
};

/// The chasing steps, then the linear system for boards that cannot be chased.
const RuleTable& rule_table();

}  // namespace gridlogic::lightsout
