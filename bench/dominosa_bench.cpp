// Dominosa benchmarks: solving and counting unique boards, generating.
//
// Boards: tests/data/dominosa/unique_hard.jsonl (generated with --difficulty hard: they need the
// failed-edge look-ahead) and unique_search.jsonl (--difficulty search: only repaired until
// unique, so they often need branching). Basic boards (propagation alone solves them) are made
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

// Boards of one data file with the given max, parsed and verified once.
const std::vector<std::unique_ptr<gridlogic::Puzzle>>& boards(const std::string& file, int max) {
  static std::map<std::pair<std::string, int>, std::vector<std::unique_ptr<gridlogic::Puzzle>>>
      cache;
  auto& out = cache[{file, max}];
  if (!out.empty()) return out;
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
void BM_SolveSearch(benchmark::State& state) {
  run_over_boards(state, "unique_search", [&](const auto& p) { solve_one(state, p); });
}
void BM_CountTo2Search(benchmark::State& state) {
  run_over_boards(state, "unique_search", [&](const auto& p) { count_two(state, p); });
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
void BM_GenerateSearch(benchmark::State& state) {
  generate_bench(state, "search");
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
BENCHMARK(BM_SolveSearch)->Arg(9)->Arg(15)->Arg(20)->Arg(30)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_CountTo2Search)->Arg(9)->Arg(15)->Arg(20)->Arg(30)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SolveBasic)->Arg(9)->Arg(30)->Arg(50)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_GenerateBasic)->Arg(9)->Arg(30)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_GenerateHard)->Arg(9)->Arg(30)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_GenerateSearch)->Arg(9)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
