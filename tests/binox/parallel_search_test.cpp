// One puzzle's search on several threads: the same counts as one thread, limits and time limits
// honoured, every solution valid.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <random>

#include "puzzles/binox/generator.hpp"
#include "puzzles/binox/kind.hpp"
#include "puzzles/binox/solver.hpp"
#include "sanitized.hpp"

namespace gridlogic::binox {
namespace parallel_search_test {

using test_env::sanitized;

// A random valid grid with each cell revealed with probability `share` (cell (0, 0) always, so
// that the board is never empty: empty boards are counted by rows, not searched).
Board revealed(int rows, int cols, double share, uint64_t seed) {
  const RandomGrid g = random_grid(rows, cols, seed, Context{});
  EXPECT_EQ(g.status, Status::kSolved);
  std::mt19937_64 rng(seed * 7919 + 1);
  std::bernoulli_distribution reveal(share);
  Board b(rows, cols);
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      if (reveal(rng) || (r == 0 && c == 0)) b.at(r, c) = g.grid.at(r, c);
    }
  }
  return b;
}

SearchResult count_on(const Board& board, uint64_t limit, int threads,
                      const Context& ctx = Context{}) {
  SearchOptions options;
  options.limit = limit;
  options.threads = threads;
  return search(board, ctx, options);
}

void expect_same_count(const Board& board, uint64_t limit, const std::string& what) {
  const SearchResult one = count_on(board, limit, 1);
  ASSERT_NE(one.status, Status::kTimeout) << what;
  for (int threads : {2, 3, 4}) {
    const SearchResult many = count_on(board, limit, threads);
    const std::string where =
        what + ", limit " + std::to_string(limit) + ", " + std::to_string(threads) + " threads";
    EXPECT_EQ(many.status, one.status) << where;
    EXPECT_EQ(many.count, one.count) << where;
    EXPECT_EQ(many.complete, one.complete) << where;
    ASSERT_EQ(many.first.has_value(), many.count > 0) << where;
    if (many.first) {
      EXPECT_TRUE(verify(board, solution_to_json(*many.first)).valid) << where;
    }
  }
}

// Boards with thousands of solutions whose count takes 0.01-0.4 s on one thread (Release);
// `light` ones also run in the sanitizer build.
struct Sparse {
  int side;
  double share;
  uint64_t seed;
  bool light;
};
const Sparse kSparse[] = {{8, 0.1, 2, false},  {8, 0.15, 2, false},  {10, 0.25, 2, false},
                          {10, 0.3, 2, true},  {12, 0.25, 1, false}, {14, 0.35, 2, false},
                          {10, 0.25, 1, true}, {12, 0.35, 2, true}};

TEST(BinoxParallelSearch, SameCountsAsOneThread) {
  for (const Sparse& s : kSparse) {
    if (sanitized() && !s.light) continue;
    const Board board = revealed(s.side, s.side, s.share, s.seed);
    const std::string what = std::to_string(s.side) + " x " + std::to_string(s.side) + " at " +
                             std::to_string(s.share) + ", seed " + std::to_string(s.seed);
    const SearchResult all = count_on(board, 0, 1);
    EXPECT_GT(all.count, 1000u) << what;  // the boards do exercise counting many solutions
    for (uint64_t limit : {uint64_t{0}, uint64_t{2}, uint64_t{5}, uint64_t{1000}}) {
      expect_same_count(board, limit, what);
    }
  }
}

TEST(BinoxParallelSearch, SmallCountsByPartitionAreExact) {
  // Densely revealed boards with a few solutions, counted below the partition's limit (16).
  int found = 0;
  for (uint64_t seed = 1; seed < 400 && found < 6; ++seed) {
    const int side = 8 + 2 * static_cast<int>(seed % 3);
    const Board board = revealed(side, side, 0.5, seed);
    const SearchResult one = count_on(board, 16, 1);
    if (one.count < 2 || !one.complete) continue;
    ++found;
    expect_same_count(board, 16, "seed " + std::to_string(seed));
    expect_same_count(board, 2, "seed " + std::to_string(seed));
  }
  EXPECT_EQ(found, 6);
}

TEST(BinoxParallelSearch, LimitReachedExactly) {
  const Board board = revealed(10, 10, 0.15, 7);
  for (uint64_t limit : {1, 2, 7, 16, 17, 100, 1000}) {
    for (int threads : {2, 4}) {
      const SearchResult out = count_on(board, limit, threads);
      EXPECT_EQ(out.status, Status::kSolved) << limit;
      EXPECT_EQ(out.count, limit) << limit << ", " << threads << " threads";
      EXPECT_FALSE(out.complete) << limit;
      ASSERT_TRUE(out.first.has_value());
      EXPECT_TRUE(verify(board, solution_to_json(*out.first)).valid);
    }
  }
}

