// Killer and classic sudoku solver benchmarks over the shared corpora.
//
//   build/bench/bench_killer_bench --benchmark_filter=classic   # puzzles/s, counting to 2
//   build/bench/bench_killer_bench --benchmark_filter=killer_puzzles  # median / worst per puzzle
//   GRIDLOGIC_BENCH_EACH=1 build/bench/bench_killer_bench --benchmark_filter=iss_hard
//                                                     # and each puzzle's time and nodes
//   build/bench/bench_killer_bench --benchmark_filter=generate  # unique killers, default cages
//   build/bench/bench_killer_bench --benchmark_filter=machine   # this VM's speed today
//
// Every answer is checked (classic: the expected count, 1 or 2; killer: unique and equal to
// the corpus solution); a wrong answer stops the benchmark with an error. Killer times are wall
// times per puzzle (best of the iterations), counting to 2 (solved and proved unique), with a
// per-puzzle limit; timeouts are counted. Corpora are read from $GRIDLOGIC_CORPORA or the
// compiled-in path.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "puzzles/killer/board.hpp"
#include "puzzles/killer/classic_solver.hpp"
#include "puzzles/killer/generator.hpp"
#include "puzzles/killer/solver.hpp"

namespace {

using namespace gridlogic;
using namespace gridlogic::killer;

std::string corpora() {
  const char* env = std::getenv("GRIDLOGIC_CORPORA");
  return env != nullptr ? env : GRIDLOGIC_CORPORA;
}

const std::vector<std::string>& lines_of(const std::string& name) {
  static std::map<std::string, std::vector<std::string>> cache;
  auto it = cache.find(name);
  if (it != cache.end()) return it->second;
  std::vector<std::string> lines;
  std::ifstream in(corpora() + "/" + name);
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty()) lines.push_back(line);
  }
  return cache[name] = std::move(lines);
}

void classic(benchmark::State& state, const char* name, uint64_t expected) {
  const auto& lines = lines_of(name);
  if (lines.empty()) {
    state.SkipWithError("corpus not found");
    return;
  }
  Context ctx;
  uint64_t nodes = 0;
  for (auto _ : state) {
    for (const std::string& line : lines) {
      CountOutcome out = count_classic9_line(line.c_str(), ctx, 2, nullptr);
      if (out.count != expected) {
        state.SkipWithError(("wrong count on " + line).c_str());
        return;
      }
      nodes += out.nodes;
    }
  }
  double puzzles = static_cast<double>(lines.size()) * static_cast<double>(state.iterations());
  state.counters["puzzles_per_s"] = benchmark::Counter(puzzles, benchmark::Counter::kIsRate);
  state.counters["us_per_puzzle"] =
      benchmark::Counter(puzzles * 1e-6, benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
  state.counters["nodes_per_puzzle"] = static_cast<double>(nodes) / puzzles;
}

// This thread's CPU time in microseconds: the machine is shared, so wall time overstates.
double cpu_us() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e6 + static_cast<double>(t.tv_nsec) * 1e-3;
}

// Per-puzzle time limit of the killer benchmarks, seconds ($GRIDLOGIC_BENCH_LIMIT, default 10).
double time_limit() {
  const char* env = std::getenv("GRIDLOGIC_BENCH_LIMIT");
  return env != nullptr ? std::atof(env) : 10.0;
}

// Whether to print each puzzle's time and search nodes ($GRIDLOGIC_BENCH_EACH=1), to stderr.
bool each_puzzle() {
  const char* env = std::getenv("GRIDLOGIC_BENCH_EACH");
  return env != nullptr && std::string(env) == "1";
}

