// The general Z_k engine behind min_weight_in_coset (internal).
#pragma once

#include <cstdint>
#include <vector>

#include "engines/algebra/min_weight.hpp"
#include "gridlogic/context.hpp"

namespace gridlogic::algebra::detail {

/// Tuning knobs of the Z_k engine; the defaults are what min_weight_in_coset uses.
struct ZkMinWeightOptions {
  /// Enumerate the whole module by Gray code when (module size × merged columns) is at most
  /// this; otherwise branch and bound. Tests set 0 to force the branch and bound.
  double max_enumeration_work = double{1 << 26};
};

/// min_weight_in_coset for any k ≥ 2 (also correct for k = 2, just slower than min_weight_gf2).
/// Expects validated input (k ≥ 2, equal lengths).
MinWeightResult min_weight_zk(const std::vector<uint32_t>& x0,
                              const std::vector<std::vector<uint32_t>>& kernel, uint32_t k,
                              const Context& ctx, const ZkMinWeightOptions& options);

}  // namespace gridlogic::algebra::detail
