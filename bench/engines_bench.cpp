// Benchmarks of the puzzle-independent engines: CBC on knapsacks and on the Lights Out press ILP,
// CaDiCaL on cardinality-heavy CNFs with each encoding.
//
//   build/bench/bench_engines_bench --benchmark_repetitions=3 --benchmark_report_aggregates_only
//
// Each CBC/CaDiCaL run has a 20 s deadline; the "timeout" counter says how many runs hit it (then
// the time is the limit, not a solve time). "value" is the optimum / count found.
#include <benchmark/benchmark.h>

#include <random>

#include "engines/milp/cbc_solver.hpp"
#include "engines/milp/press_system.hpp"
#include "engines/sat/cnf.hpp"
#include "engines/sat/solver.hpp"

namespace {

using namespace gridlogic;

constexpr double kLimitSeconds = 20;

milp::PressSystem all_on_grid(int n) {
  milp::PressSystem s;
  s.levels = 2;
  s.state.assign(static_cast<size_t>(n) * static_cast<size_t>(n), 1);
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      std::vector<int> nb;
      if (r > 0) nb.push_back((r - 1) * n + c);
      if (r + 1 < n) nb.push_back((r + 1) * n + c);
      if (c > 0) nb.push_back(r * n + c - 1);
      if (c + 1 < n) nb.push_back(r * n + c + 1);
      s.effects.push_back(nb);
    }
  }
  return s;
}

// Least presses that turn off an all-on n×n board (k = 2), by the documents' ILP.
void BM_MilpLightsOutMinPresses(benchmark::State& state) {
  const milp::PressSystem s = all_on_grid(static_cast<int>(state.range(0)));
  int timeouts = 0;
  int64_t value = 0;
  for (auto _ : state) {
    const milp::PressResult r = solve_press_system(s, milp::PressObjective::kMinPresses,
                                                   Context::with_time_limit(kLimitSeconds));
    timeouts += r.proved_optimal ? 0 : 1;
    value = r.total;
  }
  state.counters["timeout"] = timeouts;
  state.counters["value"] = static_cast<double>(value);
}
BENCHMARK(BM_MilpLightsOutMinPresses)->Arg(5)->Arg(10)->Arg(15)->Arg(20)->Unit(benchmark::kMillisecond)->Iterations(1);

void BM_MilpLightsOutFeasible(benchmark::State& state) {
  const milp::PressSystem s = all_on_grid(static_cast<int>(state.range(0)));
  int timeouts = 0;
  for (auto _ : state) {
    const milp::PressResult r = solve_press_system(s, milp::PressObjective::kFeasibility,
                                                   Context::with_time_limit(kLimitSeconds));
    timeouts += r.presses.empty() ? 1 : 0;
  }
  state.counters["timeout"] = timeouts;
}
BENCHMARK(BM_MilpLightsOutFeasible)->Arg(10)->Arg(20)->Arg(40)->Unit(benchmark::kMillisecond)->Iterations(1);

void BM_MilpKnapsack(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  std::mt19937_64 rng(1);
  milp::Model m("knapsack");
  milp::LinExpr w;
  milp::LinExpr v;
  int total = 0;
  for (int j = 0; j < n; ++j) {
    const int x = m.add_binary("x_" + std::to_string(j));
    const int wj = std::uniform_int_distribution<int>(10, 99)(rng);
    total += wj;
    w.add(x, wj);
    v.add(x, wj + std::uniform_int_distribution<int>(0, 10)(rng));  // correlated: harder
  }
  m.add_constraint("cap", w, milp::Sense::kLe, total / 2);
  m.set_objective(milp::ObjSense::kMaximize, v);
  int timeouts = 0;
  for (auto _ : state) {
    const milp::Solution s = milp::solve(m, Context::with_time_limit(kLimitSeconds));
    timeouts += s.proved_optimal ? 0 : 1;
  }
  state.counters["timeout"] = timeouts;
}
BENCHMARK(BM_MilpKnapsack)->Arg(30)->Arg(100)->Unit(benchmark::kMillisecond);

