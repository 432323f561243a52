// GF(2) least weight by fibres.
//
// Write a coset member's coordinates in new coefficients c = (c1, c2): c1 are the member's own
// values at d1 chosen coordinates q_1..q_d1 (their patterns independent), c2 complete a basis.
// Then y_j = b_j ⊕ <a1_j, c1> ⊕ <a2_j, c2>, and with s_j = (−1)^(b_j ⊕ <a1_j, c1>)
//     weight(y) = (n − Σ_j s_j (−1)^<a2_j, c2>) / 2,
// so for a fixed c1 the best c2 is the largest value of the Walsh–Hadamard transform of
// H(P) = Σ_{a2_j = P} s_j, a table of 2^d2 sums. All 2^d cost 2^d1 transforms of size 2^d2,
// about d2 additions per member, instead of a popcount of n bits per member.
//
// Layout: the low 5 bits of P pick one of 32 lanes of a 64-byte row of 16-bit sums, the rest
// the row. The lane part of the transform is done while scattering (each entry adds its weight
// times a row of ±1), so every butterfly of the remaining transform adds or subtracts whole
// rows: plain loops the compiler vectorises. d2 ≈ 19 keeps the table (1 MiB) in L2.
//
// Symmetries: when the coset is invariant under coordinate permutations and {q_i} is part of a
// union Q of whole orbits, a permutation g maps the fibre of c1 onto the fibre of g(c1) (an
// affine map of c1, since the values on Q are affine in c1) without changing weights, so only
// the least c1 of each orbit is searched: about 8× fewer transforms on a square board.
#include "engines/algebra/min_weight_fibres.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <memory>
#include <stdexcept>
#include <utility>

#include "engines/algebra/word_echelon.hpp"

