// The SAT engine: every cardinality encoding checked exhaustively for small n and k (for every
// assignment of the inputs, satisfiable iff the count condition holds), encoding sizes, gates,
// counting against brute force, DIMACS text, time limits.
#include <gtest/gtest.h>

#include <atomic>
#include <bit>
#include <chrono>
#include <cstdlib>
#include <random>
#include <set>
#include <sstream>

#include "engines/sat/cnf.hpp"
#include "engines/sat/count.hpp"
#include "engines/sat/solver.hpp"
#include "sanitized.hpp"

namespace gridlogic::sat {
namespace {

using test_env::sanitized;

enum class Op { kAtMost, kAtLeast, kExactly };

bool holds(Op op, int count, int64_t k) {
  switch (op) {
    case Op::kAtMost:
      return count <= k;
    case Op::kAtLeast:
      return count >= k;
    case Op::kExactly:
      return count == k;
  }
  return false;
}

void add(Cnf& cnf, Op op, const std::vector<Lit>& x, int64_t k, CardEncoding enc) {
  switch (op) {
    case Op::kAtMost:
      cnf.at_most_k(x, k, enc);
      break;
    case Op::kAtLeast:
      cnf.at_least_k(x, k, enc);
      break;
    case Op::kExactly:
      cnf.exactly_k(x, k, enc);
      break;
  }
}

uint64_t binomial(int n, int k) {
  if (k < 0 || k > n) return 0;
  uint64_t r = 1;
  for (int i = 1; i <= k; ++i) r = r * static_cast<uint64_t>(n - k + i) / static_cast<uint64_t>(i);
  return r;
}

// Inputs x_1..x_n; some inputs are passed negated to the constraint, so polarity handling is
// exercised too. For every assignment of the x: satisfiable iff the condition holds on the
// constraint's literals.
TEST(SatCardinality, ExhaustiveSmall) {
  const int max_n = sanitized() ? 5 : 7;
  const Context ctx = Context::with_time_limit(120);
  for (CardEncoding enc : {CardEncoding::kSequentialCounter, CardEncoding::kTotalizer}) {
    for (Op op : {Op::kAtMost, Op::kAtLeast, Op::kExactly}) {
      for (int n = 0; n <= max_n; ++n) {
        for (int64_t k = -1; k <= n + 1; ++k) {
          Cnf cnf;
          const std::vector<Lit> x = cnf.new_vars(static_cast<size_t>(n), "x");
          std::vector<Lit> lits = x;
          for (size_t i = 0; i < lits.size(); i += 3) lits[i] = -lits[i];
          add(cnf, op, lits, k, enc);
          Solver solver(cnf);
          for (uint32_t mask = 0; mask < (1u << n); ++mask) {
            std::vector<Lit> assume;
            int count = 0;
            for (int i = 0; i < n; ++i) {
              const bool value = (mask >> i & 1) != 0;
              assume.push_back(value ? x[static_cast<size_t>(i)] : -x[static_cast<size_t>(i)]);
              const bool lit_true = lits[static_cast<size_t>(i)] > 0 ? value : !value;
              count += lit_true ? 1 : 0;
            }
            const SatStatus st = solver.solve(ctx, assume);
            ASSERT_NE(st, SatStatus::kTimeout);
            ASSERT_EQ(st == SatStatus::kSat, holds(op, count, k))
                << "enc " << static_cast<int>(enc) << " op " << static_cast<int>(op) << " n " << n
                << " k " << k << " mask " << mask;
          }
          // Counting projected on the inputs gives the number of satisfying input assignments.
          uint64_t expected = 0;
          for (int c = 0; c <= n; ++c) expected += holds(op, c, k) ? binomial(n, c) : 0;
          const CountResult counted = count_models(cnf, x, 0, ctx);
          EXPECT_TRUE(counted.complete);
          EXPECT_EQ(counted.count, expected) << "n " << n << " k " << k;
        }
      }
    }
  }
}

TEST(SatCardinality, AtMostOneEncodings) {
  const Context ctx = Context::with_time_limit(60);
  for (AmoEncoding enc : {AmoEncoding::kPairwise, AmoEncoding::kSequential, AmoEncoding::kAuto}) {
    for (int n = 0; n <= 9; ++n) {
      for (bool exactly : {false, true}) {
        Cnf cnf;
        const std::vector<Lit> x = cnf.new_vars(static_cast<size_t>(n));
        if (exactly) {
          cnf.exactly_one(x, enc);
        } else {
          cnf.at_most_one(x, enc);
        }
        Solver solver(cnf);
        for (uint32_t mask = 0; mask < (1u << n); ++mask) {
          std::vector<Lit> assume;
          for (int i = 0; i < n; ++i)
            assume.push_back((mask >> i & 1) ? x[static_cast<size_t>(i)]
                                             : -x[static_cast<size_t>(i)]);
          const int count = std::popcount(mask);
          const bool expected = exactly ? count == 1 : count <= 1;
          ASSERT_EQ(solver.solve(ctx, assume) == SatStatus::kSat, expected) << n << " " << mask;
        }
      }
    }
  }
}

TEST(SatCardinality, EncodingSizes) {
  for (int n = 2; n <= 12; ++n) {
    Cnf pairwise;
    pairwise.at_most_one(pairwise.new_vars(static_cast<size_t>(n)), AmoEncoding::kPairwise);
    EXPECT_EQ(pairwise.num_vars(), n);
    EXPECT_EQ(pairwise.num_clauses(), static_cast<size_t>(n * (n - 1) / 2));
    Cnf ladder;
    ladder.at_most_one(ladder.new_vars(static_cast<size_t>(n)), AmoEncoding::kSequential);
    EXPECT_EQ(ladder.num_vars(), n + n - 1);
    EXPECT_EQ(ladder.num_clauses(), static_cast<size_t>(3 * n - 4));
    for (int k = 1; k < n; ++k) {
      Cnf counter;
      counter.at_most_k(counter.new_vars(static_cast<size_t>(n)), k);
      EXPECT_EQ(counter.num_vars(), n + (n - 1) * k);
      EXPECT_EQ(counter.num_clauses(), static_cast<size_t>(2 * n * k + n - 3 * k - 1));
      Cnf tot;
      tot.at_most_k(tot.new_vars(static_cast<size_t>(n)), k, CardEncoding::kTotalizer);
      // O(n·k) clauses: a generous bound that still catches an accidental O(n²) tree.
      EXPECT_LE(tot.num_clauses(), static_cast<size_t>(2 * n * (k + 1) * (k + 2)));
    }
  }
}

TEST(SatGates, AndOrXorExhaustive) {
  const Context ctx = Context::with_time_limit(60);
  for (int n = 0; n <= 4; ++n) {
    Cnf cnf;
    const std::vector<Lit> x = cnf.new_vars(static_cast<size_t>(n));
    const Lit y_and = cnf.define_and(x);
    const Lit y_or = cnf.define_or(x);
    const Lit y_xor = n >= 2 ? cnf.define_xor(x[0], -x[1]) : 0;
    for (uint32_t mask = 0; mask < (1u << n); ++mask) {
      Cnf fixed = cnf;
      for (int i = 0; i < n; ++i)
        fixed.add_unit((mask >> i & 1) ? x[static_cast<size_t>(i)] : -x[static_cast<size_t>(i)]);
      const CountResult c = count_models(fixed, std::vector<int>{}, 0, ctx);
      ASSERT_EQ(c.status, SatStatus::kSat);
      // Gates are total functions: exactly one model over all variables.
      std::vector<int> all;
      for (int v = 1; v <= fixed.num_vars(); ++v) all.push_back(v);
      const CountResult every = count_models(fixed, all, 0, ctx);
      EXPECT_EQ(every.count, 1u);
      const std::vector<bool>& m = every.first;
      const uint32_t full = (1u << n) - 1;
      EXPECT_EQ(m[static_cast<size_t>(y_and)], mask == full);
      EXPECT_EQ(m[static_cast<size_t>(y_or)], mask != 0);
      if (n >= 2) {
        EXPECT_EQ(m[static_cast<size_t>(y_xor)], (mask & 1) == ((mask >> 1) & 1));
      }
    }
  }
}

// Totalizer outputs are exact: out[i] ⇔ at least i+1 inputs.
TEST(SatGates, TotalizerOutputsAreExact) {
  const Context ctx = Context::with_time_limit(60);
  for (int n = 1; n <= 6; ++n) {
    for (size_t cap = 1; cap <= static_cast<size_t>(n) + 1; ++cap) {
      Cnf cnf;
      const std::vector<Lit> x = cnf.new_vars(static_cast<size_t>(n));
      const std::vector<Lit> out = cnf.totalizer(x, cap);
      ASSERT_EQ(out.size(), std::min(cap, static_cast<size_t>(n)));
      Solver solver(cnf);
      for (uint32_t mask = 0; mask < (1u << n); ++mask) {
        std::vector<Lit> assume;
        for (int i = 0; i < n; ++i)
          assume.push_back((mask >> i & 1) ? x[static_cast<size_t>(i)]
                                           : -x[static_cast<size_t>(i)]);
        const int count = std::popcount(mask);
        for (size_t i = 0; i < out.size(); ++i) {
          std::vector<Lit> wrong = assume;
          wrong.push_back(count >= static_cast<int>(i) + 1 ? -out[i] : out[i]);
          ASSERT_EQ(solver.solve(ctx, wrong), SatStatus::kUnsat)
              << n << " " << cap << " " << mask << " " << i;
        }
      }
    }
  }
}

// Random 3-CNF: model counts (full and projected) against brute force.
TEST(SatCount, MatchesBruteForce) {
  std::mt19937_64 rng(17);
  const Context ctx = Context::with_time_limit(60);
  for (int round = 0; round < 20; ++round) {
    const int n = 10;
    const int m = 20 + round;
    Cnf cnf;
    const std::vector<Lit> x = cnf.new_vars(n);
    std::vector<std::vector<Lit>> clauses;
    std::uniform_int_distribution<int> var(1, n);
    for (int c = 0; c < m; ++c) {
      std::vector<Lit> clause;
      for (int i = 0; i < 3; ++i) clause.push_back(rng() % 2 ? var(rng) : -var(rng));
      cnf.add_clause(clause);
      clauses.push_back(clause);
    }
    const std::vector<int> projection{1, 2, 3, 4};
    uint64_t full = 0;
    std::set<uint32_t> projected;
    for (uint32_t mask = 0; mask < (1u << n); ++mask) {
      bool ok = true;
      for (const auto& clause : clauses) {
        bool sat = false;
        for (Lit lit : clause) {
          const bool value = (mask >> (std::abs(lit) - 1) & 1) != 0;
          sat = sat || (lit > 0 ? value : !value);
        }
        ok = ok && sat;
      }
      if (ok) {
        ++full;
        projected.insert(mask & 0xF);
      }
    }
    std::vector<int> all(x.begin(), x.end());
    const CountResult c = count_models(cnf, all, 0, ctx);
    EXPECT_TRUE(c.complete);
    EXPECT_EQ(c.count, full) << "round " << round;
    EXPECT_EQ(c.status, full == 0 ? SatStatus::kUnsat : SatStatus::kSat);
    const CountResult p = count_models(cnf, projection, 0, ctx);
    EXPECT_EQ(p.count, projected.size()) << "round " << round;
    if (full > 3) {
      const CountResult limited = count_models(cnf, all, 3, ctx);
      EXPECT_EQ(limited.count, 3u);
      EXPECT_FALSE(limited.complete);
    }
    if (full > 0) {
      // The first model satisfies every clause.
      for (const auto& clause : clauses) {
        bool sat = false;
        for (Lit lit : clause)
          sat = sat || (lit > 0) == c.first[static_cast<size_t>(std::abs(lit))];
        EXPECT_TRUE(sat);
      }
    }
  }
}

TEST(SatDimacs, Text) {
  Cnf cnf;
  const Lit a = cnf.new_var("a");
  const Lit b = cnf.new_var();
  cnf.add_clause({a, -b});
  cnf.add_unit(b);
  EXPECT_EQ(cnf.to_dimacs(true, "two lines\nof comment"),
            "c two lines\nc of comment\nc var 1 a\np cnf 2 2\n1 -2 0\n2 0\n");
  EXPECT_EQ(cnf.to_dimacs(false), "p cnf 2 2\n1 -2 0\n2 0\n");
  EXPECT_THROW(cnf.add_clause({3}), std::invalid_argument);
  EXPECT_THROW(cnf.add_clause({0}), std::invalid_argument);
}

// Pigeonhole: 11 pigeons in 10 holes is out of reach for CDCL, so only the limit stops it.
Cnf pigeonhole(int holes) {
  Cnf cnf;
  std::vector<std::vector<Lit>> p(static_cast<size_t>(holes) + 1);
  for (auto& row : p) row = cnf.new_vars(static_cast<size_t>(holes));
  for (const auto& row : p) cnf.at_least_one(row);
  for (int h = 0; h < holes; ++h) {
    std::vector<Lit> column;
    for (const auto& row : p) column.push_back(row[static_cast<size_t>(h)]);
    cnf.at_most_one(column, AmoEncoding::kPairwise);
  }
  return cnf;
}

TEST(SatSolve, TimeLimitIsHonoured) {
  const Cnf cnf = pigeonhole(11);
  for (double limit : {0.2, 0.6}) {
    const auto start = std::chrono::steady_clock::now();
    const SatResult r = solve(cnf, Context::with_time_limit(limit));
    const double took =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    EXPECT_EQ(r.status, SatStatus::kTimeout);
    EXPECT_LT(took, limit + 1.0);
  }
  std::atomic<bool> cancel{true};
  Context cancelled;
  cancelled.cancel = &cancel;
  EXPECT_EQ(solve(cnf, cancelled).status, SatStatus::kTimeout);
  const CountResult c = count_models(cnf, std::vector<int>{1}, 0, cancelled);
  EXPECT_EQ(c.status, SatStatus::kTimeout);
  EXPECT_FALSE(c.complete);
}

TEST(SatSolve, LoadingStopsAtTheDeadline) {
  // A CNF big enough that loading it alone takes a while, and a deadline already past: the
  // solver must neither load it all nor answer anything but timeout.
  Cnf cnf;
  std::vector<Lit> v = cnf.new_vars(2000);
  for (size_t a = 0; a < v.size(); ++a) {
    for (size_t b = a + 1; b < v.size(); b += 3) cnf.add_clause({v[a], -v[b]});
  }
  Context expired;
  expired.deadline = Context::Clock::now();
  Solver solver(cnf, &expired);
  EXPECT_EQ(solver.solve(Context{}), SatStatus::kTimeout);
  // Without a stop the same CNF loads and solves (all true satisfies it).
  Solver full(cnf);
  EXPECT_EQ(full.solve(Context{}), SatStatus::kSat);
}

TEST(SatSolve, SmallPigeonholeIsUnsat) {
  EXPECT_EQ(solve(pigeonhole(5), Context::with_time_limit(30)).status, SatStatus::kUnsat);
  Cnf empty_clause;
  empty_clause.new_var();
  empty_clause.at_most_k(std::vector<Lit>{1}, -1);
  EXPECT_EQ(solve(empty_clause, Context::with_time_limit(30)).status, SatStatus::kUnsat);
}

TEST(SatSolve, IncrementalClausesAndAssumptions) {
  Cnf cnf;
  const std::vector<Lit> x = cnf.new_vars(3);
  cnf.exactly_one(x);
  Solver solver(cnf);
  const Context ctx = Context::with_time_limit(30);
  ASSERT_EQ(solver.solve(ctx, std::vector<Lit>{x[0], x[1]}), SatStatus::kUnsat);
  ASSERT_EQ(solver.solve(ctx, std::vector<Lit>{-x[0], -x[1]}), SatStatus::kSat);
  EXPECT_TRUE(solver.value(x[2]));
  solver.add_clause({-x[2]});
  ASSERT_EQ(solver.solve(ctx), SatStatus::kSat);
  EXPECT_FALSE(solver.value(x[2]));
  EXPECT_FALSE(solver.value(99));  // a variable the solver never saw
  EXPECT_EQ(solver.calls(), 3);
}

}  // namespace
}  // namespace gridlogic::sat

