// The Lights Out switches of solve and count, as data for the front end and as accessors for
// the solvers, so the flag names are spelled in one place.
#pragma once

#include <vector>

#include "gridlogic/puzzle.hpp"

namespace gridlogic::lightsout {

/// --min and --kernel, with their help lines.
inline const std::vector<FlagSpec>& solve_flags() {
  static const std::vector<FlagSpec> flags = {
      {"min", "a solution with the least total presses, proved"},
      {"kernel", "print the stationary patterns (kernel basis), rank, nullity"},
  };
  return flags;
}

/// True when the caller asked for the least total presses (reports min_presses, proved or not).
inline bool wants_min_presses(const SolveOptions& options) {
  return options.has_flag("min");
}

/// True when the caller asked for the kernel basis, rank and nullity.
inline bool wants_kernel(const SolveOptions& options) {
  return options.has_flag("kernel");
}

}  // namespace gridlogic::lightsout
