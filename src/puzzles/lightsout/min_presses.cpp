// Minimum presses by enumerating the solution coset (small kernels only).
//
// Placeholder until src/engines/algebra/min_weight.hpp (exact branch and bound / ILP) is merged:
// then the body of minimize_presses becomes
//   auto r = algebra::min_weight_in_coset(x0, kernel, k, ctx); return {r.proved, r.timed_out, r.x, r.weight};
#include "puzzles/lightsout/min_presses.hpp"

#include <numeric>

namespace gridlogic::lightsout {

namespace {

/// Enumeration is attempted when k^d * n stays below this many entry updates.
constexpr double kMaxWork = 2e9;

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
MinPresses descend(std::vector<uint32_t> cur, const std::vector<std::vector<uint32_t>>& kernel, uint32_t k,
                   const Context& ctx) {
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

MinPresses minimize_presses(const std::vector<uint32_t>& x0, const std::vector<std::vector<uint32_t>>& kernel,
                            uint32_t k, const Context& ctx) {
  std::vector<uint32_t> cur = x0;
  for (auto& v : cur) v %= k;
  const size_t d = kernel.size();
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

}  // namespace gridlogic::lightsout
