// The native solver and counter, cross-checked against the brute force in helpers.hpp and with
// every solution re-checked by verify.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <fstream>
#include <random>

#include "dominosa/helpers.hpp"

namespace {

using gridlogic::Context;
using gridlogic::Json;
using gridlogic::Status;

struct Shape {
  int rows, cols, max;
};
// Every shape with (M+1)(M+2) cells for M <= 4, tall and wide and thin.
const std::vector<Shape> kShapes = {{1, 2, 0},  {2, 1, 0}, {2, 3, 1},  {3, 2, 1},  {1, 6, 1},
                                    {6, 1, 1},  {3, 4, 2}, {4, 3, 2},  {2, 6, 2},  {6, 2, 2},
                                    {1, 12, 2}, {4, 5, 3}, {5, 4, 3},  {2, 10, 3}, {10, 2, 3},
                                    {5, 6, 4},  {6, 5, 4}, {3, 10, 4}, {10, 3, 4}, {2, 15, 4}};

TEST(DominosaSolver, CountsAgreeWithBruteForce) {
  std::mt19937_64 rng(2024);
  const int per_shape = dominosa_test::sanitized() ? 12 : 60;
  int zero = 0, one = 0, many = 0;
  for (const Shape& s : kShapes) {
    for (int k = 0; k < per_shape; ++k) {
      auto b = (k % 2 == 0) ? dominosa_test::planted_board(s.rows, s.cols, s.max, rng)
                            : dominosa_test::shuffled_board(s.rows, s.cols, s.max, rng);
      dominosa_test::BruteForce brute(b);
      const uint64_t expected = brute.count();
      auto p = dominosa_test::parse(dominosa_test::grid_json(b));
      Context ctx;
      auto all = p->count(ctx, {}, 0);
      ASSERT_EQ(all.status, Status::kSolved);
      ASSERT_TRUE(all.complete);
      ASSERT_EQ(all.num_solutions.to_u64(), expected)
          << "board " << dominosa_test::grid_json(b).dump();
      // limit 2 is the uniqueness check
      auto two = p->count(ctx, {}, 2);
      EXPECT_EQ(two.num_solutions.to_u64(), std::min<uint64_t>(expected, 2));
      EXPECT_EQ(two.complete, expected < 2);
      auto solved = p->solve(ctx, {});
      if (expected == 0) {
        ++zero;
        EXPECT_EQ(solved.status, Status::kUnsolvable);
        EXPECT_TRUE(all.first_solution.json().is_null());
      } else {
        (expected == 1 ? one : many) += 1;
        ASSERT_EQ(solved.status, Status::kSolved);
        auto v = p->verify(solved.solution.json());
        EXPECT_TRUE(v.valid) << v.error;
        auto w = p->verify(all.first_solution.json());
        EXPECT_TRUE(w.valid) << w.error;
      }
      // The brute force's solutions all pass verify too (it is independent of it).
      for (const auto& partner : brute.solutions()) {
        EXPECT_TRUE(p->verify(dominosa_test::letters(b, partner)).valid);
      }
    }
  }
  // The sample must hold all three kinds of board, or the test proves little.
  EXPECT_GT(zero, 20);
  EXPECT_GT(one, 20);
  EXPECT_GT(many, 20);
}

TEST(DominosaSolver, PlantedBoardsAreAlwaysSolvable) {
  std::mt19937_64 rng(7);
  const int top = dominosa_test::sanitized() ? 14 : 30;
  for (int max = 1; max <= top; ++max) {
    for (int k = 0; k < 3; ++k) {
      const bool wide = k % 2 == 0;
      auto b = dominosa_test::planted_board(wide ? max + 1 : max + 2, wide ? max + 2 : max + 1, max,
                                            rng);
      auto p = dominosa_test::parse(dominosa_test::grid_json(b));
      auto r = p->solve(Context::with_time_limit(20), {});
      ASSERT_EQ(r.status, Status::kSolved) << "M=" << max;
      auto v = p->verify(r.solution.json());
      EXPECT_TRUE(v.valid) << v.error;
    }
  }
}

TEST(DominosaSolver, UnsolvableBoardIsProved) {
  // 0 and 1 alternate like a chessboard, so every domino is 0-1: the set's 0-0 and 1-1 are
  // impossible.
  auto p = dominosa_test::parse(Json::parse(R"({"grid": [[0, 1, 0], [1, 0, 1]]})"));
  auto r = p->solve(Context(), {});
  EXPECT_EQ(r.status, Status::kUnsolvable);
  EXPECT_FALSE(r.error.empty());
  auto c = p->count(Context(), {}, 0);
  EXPECT_EQ(c.status, Status::kSolved);
  EXPECT_TRUE(c.complete);
  EXPECT_EQ(c.num_solutions.to_u64(), 0u);
}

TEST(DominosaSolver, CancelStopsWithTimeout) {
  std::mt19937_64 rng(99);
  // A big board with a planted solution and (almost surely) a huge number of others.
  auto b = dominosa_test::planted_board(41, 42, 40, rng);
  auto p = dominosa_test::parse(dominosa_test::grid_json(b));
  std::atomic<bool> cancel{true};
  Context ctx;
  ctx.cancel = &cancel;
  auto c = p->count(ctx, {}, 0);
  EXPECT_EQ(c.status, Status::kTimeout);
  EXPECT_FALSE(c.complete);
}

TEST(DominosaSolver, PastDeadlineStopsABigBoardAndGenerate) {
  // A board of the stored set at M = 50: the root look-ahead alone takes thousands of probes.
  std::ifstream in(std::string(GRIDLOGIC_TEST_DATA) + "/dominosa/unique_hard.jsonl");
  std::string line;
  Json board;
  while (std::getline(in, line)) {
    Json j = Json::parse(line);
    if (j["max"] == 50) board = j;
  }
  ASSERT_FALSE(board.is_null());
  auto p = gridlogic::dominosa::kind().from_json(board);
  Context late;
  late.deadline = Context::Clock::now() - std::chrono::seconds(1);
  EXPECT_EQ(p->solve(late, {}).status, Status::kTimeout);
  auto c = p->count(late, {}, 2);
  EXPECT_EQ(c.status, Status::kTimeout);
  EXPECT_FALSE(c.complete);
  gridlogic::GenerateParams params;
  params.values["max"] = "60";
  // Out of time, generate returns no puzzle (the front end reports the limit).
  EXPECT_EQ(gridlogic::dominosa::kind().generate(late, params).puzzle, nullptr);
}

// The milp/sat engines answer too (their own tests are in tests/engines_dominosa).
TEST(DominosaSolver, OtherEnginesAnswer) {
  auto p = dominosa_test::parse(Json::parse(R"({"grid": [[0], [0]]})"));
  gridlogic::SolveOptions options;
  options.engine = gridlogic::Engine::kMilp;
  const auto r = p->solve(Context(), options);
  ASSERT_EQ(r.status, gridlogic::Status::kSolved);
  EXPECT_TRUE(p->verify(r.solution.json()).valid);
  EXPECT_NE(
      p->export_model(Context(), gridlogic::ExportFormat::kLp, gridlogic::ModelVariant::kImproved)
          .find("domino_0_0"),
      std::string::npos);
}

}  // namespace

