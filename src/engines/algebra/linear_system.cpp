// Elimination over GF(2), Z_{p^e} and (by the CRT) Z_k. See linear_system.hpp for the method.
#include "engines/algebra/linear_system.hpp"

#include <algorithm>
#include <cmath>

namespace gridlogic::algebra {

std::vector<std::pair<uint32_t, uint32_t>> factorize(uint32_t k) {
  std::vector<std::pair<uint32_t, uint32_t>> out;
  for (uint32_t p = 2; static_cast<uint64_t>(p) * p <= k; ++p) {
    if (k % p != 0) continue;
    uint32_t e = 0;
    while (k % p == 0) {
      k /= p;
      ++e;
    }
    out.emplace_back(p, e);
  }
  if (k > 1) out.emplace_back(k, 1);
  return out;
}

bool is_prime(uint32_t k) {
  auto f = factorize(k);
  return f.size() == 1 && f[0].second == 1;
}

uint32_t inverse_mod(uint32_t a, uint32_t m) {
  int64_t old_r = a % m, r = m, old_s = 1, s = 0;
  while (r != 0) {
    int64_t q = old_r / r;
    int64_t t = old_r - q * r;
    old_r = r;
    r = t;
    t = old_s - q * s;
    old_s = s;
    s = t;
  }
  int64_t inv = old_s % static_cast<int64_t>(m);
  if (inv < 0) inv += m;
  return static_cast<uint32_t>(inv);
}

BigCount big_product(const std::vector<std::pair<uint64_t, uint64_t>>& powers) {
  BigCount out(1);
  uint64_t chunk = 1;
  for (auto [base, exp] : powers) {
    for (uint64_t i = 0; i < exp; ++i) {
      if (chunk > (uint64_t{1} << 62) / base) {
        out *= chunk;
        chunk = 1;
      }
      chunk *= base;
    }
  }
  out *= chunk;
  return out;
}

BigCount SystemResult::kernel_size() const {
  std::vector<std::pair<uint64_t, uint64_t>> powers;
  for (const auto& part : parts) {
    uint64_t total = 0;
    for (uint8_t v : part.valuations) total += v;
    powers.emplace_back(part.p, total);
  }
  return big_product(powers);
}

BigCount SystemResult::image_size() const {
  std::vector<std::pair<uint64_t, uint64_t>> powers;
  for (const auto& part : parts) {
    uint64_t total = 0;
    for (uint8_t v : part.valuations) total += part.e - v;
    powers.emplace_back(part.p, total);
  }
  return big_product(powers);
}

double SystemResult::kernel_log2() const {
  double total = 0;
  for (const auto& part : parts) {
    for (uint8_t v : part.valuations) total += v * std::log2(static_cast<double>(part.p));
  }
  return total;
}

double SystemResult::image_log2() const {
  double total = 0;
  for (const auto& part : parts) {
    for (uint8_t v : part.valuations)
      total += (part.e - v) * std::log2(static_cast<double>(part.p));
  }
  return total;
}

// ----------------------------------------------------------------------------------------------
// GF(2)

namespace {

// solve_gf2 on the matrix augmented with b's column (m + 1 columns, that column still zero).
SystemResult solve_gf2_augmented(Gf2Matrix aug, const std::vector<uint8_t>& b, KernelMode kernel,
                                 const Context& ctx, Gf2Backend backend) {
  const size_t n = aug.rows();
  const size_t m = aug.cols() - 1;
  for (size_t i = 0; i < n; ++i) {
    if (b[i] & 1U) aug.set(i, m, true);
  }
  SystemResult res;
  bool stopped = false;
  std::vector<uint32_t> pivots = gf2_rref(aug, m, backend, ctx, &stopped);
  if (stopped) {
    res.timed_out = true;
    return res;
  }
  const size_t rank = pivots.size();
  res.rank = rank;
  res.nullity = m - rank;
  PrimePowerPart part{2, 1, std::vector<uint8_t>(m, 1)};
  for (uint32_t c : pivots) part.valuations[c] = 0;
  res.parts.push_back(std::move(part));
  res.solvable = true;
  for (size_t i = rank; i < n; ++i) {
    if (aug.get(i, m)) {
      res.solvable = false;
      break;
    }
  }
  if (res.solvable) {
    res.x.assign(m, 0);
    for (size_t i = 0; i < rank; ++i) res.x[pivots[i]] = aug.get(i, m) ? 1 : 0;
  }
  if (kernel == KernelMode::kAll || (kernel == KernelMode::kIfUnsolvable && !res.solvable)) {
    std::vector<uint8_t> is_pivot(m, 0);
    for (uint32_t c : pivots) is_pivot[c] = 1;
    for (size_t f = 0; f < m; ++f) {
      if (is_pivot[f]) continue;
      std::vector<uint32_t> v(m, 0);
      v[f] = 1;
      for (size_t i = 0; i < rank; ++i) v[pivots[i]] = aug.get(i, f) ? 1 : 0;
      res.kernel.push_back(std::move(v));
    }
  }
  return res;
}

}  // namespace

SystemResult solve_gf2(const Gf2Matrix& a, const std::vector<uint8_t>& b, KernelMode kernel,
                       const Context& ctx, Gf2Backend backend) {
  return solve_gf2_augmented(a.widened(a.cols() + 1), b, kernel, ctx, backend);
}

SystemResult solve_gf2(Gf2Matrix&& a, const std::vector<uint8_t>& b, KernelMode kernel,
                       const Context& ctx, Gf2Backend backend) {
  const size_t m = a.cols();
  return solve_gf2_augmented(std::move(a).widened(m + 1), b, kernel, ctx, backend);
}

// ----------------------------------------------------------------------------------------------
// Z_{p^e}

namespace {

uint32_t valuation(uint32_t x, uint32_t p) {
  uint32_t v = 0;
  while (x % p == 0) {
    x /= p;
    ++v;
  }
  return v;
}

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
__attribute__((target_clones("avx2", "default")))
#endif
// dst = (dst + f * src) mod q for q <= 256: dst + f*src < 2^16, and the quotient is
// (v * mult) >> 24 with mult = floor(2^24 / q) + 1, exact for every such v (the error term
// v / 2^24 stays below 1/q), so the loop vectorises with 32-bit multiplies.
void axpy_small(uint32_t* dst, const uint32_t* src, size_t len, uint32_t f, uint32_t q, uint32_t mult) {
  for (size_t j = 0; j < len; ++j) {
    uint32_t v = dst[j] + f * src[j];
    uint32_t quot = (v * mult) >> 24;
    dst[j] = v - quot * q;
  }
}

void axpy_any(uint32_t* dst, const uint32_t* src, size_t len, uint64_t f, uint64_t q) {
  for (size_t j = 0; j < len; ++j) dst[j] = static_cast<uint32_t>((dst[j] + f * src[j]) % q);
}

using PartResult = PrimePowerSolution;

PartResult solve_prime_power(const std::vector<uint32_t>& a, size_t n, size_t m,
                             const std::vector<uint32_t>& b, uint32_t p, uint32_t e,
                             KernelMode kernel, const Context& ctx) {
  uint64_t q = 1;
  for (uint32_t i = 0; i < e; ++i) q *= p;
  const size_t w = m + 1;  // augmented row width
  std::vector<uint32_t> u(n * w);
  for (size_t i = 0; i < n; ++i) {
    for (size_t j = 0; j < m; ++j) u[i * w + j] = static_cast<uint32_t>(a[i * m + j] % q);
    u[i * w + m] = static_cast<uint32_t>(b[i] % q);
  }
  std::vector<uint32_t> perm(m);  // position j holds original column perm[j]
  for (size_t j = 0; j < m; ++j) perm[j] = static_cast<uint32_t>(j);
  auto swap_cols = [&](size_t c1, size_t c2) {
    if (c1 == c2) return;
    for (size_t i = 0; i < n; ++i) std::swap(u[i * w + c1], u[i * w + c2]);
    std::swap(perm[c1], perm[c2]);
  };
  const uint32_t mult = q <= 256 ? static_cast<uint32_t>((uint32_t{1} << 24) / q + 1) : 0;
  std::vector<uint32_t> pivot_val;  // v_i of each pivot
  PartResult res;
  res.p = p;
  res.e = e;
  StopCheck stop(ctx, 4);
  size_t live_end = m;  // columns [i, live_end) may still hold a nonzero entry in rows >= i
  uint32_t lower = 0;   // no remaining entry has valuation below this
  for (size_t i = 0; i < std::min(n, m); ++i) {
    if (stop()) {
      res.timed_out = true;
      return res;
    }
    // Full pivoting: the entry of least valuation; stop looking as soon as one reaches the bound.
    size_t best_r = n, best_c = m;
    uint32_t best_v = e;
    for (size_t c = i; c < live_end && best_v > lower;) {
      bool any = false;
      for (size_t r = i; r < n; ++r) {
        uint32_t x = u[r * w + c];
        if (x == 0) continue;
        any = true;
        uint32_t v = valuation(x, p);
        if (v < best_v) {
          best_v = v;
          best_r = r;
          best_c = c;
          if (v == lower) break;
        }
      }
      if (!any) {
        // A column that is zero in every remaining row stays zero: park it at the end.
        --live_end;
        swap_cols(c, live_end);
        if (best_c == live_end) best_c = c;
        continue;
      }
      ++c;
    }
    if (best_v >= e) break;
    lower = best_v;
    swap_cols(i, best_c);
    if (best_r != i)
      std::swap_ranges(u.begin() + static_cast<ptrdiff_t>(i * w),
                       u.begin() + static_cast<ptrdiff_t>((i + 1) * w),
                       u.begin() + static_cast<ptrdiff_t>(best_r * w));
    uint32_t* prow = &u[i * w];
    uint64_t pv = 1;
    for (uint32_t t = 0; t < best_v; ++t) pv *= p;
    // Scale the row by the inverse of the pivot's unit part, so the pivot becomes p^v.
    uint32_t unit = static_cast<uint32_t>(prow[i] / pv);
    uint64_t inv = inverse_mod(unit, static_cast<uint32_t>(q));
    if (inv != 1) {
      for (size_t j = i; j < w; ++j) prow[j] = static_cast<uint32_t>(prow[j] * inv % q);
    }
    for (size_t r = i + 1; r < n; ++r) {
      uint32_t* row = &u[r * w];
      if (row[i] == 0) continue;
      uint32_t f = static_cast<uint32_t>(q - row[i] / pv);  // exact: p^v divides row[i]
      if (mult != 0) {
        axpy_small(row + i, prow + i, w - i, f, static_cast<uint32_t>(q), mult);
      } else {
        axpy_any(row + i, prow + i, w - i, f, q);
      }
    }
    pivot_val.push_back(best_v);
  }
  const size_t rank = pivot_val.size();
  res.valuations.assign(m, static_cast<uint8_t>(e));
  for (size_t i = 0; i < rank; ++i) res.valuations[perm[i]] = static_cast<uint8_t>(pivot_val[i]);
  res.solvable = true;
  for (size_t i = 0; i < n && res.solvable; ++i) {
    uint32_t c = u[i * w + m];
    if (i >= rank) {
      if (c != 0) res.solvable = false;
    } else if (valuation(c == 0 ? static_cast<uint32_t>(q) : c, p) < pivot_val[i]) {
      res.solvable = false;
    }
  }
  // Back substitution for y (permuted coordinates) with rhs column `rhs` (or zero) and the
  // given values already placed beyond row `top`.
  auto back_substitute = [&](std::vector<uint64_t>& y, size_t top, bool use_rhs) {
    for (size_t l = top; l-- > 0;) {
      const uint32_t* row = &u[l * w];
      uint64_t s = use_rhs ? row[m] : 0;
      for (size_t j = l + 1; j < m; ++j) {
        if (y[j] != 0 && row[j] != 0) s = (s + (q - row[j]) * y[j]) % q;
      }
      uint64_t pv = 1;
      for (uint32_t t = 0; t < pivot_val[l]; ++t) pv *= p;
      y[l] = s / pv;
    }
  };
  if (res.solvable) {
    std::vector<uint64_t> y(m, 0);
    back_substitute(y, rank, true);
    res.x.assign(m, 0);
    for (size_t j = 0; j < m; ++j) res.x[perm[j]] = static_cast<uint32_t>(y[j]);
  }
  if (kernel == KernelMode::kAll || (kernel == KernelMode::kIfUnsolvable && !res.solvable)) {
    for (size_t i = 0; i < m; ++i) {
      if (stop()) {
        res.timed_out = true;
        return res;
      }
      uint32_t v = i < rank ? pivot_val[i] : e;
      if (v == 0) continue;
      std::vector<uint64_t> y(m, 0);
      uint64_t g = 1;
      for (uint32_t t = v; t < e; ++t) g *= p;
      y[i] = g;
      back_substitute(y, std::min(i, rank), false);
      std::vector<uint32_t> x(m, 0);
      for (size_t j = 0; j < m; ++j) x[perm[j]] = static_cast<uint32_t>(y[j]);
      res.kernel.push_back(std::move(x));
    }
  }
  return res;
}

}  // namespace

SystemResult solve_mod(const std::vector<uint32_t>& a, size_t n, size_t m,
                       const std::vector<uint32_t>& b, uint32_t k, KernelMode kernel_mode,
                       const Context& ctx) {
  if (k == 2) {
    Gf2Matrix g(n, m);
    std::vector<uint8_t> bb(n);
    for (size_t i = 0; i < n; ++i) {
      for (size_t j = 0; j < m; ++j) {
        if (a[i * m + j] & 1U) g.set(i, j, true);
      }
      bb[i] = static_cast<uint8_t>(b[i] & 1U);
    }
    return solve_gf2(g, bb, kernel_mode, ctx);
  }
  std::vector<PrimePowerSolution> parts;
  for (auto [p, e] : factorize(k)) {
    parts.push_back(solve_prime_power(a, n, m, b, p, e, kernel_mode, ctx));
    if (parts.back().timed_out) break;
  }
  return combine_parts(parts, k, m, kernel_mode);
}

SystemResult combine_parts(const std::vector<PrimePowerSolution>& parts, uint32_t k, size_t m,
                           KernelMode kernel_mode) {
  SystemResult res;
  res.solvable = true;
  res.x.assign(m, 0);
  std::vector<std::vector<uint32_t>> kernel;
  for (const PrimePowerSolution& part : parts) {
    if (part.timed_out) {
      res = SystemResult();
      res.timed_out = true;
      return res;
    }
    const uint32_t p = part.p;
    const uint32_t e = part.e;
    uint64_t q = 1;
    for (uint32_t t = 0; t < e; ++t) q *= p;
    res.parts.push_back({p, e, part.valuations});
    res.solvable = res.solvable && part.solvable;
    // CRT lift: a value mod q becomes value * M * (M^-1 mod q) mod k with M = k / q.
    const uint64_t big_m = k / q;
    const uint64_t lift =
        big_m * inverse_mod(static_cast<uint32_t>(big_m % q), static_cast<uint32_t>(q)) % k;
    if (part.solvable && res.solvable) {
      for (size_t j = 0; j < m; ++j)
        res.x[j] = static_cast<uint32_t>((res.x[j] + part.x[j] * lift) % k);
    }
    for (size_t g = 0; g < part.kernel.size(); ++g) {
      if (g == kernel.size()) kernel.emplace_back(m, 0);
      for (size_t j = 0; j < m; ++j)
        kernel[g][j] = static_cast<uint32_t>((kernel[g][j] + part.kernel[g][j] * lift) % k);
    }
  }
  if (!res.solvable) res.x.clear();
  // nullity: the largest number of generators any prime-power part needs (merged above).
  size_t nullity = 0;
  for (const auto& part : res.parts) {
    size_t count = 0;
    for (uint8_t v : part.valuations) count += v > 0 ? 1 : 0;
    nullity = std::max(nullity, count);
  }
  res.nullity = nullity;
  res.rank = m - nullity;
  if (kernel_mode != KernelMode::kNone) res.kernel = std::move(kernel);
  return res;
}

}  // namespace gridlogic::algebra
