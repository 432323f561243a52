// Least-weight coset vector over GF(2).
//
// Write every member of the coset as y = x0 + Σ c_i B_i with B_1..B_d a basis of the kernel.
// Coordinate j then reads y_j = x0_j ⊕ <P_j, c>, P_j the column of the basis at j (a d-bit word).
// Only the multiset of (P_j, x0_j) matters, so columns are merged: equal patterns with opposite
// x0 bits cost 1 whatever c is (a constant), the rest become weighted "entries". The weight is
//     F(c) = constant + Σ_entries w · (bit ⊕ <P, c>).
// Small d: the Walsh–Hadamard transform of the entry weights gives F at all 2^d points at once.
// Larger d: depth-first branch and bound on new variables z = Φᵀc chosen one at a time. After
// z_1..z_t are fixed, entries whose patterns agree on the undecided coordinates (bits t+1..d)
// flip together, so such a group costs at least min(ones, zeros) of its current values: the sum
// over groups is a lower bound that becomes exact at the leaves. Sorting entries by their pattern
// makes every level's groups contiguous runs, and a level's counts come from the level below in
// O(groups), so deep nodes are cheap. The bound bites once columns share their undecided part,
// so the variable order matters: by default the basis is taken in pivot-column order (on a
// row-major board this fixes whole light cones first); optionally Φ is chosen greedily, each new
// direction the most common difference of the columns' residues. Measured on the all-on boards,
// neither order wins everywhere (pivot order: n = 39, 64, 67; greedy: n = 47).
#include "engines/algebra/min_weight_gf2.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <limits>
#include <stdexcept>
#include <string>
#include <utility>

#include "engines/algebra/min_weight_fibres.hpp"
#include "engines/algebra/word_echelon.hpp"
#include "gridlogic/error.hpp"

namespace gridlogic::algebra::detail {
namespace {

using Words = std::vector<uint64_t>;

// Cap on the groups the branch and bound stores over all levels (about 1.3 GiB at the cap).
// Instances near it have far more nodes than could be searched anyway.
constexpr double kMaxGroups = double{1 << 25};
// The transform stores 2^d counts: at most 2^24 of them (128 MiB), whatever the options say.
constexpr int kMaxTransformDim = 24;

struct PatternEntry {
  uint64_t pattern = 0;  // P in the kernel basis; after the change of variables, s = Φ⁻¹P
  uint64_t weight = 0;
  uint8_t bit = 0;  // the entry's value when <P, c> = 0
};

// Most frequent XOR of two distinct residues (zero counts as a residue when present), so that
// adding it to the decided space merges the most groups. Deterministic.
uint64_t most_common_difference(std::vector<uint64_t> residues) {
  std::sort(residues.begin(), residues.end());
  residues.erase(std::unique(residues.begin(), residues.end()), residues.end());
  constexpr size_t kMaxSample = 1024;
  if (residues.size() > kMaxSample) {
    // An even stride keeps the choice deterministic and spread over the sorted list.
    std::vector<uint64_t> sample;
    sample.reserve(kMaxSample);
    for (size_t i = 0; i < kMaxSample; ++i)
      sample.push_back(residues[i * residues.size() / kMaxSample]);
    residues.swap(sample);
  }
  const size_t r = residues.size();
  if (r == 0) return 0;
  if (r == 1) return residues[0];
  // Open-addressing counter: the key 0 never occurs (residues are distinct).
  size_t cap = 1;
  while (cap < r * r) cap <<= 1;
  std::vector<uint64_t> keys(cap, 0);
  std::vector<uint32_t> counts(cap, 0);
  uint64_t best = residues[0] ^ residues[1];
  uint32_t best_count = 0;
  for (size_t a = 0; a < r; ++a) {
    for (size_t b = a + 1; b < r; ++b) {
      const uint64_t v = residues[a] ^ residues[b];
      size_t h = static_cast<size_t>((v * 0x9E3779B97F4A7C15ULL) >> 20) & (cap - 1);
      while (keys[h] != 0 && keys[h] != v) h = (h + 1) & (cap - 1);
      keys[h] = v;
      const uint32_t c = ++counts[h];
      if (c > best_count || (c == best_count && v < best)) {
        best_count = c;
        best = v;
      }
    }
  }
  return best;
}

// Branch and bound over z_1..z_d on entries sorted by s (bit i-1 of s is variable z_i).
class BranchAndBound {
 public:
  enum class Outcome { kFinished, kStopped, kOverBudget };

