// Grades through the Puzzle interface: Tatham's own puzzles (from the dev grading corpus, Unruly
// 10x10 with unique rows) land on his levels, and the rating orders the levels.
#include <gtest/gtest.h>

#include <string>

#include "puzzles/binox/kind.hpp"

namespace gridlogic::binox {
namespace {

Grade grade_of(const char* grid_json) {
  const Json object = {{"type", "binox"}, {"grid", Json::parse(grid_json)}};
  return kind().from_json(object)->grade(Context::with_time_limit(60));
}

TEST(BinoxGrade, TathamsPuzzlesLandOnHisLevels) {
  struct Case {
    const char* grid;
    const char* level;
  };
  const Case cases[] = {
      {R"(["X....OO.O.", "..X.......", "X.....X..X", ".O.O...O..", ".XX....O..", ".....X..X.",
           ".XX..OO..O", "O...O.....", "...O....O.", "O..XX..X.."])",
       "trivial"},
      {R"(["..O.....O.", "X...O..X..", ".X..OO....", ".X...O.XX.", "........XO", "X.O....O..",
           "........OO", "X.XX..O...", "X.....OO..", "..O....X.."])",
       "trivial"},
      {R"(["X....O....", "..X......O", "X.....X..X", ".O.O...O..", ".XX....O..", "X....X..X.",
           ".....OO..O", "O.........", "...O......", "O...X..XX."])",
       "easy"},
      {R"(["..O..O..O.", "X...O.....", ".X...O....", "O....O.XX.", ".........O", "X..XO.X...",
           "........O.", "X.XX..O...", "X.....O.X.", "..O..O...."])",
       "easy"},
      {R"(["X....O....", "..X......O", "X.....X..X", ".O.....O..", "..X....O..", "X....X..X.",
           ".....OO..O", "O.........", "...O....O.", "....X..X.."])",
       "normal"},
      {R"(["..O..O..O.", "X...O.....", ".X...O....", "O....O.XX.", ".........O", "X..X..X...",
           "........O.", "X.XX......", "X.....O.X.", "..O..O...."])",
       "normal"},
  };
  for (const Case& c : cases) {
    const Grade g = grade_of(c.grid);
    ASSERT_EQ(g.status, Status::kSolved) << g.error;
    EXPECT_EQ(g.level, c.level) << c.grid;
    EXPECT_FALSE(g.guessed);
    EXPECT_GT(g.steps, 0u);
    // Each level's ratings lie in [n, n + 1) with n its position on the scale plus one.
    const double floor = std::string(c.level) == "trivial" ? 1
                         : std::string(c.level) == "easy"  ? 2
                                                           : 3;
    EXPECT_GE(g.rating, floor);
    EXPECT_LT(g.rating, floor + 1);
  }
}

TEST(BinoxGrade, LevelsAboveTathams) {
  // Row 0 "O..XOX..O." needs the analysis of the whole line first: hard at least.
  std::string rows = R"(["O..XOX..O.")";
  for (int r = 1; r < 10; ++r) rows += R"(, "..........")";
  rows += "]";
  const Grade many = grade_of(rows.c_str());
  ASSERT_EQ(many.status, Status::kSolved);
  EXPECT_EQ(many.level, "unreasonable");  // many solutions: the ladder runs out and guesses
  EXPECT_TRUE(many.guessed);
  EXPECT_GE(many.rating, 6.0);
  const Grade forcing = grade_of(R"(["X.....", ".X....", "......", "X...O.", ".X....", "..O..X"])");
  ASSERT_EQ(forcing.status, Status::kSolved);
  EXPECT_GE(forcing.rating, 5.0);
}

TEST(BinoxGrade, UnsolvableIsNoGrade) {
  const Grade g = grade_of(R"(["O...", "O...", "..XX", "...."])");
  EXPECT_EQ(g.status, Status::kUnsolvable);
  EXPECT_TRUE(g.level.empty());
}

}  // namespace
}  // namespace gridlogic::binox
