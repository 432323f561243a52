// Least presses for the all-on n×n Lights Out boards (OEIS A075464), proved by
// min_weight_in_coset. Each run solves one board from its coset (x0 and kernel basis, built
// outside the timing); counters: kernel dimension d, the minimum, and whether it was proved.
//
//   build/bench/bench_min_weight_bench --benchmark_repetitions=3
//       --benchmark_report_aggregates_only=true --benchmark_filter='AllOn/(20|30|39|40|47|50|54)/'
#include <benchmark/benchmark.h>

#include <vector>

#include "../tests/min_weight/lights_out_fixture.hpp"
#include "engines/algebra/min_weight.hpp"

namespace {

void all_on(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const std::vector<uint32_t> ones(static_cast<size_t>(n * n), 1);
  const gridlogic::test::Gf2Coset coset = gridlogic::test::lights_out_coset(n, n, ones);
  gridlogic::algebra::MinWeightResult result;
  for (auto _ : state) {
    result = gridlogic::algebra::min_weight_in_coset(coset.x0, coset.kernel, 2, gridlogic::Context{});
    benchmark::DoNotOptimize(result.weight);
  }
  state.counters["d"] = static_cast<double>(coset.kernel.size());
  state.counters["min_presses"] = static_cast<double>(result.weight);
  state.counters["proved"] = result.proved ? 1 : 0;
}

}  // namespace

BENCHMARK(all_on)->Name("AllOn")->DenseRange(1, 54)->Iterations(1)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
