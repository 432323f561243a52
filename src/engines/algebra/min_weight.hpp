// Least-weight vector of a coset x0 + M, M the Z_k-module spanned by kernel generators.
//
// This answers Lights Out's `--min`: the solutions of A·x ≡ −b (mod k) are x0 + ker A, and the
// fewest presses is the least sum of entries (each entry taken in 0..k−1) over that coset.
#pragma once

#include <cstdint>
#include <vector>

#include "gridlogic/context.hpp"
#include "gridlogic/search_part.hpp"

namespace gridlogic::algebra {

/// The outcome of min_weight_in_coset.
struct MinWeightResult {
  /// True when `weight` is proved to be the least over the whole coset, or with a part, when
  /// the part's share was searched to its end (then `weight` is the least over the share, or
  /// more when the share holds no member).
  bool proved = false;
  /// True when the context's deadline or cancel flag stopped the search (then proved == false).
  bool timed_out = false;
  /// The best vector found: a member of the coset, entries in 0..k−1.
  std::vector<uint32_t> x;
  /// Sum of the entries of x.
  uint64_t weight = 0;
};

/// Among x0 + (all Z_k combinations of the kernel generators), entries in 0..k-1, a vector
/// with the least sum of entries. proved=false when ctx stopped it (x is then the best found).
///
/// Entries of x0 and of the generators are read modulo k. Generators may be redundant and, for
/// composite k, of order below k. Throws std::invalid_argument when k < 2 or a generator's length
/// differs from x0's, and NotAvailable when the instance is beyond the memory caps (for k = 2:
/// about 2^25 column groups over all branching levels, i.e. millions of distinct columns with a
/// kernel of dimension above ~20; for other k: generators × length above 2^26). Memory is
/// otherwise O(n·d) words.
///
/// `symmetries` (optional) are permutations of the coordinates that map the coset onto itself
/// (the image y' of a member y, y'[perm[j]] = y[j], is a member); for k = 2 they cut the work
/// of the largest kernels by up to the size of the group they generate. Each must be a
/// permutation of 0..len−1 and map the coset onto itself, else std::invalid_argument.
///
/// Techniques: for k = 2 the generators are reduced to a basis of dimension d, the coordinates
/// are merged into weighted column patterns, and the minimum is found exactly by a Walsh–Hadamard
/// transform over all 2^d combinations when d ≤ 20; above, by a depth-first branch and bound
/// whose bound groups the columns that still share the same undecided part (branching on the
/// basis in pivot-column order), which often ends quickly; if it has not ended after an eighth
/// of the work of the exhaustive search, by that search: fibres of 2^19 members, one 16-bit
/// Walsh–Hadamard transform each, one fibre per orbit of the symmetries (min_weight_fibres.hpp;
/// about 0.3–0.5 ns per member on one core). So d = 40 with the 8 symmetries of a square takes
/// about a minute, each 2 more dimensions ×4, and d = 64 is out of reach (proved = false once
/// ctx stops it). For other k the module is put into Howell form (each element then has exactly
/// one coefficient vector), enumerated by a mixed-radix Gray code when small and otherwise
/// searched by the analogous branch and bound (symmetries are not used).
///
/// `part` (optional) searches one share of the coset: the fibre search's fibres are cut into
/// `part.count` ranges, and part i searches range i alone, with no branch and bound first. A
/// search the fibre search does not take (k > 2, d ≤ 20, more than 64 dimensions) is made whole
/// by part 0; the other parts answer x0's reduction, proved (their share is empty).
MinWeightResult min_weight_in_coset(const std::vector<uint32_t>& x0,
                                    const std::vector<std::vector<uint32_t>>& kernel, uint32_t k,
                                    const Context& ctx,
                                    const std::vector<std::vector<uint32_t>>& symmetries = {},
                                    SearchPart part = {});

}  // namespace gridlogic::algebra
