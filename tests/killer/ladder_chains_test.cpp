// The chain and forcing-chain rules of the human ladder: each finds its pattern in positions
// taken from rated puzzles, every conclusion agrees with the solution, and the ladder finishes
// the hardest puzzles without guessing.
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "killer/helpers.hpp"
#include "puzzles/killer/ladder.hpp"
#include "puzzles/killer/ladder_finders.hpp"
#include "puzzles/killer/reasoning.hpp"

namespace gridlogic::killer::human {
namespace {

struct Puzzle {
  const char* givens;    ///< 81 digits, 0 or . for an open cell
  const char* solution;  ///< 81 digits
};

// From the Sudoku Exchange bank (sudoku_se_dev.jsonl), by the hardest rule they need here.
constexpr Puzzle kSkyscraperPuzzle = {
    "000000000030702040608000209040000050905040801300000002060209030090070020003050900",
    "452891763139762548678435219741928356925346871386517492567289134894173625213654987"};
constexpr Puzzle kXYChainPuzzle = {
    "001005003090600004530002000065000000800090005000000460000400012900001030600500700",
    "481975623297613854536842197165724389843196275729358461358467912974281536612539748"};
constexpr Puzzle kAlternatingPuzzle = {
    "006409200001208900000060000009020300360000097070000010904010608000000000030080050",
    "586479231741238965293165784819527346362841597475396812954713628628954173137682459"};
constexpr Puzzle kCellForcingPuzzle = {
    "208307904409000302010000060001000200000263000300070009090040020000908000800602001",
    "268317954479586312513429768751894236984263175326175489695741823132958647847632591"};
// From the forum's hardest list (forum_hardest_1106.txt): only nested chains finish it.
constexpr Puzzle kForumHardestPuzzle = {
    "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
    "621943758783615492594728361142879635357461289869532174238197546916354827475286913"};

Board board_of(const Puzzle& puzzle) {
  std::string body;
  for (int r = 0; r < 9; ++r) {
    for (int c = 0; c < 9; ++c) {
      const char ch = puzzle.givens[r * 9 + c];
      body += ch == '0' ? '.' : ch;
    }
    body += '\n';
  }
  return parse_text(body, {{"type", "sudoku"}});
}

int solution_digit(const Puzzle& puzzle, int cell) {
  return puzzle.solution[cell] - '0';
}

// Every placement is the solution's digit and no elimination removes it.
void expect_correct(const Puzzle& puzzle, const Deduction& step) {
  EXPECT_FALSE(step.placements.empty() && step.eliminations.empty()) << step.text;
  for (const auto& [cell, digit] : step.placements)
    EXPECT_EQ(digit, solution_digit(puzzle, cell)) << step.text;
  for (const auto& [cell, digit] : step.eliminations)
    EXPECT_NE(digit, solution_digit(puzzle, cell)) << step.text;
  EXPECT_FALSE(step.text.empty());
  EXPECT_FALSE(step.cells.empty()) << step.text;
}

// The position where the ladder first reaches `rule` (nothing when it never does).
std::optional<Position> position_at(const Board& board, HumanRule rule) {
  Position position(board);
  for (;;) {
    std::optional<Deduction> step = next_deduction(position, true);
    if (!step) return std::nullopt;
    if (step->rule == rule) return position;
    apply(position, *step);
  }
}

// Finds `rule` where the ladder reaches it, and checks what it concludes.
Deduction expect_rule(const Puzzle& puzzle, HumanRule rule) {
  const Board board = board_of(puzzle);
  std::optional<Position> position = position_at(board, rule);
  EXPECT_TRUE(position.has_value()) << ladder()[rule].name;
  if (!position) return {};
  Deduction step;
  EXPECT_TRUE(ladder()[rule].find(*position, true, step)) << ladder()[rule].name;
  expect_correct(puzzle, step);
  return step;
}

// Walks the ladder to the end, checking every step, and grades the board: no guess, and the
// grade's hardest rule is the hardest rule of the walk.
Grade expect_finished(const Puzzle& puzzle) {
  const Board board = board_of(puzzle);
  Position position(board);
  while (std::optional<Deduction> step = next_deduction(position, true)) {
    expect_correct(puzzle, *step);
    apply(position, *step);
  }
  EXPECT_TRUE(position.solved());
  const Grade grade = reasoning::grade(Game(board), Context{});
  EXPECT_EQ(grade.status, Status::kSolved) << grade.error;
  EXPECT_FALSE(grade.guessed);
  return grade;
}

TEST(HumanChains, SingleDigitChain) {
  // Four candidates: the turbot fish family, rated as Sudoku Explainer rates it.
  const Deduction step = expect_rule(kSkyscraperPuzzle, kTurbotFish);
  EXPECT_NE(step.text.find(" = "), std::string::npos) << step.text;
  EXPECT_GE(step.rating, 4.0);
  EXPECT_LE(step.rating, 4.2);
}

TEST(HumanChains, XYChain) {
  const Deduction step = expect_rule(kXYChainPuzzle, kXYChain);
  EXPECT_NE(step.text.find("XY-chain"), std::string::npos) << step.text;
}

TEST(HumanChains, AlternatingChain) {
  const Deduction step = expect_rule(kAlternatingPuzzle, kAlternatingChain);
  EXPECT_NE(step.text.find("alternating inference chain"), std::string::npos) << step.text;
  EXPECT_GE(step.rating, 7.0);
}

TEST(HumanChains, CellForcingChain) {
  const Deduction step = expect_rule(kCellForcingPuzzle, kCellForcingChain);
  EXPECT_NE(step.text.find("Either way"), std::string::npos) << step.text;
  EXPECT_GE(step.rating, 8.2);
}

// The other forcing finders, asked directly where the cell forcing chain is first needed.
TEST(HumanChains, UnitDynamicAndNestedForcingChains) {
  const Board board = board_of(kCellForcingPuzzle);
  std::optional<Position> position = position_at(board, kCellForcingChain);
  ASSERT_TRUE(position.has_value());
  for (HumanRule rule : {kUnitForcingChain, kDynamicForcingChain, kNestedForcingChain}) {
    Deduction step;
    EXPECT_TRUE(ladder()[rule].find(*position, true, step)) << ladder()[rule].name;
    expect_correct(kCellForcingPuzzle, step);
  }
}

// Each chain finder, asked at every position of a walk, concludes only what the solution allows.
TEST(HumanChains, EveryConclusionAlongWalksIsSound) {
  for (const Puzzle& puzzle : {kSkyscraperPuzzle, kXYChainPuzzle, kAlternatingPuzzle}) {
    const Board board = board_of(puzzle);
    Position position(board);
    while (std::optional<Deduction> step = next_deduction(position, true)) {
      for (HumanRule rule : {kXChain, kXYChain, kAlternatingChain, kCellForcingChain}) {
        Deduction found;
        if (ladder()[rule].find(position, true, found)) expect_correct(puzzle, found);
      }
      apply(position, *step);
    }
    EXPECT_TRUE(position.solved());
  }
}

TEST(HumanChains, FinishesHardPuzzlesWithoutGuessing) {
  for (const Puzzle& puzzle :
       {kSkyscraperPuzzle, kXYChainPuzzle, kAlternatingPuzzle, kCellForcingPuzzle})
    expect_finished(puzzle);
}

// One step of the nested chains on a position nothing cheaper moves.
TEST(HumanChains, NestedForcingChainOnForumHardest) {
  const Board board = board_of(kForumHardestPuzzle);
  std::optional<Position> position = position_at(board, kNestedForcingChain);
  ASSERT_TRUE(position.has_value());
  Deduction step;
  ASSERT_TRUE(find_nested_forcing_chain(*position, true, step));
  expect_correct(kForumHardestPuzzle, step);
  EXPECT_GE(step.rating, 9.0);
}

TEST(HumanChainsScale, FinishesForumHardest) {
  EXPECT_EQ(expect_finished(kForumHardestPuzzle).hardest_rule, "nested forcing chain");
}

}  // namespace
}  // namespace gridlogic::killer::human
