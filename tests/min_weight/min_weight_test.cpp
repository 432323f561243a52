// min_weight_in_coset against independent brute force, and the published all-on minima.
#include "engines/algebra/min_weight.hpp"

#include <gtest/gtest.h>

#include <array>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <map>
#include <numeric>
#include <random>
#include <set>
#include <stdexcept>

#include "engines/algebra/min_weight_gf2.hpp"
#include "engines/algebra/min_weight_zk.hpp"
#include "min_weight/lights_out_fixture.hpp"
#include "sanitized.hpp"

namespace gridlogic::algebra {
namespace {

using Vec = std::vector<uint32_t>;
using test::lights_from_presses;

using test_env::sanitized;

uint64_t sum_of(const Vec& v) {
  return std::accumulate(v.begin(), v.end(), uint64_t{0});
}

// Every member of x0 + span: all k^m coefficient vectors of the given generators (no cleverness).
std::set<Vec> brute_force_coset(const Vec& x0, const std::vector<Vec>& gens, uint32_t k) {
  std::set<Vec> members;
  std::vector<uint32_t> c(gens.size(), 0);
  for (;;) {
    Vec y(x0.size());
    for (size_t j = 0; j < x0.size(); ++j) {
      uint64_t s = x0[j];
      for (size_t i = 0; i < gens.size(); ++i) s += uint64_t{c[i]} * gens[i][j];
      y[j] = static_cast<uint32_t>(s % k);
    }
    members.insert(y);
    size_t i = 0;
    while (i < c.size() && ++c[i] == k) c[i++] = 0;
    if (i == c.size()) break;
  }
  return members;
}

uint64_t least_sum(const std::set<Vec>& members) {
  uint64_t best = UINT64_MAX;
  for (const Vec& v : members) best = std::min(best, sum_of(v));
  return best;
}

// A random instance whose generators include low-order and redundant ones.
struct Instance {
  Vec x0;
  std::vector<Vec> gens;
};

Instance random_instance(std::mt19937_64& rng, uint32_t k, size_t n, size_t m) {
  Instance in;
  auto value = [&] { return static_cast<uint32_t>(rng() % k); };
  in.x0.resize(n);
  for (auto& v : in.x0) v = value();
  for (size_t i = 0; i < m; ++i) {
    Vec g(n);
    const uint64_t kind = rng() % 4;
    if (kind == 0 && !in.gens.empty()) {
      // A combination of earlier generators: redundant.
      const Vec& a = in.gens[rng() % in.gens.size()];
      const Vec& b = in.gens[rng() % in.gens.size()];
      const uint32_t s = value();
      for (size_t j = 0; j < n; ++j) g[j] = static_cast<uint32_t>((a[j] + uint64_t{s} * b[j]) % k);
    } else if (kind == 1) {
      // A multiple by a divisor of k: order below k when k is composite.
      uint32_t d = 1;
      for (uint32_t f = 2; f < k; ++f) {
        if (k % f == 0 && rng() % 2 == 0) {
          d = f;
          break;
        }
      }
      for (auto& v : g) v = static_cast<uint32_t>((uint64_t{d} * value()) % k);
    } else {
      for (auto& v : g) v = value();
    }
    in.gens.push_back(std::move(g));
  }
  return in;
}

void expect_member_and_weight(const MinWeightResult& r, const std::set<Vec>& members) {
  EXPECT_TRUE(members.count(r.x) == 1) << "result is not in the coset";
  EXPECT_EQ(r.weight, sum_of(r.x));
}

TEST(MinWeight, RandomSmallInstancesMatchBruteForceForEveryK) {
  std::mt19937_64 rng(20261201);
  const int rounds = sanitized() ? 6 : 25;
  for (uint32_t k = 2; k <= 12; ++k) {
    for (int round = 0; round < rounds; ++round) {
      const size_t n = 1 + rng() % 9;
      size_t m = rng() % 5;
      while (m > 0 && std::pow(double(k), double(m)) > 30000) --m;
      const Instance in = random_instance(rng, k, n, m);
      const std::set<Vec> members = brute_force_coset(in.x0, in.gens, k);
      const uint64_t expected = least_sum(members);
      const MinWeightResult r = min_weight_in_coset(in.x0, in.gens, k, Context{});
      SCOPED_TRACE("k=" + std::to_string(k) + " n=" + std::to_string(n) +
                   " m=" + std::to_string(m));
      EXPECT_TRUE(r.proved);
      EXPECT_FALSE(r.timed_out);
      EXPECT_EQ(r.weight, expected);
      expect_member_and_weight(r, members);
      // The branch and bound on the same instance (the default above enumerates small ones).
      detail::ZkMinWeightOptions forced;
      forced.max_enumeration_work = 0;
      const MinWeightResult b = detail::min_weight_zk(in.x0, in.gens, k, Context{}, forced);
      EXPECT_TRUE(b.proved);
      EXPECT_EQ(b.weight, expected);
      expect_member_and_weight(b, members);
    }
  }
}

TEST(MinWeight, LargeKMatchesBruteForce) {
  // k above 32 makes the branch and bound bound each group from its wrap points, not by trying
  // every shift.
  std::mt19937_64 rng(41);
  for (uint32_t k : {37U, 97U, 100U, 221U}) {
    for (int round = 0; round < (sanitized() ? 3 : 10); ++round) {
      const size_t n = 1 + rng() % 12;
      const size_t m = 1 + rng() % 2;
      const Instance in = random_instance(rng, k, n, m);
      const std::set<Vec> members = brute_force_coset(in.x0, in.gens, k);
      const uint64_t expected = least_sum(members);
      SCOPED_TRACE("k=" + std::to_string(k) + " n=" + std::to_string(n));
      const MinWeightResult r = min_weight_in_coset(in.x0, in.gens, k, Context{});
      EXPECT_EQ(r.weight, expected);
      expect_member_and_weight(r, members);
      detail::ZkMinWeightOptions forced;
      forced.max_enumeration_work = 0;
      const MinWeightResult b = detail::min_weight_zk(in.x0, in.gens, k, Context{}, forced);
      EXPECT_TRUE(b.proved);
      EXPECT_EQ(b.weight, expected);
      expect_member_and_weight(b, members);
    }
  }
}

TEST(MinWeight, Gf2TechniquesAgreeWithBruteForce) {
  std::mt19937_64 rng(7);
  const int rounds = sanitized() ? 8 : 40;
  for (int round = 0; round < rounds; ++round) {
    const size_t n = 1 + rng() % 70;
    const size_t m = rng() % 13;
    const Instance in = random_instance(rng, 2, n, m);
    const std::set<Vec> members = brute_force_coset(in.x0, in.gens, 2);
    const uint64_t expected = least_sum(members);
    SCOPED_TRACE("round " + std::to_string(round));
    for (int technique = 0; technique < 3; ++technique) {
      detail::Gf2MinWeightOptions options;
      options.max_transform_dim = technique == 0 ? 20 : 0;
      options.greedy_order = technique == 2;
      MinWeightResult r;
      ASSERT_TRUE(detail::min_weight_gf2(in.x0, in.gens, {}, Context{}, options, r));
      EXPECT_TRUE(r.proved);
      EXPECT_EQ(r.weight, expected) << "technique " << technique;
      expect_member_and_weight(r, members);
    }
    // The general engine on k = 2 as well.
    const MinWeightResult z = detail::min_weight_zk(in.x0, in.gens, 2, Context{}, {});
    EXPECT_EQ(z.weight, expected);
  }
}

// Small Lights Out boards over Z_k: every press pattern is tried, the solutions found that way
// give x0 and (as differences) a redundant generating set of the kernel.
TEST(MinWeight, SmallLightsOutBoardsOverZkMatchBruteForce) {
  std::mt19937_64 rng(99);
  const std::vector<std::pair<int, int>> shapes = {{1, 1}, {1, 4}, {2, 2}, {2, 3}, {3, 3},
                                                   {2, 4}, {1, 7}, {3, 4}, {4, 4}};
  for (uint32_t k = 2; k <= 12; ++k) {
    for (const auto& [rows, cols] : shapes) {
      const size_t cells = static_cast<size_t>(rows * cols);
      if (std::pow(double(k), double(cells)) > (sanitized() ? 2e4 : 3e5)) continue;
      for (int round = 0; round < 2; ++round) {
        // Round 0: a state made by random presses (solvable); round 1: a random state.
        Vec presses(cells);
        for (auto& v : presses) v = static_cast<uint32_t>(rng() % k);
        Vec state = lights_from_presses(rows, cols, presses, k);
        if (round == 1) {
          for (auto& v : state) v = static_cast<uint32_t>(rng() % k);
        }
        std::vector<Vec> solutions;
        Vec x(cells, 0);
        for (;;) {
          const Vec lights = lights_from_presses(rows, cols, x, k);
          bool solves = true;
          for (size_t i = 0; i < cells && solves; ++i) solves = (lights[i] + state[i]) % k == 0;
          if (solves) solutions.push_back(x);
          size_t i = 0;
          while (i < cells && ++x[i] == k) x[i++] = 0;
          if (i == cells) break;
        }
        if (solutions.empty()) continue;
        std::vector<Vec> gens;
        for (size_t s = 1; s < solutions.size() && gens.size() < 200; ++s) {
          Vec g(cells);
          for (size_t j = 0; j < cells; ++j) g[j] = (solutions[s][j] + k - solutions[0][j]) % k;
          gens.push_back(std::move(g));
        }
        uint64_t expected = UINT64_MAX;
        for (const Vec& s : solutions) expected = std::min(expected, sum_of(s));
        SCOPED_TRACE("k=" + std::to_string(k) + " board " + std::to_string(rows) + "x" +
                     std::to_string(cols));
        const MinWeightResult r = min_weight_in_coset(solutions[0], gens, k, Context{});
        EXPECT_TRUE(r.proved);
        EXPECT_EQ(r.weight, expected);
        EXPECT_EQ(r.weight, sum_of(r.x));
        const Vec lights = lights_from_presses(rows, cols, r.x, k);
        for (size_t i = 0; i < cells; ++i) EXPECT_EQ((lights[i] + state[i]) % k, 0U);
      }
    }
  }
}

// OEIS A075464 (terms 1..54), checked below against our own brute force where that is feasible.
constexpr uint64_t kAllOnMinimum[] = {1,    4,    5,   4,    15,   28,   33,   40,   25,   44,  55,
                                      72,   105,  56,  117,  104,  147,  188,  141,  224,  245, 276,
                                      231,  270,  353, 356,  405,  416,  345,  376,  553,  428, 469,
                                      520,  563,  600, 761,  772,  561,  696,  891,  940,  953, 772,
                                      1069, 1188, 971, 1096, 1165, 1220, 1317, 1256, 1487, 1400};

// Checks the all-on n×n board: the result solves it, is proved, and has the published weight.
uint64_t check_all_on(int n) {
  const Vec ones(static_cast<size_t>(n * n), 1);
  const test::Gf2Coset coset = test::lights_out_coset(n, n, ones);
  EXPECT_TRUE(coset.solvable);
  const MinWeightResult r = min_weight_in_coset(coset.x0, coset.kernel, 2, Context{});
  EXPECT_TRUE(r.proved) << "n=" << n;
  EXPECT_EQ(r.weight, sum_of(r.x));
  EXPECT_EQ(test::lights_from_presses(n, n, r.x, 2), ones) << "n=" << n;
  EXPECT_EQ(r.weight, kAllOnMinimum[n - 1]) << "n=" << n;
  return r.weight;
}

TEST(MinWeight, AllOnBoardsUpTo20MatchIndependentBruteForce) {
  for (int n = 1; n <= 20; ++n) {
    const Vec ones(static_cast<size_t>(n * n), 1);
    const test::Gf2Coset coset = test::lights_out_coset(n, n, ones);
    // Brute force over all 2^d solutions (d ≤ 16 here).
    const size_t d = coset.kernel.size();
    uint64_t brute = UINT64_MAX;
    for (uint64_t c = 0; c < (uint64_t{1} << d); ++c) {
      uint64_t w = 0;
      for (size_t j = 0; j < coset.x0.size(); ++j) {
        uint32_t v = coset.x0[j];
        for (size_t i = 0; i < d; ++i) v ^= (c >> i & 1U) != 0 ? coset.kernel[i][j] : 0;
        w += v;
      }
      brute = std::min(brute, w);
    }
    EXPECT_EQ(brute, kAllOnMinimum[n - 1]) << "n=" << n;
    EXPECT_EQ(check_all_on(n), brute) << "n=" << n;
  }
}

TEST(MinWeight, AllOnBoards21To38MatchPublished) {
  // Kernel dimensions here are at most 20, so each takes well under a second.
  for (int n = 21; n <= (sanitized() ? 30 : 38); ++n) check_all_on(n);
}

// n = 39 (kernel dimension 32) and n = 47 (30) are the hard ones: about 1.2 s each of one core
// in Release, minutes under the sanitizers, so the whole range is the scale label (Release
// only); the benchmark times every n.
TEST(MinWeightScale, AllOnBoards39To54MatchPublished) {
  for (int n = 39; n <= 54; ++n) check_all_on(n);
}

TEST(MinWeight, StopsWhenCancelledAndSaysNotProved) {
  // 39×39 has a kernel of dimension 32: far too many members to finish before the first poll.
  const int n = 39;
  const Vec ones(static_cast<size_t>(n * n), 1);
  const test::Gf2Coset coset = test::lights_out_coset(n, n, ones);
  ASSERT_EQ(coset.kernel.size(), 32U);
  std::atomic<bool> cancel{true};
  Context ctx;
  ctx.cancel = &cancel;
  const MinWeightResult r = min_weight_in_coset(coset.x0, coset.kernel, 2, ctx);
  EXPECT_FALSE(r.proved);
  EXPECT_TRUE(r.timed_out);
  EXPECT_EQ(r.weight, sum_of(r.x));
  EXPECT_EQ(test::lights_from_presses(n, n, r.x, 2), ones);  // still a solution
  EXPECT_GE(r.weight, kAllOnMinimum[n - 1]);

  // The general engine too: a Z_5 module of size 5^12 with many columns.
  std::mt19937_64 rng(3);
  const Instance in = random_instance(rng, 5, 40, 12);
  const MinWeightResult z = min_weight_in_coset(in.x0, in.gens, 5, ctx);
  EXPECT_FALSE(z.proved);
  EXPECT_TRUE(z.timed_out);
  EXPECT_EQ(z.weight, sum_of(z.x));
}

TEST(MinWeight, DeadlineStopsAHopelessSearchPromptly) {
  // A random GF(2) coset with 44 independent generators: 2^44 members, no structure to exploit.
  std::mt19937_64 rng(5);
  Vec x0(600);
  for (auto& v : x0) v = static_cast<uint32_t>(rng() % 2);
  std::vector<Vec> gens(44, Vec(600));
  for (auto& g : gens) {
    for (auto& v : g) v = static_cast<uint32_t>(rng() % 2);
  }
  const auto start = std::chrono::steady_clock::now();
  const MinWeightResult r = min_weight_in_coset(x0, gens, 2, Context::with_time_limit(0.3));
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_FALSE(r.proved);
  EXPECT_TRUE(r.timed_out);
  EXPECT_LT(seconds, sanitized() ? 20.0 : 5.0);
  EXPECT_EQ(r.weight, sum_of(r.x));
  EXPECT_LE(r.weight, sum_of(x0));  // the best found is at least as good as x0 itself
  // x0 + x must be in the span of the generators: check by elimination.
  std::vector<Vec> rows = gens;
  Vec diff(600);
  for (size_t j = 0; j < 600; ++j) diff[j] = x0[j] ^ r.x[j];
  rows.push_back(diff);
  size_t rank_with = 0;
  size_t rank_without = 0;
  for (int pass = 0; pass < 2; ++pass) {
    std::vector<Vec> m(rows.begin(), rows.end() - (pass == 0 ? 0 : 1));
    size_t rank = 0;
    for (size_t col = 0; col < 600 && rank < m.size(); ++col) {
      size_t p = rank;
      while (p < m.size() && m[p][col] == 0) ++p;
      if (p == m.size()) continue;
      std::swap(m[p], m[rank]);
      for (size_t i = 0; i < m.size(); ++i) {
        if (i != rank && m[i][col] != 0) {
          for (size_t j = 0; j < 600; ++j) m[i][j] ^= m[rank][j];
        }
      }
      ++rank;
    }
    (pass == 0 ? rank_with : rank_without) = rank;
  }
  EXPECT_EQ(rank_with, rank_without);
}

TEST(MinWeight, EdgeCasesAndBadInput) {
  EXPECT_THROW(min_weight_in_coset({1, 0}, {}, 1, Context{}), std::invalid_argument);
  EXPECT_THROW(min_weight_in_coset({1, 0}, {{1}}, 2, Context{}), std::invalid_argument);
  EXPECT_THROW(min_weight_in_coset({1, 0}, {{1, 2, 3}}, 3, Context{}), std::invalid_argument);

  const MinWeightResult empty = min_weight_in_coset({}, {}, 3, Context{});
  EXPECT_TRUE(empty.proved);
  EXPECT_TRUE(empty.x.empty());
  EXPECT_EQ(empty.weight, 0U);

  // No generators: x0 itself, entries read mod k.
  const MinWeightResult fixed = min_weight_in_coset({7, 0, 4}, {}, 3, Context{});
  EXPECT_EQ(fixed.x, (Vec{1, 0, 1}));
  EXPECT_EQ(fixed.weight, 2U);
  // Zero and duplicate generators are harmless.
  const MinWeightResult dup =
      min_weight_in_coset({1, 1, 1}, {{0, 0, 0}, {1, 1, 0}, {1, 1, 0}}, 2, Context{});
  EXPECT_EQ(dup.x, (Vec{0, 0, 1}));
  // Z_4 with a generator of order 2: x0 + {0, 2g}: 3 → 1 is allowed, 3 → 0 is not.
  const MinWeightResult z4 = min_weight_in_coset({3, 3}, {{2, 0}}, 4, Context{});
  EXPECT_EQ(z4.x, (Vec{1, 3}));
  EXPECT_EQ(z4.weight, 4U);
}

TEST(MinWeight, LongVectorsWithFewGenerators) {
  // Many coordinates, small kernel: the columns merge into a handful of weighted patterns.
  const size_t n = sanitized() ? 50000 : 400000;
  std::mt19937_64 rng(11);
  for (uint32_t k : {2U, 3U, 6U}) {
    Vec x0(n);
    for (auto& v : x0) v = static_cast<uint32_t>(rng() % k);
    std::vector<Vec> gens(3, Vec(n));
    for (auto& g : gens) {
      for (auto& v : g) v = static_cast<uint32_t>(rng() % k);
    }
    // Brute force over the k^3 combinations directly.
    uint64_t expected = UINT64_MAX;
    for (uint32_t a = 0; a < k; ++a) {
      for (uint32_t b = 0; b < k; ++b) {
        for (uint32_t c = 0; c < k; ++c) {
          uint64_t w = 0;
          for (size_t j = 0; j < n; ++j)
            w += (x0[j] + a * gens[0][j] + b * gens[1][j] + c * gens[2][j]) % k;
          expected = std::min(expected, w);
        }
      }
    }
    const MinWeightResult r = min_weight_in_coset(x0, gens, k, Context{});
    EXPECT_TRUE(r.proved);
    EXPECT_EQ(r.weight, expected) << "k=" << k;
    EXPECT_EQ(r.weight, sum_of(r.x));
  }
}

// Rank over GF(2) of 0/1 vectors (plain elimination, independent of the engine).
size_t gf2_rank(std::vector<Vec> rows) {
  size_t rank = 0;
  const size_t n = rows.empty() ? 0 : rows[0].size();
  for (size_t col = 0; col < n && rank < rows.size(); ++col) {
    size_t p = rank;
    while (p < rows.size() && rows[p][col] == 0) ++p;
    if (p == rows.size()) continue;
    std::swap(rows[p], rows[rank]);
    for (size_t i = 0; i < rows.size(); ++i) {
      if (i != rank && rows[i][col] != 0) {
        for (size_t j = 0; j < n; ++j) rows[i][j] ^= rows[rank][j];
      }
    }
    ++rank;
  }
  return rank;
}

// y is in x0 + span(gens) over GF(2), with the weight it claims.
void expect_gf2_member(const Vec& x0, const std::vector<Vec>& gens, const MinWeightResult& r) {
  ASSERT_EQ(r.x.size(), x0.size());
  EXPECT_EQ(r.weight, sum_of(r.x));
  std::vector<Vec> with = gens;
  Vec diff(x0.size());
  for (size_t j = 0; j < x0.size(); ++j) diff[j] = (x0[j] ^ r.x[j]) & 1U;
  with.push_back(diff);
  EXPECT_EQ(gf2_rank(with), gf2_rank(gens)) << "result is not in the coset";
}

// The fibre search alone: no single transform, no branch and bound before it.
detail::Gf2MinWeightOptions fibres_only() {
  detail::Gf2MinWeightOptions fibres;
  fibres.max_transform_dim = 0;
  fibres.branch_budget = detail::Gf2MinWeightOptions::kNoBranchAndBound;
  return fibres;
}

// The three GF(2) techniques above 20 dimensions, each forced: one transform over everything,
// the branch and bound without a budget, and the fibre search alone.
std::array<MinWeightResult, 3> gf2_three_ways(const Vec& x0, const std::vector<Vec>& gens,
                                              const std::vector<Vec>& symmetries) {
  std::array<MinWeightResult, 3> r;
  detail::Gf2MinWeightOptions transform;
  transform.max_transform_dim = 24;
  detail::Gf2MinWeightOptions branch;
  branch.max_transform_dim = 0;
  branch.fibres = false;
  const detail::Gf2MinWeightOptions fibres = fibres_only();
  EXPECT_TRUE(detail::min_weight_gf2(x0, gens, symmetries, Context{}, transform, r[0]));
  EXPECT_TRUE(detail::min_weight_gf2(x0, gens, symmetries, Context{}, branch, r[1]));
  EXPECT_TRUE(detail::min_weight_gf2(x0, gens, symmetries, Context{}, fibres, r[2]));
  return r;
}

TEST(MinWeight, Gf2FibreSearchAgreesWithTheTransformAndTheBranchAndBound) {
  std::mt19937_64 rng(21);
  const int rounds = sanitized() ? 2 : 6;
  for (int round = 0; round < rounds; ++round) {
    const size_t d = 20 + rng() % 4;
    const size_t n = 30 + rng() % 370;
    Vec x0(n);
    for (auto& v : x0) v = static_cast<uint32_t>(rng() % 2);
    std::vector<Vec> gens(d, Vec(n));
    // Sparse generators on some rounds: low weights, so the minimum is far from n/2.
    const uint64_t density = round % 2 == 0 ? 2 : 9;
    for (auto& g : gens) {
      for (auto& v : g) v = rng() % density == 0 ? 1U : 0U;
    }
    SCOPED_TRACE("round " + std::to_string(round) + ", n " + std::to_string(n));
    const auto r = gf2_three_ways(x0, gens, {});
    for (const MinWeightResult& each : r) {
      EXPECT_TRUE(each.proved);
      EXPECT_EQ(each.weight, r[0].weight);
      expect_gf2_member(x0, gens, each);
    }
  }
}

// Coordinates in four blocks of b, rotated block by block: σ(j) = (j + b) mod 4b.
std::vector<uint32_t> block_rotation(size_t blocks, size_t b, size_t times) {
  std::vector<uint32_t> perm(blocks * b);
  for (size_t j = 0; j < perm.size(); ++j)
    perm[j] = static_cast<uint32_t>((j + times * b) % perm.size());
  return perm;
}

TEST(MinWeight, Gf2FibreSearchWithSymmetriesAgreesWithoutThem) {
  std::mt19937_64 rng(22);
  const int rounds = sanitized() ? 2 : 5;
  for (int round = 0; round < rounds; ++round) {
    // A coset invariant under the rotation: generators closed under it, x0 an orbit sum.
    const size_t b = 10 + rng() % 60;
    const size_t n = 4 * b;
    std::vector<Vec> gens;
    const size_t seeds = 5 + rng() % 2;
    for (size_t i = 0; i < seeds; ++i) {
      Vec v(n);
      for (auto& e : v) e = static_cast<uint32_t>(rng() % 2);
      for (size_t t = 0; t < 4; ++t) {
        const auto perm = block_rotation(4, b, t);
        Vec image(n);
        for (size_t j = 0; j < n; ++j) image[perm[j]] = v[j];
        gens.push_back(image);
      }
    }
    Vec u(n);
    for (auto& e : u) e = static_cast<uint32_t>(rng() % 2);
    Vec x0(n, 0);
    for (size_t t = 0; t < 4; ++t) {
      const auto perm = block_rotation(4, b, t);
      for (size_t j = 0; j < n; ++j) x0[perm[j]] ^= u[j];
    }
    // Only σ itself on odd rounds: the search must use the group it generates.
    std::vector<Vec> symmetries = {block_rotation(4, b, 1)};
    if (round % 2 == 0) {
      symmetries.push_back(block_rotation(4, b, 2));
      symmetries.push_back(block_rotation(4, b, 3));
    }
    SCOPED_TRACE("round " + std::to_string(round) + ", n " + std::to_string(n));
    const auto plain = gf2_three_ways(x0, gens, {});
    const auto symmetric = gf2_three_ways(x0, gens, symmetries);
    for (int i = 0; i < 3; ++i) {
      EXPECT_TRUE(symmetric[static_cast<size_t>(i)].proved);
      EXPECT_EQ(symmetric[static_cast<size_t>(i)].weight, plain[0].weight) << "technique " << i;
      expect_gf2_member(x0, gens, symmetric[static_cast<size_t>(i)]);
    }
    EXPECT_EQ(min_weight_in_coset(x0, gens, 2, Context{}, symmetries).weight, plain[0].weight);
  }
}

// The 8 reflections and rotations of the n×n square, as cell permutations.
std::vector<Vec> square_symmetries(int n) {
  std::vector<Vec> out;
  for (int m = 1; m < 8; ++m) {
    Vec perm(static_cast<size_t>(n * n));
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; ++c) {
        int rr = (m & 2) != 0 ? n - 1 - r : r;
        int cc = (m & 1) != 0 ? n - 1 - c : c;
        if ((m & 4) != 0) std::swap(rr, cc);
        perm[static_cast<size_t>(r * n + c)] = static_cast<uint32_t>(rr * n + cc);
      }
    }
    out.push_back(perm);
  }
  return out;
}

