// Messages count rows and columns from 1 (docs/FORMATS.md, Coordinates): verify, input errors,
// explanation steps and hints name cells "r1c1", units "row 1" and cages "cage 1" through
// board.hpp's names, as the explanations always did, while the JSON coordinate arrays stay
// 0-based.
#include <gtest/gtest.h>

#include <string>

#include "puzzles/killer/board.hpp"
#include "puzzles/killer/kind.hpp"

namespace gridlogic::killer {
namespace numbering_test {

// A 4 x 4 killer of horizontal pairs (solution 1234/3412/2143/4321).
const char* const kPairs = R"({"type":"killer","size":4,"cages":[
    {"sum":3,"cells":[[0,0],[0,1]]},{"sum":7,"cells":[[0,2],[0,3]]},
    {"sum":7,"cells":[[1,0],[1,1]]},{"sum":3,"cells":[[1,2],[1,3]]},
    {"sum":3,"cells":[[2,0],[2,1]]},{"sum":7,"cells":[[2,2],[2,3]]},
    {"sum":7,"cells":[[3,0],[3,1]]},{"sum":3,"cells":[[3,2],[3,3]]}]})";

TEST(KillerNumbering, TheNamesCountFromOne) {
  EXPECT_EQ(cell_name(0, 0), "r1c1");
  EXPECT_EQ(cell_name(8, 7), "r9c8");
  EXPECT_EQ(unit_name("row", 0), "row 1");
  EXPECT_EQ(unit_name("box", 8), "box 9");
  const Board board = parse_json(Json::parse(kPairs));
  EXPECT_EQ(cell_name(board, 15), "r4c4");
  EXPECT_EQ(cage_name(board, 0), "cage 1 (sum 3, at r1c1)");
}

TEST(KillerNumbering, VerifyNamesTheLastCellAsHintsDo) {
  const auto classic = kind().from_json(Json::parse(R"({"type":"sudoku","size":4})"));
  // The last cell repeats its row's 2: said as r4c4 (the old message said "row 3, col 3").
  const Verdict row = classic->verify(Json::array({"1234", "3412", "2143", "4322"}));
  EXPECT_FALSE(row.valid);
  EXPECT_EQ(row.error.rfind("r4c4: digit 2 appears twice in row 4 (also at r4c3)", 0), 0u)
      << row.error;
  const Verdict box = classic->verify(Json::array({"1234", "2341", "3412", "4123"}));
  EXPECT_EQ(box.error.rfind("r2c1: digit 2 appears twice in box 1 (also at r1c2)", 0), 0u)
      << box.error;
  const auto pairs = kind().from_json(Json::parse(kPairs));
  const Verdict sum = pairs->verify(Json::array({"1324", "2413", "3142", "4231"}));
  EXPECT_EQ(sum.error.rfind("cage 1 (sum 3, at r1c1): the digits sum to 4, not 3", 0), 0u)
      << sum.error;
  const Verdict shape = pairs->verify(Json::array({"1234", "3412", "2143", "432"}));
  EXPECT_EQ(shape.error.rfind("solution row 4: has 3 entries", 0), 0u) << shape.error;
}

TEST(KillerNumbering, HintsAndInputErrorsSayRowOne) {
  const auto classic = kind().from_json(Json::parse(R"({"type":"sudoku","size":4})"));
  const Hint twice =
      classic->hint(Context{}, Json::array({"11..", "....", "....", "...."}), HintDepth::kStep);
  EXPECT_NE(twice.mistake.find("r1c1 and r1c2"), std::string::npos) << twice.mistake;
  try {
    (void)kind().from_json(
        Json::parse(R"({"type":"sudoku","givens":["x...","....","....","...."]})"));
    ADD_FAILURE() << "accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(e.where(), "givens r1c1") << e.what();
  }
  try {
    (void)kind().from_json(
        Json::parse(R"({"type":"sudoku","givens":["1..1","....","....","...."]})"));
    ADD_FAILURE() << "accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(e.where(), "r1c4") << e.what();
    EXPECT_NE(std::string(e.what()).find("repeated in row 1 (also at r1c1)"), std::string::npos)
        << e.what();
  }
  Json bad_cell = Json::parse(kPairs);
  bad_cell["cages"][0]["cells"][0] = Json::array({0, 4});
  try {
    (void)kind().from_json(bad_cell);
    ADD_FAILURE() << "accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(e.where(), "cage 1 cell 1") << e.what();
  }
  try {
    (void)classic->hint(Context{}, Json("x..............."), HintDepth::kStep);
    ADD_FAILURE() << "accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(e.where(), "progress, r1c1") << e.what();
  }
}

}  // namespace numbering_test
}  // namespace gridlogic::killer
