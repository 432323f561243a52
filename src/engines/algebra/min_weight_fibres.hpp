// The GF(2) least-weight search by fibres (internal): exhaustive, with a predictable cost, for
// kernels too large for one Walsh–Hadamard transform and too hard for the branch and bound.
#pragma once

#include <cstdint>
#include <vector>

#include "gridlogic/context.hpp"
#include "gridlogic/search_part.hpp"

namespace gridlogic::algebra::detail {

/// What the fibre search needs: coordinate j of a coset member reads
/// bit[j] ⊕ <pattern[j], c> for the coefficient vector c ∈ GF(2)^dim of the kernel basis.
struct FibreProblem {
  std::vector<uint64_t> pattern;  ///< per coordinate, bit i = basis vector i's entry there
  std::vector<uint8_t> bit;       ///< per coordinate, x0's entry
  int dim = 0;                    ///< number of basis vectors (at most 64)
  /// Coordinate permutations that map the coset onto itself (checked by the caller): member y
  /// goes to y' with y'[perm[j]] = y[j]. Members of one orbit weigh the same, so only one
  /// fibre per orbit is searched. Any set of them will do (the search uses the group they
  /// generate).
  std::vector<std::vector<uint32_t>> symmetries;
};

struct FibreResult {
  bool finished = false;  ///< every fibre was searched: the weight is the proved minimum
  uint64_t c = 0;         ///< the coefficients of the best member found
  uint64_t weight = 0;    ///< its weight
};

/// Splits the coefficients as c = (c1, c2): c1 are the values of the coset member at a set Q of
/// coordinates mapped onto itself by every symmetry (so symmetries act on c1), c2 the rest.
/// For each c1 that is the least of its orbit, the minimum over the 2^|c2| members of its fibre
/// is one Walsh–Hadamard transform of 16-bit sums, laid out so that the transform's inner loop
/// runs over whole 64-byte rows (vectorised with AVX2 or AVX-512 where the CPU has them).
/// Cost about 2^dim / |orbit| · 0.3 ns on the machines of docs/benchmarks/min_weight.md.
/// Returns finished = false when the context stopped it (then the best found so far), and
/// declines (returns false) when 16-bit sums could overflow (more than 32767 coordinates) or
/// dim < 20 (one transform is cheaper). `part` searches one share of the fibres (in the order
/// they are visited), so that parts on many machines cover the search once; `finished` then says
/// the share was searched to its end, and the member is the share's best (a member of the
/// coset whatever the share holds).
bool min_weight_by_fibres(const FibreProblem& problem, const Context& ctx, FibreResult& out,
                          SearchPart part = {});

/// Whether min_weight_by_fibres takes the problem (rather than declining it).
bool fibre_search_applies(const FibreProblem& problem);

/// The fibre search's work in coset members, about 2^dim / (number of symmetries + 1).
uint64_t fibre_search_work(const FibreProblem& problem);

}  // namespace gridlogic::algebra::detail
