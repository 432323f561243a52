// Killer's rule table: the kind exposes it, each rule but search is a propagator pass, and
// explain names every step from it.
#include "puzzles/killer/rules.hpp"

#include <gtest/gtest.h>

#include <stdexcept>

#include "puzzles/killer/kind.hpp"
#include "rule_table_checks.hpp"

namespace gridlogic::killer {
namespace {

TEST(KillerRules, KindExposesTheTable) {
  rule_checks::expect_usable_table(kind());
  EXPECT_EQ(&kind().rules(), &rule_table());
  ASSERT_EQ(rule_table().size(), size_t{kRuleCount});
  EXPECT_EQ(rule_table().at(kSearch).name, "search");
  EXPECT_EQ(rule_table().at(kRuleCount - 1).name, "search");  // the last resort is the last rule
}

TEST(KillerRules, EveryRuleButSearchIsAPass) {
  for (size_t i = 0; i < kRuleCount; ++i) {
    EXPECT_EQ(has_pass(static_cast<RuleId>(i)), i != kSearch) << rule_table().at(i).name;
  }
  const Board board = parse_text("1.3..4.22.4..3.1", {});
  const Tables tables = build_tables(board, Rule45::kFull);
  Propagator propagator(tables);
  std::vector<uint16_t> cand(static_cast<size_t>(tables.state_size));
  propagator.load(cand.data());
  EXPECT_THROW((void)apply_pass(propagator, kSearch, cand.data()), std::logic_error);
  // Naked singles: the givens leave their peers, so the first pass changes something.
  EXPECT_EQ(apply_pass(propagator, kNakedSingle, cand.data()), Pass::kChanged);
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
