// Explain on binox's rule table: every step names a rule of the table with its rank, and each
// rule fires on a small position where no cheaper rule makes progress.
#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "puzzles/binox/generator.hpp"
#include "puzzles/binox/kind.hpp"
#include "puzzles/binox/reasoning.hpp"
#include "puzzles/binox/rules.hpp"
#include "puzzles/binox/solver_state.hpp"

namespace gridlogic::binox {
namespace {

TEST(BinoxRules, TheKindExposesTheTableInLadderOrder) {
  const RuleTable& rules = kind().rules();
  EXPECT_EQ(&rules, &binox_rules());
  const std::string_view names[] = {"pair",           "sandwich",
                                    "last cell",      "balance",
                                    "distinct lines", "quota and no three",
                                    "line analysis",  "distinct completions",
                                    "contradiction",  "guess"};
  const std::string_view levels[] = {"trivial", "trivial", "trivial", "easy",    "easy",
                                     "normal",  "hard",    "hard",    "extreme", "unreasonable"};
  ASSERT_EQ(rules.size(), std::size(names));
  double last_rating = 0;
  for (size_t i = 0; i < rules.size(); ++i) {
    EXPECT_EQ(rules.at(i).name, names[i]);
    EXPECT_EQ(rules.at(i).rank, static_cast<int>(i));
    EXPECT_FALSE(rules.at(i).summary.empty());
    EXPECT_EQ(level_of(static_cast<BinoxRule>(i)), levels[i]);
    EXPECT_GT(base_rating(static_cast<BinoxRule>(i)), last_rating);
    last_rating = base_rating(static_cast<BinoxRule>(i));
  }
  EXPECT_EQ(rules.index_of("line analysis"), static_cast<size_t>(BinoxRule::kLineAnalysis));
  EXPECT_EQ(rules.index_of("guess"), static_cast<size_t>(BinoxRule::kGuess));
}

TEST(BinoxRules, EveryStepNamesARuleOfTheTableWithItsRank) {
  const RuleTable& rules = binox_rules();
  size_t steps = 0;
  for (int side : {6, 8, 10, 12}) {
    for (uint64_t seed = 1; seed <= 3; ++seed) {
      Context ctx = Context::with_time_limit(60);
      ctx.seed = seed;
      GeneratedBoard g = generate_unique(side, side, ctx);
      ASSERT_EQ(g.status, Status::kSolved);
      // Half the givens gone: more solutions, so contradiction and guess steps appear too.
      Board thin = g.puzzle;
      for (size_t i = 0; i < thin.cells.size(); i += 2) thin.cells[i] = Cell::kEmpty;
      for (const Board& board : {g.puzzle, thin}) {
        Explanation e = reasoning::explain(Game(board), Context::with_time_limit(60));
        ASSERT_EQ(e.status, Status::kSolved) << e.error;
        for (const Step& step : e.steps) {
          const size_t index = rules.index_of(step.rule);
          ASSERT_LT(index, rules.size()) << step.rule;
          EXPECT_EQ(step.difficulty, rules.at(index).rank) << step.rule;
          ++steps;
        }
      }
    }
  }
  EXPECT_GT(steps, 500u);
}

Board board_of(std::string_view rows) {
  return parse_text(std::string(rows));
}

struct FirstStep {
  std::string rule;
  std::string text;
};

FirstStep first_step(std::string_view rows) {
  Explanation e = reasoning::explain(Game(board_of(rows)), Context::with_time_limit(30));
  EXPECT_EQ(e.status, Status::kSolved) << e.error;
  if (e.steps.empty()) return {};
  return {e.steps.front().rule, e.steps.front().text};
}

TEST(BinoxRules, EachRuleFiresWhereNoCheaperRuleDoes) {
  EXPECT_EQ(first_step("XX..\n....\n....\n....\n").text,
            "row 1, col 3 = O: XX at cols 1-2 of row 1: no third X beside them");
  EXPECT_EQ(first_step("O.O...\n......\n......\n......\n......\n......\n").text,
            "row 1, col 2 = X: O.O at cols 1-3 of row 1: no O between them");
  EXPECT_EQ(first_step("XOXOX.\n......\n......\n......\n......\n......\n").text,
            "row 1, col 6 = O: row 1 has one open cell and is one O short");
  EXPECT_EQ(first_step("XOX..X\n......\n......\n......\n......\n......\n").text,
            "row 1, cols 4 and 5 = O: row 1 already holds its 3 X");
  EXPECT_EQ(first_step("OXXOXO\n......\n......\n.X..X.\n......\n......\n").text,
            "row 4, col 3 = O: the X's of row 4 all lie where row 1 has X's, one short: a X "
            "here would make row 4 equal row 1");
  EXPECT_EQ(first_step("X...X.\n......\n......\n......\n......\n......\n").text,
            "row 1, col 6 = O: row 1 has one X left to place, and cols 2-4 of row 1 would be "
            "three O without it: the X goes there, the other open cells are O");
  const std::string ten = "..........\n";
  std::string analysis = "O..XOX..O.\n";
  for (int r = 1; r < 10; ++r) analysis += ten;
  EXPECT_EQ(first_step(analysis).text,
            "row 1, col 10 = X: every way to complete row 1 without three in a row and with 5 of "
            "each agrees here");
  EXPECT_EQ(first_step("XXOOXO\n......\n......\nX..O..\n......\n......\n").text,
            "row 4, col 3 = X; row 4, col 2 = O: every way to complete row 4 that does not copy "
            "row 1 agrees here");
  const FirstStep contradiction = first_step("X.....\n.X....\n......\nX...O.\n.X....\n..O..X\n");
  EXPECT_EQ(contradiction.rule, "contradiction");
  EXPECT_EQ(contradiction.text,
            "row 1, col 2 = O: X here would lead, by the rules above, to a broken rule");
  EXPECT_EQ(first_step("......\n......\n......\n......\n......\nO.....\n").rule, "guess");
}

TEST(BinoxRules, LineForcedReportsOneRuleAtATime) {
  // Row 0 "XX....": the pair forces col 2 to O; no sandwich; two X's of three, so no balance;
  // its completions are XXOXOO and XXOOXO, so line analysis forces cols 2 and 5 to O.
  // Row 1 "X.X...": the sandwich forces col 1 to O, and no pair fires.
  Board b = board_of("XX....\nX.X...\n......\n......\n......\n......\n");
  Solver state(b, Context{}, SearchOptions{});
  uint64_t to_x[kMaxWords], to_o[kMaxWords];
  ASSERT_TRUE(state.line_forced(BinoxRule::kPair, 0, to_x, to_o));
  EXPECT_EQ(to_o[0], uint64_t{1} << 2);
  EXPECT_EQ(to_x[0], 0u);
  ASSERT_TRUE(state.line_forced(BinoxRule::kSandwich, 0, to_x, to_o));
  EXPECT_EQ(to_o[0] | to_x[0], 0u);
  ASSERT_TRUE(state.line_forced(BinoxRule::kBalance, 0, to_x, to_o));
  EXPECT_EQ(to_o[0] | to_x[0], 0u);
  ASSERT_TRUE(state.line_forced(BinoxRule::kLineAnalysis, 0, to_x, to_o));
  EXPECT_EQ(to_o[0], (uint64_t{1} << 2) | (uint64_t{1} << 5));
  EXPECT_EQ(to_x[0], 0u);
  ASSERT_TRUE(state.line_forced(BinoxRule::kSandwich, 1, to_x, to_o));
  EXPECT_EQ(to_o[0], uint64_t{1} << 1);
  ASSERT_TRUE(state.line_forced(BinoxRule::kPair, 1, to_x, to_o));
  EXPECT_EQ(to_o[0] | to_x[0], 0u);
}

TEST(BinoxRules, DistinctLinesNamesTheLineItWouldCopy) {
  // Row 5 ".O.XOX" has two open cells; row 2 "XOOXOX" is complete and matches it, so col 0
  // must be O (and col 2 X), or row 5 would copy row 2.
  Board b = board_of("....X.\n.X....\nXOOXOX\n.X....\n..X...\n.O.XOX\n");
  Solver state(b, Context{}, SearchOptions{});
  uint64_t to_x[kMaxWords], to_o[kMaxWords];
  int witness = -1;
  ASSERT_TRUE(state.line_forced(BinoxRule::kDistinctCompletions, 5, to_x, to_o, &witness));
  EXPECT_EQ(to_o[0], uint64_t{1} << 0);
  EXPECT_EQ(to_x[0], uint64_t{1} << 2);
  EXPECT_EQ(witness, 2);
}

}  // namespace
}  // namespace gridlogic::binox
