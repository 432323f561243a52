// Messages count rows and columns from 1 (docs/FORMATS.md, Coordinates): verify, explanation
// steps, hints and input errors name cells "r1c1" and rows "row 1" through board.hpp's names,
// while the JSON coordinate arrays stay 0-based.
#include <gtest/gtest.h>

#include <string>

#include "dominosa/helpers.hpp"
#include "puzzles/dominosa/board.hpp"

namespace gridlogic::dominosa {
namespace numbering_test {

// FORMATS.md's 3 x 4 example and its solution.
const char* const kBoard = R"({"grid": [[2, 1, 1, 2], [0, 0, 0, 2], [1, 0, 2, 1]]})";
// The 2 x 3 board of M = 1: 0-0 fits only on r1c1-r1c2.
const char* const kTiny = R"({"grid": [[0, 0, 1], [1, 1, 0]]})";

TEST(DominosaNumbering, TheNamesCountFromOne) {
  EXPECT_EQ(row_name(0), "row 1");
  EXPECT_EQ(cell_name(0, 0), "r1c1");
  EXPECT_EQ(numbered_cell_name(5, 4), "r2c2");
  EXPECT_EQ(placement_name(0, 1, 3), "r1c1-r1c2");
}

TEST(DominosaNumbering, VerifyNamesTheLastCellFromOne) {
  const auto p = dominosa_test::parse(Json::parse(kBoard));
  const Verdict letter = p->verify(Json::parse(R"(["DRLD", "URLU", "RLRx"])"));
  EXPECT_FALSE(letter.valid);
  EXPECT_EQ(letter.error.rfind("r3c4: 'x' is not one of L, R, U, D", 0), 0u) << letter.error;
  const Verdict off = p->verify(Json::parse(R"(["DRLD", "URLU", "RLRR"])"));
  EXPECT_EQ(off.error.rfind("r3c4: 'R' points off the board", 0), 0u) << off.error;
  const Verdict shape = p->verify(Json::parse(R"(["DRLD", "URLU", "RLR"])"));
  EXPECT_EQ(shape.error.rfind("solution row 3: has 3 letters", 0), 0u) << shape.error;
}

TEST(DominosaNumbering, StepsAndHintsNameCellsFromOne) {
  const auto p = dominosa_test::parse(Json::parse(kTiny));
  const Explanation e = p->explain(Context());
  ASSERT_FALSE(e.steps.empty());
  EXPECT_EQ(e.steps.front().text, "place 0-0 on r1c1-r1c2: it is the only place left for 0-0");
  for (const Step& step : e.steps) {
    EXPECT_EQ(step.text.find("(0,"), std::string::npos) << step.text;
    EXPECT_EQ(step.text.find("r0"), std::string::npos) << step.text;
  }
  const Hint answer = p->hint(Context(), nullptr, HintDepth::kAnswer);
  EXPECT_EQ(answer.answer, "place 0-0 on r1c1-r1c2");
  // 0-1 stands twice: both placements are named.
  const Hint twice = p->hint(Context(), Json::parse(R"(["D.D", "U.U"])"), HintDepth::kStep);
  EXPECT_EQ(twice.mistake, "domino 0-1 is placed twice: at r1c1-r2c1 and r1c3-r2c3");
  EXPECT_EQ(twice.mistake_cells, Json::parse("[[0, 0], [1, 0], [0, 2], [1, 2]]"));
}

TEST(DominosaNumbering, InputErrorsOnTheFirstRowSayRowOne) {
  try {
    (void)dominosa_test::parse(Json::parse(R"({"grid": [["a", 0, 1], [1, 1, 0]]})"));
    ADD_FAILURE() << "accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(e.where(), "r1c1") << e.what();
  }
  try {
    (void)dominosa_test::kind().from_text("0 0 1\n1 1\n", {});
    ADD_FAILURE() << "accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(e.where(), "line 2 (row 2)") << e.what();
    EXPECT_NE(std::string(e.what()).find("row 1 has 3"), std::string::npos) << e.what();
  }
  const auto p = dominosa_test::parse(Json::parse(kTiny));
  try {
    (void)p->hint(Context(), Json::parse(R"(["x..", "..."])"), HintDepth::kStep);
    ADD_FAILURE() << "accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(e.where(), "progress, r1c1") << e.what();
  }
}

}  // namespace numbering_test
}  // namespace gridlogic::dominosa
