// Dominosa's rules by name and its grade scale, as the ladder (ladder.cpp: one row a rule, with
// the levels of Tatham's solver and one above them) says them: the one table explain names its
// steps from, the grade reads and a hint starts from, cheapest first.
#pragma once

#include <cstdint>
#include <string_view>

#include "gridlogic/rules.hpp"

namespace gridlogic::dominosa {

/// The rules in table order: a RuleId is the rule's index in rule_table().
enum RuleId : uint8_t {
  kNoPlaceLeft,
  kOnePartner,
  kOnlyPlacement,
  kNeedsDomino,
  kCoversCell,
  kNeedsPair,
  kForcesCopy,
  kForcesTwoCopies,
  kOddAreas,
  kNumberSet,
  kNumberSetDouble,
  kForcingChain,
  kDeadEnd,
  kGuess,
  kRuleCount,  ///< not a rule: the table's size
};

/// The grade scale, Tatham's four levels and one above them.
enum class Level : uint8_t { kTrivial, kBasic, kHard, kExtreme, kUnreasonable };

/// Dominosa's rules, cheapest first; "guess" (the search's choice) is the last and hardest.
const RuleTable& rule_table();
/// The level a rule belongs to ("no place left" is trivial: it only reads counts).
Level level_of(RuleId rule);
/// The level's name on the scale: "trivial", "basic", "hard", "extreme", "unreasonable".
std::string_view level_name(Level level);

}  // namespace gridlogic::dominosa
