// c X = b in Z_{p^e}[x]/(chi) against the dense matrix of multiplication by c (solve_mod) and,
// for tiny rings, against enumerating every X; with factors shared between c and chi, repeated
// in chi, and over Z_{p^e} where the Hensel split and the dense block are used.
#include "engines/algebra/quotient_ring_system.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>

#include "sanitized.hpp"

namespace gridlogic::algebra {
namespace {

ZkPoly ring_element(std::mt19937_64& rng, size_t len, uint32_t q) {
  ZkPoly a(len);
  for (auto& c : a) c = static_cast<uint32_t>(rng() % q);
  poly_trim(a);
  return a;
}

ZkPoly monic_of_degree(std::mt19937_64& rng, size_t degree, uint32_t q) {
  ZkPoly a = ring_element(rng, degree, q);
  a.resize(degree + 1, 0);
  a[degree] = 1;
  return a;
}

/// The n x n matrix of X -> c X mod chi in the basis 1, x, ..., x^(n-1), row-major.
std::vector<uint32_t> multiplication_matrix(const ZkPoly& c, const ZkPoly& chi, uint32_t q) {
  const size_t n = chi.size() - 1;
  std::vector<uint32_t> a(n * n, 0);
  for (size_t j = 0; j < n; ++j) {
    ZkPoly basis(j + 1, 0);
    basis[j] = 1;
    const ZkPoly col = poly_mulmod(c, basis, chi, q);
    for (size_t i = 0; i < col.size(); ++i) a[i * n + j] = col[i];
  }
  return a;
}

std::vector<uint32_t> coefficients(const ZkPoly& a, size_t n) {
  std::vector<uint32_t> out(n, 0);
  std::copy(a.begin(), a.end(), out.begin());
  return out;
}

/// A c and chi sharing factors, some of them repeated in chi: chi = f^2 g h, c = f g r.
void shared_factors(std::mt19937_64& rng, uint32_t q, ZkPoly& c, ZkPoly& chi) {
  const ZkPoly f = monic_of_degree(rng, 1 + rng() % 3, q);
  const ZkPoly g = monic_of_degree(rng, rng() % 3, q);
  const ZkPoly h = monic_of_degree(rng, 1 + rng() % 5, q);
  chi = poly_mul(poly_mul(poly_mul(f, f, q), g, q), h, q);
  c = poly_rem(poly_mul(poly_mul(f, g, q), ring_element(rng, 4, q), q), chi, q);
}

void expect_agrees_with_dense(const ZkPoly& c, const ZkPoly& chi, const ZkPoly& b, uint32_t p,
                              uint32_t e, KernelMode mode) {
  uint32_t q = 1;
  for (uint32_t t = 0; t < e; ++t) q *= p;
  const size_t n = chi.size() - 1;
  Context ctx;
  const QuotientRingSolution got = solve_quotient_ring(c, chi, b, p, e, mode, ctx, 1000);
  ASSERT_FALSE(got.too_large);
  ASSERT_FALSE(got.timed_out);
  const SystemResult want =
      solve_mod(multiplication_matrix(c, chi, q), n, n, coefficients(b, n), q, mode, ctx);
  ASSERT_EQ(got.solvable, want.solvable);
  // The valuations are the Smith invariants of c, whatever the method: equal as multisets.
  std::vector<uint8_t> got_v = got.valuations, want_v = want.parts.front().valuations;
  std::sort(got_v.begin(), got_v.end());
  std::sort(want_v.begin(), want_v.end());
  EXPECT_EQ(got_v, want_v);
  if (got.solvable) {
    EXPECT_LT(poly_degree(got.x), static_cast<int64_t>(n));
    EXPECT_EQ(poly_mulmod(c, got.x, chi, q), b);
  }
  const bool kernel_expected =
      mode == KernelMode::kAll || (mode == KernelMode::kIfUnsolvable && !got.solvable);
  size_t nontrivial = 0;
  for (uint8_t v : got.valuations) nontrivial += v > 0 ? 1 : 0;
  EXPECT_EQ(got.kernel.size(), kernel_expected ? nontrivial : 0);
  for (const ZkPoly& k : got.kernel) {
    EXPECT_FALSE(k.empty());
    EXPECT_TRUE(poly_mulmod(c, k, chi, q).empty());
  }
}

TEST(QuotientRingSystem, AgreesWithTheDenseMatrix) {
  std::mt19937_64 rng(1);
  const std::pair<uint32_t, uint32_t> powers[] = {{2, 1}, {3, 1}, {5, 1}, {7, 1}, {2, 2},
                                                  {2, 3}, {3, 2}, {3, 3}, {5, 2}, {2, 5}};
  int unsolvable = 0, singular = 0, trials = 0;
  for (auto [p, e] : powers) {
    uint32_t q = 1;
    for (uint32_t t = 0; t < e; ++t) q *= p;
    for (int t = 0; t < (test_env::sanitized() ? 8 : 30); ++t) {
      ZkPoly c, chi;
      if (t % 3 == 0) {
        chi = monic_of_degree(rng, 1 + rng() % 12, q);
        c = ring_element(rng, chi.size() - 1, q);
      } else {
        shared_factors(rng, q, c, chi);
      }
      const size_t n = chi.size() - 1;
      // Half the right-hand sides are in the image (c times something), half random.
      const ZkPoly b =
          t % 2 == 0 ? poly_mulmod(c, ring_element(rng, n, q), chi, q) : ring_element(rng, n, q);
      const KernelMode mode = t % 4 < 2 ? KernelMode::kAll : KernelMode::kIfUnsolvable;
      SCOPED_TRACE(::testing::Message() << "q=" << q << " t=" << t);
      ++trials;
      expect_agrees_with_dense(c, chi, b, p, e, mode);
      const QuotientRingSolution s =
          solve_quotient_ring(c, chi, b, p, e, KernelMode::kNone, Context(), 1000);
      unsolvable += s.solvable ? 0 : 1;
      singular +=
          std::any_of(s.valuations.begin(), s.valuations.end(), [](uint8_t v) { return v > 0; })
              ? 1
              : 0;
    }
  }
  // Both kinds are common enough to be exercised (shared factors make most c singular).
  EXPECT_GT(unsolvable, trials / 10) << trials;
  EXPECT_GT(singular, trials / 2) << trials;
}

/// Every element of Z_q[x]/(chi) (tiny rings only), as coefficient vectors.
std::vector<ZkPoly> every_element(size_t n, uint32_t q) {
  std::vector<ZkPoly> out;
  std::vector<uint32_t> digits(n, 0);
  while (true) {
    ZkPoly a(digits.begin(), digits.end());
    poly_trim(a);
    out.push_back(a);
    size_t i = 0;
    while (i < n && ++digits[i] == q) digits[i++] = 0;
    if (i == n) break;
  }
  return out;
}

TEST(QuotientRingSystem, CountsAndKernelsAgainstEnumeration) {
  std::mt19937_64 rng(2);
  for (auto [p, e] : {std::pair{2u, 2u}, std::pair{3u, 2u}, std::pair{2u, 3u}, std::pair{3u, 1u}}) {
    uint32_t q = 1;
    for (uint32_t t = 0; t < e; ++t) q *= p;
    for (int t = 0; t < 12; ++t) {
      ZkPoly c, chi;
      shared_factors(rng, q, c, chi);
      if (chi.size() - 1 > 4) continue;  // q^n elements to list
      const size_t n = chi.size() - 1;
      const std::vector<ZkPoly> all = every_element(n, q);
      const ZkPoly b = ring_element(rng, n, q);
      size_t solutions = 0;
      std::set<ZkPoly> kernel;
      for (const ZkPoly& x : all) {
        if (poly_mulmod(c, x, chi, q) == b) ++solutions;
        if (poly_mulmod(c, x, chi, q).empty()) kernel.insert(x);
      }
      const QuotientRingSolution s =
          solve_quotient_ring(c, chi, b, p, e, KernelMode::kAll, Context(), 1000);
      size_t count = 1;
      for (uint8_t v : s.valuations) {
        for (uint8_t i = 0; i < v; ++i) count *= p;
      }
      EXPECT_EQ(count, kernel.size());
      EXPECT_EQ(s.solvable, solutions > 0);
      if (s.solvable) {
        EXPECT_EQ(solutions, count);
      }
      // The generators span the whole kernel: close {0} under adding generators.
      std::set<ZkPoly> span{ZkPoly{}};
      for (bool grew = true; grew;) {
        grew = false;
        for (const ZkPoly& a : std::set<ZkPoly>(span)) {
          for (const ZkPoly& g : s.kernel) grew = span.insert(poly_add(a, g, q)).second || grew;
        }
      }
      EXPECT_EQ(span, kernel) << "q=" << q;
    }
  }
}

TEST(QuotientRingSystem, RefusesALargeDenseBlock) {
  // chi = (x - 1)^40 and c = x - 1 over Z_4: the block sharing factors has rank 40.
  const uint32_t q = 4;
  ZkPoly chi{1};
  for (int i = 0; i < 40; ++i) chi = poly_mul(chi, ZkPoly{3, 1}, q);
  const QuotientRingSolution s =
      solve_quotient_ring(ZkPoly{3, 1}, chi, ZkPoly{}, 2, 2, KernelMode::kNone, Context(), 39);
  EXPECT_TRUE(s.too_large);
  EXPECT_EQ(s.dense_rank, 40U);
  const QuotientRingSolution ok =
      solve_quotient_ring(ZkPoly{3, 1}, chi, ZkPoly{}, 2, 2, KernelMode::kNone, Context(), 40);
  EXPECT_FALSE(ok.too_large);
  EXPECT_TRUE(ok.solvable);
}

}  // namespace
}  // namespace gridlogic::algebra