  // `budget`: the most group updates (the work of child_counts) before giving up; 0 = no limit.
  BranchAndBound(const std::vector<PatternEntry>& entries, int64_t constant, int dim,
                 const Context& ctx, uint64_t budget)
      : dim_(dim), constant_(constant), stop_(ctx, 256), budget_(budget) {
    build_levels(entries);
  }

  // Searches below the upper bound `best` (a known achievable value, with its z).
  Outcome run(int64_t& best, uint64_t& best_z) {
    best_ = best;
    best_z_ = best_z;
    std::vector<int64_t>& root = buffer_[0][0];
    for (size_t g = 0; g < ones0_.size(); ++g) root[g] = ones0_[g];
    search(0, 0, root);
    best = best_;
    best_z = best_z_;
    if (stop_.stopped()) return Outcome::kStopped;
    return over_budget_ ? Outcome::kOverBudget : Outcome::kFinished;
  }

 private:
  struct Level {
    // Groups of the level below; a missing child points at the always-zero slot past the end.
    std::vector<uint32_t> child0, child1;
    std::vector<int64_t> weight;
    std::vector<int64_t> weight1;  // weight of child1 (0 when missing)
    bool zero_group = false;       // group 0 has an all-decided pattern
  };

  void build_levels(const std::vector<PatternEntry>& entries) {
    // Σ over levels of the number of groups, before allocating ~40 bytes for each.
    double groups = 0;
    for (int t = 0; t <= dim_; ++t) {
      for (size_t e = 0; e < entries.size(); ++e) {
        // Two shifts keep t = 64 defined.
        const auto key = [&](size_t i) { return entries[i].pattern >> (t / 2) >> (t - t / 2); };
        if (e == 0 || key(e) != key(e - 1)) ++groups;
      }
    }
    if (groups > kMaxGroups) {
      throw NotAvailable("min_weight_in_coset: " + std::to_string(entries.size()) +
                         " distinct columns in a kernel of dimension " + std::to_string(dim_) +
                         " are too many for the exact GF(2) minimum (memory cap)");
    }
    levels_.resize(static_cast<size_t>(dim_) + 1);
    // Level 0: one group per entry.
    Level& l0 = levels_[0];
    std::vector<uint64_t> keys;
    for (const PatternEntry& e : entries) {
      keys.push_back(e.pattern);
      l0.weight.push_back(static_cast<int64_t>(e.weight));
      ones0_.push_back(e.bit != 0 ? static_cast<int64_t>(e.weight) : 0);
    }
    l0.zero_group = !keys.empty() && keys[0] == 0;
    for (int t = 1; t <= dim_; ++t) {
      Level& lv = levels_[static_cast<size_t>(t)];
      std::vector<uint64_t> next;
      const Level& below = levels_[static_cast<size_t>(t) - 1];
      for (size_t g = 0; g < keys.size(); ++g) {
        const uint64_t key = keys[g] >> 1;
        const bool hi = (keys[g] & 1U) != 0;
        const auto none = static_cast<uint32_t>(keys.size());
        if (next.empty() || next.back() != key) {
          next.push_back(key);
          lv.child0.push_back(none);
          lv.child1.push_back(none);
          lv.weight.push_back(0);
          lv.weight1.push_back(0);
        }
        (hi ? lv.child1 : lv.child0).back() = static_cast<uint32_t>(g);
        lv.weight.back() += below.weight[g];
        if (hi) lv.weight1.back() = below.weight[g];
      }
      lv.zero_group = next[0] == 0;
      keys.swap(next);
    }
    buffer_.resize(levels_.size());
    for (size_t t = 0; t < levels_.size(); ++t) {
      buffer_[t][0].assign(levels_[t].weight.size() + 1, 0);
      buffer_[t][1].assign(levels_[t].weight.size() + 1, 0);
    }
  }

  // Counts of the level t+1 groups when z_{t+1} = z, given level t's counts; returns the bound.
  int64_t child_counts(int t, const std::vector<int64_t>& ones, int z,
                       std::vector<int64_t>& out) const {
    const Level& lv = levels_[static_cast<size_t>(t) + 1];
    const size_t groups = lv.weight.size();
    const uint32_t* c0 = lv.child0.data();
    const uint32_t* c1 = lv.child1.data();
    const int64_t* w = lv.weight.data();
    const int64_t* w1 = lv.weight1.data();
    const int64_t* in = ones.data();
    int64_t* o = out.data();
    int64_t bound = constant_;
    // Branch-free loops (missing children read the zero slot), one per value of z.
    if (z == 0) {
      for (size_t g = 0; g < groups; ++g) {
        const int64_t a = in[c0[g]] + in[c1[g]];
        o[g] = a;
        bound += std::min(a, w[g] - a);
      }
    } else {
      for (size_t g = 0; g < groups; ++g) {
        const int64_t a = in[c0[g]] + w1[g] - in[c1[g]];
        o[g] = a;
        bound += std::min(a, w[g] - a);
      }
    }
    // The all-decided group costs exactly its ones, not the smaller side.
    if (lv.zero_group) bound += out[0] - std::min(out[0], lv.weight[0] - out[0]);
    return bound;
  }

