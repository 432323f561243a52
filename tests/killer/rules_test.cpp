// Killer's rule table: the kind exposes the human ladder's table, and explain names every step
// from it.
#include "puzzles/killer/rules.hpp"

#include <gtest/gtest.h>

#include "puzzles/killer/kind.hpp"
#include "puzzles/killer/ladder.hpp"
#include "rule_table_checks.hpp"

namespace gridlogic::killer {
namespace {

TEST(KillerRules, KindExposesTheLaddersTable) {
  rule_checks::expect_usable_table(kind());
  EXPECT_EQ(&kind().rules(), &rule_table());
  EXPECT_EQ(&rule_table(), &human::ladder_table());
  ASSERT_EQ(rule_table().size(), size_t{human::kHumanRuleCount} + 1);
  EXPECT_EQ(rule_table().at(human::kHumanRuleCount).name, "search");
}

TEST(KillerRules, ExplainStepsComeFromTheTable) {
  size_t steps = 0;
  for (const char* file : {"generated.jsonl", "givens9.killer", "classic_batch.txt"}) {
    steps += rule_checks::check_explained_file(
        kind(), std::string(GRIDLOGIC_TEST_DATA) + "/killer/" + file);
  }
  EXPECT_GT(steps, 0u);
}

}  // namespace
}  // namespace gridlogic::killer
