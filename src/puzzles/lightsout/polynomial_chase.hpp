// The chase system M x_0 = rhs of a full rectangle (chase.hpp) over Z_k solved as one equation
// between polynomials, without the C x C matrix M: the path behind large boards with k != 2.
//
// T (path plus identity, C x C) has e_0 as a cyclic vector: T e_j = e_{j-1} + e_j + e_{j+1}
// gives e_j = u_j(T) e_0 with u_0 = 1, u_1 = x - 1, u_{j+1} = (x - 1) u_j - u_{j-1}, monic of
// degree j, and u_C(T) e_0 = 0. So v -> V = sum_j v_j u_j is an isomorphism from Z_k^C onto
// Z_k[x]/(u_C) under which T is multiplication by x; it holds over any Z_k, as every u_j is
// monic. M = q_R(T) is a polynomial in T, so M x_0 = rhs becomes Q X = B in Z_k[x]/(u_C), where
// Q = q_R mod u_C comes from one chase of e_0 (M e_0 in this basis). Each prime power of k is
// solved by algebra::solve_quotient_ring (extended gcd over GF(p); Hensel splitting and a small
// dense block over Z_{p^e}) and the parts joined by the CRT (algebra::combine_parts), so the
// result has the same solutions, counts, valuations and kernel as solve_mod on M.
//
// Cost: one chase (O(R C)), basis changes and gcds O(C^2) per prime power, and for Z_{p^e},
// e > 1, a dense elimination of the D x D block where c shares factors with u_C (D small for
// most boards; bounded by kMaxChaseDenseBlock). Memory O(C) polynomials: no C x C matrix.
#pragma once

#include <string>
#include <vector>

#include "engines/algebra/linear_system.hpp"
#include "engines/algebra/zk_polynomial.hpp"
#include "puzzles/lightsout/chase.hpp"

namespace gridlogic::lightsout {

/// Widths from which k != 2 rectangles take this path (below, the dense chase matrix is cheap).
inline constexpr size_t kPolynomialChaseFrom = 64;
/// The largest dense block over Z_{p^e} (e > 1) accepted: D^2 entries of 4 bytes (170 MB) and
/// D^3 / 3 elimination steps, measured 4 s at D = 6143 over Z_4 (30 s when the board is
/// unsolvable and every kernel generator of the block is back-substituted). Above every width
/// the dense chase matrix took (5000), so no board that path solved is refused.
inline constexpr size_t kMaxChaseDenseBlock = 6500;

/// The result of solving the chase system; `error` is set (and `result` meaningless) when a
/// dense block would exceed kMaxChaseDenseBlock.
struct ChaseSystemResult {
  algebra::SystemResult result;
  std::string error;
};

/// Solves M x_0 = rhs, M = chase_matrix(view, k), k >= 3, `rhs` of view.cols entries below k.
/// Same contract as algebra::solve_mod on that matrix; `max_dense` bounds the dense block.
ChaseSystemResult solve_chase_system(const RectView& view, const std::vector<uint32_t>& rhs,
                                     uint32_t k, algebra::KernelMode kernel, const Context& ctx,
                                     size_t max_dense = kMaxChaseDenseBlock);

/// V = sum_j v_j u_j as monomial coefficients modulo m (the basis change above; O(C^2)).
algebra::ZkPoly vector_to_poly(const std::vector<uint32_t>& v, uint32_t m);
/// The inverse basis change: X(T) e_0 as a vector of `n` entries modulo m (deg X < n; O(C^2)).
std::vector<uint32_t> poly_to_vector(const algebra::ZkPoly& x, size_t n, uint32_t m);
/// u_n modulo m, monic of degree n: the characteristic polynomial of T.
algebra::ZkPoly path_polynomial(size_t n, uint32_t m);

}  // namespace gridlogic::lightsout
