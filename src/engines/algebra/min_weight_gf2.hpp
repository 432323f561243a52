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
  /// Order the branching greedily so that columns merge early; false (the default, measured
  /// faster on the hard all-on boards n = 39, 64, 67 though slower on n = 47) branches on the
  /// basis in the order of its pivot columns.
  bool greedy_order = false;
  /// Above max_transform_dim: the branch and bound gets at most this many group updates before
  /// the exhaustive fibre search (min_weight_fibres.hpp) takes over; 0 = an eighth of the fibre
  /// search's estimated work, kNoBranchAndBound = straight to the fibre search. Ignored (no
  /// limit) when the fibre search does not apply or `fibres` is false.
  uint64_t branch_budget = 0;
  static constexpr uint64_t kNoBranchAndBound = ~uint64_t{0};
  /// Let the fibre search take over from the branch and bound.
  bool fibres = true;
};

/// min_weight_in_coset for k = 2 (entries read mod 2). Returns false, leaving `out` untouched,
/// when the generators span more than 64 dimensions (the caller then uses the general engine).
/// `symmetries` are coordinate permutations (already checked to be permutations of x0's
/// indices) said to map the coset onto itself; that is checked here (std::invalid_argument).
/// `part`: as min_weight_in_coset's (options.fibres must then be true).
bool min_weight_gf2(const std::vector<uint32_t>& x0,
                    const std::vector<std::vector<uint32_t>>& kernel,
                    const std::vector<std::vector<uint32_t>>& symmetries, const Context& ctx,
                    const Gf2MinWeightOptions& options, MinWeightResult& out, SearchPart part = {});

}  // namespace gridlogic::algebra::detail
