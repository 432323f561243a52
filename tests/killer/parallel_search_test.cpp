// One puzzle's search on several threads: the same counts as one thread, limits and time limits
// honoured, every solution kept valid.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>

#include "killer/helpers.hpp"
#include "puzzles/killer/kind.hpp"
#include "puzzles/killer/solver.hpp"

namespace gridlogic::killer {
namespace parallel_search_test {

struct Generated {
  Board board;
  Grid solution;
};

std::vector<Generated> generated_boards() {
  std::vector<Generated> boards;
  for (const std::string& line :
       testing::read_lines(std::string(GRIDLOGIC_TEST_DATA) + "/killer/generated.jsonl")) {
    const Json j = Json::parse(line);
    Generated g{parse_json(j), {}};
    for (const Json& row : j["solution"]) {
      if (row.is_string()) {
        for (char c : row.get<std::string>()) g.solution.push_back(char_digit(c));
      } else {
        for (const Json& digit : row) g.solution.push_back(digit.get<int>());
      }
    }
    boards.push_back(std::move(g));
  }
  return boards;
}

// The board with every `stride`-th cage merged into a neighbouring cage, where the solution's
// digits stay distinct in the union: a looser killer with the same solution among many.
Board with_merged_cages(const Generated& g, size_t stride) {
  const Board& board = g.board;
  std::vector<int> cage_of(static_cast<size_t>(board.cells()), -1);
  for (size_t i = 0; i < board.cages.size(); ++i) {
    for (int cell : board.cages[i].cells) cage_of[static_cast<size_t>(cell)] = static_cast<int>(i);
  }
  std::vector<char> gone(board.cages.size(), 0);
  Board out = board;
  out.cages.clear();
  for (size_t i = 0; i < board.cages.size(); ++i) {
    if (gone[i] != 0) continue;
    Cage cage = board.cages[i];
    for (int cell : board.cages[i].cells) {
      if (i % stride != 0) break;
      const int r = board.row(cell), c = board.col(cell);
      for (int next : {r + 1 < board.n ? cell + board.n : -1, c + 1 < board.n ? cell + 1 : -1}) {
        if (next < 0) continue;
        const size_t j = static_cast<size_t>(cage_of[static_cast<size_t>(next)]);
        if (j <= i || gone[j] != 0) continue;
        unsigned digits = 0;
        bool distinct = true;
        for (const Cage* part : {static_cast<const Cage*>(&cage), &board.cages[j]}) {
          for (int x : part->cells) {
            const unsigned bit = 1U << g.solution[static_cast<size_t>(x)];
            distinct = distinct && (digits & bit) == 0;
            digits |= bit;
          }
        }
        if (!distinct) continue;
        gone[j] = 1;
        cage.sum += board.cages[j].sum;
        cage.cells.insert(cage.cells.end(), board.cages[j].cells.begin(),
                          board.cages[j].cells.end());
        std::sort(cage.cells.begin(), cage.cells.end());
        break;
      }
      if (cage.cells.size() > board.cages[i].cells.size()) break;
    }
    out.cages.push_back(std::move(cage));
  }
  return out;
}

void expect_same_count(const Board& board, uint64_t limit, const std::string& what) {
  Context ctx;
  const CountOutcome one = count_solutions_generic(board, ctx, limit, 1);
  ASSERT_EQ(one.status, Status::kSolved) << what;
  for (int threads : {2, 3}) {
    const CountOutcome many = count_solutions_generic(board, ctx, limit, threads);
    ASSERT_EQ(many.status, Status::kSolved) << what << ", " << threads << " threads";
    EXPECT_EQ(many.count, one.count) << what << ", " << threads << " threads";
    EXPECT_EQ(many.complete, one.complete) << what << ", " << threads << " threads";
    if (many.count > 0) {
      EXPECT_TRUE(verify(board, many.first).valid) << what;
    }
    if (many.count > 1) {
      EXPECT_TRUE(verify(board, many.second).valid) << what;
      EXPECT_NE(many.first, many.second) << what;
    }
  }
}

TEST(KillerParallelSearch, SameCountsAsOneThread) {
  const std::vector<Generated> boards = generated_boards();
  ASSERT_FALSE(boards.empty());
  int with_many = 0;
  for (size_t b = 0; b < boards.size(); ++b) {
    if (boards[b].board.n > 9) continue;  // larger trees take too long to count in test time
    expect_same_count(boards[b].board, 2, "board " + std::to_string(b));
    for (size_t stride : {3, 2, 1}) {
      const Board loose = with_merged_cages(boards[b], stride);
      Context ctx;
      if (count_solutions_generic(loose, ctx, 2).count > 1) ++with_many;
      expect_same_count(loose, testing::sanitized() ? 200 : 20000,
                        "board " + std::to_string(b) + " without 1/" + std::to_string(stride));
    }
  }
  EXPECT_GT(with_many, 3);  // the loosened boards do exercise counting past one solution
}

TEST(KillerParallelSearch, ClassicSudokuThroughTheGenericSearch) {
  // A 17-clue sudoku with clues removed: thousands of solutions.
  const std::string puzzle =
      ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";
  for (size_t removed : {0, 1, 2}) {
    std::string text = puzzle;
    for (size_t i = 0, seen = 0; i < text.size() && seen < removed; ++i) {
      if (text[i] != '.') text[i] = '.', ++seen;
    }
    expect_same_count(parse_text(text, {}), 0, std::to_string(removed) + " clues removed");
  }
}

TEST(KillerParallelSearch, LimitReachedExactly) {
  Board empty = parse_json(Json::parse(R"({"type":"sudoku","size":6})"));
  Context ctx;
  for (uint64_t limit : {1, 2, 7, 1000}) {
    const CountOutcome out = count_solutions_generic(empty, ctx, limit, 2);
    EXPECT_EQ(out.count, limit);
    EXPECT_FALSE(out.complete);
    EXPECT_TRUE(verify(empty, out.first).valid);
  }
}

TEST(KillerParallelSearch, TimeLimitStopsEveryThread) {
  Board b = parse_json(Json::parse(R"({"type":"sudoku","size":16})"));
  Context ctx = Context::with_time_limit(0.05);
  const auto start = std::chrono::steady_clock::now();
  const CountOutcome out = count_solutions_generic(b, ctx, 0, 2);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_EQ(out.status, Status::kTimeout);
  EXPECT_FALSE(out.complete);
  EXPECT_LT(seconds, 2.0);
}

TEST(KillerParallelSearch, ThreadsOptionThroughTheInterface) {
  const std::vector<Generated> boards = generated_boards();
  ASSERT_FALSE(boards.empty());
  const Board loose = with_merged_cages(boards[boards.size() / 2], 1);
  auto puzzle = kind().from_json(to_json(loose));
  Context ctx;
  SolveOptions options;
  const CountResult one = puzzle->count(ctx, options, 500);
  options.threads = 2;
  const CountResult two = puzzle->count(ctx, options, 500);
  EXPECT_EQ(two.num_solutions, one.num_solutions);
  EXPECT_EQ(two.complete, one.complete);
  const SolveResult solved = puzzle->solve(ctx, options);
  ASSERT_EQ(solved.status, Status::kSolved);
  EXPECT_TRUE(puzzle->verify(solved.solution.json()).valid);
}

}  // namespace parallel_search_test
}  // namespace gridlogic::killer
