// The press-system ILP (Lights Out's A·x = −b + k·t) against brute force over every press vector.
#include "puzzles/lightsout/press_system.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <random>

#include "sanitized.hpp"

namespace gridlogic::lightsout {

using milp::Enumeration;
using milp::Model;
using milp::SolveStatus;

namespace {

PressSystem grid(int rows, int cols, int k, const std::vector<int>& state) {
  PressSystem s;
  s.levels = k;
  s.state = state;
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      std::vector<int> nb;
      if (r > 0) nb.push_back((r - 1) * cols + c);
      if (r + 1 < rows) nb.push_back((r + 1) * cols + c);
      if (c > 0) nb.push_back(r * cols + c - 1);
      if (c + 1 < cols) nb.push_back(r * cols + c + 1);
      s.effects.push_back(nb);
      s.names.push_back(std::to_string(r) + "_" + std::to_string(c));
    }
  }
  return s;
}

// Applies presses; true when every node ends at 0.
bool solves(const PressSystem& s, const std::vector<int>& presses) {
  std::vector<int> level = s.state;
  for (size_t j = 0; j < presses.size(); ++j) {
    level[j] += presses[j];
    for (int i : s.effects[j]) level[static_cast<size_t>(i)] += presses[j];
  }
  for (int v : level) {
    if (v % s.levels != 0) return false;
  }
  return true;
}

struct Brute {
  bool solvable = false;
  int64_t min_total = 0;
  uint64_t count = 0;
};

Brute brute_force(const PressSystem& s) {
  const size_t n = s.state.size();
  Brute b;
  std::vector<int> x(n, 0);
  for (;;) {
    if (solves(s, x)) {
      int64_t total = 0;
      for (int v : x) total += v;
      if (!b.solvable || total < b.min_total) b.min_total = total;
      b.solvable = true;
      ++b.count;
    }
    size_t j = 0;
    while (j < n && ++x[j] == s.levels) x[j++] = 0;
    if (j == n) break;
  }
  return b;
}

TEST(PressSystem, RandomGraphsMatchBruteForce) {
  std::mt19937_64 rng(23);
  int solvable_seen = 0;
  int unsolvable_seen = 0;
  const int rounds = test_env::sanitized() ? 15 : 40;
  for (int round = 0; round < rounds; ++round) {
    const int k = 2 + round % 3;
    const int n = k == 2 ? 9 : k == 3 ? 6 : 5;
    PressSystem s;
    s.levels = k;
    s.effects.resize(static_cast<size_t>(n));
    for (int i = 0; i < n; ++i) {
      for (int j = i + 1; j < n; ++j) {
        if (rng() % 3 == 0) {
          s.effects[static_cast<size_t>(i)].push_back(j);
          s.effects[static_cast<size_t>(j)].push_back(i);
        }
      }
      s.state.push_back(static_cast<int>(rng() % static_cast<uint64_t>(k)));
    }
    const Brute expected = brute_force(s);
    const PressResult feasible =
        solve_press_system(s, PressObjective::kFeasibility, Context::with_time_limit(30));
    const PressResult best =
        solve_press_system(s, PressObjective::kMinPresses, Context::with_time_limit(30));
    if (!expected.solvable) {
      ++unsolvable_seen;
      EXPECT_EQ(feasible.status, SolveStatus::kInfeasible) << "round " << round;
      EXPECT_EQ(best.status, SolveStatus::kInfeasible) << "round " << round;
      continue;
    }
    ++solvable_seen;
    ASSERT_EQ(feasible.status, SolveStatus::kOptimal) << "round " << round;
    EXPECT_TRUE(solves(s, feasible.presses));
    ASSERT_EQ(best.status, SolveStatus::kOptimal) << "round " << round;
    EXPECT_TRUE(best.proved_optimal);
    EXPECT_TRUE(solves(s, best.presses));
    EXPECT_EQ(best.total, expected.min_total) << "round " << round;

    if (k == 2) {  // x binary: the no-good enumeration counts every solution
      const Model m = press_model(s, PressObjective::kFeasibility);
      std::vector<int> x(static_cast<size_t>(n));
      for (int j = 0; j < n; ++j) x[static_cast<size_t>(j)] = j;
      const Enumeration e = enumerate(m, x, 0, Context::with_time_limit(30));
      EXPECT_TRUE(e.complete);
      EXPECT_EQ(e.count, expected.count) << "round " << round;
    }
  }
  EXPECT_GT(solvable_seen, rounds / 8);
  EXPECT_GT(unsolvable_seen, 0);
}

TEST(PressSystem, ClassicFiveByFiveAllOn) {
  // The all-on 5×5 board needs 15 presses (and has 4 solutions).
  const PressSystem s = grid(5, 5, 2, std::vector<int>(25, 1));
  const PressResult r =
      solve_press_system(s, PressObjective::kMinPresses, Context::with_time_limit(60));
  ASSERT_EQ(r.status, SolveStatus::kOptimal);
  EXPECT_EQ(r.total, 15);
  EXPECT_TRUE(solves(s, r.presses));
  const Model m = press_model(s, PressObjective::kFeasibility);
  std::vector<int> x(25);
  for (int j = 0; j < 25; ++j) x[static_cast<size_t>(j)] = j;
  EXPECT_EQ(enumerate(m, x, 0, Context::with_time_limit(60)).count, 4u);
  EXPECT_EQ(m.var(0).name, "x_0_0");
  EXPECT_EQ(m.constraints()[7].name, "light_1_2");
}

TEST(PressSystem, ThreeLevelGridMatchesBruteForce) {
  std::mt19937_64 rng(4);
  std::vector<int> state(6);
  for (int& v : state) v = static_cast<int>(rng() % 3);
  const PressSystem s = grid(2, 3, 3, state);
  const Brute expected = brute_force(s);
  const PressResult r =
      solve_press_system(s, PressObjective::kMinPresses, Context::with_time_limit(30));
  ASSERT_EQ(r.status == SolveStatus::kOptimal, expected.solvable);
  if (expected.solvable) {
    EXPECT_EQ(r.total, expected.min_total);
  }
}

TEST(PressSystem, RejectsMalformed) {
  PressSystem s = grid(2, 2, 2, {0, 1, 0, 1});
  s.levels = 1;
  EXPECT_THROW((void)press_model(s, PressObjective::kFeasibility), std::invalid_argument);
  s.levels = 2;
  s.state[0] = 2;
  EXPECT_THROW((void)press_model(s, PressObjective::kFeasibility), std::invalid_argument);
  s.state[0] = 0;
  s.effects[1].push_back(9);
  EXPECT_THROW((void)press_model(s, PressObjective::kFeasibility), std::invalid_argument);
}

}  // namespace
}  // namespace gridlogic::lightsout