TEST(MinWeight, AllOnBoardsByFibresWithTheSquaresSymmetriesMatchPublished) {
  // n = 47 (kernel dimension 30) and 39 (32): the fibre search alone, one fibre per orbit.
  for (int n : sanitized() ? std::vector<int>{47} : std::vector<int>{47, 39}) {
    const Vec ones(static_cast<size_t>(n * n), 1);
    const test::Gf2Coset coset = test::lights_out_coset(n, n, ones);
    const detail::Gf2MinWeightOptions fibres = fibres_only();
    MinWeightResult r;
    ASSERT_TRUE(
        detail::min_weight_gf2(coset.x0, coset.kernel, square_symmetries(n), Context{}, fibres, r));
    EXPECT_TRUE(r.proved) << "n=" << n;
    EXPECT_EQ(r.weight, kAllOnMinimum[n - 1]) << "n=" << n;
    EXPECT_EQ(test::lights_from_presses(n, n, r.x, 2), ones) << "n=" << n;
  }
}

// Parts of the search: each part's answer is a member of the coset, none is below the whole
// minimum, and the least of all parts' answers is it, with the square's symmetries and without.
// Under the sanitizers (each part's set-up is slow there) one board, three parts, symmetric.
TEST(MinWeight, PartsOfTheSearchMergeToTheWholeMinimum) {
  const bool quick = sanitized();
  for (int n : quick ? std::vector<int>{47} : std::vector<int>{47, 39}) {
    const Vec ones(static_cast<size_t>(n * n), 1);
    const test::Gf2Coset coset = test::lights_out_coset(n, n, ones);
    for (bool symmetric : quick ? std::vector<bool>{true} : std::vector<bool>{true, false}) {
      const std::vector<Vec> symmetries = symmetric ? square_symmetries(n) : std::vector<Vec>{};
      for (uint64_t count : quick ? std::vector<uint64_t>{3} : std::vector<uint64_t>{1, 3, 16}) {
        SCOPED_TRACE("n " + std::to_string(n) + ", parts " + std::to_string(count) +
                     (symmetric ? ", symmetric" : ""));
        uint64_t least = UINT64_MAX;
        for (uint64_t index = 0; index < count; ++index) {
          const MinWeightResult r = min_weight_in_coset(coset.x0, coset.kernel, 2, Context{},
                                                        symmetries, SearchPart{index, count});
          EXPECT_TRUE(r.proved) << "part " << index;
          EXPECT_EQ(r.weight, sum_of(r.x));
          EXPECT_EQ(test::lights_from_presses(n, n, r.x, 2), ones) << "part " << index;
          EXPECT_GE(r.weight, kAllOnMinimum[n - 1]);
          least = std::min(least, r.weight);
        }
        EXPECT_EQ(least, kAllOnMinimum[n - 1]);
      }
    }
  }
}

