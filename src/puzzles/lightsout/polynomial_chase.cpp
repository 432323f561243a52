// The chase system as a polynomial equation; see polynomial_chase.hpp.
#include "puzzles/lightsout/polynomial_chase.hpp"

#include <utility>

#include "engines/algebra/quotient_ring_system.hpp"

namespace gridlogic::lightsout {

namespace {

using algebra::ZkPoly;

uint32_t add_mod(uint32_t a, uint32_t b, uint32_t m) {
  const uint64_t s = uint64_t{a} + b;
  return static_cast<uint32_t>(s >= m ? s - m : s);
}

uint32_t sub_mod(uint32_t a, uint32_t b, uint32_t m) {
  return a >= b ? a - b : static_cast<uint32_t>(uint64_t{a} + m - b);
}

ZkPoly reduce_coefficients(const ZkPoly& a, uint32_t m) {
  ZkPoly out(a.size());
  for (size_t i = 0; i < a.size(); ++i) out[i] = a[i] % m;
  algebra::poly_trim(out);
  return out;
}

/// T v modulo m, in place (T e_j = e_{j-1} + e_j + e_{j+1}); only the first `support` entries of
/// v may be nonzero (the result's first support + 1).
void apply_path(std::vector<uint32_t>& v, size_t support, uint32_t m) {
  const size_t n = v.size();
  const size_t end = std::min(n, support + 1);
  uint32_t before = 0;  // the old v[j - 1]
  for (size_t j = 0; j < end; ++j) {
    const uint32_t old = v[j];
    uint32_t s = add_mod(before, old, m);
    if (j + 1 < n) s = add_mod(s, v[j + 1], m);
    v[j] = s;
    before = old;
  }
}

/// Kernel generators as vectors. The field case's generators are x^i h, so a generator that is
/// x times the one before it is that vector times T: O(C) instead of a basis change.
std::vector<std::vector<uint32_t>> kernel_vectors(const std::vector<ZkPoly>& gens, size_t n,
                                                  uint32_t q) {
  std::vector<std::vector<uint32_t>> out;
  for (size_t i = 0; i < gens.size(); ++i) {
    const ZkPoly& g = gens[i];
    const bool next_shift = i > 0 && !g.empty() && g.size() == gens[i - 1].size() + 1 &&
                            g[0] == 0 && std::equal(g.begin() + 1, g.end(), gens[i - 1].begin());
    if (next_shift) {
      std::vector<uint32_t> v = out.back();
      apply_path(v, n, q);
      out.push_back(std::move(v));
    } else {
      out.push_back(poly_to_vector(g, n, q));
    }
  }
  return out;
}

}  // namespace

ZkPoly vector_to_poly(const std::vector<uint32_t>& v, uint32_t m) {
  // Clenshaw: beta_j = v_j + (x - 1) beta_{j+1} - beta_{j+2}, V = beta_0.
  const size_t n = v.size();
  std::vector<uint32_t> b1(n + 1, 0), b2(n + 1, 0);  // beta_{j+1}, beta_{j+2}
  for (size_t j = n; j-- > 0;) {
    const size_t len = n - j;  // deg beta_j < len
    for (size_t i = 0; i < len; ++i) {
      uint32_t s = i == 0 ? v[j] % m : b1[i - 1];
      s = sub_mod(s, b1[i], m);
      b2[i] = sub_mod(s, b2[i], m);
    }
    std::swap(b1, b2);
  }
  b1.resize(n);
  algebra::poly_trim(b1);
  return b1;
}

std::vector<uint32_t> poly_to_vector(const ZkPoly& x, size_t n, uint32_t m) {
  std::vector<uint32_t> v(n, 0);
  size_t support = 0;
  for (size_t i = x.size(); i-- > 0;) {
    apply_path(v, support, m);
    support = std::min(n, support + 1);
    v[0] = add_mod(v[0], x[i] % m, m);
  }
  return v;
}

ZkPoly path_polynomial(size_t n, uint32_t m) {
  // u_{j+1} = (x - 1) u_j - u_{j-1}
  std::vector<uint32_t> prev(n + 1, 0), cur(n + 1, 0);
  cur[0] = 1 % m;
  for (size_t j = 0; j < n; ++j) {
    for (size_t i = j + 1; i-- > 0;) {
      uint32_t s = i > 0 ? cur[i - 1] : 0;
      s = sub_mod(s, cur[i], m);
      prev[i] = sub_mod(s, prev[i], m);
    }
    prev[j + 1] = cur[j];  // the leading coefficient: x * u_j
    std::swap(prev, cur);
  }
  algebra::poly_trim(cur);
  return cur;
}

ChaseSystemResult solve_chase_system(const RectView& view, const std::vector<uint32_t>& rhs,
                                     uint32_t k, algebra::KernelMode kernel, const Context& ctx,
                                     size_t max_dense) {
  ChaseSystemResult out;
  const size_t n = view.cols;
  std::vector<uint32_t> e0(n, 0);
  e0[0] = 1;
  // Q = q_R mod u_C: M e_0 = Q(T) e_0, so M's first column holds Q in the u basis.
  const ZkPoly chase_poly = vector_to_poly(chase(view, nullptr, e0, k, nullptr), k);
  const ZkPoly rhs_poly = vector_to_poly(rhs, k);
  const ZkPoly path = path_polynomial(n, k);
  std::vector<algebra::PrimePowerSolution> parts;
  for (auto [p, e] : algebra::factorize(k)) {
    uint32_t q = 1;
    for (uint32_t t = 0; t < e; ++t) q *= p;
    algebra::PrimePowerSolution part;
    part.p = p;
    part.e = e;
    if (ctx.expired()) {
      part.timed_out = true;
      parts.push_back(std::move(part));
      break;
    }
    const algebra::QuotientRingSolution sol = algebra::solve_quotient_ring(
        reduce_coefficients(chase_poly, q), reduce_coefficients(path, q),
        reduce_coefficients(rhs_poly, q), p, e, kernel, ctx, max_dense);
    if (sol.too_large) {
      out.error = "board too large: over Z_" + std::to_string(q) +
                  " the chase system has a block of " + std::to_string(sol.dense_rank) +
                  " unknowns sharing factors with the path, over the limit of " +
                  std::to_string(max_dense) + " for dense elimination";
      return out;
    }
    part.timed_out = sol.timed_out;
    part.solvable = sol.solvable;
    part.valuations = sol.valuations;
    if (sol.solvable) part.x = poly_to_vector(sol.x, n, q);
    part.kernel = kernel_vectors(sol.kernel, n, q);
    parts.push_back(std::move(part));
    if (sol.timed_out) break;
  }
  out.result = algebra::combine_parts(parts, k, n, kernel);
  return out;
}

}  // namespace gridlogic::lightsout