TEST(DominosaSolver, ThreadsGiveTheSameCounts) {
  // Planted boards of M = 6..9 have from one to thousands of tilings: trees large enough for the
  // threads to hand work to each other.
  std::mt19937_64 rng(31);
  const int boards = dominosa_test::sanitized() ? 4 : 24;
  int many = 0;
  for (int k = 0; k < boards; ++k) {
    const int max = 6 + k % 4;
    auto b = dominosa_test::planted_board(max + 1, max + 2, max, rng);
    auto p = dominosa_test::parse(dominosa_test::grid_json(b));
    Context ctx;
    gridlogic::SolveOptions one;
    const auto serial = p->count(ctx, one, 0);
    ASSERT_TRUE(serial.complete);
    if (serial.num_solutions.to_u64() > 1) ++many;
    for (int threads : {2, 3}) {
      gridlogic::SolveOptions options;
      options.threads = threads;
      const auto all = p->count(ctx, options, 0);
      ASSERT_EQ(all.status, Status::kSolved);
      EXPECT_TRUE(all.complete);
      EXPECT_EQ(all.num_solutions, serial.num_solutions) << dominosa_test::grid_json(b).dump();
      EXPECT_TRUE(p->verify(all.first_solution.json()).valid);
      const auto two = p->count(ctx, options, 2);
      EXPECT_EQ(two.num_solutions.to_u64(), std::min<uint64_t>(serial.num_solutions.to_u64(), 2));
      EXPECT_EQ(two.complete, serial.num_solutions.to_u64() < 2);
      const auto solved = p->solve(ctx, options);
      ASSERT_EQ(solved.status, Status::kSolved);
      EXPECT_TRUE(p->verify(solved.solution.json()).valid);
    }
  }
  EXPECT_GT(many, 3);
  // Unsolvable, proved on two threads too.
  auto none = dominosa_test::parse(Json::parse(R"({"grid": [[0, 1, 0], [1, 0, 1]]})"));
  gridlogic::SolveOptions two_threads;
  two_threads.threads = 2;
  EXPECT_EQ(none->solve(Context(), two_threads).status, Status::kUnsolvable);
  EXPECT_EQ(none->count(Context(), two_threads, 0).num_solutions.to_u64(), 0u);
}

TEST(DominosaSolver, ThreadsStopAtTheTimeLimit) {
  std::mt19937_64 rng(99);
  auto b = dominosa_test::planted_board(41, 42, 40, rng);
  auto p = dominosa_test::parse(dominosa_test::grid_json(b));
  gridlogic::SolveOptions options;
  options.threads = 2;
  const auto start = std::chrono::steady_clock::now();
  auto c = p->count(Context::with_time_limit(0.2), options, 0);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_EQ(c.status, Status::kTimeout);
  EXPECT_FALSE(c.complete);
  EXPECT_LT(seconds, 5.0);
}
