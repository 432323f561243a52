// Lights Out benchmarks: GF(2) n x n boards (all-on and random), Z_3 and Z_4, all-on Z_k up to
// 10000 x 10000, graph boards, the GF(2) elimination back ends (ours vs M4RI), and the minimum
// on all-on boards.
//
//   build/bench/bench_lightsout_bench --benchmark_filter=Gf2 --benchmark_repetitions=3
#include <benchmark/benchmark.h>

#include <random>
#include <set>

#include "engines/algebra/linear_system.hpp"
#include "puzzles/lightsout/board.hpp"
#include "puzzles/lightsout/chase.hpp"
#include "puzzles/lightsout/packed_board.hpp"
#include "puzzles/lightsout/packed_solver.hpp"
#include "puzzles/lightsout/solver.hpp"

namespace gl = gridlogic;
namespace lo = gridlogic::lightsout;

namespace {

lo::Board square(int n, uint32_t k, bool random) {
  lo::Board b;
  b.levels = k;
  b.rows = b.cols = n;
  b.holes.assign(static_cast<size_t>(n) * n, 0);
  b.state.assign(static_cast<size_t>(n) * n, 1);
  if (random) {
    std::mt19937_64 rng(static_cast<uint64_t>(n) * 31 + k);
    for (auto& v : b.state) v = static_cast<uint32_t>(rng() % k);
  }
  return b;
}

void run_solve(benchmark::State& st, const lo::Board& b) {
  gl::Context ctx;
  gl::SolveOptions opt;
  for (auto _ : st) {
    gl::SolveResult r = lo::solve(b, ctx, opt);
    benchmark::DoNotOptimize(r);
    if (r.status == gl::Status::kInvalid || r.status == gl::Status::kTimeout)
      st.SkipWithError(r.error.c_str());
  }
}

void BM_Gf2AllOn(benchmark::State& st) {
  run_solve(st, square(static_cast<int>(st.range(0)), 2, false));
}
void BM_Gf2Random(benchmark::State& st) {
  run_solve(st, square(static_cast<int>(st.range(0)), 2, true));
}
// The same boards kept one bit a light, as a puzzle keeps them (packed_solver.hpp).
void run_solve_packed(benchmark::State& st, const lo::Board& b) {
  const gl::algebra::Gf2Matrix lights = lo::pack_lights(b);
  gl::Context ctx;
  for (auto _ : st) {
    gl::SolveResult r = lo::solve_packed(lights, ctx);
    benchmark::DoNotOptimize(r);
    if (r.status == gl::Status::kInvalid || r.status == gl::Status::kTimeout)
      st.SkipWithError(r.error.c_str());
  }
}
void BM_Gf2PackedAllOn(benchmark::State& st) {
  run_solve_packed(st, square(static_cast<int>(st.range(0)), 2, false));
}
void BM_Gf2PackedRandom(benchmark::State& st) {
  run_solve_packed(st, square(static_cast<int>(st.range(0)), 2, true));
}
void BM_Z3Random(benchmark::State& st) {
  run_solve(st, square(static_cast<int>(st.range(0)), 3, true));
}
void BM_Z4Random(benchmark::State& st) {
  run_solve(st, square(static_cast<int>(st.range(0)), 4, true));
}

// All-on boards with more levels: from 64 columns the chase system is one polynomial equation
// (polynomial_chase.hpp), so 10000 x 10000 is in reach for any k.
void BM_ZkAllOn(benchmark::State& st) {
  run_solve(st, square(static_cast<int>(st.range(0)), static_cast<uint32_t>(st.range(1)), false));
}

// The GF(2) board sides, up to the 10000 x 10000 target.
void gf2_sides(benchmark::internal::Benchmark* b) {
  for (int n : {100, 1000, 2000, 4000, 10000}) b->Arg(n);
  b->Unit(benchmark::kMillisecond)->UseRealTime();
}
BENCHMARK(BM_Gf2AllOn)->Apply(gf2_sides);
BENCHMARK(BM_Gf2Random)->Apply(gf2_sides);
BENCHMARK(BM_Gf2PackedAllOn)->Apply(gf2_sides);
BENCHMARK(BM_Gf2PackedRandom)->Apply(gf2_sides);
BENCHMARK(BM_Z3Random)->Arg(100)->Arg(1000)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_Z4Random)->Arg(100)->Arg(1000)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_ZkAllOn)
    ->ArgsProduct({{2000, 4000, 10000}, {3, 4, 6}})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

