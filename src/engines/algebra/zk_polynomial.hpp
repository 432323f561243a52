// Polynomials over Z_q (q < 2^31): schoolbook arithmetic, division by monic polynomials, and,
// when q is a prime, gcd and extended gcd.
//
// A polynomial is its coefficient list, lowest degree first, every entry in 0..q-1, with no
// trailing zeros (the zero polynomial is the empty list). Over a ring with zero divisors only
// division by a monic polynomial is always defined, so that is the only division offered for
// every q; the gcd functions need a field. For q < 2^16 products are summed unreduced in 64
// bits (each below 2^32, at most 2^31 of them) and reduced once, which keeps the O(n^2) loops to
// one multiply-add an entry; larger q reduce every product.
#pragma once

#include <cstdint>
#include <vector>

namespace gridlogic::algebra {

using ZkPoly = std::vector<uint32_t>;

/// Drops trailing zero coefficients.
void poly_trim(ZkPoly& a);
/// Degree, -1 for the zero polynomial.
[[nodiscard]] inline int64_t poly_degree(const ZkPoly& a) {
  return static_cast<int64_t>(a.size()) - 1;
}
/// a + b, a - b and c * a (mod q).
ZkPoly poly_add(const ZkPoly& a, const ZkPoly& b, uint32_t q);
ZkPoly poly_sub(const ZkPoly& a, const ZkPoly& b, uint32_t q);
ZkPoly poly_scale(const ZkPoly& a, uint32_t c, uint32_t q);
/// a * b (mod q).
ZkPoly poly_mul(const ZkPoly& a, const ZkPoly& b, uint32_t q);
/// Divides a by the monic m: a = quot * m + rem, deg rem < deg m. Either output may be null.
void poly_divmod(const ZkPoly& a, const ZkPoly& m, uint32_t q, ZkPoly* quot, ZkPoly* rem);
/// a mod m (m monic).
ZkPoly poly_rem(const ZkPoly& a, const ZkPoly& m, uint32_t q);
/// a / m for a monic m (the remainder dropped).
ZkPoly poly_quot(const ZkPoly& a, const ZkPoly& m, uint32_t q);
/// a * b mod m (m monic).
ZkPoly poly_mulmod(const ZkPoly& a, const ZkPoly& b, const ZkPoly& m, uint32_t q);

/// The result of the extended Euclidean algorithm over GF(p): g = gcd(a, b), monic (zero only
/// when a and b both are), and s with s * a = g (mod b), deg s < deg b.
struct PolyExtGcd {
  ZkPoly g;
  ZkPoly s;
};
/// Extended gcd over GF(p), p prime; b must be nonzero.
PolyExtGcd poly_ext_gcd(const ZkPoly& a, const ZkPoly& b, uint32_t p);
/// The monic gcd of a and b over GF(p), p prime.
ZkPoly poly_gcd(const ZkPoly& a, const ZkPoly& b, uint32_t p);
/// The inverse of a modulo m over GF(p) (gcd(a, m) must be 1; m monic and nonconstant).
ZkPoly poly_inverse_mod_p(const ZkPoly& a, const ZkPoly& m, uint32_t p);

}  // namespace gridlogic::algebra
