// The walk of the ladder: each step is one use of one rule on open cells, agrees with the unique
// solution, and no cheaper rule would have made progress where it was taken.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "puzzles/binox/generator.hpp"
#include "puzzles/binox/reasoning.hpp"
#include "puzzles/binox/solver.hpp"

namespace gridlogic::binox {
namespace {

std::vector<Board> ladder_sample() {
  std::vector<Board> out;
  for (int side : {6, 8, 10, 12, 14}) {
    for (uint64_t seed = 1; seed <= 3; ++seed) {
      Context ctx = Context::with_time_limit(60);
      ctx.seed = seed;
      GeneratedBoard g = generate_unique(side, side, ctx);
      if (g.status == Status::kSolved) out.push_back(g.puzzle);
    }
  }
  std::ifstream in(std::string(GRIDLOGIC_TEST_DATA) + "/binox/generated_10x10.binox");
  std::stringstream text;
  text << in.rdbuf();
  out.push_back(parse_text(text.str().substr(6)));
  return out;
}

// Whether every placement of `d` lies on one of the lines it names.
bool on_its_line(const Deduction& d) {
  for (const Placement& p : d.placements) {
    bool found = false;
    for (const std::string& line : d.lines) {
      found = found || line == row_name(p.row) || line == col_name(p.col);
    }
    if (!found) return false;
  }
  return true;
}

TEST(BinoxLadder, EveryStepIsOneUseThatAgreesWithTheSolutionAndIsTheCheapest) {
  size_t steps = 0;
  for (const Board& puzzle : ladder_sample()) {
    SearchOptions two;
    two.limit = 2;
    const SearchResult unique = search(puzzle, Context{}, two);
    ASSERT_EQ(unique.count, 1u);
    const Board& solution = *unique.first;
    const Context ctx = Context::with_time_limit(60);
    LadderPosition position(puzzle, ctx);
    while (position.open() > 0) {
      std::optional<Deduction> d = next_deduction(position, ctx);
      ASSERT_TRUE(d.has_value()) << "a unique generated puzzle needs no guess";
      ASSERT_FALSE(d->placements.empty());
      for (const Placement& p : d->placements) {
        ASSERT_EQ(position.board().at(p.row, p.col), Cell::kEmpty);
        ASSERT_EQ(p.value, solution.at(p.row, p.col))
            << binox_rules().at(static_cast<size_t>(d->rule)).name << ": " << d->reason;
      }
      if (d->rule != BinoxRule::kContradiction) {
        EXPECT_TRUE(on_its_line(*d)) << d->reason;
      } else {
        EXPECT_EQ(d->placements.size(), 1u);
      }
      if (d->rule != BinoxRule::kPair) {
        const auto cheaper = static_cast<BinoxRule>(static_cast<size_t>(d->rule) - 1);
        EXPECT_FALSE(next_deduction(position, ctx, cheaper).has_value())
            << binox_rules().at(static_cast<size_t>(d->rule)).name;
      }
      position.apply(*d);
      ++steps;
    }
    EXPECT_EQ(position.board(), solution);
  }
  EXPECT_GT(steps, 300u);
}

TEST(BinoxLadder, StepDetailNamesTheCellsReadAndPlaced) {
  // Row 0 "XOX..X": balance reads the three X's and places O at cols 3 and 4.
  const Board b = parse_text("XOX..X\n......\n......\n......\n......\n......\n");
  const Explanation e = reasoning::explain(Game(b), Context::with_time_limit(30));
  ASSERT_FALSE(e.steps.empty());
  const Step& step = e.steps.front();
  EXPECT_EQ(step.rule, "balance");
  EXPECT_EQ(step.detail["cells"], Json::parse("[[0, 0], [0, 2], [0, 5]]"));
  EXPECT_EQ(step.detail["placements"], Json::parse(R"([[0, 3, "O"], [0, 4, "O"]])"));
  EXPECT_EQ(step.detail["lines"], Json::parse(R"(["row 1"])"));
  EXPECT_DOUBLE_EQ(step.detail["rating"].get<double>(), 2.0);
}

TEST(BinoxLadder, APairWithTwoOpenEndsIsOneStep) {
  const Board b = parse_text("..XX..\n......\n......\n......\n......\n......\n");
  const Explanation e = reasoning::explain(Game(b), Context::with_time_limit(30));
  ASSERT_FALSE(e.steps.empty());
  EXPECT_EQ(e.steps.front().text,
            "row 1, cols 2 and 5 = O: XX at cols 3-4 of row 1: no third X beside them");
}

TEST(BinoxLadder, ColumnsAreSaidByTheirRows) {
  const Board b = parse_text("....\n..X.\n..X.\n....\n");
  const Explanation e = reasoning::explain(Game(b), Context::with_time_limit(30));
  ASSERT_FALSE(e.steps.empty());
  EXPECT_EQ(e.steps.front().text,
            "rows 1 and 4, col 3 = O: XX at rows 2-3 of col 3: no third X beside them");
}

}  // namespace
}  // namespace gridlogic::binox
