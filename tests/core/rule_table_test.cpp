// RuleTable: a ladder of uniquely named rules whose steps carry the rule's name and rank.
#include <gtest/gtest.h>

#include <stdexcept>

#include "gridlogic/rules.hpp"

namespace gridlogic {
namespace {

TEST(RuleTable, KeepsRulesInOrder) {
  const RuleTable table{{"first", 0, "cheap", "", 0},
                        {"second", 0, "also cheap", "", 0},
                        {"third", 2, "dear", "", 0}};
  ASSERT_EQ(table.size(), 3u);
  EXPECT_EQ(table.at(0).name, "first");
  EXPECT_EQ(table.at(2).rank, 2);
  EXPECT_EQ(table.at(1).summary, "also cheap");
  EXPECT_THROW((void)table.at(3), std::out_of_range);
}

TEST(RuleTable, RefusesDecreasingRanks) {
  EXPECT_THROW((RuleTable{{"a", 1, "", "", 0}, {"b", 0, "", "", 0}}), std::invalid_argument);
  EXPECT_THROW((RuleTable{{"a", 0, "", "", 0}, {"b", 3, "", "", 0}, {"c", 2, "", "", 0}}),
               std::invalid_argument);
  EXPECT_NO_THROW((RuleTable{{"a", 0, "", "", 0}, {"b", 0, "", "", 0}, {"c", 5, "", "", 0}}));
}

TEST(RuleTable, RefusesRepeatedNames) {
  EXPECT_THROW((RuleTable{{"a", 0, "", "", 0}, {"a", 1, "", "", 0}}), std::invalid_argument);
  EXPECT_THROW((RuleTable{{"a", 0, "", "", 0}, {"b", 1, "", "", 0}, {"a", 2, "", "", 0}}),
               std::invalid_argument);
}

TEST(RuleTable, IndexOfFindsNamesAndSaysSizeForUnknown) {
  const RuleTable table{{"naked single", 0, "", "", 0}, {"hidden single", 1, "", "", 0}};
  EXPECT_EQ(table.index_of("naked single"), 0u);
  EXPECT_EQ(table.index_of("hidden single"), 1u);
  EXPECT_EQ(table.index_of("guess"), table.size());
  EXPECT_EQ(table.index_of(""), table.size());
}

TEST(RuleTable, StepCarriesTheRulesNameAndRank) {
  const RuleTable table{{"chase", 0, "", "", 0}, {"look up", 2, "", "", 0}};
  const Step step = table.step(1, "press row 0", Json{{"cells", 3}});
  EXPECT_EQ(step.rule, "look up");
  EXPECT_EQ(step.difficulty, 2);
  EXPECT_EQ(step.text, "press row 0");
  EXPECT_EQ(step.detail, (Json{{"cells", 3}}));
  EXPECT_TRUE(table.step(0, "x").detail.is_null());
  EXPECT_THROW((void)table.step(2, "past the end"), std::out_of_range);
}

}  // namespace
}  // namespace gridlogic
