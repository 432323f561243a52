// Dominosa benchmarks: solving and counting unique boards, generating.
//
// Boards: tests/data/dominosa/unique_hard.jsonl (generated with --difficulty hard: they need the
// failed-edge look-ahead) and unique_any.jsonl (--difficulty any: only repaired by the counter
// until unique). Basic boards (propagation alone solves them) are made
// here from fixed seeds. Every solution is checked once by verify before timing starts.
//
// Each iteration handles one board, cycling through the set; besides Google Benchmark's mean,
// the counters give the per-board median and maximum in milliseconds.
//
//   build/bench/bench_dominosa_bench --benchmark_counters_tabular=true
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "gridlogic/puzzle.hpp"
#include "puzzles/dominosa/kind.hpp"

namespace {

using gridlogic::Context;
using gridlogic::Json;
using Clock = std::chrono::steady_clock;

const gridlogic::PuzzleKind& kind() {
  return gridlogic::dominosa::kind();
}

// A board with a planted solution and (for larger M) many others: a regular tiling scrambled by
// 2x2 flips, the set dealt at random. Solving it needs search, unlike the unique boards above.
std::unique_ptr<gridlogic::Puzzle> planted(int max, uint64_t seed) {
  std::mt19937_64 rng(seed);
  const int rows = max + 1;
  const int cols = max + 2;  // (max+1)(max+2): one of the two is even
  std::vector<int> partner(static_cast<size_t>(rows * cols));
  for (int i = 0; i < rows * cols; ++i) {
    partner[i] =
        cols % 2 == 0 ? (i % 2 == 0 ? i + 1 : i - 1) : ((i / cols) % 2 == 0 ? i + cols : i - cols);
  }
  for (int s = 0; s < 40 * rows * cols; ++s) {
    const int i =
        static_cast<int>(rng() % (rows - 1)) * cols + static_cast<int>(rng() % (cols - 1));
    const int j = i + 1, k = i + cols, l = k + 1;
    if (partner[i] == j && partner[k] == l) {
      partner[i] = k, partner[k] = i, partner[j] = l, partner[l] = j;
    } else if (partner[i] == k && partner[j] == l) {
      partner[i] = j, partner[j] = i, partner[k] = l, partner[l] = k;
    }
  }
  std::vector<std::pair<int, int>> set;
  for (int a = 0; a <= max; ++a) {
    for (int b = a; b <= max; ++b) set.emplace_back(a, b);
  }
  std::shuffle(set.begin(), set.end(), rng);
  std::vector<int> values(partner.size());
  size_t next = 0;
  for (int i = 0; i < rows * cols; ++i) {
    if (partner[i] < i) continue;
    auto [a, b] = set[next++];
    if (rng() & 1) std::swap(a, b);
    values[i] = a;
    values[partner[i]] = b;
  }
  Json grid = Json::array();
  for (int r = 0; r < rows; ++r) {
    grid.push_back(
        Json(std::vector<int>(values.begin() + r * cols, values.begin() + (r + 1) * cols)));
  }
  return kind().from_json(Json{{"grid", grid}});
}

// Boards of one data file with the given max, parsed and verified once.
const std::vector<std::unique_ptr<gridlogic::Puzzle>>& boards(const std::string& file, int max) {
  static std::map<std::pair<std::string, int>, std::vector<std::unique_ptr<gridlogic::Puzzle>>>
      cache;
  auto& out = cache[{file, max}];
  if (!out.empty()) return out;
  if (file == "planted") {
    for (uint64_t seed = 0; seed < 10; ++seed) out.push_back(planted(max, 9000 + seed));
    return out;
  }
  if (file == "basic") {
    for (uint64_t seed = 0; seed < 10; ++seed) {
      Context ctx;
      ctx.seed = 5000 + seed;
      gridlogic::GenerateParams params;
      params.values["max"] = std::to_string(max);
      out.push_back(kind().generate(ctx, params).puzzle);
    }
    return out;
  }
  std::ifstream in(std::string(GRIDLOGIC_TEST_DATA) + "/dominosa/" + file + ".jsonl");
  std::string line;
  while (std::getline(in, line)) {
    Json j = Json::parse(line);
    if (j["max"] != max) continue;
    auto puzzle = kind().from_json(j);
    if (!puzzle->verify(j["solution"]).valid) continue;  // never time a board with a bad answer
    out.push_back(std::move(puzzle));
  }
  return out;
}

double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

// Runs `body(puzzle)` once per iteration over the boards, recording per-board times.
template <typename Body>
void run_over_boards(benchmark::State& state, const std::string& file, Body body) {
  const int max = static_cast<int>(state.range(0));
  const auto& set = boards(file, max);
  if (set.empty()) {
    state.SkipWithError(("no boards for M=" + std::to_string(max) + " in " + file).c_str());
    return;
  }
  std::vector<double> ms;
  size_t i = 0;
  for (auto _ : state) {
    const auto start = Clock::now();
    body(*set[i++ % set.size()]);
    ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
  }
  state.counters["median_ms"] = median(ms);
  state.counters["max_ms"] = *std::max_element(ms.begin(), ms.end());
  state.counters["boards"] = static_cast<double>(set.size());
}

void solve_one(benchmark::State& state, const gridlogic::Puzzle& p) {
  auto r = p.solve(Context(), {});
  if (r.status != gridlogic::Status::kSolved) state.SkipWithError("not solved");
  benchmark::DoNotOptimize(r);
}

void count_two(benchmark::State& state, const gridlogic::Puzzle& p) {
  auto r = p.count(Context(), {}, 2);
  if (r.num_solutions.to_u64() != 1 || !r.complete) state.SkipWithError("not unique");
  benchmark::DoNotOptimize(r);
}

void BM_SolveHard(benchmark::State& state) {
  run_over_boards(state, "unique_hard", [&](const auto& p) { solve_one(state, p); });
}
void BM_CountTo2Hard(benchmark::State& state) {
  run_over_boards(state, "unique_hard", [&](const auto& p) { count_two(state, p); });
}
void BM_SolveAny(benchmark::State& state) {
  run_over_boards(state, "unique_any", [&](const auto& p) { solve_one(state, p); });
}
void BM_CountTo2Any(benchmark::State& state) {
  run_over_boards(state, "unique_any", [&](const auto& p) { count_two(state, p); });
}
void BM_SolvePlanted(benchmark::State& state) {
  run_over_boards(state, "planted", [&](const auto& p) { solve_one(state, p); });
}
void BM_CountTo2Planted(benchmark::State& state) {
  run_over_boards(state, "planted", [&](const auto& p) {
    auto r = p.count(Context(), {}, 2);
    if (r.status != gridlogic::Status::kSolved) state.SkipWithError("count failed");
    benchmark::DoNotOptimize(r);
  });
}
void BM_SolveBasic(benchmark::State& state) {
  run_over_boards(state, "basic", [&](const auto& p) { solve_one(state, p); });
}

void generate_bench(benchmark::State& state, const std::string& difficulty) {
  std::vector<double> ms;
  uint64_t seed = 0;
  for (auto _ : state) {
    Context ctx;
    ctx.seed = seed++;
    gridlogic::GenerateParams params;
    params.values["max"] = std::to_string(state.range(0));
    params.values["difficulty"] = difficulty;
    const auto start = Clock::now();
    auto g = kind().generate(ctx, params);
    ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
    benchmark::DoNotOptimize(g);
  }
  state.counters["median_ms"] = median(ms);
  state.counters["max_ms"] = *std::max_element(ms.begin(), ms.end());
}
void BM_GenerateBasic(benchmark::State& state) {
  generate_bench(state, "basic");
}
void BM_GenerateHard(benchmark::State& state) {
  generate_bench(state, "hard");
}
void BM_GenerateAny(benchmark::State& state) {
  generate_bench(state, "any");
}

}  // namespace

BENCHMARK(BM_SolveHard)->Arg(9)->Arg(15)->Arg(20)->Arg(30)->Arg(50)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_CountTo2Hard)
    ->Arg(9)
    ->Arg(15)
    ->Arg(20)
    ->Arg(30)
    ->Arg(50)
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SolveAny)->Arg(9)->Arg(15)->Arg(20)->Arg(30)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_CountTo2Any)->Arg(9)->Arg(15)->Arg(20)->Arg(30)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SolvePlanted)->Arg(15)->Arg(30)->Arg(40)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_CountTo2Planted)->Arg(15)->Arg(30)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SolveBasic)->Arg(9)->Arg(30)->Arg(50)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_GenerateBasic)->Arg(9)->Arg(30)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_GenerateHard)->Arg(9)->Arg(30)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_GenerateAny)->Arg(9)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
