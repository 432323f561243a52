// Messages count rows and columns from 1 (docs/FORMATS.md, Coordinates): verify, explanation
// steps, hints and input errors name row index 0 "row 1", through position.hpp's names, while
// the JSON coordinate arrays stay 0-based.
#include <gtest/gtest.h>

#include <string>

#include "puzzles/binox/kind.hpp"
#include "puzzles/binox/position.hpp"

namespace gridlogic::binox {
namespace numbering_test {

std::unique_ptr<Puzzle> from_text(const std::string& text) {
  return kind().from_text(text, {});
}

TEST(BinoxNumbering, TheNamesCountFromOne) {
  EXPECT_EQ(row_name(0), "row 1");
  EXPECT_EQ(col_name(0), "col 1");
  EXPECT_EQ(cell_name(0, 0), "row 1, col 1");
  EXPECT_EQ(cell_name(3, 9), "row 4, col 10");
  EXPECT_EQ(place_number(5), "6");
}

TEST(BinoxNumbering, VerifyNamesTheLastRowAndColumnFromOne) {
  // A given at the last cell, changed: the place is row 4, col 4 of a 4 x 4 grid.
  const auto given = from_text("....\n....\n....\n...X\n");
  const Verdict changed = given->verify(Json::array({"XOXO", "OXOX", "XOOX", "OXXO"}));
  EXPECT_FALSE(changed.valid);
  EXPECT_EQ(changed.error.rfind("row 4, col 4: the given X became O", 0), 0u) << changed.error;
  // The last row one X short.
  const auto empty = from_text("....\n....\n....\n....\n");
  const Verdict unbalanced = empty->verify(Json::array({"XOXO", "OXOX", "XOXO", "OXOO"}));
  EXPECT_EQ(unbalanced.error.rfind("row 4: has 1 X and 3 O", 0), 0u) << unbalanced.error;
  // Three O's down the last column, rows 2-4.
  const Verdict three = empty->verify(Json::array({"XOXX", "XXOO", "OXXO", "OOXO"}));
  EXPECT_EQ(three.error.rfind("row 2, col 4: three O in a column (rows 2..4)", 0), 0u)
      << three.error;
}

TEST(BinoxNumbering, StepsAndHintsSayRowOne) {
  const auto puzzle = from_text("XX..\n....\n....\n....\n");
  const Explanation e = puzzle->explain(Context::with_time_limit(30));
  ASSERT_FALSE(e.steps.empty());
  EXPECT_EQ(e.steps.front().text,
            "row 1, col 3 = O: XX at cols 1-2 of row 1: no third X beside them");
  // The data keeps its 0-based coordinates.
  EXPECT_EQ(e.steps.front().detail["placements"], Json::parse(R"([[0, 2, "O"]])"));
  for (const Step& step : e.steps) {
    EXPECT_EQ(step.text.find("row 0"), std::string::npos) << step.text;
    EXPECT_EQ(step.text.find("col 0"), std::string::npos) << step.text;
  }
  const Hint nudge = puzzle->hint(Context::with_time_limit(30), nullptr, HintDepth::kNudge);
  EXPECT_EQ(nudge.region, "row 1");
  EXPECT_EQ(puzzle->hint(Context::with_time_limit(30), nullptr, HintDepth::kRule).rule, "pair");
  const Hint answer = puzzle->hint(Context::with_time_limit(30), nullptr, HintDepth::kAnswer);
  EXPECT_EQ(answer.answer, "place row 1, col 3 = O");
  // A mistake in the first cell of a position.
  const Hint mistake =
      puzzle->hint(Context::with_time_limit(30), Json::array({"OX..", "....", "....", "...."}),
                   HintDepth::kStep);
  EXPECT_EQ(mistake.mistake, "row 1, col 1 is a given: it must keep its X");
  EXPECT_EQ(mistake.mistake_cells, Json::parse("[[0, 0]]"));
}

TEST(BinoxNumbering, InputErrorsOnTheFirstRowSayRowOne) {
  try {
    (void)kind().from_json(Json::parse(R"({"grid": ["Z...", "....", "....", "...."]})"));
    ADD_FAILURE() << "accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(e.where(), "row 1, col 1") << e.what();
  }
  try {
    (void)from_text("X.Z.\n....\n....\n....\n");
    ADD_FAILURE() << "accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(e.where(), "line 1 (row 1), col 3") << e.what();
  }
  // A position typed as one string names its cell by row and column.
  const auto puzzle = from_text("....\n....\n....\n....\n");
  try {
    (void)puzzle->hint(Context{}, Json("X?.............."), HintDepth::kStep);
    ADD_FAILURE() << "accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(e.where(), "progress, row 1, col 2") << e.what();
  }
}

}  // namespace numbering_test
}  // namespace gridlogic::binox
