// The MILP engine: builder, writers, CBC in process, enumeration, lazy constraints, time limits.
// Every optimum is checked against brute force written here; written files go through the
// `cbc` and `glpsol` programs when they are installed.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <random>
#include <set>
#include <thread>

#include "engines/milp/cbc_solver.hpp"
#include "engines/milp/count.hpp"
#include "engines/milp/model.hpp"
#include "engines/test_util.hpp"
#include "sanitized.hpp"

namespace gridlogic::milp {
namespace {

// Under the sanitizers CBC runs ~10x slower: shrink the heavy loops there.
using test_env::sanitized;

struct Knapsack {
  std::vector<int> weight;
  std::vector<int> value;
  int capacity = 0;
};

Knapsack random_knapsack(std::mt19937_64& rng, int n) {
  Knapsack k;
  std::uniform_int_distribution<int> w(1, 20);
  std::uniform_int_distribution<int> v(1, 30);
  int total = 0;
  for (int i = 0; i < n; ++i) {
    k.weight.push_back(w(rng));
    k.value.push_back(v(rng));
    total += k.weight.back();
  }
  k.capacity = total / 2;
  return k;
}

Model knapsack_model(const Knapsack& k) {
  Model m("knapsack");
  LinExpr weight;
  LinExpr value;
  for (size_t i = 0; i < k.weight.size(); ++i) {
    const int x = m.add_binary("take_" + std::to_string(i));
    weight.add(x, k.weight[i]);
    value.add(x, k.value[i]);
  }
  m.add_constraint("capacity", weight, Sense::kLe, k.capacity);
  m.set_objective(ObjSense::kMaximize, value);
  return m;
}

int brute_force_knapsack(const Knapsack& k) {
  const size_t n = k.weight.size();
  int best = 0;
  for (uint32_t mask = 0; mask < (1u << n); ++mask) {
    int w = 0;
    int v = 0;
    for (size_t i = 0; i < n; ++i) {
      if (mask >> i & 1) {
        w += k.weight[i];
        v += k.value[i];
      }
    }
    if (w <= k.capacity) best = std::max(best, v);
  }
  return best;
}

// Market split (Cornuéjols & Dawande): m equality rows over 10(m−1) binaries with random
// coefficients; notoriously hard for LP-based branch and bound. Used to test time limits.
Model market_split(int m, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::uniform_int_distribution<int> coef(0, 99);
  const int n = 10 * (m - 1);
  Model model("market_split");
  for (int j = 0; j < n; ++j) model.add_binary("x_" + std::to_string(j));
  for (int i = 0; i < m; ++i) {
    LinExpr row;
    int total = 0;
    for (int j = 0; j < n; ++j) {
      const int a = coef(rng);
      row.add(j, a);
      total += a;
    }
    model.add_constraint("row_" + std::to_string(i), row, Sense::kEq, total / 2);
  }
  return model;
}

TEST(MilpModel, NamesAndMerging) {
  EXPECT_TRUE(is_valid_name("x_0_1_2"));
  EXPECT_TRUE(is_valid_name("_a.b"));
  EXPECT_FALSE(is_valid_name(""));
  EXPECT_FALSE(is_valid_name("1x"));
  EXPECT_FALSE(is_valid_name("e12"));
  EXPECT_FALSE(is_valid_name("x[0]"));
  EXPECT_FALSE(is_valid_name("a b"));
  EXPECT_TRUE(is_valid_name("each"));

  Model m;
  const int a = m.add_binary("a");
  const int b = m.add_integer("b", -2, 5);
  EXPECT_THROW(m.add_binary("a"), std::invalid_argument);
  EXPECT_THROW(m.add_integer("c", 3, 2), std::invalid_argument);
  m.add_constraint("r", LinExpr().add(a, 2).add(b, 1).add(a, -2).add_constant(3), Sense::kLe, 7);
  ASSERT_EQ(m.constraints()[0].terms.size(), 1u);
  EXPECT_EQ(m.constraints()[0].terms[0].var, b);
  EXPECT_EQ(m.constraints()[0].rhs, 4);
  EXPECT_THROW(m.add_constraint("r", LinExpr().add(a), Sense::kLe, 1), std::invalid_argument);
  EXPECT_THROW(m.add_constraint("s", LinExpr().add(9), Sense::kLe, 1), std::invalid_argument);
  EXPECT_EQ(m.find_var("b"), b);
  EXPECT_EQ(m.find_var("zz"), -1);
}

TEST(MilpSolve, KnapsackMatchesBruteForce) {
  std::mt19937_64 rng(7);
  for (int round = 0; round < 12; ++round) {
    const Knapsack k = random_knapsack(rng, 4 + round % 9);
    const Model m = knapsack_model(k);
    const Solution s = solve(m, Context::with_time_limit(20));
    ASSERT_EQ(s.status, SolveStatus::kOptimal);
    EXPECT_TRUE(s.proved_optimal);
    EXPECT_EQ(std::lround(s.objective), brute_force_knapsack(k)) << "round " << round;
    // The values really are a packing of that value.
    int w = 0;
    int v = 0;
    for (size_t i = 0; i < k.weight.size(); ++i) {
      const int64_t x = s.int_value(static_cast<int>(i));
      ASSERT_TRUE(x == 0 || x == 1);
      w += static_cast<int>(x) * k.weight[i];
      v += static_cast<int>(x) * k.value[i];
    }
    EXPECT_LE(w, k.capacity);
    EXPECT_EQ(v, std::lround(s.objective));
  }
}

TEST(MilpSolve, PlainBranchAndBoundAgrees) {
  std::mt19937_64 rng(11);
  const Knapsack k = random_knapsack(rng, 12);
  SolveParams plain;
  plain.cuts_and_heuristics = false;
  const Solution s = solve(knapsack_model(k), Context::with_time_limit(20), plain);
  ASSERT_EQ(s.status, SolveStatus::kOptimal);
  EXPECT_EQ(std::lround(s.objective), brute_force_knapsack(k));
}

TEST(MilpSolve, Infeasible) {
  Model m("infeasible");
  const int x = m.add_binary("x");
  const int y = m.add_binary("y");
  m.add_constraint("too_many", LinExpr().add(x).add(y), Sense::kGe, 3);
  EXPECT_EQ(solve(m, Context::with_time_limit(10)).status, SolveStatus::kInfeasible);

  // LP-feasible but integer-infeasible: 2x = 1.
  Model odd("odd");
  const int z = odd.add_integer("z", 0, 10);
  odd.add_constraint("half", LinExpr().add(z, 2), Sense::kEq, 1);
  const Solution s = solve(odd, Context::with_time_limit(10));
  EXPECT_EQ(s.status, SolveStatus::kInfeasible);
  EXPECT_FALSE(s.has_solution());
}

TEST(MilpSolve, IntegerVersusRelaxation) {
  // max x + y s.t. 2x + 2y <= 3: the LP optimum is 1.5, the integer optimum 1.
  for (VarType type : {VarType::kInteger, VarType::kContinuous}) {
    Model m("relax");
    const int x = m.add_var("x", type, 0, 10);
    const int y = m.add_var("y", type, 0, 10);
    m.add_constraint("c", LinExpr().add(x, 2).add(y, 2), Sense::kLe, 3);
    m.set_objective(ObjSense::kMaximize, LinExpr().add(x).add(y).add_constant(10));
    const Solution s = solve(m, Context::with_time_limit(10));
    ASSERT_EQ(s.status, SolveStatus::kOptimal);
    EXPECT_NEAR(s.objective, type == VarType::kInteger ? 11.0 : 11.5, 1e-6);
  }
}

TEST(MilpSolve, NegativeBoundsFreeAndMinimise) {
  // min 3a − 2b + c, a ∈ [−4, 4] integer, b ≤ 2.5 free below, c free, a + b ≥ −1, c ≥ a − 7.
  Model m("signs");
  const int a = m.add_integer("a", -4, 4);
  const int b = m.add_continuous("b", -kInf, 2.5);
  const int c = m.add_continuous("c", -kInf, kInf);
  m.add_constraint("ab", LinExpr().add(a).add(b), Sense::kGe, -1);
  m.add_constraint("ca", LinExpr().add(c).add(a, -1), Sense::kGe, -7);
  m.add_constraint("bb", LinExpr().add(b).add(a, 1), Sense::kLe, 100);
  m.set_objective(ObjSense::kMinimize, LinExpr().add(a, 3).add(b, -2).add(c));
  // b = 2.5 (best), c = a − 7, objective 3a − 5 + a − 7 = 4a − 12 with a ≥ −3.5 ⇒ a = −3: −24.
  const Solution s = solve(m, Context::with_time_limit(10));
  ASSERT_EQ(s.status, SolveStatus::kOptimal);
  EXPECT_NEAR(s.objective, -24, 1e-6);
  EXPECT_EQ(s.int_value(a), -3);
}

TEST(MilpSolve, Unbounded) {
  Model m("unbounded");
  const int x = m.add_integer("x", 0, kInf);
  const int y = m.add_integer("y", 0, kInf);
  m.add_constraint("c", LinExpr().add(x).add(y, -1), Sense::kLe, 3);
  m.set_objective(ObjSense::kMaximize, LinExpr().add(x));
  EXPECT_EQ(solve(m, Context::with_time_limit(10)).status, SolveStatus::kUnbounded);
}

TEST(MilpSolve, TimeLimitIsHonoured) {
  const Model m = market_split(5, 3);
  for (double limit : {0.3, 1.0}) {
    const auto start = std::chrono::steady_clock::now();
    const Solution s = solve(m, Context::with_time_limit(limit));
    const double took =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    EXPECT_TRUE(s.status == SolveStatus::kTimeout || s.status == SolveStatus::kFeasible ||
                s.status == SolveStatus::kInfeasible)
        << to_string(s.status);
    EXPECT_LT(took, limit + 1.5) << "limit " << limit;
  }
}

TEST(MilpSolve, ExpiredOrCancelledContext) {
  const Model m = market_split(3, 1);
  Context expired = Context::with_time_limit(1e-9);
  std::this_thread::sleep_for(std::chrono::milliseconds(1));
  EXPECT_EQ(solve(m, expired).status, SolveStatus::kTimeout);
  std::atomic<bool> cancel{true};
  Context cancelled;
  cancelled.cancel = &cancel;
  EXPECT_EQ(solve(m, cancelled).status, SolveStatus::kTimeout);
  const Enumeration e = enumerate(m, binary_vars(m), 0, cancelled);
  EXPECT_EQ(e.status, SolveStatus::kTimeout);
  EXPECT_FALSE(e.complete);
}

// Random small 0/1 models: count of feasible points, by no-good enumeration vs brute force.
TEST(MilpEnumerate, CountsMatchBruteForce) {
  std::mt19937_64 rng(5);
  for (int round = 0; round < 8; ++round) {
    const int n = 4 + round % 4;
    Model m("count");
    for (int j = 0; j < n; ++j) m.add_binary("x_" + std::to_string(j));
    std::uniform_int_distribution<int> coef(-3, 3);
    std::vector<std::vector<int>> rows;
    std::vector<int> rhs;
    for (int i = 0; i < 3; ++i) {
      LinExpr e;
      rows.emplace_back();
      for (int j = 0; j < n; ++j) {
        rows.back().push_back(coef(rng));
        e.add(j, rows.back().back());
      }
      rhs.push_back(std::uniform_int_distribution<int>(0, 3)(rng));
      m.add_constraint("r_" + std::to_string(i), e, Sense::kLe, rhs.back());
    }
    uint64_t expected = 0;
    for (uint32_t mask = 0; mask < (1u << n); ++mask) {
      bool ok = true;
      for (size_t i = 0; i < rows.size() && ok; ++i) {
        int lhs = 0;
        for (int j = 0; j < n; ++j) lhs += (mask >> j & 1) ? rows[i][static_cast<size_t>(j)] : 0;
        ok = lhs <= rhs[i];
      }
      expected += ok ? 1 : 0;
    }
    if (sanitized() && expected > 16) continue;
    std::set<std::vector<int64_t>> seen;
    const Enumeration e = enumerate(m, binary_vars(m), 0, Context::with_time_limit(30),
                                    [&](const std::vector<double>& values) {
                                      std::vector<int64_t> point;
                                      for (double v : values) point.push_back(std::llround(v));
                                      EXPECT_TRUE(seen.insert(point).second) << "repeated point";
                                      return true;
                                    });
    EXPECT_TRUE(e.complete);
    EXPECT_EQ(e.count, expected) << "round " << round;
    EXPECT_EQ(e.status, expected == 0 ? SolveStatus::kInfeasible : SolveStatus::kOptimal);

    // With a limit: stops there, incomplete when more exist.
    if (expected >= 3) {
      const Enumeration limited = enumerate(m, binary_vars(m), 2, Context::with_time_limit(30));
      EXPECT_EQ(limited.count, 2u);
      EXPECT_FALSE(limited.complete);
    }
  }
}

TEST(MilpEnumerate, ProjectionCountsDistinctProjections) {
  // x0 + x1 + x2 = 1 and y free binary: 6 points, 3 distinct on x.
  Model m("proj");
  std::vector<int> x;
  LinExpr sum;
  for (int j = 0; j < 3; ++j) {
    x.push_back(m.add_binary("x_" + std::to_string(j)));
    sum.add(x.back());
  }
  m.add_binary("y");
  m.add_constraint("one", sum, Sense::kEq, 1);
  EXPECT_EQ(enumerate(m, x, 0, Context::with_time_limit(30)).count, 3u);
  EXPECT_EQ(enumerate(m, binary_vars(m), 0, Context::with_time_limit(30)).count, 6u);
  Model with_int = m;
  const int z = with_int.add_integer("z", 0, 3);
  EXPECT_THROW((void)enumerate(with_int, {z}, 0, Context()), std::invalid_argument);
}

TEST(MilpLazy, AddsOnlyViolatedConstraints) {
  // max Σ x_i over a cycle of 7 binaries with x_i + x_{i+1} ≤ 1 given lazily: optimum 3.
  const int n = 7;
  Model m("cycle");
  LinExpr obj;
  for (int i = 0; i < n; ++i) obj.add(m.add_binary("x_" + std::to_string(i)));
  m.set_objective(ObjSense::kMaximize, obj);
  int next_cut = 0;
  LazyStats stats;
  const Solution s = solve_lazy(
      m, Context::with_time_limit(30),
      [&](const std::vector<double>& v, Model& model) {
        int added = 0;
        for (int i = 0; i < n; ++i) {
          const int j = (i + 1) % n;
          if (v[static_cast<size_t>(i)] + v[static_cast<size_t>(j)] > 1.5) {
            model.add_constraint("edge_" + std::to_string(next_cut++), LinExpr().add(i).add(j),
                                 Sense::kLe, 1);
            ++added;
          }
        }
        return added;
      },
      {}, &stats);
  ASSERT_EQ(s.status, SolveStatus::kOptimal);
  EXPECT_NEAR(s.objective, 3, 1e-9);
  EXPECT_GE(stats.rounds, 2);
  EXPECT_LE(stats.cuts_added, n);
  for (int i = 0; i < n; ++i) EXPECT_LE(s.int_value(i) + s.int_value((i + 1) % n), 1);
}

// Lazy enumeration: the independent sets of a 6-cycle (18 of them), edges added lazily.
TEST(MilpLazy, EnumerationSkipsRejectedPoints) {
  const int n = 6;
  Model m("cycle");
  for (int i = 0; i < n; ++i) m.add_binary("x_" + std::to_string(i));
  std::vector<bool> have(static_cast<size_t>(n), false);
  LazyStats stats;
  const Enumeration e = enumerate_lazy(
      m, binary_vars(m), 0, Context::with_time_limit(60),
      [&](const std::vector<double>& v, Model& model) {
        int added = 0;
        for (int i = 0; i < n; ++i) {
          const int j = (i + 1) % n;
          if (!have[static_cast<size_t>(i)] &&
              v[static_cast<size_t>(i)] + v[static_cast<size_t>(j)] > 1.5) {
            // Add the edge with an auxiliary, as a linearisation would: y ≥ x_i + x_j − 1, y = 0.
            const int y = model.add_continuous("y_" + std::to_string(i), 0, 0);
            model.add_constraint("edge_" + std::to_string(i), LinExpr().add(i).add(j).add(y, -1),
                                 Sense::kLe, 1);
            have[static_cast<size_t>(i)] = true;
            ++added;
          }
        }
        return added;
      },
      {}, &stats);
  EXPECT_TRUE(e.complete);
  EXPECT_EQ(e.count, 18u);
  EXPECT_GE(stats.cuts_added, 1);
}

}  // namespace
}  // namespace gridlogic::milp