// More parts than fibres (21 dimensions: 4 fibres of 2^19): the empty parts answer a member too.
TEST(MinWeight, MorePartsThanFibresStillMergeToTheMinimum) {
  std::mt19937_64 rng(23);
  const size_t n = 120;
  Vec x0(n);
  for (auto& v : x0) v = static_cast<uint32_t>(rng() % 2);
  std::vector<Vec> gens(21, Vec(n));
  for (auto& g : gens) {
    for (auto& v : g) v = static_cast<uint32_t>(rng() % 2);
  }
  const MinWeightResult whole = gf2_three_ways(x0, gens, {})[0];
  uint64_t least = UINT64_MAX;
  for (uint64_t index = 0; index < 7; ++index) {
    const MinWeightResult r = min_weight_in_coset(x0, gens, 2, Context{}, {}, SearchPart{index, 7});
    EXPECT_TRUE(r.proved);
    expect_gf2_member(x0, gens, r);
    least = std::min(least, r.weight);
  }
  EXPECT_EQ(least, whole.weight);
}

// A search the fibre search does not take (here 9 dimensions, and k = 3) is part 0's alone.
TEST(MinWeight, ASearchThatDoesNotSplitIsTheFirstPartsAlone) {
  for (uint32_t k : {2U, 3U}) {
    std::mt19937_64 rng(30 + k);
    const Instance inst = random_instance(rng, k, 14, 9);
    const auto members = brute_force_coset(inst.x0, inst.gens, k);
    const MinWeightResult first =
        min_weight_in_coset(inst.x0, inst.gens, k, Context{}, {}, SearchPart{0, 4});
    EXPECT_TRUE(first.proved);
    EXPECT_EQ(first.weight, least_sum(members)) << "k=" << k;
    for (uint64_t index = 1; index < 4; ++index) {
      const MinWeightResult other =
          min_weight_in_coset(inst.x0, inst.gens, k, Context{}, {}, SearchPart{index, 4});
      EXPECT_TRUE(other.proved);
      EXPECT_TRUE(members.count(other.x) == 1) << "k=" << k << ", part " << index;
    }
  }
  EXPECT_THROW((void)min_weight_in_coset({1, 0}, {{1, 1}}, 2, Context{}, {}, SearchPart{4, 4}),
               std::invalid_argument);
}