void killer_puzzles(benchmark::State& state, const char* name) {
  const auto& lines = lines_of(name);
  if (lines.empty()) {
    state.SkipWithError("corpus not found");
    return;
  }
  std::vector<Board> boards;
  std::vector<Json> solutions;
  for (const std::string& line : lines) {
    Json j = Json::parse(line);
    boards.push_back(parse_json(j));
    solutions.push_back(j["solution"]);
  }
  std::vector<double> times(boards.size(), 1e99);
  std::vector<double> cpu(boards.size(), 1e99);
  std::vector<uint64_t> nodes(boards.size(), 0);
  int timeouts = 0;
  for (auto _ : state) {
    timeouts = 0;
    for (size_t i = 0; i < boards.size(); ++i) {
      Context ctx = Context::with_time_limit(time_limit());
      auto start = std::chrono::steady_clock::now();
      double cpu_start = cpu_us();
      CountOutcome out = count_solutions(boards[i], ctx, 2);
      double us =
          std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start)
              .count();
      cpu[i] = std::min(cpu[i], cpu_us() - cpu_start);
      nodes[i] = out.nodes;
      if (out.status == Status::kTimeout) {
        ++timeouts;
        times[i] = std::min(times[i], us);
        if (out.count > 0 && solution_to_json(boards[i], out.first) != solutions[i]) {
          state.SkipWithError(("wrong answer on line " + std::to_string(i + 1)).c_str());
          return;
        }
        continue;
      }
      if (out.count != 1 || solution_to_json(boards[i], out.first) != solutions[i]) {
        state.SkipWithError(("wrong answer on line " + std::to_string(i + 1)).c_str());
        return;
      }
      times[i] = std::min(times[i], us);
    }
  }
  if (each_puzzle()) {
    for (size_t i = 0; i < boards.size(); ++i) {
      std::fprintf(stderr, "%s line %zu: %.3f s, %llu nodes\n", name, i + 1, times[i] * 1e-6,
                   static_cast<unsigned long long>(nodes[i]));
    }
  }
  std::vector<double> sorted = times;
  std::sort(sorted.begin(), sorted.end());
  state.counters["median_us"] = sorted[sorted.size() / 2];
  state.counters["p90_us"] = sorted[sorted.size() * 9 / 10];
  state.counters["worst_us"] = sorted.back();
  std::vector<double> sorted_cpu = cpu;
  std::sort(sorted_cpu.begin(), sorted_cpu.end());
  state.counters["cpu_median_us"] = sorted_cpu[sorted_cpu.size() / 2];
  state.counters["cpu_worst_us"] = sorted_cpu.back();
  state.counters["worst_line"] =
      static_cast<double>(std::max_element(times.begin(), times.end()) - times.begin() + 1);
  state.counters["puzzles"] = static_cast<double>(boards.size());
  state.counters["timeouts"] = timeouts;
  // The hard set's target is every puzzle under one second (issue 5).
  state.counters["over_1s"] = static_cast<double>(
      std::count_if(times.begin(), times.end(), [](double us) { return us >= 1e6; }));
  state.counters["limit_s"] = time_limit();
}

/// Generating unique killers of side range(0) with the default cages (2..5 cells, no givens):
/// seeds 1..8 per iteration; the mean of the cages and the worst puzzle as counters.
void generate_killers(benchmark::State& state) {
  const std::string size = std::to_string(state.range(0));
  double cages = 0;
  double worst_ms = 0;
  int made = 0;
  for (auto _ : state) {
    for (uint64_t seed = 1; seed <= 8; ++seed) {
      Context ctx = Context::with_time_limit(time_limit());
      ctx.seed = seed;
      GenerateParams params;
      params.values = {{"size", size}};
      auto start = std::chrono::steady_clock::now();
      GeneratedBoard g = generate_board(ctx, params);
      double ms =
          std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
              .count();
      if (!g.ok) {
        state.SkipWithError(("no puzzle within the limit, seed " + std::to_string(seed)).c_str());
        return;
      }
      worst_ms = std::max(worst_ms, ms);
      cages += static_cast<double>(g.board.cages.size());
      ++made;
    }
  }
  state.counters["per_puzzle"] = benchmark::Counter(
      static_cast<double>(made), benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
  state.counters["worst_ms"] = worst_ms;
  state.counters["mean_cages"] = made > 0 ? cages / made : 0;
}

// A fixed workload that no gridlogic change touches, timed beside the solvers: the same binaries
// ran 1.4-1.75x slower on some days of this VM than on others (docs/benchmarks/killer.md,
// session 8), so a figure near a target means little without the day's speed. Like the
// propagator it is a chain of dependent loads, shifts and compares through a small table; its
// time per iteration (20 M steps) is the figure.
void machine_reference(benchmark::State& state) {
  std::vector<uint16_t> table(1u << 14);
  uint32_t seed = 2463534242u;
  for (uint16_t& t : table) {
    seed ^= seed << 13;
    seed ^= seed >> 17;
    seed ^= seed << 5;
    t = static_cast<uint16_t>(seed);
  }
  constexpr int kSteps = 20'000'000;
  for (auto _ : state) {
    uint32_t v = 1;
    for (int i = 0; i < kSteps; ++i) {
      uint32_t x = table[(v ^ static_cast<uint32_t>(i)) & 0x3FFF];
      v = (x & (x - 1)) == 0 ? v + 1 : (v << 1 | x >> 15) ^ x;
    }
    benchmark::DoNotOptimize(v);
  }
}

}  // namespace

BENCHMARK(machine_reference)->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly();
BENCHMARK_CAPTURE(classic, 17_clue, "sudoku/17_clue.txt", 1)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(classic, magictour_top1465, "sudoku/magictour_top1465.txt", 1)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(classic, forum_hardest_1905_11plus, "sudoku/forum_hardest_1905_11plus.txt", 1)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);
BENCHMARK_CAPTURE(classic, forum_hardest_1106, "sudoku/forum_hardest_1106.txt", 1)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(classic, serg_benchmark_multisolution, "sudoku/serg_benchmark_multisolution.txt",
                  2)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(killer_puzzles, krazydad_intermediate, "killer/krazydad_intermediate.jsonl")
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3);
BENCHMARK_CAPTURE(killer_puzzles, iss_hard_killers, "killer/iss_hard_killers.jsonl")
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

BENCHMARK(generate_killers)->Arg(9)->Arg(12)->Arg(16)->Unit(benchmark::kMillisecond)->Iterations(1);

BENCHMARK_MAIN();