  void search(int t, uint64_t z, const std::vector<int64_t>& ones) {
    if (t == dim_) {
      const int64_t value = constant_ + ones[0];
      if (value < best_) {
        best_ = value;
        best_z_ = z;
      }
      return;
    }
    if (stop_() || over_budget_) return;
    work_ += 2 * levels_[static_cast<size_t>(t) + 1].weight.size();
    if (budget_ != 0 && work_ > budget_) {
      over_budget_ = true;
      return;
    }
    auto& bufs = buffer_[static_cast<size_t>(t) + 1];
    const int64_t b0 = child_counts(t, ones, 0, bufs[0]);
    const int64_t b1 = child_counts(t, ones, 1, bufs[1]);
    const uint64_t bit = uint64_t{1} << t;
    if (b0 <= b1) {
      if (b0 < best_) search(t + 1, z, bufs[0]);
      if (b1 < best_ && !stop_.stopped() && !over_budget_) search(t + 1, z | bit, bufs[1]);
    } else {
      if (b1 < best_) search(t + 1, z | bit, bufs[1]);
      if (b0 < best_ && !stop_.stopped() && !over_budget_) search(t + 1, z, bufs[0]);
    }
  }

  int dim_;
  int64_t constant_;
  StopCheck stop_;
  uint64_t budget_;
  uint64_t work_ = 0;
  bool over_budget_ = false;
  std::vector<Level> levels_;
  std::vector<int64_t> ones0_;
  std::vector<std::array<std::vector<int64_t>, 2>> buffer_;
  int64_t best_ = 0;
  uint64_t best_z_ = 0;
};

// F at every z by one Walsh–Hadamard transform; returns the best z (entries' patterns are s).
uint64_t transform_minimum(const std::vector<PatternEntry>& entries, int dim) {
  std::vector<int64_t> a(size_t{1} << dim, 0);
  for (const PatternEntry& e : entries) {
    const auto w = static_cast<int64_t>(e.weight);
    a[e.pattern] += e.bit != 0 ? -w : w;
  }
  for (size_t h = 1; h < a.size(); h <<= 1) {
    for (size_t i = 0; i < a.size(); i += 2 * h) {
      for (size_t j = i; j < i + h; ++j) {
        const int64_t u = a[j];
        const int64_t v = a[j + h];
        a[j] = u + v;
        a[j + h] = u - v;
      }
    }
  }
  // F(z) = const − ½·H(z) + const': the largest transform value is the least weight.
  return static_cast<uint64_t>(std::max_element(a.begin(), a.end()) - a.begin());
}

}  // namespace

bool min_weight_gf2(const std::vector<uint32_t>& x0,
                    const std::vector<std::vector<uint32_t>>& kernel,
                    const std::vector<std::vector<uint32_t>>& symmetries, const Context& ctx,
                    const Gf2MinWeightOptions& options, MinWeightResult& out, SearchPart part) {
  const size_t n = x0.size();
  const size_t words = (n + 63) / 64;
  auto pack = [&](const std::vector<uint32_t>& v) {
    Words w(words, 0);
    for (size_t j = 0; j < n; ++j) {
      if ((v[j] & 1U) != 0) w[j / 64] |= uint64_t{1} << (j % 64);
    }
    return w;
  };

  // 1. A basis of the generators' span (each row keeps a pivot column no other row has).
  std::vector<Words> basis;
  std::vector<size_t> pivot;
  for (const auto& g : kernel) {
    Words row = pack(g);
    for (size_t i = 0; i < basis.size(); ++i) {
      if ((row[pivot[i] / 64] >> (pivot[i] % 64) & 1U) != 0) {
        for (size_t w = 0; w < words; ++w) row[w] ^= basis[i][w];
      }
    }
    size_t p = 0;
    while (p < words && row[p] == 0) ++p;
    if (p == words) continue;
    if (basis.size() == 64) return false;
    const size_t col = p * 64 + static_cast<size_t>(std::countr_zero(row[p]));
    // Keep the basis fully reduced on pivots so the new row's pivot is not set in old rows.
    for (auto& other : basis) {
      if ((other[col / 64] >> (col % 64) & 1U) != 0) {
        for (size_t w = 0; w < words; ++w) other[w] ^= row[w];
      }
    }
    basis.push_back(std::move(row));
    pivot.push_back(col);
  }
  const int dim = static_cast<int>(basis.size());
  // Each symmetry must map the coset onto itself: the images of x0 − x0 and of every basis
  // vector lie in the span (reduction by the pivots of the fully reduced basis leaves nothing).
  auto in_span = [&](Words v) {
    for (size_t i = 0; i < basis.size(); ++i) {
      if ((v[pivot[i] / 64] >> (pivot[i] % 64) & 1U) != 0) {
        for (size_t w = 0; w < words; ++w) v[w] ^= basis[i][w];
      }
    }
    return std::all_of(v.begin(), v.end(), [](uint64_t w) { return w == 0; });
  };
  auto permuted = [&](const Words& v, const std::vector<uint32_t>& g) {
    Words image(words, 0);
    for (size_t j = 0; j < n; ++j) {
      if ((v[j / 64] >> (j % 64) & 1U) != 0) image[g[j] / 64] |= uint64_t{1} << (g[j] % 64);
    }
    return image;
  };
  const Words packed_x0 = pack(x0);
  for (size_t s = 0; s < symmetries.size(); ++s) {
    Words shift = permuted(packed_x0, symmetries[s]);
    for (size_t w = 0; w < words; ++w) shift[w] ^= packed_x0[w];
    bool invariant = in_span(shift);
    for (size_t i = 0; i < basis.size() && invariant; ++i)
      invariant = in_span(permuted(basis[i], symmetries[s]));
    if (!invariant) {
      throw std::invalid_argument("min_weight_in_coset: symmetry " + std::to_string(s) +
                                  " does not map the coset onto itself");
    }
  }
  // Variables in the order of their pivot columns, so the order does not depend on how the
  // generators were listed. With row-major boards this decides cells row by row: the first
  // variables fix the light cones of the first pivots, which is what lets the bound bite early.
  {
    std::vector<size_t> perm(basis.size());
    for (size_t i = 0; i < perm.size(); ++i) perm[i] = i;
    std::sort(perm.begin(), perm.end(), [&](size_t a, size_t b) { return pivot[a] < pivot[b]; });
    std::vector<Words> sorted;
    for (size_t i : perm) sorted.push_back(std::move(basis[i]));
    basis.swap(sorted);
  }

  // 2. Column patterns, merged into weighted entries.
  std::vector<uint64_t> pattern(n, 0);
  for (int i = 0; i < dim; ++i) {
    const Words& row = basis[static_cast<size_t>(i)];
    for (size_t w = 0; w < words; ++w) {
      for (uint64_t bits = row[w]; bits != 0; bits &= bits - 1) {
        pattern[w * 64 + static_cast<size_t>(std::countr_zero(bits))] |= uint64_t{1} << i;
      }
    }
  }
  int64_t constant = 0;
  std::vector<uint64_t> with0, with1;
  for (size_t j = 0; j < n; ++j) {
    const bool one = (x0[j] & 1U) != 0;
    if (pattern[j] == 0) {
      constant += one ? 1 : 0;
    } else {
      (one ? with1 : with0).push_back(pattern[j]);
    }
  }
  std::sort(with0.begin(), with0.end());
  std::sort(with1.begin(), with1.end());
  std::vector<PatternEntry> entries;
  for (size_t i = 0, k = 0; i < with0.size() || k < with1.size();) {
    const uint64_t p =
        k == with1.size() || (i < with0.size() && with0[i] < with1[k]) ? with0[i] : with1[k];
    uint64_t m0 = 0;
    uint64_t m1 = 0;
    while (i < with0.size() && with0[i] == p) ++i, ++m0;
    while (k < with1.size() && with1[k] == p) ++k, ++m1;
    constant += static_cast<int64_t>(std::min(m0, m1));
    if (m0 != m1)
      entries.push_back(
          PatternEntry{p, m0 > m1 ? m0 - m1 : m1 - m0, static_cast<uint8_t>(m1 > m0)});
  }

  // 3. New variables: φ_1..φ_d chosen so that columns merge early; s = Φ⁻¹P.
  std::vector<uint64_t> phi;
  if (options.greedy_order && dim > options.max_transform_dim) {
    WordEchelon decided;
    std::vector<uint64_t> residues(entries.size());
    for (int t = 0; t < dim; ++t) {
      for (size_t e = 0; e < entries.size(); ++e) residues[e] = decided.reduce(entries[e].pattern);
      uint64_t v = decided.reduce(most_common_difference(residues));
      if (v == 0) {
        // Every difference is already decided: any vector outside the span will do.
        for (int b = 0; b < dim && v == 0; ++b) v = decided.reduce(uint64_t{1} << b);
      }
      decided.insert(v, uint64_t{1} << t);
      phi.push_back(v);
    }
  } else {
    for (int t = 0; t < dim; ++t) phi.push_back(uint64_t{1} << t);
  }
  WordEchelon phi_space;
  for (int t = 0; t < dim; ++t) phi_space.insert(phi[static_cast<size_t>(t)], uint64_t{1} << t);
  // rho_i: the functional giving s_i = <rho_i, P>, i.e. the rows of Φ⁻¹.
  std::vector<uint64_t> rho(static_cast<size_t>(dim), 0);
  for (int b = 0; b < dim; ++b) {
    const uint64_t s = phi_space.express(uint64_t{1} << b);
    for (int i = 0; i < dim; ++i) {
      if ((s >> i & 1U) != 0) rho[static_cast<size_t>(i)] |= uint64_t{1} << b;
    }
  }
  for (PatternEntry& e : entries) e.pattern = phi_space.express(e.pattern);
  std::sort(entries.begin(), entries.end(),
            [](const PatternEntry& a, const PatternEntry& b) { return a.pattern < b.pattern; });

  // 4. The minimum over z.
  auto value_at = [&](uint64_t z) {
    int64_t v = constant;
    for (const PatternEntry& e : entries) {
      const bool y = ((e.bit != 0) != (std::popcount(e.pattern & z) % 2 != 0));
      if (y) v += static_cast<int64_t>(e.weight);
    }
    return v;
  };
  auto coefficients = [&](uint64_t z) {  // z in the new variables -> c in the basis
    uint64_t c = 0;
    for (int i = 0; i < dim; ++i) {
      if ((z >> i & 1U) != 0) c ^= rho[static_cast<size_t>(i)];
    }
    return c;
  };
  uint64_t c = 0;
  bool finished = true;
  FibreProblem fibres{pattern, {}, dim, symmetries};
  fibres.bit.resize(n);
  for (size_t j = 0; j < n; ++j) fibres.bit[j] = static_cast<uint8_t>(x0[j] & 1U);
  const bool can_split = options.fibres && fibre_search_applies(fibres) &&
                         dim > std::min(options.max_transform_dim, kMaxTransformDim);
  // A part searches one share of the fibres; a search that does not split is part 0's alone,
  // and the other parts answer x0 (c = 0).
  FibreResult share;
  if (!part.whole() && can_split && min_weight_by_fibres(fibres, ctx, share, part)) {
    finished = share.finished;
    c = share.c;
  } else if (!part.whole() && part.index != 0) {
    c = 0;  // an empty share
  } else if (entries.empty()) {
    c = 0;  // every member of the coset has the same weight
  } else if (dim <= std::min(options.max_transform_dim, kMaxTransformDim)) {
    c = coefficients(transform_minimum(entries, dim));
  } else {
    // The branch and bound is often far faster but its cost is hard to foresee; the fibre
    // search's is known. So the first gets a share of the second's work, then hands over.
    uint64_t budget = options.branch_budget;
    if (budget == 0 && can_split) budget = fibre_search_work(fibres) / 8 + 1;
    if (budget == Gf2MinWeightOptions::kNoBranchAndBound) budget = 1;
    int64_t best = value_at(0);
    uint64_t best_z = 0;
    BranchAndBound search(entries, constant, dim, ctx, can_split ? budget : 0);
    const BranchAndBound::Outcome outcome = search.run(best, best_z);
    c = coefficients(best_z);
    finished = outcome == BranchAndBound::Outcome::kFinished;
    if (outcome == BranchAndBound::Outcome::kOverBudget) {
      FibreResult split;
      min_weight_by_fibres(fibres, ctx, split);
      finished = split.finished;
      if (split.finished || static_cast<int64_t>(split.weight) < best) c = split.c;
    }
  }

  // 5. Back to the vector.
  Words y = pack(x0);
  for (int i = 0; i < dim; ++i) {
    if ((c >> i & 1U) != 0) {
      for (size_t w = 0; w < words; ++w) y[w] ^= basis[static_cast<size_t>(i)][w];
    }
  }
  out.x.assign(n, 0);
  uint64_t weight = 0;
  for (size_t j = 0; j < n; ++j) {
    out.x[j] = static_cast<uint32_t>(y[j / 64] >> (j % 64) & 1U);
    weight += out.x[j];
  }
  out.weight = weight;
  out.proved = finished;
  out.timed_out = !finished;
  return true;
}

}  // namespace gridlogic::algebra::detail
