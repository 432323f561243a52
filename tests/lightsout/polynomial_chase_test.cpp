// The chase system solved as a polynomial equation (polynomial_chase.hpp) against the dense
// chase matrix (solve_mod): the same solvability, counts, rank and nullity, a first row that
// the matrix maps to the right-hand side, kernel generators the matrix sends to zero; through
// analyse() on boards wide enough to take the path, presses and certificates checked by verify.
#include "puzzles/lightsout/polynomial_chase.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <random>

#include "puzzles/lightsout/solver.hpp"
#include "sanitized.hpp"

namespace gridlogic::lightsout {
namespace {

using algebra::KernelMode;
using algebra::SystemResult;

std::vector<uint32_t> chase_matrix_times(const std::vector<uint32_t>& m,
                                         const std::vector<uint32_t>& x, uint32_t k) {
  const size_t n = x.size();
  std::vector<uint32_t> out(n, 0);
  for (size_t i = 0; i < n; ++i) {
    uint64_t s = 0;
    for (size_t j = 0; j < n; ++j) s = (s + uint64_t{m[i * n + j]} * x[j]) % k;
    out[i] = static_cast<uint32_t>(s);
  }
  return out;
}

RectView plain_view(size_t rows, size_t cols) {
  RectView v;
  v.rows = rows;
  v.cols = cols;
  v.board_cols = cols;
  return v;
}

TEST(PolynomialChase, BasisChangeIsTheCyclicVectorMap) {
  std::mt19937_64 rng(1);
  for (uint32_t m : {3u, 4u, 12u, 1000003u}) {
    for (size_t n : {1u, 2u, 5u, 17u, 64u}) {
      std::vector<uint32_t> v(n);
      for (auto& x : v) x = static_cast<uint32_t>(rng() % m);
      const algebra::ZkPoly p = vector_to_poly(v, m);
      EXPECT_LT(algebra::poly_degree(p), static_cast<int64_t>(n));
      EXPECT_EQ(poly_to_vector(p, n, m), v);
      // Multiplying by x modulo u_n is T on vectors.
      const algebra::ZkPoly chi = path_polynomial(n, m);
      ASSERT_EQ(chi.size(), n + 1);
      EXPECT_EQ(chi.back(), 1U);
      const algebra::ZkPoly xp = algebra::poly_mulmod(algebra::ZkPoly{0, 1}, p, chi, m);
      std::vector<uint32_t> tv(n, 0);
      for (size_t j = 0; j < n; ++j) {
        uint64_t s = v[j];
        if (j > 0) s += v[j - 1];
        if (j + 1 < n) s += v[j + 1];
        tv[j] = static_cast<uint32_t>(s % m);
      }
      EXPECT_EQ(poly_to_vector(xp, n, m), tv) << "m=" << m << " n=" << n;
    }
  }
}

TEST(PolynomialChase, AgreesWithTheDenseChaseMatrix) {
  std::mt19937_64 rng(2);
  int unsolvable = 0, singular = 0;
  for (uint32_t k : {3u, 4u, 5u, 6u, 8u, 9u, 12u}) {
    for (int t = 0; t < (test_env::sanitized() ? 10 : 40); ++t) {
      const size_t rows = 1 + rng() % 40, cols = 1 + rng() % 40;
      const RectView view = plain_view(rows, cols);
      std::vector<uint32_t> rhs(cols, 0);
      if (t % 4 != 0) {
        for (auto& x : rhs) x = static_cast<uint32_t>(rng() % k);
      }
      const KernelMode mode = t % 2 == 0 ? KernelMode::kAll : KernelMode::kIfUnsolvable;
      const std::vector<uint32_t> m = chase_matrix(view, k);
      Context ctx;
      const SystemResult want = algebra::solve_mod(m, cols, cols, rhs, k, mode, ctx);
      const ChaseSystemResult got = solve_chase_system(view, rhs, k, mode, ctx);
      SCOPED_TRACE(::testing::Message() << "k=" << k << " " << rows << "x" << cols);
      ASSERT_TRUE(got.error.empty()) << got.error;
      ASSERT_EQ(got.result.solvable, want.solvable);
      EXPECT_EQ(got.result.kernel_size(), want.kernel_size());
      EXPECT_EQ(got.result.image_size(), want.image_size());
      EXPECT_EQ(got.result.nullity, want.nullity);
      EXPECT_EQ(got.result.rank, want.rank);
      if (want.solvable) {
        EXPECT_EQ(chase_matrix_times(m, got.result.x, k), rhs);
      }
      EXPECT_EQ(got.result.kernel.size(), want.kernel.size());
      for (const auto& g : got.result.kernel)
        EXPECT_EQ(chase_matrix_times(m, g, k), std::vector<uint32_t>(cols, 0));
      unsolvable += want.solvable ? 0 : 1;
      singular += want.nullity > 0 ? 1 : 0;
    }
  }
  EXPECT_GT(unsolvable, 10);
  EXPECT_GT(singular, 20);
}

Board random_rectangle(std::mt19937_64& rng, int rows, int cols, uint32_t k, bool solvable) {
  Board b;
  b.levels = k;
  b.rows = rows;
  b.cols = cols;
  b.holes.assign(static_cast<size_t>(rows) * cols, 0);
  b.state.assign(static_cast<size_t>(rows) * cols, 0);
  if (!solvable) {
    for (auto& s : b.state) s = static_cast<uint32_t>(rng() % k);
    return b;
  }
  // The lights random presses leave: always solvable.
  auto adj = b.neighbours();
  for (size_t i = 0; i < b.size(); ++i) {
    const auto p = static_cast<uint32_t>(rng() % k);
    b.state[i] = (b.state[i] + p) % k;
    for (uint32_t j : adj[i]) b.state[j] = (b.state[j] + p) % k;
  }
  return b;
}

TEST(PolynomialChase, AnalyseOnWideBoardsGivesVerifiedAnswers) {
  std::mt19937_64 rng(3);
  int unsolvable = 0;
  for (uint32_t k : {3u, 4u, 5u, 6u, 8u, 9u, 12u}) {
    for (int t = 0; t < (test_env::sanitized() ? 2 : 4); ++t) {
      // Both orientations; the narrower side is at least kPolynomialChaseFrom.
      const int a = 64 + static_cast<int>(rng() % 30), c = 64 + static_cast<int>(rng() % 60);
      const Board b = random_rectangle(rng, t % 2 == 0 ? a : c, t % 2 == 0 ? c : a, k, t >= 2);
      Context ctx;
      const Analysis an = analyse(b, ctx, true);
      SCOPED_TRACE(::testing::Message() << "k=" << k << " " << b.rows << "x" << b.cols);
      ASSERT_TRUE(an.status == Status::kSolved || an.status == Status::kUnsolvable) << an.error;
      // The count against the dense chase matrix of the same view.
      const RectView view = best_view(b);
      std::vector<uint32_t> residual =
          chase(view, b.state.data(), std::vector<uint32_t>(view.cols, 0), k, nullptr);
      for (auto& r : residual) r = r == 0 ? 0 : k - r;
      const SystemResult dense = algebra::solve_mod(chase_matrix(view, k), view.cols, view.cols,
                                                    residual, k, KernelMode::kNone, ctx);
      EXPECT_EQ(an.status == Status::kSolved, dense.solvable);
      EXPECT_EQ(an.nullity, dense.nullity);
      EXPECT_EQ(an.kernel.size(), an.nullity);
      Board off = b;
      std::fill(off.state.begin(), off.state.end(), 0);
      for (const Presses& g : an.kernel) EXPECT_TRUE(verify(off, solution_to_json(b, g)).valid);
      if (an.status == Status::kSolved) {
        EXPECT_EQ(an.num_solutions, dense.kernel_size());
        EXPECT_TRUE(verify(b, solution_to_json(b, an.presses)).valid);
      } else {
        ++unsolvable;
        EXPECT_TRUE(verify(off, solution_to_json(b, an.certificate)).valid);
        EXPECT_NE(an.certificate_dot, 0U);
      }
    }
  }
  EXPECT_GT(unsolvable, 3);
}

// The dual vector answers the chase's dot product with the state for every first row, both
// orientations, any k.
TEST(ChaseDual, DotProductsAgreeWithChasing) {
  std::mt19937_64 rng(4);
  for (uint32_t k : {2u, 3u, 4u, 6u, 1000003u}) {
    for (int t = 0; t < 10; ++t) {
      const int rows = 1 + static_cast<int>(rng() % 20), cols = 1 + static_cast<int>(rng() % 20);
      const Board b = random_rectangle(rng, rows, cols, k, false);
      const RectView view = best_view(b);
      const std::vector<uint32_t> dual = chase_dual(view, b.state.data(), k);
      ASSERT_EQ(dual.size(), view.cols);
      for (int trial = 0; trial < 5; ++trial) {
        std::vector<uint32_t> x0(view.cols);
        for (auto& x : x0) x = static_cast<uint32_t>(rng() % k);
        uint64_t want = 0;
        chase(view, nullptr, x0, k, nullptr, b.state.data(), &want);
        uint64_t got = 0;
        for (size_t c = 0; c < view.cols; ++c) got = (got + uint64_t{dual[c]} * x0[c]) % k;
        EXPECT_EQ(got, want) << "k=" << k << " " << rows << "x" << cols;
      }
    }
  }
}

// Over Z_4 the all-on 47 x 47 board's chase polynomial shares a block of rank 47 with the
// path's (48 = 3 * 2^4: u_47 is a high power modulo 2): a bound below it gives the error.
TEST(PolynomialChase, RefusesADenseBlockAboveTheBound) {
  const RectView view = plain_view(47, 47);
  std::vector<uint32_t> state(47 * 47, 1);
  std::vector<uint32_t> rhs = chase(view, state.data(), std::vector<uint32_t>(47, 0), 4, nullptr);
  for (auto& r : rhs) r = (4 - r) % 4;
  Context ctx;
  const ChaseSystemResult refused = solve_chase_system(view, rhs, 4, KernelMode::kNone, ctx, 10);
  EXPECT_NE(refused.error.find("too large"), std::string::npos) << refused.error;
  const ChaseSystemResult solved = solve_chase_system(view, rhs, 4, KernelMode::kNone, ctx, 47);
  EXPECT_TRUE(solved.error.empty());
  const SystemResult dense =
      algebra::solve_mod(chase_matrix(view, 4), 47, 47, rhs, 4, KernelMode::kNone, ctx);
  EXPECT_EQ(solved.result.solvable, dense.solvable);
  EXPECT_EQ(solved.result.kernel_size(), dense.kernel_size());
}

TEST(PolynomialChase, CancelledContextStops) {
  std::atomic<bool> cancel{true};
  Context stopped;
  stopped.cancel = &cancel;
  const RectView view = plain_view(100, 100);
  const ChaseSystemResult r =
      solve_chase_system(view, std::vector<uint32_t>(100, 1), 6, KernelMode::kNone, stopped);
  EXPECT_TRUE(r.result.timed_out);
}

Board all_on(int side, uint32_t k) {
  Board b;
  b.levels = k;
  b.rows = side;
  b.cols = side;
  b.holes.assign(static_cast<size_t>(side) * side, 0);
  b.state.assign(static_cast<size_t>(side) * side, 1);
  return b;
}

// All-on 2000 x 2000 boards, large enough that only the polynomial path is quick: the answer
// checked by verify (presses, or the certificate on the dark board), the count by the dense
// elimination of the 2000 x 2000 chase matrix.
TEST(PolynomialChaseScale, AllOn2000) {
  if (test_env::sanitized()) GTEST_SKIP() << "minutes under the sanitizers";
  for (uint32_t k : {3u, 4u, 6u}) {
    const Board b = all_on(2000, k);
    Context ctx;
    const Analysis an = analyse(b, ctx, false);
    SCOPED_TRACE(::testing::Message() << "k=" << k);
    ASSERT_TRUE(an.status == Status::kSolved || an.status == Status::kUnsolvable) << an.error;
    const RectView view = best_view(b);
    std::vector<uint32_t> residual =
        chase(view, b.state.data(), std::vector<uint32_t>(view.cols, 0), k, nullptr);
    for (auto& r : residual) r = r == 0 ? 0 : k - r;
    const SystemResult dense = algebra::solve_mod(chase_matrix(view, k), view.cols, view.cols,
                                                  residual, k, KernelMode::kNone, ctx);
    EXPECT_EQ(an.status == Status::kSolved, dense.solvable);
    EXPECT_EQ(an.nullity, dense.nullity);
    if (an.status == Status::kSolved) {
      EXPECT_EQ(an.num_solutions, dense.kernel_size());
      EXPECT_TRUE(verify(b, solution_to_json(b, an.presses)).valid);
    } else {
      Board off = b;
      std::fill(off.state.begin(), off.state.end(), 0);
      EXPECT_TRUE(verify(off, solution_to_json(b, an.certificate)).valid);
      EXPECT_NE(an.certificate_dot, 0U);
    }
  }
}

// A width where the dense block is the whole system (3071 = 3 * 2^10 - 1 over Z_4: u_3071 is a
// high power modulo 2): the block is eliminated, and the answer agrees with the chase matrix.
TEST(PolynomialChaseScale, AWholeWidthDenseBlock) {
  if (test_env::sanitized()) GTEST_SKIP() << "minutes under the sanitizers";
  const Board b = all_on(3071, 4);
  const RectView view = best_view(b);
  std::vector<uint32_t> rhs =
      chase(view, b.state.data(), std::vector<uint32_t>(3071, 0), 4, nullptr);
  for (auto& r : rhs) r = (4 - r) % 4;
  Context ctx;
  EXPECT_NE(solve_chase_system(view, rhs, 4, KernelMode::kNone, ctx, 3000).error.find("3071"),
            std::string::npos);
  const Analysis an = analyse(b, ctx, false);
  ASSERT_EQ(an.status, Status::kSolved) << an.error;
  const SystemResult dense =
      algebra::solve_mod(chase_matrix(view, 4), 3071, 3071, rhs, 4, KernelMode::kNone, ctx);
  EXPECT_EQ(an.nullity, dense.nullity);
  EXPECT_EQ(an.num_solutions, dense.kernel_size());
  EXPECT_TRUE(verify(b, solution_to_json(b, an.presses)).valid);
}

}  // namespace
}  // namespace gridlogic::lightsout
