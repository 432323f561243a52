// Polynomial arithmetic over Z_q against naive definitions: products as convolutions, division
// as a = quot * m + rem, gcds as common divisors that every common divisor divides.
#include "engines/algebra/zk_polynomial.hpp"

#include <gtest/gtest.h>

#include <random>

namespace gridlogic::algebra {
namespace {

ZkPoly random_poly(std::mt19937_64& rng, size_t len, uint32_t q) {
  ZkPoly a(len);
  for (auto& c : a) c = static_cast<uint32_t>(rng() % q);
  poly_trim(a);
  return a;
}

ZkPoly random_monic(std::mt19937_64& rng, size_t degree, uint32_t q) {
  ZkPoly a = random_poly(rng, degree, q);
  a.resize(degree + 1, 0);
  a[degree] = 1;
  return a;
}

ZkPoly naive_product(const ZkPoly& a, const ZkPoly& b, uint32_t q) {
  if (a.empty() || b.empty()) return {};
  ZkPoly out(a.size() + b.size() - 1, 0);
  for (size_t i = 0; i < a.size(); ++i) {
    for (size_t j = 0; j < b.size(); ++j)
      out[i + j] = static_cast<uint32_t>((out[i + j] + uint64_t{a[i]} * b[j]) % q);
  }
  poly_trim(out);
  return out;
}

// Moduli on both sides of the unreduced-sum threshold (2^16), prime and not.
const uint32_t kModuli[] = {2, 3, 4, 9, 12, 27, 65521, 65536, 65537, 2147483647};

TEST(ZkPolynomial, ProductIsTheConvolution) {
  std::mt19937_64 rng(1);
  for (uint32_t q : kModuli) {
    for (int t = 0; t < 20; ++t) {
      ZkPoly a = random_poly(rng, rng() % 40, q), b = random_poly(rng, rng() % 40, q);
      EXPECT_EQ(poly_mul(a, b, q), naive_product(a, b, q)) << q;
    }
  }
  // Long products with the largest coefficients: the unreduced sums must not overflow.
  ZkPoly big(3000, 65520);
  EXPECT_EQ(poly_mul(big, big, 65521), naive_product(big, big, 65521));
}

TEST(ZkPolynomial, DivisionByAMonicPolynomial) {
  std::mt19937_64 rng(2);
  for (uint32_t q : kModuli) {
    for (int t = 0; t < 20; ++t) {
      ZkPoly m = random_monic(rng, rng() % 15, q);
      ZkPoly a = random_poly(rng, rng() % 50, q);
      ZkPoly quot, rem;
      poly_divmod(a, m, q, &quot, &rem);
      EXPECT_LT(poly_degree(rem), poly_degree(m));
      EXPECT_EQ(poly_add(poly_mul(quot, m, q), rem, q), a) << q;
      EXPECT_EQ(poly_rem(a, m, q), rem);
      EXPECT_EQ(poly_quot(a, m, q), quot);
      // An exact multiple leaves no remainder.
      EXPECT_TRUE(poly_rem(poly_mul(a, m, q), m, q).empty());
    }
  }
}

TEST(ZkPolynomial, AddSubScaleMulmod) {
  std::mt19937_64 rng(3);
  const uint32_t q = 9;
  ZkPoly a = random_poly(rng, 12, q), b = random_poly(rng, 7, q);
  EXPECT_EQ(poly_sub(poly_add(a, b, q), b, q), a);
  EXPECT_TRUE(poly_sub(a, a, q).empty());
  EXPECT_EQ(poly_scale(a, 3, q), naive_product(a, ZkPoly{3}, q));
  EXPECT_TRUE(poly_scale(ZkPoly{3, 6}, 3, q).empty());  // 3 * 3 = 0 in Z_9
  ZkPoly m = random_monic(rng, 5, q);
  EXPECT_EQ(poly_mulmod(a, b, m, q), poly_rem(naive_product(a, b, q), m, q));
}

TEST(ZkPolynomial, GcdOverPrimeFields) {
  std::mt19937_64 rng(4);
  for (uint32_t p : {2u, 3u, 5u, 7u, 65537u, 2147483647u}) {
    for (int t = 0; t < 20; ++t) {
      // a = c * u, b = c * v: c divides the gcd, and the gcd divides both.
      ZkPoly c = random_monic(rng, rng() % 6, p);
      ZkPoly a = poly_mul(c, random_poly(rng, 1 + rng() % 20, p), p);
      ZkPoly b = poly_mul(c, random_monic(rng, 1 + rng() % 20, p), p);
      const PolyExtGcd eg = poly_ext_gcd(a, b, p);
      ASSERT_FALSE(eg.g.empty());
      EXPECT_EQ(eg.g.back(), 1U);
      EXPECT_TRUE(poly_rem(eg.g, c, p).empty()) << p;
      ZkPoly rem_a, rem_b;
      // Division by the monic gcd.
      poly_divmod(a, eg.g, p, nullptr, &rem_a);
      poly_divmod(b, eg.g, p, nullptr, &rem_b);
      EXPECT_TRUE(rem_a.empty());
      EXPECT_TRUE(rem_b.empty());
      // Bezout: s a = g (mod b) (b is monic here).
      EXPECT_EQ(poly_rem(poly_mul(eg.s, a, p), b, p), poly_rem(eg.g, b, p));
      EXPECT_LT(poly_degree(eg.s), poly_degree(b));
      EXPECT_EQ(poly_gcd(a, b, p), eg.g);
    }
  }
  // Coprime polynomials: x and x + 1; the inverse of x modulo x^2 + 1 over GF(3) is -x.
  EXPECT_EQ(poly_gcd(ZkPoly{0, 1}, ZkPoly{1, 1}, 3), ZkPoly{1});
  EXPECT_EQ(poly_inverse_mod_p(ZkPoly{0, 1}, ZkPoly{1, 0, 1}, 3), (ZkPoly{0, 2}));
  // gcd with zero: the other one made monic.
  EXPECT_EQ(poly_gcd(ZkPoly{2, 2}, ZkPoly{}, 3), (ZkPoly{1, 1}));
  EXPECT_EQ(poly_ext_gcd(ZkPoly{}, ZkPoly{1, 2}, 3).g, (ZkPoly{2, 1}));
}

TEST(ZkPolynomial, InverseModuloAnIrreducible) {
  // x^2 + 1 is irreducible over GF(7): every nonzero a of degree < 2 has an inverse.
  const ZkPoly m{1, 0, 1};
  for (uint32_t a0 = 0; a0 < 7; ++a0) {
    for (uint32_t a1 = 0; a1 < 7; ++a1) {
      ZkPoly a{a0, a1};
      poly_trim(a);
      if (a.empty()) continue;
      EXPECT_EQ(poly_mulmod(a, poly_inverse_mod_p(a, m, 7), m, 7), ZkPoly{1});
    }
  }
}

}  // namespace
}  // namespace gridlogic::algebra
