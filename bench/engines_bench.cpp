// Benchmarks of the engines.
//
// 1. Google Benchmark cases for the puzzle-independent engines: CBC on knapsacks and on the
//    Lights Out press ILP, CaDiCaL on cardinality-heavy CNFs with each encoding.
//      build/bench/bench_engines_bench --benchmark_repetitions=3 --benchmark_report_aggregates_only
//    Each CBC/CaDiCaL run has a 20 s deadline; the "timeout" counter says how many runs hit it
//    (then the time is the limit, not a solve time). "value" is the optimum / count found.
//
// 2. The side-by-side table of issue 7: every engine (native, milp literal/improved, sat
//    literal/improved) on the same puzzles, median and worst time per family and size:
//      build/bench/bench_engines_bench --side-by-side [--instances N] [--timeout SECONDS]
//                                      [--only FAMILY]
//    Puzzles: Binox (half the cells of a native solution blanked), Dominosa (a random tiling with
//    the set laid on it), Lights Out least presses on random n x n boards (k = 2), Killer and
//    Sudoku from the shared corpora when present. Every answer is checked with verify.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <random>
#include <string>

#include "engines/milp/cbc_solver.hpp"
#include "engines/sat/cnf.hpp"
#include "engines/sat/solver.hpp"
#include "gridlogic/puzzle.hpp"
#include "puzzles/lightsout/press_system.hpp"

namespace {

using namespace gridlogic;

constexpr double kLimitSeconds = 20;

lightsout::PressSystem all_on_grid(int n) {
  lightsout::PressSystem s;
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
  const lightsout::PressSystem s = all_on_grid(static_cast<int>(state.range(0)));
  int timeouts = 0;
  int64_t value = 0;
  for (auto _ : state) {
    const lightsout::PressResult r = solve_press_system(s, lightsout::PressObjective::kMinPresses,
                                                        Context::with_time_limit(kLimitSeconds));
    timeouts += r.proved_optimal ? 0 : 1;
    value = r.total;
  }
  state.counters["timeout"] = timeouts;
  state.counters["value"] = static_cast<double>(value);
}
BENCHMARK(BM_MilpLightsOutMinPresses)
    ->Arg(5)
    ->Arg(10)
    ->Arg(15)
    ->Arg(20)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

void BM_MilpLightsOutFeasible(benchmark::State& state) {
  const lightsout::PressSystem s = all_on_grid(static_cast<int>(state.range(0)));
  int timeouts = 0;
  for (auto _ : state) {
    const lightsout::PressResult r = solve_press_system(s, lightsout::PressObjective::kFeasibility,
                                                        Context::with_time_limit(kLimitSeconds));
    timeouts += r.presses.empty() ? 1 : 0;
  }
  state.counters["timeout"] = timeouts;
}
BENCHMARK(BM_MilpLightsOutFeasible)
    ->Arg(10)
    ->Arg(20)
    ->Arg(40)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

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
  const auto enc =
      state.range(1) == 0 ? sat::CardEncoding::kSequentialCounter : sat::CardEncoding::kTotalizer;
  const sat::Cnf cnf = balanced_matrix(n, enc);
  std::vector<int> projection;
  for (int v = 1; v <= n * n; ++v) projection.push_back(v);
  uint64_t count = 0;
  int timeouts = 0;
  for (auto _ : state) {
    const sat::CountResult r =
        sat::count_models(cnf, projection, 1000, Context::with_time_limit(kLimitSeconds));
    count = r.count;
    timeouts += r.status == sat::SatStatus::kTimeout ? 1 : 0;
  }
  state.counters["value"] = static_cast<double>(count);
  state.counters["timeout"] = timeouts;
  state.counters["clauses"] = static_cast<double>(cnf.num_clauses());
  state.counters["vars"] = cnf.num_vars();
}
BENCHMARK(BM_SatBalancedCount)
    ->Args({10, 0})
    ->Args({10, 1})
    ->Args({20, 0})
    ->Args({20, 1})
    ->Unit(benchmark::kMillisecond);