namespace gridlogic::milp {
namespace {

// The count of an Encoding: the projection decides what differs (a free continuous variable
// does not make more solutions), the limit stops it, and the runs are reported.
TEST(MilpCount, EncodingProjectionLimitAndStats) {
  Encoding e;
  for (int i = 0; i < 3; ++i) e.projection.push_back(e.model.add_binary("x_" + std::to_string(i)));
  (void)e.model.add_continuous("free", 0, 1);
  LinExpr two;
  for (int v : e.projection) two.add(v);
  e.model.add_constraint("two", two, Sense::kEq, 2);
  const engines::Count all = count(e, 0, Context::with_time_limit(60));
  EXPECT_EQ(all.stop, StopReason::kFinished);
  EXPECT_TRUE(all.complete);
  EXPECT_EQ(all.count, 3u);
  EXPECT_EQ(all.stats.solver_runs, 4);
  ASSERT_EQ(all.first.size(), 4u);
  const engines::Count one = count(e, 1, Context::with_time_limit(60));
  EXPECT_EQ(one.count, 1u);
  EXPECT_FALSE(one.complete);
  e.interrupted = true;
  EXPECT_EQ(count(e, 0, Context::with_time_limit(60)).stop, StopReason::kTimeLimit);
}

}  // namespace
}  // namespace gridlogic::milp
