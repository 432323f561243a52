// The 9x9 classic fast path (classic_solver.cpp) against the generic path on counts other than
// "unique": puzzles with many solutions counted exactly, puzzles with none, givens that
// contradict each other, and random subsets of givens of a known grid.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>
#include <string>

#include "killer/helpers.hpp"
#include "puzzles/killer/classic_solver.hpp"
#include "puzzles/killer/classic_units.hpp"
#include "puzzles/killer/kind.hpp"
#include "puzzles/killer/solver.hpp"

namespace gridlogic::killer {
namespace {

// A valid completed grid (row r, column c: (3 (r % 3) + r / 3 + c) % 9 + 1, a shifted pattern),
// re-labelled and shuffled within bands and stacks by the test's seed so the cases differ.
std::string solved_grid(std::mt19937_64& rnd) {
  int label[9];
  for (int i = 0; i < 9; ++i) label[i] = i + 1;
  std::shuffle(label, label + 9, rnd);
  int rows[9];
  int cols[9];
  for (int band = 0; band < 3; ++band) {
    int in[3] = {0, 1, 2};
    std::shuffle(in, in + 3, rnd);
    for (int k = 0; k < 3; ++k) rows[3 * band + k] = 3 * band + in[k];
    std::shuffle(in, in + 3, rnd);
    for (int k = 0; k < 3; ++k) cols[3 * band + k] = 3 * band + in[k];
  }
  std::string g(81, '0');
  for (int r = 0; r < 9; ++r) {
    for (int c = 0; c < 9; ++c) {
      int rr = rows[r];
      int cc = cols[c];
      g[static_cast<size_t>(r * 9 + c)] =
          static_cast<char>('0' + label[(3 * (rr % 3) + rr / 3 + cc) % 9]);
    }
  }
  return g;
}

// Counts `line` on both paths with `limit` and checks they agree; returns the count.
uint64_t agree(const std::string& line, uint64_t limit) {
  Board b = parse_text(line, {});
  Context ctx;
  CountOutcome fast = count_classic9(b, ctx, limit);
  CountOutcome slow = count_solutions_generic(b, ctx, limit);
  EXPECT_EQ(fast.count, slow.count) << line;
  EXPECT_EQ(fast.complete, slow.complete) << line;
  EXPECT_EQ(fast.status, Status::kSolved) << line;
  if (fast.count >= 1) {
    EXPECT_TRUE(verify(b, fast.first).valid) << line;
  } else {
    EXPECT_TRUE(fast.first.empty()) << line;
  }
  if (fast.count >= 2) {
    EXPECT_TRUE(verify(b, fast.second).valid) << line;
    EXPECT_NE(fast.first, fast.second) << line;
  } else {
    EXPECT_TRUE(fast.second.empty()) << line;
  }
  // The line entry point answers the same and writes the first solution.
  char solution[82] = {};
  CountOutcome by_line = count_classic9_line(line.c_str(), ctx, limit, solution);
  EXPECT_EQ(by_line.count, fast.count) << line;
  EXPECT_EQ(by_line.complete, fast.complete) << line;
  if (fast.count >= 1) {
    for (int i = 0; i < 81; ++i) {
      EXPECT_EQ(solution[i] - '0', by_line.first[static_cast<size_t>(i)]) << line;
    }
  }
  return fast.count;
}

TEST(KillerClassicFast, ManySolutionsCountedExactly) {
  // A 17-clue puzzle without some of its givens: thousands of solutions, counted to the end
  // (limit 0) and to a limit, on both paths.
  const std::string base =
      ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";
  std::string fewer = base;
  fewer[17] = '.';  // drop the first given
  uint64_t all = agree(fewer, 0);
  EXPECT_GT(all, 2u);
  EXPECT_EQ(agree(fewer, all), all);
  EXPECT_EQ(agree(fewer, all + 1), all);
  if (all > 3) {
    EXPECT_EQ(agree(fewer, 3), 3u);
  }
  Context ctx;
  EXPECT_TRUE(count_classic9(parse_text(fewer, {}), ctx, 0).complete);
  EXPECT_FALSE(count_classic9(parse_text(fewer, {}), ctx, 2).complete);
}

TEST(KillerClassicFast, RandomGivensAgreeWithGeneric) {
  std::mt19937_64 rnd(20261201);
  int cases = testing::sanitized() ? 30 : 150;
  int multi = 0;
  int unique = 0;
  for (int t = 0; t < cases; ++t) {
    std::string grid = solved_grid(rnd);
    std::string line = grid;
    int cells[81];
    for (int i = 0; i < 81; ++i) cells[i] = i;
    std::shuffle(cells, cells + 81, rnd);
    // 22..81 givens: from many solutions down to the solved grid itself.
    int keep = 22 + static_cast<int>(rnd() % 60);
    for (int i = keep; i < 81; ++i) line[static_cast<size_t>(cells[i])] = '.';
    uint64_t n = agree(line, 200);
    ASSERT_GE(n, 1u) << line;  // the grid it came from is a solution
    if (n == 1) {
      ++unique;
      Context ctx;
      CountOutcome one = count_classic9(parse_text(line, {}), ctx, 2);
      std::string got;
      for (int d : one.first) got += static_cast<char>('0' + d);
      EXPECT_EQ(got, grid) << line;
    } else {
      ++multi;
    }
  }
  // Both kinds must have been exercised for the test to mean anything.
  EXPECT_GT(multi, 0);
  EXPECT_GT(unique, 0);
}

// Each compilation of the core that this CPU runs (the baseline, and on x86-64 the AVX2 and
// AVX-512 ones) answers exactly as the baseline: counts, completeness and both solutions.
TEST(KillerClassicFast, EveryVectorUnitCompilationAnswersAlike) {
  const std::span<const ClassicCompilation> all = classic_compilations();
  ASSERT_FALSE(all.empty());
  EXPECT_EQ(all.front().unit, platform::VectorUnit::kBaseline);
  for (const ClassicCompilation& each : all) {
    EXPECT_LE(each.unit, platform::widest_vector_unit());
  }
  // The one used is the widest allowed.
  for (const ClassicCompilation& each : all) {
    if (each.unit <= platform::vector_unit()) {
      EXPECT_GE(classic_compilation().unit, each.unit);
    }
  }
  std::mt19937_64 rnd(20261207);
  const int cases = testing::sanitized() ? 20 : 200;
  Context ctx;
  for (int t = 0; t < cases; ++t) {
    std::string line = solved_grid(rnd);
    int cells[81];
    for (int i = 0; i < 81; ++i) cells[i] = i;
    std::shuffle(cells, cells + 81, rnd);
    const int keep = 17 + static_cast<int>(rnd() % 40);
    for (int i = keep; i < 81; ++i) line[static_cast<size_t>(cells[i])] = '.';
    const Board board = parse_text(line, {});
    const CountOutcome base = all.front().count(board, ctx, 3);
    for (const ClassicCompilation& each : all.subspan(1)) {
      const std::string_view unit = platform::vector_unit_name(each.unit);
      const CountOutcome wide = each.count(board, ctx, 3);
      EXPECT_EQ(wide.count, base.count) << unit << " " << line;
      EXPECT_EQ(wide.complete, base.complete) << unit << " " << line;
      EXPECT_EQ(wide.first, base.first) << unit << " " << line;
      EXPECT_EQ(wide.second, base.second) << unit << " " << line;
      char base_solution[82] = {};
      char wide_solution[82] = {};
      EXPECT_EQ(all.front().count_line(line.c_str(), ctx, 2, base_solution).count,
                each.count_line(line.c_str(), ctx, 2, wide_solution).count)
          << unit << " " << line;
      EXPECT_STREQ(base_solution, wide_solution) << unit << " " << line;
    }
  }
}

TEST(KillerClassicFast, NoSolution) {
  // Givens that break no rule between them, yet no grid completes them: a 17-clue puzzle
  // with a wrong 18th given (each candidate tried; those that leave no solution count 0).
  const std::string base =
      ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";
  Context ctx;
  CountOutcome solved = count_classic9(parse_text(base, {}), ctx, 2);
  ASSERT_EQ(solved.count, 1u);
  int zero = 0;
  for (int cell = 0; cell < 81 && zero < 6; ++cell) {
    if (base[static_cast<size_t>(cell)] != '.') continue;
    for (int d = 1; d <= 9 && zero < 6; ++d) {
      if (d == solved.first[static_cast<size_t>(cell)]) continue;
      std::string line = base;
      line[static_cast<size_t>(cell)] = static_cast<char>('0' + d);
      try {
        parse_text(line, {});
      } catch (const InputError&) {
        continue;  // repeats a given in a unit: covered below
      }
      EXPECT_EQ(agree(line, 2), 0u) << line;
      CountOutcome out = count_classic9_line(line.c_str(), ctx, 2, nullptr);
      EXPECT_TRUE(out.complete);
      EXPECT_EQ(out.status, Status::kSolved);
      ++zero;
    }
  }
  EXPECT_EQ(zero, 6);
}

TEST(KillerClassicFast, ContradictoryGivens) {
  // The line entry point takes givens the parser would refuse: a digit twice in a row, in a
  // column (inside a band and across bands), in a box. None has a solution.
  std::string row(81, '.');
  row[0] = '5';
  row[8] = '5';
  std::string col(81, '.');
  col[4] = '7';
  col[76] = '7';
  std::string box(81, '.');
  box[30] = '2';
  box[50] = '2';
  std::string col_bands(81, '.');  // column 2, rows 0 and 7: different bands
  col_bands[2] = '3';
  col_bands[65] = '3';
  Context ctx;
  for (const std::string& line : {row, col, box, col_bands}) {
    CountOutcome out = count_classic9_line(line.c_str(), ctx, 2, nullptr);
    EXPECT_EQ(out.count, 0u) << line;
    EXPECT_TRUE(out.complete) << line;
    EXPECT_TRUE(out.first.empty()) << line;
  }
  // A full grid with one cell changed breaks a unit; the grid itself is the one solution.
  std::mt19937_64 rnd(7);
  std::string grid = solved_grid(rnd);
  EXPECT_EQ(count_classic9_line(grid.c_str(), ctx, 2, nullptr).count, 1u);
  std::string bad = grid;
  bad[40] = bad[40] == '9' ? '1' : static_cast<char>(bad[40] + 1);
  CountOutcome out = count_classic9_line(bad.c_str(), ctx, 2, nullptr);
  EXPECT_EQ(out.count, 0u);
  EXPECT_TRUE(out.complete);
}

// Whether some row, column or box of a one-line classic sudoku holds a digit twice.
bool repeats_in_a_unit(const std::string& line) {
  for (int a = 0; a < 81; ++a) {
    for (int b = a + 1; b < 81; ++b) {
      if (line[static_cast<size_t>(a)] == '.' ||
          line[static_cast<size_t>(a)] != line[static_cast<size_t>(b)])
        continue;
      const bool same_row = a / 9 == b / 9;
      const bool same_col = a % 9 == b % 9;
      const bool same_box = a / 27 == b / 27 && (a % 9) / 3 == (b % 9) / 3;
      if (same_row || same_col || same_box) return true;
    }
  }
  return false;
}

TEST(KillerClassicFast, RandomGivensWithRepeatsHaveNoSolution) {
  // Digits dropped anywhere, repeats and all: the line entry point counts none for a line with a
  // repeat in a unit, and agrees with the generic search on the others.
  std::mt19937_64 rnd(2026);
  Context ctx;
  int with_repeat = 0;
  int without = 0;
  for (int round = 0; round < 400; ++round) {
    std::string line(81, '.');
    const int givens = 4 + static_cast<int>(rnd() % 20);
    for (int k = 0; k < givens; ++k) {
      line[rnd() % 81] = static_cast<char>('1' + rnd() % 9);
    }
    if (repeats_in_a_unit(line)) {
      ++with_repeat;
      CountOutcome out = count_classic9_line(line.c_str(), ctx, 2, nullptr);
      EXPECT_EQ(out.count, 0u) << line;
      EXPECT_TRUE(out.complete) << line;
    } else {
      ++without;
      agree(line, 2);
    }
  }
  EXPECT_GT(with_repeat, 50);
  EXPECT_GT(without, 50);
}

TEST(KillerClassicFast, EmptyGridCountsToTheLimit) {
  Context ctx;
  std::string empty(81, '.');
  std::set<Grid> seen;
  for (uint64_t limit : {1u, 2u, 7u, 100u}) {
    CountOutcome out = count_classic9_line(empty.c_str(), ctx, limit, nullptr);
    EXPECT_EQ(out.count, limit);
    EXPECT_FALSE(out.complete);
    EXPECT_GE(out.nodes, 1u);
    Board b = parse_text(empty, {});
    EXPECT_TRUE(verify(b, out.first).valid);
    if (limit >= 2) {
      EXPECT_TRUE(verify(b, out.second).valid);
      EXPECT_NE(out.first, out.second);
    }
    seen.insert(out.first);
  }
  EXPECT_EQ(seen.size(), 1u);  // deterministic: the same first solution each time
}

}  // namespace
}  // namespace gridlogic::killer