/// A random graph board: a ring plus random chords, average degree about 4.
lo::Board graph(uint32_t nodes, uint32_t k) {
  lo::Board b;
  b.levels = k;
  b.graph = true;
  std::mt19937_64 rng(nodes * 7 + k);
  std::set<std::pair<uint32_t, uint32_t>> edges;
  for (uint32_t i = 0; i < nodes; ++i)
    edges.insert({std::min(i, (i + 1) % nodes), std::max(i, (i + 1) % nodes)});
  while (edges.size() < 2 * static_cast<size_t>(nodes)) {
    uint32_t x = static_cast<uint32_t>(rng() % nodes), y = static_cast<uint32_t>(rng() % nodes);
    if (x != y) edges.insert({std::min(x, y), std::max(x, y)});
  }
  b.edges.assign(edges.begin(), edges.end());
  b.state.resize(nodes);
  for (auto& v : b.state) v = static_cast<uint32_t>(rng() % k);
  return b;
}

void BM_Graph(benchmark::State& st) {
  run_solve(st, graph(static_cast<uint32_t>(st.range(0)), static_cast<uint32_t>(st.range(1))));
}
BENCHMARK(BM_Graph)->Args({4000, 2})->Args({4000, 3})->Unit(benchmark::kMillisecond)->UseRealTime();

/// n x n with 100 random holes: chasing with holes (about n + 100 unknowns).
void BM_Holes(benchmark::State& st) {
  lo::Board b = square(static_cast<int>(st.range(0)), static_cast<uint32_t>(st.range(1)), true);
  std::mt19937_64 rng(99);
  for (int h = 0; h < 100; ++h) {
    size_t i = rng() % b.size();
    b.holes[i] = 1;
    b.state[i] = 0;
  }
  run_solve(st, b);
}
BENCHMARK(BM_Holes)->Args({1000, 2})->Args({1000, 3})->Unit(benchmark::kMillisecond)->UseRealTime();

/// Elimination only, on the chase matrix of the n x n board: our Gauss-Jordan a column at a
/// time (0), eight at a time (2), and M4RI (1).
void BM_Gf2Eliminate(benchmark::State& st) {
  lo::Board b = square(static_cast<int>(st.range(0)), 2, false);
  gl::algebra::Gf2Matrix m = lo::chase_matrix_gf2(lo::best_view(b));
  const auto backend = st.range(1) == 0   ? gl::algebra::Gf2Backend::kOwn
                       : st.range(1) == 2 ? gl::algebra::Gf2Backend::kBlocks
                                          : gl::algebra::Gf2Backend::kM4ri;
  gl::Context ctx;
  for (auto _ : st) {
    gl::algebra::Gf2Matrix copy = m;
    auto pivots = gl::algebra::gf2_rref(copy, copy.cols(), backend, ctx);
    benchmark::DoNotOptimize(pivots);
  }
  st.SetLabel(st.range(1) == 0 ? "own" : st.range(1) == 2 ? "blocks" : "m4ri");
}
BENCHMARK(BM_Gf2Eliminate)
    ->ArgsProduct({{64, 128, 256, 512, 1000, 2000, 4000}, {0, 2, 1}})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

/// The chase matrix alone (O(R C + C^2)).
void BM_ChaseMatrixGf2(benchmark::State& st) {
  lo::Board b = square(static_cast<int>(st.range(0)), 2, false);
  for (auto _ : st) {
    auto m = lo::chase_matrix_gf2(lo::best_view(b));
    benchmark::DoNotOptimize(m);
  }
}
BENCHMARK(BM_ChaseMatrixGf2)->Arg(1000)->Arg(10000)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_MinAllOn(benchmark::State& st) {
  lo::Board b = square(static_cast<int>(st.range(0)), 2, false);
  gl::Context ctx;
  gl::SolveOptions opt;
  opt.flags.insert("min");
  for (auto _ : st) {
    gl::SolveResult r = lo::solve(b, ctx, opt);
    benchmark::DoNotOptimize(r);
    st.counters["min_presses"] = r.extra.value("min_presses", 0);
    st.counters["proved"] = r.extra.value("min_proved", false) ? 1 : 0;
  }
}
BENCHMARK(BM_MinAllOn)->DenseRange(4, 20, 1)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
