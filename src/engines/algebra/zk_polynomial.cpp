// Schoolbook polynomial arithmetic over Z_q; see zk_polynomial.hpp.
#include "engines/algebra/zk_polynomial.hpp"

#include <algorithm>
#include <utility>

#include "engines/algebra/linear_system.hpp"

namespace gridlogic::algebra {

namespace {

/// Below this modulus products of two coefficients fit 32 bits, so sums of up to 2^32 of them
/// fit 64 bits unreduced.
constexpr uint32_t kLazyModulus = 1U << 16;

ZkPoly reduced(const std::vector<uint64_t>& w, size_t len, uint32_t q) {
  ZkPoly out(len);
  for (size_t i = 0; i < len; ++i) out[i] = static_cast<uint32_t>(w[i] % q);
  poly_trim(out);
  return out;
}

}  // namespace

void poly_trim(ZkPoly& a) {
  while (!a.empty() && a.back() == 0) a.pop_back();
}

ZkPoly poly_add(const ZkPoly& a, const ZkPoly& b, uint32_t q) {
  ZkPoly out(std::max(a.size(), b.size()), 0);
  for (size_t i = 0; i < out.size(); ++i) {
    uint64_t s = uint64_t{i < a.size() ? a[i] : 0U} + (i < b.size() ? b[i] : 0U);
    out[i] = static_cast<uint32_t>(s >= q ? s - q : s);
  }
  poly_trim(out);
  return out;
}

ZkPoly poly_sub(const ZkPoly& a, const ZkPoly& b, uint32_t q) {
  ZkPoly out(std::max(a.size(), b.size()), 0);
  for (size_t i = 0; i < out.size(); ++i) {
    uint64_t s = uint64_t{i < a.size() ? a[i] : 0U} + q - (i < b.size() ? b[i] : 0U);
    out[i] = static_cast<uint32_t>(s >= q ? s - q : s);
  }
  poly_trim(out);
  return out;
}

ZkPoly poly_scale(const ZkPoly& a, uint32_t c, uint32_t q) {
  ZkPoly out(a.size());
  for (size_t i = 0; i < a.size(); ++i) out[i] = static_cast<uint32_t>(uint64_t{a[i]} * c % q);
  poly_trim(out);
  return out;
}

ZkPoly poly_mul(const ZkPoly& a, const ZkPoly& b, uint32_t q) {
  if (a.empty() || b.empty()) return {};
  const size_t len = a.size() + b.size() - 1;
  std::vector<uint64_t> w(len, 0);
  const bool lazy = q < kLazyModulus;
  for (size_t i = 0; i < a.size(); ++i) {
    const uint64_t ai = a[i];
    if (ai == 0) continue;
    uint64_t* dst = w.data() + i;
    if (lazy) {
      for (size_t j = 0; j < b.size(); ++j) dst[j] += ai * b[j];
    } else {
      for (size_t j = 0; j < b.size(); ++j) dst[j] = (dst[j] + ai * b[j]) % q;
    }
  }
  return reduced(w, len, q);
}

void poly_divmod(const ZkPoly& a, const ZkPoly& m, uint32_t q, ZkPoly* quot, ZkPoly* rem) {
  const size_t d = m.size() - 1;  // m is monic, so nonzero
  if (a.size() <= d) {
    if (quot != nullptr) quot->clear();
    if (rem != nullptr) *rem = a;
    return;
  }
  std::vector<uint64_t> w(a.begin(), a.end());
  ZkPoly qt(a.size() - d, 0);
  const bool lazy = q < kLazyModulus;
  for (size_t i = a.size(); i-- > d;) {
    const auto c = static_cast<uint32_t>(w[i] % q);
    qt[i - d] = c;
    if (c == 0) continue;
    const uint64_t f = q - c;  // subtract c * x^(i-d) * m by adding (q - c) times it
    uint64_t* dst = w.data() + (i - d);
    if (lazy) {
      for (size_t j = 0; j < d; ++j) dst[j] += f * m[j];
    } else {
      for (size_t j = 0; j < d; ++j) dst[j] = (dst[j] + f * m[j]) % q;
    }
  }
  if (quot != nullptr) {
    poly_trim(qt);
    *quot = std::move(qt);
  }
  if (rem != nullptr) *rem = reduced(w, d, q);
}

ZkPoly poly_rem(const ZkPoly& a, const ZkPoly& m, uint32_t q) {
  ZkPoly r;
  poly_divmod(a, m, q, nullptr, &r);
  return r;
}

ZkPoly poly_quot(const ZkPoly& a, const ZkPoly& m, uint32_t q) {
  ZkPoly out;
  poly_divmod(a, m, q, &out, nullptr);
  return out;
}

ZkPoly poly_mulmod(const ZkPoly& a, const ZkPoly& b, const ZkPoly& m, uint32_t q) {
  return poly_rem(poly_mul(a, b, q), m, q);
}

PolyExtGcd poly_ext_gcd(const ZkPoly& a, const ZkPoly& b, uint32_t p) {
  // Invariant: s0 * a = r0 and s1 * a = r1 (mod b).
  ZkPoly r0 = b,
         r1 = poly_rem(a, b.back() == 1 ? b : poly_scale(b, inverse_mod(b.back(), p), p), p);
  ZkPoly s0, s1{1};
  auto make_monic = [p](ZkPoly& r, ZkPoly& s) {
    const uint32_t inv = inverse_mod(r.back(), p);
    if (inv == 1) return;
    r = poly_scale(r, inv, p);
    s = poly_scale(s, inv, p);
  };
  poly_trim(s1);
  while (!r1.empty()) {
    make_monic(r1, s1);
    ZkPoly quot, rem;
    poly_divmod(r0, r1, p, &quot, &rem);
    ZkPoly s2 = poly_sub(s0, poly_mul(quot, s1, p), p);
    r0 = std::move(r1);
    r1 = std::move(rem);
    s0 = std::move(s1);
    s1 = std::move(s2);
  }
  if (!r0.empty()) make_monic(r0, s0);
  return {std::move(r0), std::move(s0)};
}

ZkPoly poly_gcd(const ZkPoly& a, const ZkPoly& b, uint32_t p) {
  if (b.empty()) {
    if (a.empty()) return {};
    return poly_scale(a, inverse_mod(a.back(), p), p);
  }
  return poly_ext_gcd(a, b, p).g;
}

ZkPoly poly_inverse_mod_p(const ZkPoly& a, const ZkPoly& m, uint32_t p) {
  return poly_ext_gcd(a, m, p).s;
}

}  // namespace gridlogic::algebra
