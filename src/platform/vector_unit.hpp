// Which x86-64 vector unit a hand-dispatched kernel may use: the build targets a baseline
// (GRIDLOGIC_ARCH, x86-64-v2 by default: SSE4.2 and POPCNT), and a kernel compiled again for
// wider units picks, once per process, the widest this CPU runs. It knows no kernel: each asks
// vector_unit() and takes the widest of its own compilations not above it.
//
// The environment variable GRIDLOGIC_VECTOR_UNIT (baseline, avx2 or avx512) caps the choice, so
// that tests can run every compilation the CPU allows and benchmarks can time them side by side;
// a value the CPU cannot run is capped to what it can. Kernels dispatched by the compiler
// (target_clones in the algebra engine) choose for themselves and ignore it.
#pragma once

#include <string_view>

namespace gridlogic::platform {

/// Widths in order: each level runs everything of the one before it.
enum class VectorUnit {
  kBaseline,  ///< what the build targets (x86-64-v2 by default), and every non-x86 build
  kAvx2,      ///< x86-64-v3: AVX2, BMI1/2, FMA, LZCNT, MOVBE
  kAvx512,    ///< x86-64-v4: AVX-512 F, BW, CD, DQ, VL
};

/// The widest unit this CPU runs, capped by GRIDLOGIC_VECTOR_UNIT when it is set; decided on the
/// first call. Throws std::invalid_argument naming the variable when its value is not a unit.
VectorUnit vector_unit();

/// The widest unit this CPU runs, whatever the environment says.
VectorUnit widest_vector_unit();

/// "baseline", "avx2" or "avx512".
std::string_view vector_unit_name(VectorUnit unit);

}  // namespace gridlogic::platform
