// Binox benchmarks: solving and proving unique generated puzzles (14 x 14, 30 x 30, 100 x 100),
// generating them, and solving 1000 x 1000 boards revealed from a random valid grid.
//
// Every puzzle set is made once (fixed seeds) before timing; each iteration takes the next
// puzzle in turn, and every solution is checked with verify() (a wrong answer aborts the run).
// Run with --benchmark_repetitions=5 --benchmark_report_aggregates_only=true for medians.
#include <benchmark/benchmark.h>

#include <map>
#include <random>
#include <stdexcept>

#include "puzzles/binox/board.hpp"
#include "puzzles/binox/generator.hpp"
#include "puzzles/binox/solver.hpp"

namespace gridlogic::binox {
namespace {

struct PuzzleSet {
  std::vector<Board> puzzles;
};

/// `count` unique puzzles of side n, seeds 1..count (cached per size).
const PuzzleSet& unique_puzzles(int n, int count) {
  static std::map<int, PuzzleSet> cache;
  auto it = cache.find(n);
  if (it != cache.end()) return it->second;
  PuzzleSet set;
  for (int seed = 1; seed <= count; ++seed) {
    Context ctx;
    ctx.seed = static_cast<uint64_t>(seed);
    GeneratedBoard g = generate_unique(n, n, ctx);
    if (g.status != Status::kSolved) throw std::runtime_error("generation failed");
    set.puzzles.push_back(std::move(g.puzzle));
  }
  return cache.emplace(n, std::move(set)).first->second;
}

void check(const Board& puzzle, const SearchResult& r) {
  if (r.status != Status::kSolved || !verify(puzzle, solution_to_json(*r.first)).valid) {
    throw std::runtime_error("wrong or missing solution");
  }
}

void BM_SolveUnique(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const PuzzleSet& set = unique_puzzles(n, static_cast<int>(state.range(1)));
  size_t next = 0;
  for (auto _ : state) {
    const Board& p = set.puzzles[next++ % set.puzzles.size()];
    SearchResult r = search(p, Context{}, SearchOptions{});
    benchmark::DoNotOptimize(r.count);
    state.PauseTiming();
    check(p, r);
    state.ResumeTiming();
  }
  state.counters["givens"] = static_cast<double>(set.puzzles[0].num_givens());
}

void BM_ProveUnique(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const PuzzleSet& set = unique_puzzles(n, static_cast<int>(state.range(1)));
  size_t next = 0;
  SearchOptions two;
  two.limit = 2;
  for (auto _ : state) {
    const Board& p = set.puzzles[next++ % set.puzzles.size()];
    SearchResult r = search(p, Context{}, two);
    if (r.count != 1 || !r.complete) throw std::runtime_error("not unique");
    benchmark::DoNotOptimize(r.count);
  }
}

void BM_Generate(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  uint64_t seed = 1000;
  double givens = 0;
  int made = 0;
  for (auto _ : state) {
    Context ctx;
    ctx.seed = seed++;
    GeneratedBoard g = generate_unique(n, n, ctx);
    benchmark::DoNotOptimize(g.puzzle.cells.data());
    if (g.status != Status::kSolved) throw std::runtime_error("generation failed");
    givens += static_cast<double>(g.puzzle.num_givens()) / (static_cast<double>(n) * n);
    ++made;
  }
  state.counters["givens_share"] = made > 0 ? givens / made : 0;  // mean share of cells given
}

/// rows range(0) x cols range(1) revealed at range(2) percent from a random valid grid.
void BM_SolveRevealed(benchmark::State& state) {
  const int rows = static_cast<int>(state.range(0));
  const int cols = static_cast<int>(state.range(1));
  const int percent = static_cast<int>(state.range(2));
  std::vector<Board> boards;
  std::mt19937_64 rng(2026);
  for (int k = 0; k < 3; ++k) {
    RandomGrid g = random_grid(rows, cols, rng(), Context{});
    if (g.status != Status::kSolved) throw std::runtime_error("no grid");
    Board p = g.grid;
    for (auto& cell : p.cells) {
      if (static_cast<int>(rng() % 100) >= percent) cell = Cell::kEmpty;
    }
    boards.push_back(std::move(p));
  }
  size_t next = 0;
  for (auto _ : state) {
    const Board& p = boards[next++ % boards.size()];
    SearchResult r = search(p, Context::with_time_limit(120), SearchOptions{});
    state.PauseTiming();
    check(p, r);
    state.ResumeTiming();
  }
}

/// Every grid of an empty side x side board (`count --limit 0`), counted by rows
/// (empty_count.hpp); `grids` is the count (6 x 6: 4140, 8 x 8: 4111116).
void BM_CountEmpty(benchmark::State& state) {
  const int side = static_cast<int>(state.range(0));
  SearchOptions all;
  all.limit = 0;
  uint64_t grids = 0;
  for (auto _ : state) {
    SearchResult r = search(Board(side, side), Context{}, all);
    if (!r.complete) throw std::runtime_error("count did not finish");
    grids = r.count;
  }
  state.counters["grids"] = static_cast<double>(grids);
}

BENCHMARK(BM_SolveUnique)
    ->Args({14, 20})
    ->Args({30, 10})
    ->Args({100, 2})
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ProveUnique)
    ->Args({14, 20})
    ->Args({30, 10})
    ->Args({100, 2})
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Generate)->Arg(14)->Arg(30)->Unit(benchmark::kMillisecond)->Iterations(5);
BENCHMARK(BM_Generate)->Arg(100)->Unit(benchmark::kMillisecond)->Iterations(2);
BENCHMARK(BM_CountEmpty)->Arg(6)->Arg(8)->Unit(benchmark::kMillisecond);
// 1000 x 1000 at every share: construction (0 %), local repair (10-90 %), propagation (99 %).
BENCHMARK(BM_SolveRevealed)
    ->Args({1000, 1000, 0})
    ->Args({1000, 1000, 10})
    ->Args({1000, 1000, 30})
    ->Args({1000, 1000, 50})
    ->Args({1000, 1000, 80})
    ->Args({1000, 1000, 90})
    ->Args({1000, 1000, 95})
    ->Args({1000, 1000, 98})
    ->Args({1000, 1000, 99})
    ->Args({1000, 400, 95})
    ->Args({400, 1000, 90})
    ->Args({400, 400, 30})
    ->Args({1000, 400, 50})
    // The large boards the binox tests leave to this bench (tests/binox/solver_test.cpp).
    ->Args({400, 400, 80})
    ->Args({400, 400, 98})
    ->Args({300, 300, 30})
    ->Args({200, 400, 10})
    ->Args({100, 100, 30})
    ->Args({100, 100, 60})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3);

}  // namespace
}  // namespace gridlogic::binox

BENCHMARK_MAIN();