TEST(SearchPart, SharesCoverEveryItemOnceAndDifferByAtMostOne) {
  for (uint64_t total : {uint64_t{0}, uint64_t{1}, uint64_t{7}, uint64_t{1} << 45}) {
    for (uint64_t count : {uint64_t{1}, uint64_t{3}, uint64_t{8}, uint64_t{1000}}) {
      uint64_t next = 0;
      for (uint64_t index = 0; index < count; ++index) {
        const SearchPart part{index, count};
        EXPECT_EQ(part.first_of(total), next);
        const uint64_t size = part.end_of(total) - part.first_of(total);
        EXPECT_TRUE(size == total / count || size == total / count + 1);
        next = part.end_of(total);
      }
      EXPECT_EQ(next, total) << total << " in " << count;
    }
  }
}

TEST(MinWeight, FibreSearchStopsAtTheDeadline) {
  // 2^44 members, no symmetry: hours of fibres, stopped at 0.3 s with a member in hand.
  std::mt19937_64 rng(23);
  Vec x0(500);
  for (auto& v : x0) v = static_cast<uint32_t>(rng() % 2);
  std::vector<Vec> gens(44, Vec(500));
  for (auto& g : gens) {
    for (auto& v : g) v = static_cast<uint32_t>(rng() % 2);
  }
  const detail::Gf2MinWeightOptions fibres = fibres_only();
  MinWeightResult r;
  const auto start = std::chrono::steady_clock::now();
  ASSERT_TRUE(detail::min_weight_gf2(x0, gens, {}, Context::with_time_limit(0.3), fibres, r));
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_FALSE(r.proved);
  EXPECT_TRUE(r.timed_out);
  EXPECT_LT(seconds, sanitized() ? 20.0 : 5.0);
  expect_gf2_member(x0, gens, r);
}

