// Minimum presses: the exact min-weight engine (src/engines/algebra/min_weight.hpp: Walsh-Hadamard
// / branch and bound over GF(2), Howell form and branch and bound over Z_k). When the engine
// declines an instance (NotAvailable: beyond its memory caps), the coset is enumerated here
// (Gray code over GF(2), k-ary odometer otherwise) or, when too large, bounded by greedy descent
// (never reported as proved).
#include "puzzles/lightsout/min_presses.hpp"

#include <cmath>
#include <numeric>

#include "engines/algebra/min_weight.hpp"
#include "gridlogic/context.hpp"
#include "gridlogic/error.hpp"

namespace gridlogic::lightsout {

namespace {

/// Enumeration is attempted when k^d * n stays below this many entry updates.
constexpr double kMaxWork = 2e9;
/// GF(2): Gray-code enumeration is attempted up to this many word operations (2^d * words);
/// about a minute on one core at 2^40, and the context can stop it (then: not proved).
constexpr double kMaxGf2Work = 1.2e12;

uint64_t weight_of(const std::vector<uint32_t>& x) {
  return std::accumulate(x.begin(), x.end(), uint64_t{0});
}

void add_into(std::vector<uint32_t>& cur, const std::vector<uint32_t>& g, uint32_t k) {
  for (size_t i = 0; i < cur.size(); ++i) {
    uint32_t s = cur[i] + g[i];
    cur[i] = s >= k ? s - k : s;
  }
}

/// Greedy descent (used when the coset is too large): add any multiple of any generator that
/// lowers the weight, until none does. Not a proof.
MinPresses descend(std::vector<uint32_t> cur, const std::vector<std::vector<uint32_t>>& kernel,
                   uint32_t k, const Context& ctx) {
  MinPresses best{false, false, cur, weight_of(cur)};
  bool improved = true;
  while (improved) {
    improved = false;
    for (const auto& g : kernel) {
      if (ctx.expired()) {
        best.timed_out = true;
        return best;
      }
      std::vector<uint32_t> trial = best.x;
      for (uint32_t t = 1; t < k; ++t) {
        add_into(trial, g, k);
        uint64_t w = weight_of(trial);
        if (w < best.weight) {
          best.x = trial;
          best.weight = w;
          improved = true;
        }
      }
    }
  }
  return best;
}

}  // namespace

/// GF(2): the 2^d vectors of the coset in Gray-code order, bit-packed: each step XORs one
/// generator (n/64 words) and counts bits with popcount.
MinPresses gray_code_gf2(const std::vector<uint32_t>& x0,
                         const std::vector<std::vector<uint32_t>>& kernel, const Context& ctx) {
  const size_t n = x0.size();
  const size_t words = (n + 63) / 64;
  const size_t d = kernel.size();
  auto pack = [&](const std::vector<uint32_t>& v) {
    std::vector<uint64_t> out(words, 0);
    for (size_t i = 0; i < n; ++i) {
      if (v[i] & 1U) out[i >> 6] |= uint64_t{1} << (i & 63);
    }
    return out;
  };
  std::vector<uint64_t> cur = pack(x0);
  std::vector<std::vector<uint64_t>> gens;
  for (const auto& g : kernel) gens.push_back(pack(g));
  auto weight = [&]() {
    uint64_t w = 0;
    for (uint64_t word : cur) w += static_cast<uint64_t>(__builtin_popcountll(word));
    return w;
  };
  uint64_t best_weight = weight();
  uint64_t best_step = 0;
  StopCheck stop(ctx, 4096);
  MinPresses out;
  out.proved = true;
  const uint64_t total = uint64_t{1} << d;
  for (uint64_t t = 1; t < total; ++t) {
    const auto& g = gens[static_cast<size_t>(__builtin_ctzll(t))];
    for (size_t w = 0; w < words; ++w) cur[w] ^= g[w];
    uint64_t wt = weight();
    if (wt < best_weight) {
      best_weight = wt;
      best_step = t;
    }
    if (stop()) {
      out.proved = false;
      out.timed_out = true;
      break;
    }
  }
  // The Gray code's t-th vector is x0 + sum of the generators set in t ^ (t >> 1).
  out.x = x0;
  for (auto& v : out.x) v &= 1U;
  uint64_t mask = best_step ^ (best_step >> 1);
  for (size_t i = 0; i < d; ++i) {
    if ((mask >> i) & 1U) {
      for (size_t j = 0; j < n; ++j) out.x[j] ^= kernel[i][j] & 1U;
    }
  }
  out.weight = best_weight;
  return out;
}

MinPresses enumerate_presses(const std::vector<uint32_t>& x0,
                             const std::vector<std::vector<uint32_t>>& kernel, uint32_t k,
                             const Context& ctx) {
  std::vector<uint32_t> cur = x0;
  for (auto& v : cur) v %= k;
  const size_t d = kernel.size();
  if (k == 2 && d < 63 &&
      std::ldexp(static_cast<double>(cur.size() / 64 + 1), static_cast<int>(d)) <= kMaxGf2Work) {
    return gray_code_gf2(cur, kernel, ctx);
  }
  double work = static_cast<double>(cur.size() + 1);
  for (size_t i = 0; i < d && work <= kMaxWork; ++i) work *= k;
  if (work > kMaxWork) return descend(cur, kernel, k, ctx);
  // k-ary odometer: step t adds generator 0; when its digit wraps (k additions = identity since
  // k g = 0), carry into generator 1, and so on. Every combination is visited once.
  MinPresses best{true, false, cur, weight_of(cur)};
  std::vector<uint32_t> digits(d, 0);
  StopCheck stop(ctx, 256);
  while (true) {
    size_t i = 0;
    while (i < d) {
      add_into(cur, kernel[i], k);
      if (++digits[i] < k) break;
      digits[i] = 0;
      ++i;
    }
    if (i == d) break;  // wrapped around: all visited
    uint64_t w = weight_of(cur);
    if (w < best.weight) {
      best.weight = w;
      best.x = cur;
    }
    if (stop()) {
      best.proved = false;
      best.timed_out = true;
      break;
    }
  }
  return best;
}

MinPresses minimize_presses(const std::vector<uint32_t>& x0,
                            const std::vector<std::vector<uint32_t>>& kernel, uint32_t k,
                            const Context& ctx,
                            const std::vector<std::vector<uint32_t>>& symmetries, SearchPart part) {
  try {
    auto r = algebra::min_weight_in_coset(x0, kernel, k, ctx, symmetries, part);
    return {r.proved, r.timed_out, r.x, r.weight};
  } catch (const NotAvailable&) {
    // Beyond the engine's memory: the enumeration does not split, so it is part 0's alone.
    if (part.index != 0) return enumerate_presses(x0, {}, k, ctx);
    return enumerate_presses(x0, kernel, k, ctx);
  }
}

}  // namespace gridlogic::lightsout
