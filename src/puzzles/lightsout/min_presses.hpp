// The least total number of presses among all solutions.
#pragma once

#include <cstdint>
#include <vector>

#include "gridlogic/context.hpp"
#include "gridlogic/search_part.hpp"

namespace gridlogic::lightsout {

struct MinPresses {
  bool proved = false;     ///< the weight is the proved minimum
  bool timed_out = false;  ///< ctx stopped the search (x is the best found)
  std::vector<uint32_t> x;
  uint64_t weight = 0;
};

/// Among x0 + (Z_k combinations of the kernel generators), entries reduced to 0..k-1, one with
/// the least sum of entries, by the min-weight engine (proved unless ctx stops it).
/// `symmetries`: cell permutations that map the solutions onto themselves (board_symmetries).
/// `part`: one share of the search (min_weight_in_coset); `proved` then says the share was
/// searched to its end.
MinPresses minimize_presses(const std::vector<uint32_t>& x0,
                            const std::vector<std::vector<uint32_t>>& kernel, uint32_t k,
                            const Context& ctx,
                            const std::vector<std::vector<uint32_t>>& symmetries = {},
                            SearchPart part = {});

/// The same by enumerating the coset (Gray code over GF(2), k-ary odometer otherwise) when it is
/// small enough, else a greedy bound (not proved). Kept as the fallback and as an independent
/// cross-check of the engine in the tests.
MinPresses enumerate_presses(const std::vector<uint32_t>& x0,
                             const std::vector<std::vector<uint32_t>>& kernel, uint32_t k,
                             const Context& ctx);

}  // namespace gridlogic::lightsout
