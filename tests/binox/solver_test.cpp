// The native solver against an independent brute force, and every solution through verify().
#include "puzzles/binox/solver.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <random>
#include <set>

#include "puzzles/binox/balance_flow.hpp"
#include "puzzles/binox/board.hpp"
#include "puzzles/binox/empty_count.hpp"
#include "puzzles/binox/generator.hpp"
#include "puzzles/binox/kind.hpp"
#include "puzzles/binox/sat_finish.hpp"
#include "sanitized.hpp"

namespace gridlogic::binox {
namespace {

using test_env::sanitized;

// ---- The independent computation: a row-by-row brute force over bit masks. ----------------------
// Shares nothing with the solver: rows are integers, a grid is a list of rows.

struct BruteForce {
  int rows, cols;
  std::vector<uint32_t> valid_rows;  // balanced, no three equal adjacent

  BruteForce(int r, int c) : rows(r), cols(c) {
    for (uint32_t m = 0; m < (1u << c); ++m) {
      if (std::popcount(m) * 2 != c) continue;
      bool ok = true;
      for (int i = 0; i + 2 < c && ok; ++i) {
        uint32_t bits = (m >> i) & 7u;
        ok = bits != 0 && bits != 7;
      }
      if (ok) valid_rows.push_back(m);
    }
  }

  // Calls `leaf` with every valid grid (bit 1 = X) that fits `fits(row index, row mask)`.
  template <class Fits, class Leaf>
  void each(const Fits& fits, const Leaf& leaf) {
    std::vector<uint32_t> grid;
    std::vector<int> col_x(static_cast<size_t>(cols), 0);
    recurse(grid, col_x, fits, leaf);
  }

  template <class Fits, class Leaf>
  void recurse(std::vector<uint32_t>& grid, std::vector<int>& col_x, const Fits& fits,
               const Leaf& leaf) {
    const int r = static_cast<int>(grid.size());
    if (r == rows) {
      // Columns: balanced and no triple were kept on the way; now distinct.
      std::set<uint64_t> seen;
      for (int c = 0; c < cols; ++c) {
        uint64_t col = 0;
        for (int i = 0; i < rows; ++i) col |= static_cast<uint64_t>((grid[i] >> c) & 1u) << i;
        if (!seen.insert(col).second) return;
      }
      leaf(grid);
      return;
    }
    for (uint32_t m : valid_rows) {
      if (!fits(r, m)) continue;
      bool ok = true;
      for (int i = 0; i < r && ok; ++i) ok = grid[i] != m;
      if (!ok) continue;
      if (r >= 2) {
        uint32_t all_x = grid[r - 2] & grid[r - 1] & m;
        uint32_t all_o = ~grid[r - 2] & ~grid[r - 1] & ~m & ((1u << cols) - 1);
        if (all_x | all_o) continue;
      }
      for (int c = 0; c < cols && ok; ++c) {
        int x = col_x[c] + static_cast<int>((m >> c) & 1u);
        int o = r + 1 - x;
        ok = x * 2 <= rows && o * 2 <= rows;
      }
      if (!ok) continue;
      for (int c = 0; c < cols; ++c) col_x[c] += static_cast<int>((m >> c) & 1u);
      grid.push_back(m);
      recurse(grid, col_x, fits, leaf);
      grid.pop_back();
      for (int c = 0; c < cols; ++c) col_x[c] -= static_cast<int>((m >> c) & 1u);
    }
  }

