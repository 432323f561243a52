// Killer and sudoku hints against a player's notes: notes that leave out a cell's digit are a
// warning beside the next step, never a block, and candidates the player never wrote are said as
// what a cell cannot be.
#include <gtest/gtest.h>

#include <string>

#include "gridlogic/puzzle.hpp"

namespace gridlogic {
namespace {

Generated made(const std::string& type, uint64_t seed) {
  Context ctx = Context::with_time_limit(60);
  ctx.seed = seed;
  GenerateParams params;
  params.values = generate_preset(type);
  return find_kind(type)->generate(ctx, params);
}

TEST(KillerHintNotes, NotesLeavingOutTheDigitWarnButDoNotBlock) {
  const Generated sudoku = made("sudoku", 1);
  ASSERT_NE(sudoku.puzzle, nullptr);
  const Json givens = sudoku.puzzle->to_json().at("givens");
  // Marks in the first open cell that leave out its digit, no marks elsewhere.
  Json marks = Json::array();
  int marked_row = -1, marked_col = -1;
  for (int r = 0; r < 9; ++r) {
    Json row = Json::array();
    for (int c = 0; c < 9; ++c) {
      const char given = givens[static_cast<size_t>(r)].get<std::string>()[static_cast<size_t>(c)];
      if (marked_row < 0 && (given == '.' || given == '0')) {
        const int digit =
            sudoku.solution[static_cast<size_t>(r)].get<std::string>()[static_cast<size_t>(c)] -
            '0';
        row.push_back(std::to_string(digit == 1 ? 2 : 1));
        marked_row = r;
        marked_col = c;
      } else {
        row.push_back("");
      }
    }
    marks.push_back(row);
  }
  ASSERT_GE(marked_row, 0);
  const Json position = {{"grid", givens}, {"marks", marks}};
  const Hint hint = sudoku.puzzle->hint(Context::with_time_limit(30), position, HintDepth::kStep);
  ASSERT_EQ(hint.status, Status::kSolved) << hint.error;
  EXPECT_TRUE(hint.mistake.empty()) << hint.mistake;
  const std::string cell =
      "r" + std::to_string(marked_row + 1) + "c" + std::to_string(marked_col + 1);
  EXPECT_NE(hint.warning.find(cell), std::string::npos) << hint.warning;
  EXPECT_EQ(hint.warning_cells, Json::array({Json::array({marked_row, marked_col})}));
  EXPECT_TRUE(hint.step.has_value());
}

TEST(KillerHintNotes, CandidatesNeverWrittenAreSaidAsWhatACellCannotBe) {
  size_t eliminations = 0;
  for (uint64_t seed = 1; seed <= 12 && eliminations == 0; ++seed) {
    const Generated killer = made("killer", seed);
    ASSERT_NE(killer.puzzle, nullptr);
    const Hint hint =
        killer.puzzle->hint(Context::with_time_limit(30), nullptr, HintDepth::kAnswer);
    ASSERT_EQ(hint.status, Status::kSolved) << hint.error;
    ASSERT_TRUE(hint.changes.has_value());
    if (hint.changes->remove.empty()) continue;
    eliminations += hint.changes->remove.size();
    EXPECT_NE(hint.answer.find("cannot be"), std::string::npos) << hint.answer;
    EXPECT_EQ(hint.answer.find("remove"), std::string::npos) << hint.answer;
  }
  EXPECT_GT(eliminations, 0u) << "no first step of twelve killers rules out a candidate";
}

}  // namespace
}  // namespace gridlogic