namespace gridlogic::sat {
namespace {

// The count of an Encoding with a lazy hook: the independent sets of a 6-cycle (18 of them),
// with each edge's clause added only when a model breaks it, through an auxiliary variable as a
// real encoding would (e ⇒ ¬x_i ∨ ¬x_j, and e).
TEST(SatCount, LazyClausesRejectModelsAndAreCounted) {
  const int n = 6;
  Encoding e;
  e.projection = e.cnf.new_vars(n, "x");
  std::vector<bool> have(static_cast<size_t>(n), false);
  e.lazy = [&](const std::vector<bool>& model, Solver& solver) {
    int added = 0;
    for (int i = 0; i < n; ++i) {
      const int a = e.projection[static_cast<size_t>(i)];
      const int b = e.projection[static_cast<size_t>((i + 1) % n)];
      if (have[static_cast<size_t>(i)] || !model[static_cast<size_t>(a)] ||
          !model[static_cast<size_t>(b)]) {
        continue;
      }
      const Lit edge = solver.new_var();
      EXPECT_GT(edge, n);
      solver.add_clause({-edge, -a, -b});
      solver.add_clause({edge});
      have[static_cast<size_t>(i)] = true;
      ++added;
    }
    return added;
  };
  const engines::Count c = count(e, 0, Context::with_time_limit(60));
  EXPECT_EQ(c.stop, StopReason::kFinished);
  EXPECT_TRUE(c.complete);
  EXPECT_EQ(c.count, 18u);
  EXPECT_GE(c.stats.lazy_added, 1);
  // One run per solution, one proving there is no other, one per rejected model.
  EXPECT_GT(c.stats.solver_runs, 18 + 1);
  EXPECT_LE(c.stats.solver_runs, 18 + 1 + c.stats.lazy_added);
  ASSERT_EQ(c.first.size(), static_cast<size_t>(n) + 1);
  have.assign(static_cast<size_t>(n), false);  // a fresh solver has none of the edges
  const engines::Count two = count(e, 2, Context::with_time_limit(60));
  EXPECT_EQ(two.count, 2u);
  EXPECT_FALSE(two.complete);
}

}  // namespace
}  // namespace gridlogic::sat