// n×n 0/1 matrices with exactly n/2 ones per row and column, no three equal in a line (the Binox
// line rules without distinctness): count up to 1000 models, per cardinality encoding.
sat::Cnf balanced_matrix(int n, sat::CardEncoding enc) {
  sat::Cnf cnf;
  std::vector<std::vector<sat::Lit>> x(static_cast<size_t>(n));
  for (auto& row : x) row = cnf.new_vars(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) {
    std::vector<sat::Lit> col;
    for (int j = 0; j < n; ++j) col.push_back(x[static_cast<size_t>(j)][static_cast<size_t>(i)]);
    cnf.exactly_k(x[static_cast<size_t>(i)], n / 2, enc);
    cnf.exactly_k(col, n / 2, enc);
    for (int j = 0; j + 2 < n; ++j) {
      const auto& r = x[static_cast<size_t>(i)];
      const auto a = static_cast<size_t>(j);
      cnf.add_clause({r[a], r[a + 1], r[a + 2]});
      cnf.add_clause({-r[a], -r[a + 1], -r[a + 2]});
      cnf.add_clause({col[a], col[a + 1], col[a + 2]});
      cnf.add_clause({-col[a], -col[a + 1], -col[a + 2]});
    }
  }
  return cnf;
}

void BM_SatBalancedCount(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const auto enc = state.range(1) == 0 ? sat::CardEncoding::kSequentialCounter : sat::CardEncoding::kTotalizer;
  const sat::Cnf cnf = balanced_matrix(n, enc);
  std::vector<int> projection;
  for (int v = 1; v <= n * n; ++v) projection.push_back(v);
  uint64_t count = 0;
  int timeouts = 0;
  for (auto _ : state) {
    const sat::CountResult r = sat::count_models(cnf, projection, 1000, Context::with_time_limit(kLimitSeconds));
    count = r.count;
    timeouts += r.status == sat::SatStatus::kTimeout ? 1 : 0;
  }
  state.counters["value"] = static_cast<double>(count);
  state.counters["timeout"] = timeouts;
  state.counters["clauses"] = static_cast<double>(cnf.num_clauses());
  state.counters["vars"] = cnf.num_vars();
}
BENCHMARK(BM_SatBalancedCount)->Args({10, 0})->Args({10, 1})->Args({20, 0})->Args({20, 1})->Unit(benchmark::kMillisecond);

// n queens with each at-most-one encoding (one solve).
void BM_SatQueens(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const auto enc = state.range(1) == 0 ? sat::AmoEncoding::kPairwise : sat::AmoEncoding::kSequential;
  sat::Cnf cnf;
  std::vector<std::vector<sat::Lit>> q(static_cast<size_t>(n));
  for (auto& row : q) row = cnf.new_vars(static_cast<size_t>(n));
  auto at = [&](int r, int c) { return q[static_cast<size_t>(r)][static_cast<size_t>(c)]; };
  for (int i = 0; i < n; ++i) {
    std::vector<sat::Lit> row;
    std::vector<sat::Lit> col;
    for (int j = 0; j < n; ++j) {
      row.push_back(at(i, j));
      col.push_back(at(j, i));
    }
    cnf.exactly_one(row, enc);
    cnf.exactly_one(col, enc);
  }
  for (int d = -(n - 1); d <= n - 1; ++d) {
    std::vector<sat::Lit> diag;
    std::vector<sat::Lit> anti;
    for (int r = 0; r < n; ++r) {
      if (r + d >= 0 && r + d < n) {
        diag.push_back(at(r, r + d));
        anti.push_back(at(r, n - 1 - r - d));
      }
    }
    cnf.at_most_one(diag, enc);
    cnf.at_most_one(anti, enc);
  }
  for (auto _ : state) {
    const sat::SatResult r = sat::solve(cnf, Context::with_time_limit(kLimitSeconds));
    benchmark::DoNotOptimize(r.status);
  }
  state.counters["clauses"] = static_cast<double>(cnf.num_clauses());
}
BENCHMARK(BM_SatQueens)->Args({50, 0})->Args({50, 1})->Args({200, 0})->Args({200, 1})->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
