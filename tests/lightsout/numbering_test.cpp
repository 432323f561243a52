// Messages count rows and columns from 1 (docs/FORMATS.md, Coordinates): the chase steps, hints,
// verify and input errors name rows, columns and cells through board.hpp's names, while the JSON
// press coordinates stay 0-based.
#include <gtest/gtest.h>

#include <regex>
#include <string>
#include <vector>

#include "puzzles/lightsout/board.hpp"
#include "puzzles/lightsout/kind.hpp"

namespace gridlogic::lightsout {
namespace numbering_test {

TEST(LightsOutNumbering, TheNamesCountFromOne) {
  EXPECT_EQ(row_name(0), "row 1");
  EXPECT_EQ(col_name(2), "col 3");
  const Board board = parse_json(Json::parse(R"({"grid": ["111", "111"]})"));
  EXPECT_EQ(board.place(0), "row 1, col 1");
  EXPECT_EQ(board.place(5), "row 2, col 3");
}

TEST(LightsOutNumbering, ChaseStepsAndHintsSayRowOne) {
  const auto puzzle = kind().from_json(Json::parse(R"({"grid": ["111", "111", "111"]})"));
  const Explanation e = puzzle->explain(Context{});
  ASSERT_FALSE(e.steps.empty());
  EXPECT_EQ(e.steps.front().text,
            "row 1 has lights on: press the cells below them in row 2 (col 1, col 2, col 3); "
            "row 1 is now dark");
  // The data keeps 0-based [row, col, times].
  EXPECT_EQ(e.steps.front().detail["presses"], Json::parse("[[1, 0, 1], [1, 1, 1], [1, 2, 1]]"));
  const Hint answer = puzzle->hint(Context{}, nullptr, HintDepth::kAnswer);
  EXPECT_EQ(answer.answer, "press row 2, col 1; press row 2, col 2; press row 2, col 3");
  // A board whose first chase leaves the last row lit: the table and the first-row presses.
  const auto lookup = kind().from_json(Json::parse(R"({"grid": ["10", "00"]})"));
  // ("last row 01" is a pattern of lights, not a row's number.)
  const std::regex zero_based(R"(\b(?:row|col) 0\b)");
  const std::vector<Step> steps = lookup->explain(Context{}).steps;
  ASSERT_GT(steps.size(), 3u);
  for (const Step& step : steps) {
    EXPECT_FALSE(std::regex_search(step.text, zero_based)) << step.text;
  }
}

TEST(LightsOutNumbering, VerifyAndInputErrorsNameTheLastCellFromOne) {
  // 3 x 3, k = 3, solved by 000 122 200; one press too many at the last cell lights r2c3 first.
  const auto puzzle =
      kind().from_json(Json::parse(R"({"levels": 3, "grid": ["211", "112", "021"]})"));
  const Verdict v = puzzle->verify(Json::parse(R"(["000", "122", "201"])"));
  EXPECT_FALSE(v.valid);
  EXPECT_EQ(v.error.rfind("row 2, col 3:", 0), 0u) << v.error;
  try {
    (void)kind().from_json(Json::parse(R"({"grid": ["01", "0x"]})"));
    ADD_FAILURE() << "accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(e.where(), "row 2, col 2") << e.what();
  }
  try {
    (void)kind().from_text("0 1\n1 x\n", {{"levels", "12"}});
    ADD_FAILURE() << "accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(e.where(), "line 2, col 2") << e.what();
  }
  try {  // a level out of range found by the integer rows, re-worded as the text's line
    (void)kind().from_text("0 1\n1 12\n", {{"levels", "12"}});
    ADD_FAILURE() << "accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(e.where(), "line 2, col 2") << e.what();
  }
  try {
    (void)kind().from_json(Json::parse(R"({"grid": ["011", "01"]})"));
    ADD_FAILURE() << "accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(e.where(), "row 2") << e.what();
    EXPECT_NE(std::string(e.what()).find("row 1 has 3"), std::string::npos) << e.what();
  }
}

}  // namespace numbering_test
}  // namespace gridlogic::lightsout