TEST(MinWeight, SymmetriesThatAreNotAreRefused) {
  const Vec x0 = {1, 0, 0, 1};
  const std::vector<Vec> gens = {{1, 1, 0, 0}};
  // Not a permutation: wrong length, out of range, repeated.
  EXPECT_THROW(min_weight_in_coset(x0, gens, 2, Context{}, {{0, 1, 2}}), std::invalid_argument);
  EXPECT_THROW(min_weight_in_coset(x0, gens, 2, Context{}, {{0, 1, 2, 4}}), std::invalid_argument);
  EXPECT_THROW(min_weight_in_coset(x0, gens, 2, Context{}, {{0, 0, 2, 3}}), std::invalid_argument);
  // A permutation that moves the kernel out of itself, or x0 out of the coset.
  EXPECT_THROW(min_weight_in_coset(x0, gens, 2, Context{}, {{0, 2, 1, 3}}), std::invalid_argument);
  EXPECT_THROW(min_weight_in_coset(x0, gens, 2, Context{}, {{1, 0, 3, 2}}), std::invalid_argument);
  // A true one: (0 1)(2 3) maps the coset {1000, 0100} onto itself.
  const MinWeightResult r = min_weight_in_coset({1, 0, 0, 0}, gens, 2, Context{}, {{1, 0, 3, 2}});
  EXPECT_EQ(r.weight, 1U);
}

