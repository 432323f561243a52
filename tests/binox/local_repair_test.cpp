// Fill and repair (local_repair.hpp): every grid it returns passes verify(), at every share of
// revealed cells, on rectangles, on boards whose lines the fill makes equal; it reports nothing
// (never a wrong grid) where there is no solution or no time.
#include "puzzles/binox/local_repair.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <random>
#include <string>

#include "puzzles/binox/board.hpp"
#include "puzzles/binox/generator.hpp"
#include "puzzles/binox/solver.hpp"
#include "sanitized.hpp"

namespace gridlogic::binox {
namespace {

using test_env::sanitized;

/// A random valid grid with each cell kept with probability percent / 100.
Board revealed(int rows, int cols, int percent, uint64_t seed) {
  std::mt19937_64 rng(seed);
  RandomGrid g = random_grid(rows, cols, rng(), Context::with_time_limit(60));
  EXPECT_EQ(g.status, Status::kSolved);
  Board puzzle = g.grid;
  for (auto& cell : puzzle.cells) {
    if (static_cast<int>(rng() % 100) >= percent) cell = Cell::kEmpty;
  }
  return puzzle;
}

void expect_solves(const Board& puzzle, uint64_t seed) {
  LocalRepairOptions options;
  options.seed = seed;
  LocalRepairStats stats;
  std::optional<Board> grid = local_repair(puzzle, Context::with_time_limit(60), options, &stats);
  ASSERT_TRUE(grid.has_value()) << stats.final_violations << " violations left after "
                                << stats.moves << " moves";
  Verdict v = verify(puzzle, solution_to_json(*grid));
  EXPECT_TRUE(v.valid) << v.error;
  EXPECT_EQ(stats.final_violations, 0U);
}

TEST(BinoxLocalRepair, SolvesRevealedGridsAtEveryShare) {
  const int side = sanitized() ? 60 : 160;
  for (int percent : {0, 5, 10, 30, 50, 70, 90}) {
    SCOPED_TRACE(std::to_string(percent) + " %");
    const Board puzzle = revealed(side, side, percent, 100 + static_cast<uint64_t>(percent));
    expect_solves(puzzle, 1);
    // What propagation forces first (as the solver hands it over) changes nothing.
    std::optional<Board> propagated = propagate_only(puzzle, Context{});
    ASSERT_TRUE(propagated.has_value());
    expect_solves(*propagated, 2);
  }
}

TEST(BinoxLocalRepair, SolvesRectangles) {
  // Not here: boards whose lines use up nearly every valid line of their length (8 x 30 needs 30
  // of the 34 valid columns of 8), where local moves stall; the solver only hands it large
  // boards.
  for (auto [rows, cols, percent] : std::vector<std::tuple<int, int, int>>{
           {40, 120, 30}, {120, 40, 50}, {12, 40, 20}, {40, 12, 0}, {6, 12, 0}}) {
    SCOPED_TRACE(std::to_string(rows) + "x" + std::to_string(cols));
    expect_solves(revealed(rows, cols, percent, 7), 3);
  }
}

TEST(BinoxLocalRepair, EmptySmallBoardsComeOutWithDistinctLines) {
  // Small empty boards: the fill often repeats a row or column, so the disturb-and-repair step
  // must run; verify() checks that no two lines are equal.
  for (int side : {4, 6, 8, 10, 12}) {
    for (uint64_t seed = 1; seed <= 5; ++seed) {
      SCOPED_TRACE(std::to_string(side) + " seed " + std::to_string(seed));
      expect_solves(Board(side, side), seed);
    }
  }
}

TEST(BinoxLocalRepair, IsReproducibleFromTheSeed) {
  const Board puzzle = revealed(80, 80, 20, 5);
  LocalRepairOptions options;
  options.seed = 42;
  std::optional<Board> a = local_repair(puzzle, Context{}, options);
  std::optional<Board> b = local_repair(puzzle, Context{}, options);
  ASSERT_TRUE(a.has_value() && b.has_value());
  EXPECT_EQ(a->cells, b->cells);
}

TEST(BinoxLocalRepair, ReportsNothingWithoutASolutionOrTime) {
  // A row whose givens leave it no completion (X X . X: X's need the other two cells as O).
  Board row_dead(4, 4);
  row_dead.at(0, 0) = Cell::kX;
  row_dead.at(0, 1) = Cell::kO;
  row_dead.at(0, 2) = Cell::kO;
  row_dead.at(0, 3) = Cell::kO;
  EXPECT_FALSE(local_repair(row_dead, Context{}, {}).has_value());
  // A column with three X's of four.
  Board column_dead(4, 4);
  column_dead.at(0, 0) = Cell::kX;
  column_dead.at(1, 0) = Cell::kO;
  column_dead.at(3, 0) = Cell::kO;
  column_dead.at(2, 0) = Cell::kO;
  EXPECT_FALSE(local_repair(column_dead, Context{}, {}).has_value());
  // Every row and column can complete on its own, but the grid cannot: row 0 (. X X .) must be
  // O X X O, column 3 (. O O .) must be X O O X. The repair runs out of moves and says nothing.
  Board no_grid(4, 4);
  no_grid.at(0, 1) = Cell::kX;
  no_grid.at(0, 2) = Cell::kX;
  no_grid.at(1, 3) = Cell::kO;
  no_grid.at(2, 3) = Cell::kO;
  LocalRepairOptions few;
  few.max_moves = 2000;
  EXPECT_FALSE(local_repair(no_grid, Context{}, few).has_value());
  EXPECT_EQ(search(no_grid, Context{}, SearchOptions{}).status, Status::kUnsolvable);
  // No time.
  Context expired;
  expired.deadline = Context::Clock::now();
  EXPECT_FALSE(local_repair(revealed(100, 100, 30, 9), expired, {}).has_value());
  // Odd and tiny sizes are not its business.
  EXPECT_FALSE(local_repair(Board(2, 2), Context{}, {}).has_value());
}

}  // namespace
}  // namespace gridlogic::binox
