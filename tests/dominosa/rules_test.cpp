// Dominosa's rule table: the kind exposes it, and explain names every step from it.
#include "puzzles/dominosa/rules.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>

#include "puzzles/dominosa/kind.hpp"
#include "rule_table_checks.hpp"
#include "sanitized.hpp"

namespace gridlogic::dominosa {
namespace {

TEST(DominosaRules, KindExposesTheTable) {
  rule_checks::expect_usable_table(kind());
  EXPECT_EQ(&kind().rules(), &rule_table());
  EXPECT_EQ(rule_table().size(), size_t{kRuleCount});
  EXPECT_EQ(rule_table().at(kGuess).name, "guess");
  EXPECT_EQ(rule_table().at(kDeadEnd).name, "dead end");
}

TEST(DominosaRules, ExplainStepsComeFromTheTable) {
  // Under the sanitizers the first 8 of the 35 boards (M = 9 each): the rest take 40 s there.
  const size_t most = test_env::sanitized() ? 8 : SIZE_MAX;
  const size_t steps = rule_checks::check_explained_file(
      kind(), std::string(GRIDLOGIC_TEST_DATA) + "/dominosa/unique_any.jsonl", most);
  EXPECT_GT(steps, 0u);
}

}  // namespace
}  // namespace gridlogic::dominosa
