// Dominosa drawing.
#include <gtest/gtest.h>

#include "dominosa/helpers.hpp"

namespace {

using gridlogic::Json;

TEST(DominosaRender, PuzzleAlone) {
  auto p = dominosa_test::parse(Json::parse(R"({"grid": [[2, 1, 1, 2], [0, 0, 0, 2], [1, 0, 2, 1]]})"));
  EXPECT_EQ(p->render(nullptr),
            "+---+---+---+---+\n"
            "| 2 | 1 | 1 | 2 |\n"
            "+---+---+---+---+\n"
            "| 0 | 0 | 0 | 2 |\n"
            "+---+---+---+---+\n"
            "| 1 | 0 | 2 | 1 |\n"
            "+---+---+---+---+\n");
}

TEST(DominosaRender, WithSolutionShowsDominoes) {
  auto p = dominosa_test::parse(Json::parse(R"({"grid": [[2, 1, 1, 2], [0, 0, 0, 2], [1, 0, 2, 1]]})"));
  Json s = Json::parse(R"(["DRLD", "URLU", "RLRL"])");
  EXPECT_EQ(p->render(&s),
            "+---+---+---+---+\n"
            "| 2 | 1   1 | 2 |\n"
            "+   +---+---+   +\n"
            "| 0 | 0   0 | 2 |\n"
            "+---+---+---+---+\n"
            "| 1   0 | 2   1 |\n"
            "+---+---+---+---+\n");
}

TEST(DominosaRender, GarbageSolutionDoesNotBreakTheDrawing) {
  auto p = dominosa_test::parse(Json::parse(R"({"grid": [[2, 1, 1, 2], [0, 0, 0, 2], [1, 0, 2, 1]]})"));
  for (const char* text : {R"(5)", R"(["DR"])", R"(["UUUU", "DDDD", "LLLL"])", R"([1, 2, 3])"}) {
    Json s = Json::parse(text);
    EXPECT_EQ(p->render(&s), p->render(nullptr)) << text;
  }
}

}  // namespace
