// The classic core's compilations, one per vector unit (internal): classic_solver.cpp compiled
// for the build's target and, on x86-64, again with -march=x86-64-v3 and -v4. The functions of
// classic_solver.hpp call the widest one that platform::vector_unit() allows.
#pragma once

#include <cstdint>
#include <span>

#include "platform/vector_unit.hpp"
#include "puzzles/killer/classic_solver.hpp"

namespace gridlogic::killer {

/// One compilation of the core, with classic_solver.hpp's two functions.
struct ClassicCompilation {
  platform::VectorUnit unit;
  CountOutcome (*count)(const Board& board, const Context& ctx, uint64_t limit);
  CountOutcome (*count_line)(const char* line, const Context& ctx, uint64_t limit, char* solution);
};

/// The compilations in this build that this CPU runs, narrowest first (the baseline always).
std::span<const ClassicCompilation> classic_compilations();

/// The one used: the widest not above platform::vector_unit(), chosen on the first call.
const ClassicCompilation& classic_compilation();

// Each compilation's functions, in a namespace named after its unit.
#define GRIDLOGIC_CLASSIC_DECLARE(unit)                                                  \
  namespace classic_unit::unit {                                                         \
  CountOutcome count_classic9(const Board& board, const Context& ctx, uint64_t limit);   \
  CountOutcome count_classic9_line(const char* line, const Context& ctx, uint64_t limit, \
                                   char* solution);                                      \
  }
GRIDLOGIC_CLASSIC_DECLARE(baseline)
GRIDLOGIC_CLASSIC_DECLARE(avx2)
GRIDLOGIC_CLASSIC_DECLARE(avx512)
#undef GRIDLOGIC_CLASSIC_DECLARE

}  // namespace gridlogic::killer
