// classic_solver.hpp's functions: each call goes to the widest compilation of the core that
// this CPU runs (classic_units.hpp). GRIDLOGIC_CLASSIC_AVX2 / _AVX512 say which compilations
// the build has (CMakeLists.txt).
#include <array>
#include <cstddef>

#include "puzzles/killer/classic_units.hpp"

namespace gridlogic::killer {
namespace {

using platform::VectorUnit;

constexpr std::array kBuilt = {
    ClassicCompilation{VectorUnit::kBaseline, classic_unit::baseline::count_classic9,
                       classic_unit::baseline::count_classic9_line},
#if defined(GRIDLOGIC_CLASSIC_AVX2)
    ClassicCompilation{VectorUnit::kAvx2, classic_unit::avx2::count_classic9,
                       classic_unit::avx2::count_classic9_line},
#endif
#if defined(GRIDLOGIC_CLASSIC_AVX512)
    ClassicCompilation{VectorUnit::kAvx512, classic_unit::avx512::count_classic9,
                       classic_unit::avx512::count_classic9_line},
#endif
};

}  // namespace

std::span<const ClassicCompilation> classic_compilations() {
  static const std::size_t runnable = [] {
    std::size_t n = 0;
    while (n < kBuilt.size() && kBuilt[n].unit <= platform::widest_vector_unit()) ++n;
    return n;
  }();
  return {kBuilt.data(), runnable};
}

const ClassicCompilation& classic_compilation() {
  static const ClassicCompilation* const chosen = [] {
    const std::span<const ClassicCompilation> all = classic_compilations();
    std::size_t i = all.size() - 1;
    while (i > 0 && all[i].unit > platform::vector_unit()) --i;
    return &all[i];
  }();
  return *chosen;
}

CountOutcome count_classic9(const Board& board, const Context& ctx, uint64_t limit) {
  return classic_compilation().count(board, ctx, limit);
}

CountOutcome count_classic9_line(const char* line, const Context& ctx, uint64_t limit,
                                 char* solution) {
  return classic_compilation().count_line(line, ctx, limit, solution);
}

}  // namespace gridlogic::killer