  uint64_t count_all() {
    uint64_t n = 0;
    each([](int, uint32_t) { return true; }, [&](const std::vector<uint32_t>&) { ++n; });
    return n;
  }
};

Board board_from_masks(const std::vector<uint32_t>& grid, int cols) {
  Board b(static_cast<int>(grid.size()), cols);
  for (int r = 0; r < b.rows; ++r) {
    for (int c = 0; c < cols; ++c) b.at(r, c) = ((grid[r] >> c) & 1u) ? Cell::kX : Cell::kO;
  }
  return b;
}

// ---- Tests --------------------------------------------------------------------------------------

TEST(BinoxBruteForce, MatchesThePublishedSquareCounts) {
  // OEIS-style known values: 2, 72, 4140 valid n x n grids for n = 2, 4, 6 (8 x 8 below).
  EXPECT_EQ(BruteForce(2, 2).count_all(), 2u);
  EXPECT_EQ(BruteForce(4, 4).count_all(), 72u);
  EXPECT_EQ(BruteForce(6, 6).count_all(), 4140u);
}

TEST(BinoxScale, BruteForceMatchesThePublishedEightByEightCount) {
  // The oracle itself at 8 x 8 (4111116 grids): tens of seconds, so in the scale label.
  EXPECT_EQ(BruteForce(8, 8).count_all(), 4111116u);
}

TEST(BinoxEmptyCount, MatchesThePublishedSquareCountsAndStopsAtLimits) {
  // OEIS A253316: 2, 72, 4140, 4111116 valid n x n grids for n = 2, 4, 6, 8.
  EXPECT_EQ(count_empty_grids(2, 2, Context{}, 0).count, 2u);
  EXPECT_EQ(count_empty_grids(4, 4, Context{}, 0).count, 72u);
  EXPECT_EQ(count_empty_grids(6, 6, Context{}, 0).count, 4140u);
  // 8 x 8: half a second in Release, far longer under the sanitizers.
  if (!sanitized()) {
    EXPECT_EQ(count_empty_grids(8, 8, Context{}, 0).count, 4111116u);
  }
  // Rectangles both ways round, against the brute force.
  EXPECT_EQ(count_empty_grids(6, 8, Context{}, 0).count, BruteForce(6, 8).count_all());
  EXPECT_EQ(count_empty_grids(8, 6, Context{}, 0).count, BruteForce(8, 6).count_all());
  EmptyCount some = count_empty_grids(6, 6, Context{}, 10);
  EXPECT_EQ(some.count, 10u);
  EXPECT_FALSE(some.complete);
  ASSERT_TRUE(some.first.has_value());
  EXPECT_TRUE(verify(Board(6, 6), solution_to_json(*some.first)).valid);
  EmptyCount late = count_empty_grids(8, 8, Context::with_time_limit(1e-9), 0);
  EXPECT_EQ(late.status, Status::kTimeout);
  EXPECT_FALSE(late.complete);
  EXPECT_FALSE(count_empty_grids(18, 18, Context{}, 0).complete);  // outside its range
}

TEST(BinoxSolver, CountsEmptyBoardsLikeTheBruteForce) {
  std::vector<std::pair<int, int>> sizes = {{2, 2}, {2, 4}, {4, 2}, {4, 4}, {2, 6}, {4, 6},
                                            {6, 4}, {6, 6}, {4, 8}, {8, 4}, {6, 8}, {8, 6}};
  // Under the sanitizers the 48-cell brute forces take most of a minute: up to 32 cells there.
  if (sanitized()) {
    sizes.resize(sizes.size() - 2);
  } else {
    sizes.push_back({8, 8});
  }
  for (auto [r, c] : sizes) {
    SCOPED_TRACE(std::to_string(r) + "x" + std::to_string(c));
    // 8 x 8 by brute force takes seconds; MatchesThePublishedSquareCounts ties it to 4111116.
    uint64_t expected = (r == 8 && c == 8) ? 4111116u : BruteForce(r, c).count_all();
    SearchOptions all;
    all.limit = 0;
    // Empty boards are counted by rows (empty_count.hpp) ...
    SearchResult found = search(Board(r, c), Context{}, all);
    EXPECT_EQ(found.status, expected ? Status::kSolved : Status::kUnsolvable);
    EXPECT_TRUE(found.complete);
    EXPECT_EQ(found.count, expected);
    if (found.first) {
      EXPECT_TRUE(verify(Board(r, c), solution_to_json(*found.first)).valid);
    }
    // ... and the general search (a random value order takes it) must count the same, also
    // without line analysis: the cheap rules alone.
    if (r * c <= 48) {
      SearchOptions general = all;
      general.randomize = true;
      EXPECT_EQ(search(Board(r, c), Context{}, general).count, expected);
      general.line_analysis = false;
      EXPECT_EQ(search(Board(r, c), Context{}, general).count, expected);
    }
  }
}

/// Random small puzzles of the given sizes (random givens, kept when they pass the parser's
/// checks) with their brute-force solutions.
const std::vector<std::pair<int, int>> kSmallSizes = {{4, 4}, {6, 6}, {6, 8}, {8, 6}, {4, 6}};

template <class Each>
void for_random_small_puzzles(uint64_t seed, int trials,
                              const std::vector<std::pair<int, int>>& sizes, const Each& each) {
  std::mt19937_64 rng(seed);
  for (auto [size_rows, size_cols] : sizes) {
    const int rows = size_rows, cols = size_cols;  // lambdas cannot capture structured bindings
    BruteForce brute(rows, cols);
    for (int t = 0; t < trials; ++t) {
      Board puzzle(rows, cols);
      const int givens = static_cast<int>(rng() % static_cast<uint64_t>(rows * cols / 2 + 1));
      for (int g = 0; g < givens; ++g) {
        int r = static_cast<int>(rng() % rows), c = static_cast<int>(rng() % cols);
        puzzle.at(r, c) = (rng() & 1u) ? Cell::kX : Cell::kO;
      }
      try {
        validate_givens(puzzle);
      } catch (const InputError&) {
        continue;
      }
      std::vector<Board> solutions;
      brute.each(
          [&](int r, uint32_t m) {
            for (int c = 0; c < cols; ++c) {
              Cell v = puzzle.at(r, c);
              if (v != Cell::kEmpty && (v == Cell::kX) != (((m >> c) & 1u) != 0)) return false;
            }
            return true;
          },
          [&](const std::vector<uint32_t>& grid) {
            solutions.push_back(board_from_masks(grid, cols));
          });
      each(puzzle, solutions);
    }
  }
}

TEST(BinoxSolver, CountsRandomPuzzlesLikeTheBruteForce) {
  int solvable = 0, unsolvable = 0, unique = 0;
  const std::vector<std::pair<int, int>> sizes = {{4, 4}, {4, 6}, {6, 4}, {6, 6}, {2, 6}, {6, 8}};
  for_random_small_puzzles(12345, sanitized() ? 15 : 60, sizes,
                           [&](const Board& puzzle, const std::vector<Board>& solutions) {
                             const uint64_t expected = solutions.size();
                             SearchOptions all;
                             all.limit = 0;
                             SearchResult found = search(puzzle, Context{}, all);
                             ASSERT_EQ(found.count, expected) << to_text(puzzle);
                             ASSERT_TRUE(found.complete);
                             if (expected > 0) {
                               ++solvable;
                               unique += expected == 1;
                               ASSERT_TRUE(found.first.has_value());
                               Verdict v = verify(puzzle, solution_to_json(*found.first));
                               ASSERT_TRUE(v.valid) << v.error;
                             } else {
                               ++unsolvable;
                               EXPECT_EQ(found.status, Status::kUnsolvable);
                             }
                             // Limits: limit 2 stops at two.
                             SearchOptions two;
                             two.limit = 2;
                             SearchResult capped = search(puzzle, Context{}, two);
                             EXPECT_EQ(capped.count, std::min<uint64_t>(expected, 2));
                             if (expected > 2) {
                               EXPECT_FALSE(capped.complete);
                             }
                           });
  // The sample must exercise all outcomes, or the test proves little.
  EXPECT_GT(solvable, sanitized() ? 3 : 10);
  EXPECT_GT(unsolvable, sanitized() ? 1 : 5);
  EXPECT_GT(unique, sanitized() ? 0 : 3);
}

TEST(BinoxSolver, EverySolutionOfASmallBoardVerifies) {
  // Enumerate all 6x6 solutions through count limits: every first solution of a prefix-fixed
  // board verifies, and the distinct first solutions of the 2-row prefixes add up.
  Board empty(6, 6);
  SearchOptions all;
  all.limit = 0;
  EXPECT_EQ(search(empty, Context{}, all).count, 4140u);
  BruteForce brute(6, 6);
  uint64_t checked = 0;
  brute.each([](int, uint32_t) { return true; },
             [&](const std::vector<uint32_t>& grid) {
               if (checked++ % 97 != 0) return;
               Board full = board_from_masks(grid, 6);
               EXPECT_TRUE(verify(Board(6, 6), solution_to_json(full)).valid);
               SearchResult r = search(full, Context{}, all);
               EXPECT_EQ(r.count, 1u);
             });
  EXPECT_EQ(checked, 4140u);
}

TEST(BinoxSolver, ProvesUnsolvable) {
  // Passes the parser (no rule broken yet) but cannot be completed: column 0 holds its two O's,
  // so row 2 is X.XX, which needs an O at col 1 and then has three X's.
  const char* text = "O...\nO...\n..XX\n....\n";
  Board b = parse_text(text);
  SearchResult r = search(b, Context{}, SearchOptions{});
  EXPECT_EQ(r.status, Status::kUnsolvable);
  EXPECT_TRUE(r.complete);
  auto puzzle = kind().from_text(text, {});
  EXPECT_EQ(puzzle->solve(Context{}, {}).status, Status::kUnsolvable);
  CountResult c = puzzle->count(Context{}, {}, 0);
  EXPECT_EQ(c.status, Status::kSolved);
  EXPECT_TRUE(c.complete);
  EXPECT_EQ(c.num_solutions.to_u64(), 0u);
}

TEST(BinoxSolver, TimesOutOnAnExpiredDeadline) {
  Context ctx;
  ctx.deadline = Context::Clock::now();
  SearchOptions all;
  all.limit = 0;
  SearchResult r = search(Board(20, 20), ctx, all);
  EXPECT_EQ(r.status, Status::kTimeout);
  EXPECT_EQ(r.stop, StopReason::kTimeLimit);
  EXPECT_FALSE(r.complete);
  std::atomic<bool> cancel{true};
  Context cancelled;
  cancelled.cancel = &cancel;
  const SearchResult called_off = search(Board(30, 30), cancelled, all);
  EXPECT_EQ(called_off.status, Status::kTimeout);
  EXPECT_EQ(called_off.stop, StopReason::kCancelled);
}

// A node cap is not a time limit: the generator tells the two apart by the reason.
TEST(BinoxSolver, ANodeCapSaysSo) {
  SearchOptions capped;
  capped.limit = 0;
  capped.max_nodes = 5;
  const SearchResult r = search(Board(20, 20), Context::with_time_limit(60), capped);
  EXPECT_EQ(r.status, Status::kTimeout);
  EXPECT_EQ(r.stop, StopReason::kNodeLimit);
  EXPECT_FALSE(r.complete);
  SearchResult found = search(Board(6, 6), Context::with_time_limit(60), SearchOptions{});
  EXPECT_EQ(found.status, Status::kSolved);
  EXPECT_EQ(found.stop, StopReason::kFinished);
}

Board random_full_grid(int rows, int cols, uint64_t seed) {
  RandomGrid r = random_grid(rows, cols, seed, Context::with_time_limit(60));
  EXPECT_EQ(r.status, Status::kSolved);
  return r.status == Status::kSolved ? r.grid : Board(rows, cols);
}

TEST(BinoxSolver, SolvesLargeBoardsFromRevealedGrids) {
  // (rows, cols, percent of cells revealed): the complete search, the CDCL finish and the local
  // repair (boards of 64 x 64 cells or more with many cells open) each get some.
  struct Case {
    int rows, cols, percent;
  };
  // Larger boards (100 x 100 at 60 %, 400 x 400, 300 x 300, 200 x 400) are solved and verified
  // by bench_binox_bench (BM_SolveRevealed).
  std::vector<Case> cases = {{60, 60, 50}, {40, 90, 60}, {100, 100, 30}};
  std::mt19937_64 rng(7);
  for (const Case& k : cases) {
    SCOPED_TRACE(std::to_string(k.rows) + "x" + std::to_string(k.cols));
    Board full = random_full_grid(k.rows, k.cols, rng());
    ASSERT_TRUE(verify(Board(k.rows, k.cols), solution_to_json(full)).valid);
    Board puzzle = full;
    for (auto& cell : puzzle.cells) {
      if (static_cast<int>(rng() % 100) >= k.percent) cell = Cell::kEmpty;
    }
    auto p = kind().from_json(to_json(puzzle));
    SolveResult solved = p->solve(Context::with_time_limit(60), {});
    ASSERT_EQ(solved.status, Status::kSolved);
    Verdict v = p->verify(solved.solution.json());
    EXPECT_TRUE(v.valid) << v.error;
  }
}

TEST(BinoxSolver, RandomGridsAreValidAtEverySize) {
  for (auto [rows, cols] : std::vector<std::pair<int, int>>{
           {4, 4}, {6, 10}, {14, 14}, {30, 30}, {120, 120}, {130, 200}}) {
    RandomGrid g = random_grid(rows, cols, 99, Context::with_time_limit(60));
    ASSERT_EQ(g.status, Status::kSolved) << rows << "x" << cols;
    Verdict v = verify(Board(rows, cols), solution_to_json(g.grid));
    EXPECT_TRUE(v.valid) << rows << "x" << cols << ": " << v.error;
  }
  EXPECT_EQ(random_grid(2, 6, 1, Context{}).status,
            Status::kUnsolvable);  // 2 rows: 2 columns at most
  EXPECT_EQ(random_grid(4, 8, 1, Context{}).status,
            Status::kUnsolvable);  // 4 rows: 6 columns at most
  EXPECT_EQ(random_grid(4, 400, 1, Context{}).status, Status::kUnsolvable);
  EXPECT_EQ(random_grid(4, 6, 1, Context{}).status, Status::kSolved);
}

TEST(BinoxSolver, PuzzleCountThroughTheInterface) {
  auto p = kind().from_text("....\n....\n....\n....\n", {});
  CountResult all = p->count(Context{}, {}, 0);
  EXPECT_TRUE(all.complete);
  EXPECT_EQ(all.num_solutions.to_u64(), 72u);
  CountResult two = p->count(Context{}, {}, 2);
  EXPECT_FALSE(two.complete);
  EXPECT_EQ(two.num_solutions.to_u64(), 2u);
  EXPECT_TRUE(p->verify(two.first_solution.json()).valid);
}

// ---- Scaling: the flow rule, the interval relaxation, the SAT finisher, large boards ----------

TEST(BinoxRules, PropagationNeverRemovesAValueASolutionUses) {
  // Every rule (pairs, balance, line analysis, distinct lines, the flow rule) together: a cell
  // propagation sets must hold that value in every solution, and a board with a solution must
  // never be refuted.
  int forced_cells = 0, boards = 0;
  // Under the sanitizers without the 48-cell sizes, whose brute force takes most of the time.
  const std::vector<std::pair<int, int>> sizes =
      sanitized() ? std::vector<std::pair<int, int>>{{4, 4}, {6, 6}, {4, 6}} : kSmallSizes;
  for_random_small_puzzles(777, sanitized() ? 20 : 80, sizes,
                           [&](const Board& puzzle, const std::vector<Board>& solutions) {
                             std::optional<Board> p = propagate_only(puzzle, Context{});
                             if (solutions.empty()) return;
                             ++boards;
                             ASSERT_TRUE(p.has_value()) << to_text(puzzle);
                             for (size_t k = 0; k < p->cells.size(); ++k) {
                               if (p->cells[k] == Cell::kEmpty || puzzle.cells[k] != Cell::kEmpty)
                                 continue;
                               ++forced_cells;
                               for (const Board& s : solutions)
                                 ASSERT_EQ(s.cells[k], p->cells[k]) << to_text(puzzle);
                             }
                           });
  EXPECT_GT(boards, sanitized() ? 10 : 20);
  EXPECT_GT(forced_cells, sanitized() ? 50 : 100);
}

TEST(BinoxRules, FlowRuleIsExactForTheBalanceRelaxation) {
  // BalanceFlow against every subset of the open cells: feasible exactly when some subset meets
  // every row and column need, and a cell is forced exactly when all such subsets agree on it.
  std::mt19937_64 rng(4242);
  BalanceFlow flow;
  int feasible = 0, infeasible = 0, forced_seen = 0, free_seen = 0;
  for (int t = 0; t < (sanitized() ? 150 : 600); ++t) {
    const int rows = 2 + static_cast<int>(rng() % 3), cols = 2 + static_cast<int>(rng() % 3);
    std::vector<uint32_t> cells;
    for (int r = 0; r < rows; ++r) {
      for (int c = 0; c < cols; ++c) {
        if (rng() % 3 != 0 && cells.size() < 12)
          cells.push_back(static_cast<uint32_t>(r * cols + c));
      }
    }
    // Needs of a random subset of the cells (feasible), sometimes disturbed (often infeasible).
    std::vector<int> row_need(static_cast<size_t>(rows), 0), col_need(static_cast<size_t>(cols), 0);
    for (uint32_t cell : cells) {
      if (rng() & 1u) {
        ++row_need[cell / static_cast<uint32_t>(cols)];
        ++col_need[cell % static_cast<uint32_t>(cols)];
      }
    }
    if (rng() % 3 == 0) row_need[rng() % row_need.size()] += (rng() & 1u) ? 1 : -1;
    std::vector<uint8_t> forced;
    const bool ok = flow.analyze(rows, cols, cells, row_need, col_need, forced);
    std::vector<int> can_x(cells.size(), 0), can_o(cells.size(), 0);
    bool any = false;
    for (uint32_t mask = 0; mask < (1u << cells.size()); ++mask) {
      std::vector<int> rn(row_need.size(), 0), cn(col_need.size(), 0);
      for (size_t k = 0; k < cells.size(); ++k) {
        if ((mask >> k) & 1u) {
          ++rn[cells[k] / static_cast<uint32_t>(cols)];
          ++cn[cells[k] % static_cast<uint32_t>(cols)];
        }
      }
      if (rn != row_need || cn != col_need) continue;
      any = true;
      for (size_t k = 0; k < cells.size(); ++k) ((mask >> k) & 1u ? can_x : can_o)[k] = 1;
    }
    ASSERT_EQ(ok, any) << "trial " << t;
    if (!ok) {
      ++infeasible;
      continue;
    }
    ++feasible;
    for (size_t k = 0; k < cells.size(); ++k) {
      const int expected = can_x[k] && can_o[k] ? 0 : can_x[k] ? 1 : 2;
      ASSERT_EQ(forced[k], expected) << "trial " << t << " cell " << k;
      (expected == 0 ? free_seen : forced_seen) += 1;
    }
  }
  EXPECT_GT(feasible, 20);
  EXPECT_GT(infeasible, 20);
  EXPECT_GT(forced_seen, 20);
  EXPECT_GT(free_seen, 20);
}

TEST(BinoxRules, SatFinisherAgreesWithTheBruteForce) {
  // Small boards: equal lines are frequent, so the lazy distinctness rounds are exercised.
  int solved = 0, refuted = 0;
  for_random_small_puzzles(99, sanitized() ? 10 : 40, kSmallSizes,
                           [&](const Board& puzzle, const std::vector<Board>& solutions) {
                             SatFinish f = sat_finish(puzzle, Context{}, uint64_t{1} << 30);
                             if (solutions.empty()) {
                               ASSERT_EQ(f.status, Status::kUnsolvable) << to_text(puzzle);
                               ++refuted;
                               return;
                             }
                             ASSERT_EQ(f.status, Status::kSolved) << to_text(puzzle);
                             Verdict v = verify(puzzle, solution_to_json(*f.solution));
                             ASSERT_TRUE(v.valid) << v.error;
                             ++solved;
                           });
  EXPECT_GT(solved, 10);
  EXPECT_GT(refuted, 5);
  // The empty 6 x 6 board needs distinct lines most of all.
  SatFinish empty = sat_finish(Board(6, 6), Context{}, uint64_t{1} << 30);
  ASSERT_EQ(empty.status, Status::kSolved);
  EXPECT_TRUE(verify(Board(6, 6), solution_to_json(*empty.solution)).valid);
  EXPECT_TRUE(sat_finish(Board(4, 8), Context{}, uint64_t{1} << 30).status == Status::kUnsolvable);
  EXPECT_TRUE(sat_finish(Board(40, 40), Context{}, 10).too_large);
}

Board revealed(const Board& full, int percent, std::mt19937_64& rng) {
  Board puzzle = full;
  for (auto& cell : puzzle.cells) {
    if (static_cast<int>(rng() % 100) >= percent) cell = Cell::kEmpty;
  }
  return puzzle;
}

TEST(BinoxRules, PropagationOnLargeBoardsAgreesWithTheGridTheyCameFrom) {
  // The grid a board was revealed from is one of its solutions, so whatever sound propagation
  // sets (interval relaxation on long lines, the flow rule, distinct lines) must match it.
  std::mt19937_64 rng(31);
  const int n = sanitized() ? 160 : 300;
  Board full = random_full_grid(n, n, rng());
  for (int percent : {30, 60, 80, 95}) {
    Board puzzle = revealed(full, percent, rng);
    std::optional<Board> p = propagate_only(puzzle, Context{});
    ASSERT_TRUE(p.has_value()) << percent;
    size_t set = 0;
    for (size_t k = 0; k < full.cells.size(); ++k) {
      if (p->cells[k] == Cell::kEmpty) continue;
      ++set;
      ASSERT_EQ(p->cells[k], full.cells[k]) << percent << "% cell " << k;
    }
    EXPECT_GT(set, puzzle.num_givens()) << percent;  // it did deduce something
  }
}

TEST(BinoxSolver, SolvesLargeBoardsAtManyShares) {
  // (rows, cols, percent revealed). Every answer re-checked by verify. The 1000-cell sides and
  // 400 x 400 are solved and verified by bench_binox_bench (BM_SolveRevealed, with the
  // timings in docs/benchmarks/binox.md).
  struct Case {
    int rows, cols, percent;
  };
  std::vector<Case> cases = {{200, 200, 0}, {200, 200, 90}, {160, 240, 95}};
  std::mt19937_64 rng(2027);
  for (const Case& k : cases) {
    SCOPED_TRACE(std::to_string(k.rows) + "x" + std::to_string(k.cols) + " " +
                 std::to_string(k.percent) + "%");
    Board full = random_full_grid(k.rows, k.cols, rng());
    Board puzzle = revealed(full, k.percent, rng);
    SearchResult r = search(puzzle, Context::with_time_limit(60), SearchOptions{});
    ASSERT_EQ(r.status, Status::kSolved);
    Verdict v = verify(puzzle, solution_to_json(*r.first));
    EXPECT_TRUE(v.valid) << v.error;
  }
}

TEST(BinoxRules, BoardsWithTooFewDistinctLinesAreRefutedAtOnce) {
  for (auto [rows, cols] :
       std::vector<std::pair<int, int>>{{2, 1000}, {1000, 2}, {4, 1000}, {4, 8}}) {
    SearchResult r = search(Board(rows, cols), Context::with_time_limit(10), SearchOptions{});
    EXPECT_EQ(r.status, Status::kUnsolvable) << rows << "x" << cols;
    EXPECT_TRUE(r.complete);
    SearchOptions all;
    all.limit = 0;
    EXPECT_EQ(search(Board(rows, cols), Context::with_time_limit(10), all).count, 0u);
  }
  // 2 x 2 has its two grids.
  SearchOptions all;
  all.limit = 0;
  EXPECT_EQ(search(Board(2, 2), Context{}, all).count, 2u);
}

TEST(BinoxRules, DistinctLinesRuleSeesLinesWithMoreThanTwoOpenCells) {
  // Row 1 "XOX..." has the completions XOXXOO, XOXOXO, XOXOOX (line analysis forces nothing);
  // XOXXOO is row 0, so col 3 must be O. The former rule only looked at two open cells.
  Board b = parse_text("XOXXOO\nXOX...\n......\n......\n......\n......\n");
  std::optional<Board> p = propagate_only(b, Context{});
  ASSERT_TRUE(p.has_value());
  EXPECT_EQ(p->at(1, 3), Cell::kO);
  // And the brute force agrees that every solution has it.
  BruteForce brute(6, 6);
  int solutions = 0;
  brute.each(
      [&](int r, uint32_t m) {
        for (int c = 0; c < 6; ++c) {
          Cell v = b.at(r, c);
          if (v != Cell::kEmpty && (v == Cell::kX) != (((m >> c) & 1u) != 0)) return false;
        }
        return true;
      },
      [&](const std::vector<uint32_t>& grid) {
        ++solutions;
        EXPECT_EQ((grid[1] >> 3) & 1u, 0u);
      });
  EXPECT_GT(solutions, 0);
}

TEST(BinoxRules, RowMajorSearchReturnsCompleteGrids) {
  // Regression: restarts kept the row scan's position, and row-major searches returned grids
  // with empty rows.
  std::mt19937_64 rng(5);
  Board full = random_full_grid(60, 60, rng());
  Board puzzle = revealed(full, 50, rng);
  SearchOptions rm;
  rm.row_major = true;
  SearchResult r = search(puzzle, Context::with_time_limit(60), rm);
  ASSERT_EQ(r.status, Status::kSolved);
  Verdict v = verify(puzzle, solution_to_json(*r.first));
  EXPECT_TRUE(v.valid) << v.error;
}

}  // namespace
}  // namespace gridlogic::binox