TEST(BinoxParallelSearch, UniquePuzzlesHaveOneSolution) {
  for (int side : {8, 10, 14}) {
    Context ctx;
    ctx.seed = static_cast<uint64_t>(side);
    const GeneratedBoard made = generate_unique(side, side, ctx);
    ASSERT_EQ(made.status, Status::kSolved);
    for (int threads : {2, 4}) {
      for (uint64_t limit : {0, 1, 2, 20}) {
        const SearchResult out = count_on(made.puzzle, limit, threads);
        EXPECT_EQ(out.status, Status::kSolved) << side << ", limit " << limit;
        EXPECT_EQ(out.count, 1u) << side << ", limit " << limit;
        EXPECT_EQ(out.complete, limit != 1) << side << ", limit " << limit;
        ASSERT_TRUE(out.first.has_value());
        EXPECT_EQ(out.first->cells, made.solution.cells) << side << ", limit " << limit;
      }
    }
  }
}

TEST(BinoxParallelSearch, UnsolvablePuzzlesHaveNone) {
  // A unique puzzle with one open cell set against its solution: propagation alone need not
  // see it, the search proves it.
  for (int side : {8, 12}) {
    Context ctx;
    ctx.seed = 100 + static_cast<uint64_t>(side);
    const GeneratedBoard made = generate_unique(side, side, ctx);
    ASSERT_EQ(made.status, Status::kSolved);
    for (int open = 0; open < 3; ++open) {
      Board board = made.puzzle;
      int seen = 0;
      for (size_t i = 0; i < board.cells.size(); ++i) {
        if (board.cells[i] != Cell::kEmpty || seen++ < open * 7) continue;
        board.cells[i] = made.solution.cells[i] == Cell::kX ? Cell::kO : Cell::kX;
        break;
      }
      for (int threads : {2, 4}) {
        for (uint64_t limit : {0, 1, 2, 20}) {
          const SearchResult out = count_on(board, limit, threads);
          EXPECT_EQ(out.status, Status::kUnsolvable) << side << ", limit " << limit;
          EXPECT_EQ(out.count, 0u);
          EXPECT_TRUE(out.complete);
          EXPECT_FALSE(out.first.has_value());
        }
      }
    }
  }
  const Board clash = parse_text("O...\nO...\n..XX\n....\n");
  EXPECT_EQ(count_on(clash, 0, 3).status, Status::kUnsolvable);
  EXPECT_EQ(count_on(clash, 1, 3).status, Status::kUnsolvable);
}

TEST(BinoxParallelSearch, TimeLimitAndCancelStopEveryThread) {
  Board big(24, 24);
  big.at(0, 0) = Cell::kX;  // not empty: searched, not counted by rows
  for (int threads : {2, 4}) {
    Context ctx = Context::with_time_limit(0.05);
    const auto start = std::chrono::steady_clock::now();
    const SearchResult out = count_on(big, 0, threads, ctx);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    EXPECT_EQ(out.status, Status::kTimeout);
    EXPECT_FALSE(out.complete);
    EXPECT_LT(seconds, sanitized() ? 10.0 : 2.0);
  }
  std::atomic<bool> cancel{true};
  Context cancelled;
  cancelled.cancel = &cancel;
  for (uint64_t limit : {0, 1, 2, 100000}) {
    const SearchResult out = count_on(big, limit, 3, cancelled);
    EXPECT_EQ(out.status, Status::kTimeout) << limit;
    EXPECT_FALSE(out.complete) << limit;
  }
}

TEST(BinoxParallelSearch, ManyHandOversLoseNothing) {
  // 4 threads on a tree of 87,000 nodes, 20 times: a lost or doubled subtree changes the count.
  const Board board = revealed(10, 10, sanitized() ? 0.3 : 0.25, sanitized() ? 1 : 2);
  const SearchResult one = count_on(board, 0, 1);
  ASSERT_TRUE(one.complete);
  const int repeats = sanitized() ? 3 : 20;
  for (int run = 0; run < repeats; ++run) {
    const SearchResult four = count_on(board, 0, 4);
    ASSERT_EQ(four.count, one.count) << "run " << run;
    ASSERT_TRUE(four.complete);
  }
}

TEST(BinoxParallelSearch, ThreadsOptionThroughTheInterface) {
  const Board board = revealed(10, 10, 0.3, 4);
  auto puzzle = kind().from_json(to_json(board));
  Context ctx;
  SolveOptions options;
  const CountResult one = puzzle->count(ctx, options, 0);
  options.threads = 2;
  const CountResult two = puzzle->count(ctx, options, 0);
  EXPECT_EQ(two.num_solutions, one.num_solutions);
  EXPECT_TRUE(two.complete);
  const SolveResult solved = puzzle->solve(ctx, options);
  ASSERT_EQ(solved.status, Status::kSolved);
  EXPECT_TRUE(puzzle->verify(solved.solution.json()).valid);
}

}  // namespace parallel_search_test
}  // namespace gridlogic::binox
