// Dominosa grades on Tatham's known boards, and hints from positions with planted mistakes.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "gridlogic/error.hpp"
#include "gridlogic/foreign_format.hpp"
#include "helpers.hpp"
#include "known_boards.hpp"

namespace dominosa_test {
namespace {

using gridlogic::Context;
using gridlogic::HintDepth;
using gridlogic::Status;

std::unique_ptr<gridlogic::Puzzle> known(const std::string& id) {
  for (const auto& board : known_boards()) {
    if (board.id == id) return parse(Json{{"type", "dominosa"}, {"grid", Json::parse(board.grid)}});
  }
  return nullptr;
}

Json solution_of(const std::string& id) {
  for (const auto& board : known_boards()) {
    if (board.id == id) return Json::parse(board.solution);
  }
  return nullptr;
}

TEST(DominosaGrade, TathamsLevelsOnKnownBoards) {
  const std::vector<std::string> levels = {"trivial", "basic", "hard", "extreme"};
  for (const auto& board : known_boards()) {
    auto p = parse(Json{{"type", "dominosa"}, {"grid", Json::parse(board.grid)}});
    const gridlogic::Grade grade = p->grade(Context());
    ASSERT_EQ(grade.status, Status::kSolved) << board.id;
    EXPECT_EQ(grade.level, board.level) << board.id;
    EXPECT_FALSE(grade.guessed) << board.id;
    // The rating stays inside its level: 1 + the level's index up to the next one.
    const auto index =
        static_cast<double>(std::find(levels.begin(), levels.end(), board.level) - levels.begin());
    EXPECT_GE(grade.rating, 1 + index) << board.id;
    EXPECT_LT(grade.rating, 2 + index) << board.id;
  }
}

// Boards of max 11, whose numbers have 13 open cells each: Tatham's number sets range over every
// subset of up to 16 cells, and so must ours, or the ladder dead-ends on his hard boards (his
// generator, seeds 95636333 at hard and 407709816 at extreme).
TEST(DominosaGrade, TathamsLevelsAtMaxEleven) {
  const std::vector<std::pair<std::string, std::string>> boards = {
      {"dominosa:11:15589142[11]108699688[11]834[10]49[11]0[10][10]33[10]235445[10]57607"
       "[11]9[10]39968[11][11]56756175[11]300[11]8336[11][10]779[10]042[11]35418731[10]5"
       "89712327866021[11]31702926[10]8[10]192841264947[10]0[10]16[11]41430[11]282270075"
       "595046",
       "hard"},
      {"dominosa:11:914456[10]31694851[11]03490269868135[11][11]7190338383[10]74291702[1"
       "1][10]12[10]86[10]0558260[10][11]599[10]95556793421553734[10]041160[10]876692733"
       "[10][10]2187[11]502[11]6144072908[10]764[11]425[10][11]3002[11]87714[11][11]9788"
       "[11]62",
       "extreme"},
  };
  for (const auto& [id, level] : boards) {
    const gridlogic::ForeignFormat* format = gridlogic::recognise_foreign(id, nullptr);
    ASSERT_NE(format, nullptr) << id;
    const gridlogic::Grade grade = format->read(id)->grade(Context());
    ASSERT_EQ(grade.status, Status::kSolved) << id;
    EXPECT_EQ(grade.level, level) << grade.hardest_rule;
    EXPECT_FALSE(grade.guessed);
  }
}

TEST(DominosaGrade, RatingStaysInsideItsLevel) {
  auto p = known("6dh-s1001");
  const gridlogic::Grade grade = p->grade(Context());
  EXPECT_EQ(grade.hardest_rule, "number set");
  EXPECT_GE(grade.rating, 3.0);
  EXPECT_LT(grade.rating, 4.0);
}

// A position of the solution's letters with only the cells in `keep` (row, col) kept.
Json partial(const Json& solution, const std::vector<std::pair<int, int>>& keep) {
  Json rows = Json::array();
  for (size_t r = 0; r < solution.size(); ++r) {
    std::string row(solution[r].get<std::string>().size(), '.');
    for (const auto& [kr, kc] : keep) {
      if (kr == static_cast<int>(r)) row[kc] = solution[r].get<std::string>()[kc];
    }
    rows.push_back(row);
  }
  return rows;
}

TEST(DominosaHint, StartGivesTheFirstStepAtEachDepth) {
  auto p = known("6dh-s1001");
  const auto nudge = p->hint(Context(), nullptr, HintDepth::kNudge);
  EXPECT_EQ(nudge.status, Status::kSolved);
  EXPECT_TRUE(nudge.mistake.empty());
  EXPECT_FALSE(nudge.region.empty());
  EXPECT_FALSE(nudge.step);
  EXPECT_TRUE(nudge.answer.empty());
  const auto step = p->hint(Context(), nullptr, HintDepth::kStep);
  ASSERT_TRUE(step.step);
  EXPECT_TRUE(step.answer.empty());
  EXPECT_EQ(step.step->text, p->explain(Context()).steps.front().text);
  const auto answer = p->hint(Context(), nullptr, HintDepth::kAnswer);
  EXPECT_FALSE(answer.answer.empty());
}

TEST(DominosaHint, CorrectDominoesAreKept) {
  auto p = known("6dh-s1001");
  const Json solution = solution_of("6dh-s1001");
  // Row 1 starts "RL": the domino on r1c1-r1c2.
  const auto hint = p->hint(Context(), partial(solution, {{0, 0}, {0, 1}}), HintDepth::kStep);
  EXPECT_TRUE(hint.mistake.empty()) << hint.mistake;
  ASSERT_TRUE(hint.step);
}

TEST(DominosaHint, SolvedPositionSaysSo) {
  auto p = known("6dt-s1001");
  const auto hint = p->hint(Context(), solution_of("6dt-s1001"), HintDepth::kStep);
  EXPECT_TRUE(hint.solved);
  EXPECT_TRUE(hint.mistake.empty());
}

TEST(DominosaHint, WrongDominoIsAMistakeWithoutTheAnswer) {
  auto p = known("6dh-s1001");
  // The solution pairs r1c1-r1c2; a vertical domino on r1c1-r2c1 is wrong.
  Json position = partial(solution_of("6dh-s1001"), {});
  position[0] = "D" + position[0].get<std::string>().substr(1);
  position[1] = "U" + position[1].get<std::string>().substr(1);
  const auto hint = p->hint(Context(), position, HintDepth::kAnswer);
  EXPECT_NE(hint.mistake.find("not part of the solution"), std::string::npos) << hint.mistake;
  EXPECT_EQ(hint.mistake_cells, Json::parse("[[0,0],[1,0]]"));
  EXPECT_FALSE(hint.step);
  EXPECT_TRUE(hint.answer.empty());
  const auto nudge = p->hint(Context(), position, HintDepth::kNudge);
  EXPECT_EQ(nudge.mistake, "there is a mistake in your grid");
  EXPECT_TRUE(nudge.mistake_cells.empty());
}

TEST(DominosaHint, OverlapAndHalfDominoAreMistakes) {
  auto p = known("6dh-s1001");
  Json position = partial(solution_of("6dh-s1001"), {});
  position[0] = "RD" + position[0].get<std::string>().substr(2);
  position[1] = ".U" + position[1].get<std::string>().substr(2);
  auto hint = p->hint(Context(), position, HintDepth::kStep);
  EXPECT_NE(hint.mistake.find("overlap"), std::string::npos) << hint.mistake;
  position = partial(solution_of("6dh-s1001"), {});
  position[0] = "R" + position[0].get<std::string>().substr(1);
  hint = p->hint(Context(), position, HintDepth::kStep);
  EXPECT_NE(hint.mistake.find("only one cell"), std::string::npos) << hint.mistake;
}

TEST(DominosaHint, DominoUsedTwiceIsAMistake) {
  // The 2 x 3 board of M = 1: 0-1 stands on both r1c1-r2c1 and r1c3-r2c3.
  auto p = parse(Json{{"type", "dominosa"}, {"grid", Json::parse("[[0,0,1],[1,1,0]]")}});
  const auto hint = p->hint(Context(), Json::parse(R"(["D.D","U.U"])"), HintDepth::kStep);
  EXPECT_NE(hint.mistake.find("placed twice"), std::string::npos) << hint.mistake;
  EXPECT_EQ(hint.mistake_cells.size(), 4u);
}

TEST(DominosaHint, RuledOutPlacementOfTheSolutionIsAMistake) {
  auto p = known("6dh-s1001");
  const Json position = {{"placed", nullptr}, {"ruled_out", Json::parse("[[[0,0],[0,1]]]")}};
  const auto hint = p->hint(Context(), position, HintDepth::kStep);
  EXPECT_NE(hint.mistake.find("ruled out"), std::string::npos) << hint.mistake;
}

TEST(DominosaHint, MalformedPositionsThrow) {
  auto p = known("6dh-s1001");
  EXPECT_THROW((void)p->hint(Context(), Json::parse(R"(["RL"])"), HintDepth::kStep),
               gridlogic::InputError);
  Json bad = partial(solution_of("6dh-s1001"), {});
  bad[0] = "X" + bad[0].get<std::string>().substr(1);
  EXPECT_THROW((void)p->hint(Context(), bad, HintDepth::kStep), gridlogic::InputError);
  bad = partial(solution_of("6dh-s1001"), {});
  bad[0] = "U" + bad[0].get<std::string>().substr(1);  // off the board
  EXPECT_THROW((void)p->hint(Context(), bad, HintDepth::kStep), gridlogic::InputError);
  // A misspelt key is not the start position.
  const Json misspelt = {{"place", partial(solution_of("6dh-s1001"), {})}};
  EXPECT_THROW((void)p->hint(Context(), misspelt, HintDepth::kStep), gridlogic::InputError);
}

}  // namespace
}  // namespace dominosa_test
