// hint: the next step from the presses made; the answer's presses finish the board.
#include "puzzles/lightsout/hint.hpp"

#include <gtest/gtest.h>

#include <random>
#include <string>

#include "puzzles/lightsout/board.hpp"
#include "puzzles/lightsout/kind.hpp"

namespace gridlogic::lightsout {
namespace {

std::unique_ptr<Puzzle> puzzle_of(const char* json) {
  return kind().from_json(Json::parse(json));
}

TEST(LightsOutHint, FromTheStartAStepAndTheAnswer) {
  const auto puzzle = puzzle_of(R"({"grid": ["111", "111", "111"]})");
  const Hint nudge = puzzle->hint(Context{}, nullptr, HintDepth::kNudge);
  EXPECT_EQ(nudge.status, Status::kSolved);
  EXPECT_FALSE(nudge.region.empty());
  EXPECT_FALSE(nudge.step.has_value());
  EXPECT_TRUE(nudge.answer.empty());
  const Hint answer = puzzle->hint(Context{}, nullptr, HintDepth::kAnswer);
  ASSERT_TRUE(answer.step.has_value());
  EXPECT_EQ(answer.step->rule, "chase down");
  EXPECT_NE(answer.answer.find("press"), std::string::npos);
}

TEST(LightsOutHint, PressesMadeCountAndTheSolutionIsComplete) {
  for (const char* json :
       {R"({"grid": ["11011", "10101", "01110", "10101", "11011"]})",
        R"({"grid": ["120", "201"], "levels": 3})",
        R"({"nodes": 4, "edges": [[0, 1], [1, 2], [2, 3]], "state": [1, 1, 0, 1]})"}) {
    const auto puzzle = puzzle_of(json);
    const SolveResult solved = puzzle->solve(Context{}, {});
    ASSERT_EQ(solved.status, Status::kSolved) << json;
    const Hint done = puzzle->hint(Context{}, solved.solution.json(), HintDepth::kStep);
    EXPECT_TRUE(done.solved) << json;
    EXPECT_FALSE(done.step.has_value());
  }
  // Half the presses of a solution made: the hint goes on from the lights they leave, not
  // from the start.
  const auto puzzle = puzzle_of(R"({"grid": ["111", "111", "111"]})");
  const Hint fresh = puzzle->hint(Context{}, nullptr, HintDepth::kAnswer);
  const Hint later =
      puzzle->hint(Context{}, Json::array({"100", "000", "000"}), HintDepth::kAnswer);
  EXPECT_EQ(later.status, Status::kSolved);
  EXPECT_NE(later.answer, fresh.answer);
}

TEST(LightsOutHint, PressesTypedAsOneStringReadAsTheirRows) {
  const auto puzzle = puzzle_of(R"({"grid": ["110", "1#1", "011"]})");
  const Hint rows = puzzle->hint(Context{}, Json::array({"100", "0#0", "000"}), HintDepth::kAnswer);
  ASSERT_EQ(rows.status, Status::kSolved);
  // parse_position drops white space: "100 0#0 000" arrives as "1000#0000".
  for (const char* text : {"100/0#0/000", "1000#0000"}) {
    const Hint typed = puzzle->hint(Context{}, Json(text), HintDepth::kAnswer);
    EXPECT_EQ(typed.status, Status::kSolved) << text;
    EXPECT_EQ(typed.answer, rows.answer) << text;
  }
  for (const char* bad : {"100/000", "10000000", "100/0#0/00x"})
    EXPECT_THROW((void)puzzle->hint(Context{}, Json(bad), HintDepth::kStep), InputError) << bad;
}

// The answer is the step's own presses, whatever the step: a chase down, the first row's
// presses from the table, or the algebra of a board with holes. Each press of the answer is
// listed once with its count, as the step's detail has it.
TEST(LightsOutHint, TheAnswerIsTheStepsOwnPresses) {
  std::mt19937_64 rng(40);
  int checked = 0;
  for (int trial = 0; trial < 200; ++trial) {
    const int rows = 2 + static_cast<int>(rng() % 4);  // at most 30 cells: every press listed
    const int cols = 2 + static_cast<int>(rng() % 5);
    const uint32_t levels = 2 + static_cast<uint32_t>(rng() % 3);
    Json grid = Json::array();
    for (int r = 0; r < rows; ++r) {
      std::string row;
      for (int c = 0; c < cols; ++c) {
        row += trial % 5 == 0 && r == 1 && c == 0 ? '#' : static_cast<char>('0' + rng() % levels);
      }
      grid.push_back(row);
    }
    const Json object = {{"grid", grid}, {"levels", levels}};
    const auto puzzle = kind().from_json(object);
    const Hint hint = puzzle->hint(Context{}, nullptr, HintDepth::kAnswer);
    if (hint.status != Status::kSolved || hint.solved) continue;
    ASSERT_TRUE(hint.step.has_value()) << object;
    const Board board = parse_json(object);
    Presses expected(board.size(), 0);
    const Json& presses = hint.step->detail.at("presses");
    if (presses.at(0).is_array() && presses.at(0).size() == 3 && board.has_holes() == false) {
      for (const Json& cell : presses) {
        expected[cell[0].get<size_t>() * static_cast<size_t>(cols) + cell[1].get<size_t>()] =
            cell[2].get<uint32_t>();
      }
    } else {
      expected = solution_from_json(board, presses);
    }
    std::string text;
    for (size_t i = 0; i < expected.size(); ++i) {
      if (expected[i] == 0) continue;
      text += (text.empty() ? "press " : "; press ") + board.place(i);
      if (expected[i] > 1) text += " (" + std::to_string(expected[i]) + " times)";
    }
    EXPECT_EQ(hint.answer, text) << object << "\nstep: " << hint.step->text;
    ++checked;
  }
  EXPECT_GT(checked, 100);
}

TEST(LightsOutHint, MalformedPresses) {
  const auto puzzle = puzzle_of(R"({"grid": ["111", "111", "111"]})");
  EXPECT_THROW((void)puzzle->hint(Context{}, Json::array({"1"}), HintDepth::kStep), InputError);
  EXPECT_THROW((void)puzzle->hint(Context{}, Json::array({"1x1", "111", "111"}), HintDepth::kStep),
               InputError);
}

}  // namespace
}  // namespace gridlogic::lightsout
