// The algebra engine on its own: identities (A x = b, A g = 0), counts against brute force, and
// the two GF(2) back ends against each other.
#include "engines/algebra/linear_system.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <cmath>
#include <cstdlib>
#include <random>
#include <set>

#include "engines/algebra/gf2_matrix.hpp"
#include "sanitized.hpp"

namespace gridlogic::algebra {
namespace {

using test_env::sanitized;

std::vector<uint32_t> multiply(const std::vector<uint32_t>& a, size_t n, size_t m,
                               const std::vector<uint32_t>& x, uint32_t k) {
  std::vector<uint32_t> out(n, 0);
  for (size_t i = 0; i < n; ++i) {
    uint64_t s = 0;
    for (size_t j = 0; j < m; ++j) s = (s + static_cast<uint64_t>(a[i * m + j]) * x[j]) % k;
    out[i] = static_cast<uint32_t>(s);
  }
  return out;
}

TEST(Algebra, Factorize) {
  EXPECT_EQ(factorize(12), (std::vector<std::pair<uint32_t, uint32_t>>{{2, 2}, {3, 1}}));
  EXPECT_EQ(factorize(1000003), (std::vector<std::pair<uint32_t, uint32_t>>{{1000003, 1}}));
  EXPECT_EQ(factorize(72), (std::vector<std::pair<uint32_t, uint32_t>>{{2, 3}, {3, 2}}));
  EXPECT_TRUE(is_prime(7));
  EXPECT_FALSE(is_prime(9));
  EXPECT_EQ(inverse_mod(3, 7), 5u);
  EXPECT_EQ(inverse_mod(5, 12), 5u);
}

TEST(Algebra, GaloisFieldFourIsNotZ4) {
  // [[2]] x = 2 over Z_4 has the two solutions 1 and 3; [[2]] x = 1 has none (2 is a zero divisor).
  Context ctx;
  SystemResult r = solve_mod({2}, 1, 1, {2}, 4, KernelMode::kAll, ctx);
  ASSERT_TRUE(r.solvable);
  EXPECT_EQ(r.kernel_size().to_u64(), 2u);
  EXPECT_EQ(r.image_size().to_u64(), 2u);
  ASSERT_EQ(r.kernel.size(), 1u);
  EXPECT_EQ(r.kernel[0][0], 2u);
  EXPECT_FALSE(solve_mod({2}, 1, 1, {1}, 4, KernelMode::kAll, ctx).solvable);
}

/// Brute force over all k^m vectors: the number of solutions of A x = b.
uint64_t brute_count(const std::vector<uint32_t>& a, size_t n, size_t m,
                     const std::vector<uint32_t>& b, uint32_t k) {
  uint64_t total = 1;
  for (size_t j = 0; j < m; ++j) total *= k;
  uint64_t count = 0;
  std::vector<uint32_t> x(m, 0);
  for (uint64_t t = 0; t < total; ++t) {
    uint64_t v = t;
    for (size_t j = 0; j < m; ++j) {
      x[j] = static_cast<uint32_t>(v % k);
      v /= k;
    }
    if (multiply(a, n, m, x, k) == b) ++count;
  }
  return count;
}

TEST(Algebra, RandomSystemsAgainstBruteForce) {
  std::mt19937_64 rng(11);
  Context ctx;
  int solvable = 0, unsolvable = 0;
  for (uint32_t k = 2; k <= 12; ++k) {
    for (int trial = 0; trial < (sanitized() ? 10 : 40); ++trial) {
      size_t n = 1 + rng() % 4, m = 1 + rng() % 4;
      while (std::pow(k, m) > 30000) --m;
      std::vector<uint32_t> a(n * m), b(n);
      // Bias toward zero divisors and dependent rows so every case shows up.
      for (auto& v : a) v = static_cast<uint32_t>(rng() % 3 == 0 ? 0 : rng() % k);
      if (n > 1 && trial % 3 == 0) {
        for (size_t j = 0; j < m; ++j) a[m + j] = static_cast<uint32_t>(a[j] * 2 % k);
      }
      for (auto& v : b) v = static_cast<uint32_t>(rng() % k);
      if (trial % 2 == 0) {
        std::vector<uint32_t> x(m);
        for (auto& v : x) v = static_cast<uint32_t>(rng() % k);
        b = multiply(a, n, m, x, k);
      }
      SystemResult r = solve_mod(a, n, m, b, k, KernelMode::kAll, ctx);
      uint64_t want = brute_count(a, n, m, b, k);
      SCOPED_TRACE("k=" + std::to_string(k) + " n=" + std::to_string(n) +
                   " m=" + std::to_string(m));
      ASSERT_EQ(r.solvable, want > 0);
      if (want > 0) {
        ++solvable;
        EXPECT_EQ(r.kernel_size().to_u64(), want);
        EXPECT_EQ(multiply(a, n, m, r.x, k), b);
      } else {
        ++unsolvable;
      }
      // |kernel| * |image| = k^m, and every generator is in the kernel.
      uint64_t km = 1;
      for (size_t j = 0; j < m; ++j) km *= k;
      EXPECT_EQ(r.kernel_size().to_u64() * r.image_size().to_u64(), km);
      EXPECT_EQ(r.kernel_size().to_u64(), brute_count(a, n, m, std::vector<uint32_t>(n, 0), k));
      for (const auto& g : r.kernel)
        EXPECT_EQ(multiply(a, n, m, g, k), std::vector<uint32_t>(n, 0));
      // The generators generate: the submodule they span has |kernel| elements.
      std::set<std::vector<uint32_t>> span{std::vector<uint32_t>(m, 0)};
      for (const auto& g : r.kernel) {
        std::set<std::vector<uint32_t>> next;
        for (const auto& v : span) {
          std::vector<uint32_t> w = v;
          for (uint32_t t = 0; t < k; ++t) {
            next.insert(w);
            for (size_t j = 0; j < m; ++j) w[j] = (w[j] + g[j]) % k;
          }
        }
        span = std::move(next);
      }
      EXPECT_EQ(span.size(), r.kernel_size().to_u64());
      EXPECT_EQ(r.rank + r.nullity, m);
    }
  }
  EXPECT_GT(solvable, 50);
  EXPECT_GT(unsolvable, 20);
}

TEST(Algebra, Gf2BackEndsAgree) {
  std::mt19937_64 rng(12);
  Context ctx;
  for (size_t size : {1u, 5u, 63u, 64u, 65u, 200u, 300u, 700u}) {
    if (sanitized() && size > 300) continue;
    for (int trial = 0; trial < 3; ++trial) {
      Gf2Matrix a(size, size);
      // Low rank on purpose in trial 2: duplicate rows.
      for (size_t i = 0; i < size; ++i) {
        for (size_t j = 0; j < size; ++j) a.set(i, j, (rng() & 3) == 0);
      }
      if (trial == 2) {
        for (size_t i = 1; i < size; i += 2)
          std::copy(a.row(i - 1), a.row(i - 1) + a.stride(), a.row(i));
      }
      std::vector<uint8_t> b(size);
      for (auto& v : b) v = static_cast<uint8_t>(rng() & 1);
      SystemResult own = solve_gf2(a, b, KernelMode::kAll, ctx, Gf2Backend::kOwn);
      SystemResult m4ri = solve_gf2(a, b, KernelMode::kAll, ctx, Gf2Backend::kM4ri);
      SystemResult blocks = solve_gf2(a, b, KernelMode::kAll, ctx, Gf2Backend::kBlocks);
      EXPECT_EQ(own.rank, m4ri.rank);
      EXPECT_EQ(own.solvable, m4ri.solvable);
      EXPECT_EQ(own.x, m4ri.x);
      EXPECT_EQ(own.kernel, m4ri.kernel);  // the reduced row echelon form is unique
      EXPECT_EQ(blocks.rank, own.rank) << size;
      EXPECT_EQ(blocks.solvable, own.solvable) << size;
      EXPECT_EQ(blocks.x, own.x) << size;
      EXPECT_EQ(blocks.kernel, own.kernel) << size;
      // Compare with the generic Z_p path at p = 2 done by hand: rank via solve_mod on k = 3 is
      // different, so instead check A g = 0 directly.
      for (const auto& g : own.kernel) {
        for (size_t i = 0; i < size; ++i) {
          bool s = false;
          for (size_t j = 0; j < size; ++j) s ^= a.get(i, j) && g[j];
          EXPECT_FALSE(s);
        }
      }
      if (own.solvable) {
        for (size_t i = 0; i < size; ++i) {
          bool s = false;
          for (size_t j = 0; j < size; ++j) s ^= a.get(i, j) && own.x[j];
          EXPECT_EQ(s, b[i] != 0);
        }
      }
    }
  }
}

// The eight-columns-at-a-time elimination gives the same reduced row echelon form as the one
// column at a time, pivot list included: wide, tall and square matrices, sparse and dense, of low
// rank, with a pivot limit that cuts a block of eight.
TEST(Algebra, Gf2BlockEliminationGivesTheSameForm) {
  std::mt19937_64 rng(20261207);
  Context ctx;
  const std::vector<std::pair<size_t, size_t>> shapes = {
      {1, 1}, {3, 9}, {9, 3}, {8, 8}, {64, 64}, {65, 130}, {130, 65}, {200, 200}, {257, 300}};
  for (const auto& [rows, cols] : shapes) {
    for (int trial = 0; trial < 4; ++trial) {
      Gf2Matrix a(rows, cols);
      const uint64_t sparsity = trial == 0 ? 15 : trial == 1 ? 3 : 1;
      for (size_t i = 0; i < rows; ++i) {
        for (size_t j = 0; j < cols; ++j) a.set(i, j, (rng() & sparsity) == 0);
      }
      if (trial == 3) {  // rank at most half: each odd row the sum of the two rows before it
        for (size_t i = 2; i < rows; i += 2) {
          for (size_t w = 0; w < a.stride(); ++w) a.row(i)[w] = a.row(i - 1)[w] ^ a.row(i - 2)[w];
        }
      }
      for (size_t limit : {cols, cols / 2 + 3, size_t{5}}) {
        Gf2Matrix own = a;
        Gf2Matrix blocks = a;
        const auto own_pivots = gf2_rref(own, limit, Gf2Backend::kOwn, ctx);
        const auto block_pivots = gf2_rref(blocks, limit, Gf2Backend::kBlocks, ctx);
        EXPECT_EQ(block_pivots, own_pivots) << rows << "x" << cols << " limit " << limit;
        // Within the first `limit` columns the form is unique: equal there, and the rows after
        // the pivots zero there. The other columns depend on which rows became pivots; the row
        // space does not (both reduced in full then agree).
        bool same = true;
        for (size_t i = 0; i < rows; ++i) {
          for (size_t j = 0; j < limit; ++j) same = same && own.get(i, j) == blocks.get(i, j);
          if (i >= own_pivots.size()) {
            for (size_t j = 0; j < limit; ++j) same = same && !blocks.get(i, j);
          }
        }
        gf2_rref(own, cols, Gf2Backend::kOwn, ctx);
        gf2_rref(blocks, cols, Gf2Backend::kOwn, ctx);
        for (size_t i = 0; i < rows; ++i) {
          same = same && std::equal(own.row(i), own.row(i) + own.stride(), blocks.row(i));
        }
        EXPECT_TRUE(same) << rows << "x" << cols << " limit " << limit << " trial " << trial;
      }
    }
  }
}

TEST(Algebra, TimeoutIsReported) {
  Context ctx;
  std::atomic<bool> cancel{true};
  ctx.cancel = &cancel;
  Gf2Matrix a(2000, 2000);
  for (size_t i = 0; i < 2000; ++i) a.set(i, i, true);
  SystemResult r =
      solve_gf2(a, std::vector<uint8_t>(2000, 1), KernelMode::kNone, ctx, Gf2Backend::kOwn);
  EXPECT_TRUE(r.timed_out);
  SystemResult blocks =
      solve_gf2(a, std::vector<uint8_t>(2000, 1), KernelMode::kNone, ctx, Gf2Backend::kBlocks);
  EXPECT_TRUE(blocks.timed_out);
  std::vector<uint32_t> z(300 * 300, 0);
  for (size_t i = 0; i < 300; ++i) z[i * 300 + i] = 1;
  SystemResult rz =
      solve_mod(z, 300, 300, std::vector<uint32_t>(300, 1), 3, KernelMode::kNone, ctx);
  EXPECT_TRUE(rz.timed_out);
}

TEST(Algebra, BigProduct) {
  EXPECT_EQ(big_product({{2, 100}}).to_string(), "1267650600228229401496703205376");
  EXPECT_EQ(big_product({{3, 2}, {2, 3}}).to_u64(), 72u);
  EXPECT_EQ(big_product({}).to_u64(), 1u);
}

}  // namespace
}  // namespace gridlogic::algebra
