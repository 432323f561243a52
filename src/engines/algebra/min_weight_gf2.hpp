// The k = 2 engine behind min_weight_in_coset (internal).
#pragma once

#include <cstdint>
#include <vector>

#include "engines/algebra/min_weight.hpp"
#include "gridlogic/context.hpp"

namespace gridlogic::algebra::detail {

/// Tuning knobs of the GF(2) engine; the defaults are what min_weight_in_coset uses. Exposed so
/// tests can force each technique on the same instance and compare them.
struct Gf2MinWeightOptions {
  /// Use the Walsh–Hadamard transform over all 2^d combinations when d is at most this.
  int max_transform_dim = 20;
  /// Order the branching so that columns merge early (greedy); false keeps the echelon order.
  bool greedy_order = true;
};

/// min_weight_in_coset for k = 2 (entries read mod 2). Returns false, leaving `out` untouched,
/// when the generators span more than 64 dimensions (the caller then uses the general engine).
bool min_weight_gf2(const std::vector<uint32_t>& x0,
                    const std::vector<std::vector<uint32_t>>& kernel, const Context& ctx,
                    const Gf2MinWeightOptions& options, MinWeightResult& out);

}  // namespace gridlogic::algebra::detail
