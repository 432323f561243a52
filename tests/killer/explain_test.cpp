// explain: named steps that lead to the corpus solution.
#include <gtest/gtest.h>

#include "killer/helpers.hpp"
#include "puzzles/killer/kind.hpp"
#include "puzzles/killer/reasoning.hpp"

namespace gridlogic::killer {
namespace {

void expect_good_steps(const Puzzle& puzzle, const Explanation& e) {
  const RuleTable& rules = puzzle.rules();
  ASSERT_FALSE(e.steps.empty());
  for (const Step& s : e.steps) {
    const size_t index = rules.index_of(s.rule);
    ASSERT_LT(index, rules.size()) << s.rule;
    EXPECT_EQ(s.difficulty, rules.at(index).rank);
    EXPECT_FALSE(s.text.empty()) << s.rule;
  }
}

TEST(KillerExplainCorpus, KrazydadSteps) {
  auto lines = testing::read_lines(testing::corpus_path("killer/krazydad_intermediate.jsonl"), 400);
  if (lines.empty()) GTEST_SKIP() << "corpora not found at " << GRIDLOGIC_CORPORA;
  int with_cages = 0;
  for (const std::string& line : lines) {
    Json j = Json::parse(line);
    auto p = kind().from_json(j);
    Context ctx;
    Explanation e = p->explain(ctx);
    ASSERT_EQ(e.status, Status::kSolved) << j["id"];
    EXPECT_EQ(e.solution, j["solution"]) << j["id"];
    expect_good_steps(*p, e);
    for (const Step& s : e.steps) with_cages += s.rule == "cage combinations" ? 1 : 0;
  }
  EXPECT_GT(with_cages, 0);
}

TEST(KillerExplain, ClassicAndSearch) {
  Context ctx;
  auto easy = kind().from_text("1.3..4.22.4..3.1", {});
  Explanation e = easy->explain(ctx);
  ASSERT_EQ(e.status, Status::kSolved);
  EXPECT_TRUE(easy->verify(e.solution).valid);
  expect_good_steps(*easy, e);
  // A hardest-list puzzle: solved, every step from the table.
  auto hard = kind().from_text(
      "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3", {});
  Explanation h = hard->explain(ctx);
  ASSERT_EQ(h.status, Status::kSolved);
  EXPECT_TRUE(hard->verify(h.solution).valid);
  expect_good_steps(*hard, h);
  // Unsolvable: found by some rule or by the search.
  auto none = kind().from_text("123....4........", {});
  EXPECT_EQ(none->explain(ctx).status, Status::kUnsolvable);
}

}  // namespace
}  // namespace gridlogic::killer
