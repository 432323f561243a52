// Dominosa on the MILP and SAT engines (literal and improved) against brute force.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <functional>
#include <random>

#include "engines/milp/count.hpp"
#include "engines/sat/count.hpp"
#include "engines_dominosa/random_board.hpp"
#include "puzzles/dominosa/engine_encoding.hpp"
#include "sanitized.hpp"

namespace gridlogic::dominosa::engine {
namespace {

using test_env::sanitized;

// Brute-force count of tilings that use every domino once.
uint64_t brute_count(const Grid& g) {
  std::vector<bool> covered(g.values.size(), false);
  std::vector<bool> used(static_cast<size_t>((g.max + 1) * (g.max + 1)), false);
  uint64_t count = 0;
  std::function<void()> go = [&]() {
    const auto it = std::find(covered.begin(), covered.end(), false);
    if (it == covered.end()) {
      ++count;
      return;
    }
    const int a = static_cast<int>(it - covered.begin());
    for (int b :
         {a % g.cols + 1 < g.cols ? a + 1 : -1, a / g.cols + 1 < g.rows ? a + g.cols : -1}) {
      if (b < 0 || covered[static_cast<size_t>(b)]) continue;
      const int u = std::min(g.values[static_cast<size_t>(a)], g.values[static_cast<size_t>(b)]);
      const int v = std::max(g.values[static_cast<size_t>(a)], g.values[static_cast<size_t>(b)]);
      const size_t d = static_cast<size_t>(u * (g.max + 1) + v);
      if (used[d]) continue;
      used[d] = covered[static_cast<size_t>(a)] = covered[static_cast<size_t>(b)] = true;
      go();
      used[d] = covered[static_cast<size_t>(a)] = covered[static_cast<size_t>(b)] = false;
    }
  };
  go();
  return count;
}

// Independent check of a solution: pairs match up, and every domino appears once.
bool valid(const Grid& g, const std::vector<std::string>& sol) {
  if (sol.size() != static_cast<size_t>(g.rows)) return false;
  std::vector<int> seen(static_cast<size_t>((g.max + 1) * (g.max + 1)), 0);
  for (int r = 0; r < g.rows; ++r) {
    for (int c = 0; c < g.cols; ++c) {
      const char ch = sol[static_cast<size_t>(r)][static_cast<size_t>(c)];
      int r2 = r;
      int c2 = c;
      char back = '?';
      if (ch == 'R') {
        c2 = c + 1;
        back = 'L';
      } else if (ch == 'L') {
        c2 = c - 1;
        back = 'R';
      } else if (ch == 'D') {
        r2 = r + 1;
        back = 'U';
      } else if (ch == 'U') {
        r2 = r - 1;
        back = 'D';
      } else
        return false;
      if (r2 < 0 || r2 >= g.rows || c2 < 0 || c2 >= g.cols) return false;
      if (sol[static_cast<size_t>(r2)][static_cast<size_t>(c2)] != back) return false;
      if (ch == 'R' || ch == 'D') {
        const int u = g.values[static_cast<size_t>(r * g.cols + c)];
        const int v = g.values[static_cast<size_t>(r2 * g.cols + c2)];
        ++seen[static_cast<size_t>(std::min(u, v) * (g.max + 1) + std::max(u, v))];
      }
    }
  }
  for (int u = 0; u <= g.max; ++u) {
    for (int v = u; v <= g.max; ++v) {
      if (seen[static_cast<size_t>(u * (g.max + 1) + v)] != 1) return false;
    }
  }
  return true;
}

// Counts with the engine's one count over a builder's model and decodes the first solution.
struct Counted {
  engines::Count run;
  std::vector<std::string> first;
};
Counted count_pairs(bool use_sat, const Grid& g, bool literal, uint64_t limit, const Context& ctx) {
  Counted out;
  std::vector<int> x;
  std::vector<Pair> pairs;
  if (use_sat) {
    SatEncoding built = build_sat(g, literal);
    sat::Encoding e;
    e.cnf = std::move(built.cnf);
    e.projection = built.x;
    out.run = sat::count(e, limit, ctx);
    x = built.x;
    pairs = built.cand.pairs;
  } else {
    MilpEncoding built = build_milp(g, literal);
    milp::Encoding e;
    e.model = std::move(built.model);
    e.projection = built.x;
    out.run = milp::count(e, limit, ctx);
    x = built.x;
    pairs = built.cand.pairs;
  }
  if (!out.run.first.empty()) {
    std::vector<bool> chosen;
    for (int v : x) chosen.push_back(out.run.first[static_cast<size_t>(v)] > 0.5);
    out.first = to_solution(g, pairs, chosen);
  }
  return out;
}

void check(bool use_sat, bool literal) {
  std::mt19937_64 rng(99);
  int multiple = 0;
  for (int max = 1; max <= 5; ++max) {
    for (int round = 0; round < (sanitized() ? 1 : 4); ++round) {
      Grid g = random_puzzle(max, rng);
      if (round == 3) std::swap(g.values[0], g.values[g.values.size() - 1]);  // maybe unsolvable
      const uint64_t expected = brute_count(g);
      if (expected > 20 && !use_sat) continue;  // one CBC run per solution: keep it short
      const Context ctx = Context::with_time_limit(60);
      const Counted r = count_pairs(use_sat, g, literal, 0, ctx);
      ASSERT_EQ(r.run.stop, StopReason::kFinished);
      EXPECT_TRUE(r.run.complete);
      EXPECT_EQ(r.run.count, expected) << "max " << max << " round " << round;
      if (expected > 0) {
        EXPECT_TRUE(valid(g, r.first));
      }
      multiple += expected > 1 ? 1 : 0;
    }
  }
  EXPECT_GT(multiple, 0);
}

TEST(DominosaEngines, MilpLiteral) {
  check(false, true);
}
TEST(DominosaEngines, MilpImproved) {
  check(false, false);
}
TEST(DominosaEngines, SatLiteral) {
  check(true, true);
}
TEST(DominosaEngines, SatImproved) {
  check(true, false);
}

TEST(DominosaEngines, LiteralModelShape) {
  std::mt19937_64 rng(1);
  const Grid g = random_puzzle(3, rng);  // 4 × 5
  const MilpEncoding e = build_milp(g, true);
  EXPECT_EQ(e.model.num_vars(), 4 * 4 + 3 * 5);
  EXPECT_EQ(e.model.num_constraints(), 20 + 10);
  EXPECT_NE(e.model.find_var("x_3_3_h"), -1);
  EXPECT_NE(e.model.find_var("x_2_4_v"), -1);
  EXPECT_EQ(e.model.find_var("x_3_4_h"), -1);
  const MilpEncoding improved = build_milp(g, false);
  EXPECT_LE(improved.model.num_vars(), e.model.num_vars());
}

TEST(DominosaEngines, LargeBoardBothEngines) {
  std::mt19937_64 rng(5);
  const Grid g = random_puzzle(sanitized() ? 8 : 14, rng);
  const Counted s = count_pairs(true, g, false, 2, Context::with_time_limit(60));
  ASSERT_EQ(s.run.stop, StopReason::kFinished);
  ASSERT_GE(s.run.count, 1u);
  EXPECT_TRUE(valid(g, s.first));
  const Counted m = count_pairs(false, g, false, 2, Context::with_time_limit(60));
  ASSERT_EQ(m.run.stop, StopReason::kFinished);
  EXPECT_EQ(m.run.count, s.run.count);
  EXPECT_TRUE(valid(g, m.first));
}

}  // namespace
}  // namespace gridlogic::dominosa::engine
