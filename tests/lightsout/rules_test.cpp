// Lights Out's rule table: the kind exposes it, and explain names every step from it.
#include "puzzles/lightsout/rules.hpp"

#include <gtest/gtest.h>

#include "puzzles/lightsout/kind.hpp"
#include "rule_table_checks.hpp"

namespace gridlogic::lightsout {
namespace {

TEST(LightsOutRules, KindExposesTheTable) {
  rule_checks::expect_usable_table(kind());
  EXPECT_EQ(&kind().rules(), &rule_table());
  EXPECT_EQ(rule_table().size(), size_t{kRuleCount});
  EXPECT_EQ(rule_table().at(kChaseDown).name, "chase down");
}

TEST(LightsOutRules, ExplainStepsComeFromTheTable) {
  size_t steps = rule_checks::check_explained_file(
      kind(), std::string(GRIDLOGIC_TEST_DATA) + "/lightsout/facts.jsonl");
  // A board with holes is explained by the linear system.
  const auto holed = kind().from_json(Json::parse(R"({"grid": ["1#1", "010", "1#1"]})"));
  const Explanation explanation = holed->explain(Context());
  rule_checks::expect_steps_from_table(*holed, explanation, "holed");
  steps += explanation.steps.size();
  EXPECT_GT(steps, 0u);
}

}  // namespace
}  // namespace gridlogic::lightsout