// n queens with each at-most-one encoding (one solve).
void BM_SatQueens(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const auto enc =
      state.range(1) == 0 ? sat::AmoEncoding::kPairwise : sat::AmoEncoding::kSequential;
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
BENCHMARK(BM_SatQueens)
    ->Args({50, 0})
    ->Args({50, 1})
    ->Args({200, 0})
    ->Args({200, 1})
    ->Unit(benchmark::kMillisecond);

// ---- side by side -------------------------------------------------------------------------------

struct Family {
  std::string name;
  std::string size;
  std::vector<std::unique_ptr<Puzzle>> puzzles;
  bool minimize = false;
};

std::unique_ptr<Puzzle> binox_puzzle(int side, std::mt19937_64& rng) {
  const PuzzleKind* kind = find_kind("binox");
  for (;;) {
    std::vector<std::string> grid(static_cast<size_t>(side),
                                  std::string(static_cast<size_t>(side), '.'));
    for (int g = 0; g < 3; ++g)
      grid[rng() % grid.size()][rng() % grid.size()] = rng() % 2 ? 'X' : 'O';
    try {
      const auto p = kind->from_json(Json{{"type", "binox"}, {"grid", grid}});
      const SolveResult r = p->solve(Context::with_time_limit(30), SolveOptions{});
      if (r.status != Status::kSolved) continue;
      auto full = r.solution.json().get<std::vector<std::string>>();
      for (auto& row : full) {
        for (char& ch : row) {
          if (rng() % 2) ch = '.';
        }
      }
      return kind->from_json(Json{{"type", "binox"}, {"grid", full}});
    } catch (const InputError&) {
    }
  }
}

std::unique_ptr<Puzzle> dominosa_puzzle(int max, std::mt19937_64& rng) {
  const int rows = max + 1;
  const int cols = max + 2;
  std::vector<std::pair<int, int>> set;
  for (int u = 0; u <= max; ++u) {
    for (int v = u; v <= max; ++v) set.push_back(rng() % 2 ? std::pair{u, v} : std::pair{v, u});
  }
  std::shuffle(set.begin(), set.end(), rng);
  // A random tiling: scan cells, pair each free cell right or down (retry on dead ends).
  for (;;) {
    std::vector<int> values(static_cast<size_t>(rows * cols), -1);
    size_t next = 0;
    bool ok = true;
    for (int a = 0; a < rows * cols && ok; ++a) {
      if (values[static_cast<size_t>(a)] >= 0) continue;
      std::vector<int> partners;
      if (a % cols + 1 < cols && values[static_cast<size_t>(a + 1)] < 0) partners.push_back(a + 1);
      if (a / cols + 1 < rows) partners.push_back(a + cols);
      if (partners.empty()) {
        ok = false;
        break;
      }
      const int b = partners[rng() % partners.size()];
      values[static_cast<size_t>(a)] = set[next].first;
      values[static_cast<size_t>(b)] = set[next].second;
      ++next;
    }
    if (!ok) continue;
    std::vector<std::vector<int>> grid(static_cast<size_t>(rows));
    for (int a = 0; a < rows * cols; ++a)
      grid[static_cast<size_t>(a / cols)].push_back(values[static_cast<size_t>(a)]);
    return find_kind("dominosa")->from_json(Json{{"type", "dominosa"}, {"grid", grid}});
  }
}

std::unique_ptr<Puzzle> lightsout_puzzle(int n, std::mt19937_64& rng) {
  std::vector<std::string> grid;
  for (int r = 0; r < n; ++r) {
    std::string row;
    for (int c = 0; c < n; ++c) row += static_cast<char>('0' + rng() % 2);
    grid.push_back(row);
  }
  return find_kind("lightsout")
      ->from_json(Json{{"type", "lightsout"}, {"levels", 2}, {"grid", grid}});
}

std::vector<std::string> corpus_lines(const std::string& path, size_t count, size_t stride) {
  std::ifstream in(path);
  std::vector<std::string> out;
  std::string line;
  for (size_t i = 0; out.size() < count && std::getline(in, line); ++i) {
    if (i % stride == 0 && !line.empty()) out.push_back(line);
  }
  return out;
}

std::vector<Family> families(int instances) {
  std::mt19937_64 rng(2026);
  std::vector<Family> out;
  for (int side : {6, 10, 14, 20, 40}) {
    Family f{"binox", std::to_string(side) + "x" + std::to_string(side), {}, false};
    for (int i = 0; i < instances; ++i) f.puzzles.push_back(binox_puzzle(side, rng));
    out.push_back(std::move(f));
  }
  for (int max : {6, 10, 15, 20}) {
    Family f{"dominosa", "M=" + std::to_string(max), {}, false};
    for (int i = 0; i < instances; ++i) f.puzzles.push_back(dominosa_puzzle(max, rng));
    out.push_back(std::move(f));
  }
  for (int n : {5, 10, 15, 20}) {
    Family f{"lightsout-min", std::to_string(n) + "x" + std::to_string(n), {}, true};
    for (int i = 0; i < instances; ++i) f.puzzles.push_back(lightsout_puzzle(n, rng));
    out.push_back(std::move(f));
  }
  const std::string corpora = GRIDLOGIC_CORPORA;
  const PuzzleKind* killer = find_kind("killer");
  Family kd{"killer", "9x9 krazydad", {}, false};
  for (const std::string& line : corpus_lines(corpora + "/killer/krazydad_intermediate.jsonl",
                                              static_cast<size_t>(instances), 997)) {
    kd.puzzles.push_back(killer->from_json(Json::parse(line)));
  }
  if (!kd.puzzles.empty()) out.push_back(std::move(kd));
  Family hard{"killer", "9x9 iss hard", {}, false};
  for (const std::string& line : corpus_lines(corpora + "/killer/iss_hard_killers.jsonl",
                                              static_cast<size_t>(instances), 7)) {
    hard.puzzles.push_back(killer->from_json(Json::parse(line)));
  }
  if (!hard.puzzles.empty()) out.push_back(std::move(hard));
  Family sudoku{"sudoku", "9x9 top1465", {}, false};
  for (const std::string& line : corpus_lines(corpora + "/sudoku/magictour_top1465.txt",
                                              static_cast<size_t>(instances), 101)) {
    sudoku.puzzles.push_back(killer->from_text(line, {}));  // one puzzle a line
  }
  if (!sudoku.puzzles.empty()) out.push_back(std::move(sudoku));
  return out;
}

int side_by_side(int instances, double timeout, const std::string& only) {
  struct Choice {
    Engine engine;
    ModelVariant model;
    const char* name;
  };
  const Choice choices[] = {{Engine::kNative, ModelVariant::kImproved, "native"},
                            {Engine::kMilp, ModelVariant::kLiteral, "milp literal"},
                            {Engine::kMilp, ModelVariant::kImproved, "milp improved"},
                            {Engine::kSat, ModelVariant::kLiteral, "sat literal"},
                            {Engine::kSat, ModelVariant::kImproved, "sat improved"}};
  std::printf("| family | size | engine | median ms | worst ms | timeouts | wrong |\n");
  std::printf("|---|---|---|---:|---:|---:|---:|\n");
  for (const Family& f : families(instances)) {
    if (!only.empty() && f.name != only) continue;
    for (const Choice& c : choices) {
      if (f.minimize && c.engine == Engine::kSat) continue;  // no minimisation on SAT
      std::vector<double> ms;
      int timeouts = 0;
      int wrong = 0;
      for (const auto& p : f.puzzles) {
        SolveOptions options;
        options.engine = c.engine;
        options.model = c.model;
        if (f.minimize) options.flags.insert("min");
        const auto start = std::chrono::steady_clock::now();
        const SolveResult r = p->solve(Context::with_time_limit(timeout), options);
        ms.push_back(
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                .count());
        const bool unproved =
            f.minimize && r.extra.contains("min_proved") && !r.extra["min_proved"].get<bool>();
        if (r.status == Status::kTimeout || unproved) ++timeouts;
        if (r.status == Status::kSolved && !p->verify(r.solution.json()).valid) ++wrong;
      }
      std::sort(ms.begin(), ms.end());
      std::printf("| %s | %s | %s | %.1f | %.1f | %d/%zu | %d |\n", f.name.c_str(), f.size.c_str(),
                  c.name, ms[ms.size() / 2], ms.back(), timeouts, ms.size(), wrong);
      std::fflush(stdout);
    }
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  bool table = false;
  int instances = 3;
  double timeout = 10;
  std::string only;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--only") == 0 && i + 1 < argc) only = argv[++i];
    if (std::strcmp(argv[i], "--side-by-side") == 0) table = true;
    if (std::strcmp(argv[i], "--instances") == 0 && i + 1 < argc)
      instances = std::max(1, std::atoi(argv[++i]));
    if (std::strcmp(argv[i], "--timeout") == 0 && i + 1 < argc) timeout = std::atof(argv[++i]);
  }
  if (table) return side_by_side(instances, timeout, only);
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