namespace gridlogic::algebra::detail {
namespace {

constexpr int kLaneBits = 5;
constexpr int kLanes = 1 << kLaneBits;  // 16-bit sums per 64-byte row
// Fibre size: 2^19 sums in 2^14 rows, 1 MiB, so the transform stays in L2.
constexpr int kFibreBits = 19;
// Below this many coefficients one transform over everything is cheaper (min_weight_gf2).
constexpr int kMinDim = 20;
// Fibres above this size (when whole orbits cannot fill c1 closely) would need too much memory.
constexpr int kMaxFibreBits = 26;

struct alignas(64) SumRow {
  int16_t v[kLanes];
};

struct FibreEntry {
  uint64_t a1 = 0;   // pattern in c1
  uint32_t row = 0;  // a2 >> 5
  uint32_t lane = 0;
  int32_t weight = 0;  // Σ (−1)^b over the merged coordinates
};

struct FreeSumRows {
  void operator()(SumRow* p) const { std::free(p); }
};

// The transform of one fibre: scatter, butterflies over rows, maximum. Returns the maximum and,
// when it exceeds `threshold`, its index (c2) in `where`.
#if defined(__x86_64__)
__attribute__((target_clones("arch=x86-64-v4", "avx2", "default")))
#endif
int fibre_maximum(
    SumRow* __restrict table, int row_bits, const FibreEntry* entries, size_t count,
    const SumRow* __restrict signs, uint64_t c1, int threshold, uint64_t& where) {
  const size_t rows = size_t{1} << row_bits;
  std::memset(static_cast<void*>(table), 0, rows * sizeof(SumRow));
  for (size_t e = 0; e < count; ++e) {
    const int parity = std::popcount(entries[e].a1 & c1) & 1;
    const auto w = static_cast<int16_t>(parity != 0 ? -entries[e].weight : entries[e].weight);
    int16_t* __restrict out = table[entries[e].row].v;
    const int16_t* sign = signs[entries[e].lane].v;
    for (int k = 0; k < kLanes; ++k) out[k] = static_cast<int16_t>(out[k] + w * sign[k]);
  }
  // Two levels per pass (radix 4) halve the passes over the table.
  size_t h = 1;
  for (; 4 * h <= rows; h *= 4) {
    for (size_t i = 0; i < rows; i += 4 * h) {
      SumRow* __restrict a = table + i;
      SumRow* __restrict b = a + h;
      SumRow* __restrict c = b + h;
      SumRow* __restrict d = c + h;
      for (size_t r = 0; r < h; ++r) {
        for (int k = 0; k < kLanes; ++k) {
          const int16_t p = a[r].v[k], q = b[r].v[k], s = c[r].v[k], t = d[r].v[k];
          const auto pq = static_cast<int16_t>(p + q), pmq = static_cast<int16_t>(p - q);
          const auto st = static_cast<int16_t>(s + t), smt = static_cast<int16_t>(s - t);
          a[r].v[k] = static_cast<int16_t>(pq + st);
          c[r].v[k] = static_cast<int16_t>(pq - st);
          b[r].v[k] = static_cast<int16_t>(pmq + smt);
          d[r].v[k] = static_cast<int16_t>(pmq - smt);
        }
      }
    }
  }
  if (h < rows) {
    SumRow* __restrict a = table;
    SumRow* __restrict b = table + h;
    for (size_t r = 0; r < h; ++r) {
      for (int k = 0; k < kLanes; ++k) {
        const int16_t p = a[r].v[k], q = b[r].v[k];
        a[r].v[k] = static_cast<int16_t>(p + q);
        b[r].v[k] = static_cast<int16_t>(p - q);
      }
    }
  }
  int16_t lane_max[kLanes];
  for (int k = 0; k < kLanes; ++k) lane_max[k] = std::numeric_limits<int16_t>::min();
  for (size_t r = 0; r < rows; ++r) {
    for (int k = 0; k < kLanes; ++k) lane_max[k] = std::max(lane_max[k], table[r].v[k]);
  }
  int best = std::numeric_limits<int16_t>::min();
  for (int k = 0; k < kLanes; ++k) best = std::max(best, static_cast<int>(lane_max[k]));
  if (best > threshold) {
    for (size_t r = 0; r < rows; ++r) {
      for (int k = 0; k < kLanes; ++k) {
        if (table[r].v[k] == best) {
          where = (static_cast<uint64_t>(r) << kLaneBits) | static_cast<uint64_t>(k);
          return best;
        }
      }
    }
  }
  return best;
}

// Orbits of the coordinates under the group the symmetries generate, each listed from its least
// coordinate (union-find over j ~ g(j)).
std::vector<std::vector<uint32_t>> coordinate_orbits(
    size_t n, const std::vector<std::vector<uint32_t>>& symmetries) {
  std::vector<uint32_t> parent(n);
  for (size_t j = 0; j < n; ++j) parent[j] = static_cast<uint32_t>(j);
  auto root = [&](uint32_t j) {
    while (parent[j] != j) j = parent[j] = parent[parent[j]];
    return j;
  };
  for (const auto& g : symmetries) {
    for (size_t j = 0; j < n; ++j) {
      const uint32_t a = root(static_cast<uint32_t>(j));
      const uint32_t b = root(g[j]);
      if (a != b) parent[std::max(a, b)] = std::min(a, b);
    }
  }
  std::vector<std::vector<uint32_t>> orbits;
  std::vector<int64_t> index(n, -1);
  for (size_t j = 0; j < n; ++j) {
    const uint32_t r = root(static_cast<uint32_t>(j));
    if (index[r] < 0) {
      index[r] = static_cast<int64_t>(orbits.size());
      orbits.emplace_back();
    }
    orbits[static_cast<size_t>(index[r])].push_back(static_cast<uint32_t>(j));
  }
  return orbits;
}

// Coordinates q_1..q_d1 with independent patterns, the union of whole orbits, d1 ≤ target.
std::vector<uint32_t> fibre_coordinates(const FibreProblem& problem,
                                        const std::vector<std::vector<uint32_t>>& orbits,
                                        int target) {
  WordEchelon span;
  std::vector<uint32_t> chosen;
  for (const auto& orbit : orbits) {
    if (static_cast<int>(chosen.size()) == target) break;
    WordEchelon trial = span;
    std::vector<uint32_t> added;
    for (uint32_t j : orbit) {
      if (trial.reduce(problem.pattern[j]) != 0) {
        trial.insert(problem.pattern[j], 0);
        added.push_back(j);
      }
    }
    if (static_cast<int>(chosen.size() + added.size()) > target) continue;
    span = trial;
    chosen.insert(chosen.end(), added.begin(), added.end());
  }
  return chosen;
}

bool is_identity(const std::vector<uint32_t>& g) {
  for (size_t j = 0; j < g.size(); ++j) {
    if (g[j] != j) return false;
  }
  return true;
}

}  // namespace

bool fibre_search_applies(const FibreProblem& problem) {
  return problem.dim >= kMinDim && problem.dim <= 64 &&
         problem.pattern.size() <= static_cast<size_t>(std::numeric_limits<int16_t>::max());
}

uint64_t fibre_search_work(const FibreProblem& problem) {
  const double members =
      std::ldexp(1.0, problem.dim) / static_cast<double>(problem.symmetries.size() + 1);
  return members >= 1.8e19 ? ~uint64_t{0} : static_cast<uint64_t>(members);
}

bool min_weight_by_fibres(const FibreProblem& problem, const Context& ctx, FibreResult& out,
                          SearchPart part) {
  const size_t n = problem.pattern.size();
  const int dim = problem.dim;
  if (!fibre_search_applies(problem)) return false;

  // 1. The fibre coordinates: whole orbits when they fill c1 closely, else single coordinates.
  const int target = dim - kFibreBits;
  std::vector<std::vector<uint32_t>> symmetries;
  for (const auto& g : problem.symmetries) {
    if (!is_identity(g)) symmetries.push_back(g);
  }
  std::vector<uint32_t> q = fibre_coordinates(problem, coordinate_orbits(n, symmetries), target);
  if (dim - static_cast<int>(q.size()) > kFibreBits + 2) {
    symmetries.clear();
    q = fibre_coordinates(problem, coordinate_orbits(n, symmetries), target);
  }
  const int d1 = static_cast<int>(q.size());
  const int d2 = dim - d1;
  if (d2 > kMaxFibreBits) return false;

  // 2. New coefficients c' = T c: rows τ_i = pattern[q_i], completed by unit vectors.
  WordEchelon tau;
  int rank = 0;
  for (uint32_t j : q) tau.insert(problem.pattern[j], uint64_t{1} << rank++);
  for (int b = 0; b < dim && rank < dim; ++b) {
    const uint64_t unit = uint64_t{1} << b;
    if (tau.reduce(unit) != 0) tau.insert(unit, uint64_t{1} << rank++);
  }
  const uint64_t c1_mask = d1 == 0 ? 0 : (~uint64_t{0} >> (64 - d1));
  uint64_t q_bits = 0;  // x0's values at q: c'_i = c1_i ⊕ q_bits_i
  for (int i = 0; i < d1; ++i) q_bits |= uint64_t{problem.bit[q[static_cast<size_t>(i)]]} << i;
  std::vector<uint64_t> a1(n), a2(n);
  std::vector<uint8_t> b(n);
  for (size_t j = 0; j < n; ++j) {
    const uint64_t a = tau.express(problem.pattern[j]);
    a1[j] = a & c1_mask;
    a2[j] = d1 == 64 ? 0 : a >> d1;
    b[j] = static_cast<uint8_t>(problem.bit[j] ^ (std::popcount(a1[j] & q_bits) & 1));
  }

  // 3. Coordinates with the same (a1, a2) merged into signed weights.
  std::vector<size_t> order(n);
  for (size_t j = 0; j < n; ++j) order[j] = j;
  std::sort(order.begin(), order.end(),
            [&](size_t x, size_t y) { return a2[x] != a2[y] ? a2[x] < a2[y] : a1[x] < a1[y]; });
  std::vector<FibreEntry> entries;
  for (size_t i = 0; i < n;) {
    const size_t j = order[i];
    int32_t w = 0;
    for (; i < n && a1[order[i]] == a1[j] && a2[order[i]] == a2[j]; ++i)
      w += b[order[i]] != 0 ? -1 : 1;
    if (w != 0) {
      entries.push_back(FibreEntry{a1[j], static_cast<uint32_t>(a2[j] >> kLaneBits),
                                   static_cast<uint32_t>(a2[j] & (kLanes - 1)), w});
    }
  }

  // 4. Each symmetry as an affine map of c1, by columns: image = t ⊕ Σ_{bit b of c1} column[b].
  struct AffineMap {
    uint64_t shift = 0;
    std::vector<uint64_t> column;
  };
  std::vector<AffineMap> maps;
  for (const auto& g : symmetries) {
    std::vector<uint32_t> inverse(n);
    for (size_t j = 0; j < n; ++j) inverse[g[j]] = static_cast<uint32_t>(j);
    AffineMap map;
    map.column.assign(static_cast<size_t>(d1), 0);
    for (int i = 0; i < d1; ++i) {
      const uint32_t source = inverse[q[static_cast<size_t>(i)]];
      if (a2[source] != 0) throw std::logic_error("min_weight_by_fibres: Q is not invariant");
      map.shift |= uint64_t{b[source]} << i;
      for (int bit = 0; bit < d1; ++bit) {
        if ((a1[source] >> bit & 1U) != 0) map.column[static_cast<size_t>(bit)] |= uint64_t{1} << i;
      }
    }
    maps.push_back(std::move(map));
  }

  // 5. Every fibre of the part's steps whose c1 is the least of its orbit, c1 in Gray-code
  // order: c1 = step ⊕ (step >> 1) flips bit countr_zero(step) from one step to the next.
  SumRow signs[kLanes];
  for (int p = 0; p < kLanes; ++p) {
    for (int k = 0; k < kLanes; ++k)
      signs[p].v[k] =
          static_cast<int16_t>((std::popcount(static_cast<unsigned>(p & k)) & 1) != 0 ? -1 : 1);
  }
  const int row_bits = std::max(0, d2 - kLaneBits);
  std::unique_ptr<SumRow, FreeSumRows> table(
      static_cast<SumRow*>(std::aligned_alloc(64, (size_t{1} << row_bits) * sizeof(SumRow))));
  if (!table) throw std::bad_alloc();
  const uint64_t fibres = uint64_t{1} << d1;
  const uint64_t first = part.first_of(fibres);
  const uint64_t end = part.end_of(fibres);
  std::vector<uint64_t> image(maps.size());
  const uint64_t first_c1 = first ^ (first >> 1);
  for (size_t g = 0; g < maps.size(); ++g) {
    image[g] = maps[g].shift;
    for (int bit = 0; bit < d1; ++bit) {
      if ((first_c1 >> bit & 1U) != 0) image[g] ^= maps[g].column[static_cast<size_t>(bit)];
    }
  }
  int best = std::numeric_limits<int>::min();
  uint64_t best_c1 = 0;
  uint64_t best_c2 = 0;
  StopCheck stop(ctx, 16);
  bool finished = true;
  for (uint64_t step = first; step < end; ++step) {
    const uint64_t c1 = step ^ (step >> 1);
    if (step != first) {
      const auto flipped = static_cast<size_t>(std::countr_zero(step));
      for (size_t g = 0; g < maps.size(); ++g) image[g] ^= maps[g].column[flipped];
    }
    bool least = true;
    for (uint64_t img : image) least = least && img >= c1;
    if (!least) continue;
    if (stop()) {
      finished = false;
      break;
    }
    uint64_t where = 0;
    const int value = fibre_maximum(table.get(), row_bits, entries.data(), entries.size(), signs,
                                    c1, best, where);
    if (value > best) {
      best = value;
      best_c1 = c1;
      best_c2 = where;
    }
  }

  // 6. Back to the basis coefficients: c_b = <λ_b, c'> where e_b = Σ λ_{b,i} τ_i.
  const uint64_t c_prime = ((best_c1 ^ q_bits) & c1_mask) | (d1 == 64 ? 0 : best_c2 << d1);
  uint64_t c = 0;
  for (int bit = 0; bit < dim; ++bit) {
    if ((std::popcount(tau.express(uint64_t{1} << bit) & c_prime) & 1) != 0)
      c |= uint64_t{1} << bit;
  }
  uint64_t weight = 0;
  for (size_t j = 0; j < n; ++j)
    weight += static_cast<uint64_t>(problem.bit[j] ^ (std::popcount(problem.pattern[j] & c) & 1));
  if (best != std::numeric_limits<int>::min() &&
      static_cast<int64_t>(2 * weight) != static_cast<int64_t>(n) - best)
    throw std::logic_error("min_weight_by_fibres: the transform and the member disagree");
  out.finished = finished;
  out.c = c;
  out.weight = weight;
  return true;
}

}  // namespace gridlogic::algebra::detail
