// Hints from players' positions: mistakes first (without the answer), then the cheapest step at
// the depth asked; the position forms of docs/FORMATS.md.
#include <gtest/gtest.h>

#include <string>

#include "puzzles/binox/kind.hpp"

namespace gridlogic::binox {
namespace {

// Tatham's unruly:10x10ude#1001 (easy) and its solution.
const char* const kHintGrid[] = {"X....O....", "..X......O", "X.....X..X", ".O.O...O..",
                                 ".XX....O..", "X....X..X.", ".....OO..O", "O.........",
                                 "...O......", "O...X..XX."};
const char* const kHintSolution[] = {"XOOXXOOXOX", "OXXOOXXOXO", "XOOXOOXXOX", "XOXOXXOOXO",
                                     "OXXOXOXOOX", "XOOXOXOXXO", "OXXOXOOXXO", "OXOXOXXOOX",
                                     "XOXOOXXOOX", "OXOXXOOXXO"};

std::unique_ptr<Puzzle> hint_puzzle() {
  Json grid = Json::array();
  for (const char* row : kHintGrid) grid.push_back(row);
  return kind().from_json({{"type", "binox"}, {"grid", grid}});
}

Json rows_of(const char* const (&rows)[10]) {
  Json out = Json::array();
  for (const char* row : rows) out.push_back(row);
  return out;
}

Hint hint_at(const Json& progress, HintDepth depth = HintDepth::kStep) {
  return hint_puzzle()->hint(Context::with_time_limit(30), progress, depth);
}

TEST(BinoxHint, TheStartGivesTheCheapestStep) {
  const Hint nudge = hint_at(nullptr, HintDepth::kNudge);
  ASSERT_EQ(nudge.status, Status::kSolved);
  EXPECT_TRUE(nudge.mistake.empty());
  EXPECT_FALSE(nudge.solved);
  EXPECT_FALSE(nudge.region.empty());
  EXPECT_FALSE(nudge.region_cells.empty());
  EXPECT_TRUE(nudge.rule.empty());
  EXPECT_FALSE(nudge.step.has_value());
  EXPECT_TRUE(nudge.answer.empty());

  const Hint step = hint_at(nullptr, HintDepth::kStep);
  ASSERT_TRUE(step.step.has_value());
  EXPECT_EQ(step.step->difficulty, 0);  // a pair or better is on the board at the start
  EXPECT_TRUE(step.answer.empty());

  const Hint answer = hint_at(nullptr, HintDepth::kAnswer);
  ASSERT_TRUE(answer.step.has_value());
  EXPECT_EQ(answer.answer.rfind("place row ", 0), 0u) << answer.answer;
  // Each placement of the hinted step agrees with the solution.
  for (const Json& p : answer.step->detail["placements"]) {
    const int r = p[0].get<int>();
    const int c = p[1].get<int>();
    EXPECT_EQ(std::string(1, kHintSolution[r][c]), p[2].get<std::string>());
  }
}

TEST(BinoxHint, AcceptsEveryPositionForm) {
  const Json rows = rows_of(kHintGrid);
  std::string flat;
  for (const char* row : kHintGrid) flat += std::string(row) + "\n";
  const Hint a = hint_at(rows);
  const Hint b = hint_at(Json{{"grid", rows}});
  const Hint c = hint_at(flat);
  ASSERT_TRUE(a.step && b.step && c.step);
  EXPECT_EQ(a.step->text, b.step->text);
  EXPECT_EQ(a.step->text, c.step->text);
  EXPECT_THROW((void)hint_at(Json::array({"X...."})), InputError);
  EXPECT_THROW((void)hint_at("X.."), InputError);
  Json bad = rows;
  bad[1] = "..Z......O";
  EXPECT_THROW((void)hint_at(bad), InputError);
  EXPECT_THROW((void)hint_at(Json{{"cells", rows}}), InputError);
}

TEST(BinoxHint, SaysAMistakeBeforeAnyStep) {
  // An entry against the solution, breaking no rule by itself: [1, 4] is O in the solution.
  Json wrong = rows_of(kHintGrid);
  wrong[1] = "..X.X....O";
  const Hint h = hint_at(wrong);
  ASSERT_EQ(h.status, Status::kSolved);
  EXPECT_EQ(h.mistake, "the symbol in row 2, col 5 is not the one the solution has there");
  EXPECT_EQ(h.mistake_cells, Json::parse("[[1, 4]]"));
  EXPECT_FALSE(h.step.has_value());
  const Hint nudge = hint_at(wrong, HintDepth::kNudge);
  EXPECT_EQ(nudge.mistake, "there is a mistake in your grid");
  EXPECT_TRUE(nudge.mistake_cells.empty());

  Json three = rows_of(kHintGrid);
  three[0] = "XXX..O....";
  EXPECT_EQ(hint_at(three).mistake, "row 1 holds three X in a row");

  Json over = rows_of(kHintGrid);
  over[0] = "XOXXOOXOXX";  // six X's of ten
  EXPECT_EQ(hint_at(over).mistake, "row 1 holds 6 X, more than half its 10 cells");

  Json given = rows_of(kHintGrid);
  given[0] = "O....O....";
  EXPECT_EQ(hint_at(given).mistake, "row 1, col 1 is a given: it must keep its X");
}

TEST(BinoxHint, EqualLinesAreAMistake) {
  const std::unique_ptr<Puzzle> p =
      kind().from_json({{"type", "binox"}, {"grid", {"....", "....", "....", "...."}}});
  const Hint h = p->hint(Context::with_time_limit(30),
                         Json::array({"XOXO", "XOXO", "....", "...."}), HintDepth::kStep);
  EXPECT_EQ(h.mistake, "row 1 and row 2 are equal");
}

TEST(BinoxHint, TheSolutionIsSolved) {
  const Hint h = hint_at(rows_of(kHintSolution));
  EXPECT_TRUE(h.mistake.empty());
  EXPECT_TRUE(h.solved);
  EXPECT_FALSE(h.step.has_value());
}

}  // namespace
}  // namespace gridlogic::binox
