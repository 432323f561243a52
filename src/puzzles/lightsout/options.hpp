// The one place this folder reads Lights Out's solve options.
#pragma once

#include "gridlogic/puzzle.hpp"

namespace gridlogic::lightsout {

/// True when the caller asked for a solution with the least total presses (--min).
[[nodiscard]] inline bool wants_min_presses(const SolveOptions& options) {
  return options.minimize;
}

}  // namespace gridlogic::lightsout
