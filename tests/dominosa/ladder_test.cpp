// The Dominosa ladder: each rule on a position where it is the cheapest that makes progress,
// and every step of the walks over known boards cheapest first and true to the solution.
#include "puzzles/dominosa/ladder.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <set>

#include "known_boards.hpp"
#include "puzzles/dominosa/reasoning.hpp"
#include "puzzles/dominosa/solver.hpp"

namespace gridlogic::dominosa {
namespace {

Board board_of(const std::string& grid) {
  return parse_json(Json{{"grid", Json::parse(grid)}});
}

int edge_between(const Graph& graph, int a, int b) {
  for (int f : graph.cell_edges[a]) {
    if (f >= 0 && (graph.edges[f].a == b || graph.edges[f].b == b)) return f;
  }
  return -1;
}

// The 2 x 3 board of M = 1: 0-0 fits only on r1c1-r1c2, and no cell has one partner.
const char* kTiny = "[[0,0,1],[1,1,0]]";

TEST(DominosaLadder, OnlyPlacementOfDomino) {
  const Board board = board_of(kTiny);
  Ladder ladder(board);
  auto step = ladder.next();
  ASSERT_TRUE(step);
  EXPECT_EQ(step->rule, kOnlyPlacement);
  EXPECT_EQ(step->place, edge_between(ladder.graph(), 0, 1));
}

TEST(DominosaLadder, CellWithOnePartner) {
  const Board board = board_of(kTiny);
  Ladder ladder(board);
  ladder.rule_out(edge_between(ladder.graph(), 2, 5));  // r1c3 keeps only r1c2
  auto step = ladder.next();
  ASSERT_TRUE(step);
  EXPECT_EQ(step->rule, kOnePartner);
  EXPECT_EQ(step->place, edge_between(ladder.graph(), 1, 2));
  EXPECT_EQ(step->cells, std::vector<int>{2});
}

TEST(DominosaLadder, NoPlaceLeft) {
  const Board board = board_of(kTiny);
  Ladder ladder(board);
  ladder.rule_out(edge_between(ladder.graph(), 0, 1));
  ladder.rule_out(edge_between(ladder.graph(), 0, 3));
  auto step = ladder.next();
  ASSERT_TRUE(step);
  EXPECT_EQ(step->rule, kNoPlaceLeft);
}

// Small boards whose first step is the named rule: nothing cheaper applies at the start.
struct FirstStep {
  RuleId rule;
  const char* grid;
  const char* why;  // the step, as a person would say it
};
const FirstStep kFirstSteps[] = {
    {kNeedsDomino, "[[2,0,0,1],[2,2,0,1],[2,1,1,0]]", "r3c4 = 0 has only 1s around: 0-1"},
    {kCoversCell, "[[2,2,1,2],[0,2,0,0],[1,1,1,0]]", "0-0 fits only around r2c4"},
    {kNeedsPair, "[[2,2,2,2],[0,1,1,0],[0,0,1,1]]", "every 1-2 overlaps r1c2-r1c3 and r2c2-r2c3"},
    {kForcesCopy, "[[0,1,1,1,3],[0,2,2,1,3],[3,2,2,1,0],[0,2,3,3,0]]",
     "1-3 on r2c4-r2c5 leaves r1c5 only 1-3"},
    {kForcesTwoCopies, "[[1,1,0,0],[1,2,2,0],[0,2,2,1]]",
     "2-2 on r3c2-r3c3 leaves r3c1 and r3c4 both 0-1"},
};

TEST(DominosaLadder, EachLocalRuleIsTheFirstStepOfItsBoard) {
  for (const FirstStep& want : kFirstSteps) {
    const Board board = board_of(want.grid);
    Ladder ladder(board);
    auto step = ladder.next();
    ASSERT_TRUE(step) << want.why;
    EXPECT_EQ(step->rule, want.rule) << want.why << ": " << step->text;
    EXPECT_FALSE(step->removes.empty()) << want.why;
    EXPECT_FALSE(step->cells.empty()) << want.why;
  }
}

// Replays the ladder from the start: no cheaper rule applies before each step, a placement is
// the solution's and nothing the solution uses is ruled out. Returns the rules used.
std::set<RuleId> walk(const Board& board, const std::string& where) {
  const CountOutcome found = count_solutions(board, Context(), 2);
  EXPECT_EQ(found.count, 1u) << where;
  const Partners& solution = found.solutions.front();
  std::set<RuleId> used;
  Ladder ladder(board);
  while (!ladder.solved()) {
    std::optional<Deduction> step = ladder.next();
    if (!step) step = guess_from(ladder, solution);
    if (!step) {
      ADD_FAILURE() << where << ": stuck";
      break;
    }
    if (step->rule > 0) {
      const auto cheaper = ladder.next(static_cast<RuleId>(step->rule - 1));
      EXPECT_FALSE(cheaper) << where << ": " << step->text << " while "
                            << (cheaper ? cheaper->text : "") << " applies";
    }
    const Graph& graph = ladder.graph();
    if (step->place >= 0) {
      EXPECT_EQ(solution[graph.edges[step->place].a], graph.edges[step->place].b)
          << where << ": " << step->text;
    }
    EXPECT_TRUE(step->place >= 0 || !step->removes.empty()) << where << ": " << step->text;
    for (int e : step->removes) {
      EXPECT_NE(solution[graph.edges[e].a], graph.edges[e].b) << where << ": " << step->text;
    }
    used.insert(step->rule);
    ladder.apply(*step);
  }
  return used;
}

TEST(DominosaLadder, KnownBoardsWalkCheapestFirstAndTrue) {
  std::set<RuleId> used;
  for (const auto& known : dominosa_test::known_boards()) {
    auto here = walk(board_of(known.grid), known.id);
    used.insert(here.begin(), here.end());
  }
  for (RuleId rule : {kOnePartner, kOnlyPlacement, kNeedsDomino, kCoversCell, kForcesCopy,
                      kForcesTwoCopies, kOddAreas, kNumberSet, kForcingChain}) {
    EXPECT_TRUE(used.count(rule)) << rule_table().at(rule).name;
  }
}

TEST(DominosaLadder, TestDataWalksCheapestFirstAndTrue) {
  std::set<RuleId> used;
  std::ifstream in(std::string(GRIDLOGIC_TEST_DATA) + "/dominosa/unique_hard.jsonl");
  std::string line;
  int n = 0;
  while (std::getline(in, line) && n++ < 12) {
    const Json record = Json::parse(line);
    auto here = walk(parse_json(record), record.value("id", ""));
    used.insert(here.begin(), here.end());
  }
  EXPECT_TRUE(used.count(kDeadEnd));
}

}  // namespace
}  // namespace gridlogic::dominosa
