// Binox on the MILP and SAT engines (every model variant) against brute force on small boards.
#include <gtest/gtest.h>

#include <atomic>
#include <bit>
#include <cstdlib>
#include <functional>
#include <random>

#include "engines/milp/model.hpp"
#include "puzzles/binox/engine_encoding.hpp"
#include "sanitized.hpp"

namespace gridlogic::binox::engine {
namespace {

using test_env::sanitized;

// Independent rule check of a full 0/1 grid.
bool valid(int rows, int cols, const std::vector<int8_t>& g) {
  auto at = [&](int r, int c) { return g[static_cast<size_t>(r * cols + c)]; };
  for (int r = 0; r < rows; ++r) {
    int ones = 0;
    for (int c = 0; c < cols; ++c) {
      ones += at(r, c);
      if (c >= 2 && at(r, c) == at(r, c - 1) && at(r, c) == at(r, c - 2)) return false;
    }
    if (ones * 2 != cols) return false;
  }
  for (int c = 0; c < cols; ++c) {
    int ones = 0;
    for (int r = 0; r < rows; ++r) {
      ones += at(r, c);
      if (r >= 2 && at(r, c) == at(r - 1, c) && at(r, c) == at(r - 2, c)) return false;
    }
    if (ones * 2 != rows) return false;
  }
  for (int a = 0; a < rows; ++a) {
    for (int b = a + 1; b < rows; ++b) {
      bool same = true;
      for (int c = 0; c < cols; ++c) same = same && at(a, c) == at(b, c);
      if (same) return false;
    }
  }
  for (int a = 0; a < cols; ++a) {
    for (int b = a + 1; b < cols; ++b) {
      bool same = true;
      for (int r = 0; r < rows; ++r) same = same && at(r, a) == at(r, b);
      if (same) return false;
    }
  }
  return true;
}

// Every valid full grid, by trying every combination of balanced rows.
std::vector<std::vector<int8_t>> all_grids(int rows, int cols) {
  std::vector<std::vector<int8_t>> patterns;
  for (uint32_t m = 0; m < (1u << cols); ++m) {
    if (std::popcount(m) * 2 != static_cast<int>(cols)) continue;
    std::vector<int8_t> p;
    bool ok = true;
    for (int c = 0; c < cols; ++c) {
      p.push_back(static_cast<int8_t>(m >> c & 1));
      if (c >= 2 && p[static_cast<size_t>(c)] == p[static_cast<size_t>(c - 1)] &&
          p[static_cast<size_t>(c)] == p[static_cast<size_t>(c - 2)])
        ok = false;
    }
    if (ok) patterns.push_back(p);
  }
  std::vector<std::vector<int8_t>> out;
  std::vector<size_t> pick;
  std::vector<int8_t> grid;
  // Depth-first over rows; full check at the leaves (small sizes only).
  std::function<void()> go = [&]() {
    if (static_cast<int>(pick.size()) == rows) {
      if (valid(rows, cols, grid)) out.push_back(grid);
      return;
    }
    for (size_t i = 0; i < patterns.size(); ++i) {
      bool used = false;
      for (size_t q : pick) used = used || q == i;
      if (used) continue;
      // prune: no three equal vertically so far
      const int r = static_cast<int>(pick.size());
      bool ok = true;
      if (r >= 2) {
        for (int c = 0; c < cols && ok; ++c) {
          const int8_t v = patterns[i][static_cast<size_t>(c)];
          ok = !(v == grid[static_cast<size_t>((r - 1) * cols + c)] &&
                 v == grid[static_cast<size_t>((r - 2) * cols + c)]);
        }
      }
      if (!ok) continue;
      pick.push_back(i);
      grid.insert(grid.end(), patterns[i].begin(), patterns[i].end());
      go();
      grid.resize(grid.size() - static_cast<size_t>(cols));
      pick.pop_back();
    }
  };
  go();
  return out;
}

struct Case {
  Grid puzzle;
  uint64_t expected = 0;
};

// Random puzzles (givens from a random valid grid, sometimes one flipped given) with few
// solutions, so that no-good enumeration stays quick.
std::vector<Case> cases(int rows, int cols, int count, uint64_t seed) {
  const auto grids = all_grids(rows, cols);
  std::mt19937_64 rng(seed);
  std::vector<Case> out;
  while (static_cast<int>(out.size()) < count) {
    const auto& sol = grids[rng() % grids.size()];
    Case c;
    c.puzzle = {rows, cols, std::vector<int8_t>(sol.size(), -1)};
    const int givens = static_cast<int>(sol.size()) / 3 + static_cast<int>(rng() % 4);
    for (int k = 0; k < givens; ++k) {
      const size_t at = rng() % sol.size();
      c.puzzle.cells[at] = sol[at];
    }
    if (rng() % 5 == 0) {  // a wrong given: often unsolvable
      const size_t at = rng() % sol.size();
      c.puzzle.cells[at] = static_cast<int8_t>(1 - sol[at]);
    }
    for (const auto& g : grids) {
      bool fits = true;
      for (size_t i = 0; i < g.size() && fits; ++i)
        fits = c.puzzle.cells[i] < 0 || c.puzzle.cells[i] == g[i];
      c.expected += fits ? 1 : 0;
    }
    if (c.expected <= 12) out.push_back(c);
  }
  return out;
}

// Counts the way the puzzle does (the literal models, or the lazy improved ones) and decodes
// the first solution's cells.
struct Counted {
  engines::Count run;
  std::vector<int8_t> first;
};
Counted count_cells(bool use_sat, const Grid& g, bool literal, uint64_t limit, const Context& ctx) {
  Counted out;
  if (use_sat) {
    const sat::Encoding e = build_sat(g, literal, false, &ctx);
    out.run = sat::count(e, limit, ctx);
    if (!out.run.first.empty()) out.first = read_cells(e.projection, out.run.first);
  } else {
    const milp::Encoding e = build_milp(g, literal ? MilpForm::kLiteral : MilpForm::kLazy, &ctx);
    out.run = milp::count(e, limit, ctx);
    if (!out.run.first.empty()) out.first = read_cells(e.projection, out.run.first);
  }
  return out;
}

void check_engine(bool use_sat, bool literal) {
  int unsolvable = 0;
  int multiple = 0;
  for (auto [rows, cols] : {std::pair{4, 4}, std::pair{4, 6}, std::pair{6, 6}}) {
    for (const Case& c :
         cases(rows, cols, sanitized() ? 2 : 6, static_cast<uint64_t>(rows * 10 + cols))) {
      const Context ctx = Context::with_time_limit(60);
      const Counted r = count_cells(use_sat, c.puzzle, literal, 0, ctx);
      ASSERT_EQ(r.run.stop, StopReason::kFinished);
      EXPECT_TRUE(r.run.complete);
      EXPECT_EQ(r.run.count, c.expected) << rows << "x" << cols << (use_sat ? " sat" : " milp")
                                         << (literal ? " literal" : " improved");
      if (c.expected > 0) {
        ASSERT_EQ(r.first.size(), c.puzzle.cells.size());
        EXPECT_TRUE(valid(rows, cols, r.first));
        for (size_t i = 0; i < r.first.size(); ++i) {
          if (c.puzzle.cells[i] >= 0) {
            EXPECT_EQ(r.first[i], c.puzzle.cells[i]);
          }
        }
      }
      unsolvable += c.expected == 0 ? 1 : 0;
      multiple += c.expected > 1 ? 1 : 0;
      if (c.expected >= 2) {  // the uniqueness check stops at 2
        const Counted two = count_cells(use_sat, c.puzzle, literal, 2, ctx);
        EXPECT_EQ(two.run.count, 2u);
        EXPECT_FALSE(two.run.complete);
      }
    }
  }
  EXPECT_GT(unsolvable + multiple, 0);
}

TEST(BinoxEngines, MilpLiteral) {
  check_engine(false, true);
}
TEST(BinoxEngines, MilpImproved) {
  check_engine(false, false);
}
TEST(BinoxEngines, SatLiteral) {
  check_engine(true, true);
}
TEST(BinoxEngines, SatImproved) {
  check_engine(true, false);
}

TEST(BinoxEngines, ModelSizes) {
  Grid g{6, 8, std::vector<int8_t>(48, -1)};
  const milp::Encoding literal = build_milp(g, MilpForm::kLiteral);
  // x: 48; y: C(6,2)·8 = 120; z: C(8,2)·6 = 168.
  EXPECT_EQ(literal.model.num_vars(), 48 + 120 + 168);
  // triples 2·(6·6 + 8·4) = 136, balance 14, four per aux 1152, one sum per pair 15 + 28.
  EXPECT_EQ(literal.model.num_constraints(), 136 + 14 + 4 * 288 + 43);
  EXPECT_NE(literal.model.find_var("y_0_5_7"), -1);
  EXPECT_NE(literal.model.find_var("z_6_7_5"), -1);
  const milp::Encoding lazy = build_milp(g, MilpForm::kLazy);
  EXPECT_EQ(lazy.model.num_vars(), 48);
  EXPECT_TRUE(lazy.lazy);
  EXPECT_FALSE(literal.lazy);
}

TEST(BinoxEngines, TimeoutIsReported) {
  Grid g{20, 20, std::vector<int8_t>(400, -1)};
  std::atomic<bool> cancel{true};
  Context ctx;
  ctx.cancel = &cancel;
  EXPECT_EQ(count_cells(false, g, true, 1, ctx).run.stop, StopReason::kCancelled);
  EXPECT_EQ(count_cells(true, g, false, 1, ctx).run.stop, StopReason::kCancelled);
}

TEST(BinoxEngines, BuildingStopsAtTheDeadline) {
  // The literal models of a 100x100 board have a distinctness gadget per line pair (millions of
  // rows and clauses): with the deadline already past, building stops at once and says so.
  Grid g{100, 100, std::vector<int8_t>(10000, -1)};
  Context expired;
  expired.deadline = Context::Clock::now();
  const milp::Encoding milp = build_milp(g, MilpForm::kLiteral, &expired);
  EXPECT_TRUE(milp.interrupted);
  EXPECT_LT(milp.model.num_constraints(), 100000);
  const sat::Encoding sat = build_sat(g, true, false, &expired);
  EXPECT_TRUE(sat.interrupted);
  EXPECT_EQ(milp::count(milp, 1, expired).stop, StopReason::kTimeLimit);
  EXPECT_EQ(sat::count(sat, 1, expired).stop, StopReason::kTimeLimit);
  // Without a stop the same build runs to the end (checked on a small board).
  Grid small{6, 6, std::vector<int8_t>(36, -1)};
  EXPECT_FALSE(build_milp(small, MilpForm::kLiteral).interrupted);
  EXPECT_FALSE(build_sat(small, true, false).interrupted);
}

}  // namespace
}  // namespace gridlogic::binox::engine
