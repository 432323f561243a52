// c * X = b in Z_{p^e}[x]/(chi); see quotient_ring_system.hpp for the method.
#include "engines/algebra/quotient_ring_system.hpp"

#include <algorithm>
#include <utility>

namespace gridlogic::algebra {

namespace {

uint32_t power(uint32_t p, uint32_t e) {
  uint32_t out = 1;
  for (uint32_t i = 0; i < e; ++i) out *= p;
  return out;
}

/// The coefficients reduced modulo m (trimmed).
ZkPoly reduce_coefficients(const ZkPoly& a, uint32_t m) {
  ZkPoly out(a.size());
  for (size_t i = 0; i < a.size(); ++i) out[i] = a[i] % m;
  poly_trim(out);
  return out;
}

/// (a / d) mod p for a polynomial whose coefficients are all multiples of d.
ZkPoly divided_digit(const ZkPoly& a, uint32_t d, uint32_t p) {
  ZkPoly out(a.size());
  for (size_t i = 0; i < a.size(); ++i) out[i] = (a[i] / d) % p;
  poly_trim(out);
  return out;
}

/// x^shift * a (deg a + shift < n by the caller's choice).
ZkPoly shifted(const ZkPoly& a, size_t shift) {
  if (a.empty()) return {};
  ZkPoly out(shift, 0);
  out.insert(out.end(), a.begin(), a.end());
  return out;
}

bool wants_kernel(KernelMode mode, bool solvable) {
  return mode == KernelMode::kAll || (mode == KernelMode::kIfUnsolvable && !solvable);
}

QuotientRingSolution solve_over_field(const ZkPoly& c, const ZkPoly& chi, const ZkPoly& b,
                                      uint32_t p, KernelMode kernel) {
  const size_t n = chi.size() - 1;
  QuotientRingSolution out;
  const PolyExtGcd eg = poly_ext_gcd(c, chi, p);
  const size_t d = eg.g.size() - 1;
  out.valuations.assign(n, 0);
  for (size_t i = 0; i < d; ++i) out.valuations[i] = 1;
  ZkPoly quot, rem;
  poly_divmod(b, eg.g, p, &quot, &rem);
  out.solvable = rem.empty();
  if (out.solvable) out.x = poly_mulmod(eg.s, quot, chi, p);
  if (wants_kernel(kernel, out.solvable)) {
    const ZkPoly h = poly_quot(chi, eg.g, p);
    for (size_t i = 0; i < d; ++i) out.kernel.push_back(shifted(h, i));
  }
  return out;
}

/// chi = F * G modulo p with F made of the factors that divide g (gcd of c and chi modulo p),
/// G prime to g. Returns {F, G}, both monic.
std::pair<ZkPoly, ZkPoly> split_by_gcd(const ZkPoly& chi_bar, const ZkPoly& g, uint32_t p) {
  ZkPoly rest = chi_bar;
  ZkPoly d = g;
  while (true) {
    d = poly_gcd(rest, d, p);  // the shared factors still left in `rest`
    if (d.size() <= 1) break;
    rest = poly_quot(rest, d, p);
  }
  return {poly_quot(chi_bar, rest, p), rest};
}

/// Lifts chi = F * G from modulo p to modulo q = p^e (F, G monic and coprime modulo p); `b_inv`
/// is G^-1 modulo (p, F).
void hensel_lift(const ZkPoly& chi, ZkPoly& f, ZkPoly& g, const ZkPoly& b_inv, uint32_t p,
                 uint32_t e) {
  const uint32_t q = power(p, e);
  const ZkPoly f_bar = f, g_bar = g;
  uint32_t pi = 1;
  for (uint32_t i = 1; i < e; ++i) {
    pi *= p;
    // chi - F G = p^i c: find tau G + sigma F = c (mod p), deg tau < deg F, deg sigma < deg G.
    const ZkPoly c = divided_digit(poly_sub(chi, poly_mul(f, g, q), q), pi, p);
    const ZkPoly tau = poly_mulmod(b_inv, poly_rem(c, f_bar, p), f_bar, p);
    const ZkPoly sigma = poly_quot(poly_sub(c, poly_mul(tau, g_bar, p), p), f_bar, p);
    f = poly_add(f, poly_scale(tau, pi, q), q);
    g = poly_add(g, poly_scale(sigma, pi, q), q);
  }
}

/// X with c X = b modulo (p^e, G), c a unit there: one p-adic digit at a time.
ZkPoly solve_unit_side(const ZkPoly& c, const ZkPoly& b, const ZkPoly& g, const ZkPoly& g_bar,
                       uint32_t p, uint32_t e) {
  if (g.size() <= 1) return {};
  const uint32_t q = power(p, e);
  const ZkPoly c_g = poly_rem(c, g, q);
  const ZkPoly b_g = poly_rem(b, g, q);
  const ZkPoly c_inv = poly_inverse_mod_p(reduce_coefficients(c_g, p), g_bar, p);
  ZkPoly x;
  ZkPoly residual = b_g;  // b - c x modulo G, a multiple of p^i
  uint32_t pi = 1;
  for (uint32_t i = 0; i < e; ++i) {
    const ZkPoly digit = poly_mulmod(c_inv, divided_digit(residual, pi, p), g_bar, p);
    x = poly_add(x, poly_scale(digit, pi, q), q);
    if (i + 1 < e) {
      residual = poly_sub(b_g, poly_mulmod(c_g, x, g, q), q);
      pi *= p;
    }
  }
  return x;
}

/// G^-1 modulo (p^e, F) from its inverse modulo p, by Newton's iteration y <- y (2 - G y).
ZkPoly inverse_lift(const ZkPoly& g, const ZkPoly& f, const ZkPoly& inv_p, uint32_t p, uint32_t e) {
  const uint32_t q = power(p, e);
  const ZkPoly g_f = poly_rem(g, f, q);
  ZkPoly y = inv_p;
  for (uint32_t precision = 1; precision < e; precision *= 2) {
    const ZkPoly gy = poly_mulmod(g_f, y, f, q);
    y = poly_mulmod(y, poly_sub(ZkPoly{2 % q}, gy, q), f, q);
  }
  return y;
}

ZkPoly vector_poly(const std::vector<uint32_t>& v) {
  ZkPoly out(v.begin(), v.end());
  poly_trim(out);
  return out;
}

}  // namespace

QuotientRingSolution solve_quotient_ring(const ZkPoly& c, const ZkPoly& chi, const ZkPoly& b,
                                         uint32_t p, uint32_t e, KernelMode kernel,
                                         const Context& ctx, size_t max_dense) {
  if (e == 1) return solve_over_field(c, chi, b, p, kernel);
  const size_t n = chi.size() - 1;
  const uint32_t q = power(p, e);
  QuotientRingSolution out;
  const ZkPoly chi_bar = reduce_coefficients(chi, p);
  const ZkPoly g = poly_gcd(reduce_coefficients(c, p), chi_bar, p);
  std::pair<ZkPoly, ZkPoly> split = split_by_gcd(chi_bar, g, p);
  ZkPoly f = std::move(split.first), g_side = std::move(split.second);
  const ZkPoly f_bar = f, g_bar = g_side;
  const size_t dense = f.size() - 1;
  out.dense_rank = dense;
  if (dense > max_dense) {
    out.too_large = true;
    return out;
  }
  out.valuations.assign(n, 0);
  if (dense == 0) {
    out.solvable = true;
    out.x = solve_unit_side(c, b, chi, chi_bar, p, e);
    return out;
  }
  const ZkPoly g_inv_p = poly_inverse_mod_p(poly_rem(g_bar, f_bar, p), f_bar, p);
  hensel_lift(chi, f, g_side, g_inv_p, p, e);
  if (ctx.expired()) {
    out.timed_out = true;
    return out;
  }
  const ZkPoly x_g = solve_unit_side(c, b, g_side, g_bar, p, e);
  // The F side: the dense matrix of c in the basis 1, x, ..., x^(D-1) of Z_q[x]/(F).
  std::vector<uint32_t> a(dense * dense, 0);
  ZkPoly column = poly_rem(c, f, q);
  for (size_t j = 0; j < dense; ++j) {
    for (size_t i = 0; i < column.size(); ++i) a[i * dense + j] = column[i];
    column = poly_rem(shifted(column, 1), f, q);
  }
  ZkPoly b_f = poly_rem(b, f, q);
  std::vector<uint32_t> rhs(dense, 0);
  std::copy(b_f.begin(), b_f.end(), rhs.begin());
  const SystemResult side = solve_mod(a, dense, dense, rhs, q, kernel, ctx);
  if (side.timed_out) {
    out.timed_out = true;
    return out;
  }
  const std::vector<uint8_t>& v = side.parts.front().valuations;
  std::copy(v.begin(), v.end(), out.valuations.begin());
  out.solvable = side.solvable;
  // CRT: X = X_G + G ((X_F - X_G) G^-1 mod F) is X_F modulo F and X_G modulo G.
  const ZkPoly g_inv = inverse_lift(g_side, f, g_inv_p, p, e);
  auto glue = [&](const ZkPoly& on_f, const ZkPoly& on_g) {
    const ZkPoly t = poly_mulmod(poly_sub(on_f, poly_rem(on_g, f, q), q), g_inv, f, q);
    return poly_add(on_g, poly_mul(g_side, t, q), q);
  };
  if (out.solvable) out.x = glue(vector_poly(side.x), x_g);
  for (const auto& gen : side.kernel) out.kernel.push_back(glue(vector_poly(gen), ZkPoly{}));
  return out;
}

}  // namespace gridlogic::algebra
