// The seam between GF(2) elimination (gf2_matrix.hpp) and M4RI. libm4ri builds its Gray-code
// tables in a constructor that runs when the library is loaded (about 2 ms), so it lives in the
// module gridlogic_m4ri.so (src/engines/algebra/m4ri/), which gf2_rref() loads the first time it
// picks the M4RI back end; a process that never does pays nothing.
#pragma once

#include <cstddef>
#include <cstdint>

namespace gridlogic::algebra {

/// Brings the rows x cols matrix in `words` (Gf2Matrix's layout: row-major, `stride` words per
/// row, zero padding) to reduced row echelon form in place, with M4RI's Method of the Four
/// Russians (mzd_echelonize_m4ri, full). Cannot be interrupted.
using M4riEchelonize = void(uint64_t* words, size_t rows, size_t cols, size_t stride);

/// The module's file name and the symbol (with C linkage) under which it exports its
/// M4riEchelonize; the version in the name changes with the signature, so that a module built
/// from other sources is refused rather than called.
inline constexpr const char* kM4riModule = "gridlogic_m4ri.so";
inline constexpr const char* kM4riSymbol = "gridlogic_m4ri_echelonize_v1";

}  // namespace gridlogic::algebra
