// Least presses for an all-on n×n Lights Out board by the branch and bound alone, left to run to
// its end: a check of the fibre search's answers (OEIS A075464) by the other exact technique.
// The coset comes from the tests' own Gauss–Jordan elimination, the answer is checked by pressing
// it on an all-off board, and no symmetry of the square is used.
//
//   build/bench/bench_min_weight_branch_and_bound 61 65
//
// Prints one line per board: n, kernel dimension d, the minimum, whether it was proved, the
// presses' check, and the CPU seconds of the search.
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <vector>

#include "../tests/min_weight/lights_out_fixture.hpp"
#include "engines/algebra/min_weight_gf2.hpp"

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s N [N ...]  (board sides, 1 to 200)\n", argv[0]);
    return 2;
  }
  for (int a = 1; a < argc; ++a) {
    char* end = nullptr;
    const long n = std::strtol(argv[a], &end, 10);
    if (*end != '\0' || n < 1 || n > 200) {
      std::fprintf(stderr, "argument %d: \"%s\" is not a board side from 1 to 200\n", a, argv[a]);
      return 2;
    }
    const int side = static_cast<int>(n);
    const std::vector<uint32_t> ones(static_cast<size_t>(side * side), 1);
    const gridlogic::test::Gf2Coset coset = gridlogic::test::lights_out_coset(side, side, ones);
    gridlogic::algebra::detail::Gf2MinWeightOptions branch_alone;
    branch_alone.max_transform_dim = 0;
    branch_alone.fibres = false;
    gridlogic::algebra::MinWeightResult result;
    const std::clock_t start = std::clock();
    if (!gridlogic::algebra::detail::min_weight_gf2(coset.x0, coset.kernel, {},
                                                    gridlogic::Context{}, branch_alone, result)) {
      std::fprintf(stderr, "n=%d: the kernel has more than 64 dimensions\n", side);
      return 1;
    }
    const double seconds = static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
    const bool lights_all_on =
        gridlogic::test::lights_from_presses(side, side, result.x, 2) == ones;
    std::printf("n=%d d=%zu min=%llu proved=%s presses_light_every_cell=%s cpu_s=%.1f\n", side,
                coset.kernel.size(), static_cast<unsigned long long>(result.weight),
                result.proved ? "yes" : "no", lights_all_on ? "yes" : "no", seconds);
    std::fflush(stdout);
    if (!result.proved || !lights_all_on) return 1;
  }
  return 0;
}
