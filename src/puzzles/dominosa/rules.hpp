// Dominosa's ladder of deductions: the one table explain names its steps from, the grade reads
// and a hint starts from, cheapest first.
//
// The levels follow Simon Tatham's Dominosa solver (dominosa.c): Trivial uses only the two
// "one place left" rules, Basic adds the local eliminations and the odd-area (parity) argument,
// Hard adds set analysis, Extreme adds set analysis through a double and forcing chains. Above
// them is our own level for what none of his rules reach: trial (dead end) and search (guess).
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
inline constexpr int kLevelCount = 5;

/// Dominosa's rules, cheapest first; "guess" (the search's choice) is the last and hardest.
const RuleTable& rule_table();
/// The level a rule belongs to ("no place left" is trivial: it only reads counts).
Level level_of(RuleId rule);
/// The level's name on the scale: "trivial", "basic", "hard", "extreme", "unreasonable".
std::string_view level_name(Level level);

}  // namespace gridlogic::dominosa
