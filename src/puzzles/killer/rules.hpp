// Killer Sudoku's (and classic Sudoku's) ladder of deductions, cheapest first: the one table
// explain names its steps from, and the one place that says which propagator pass each rule is.
#pragma once

#include <cstdint>

#include "gridlogic/rules.hpp"
#include "puzzles/killer/propagation.hpp"

namespace gridlogic::killer {

/// The rules in table order: a RuleId is the rule's index in rule_table().
enum RuleId : uint8_t {
  kNakedSingle,
  kHiddenSingle,
  kCageCombinations,
  kCageLocked,
  kCageHolds,
  kRuleOf45,
  kSearch,     ///< no pass: what is left when no rule applies is found by search
  kRuleCount,  ///< not a rule: the table's size
};

/// The rules, cheapest first; a rule's rank is its index (each rule is a level of its own).
const RuleTable& rule_table();

/// Whether `rule` is a propagator pass (every rule but kSearch).
constexpr bool has_pass(RuleId rule) {
  return rule < kSearch;
}

/// One pass of `rule`'s deduction over every unit, cage or sum it concerns (marking them all
/// first where the pass reads marks). Precondition: has_pass(rule).
Pass apply_pass(Propagator& propagator, RuleId rule, uint16_t* cand);

}  // namespace gridlogic::killer
