#include "platform/vector_unit.hpp"

#include <cstdlib>
#include <stdexcept>
#include <string>

namespace gridlogic::platform {
namespace {

constexpr VectorUnit kUnits[] = {VectorUnit::kBaseline, VectorUnit::kAvx2, VectorUnit::kAvx512};

VectorUnit cap_from_environment(VectorUnit widest) {
  const char* value = std::getenv("GRIDLOGIC_VECTOR_UNIT");
  if (value == nullptr || *value == '\0') return widest;
  for (VectorUnit unit : kUnits) {
    if (vector_unit_name(unit) == value) return unit < widest ? unit : widest;
  }
  throw std::invalid_argument(std::string("GRIDLOGIC_VECTOR_UNIT is \"") + value +
                              "\": use baseline, avx2 or avx512");
}

}  // namespace

VectorUnit widest_vector_unit() {
#if defined(__x86_64__) && defined(__GNUC__)
  // The levels by their features, as both GCC and Clang name them (Clang 14 knows no level
  // names); the library checks that the system saves the wide registers too. Every CPU with
  // these also has the level's LZCNT, MOVBE and F16C.
  __builtin_cpu_init();
  const bool avx2 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi") &&
                    __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("fma");
  const bool avx512 = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
                      __builtin_cpu_supports("avx512cd") && __builtin_cpu_supports("avx512dq") &&
                      __builtin_cpu_supports("avx512vl");
  if (avx2 && avx512) return VectorUnit::kAvx512;
  if (avx2) return VectorUnit::kAvx2;
#endif
  return VectorUnit::kBaseline;
}

VectorUnit vector_unit() {
  static const VectorUnit unit = cap_from_environment(widest_vector_unit());
  return unit;
}

std::string_view vector_unit_name(VectorUnit unit) {
  switch (unit) {
    case VectorUnit::kAvx2:
      return "avx2";
    case VectorUnit::kAvx512:
      return "avx512";
    case VectorUnit::kBaseline:
      break;
  }
  return "baseline";
}

}  // namespace gridlogic::platform
