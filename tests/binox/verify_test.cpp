// The independent checker: correct solutions pass, subtly wrong ones name the broken rule.
#include <gtest/gtest.h>

#include "puzzles/binox/board.hpp"

namespace gridlogic::binox {
namespace {

// A valid 6x6 grid that keeps the givens of puzzle() (found by a throwaway brute force).
const std::vector<std::string> kGrid = {"XXOXOO", "OXOOXX", "XOXXOO", "OOXOXX", "XXOOXO", "OOXXOX"};

Board puzzle() {
  return parse_json(Json{{"grid", {"X....O", "......", "..X..O", "......", "X.....", "...X.."}}});
}

std::string verdict_rule(const Verdict& v) {
  auto at = v.error.find("[rule: ");
  return at == std::string::npos ? "" : v.error.substr(at + 7, v.error.size() - at - 8);
}

TEST(BinoxVerify, AcceptsACorrectSolution) {
  Verdict v = verify(puzzle(), Json(kGrid));
  EXPECT_TRUE(v.valid) << v.error;
  std::vector<std::string> lower = kGrid;
  for (auto& row : lower)
    for (auto& ch : row) ch = static_cast<char>(ch == 'X' ? 'x' : 'o');
  EXPECT_TRUE(verify(puzzle(), Json(lower)).valid);
}

struct WrongCase {
  const char* name;
  std::vector<std::string> grid;
  const char* rule;
  const char* where;
};

TEST(BinoxVerify, NamesTheFirstBrokenRuleAndPlace) {
  std::vector<WrongCase> cases = {
      {"empty cell",
       {"XXOXOO", "OXOOXX", "XOX.OO", "OOXOXX", "XXOOXO", "OOXXOX"},
       "incomplete",
       "row 3, col 4"},
      {"bad char",
       {"XXOXOO", "OXOOXX", "XOXXOO", "OOXOXX", "XXOOXO", "OOXX1X"},
       "bad character",
       "row 6, col 5"},
      {"short row",
       {"XXOXOO", "OXOOXX", "XOXXO", "OOXOXX", "XXOOXO", "OOXXOX"},
       "wrong size",
       "row 3"},
      {"given changed",
       {"OXOXOX", "OXOOXX", "XOXXOO", "OOXOXX", "XXOOXO", "OOXXOX"},
       "given changed",
       "row 1, col 1"},
      {"three in a row",
       {"XXOXOO", "OXOOOX", "XOXXOO", "OOXOXX", "XXOOXO", "OOXXOX"},
       "three in a line",
       "row 2, col 3"},
      {"unbalanced",
       {"XXOXOO", "OXOOXX", "XOXXOO", "OOXOXX", "XXOOXO", "OOXXOO"},
       "unbalanced line",
       "row 6"},
  };
  // Equal lines on an empty 4x4 puzzle (no givens to keep).
  for (const auto& c : cases) {
    SCOPED_TRACE(c.name);
    Verdict v = verify(puzzle(), Json(c.grid));
    EXPECT_FALSE(v.valid);
    EXPECT_EQ(verdict_rule(v), c.rule) << v.error;
    EXPECT_EQ(v.error.substr(0, std::string(c.where).size() + 1), std::string(c.where) + ":")
        << v.error;
  }
  Board empty4 = parse_text("....\n....\n....\n....\n");
  Verdict rows = verify(empty4, Json({"XOXO", "OXOX", "XOXO", "OXOX"}));
  EXPECT_EQ(verdict_rule(rows), "equal lines") << rows.error;
  EXPECT_EQ(rows.error.rfind("rows 1 and 3:", 0), 0u) << rows.error;
  // Rows distinct, columns 3 and 6 (counted from 1) equal, no triples, all balanced (a 4x4 cannot
  // do this).
  Board empty6 = parse_text("......\n......\n......\n......\n......\n......\n");
  Verdict only_cols =
      verify(empty6, Json({"XXOXOO", "XXOOXO", "OOXXOX", "XOXOOX", "OXOXXO", "OOXOXX"}));
  EXPECT_EQ(verdict_rule(only_cols), "equal lines") << only_cols.error;
  EXPECT_EQ(only_cols.error.rfind("cols 3 and 6:", 0), 0u) << only_cols.error;
  Verdict column_three = verify(empty4, Json({"XOXO", "XOOX", "XXOO", "OXXO"}));
  EXPECT_EQ(verdict_rule(column_three), "three in a line") << column_three.error;
  EXPECT_EQ(column_three.error.rfind("row 1, col 1:", 0), 0u) << column_three.error;
  EXPECT_EQ(verdict_rule(verify(empty4, Json("XOXO"))), "not a grid");
  EXPECT_EQ(verdict_rule(verify(empty4, Json({"XOXO"}))), "wrong size");
}

}  // namespace
}  // namespace gridlogic::binox