// Every all-on board n = 55..78 except n = 61 and 65 (kernels of 40 and 42 dimensions: a minute
// and more each, see docs/benchmarks/min_weight.md): the default search (with the square's
// symmetries) against the branch and bound alone, without a budget.
TEST(MinWeightScale, AllOnBoards55To78AgreeAcrossTechniques) {
  for (int n = 55; n <= 78; ++n) {
    if (n == 61 || n == 65) continue;
    const Vec ones(static_cast<size_t>(n * n), 1);
    const test::Gf2Coset coset = test::lights_out_coset(n, n, ones);
    const MinWeightResult r =
        min_weight_in_coset(coset.x0, coset.kernel, 2, Context{}, square_symmetries(n));
    detail::Gf2MinWeightOptions branch;
    branch.fibres = false;
    MinWeightResult b;
    ASSERT_TRUE(detail::min_weight_gf2(coset.x0, coset.kernel, {}, Context{}, branch, b));
    EXPECT_TRUE(r.proved && b.proved) << "n=" << n;
    EXPECT_EQ(r.weight, b.weight) << "n=" << n;
    EXPECT_EQ(test::lights_from_presses(n, n, r.x, 2), ones) << "n=" << n;
  }
}

}  // namespace
}  // namespace gridlogic::algebra
