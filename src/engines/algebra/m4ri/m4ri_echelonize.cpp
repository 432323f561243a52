// The M4RI back end of GF(2) elimination (m4ri_module.hpp), built as the module
// gridlogic_m4ri.so: the matrix is copied word for word into an mzd_t (the same row layout),
// reduced there, and copied back.
#include <m4ri/m4ri.h>

#include <cstring>
#include <type_traits>

#include "engines/algebra/m4ri_module.hpp"

extern "C" __attribute__((visibility("default"))) void gridlogic_m4ri_echelonize_v1(uint64_t* words,
                                                                                    size_t rows,
                                                                                    size_t cols,
                                                                                    size_t stride) {
  mzd_t* a = mzd_init(static_cast<rci_t>(rows), static_cast<rci_t>(cols));
  for (size_t i = 0; i < rows; ++i)
    std::memcpy(mzd_row(a, static_cast<rci_t>(i)), words + i * stride, stride * 8);
  mzd_echelonize_m4ri(a, 1, 0);
  for (size_t i = 0; i < rows; ++i)
    std::memcpy(words + i * stride, mzd_row(a, static_cast<rci_t>(i)), stride * 8);
  mzd_free(a);
}

static_assert(
    std::is_same_v<decltype(gridlogic_m4ri_echelonize_v1), gridlogic::algebra::M4riEchelonize>,
    "the exported function must have the type the library calls it with");
