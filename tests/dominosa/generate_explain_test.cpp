// Dominosa generator (unique, reproducible) and explanations.
#include <gtest/gtest.h>

#include <fstream>
#include <random>
#include <set>

#include "dominosa/helpers.hpp"
#include "puzzles/dominosa/reasoning.hpp"

namespace {

using dominosa_test::kind;
using gridlogic::Context;
using gridlogic::GenerateParams;
using gridlogic::Json;
using gridlogic::Status;

gridlogic::Generated generate(int max, uint64_t seed) {
  Context ctx = Context::with_time_limit(60);
  ctx.seed = seed;
  GenerateParams params;
  params.values["max"] = std::to_string(max);
  return kind().generate(ctx, params);
}

// Rebuilds the brute-force board from a puzzle's JSON.
dominosa_test::TestBoard test_board(const Json& j) {
  dominosa_test::TestBoard b;
  b.max = j["max"];
  b.rows = static_cast<int>(j["grid"].size());
  b.cols = static_cast<int>(j["grid"][0].size());
  for (const auto& row : j["grid"])
    for (const auto& v : row) b.values.push_back(v);
  return b;
}

TEST(DominosaGenerate, UniqueAndVerifiedForEveryMaxUpTo30) {
  const int top = dominosa_test::sanitized() ? 12 : 30;
  for (int max = 1; max <= top; ++max) {
    auto g = generate(max, 100 + max);
    ASSERT_TRUE(g.puzzle);
    Json j = g.puzzle->to_json();
    EXPECT_EQ(j["max"], max);
    EXPECT_EQ(j["grid"].size(), static_cast<size_t>(max + 1));
    auto v = g.puzzle->verify(g.solution);
    EXPECT_TRUE(v.valid) << "M=" << max << ": " << v.error;
    auto c = g.puzzle->count(Context::with_time_limit(60), {}, 2);
    EXPECT_EQ(c.num_solutions.to_u64(), 1u) << "M=" << max;
    EXPECT_TRUE(c.complete) << "M=" << max;
    EXPECT_GE(g.extra["attempts"].get<int>(), 1);
    if (max <= 4) {  // the independent brute force agrees it is unique
      EXPECT_EQ(dominosa_test::BruteForce(test_board(j)).count(), 1u) << j.dump();
    }
  }
}

TEST(DominosaGenerate, ReproducibleFromTheSeed) {
  for (int max : {1, 3, 9, 16}) {
    auto a = generate(max, 42);
    auto b = generate(max, 42);
    EXPECT_EQ(a.puzzle->to_json(), b.puzzle->to_json());
    EXPECT_EQ(a.solution, b.solution);
    EXPECT_EQ(a.extra, b.extra);
  }
  std::set<std::string> seen;
  for (uint64_t seed = 0; seed < 8; ++seed) seen.insert(generate(9, seed).puzzle->to_json().dump());
  EXPECT_EQ(seen.size(), 8u);  // different seeds give different boards
}

TEST(DominosaGenerate, ParametersAreChecked) {
  Context ctx;
  // Without --max: the double-six set, 7 x 8.
  GenerateParams none;
  const gridlogic::Generated made = kind().generate(ctx, none);
  ASSERT_NE(made.puzzle, nullptr);
  EXPECT_EQ(made.puzzle->to_json()["grid"].size(), 7u);
  EXPECT_EQ(made.puzzle->to_json()["grid"][0].size(), 8u);
  for (const char* bad : {"0", "101", "x", "-3"}) {
    GenerateParams p;
    p.values["max"] = bad;
    EXPECT_THROW((void)kind().generate(ctx, p), gridlogic::InputError) << bad;
  }
}

TEST(DominosaExplain, SolvesGeneratedBoardsWithNamedSteps) {
  const gridlogic::RuleTable& rules = kind().rules();
  for (int max : {2, 5, 9, 14}) {
    auto g = generate(max, 7);
    auto e = g.puzzle->explain(Context::with_time_limit(60));
    ASSERT_EQ(e.status, Status::kSolved);
    EXPECT_EQ(e.solution, g.solution);  // unique, so the explanation lands on it
    ASSERT_FALSE(e.steps.empty());
    for (const auto& s : e.steps) {
      const size_t index = rules.index_of(s.rule);
      ASSERT_LT(index, rules.size()) << s.rule;
      EXPECT_EQ(rules.at(index).rank, s.difficulty) << s.rule;
      EXPECT_FALSE(s.text.empty());
    }
  }
}

TEST(DominosaExplain, FirstStepOfASmallBoard) {
  // The FORMATS example needs no look-ahead to start: its first step is a basic rule.
  auto p =
      dominosa_test::parse(Json::parse(R"({"grid": [[2, 1, 1, 2], [0, 0, 0, 2], [1, 0, 2, 1]]})"));
  auto e = p->explain(Context());
  ASSERT_EQ(e.status, Status::kSolved);
  EXPECT_TRUE(p->verify(e.solution).valid);
  EXPECT_LE(e.steps.front().difficulty, 2);
}

TEST(DominosaExplain, UnsolvableEndsInContradiction) {
  auto p = dominosa_test::parse(Json::parse(R"({"grid": [[0, 1, 0], [1, 0, 1]]})"));
  auto e = p->explain(Context());
  EXPECT_EQ(e.status, Status::kUnsolvable);
  ASSERT_FALSE(e.steps.empty());
  EXPECT_TRUE(e.steps.back().rule == "no place left" || e.steps.back().rule == "guess");
}

TEST(DominosaExplain, MultipleSolutionsFollowTheSearchAndStayValid) {
  std::mt19937_64 rng(17);
  for (int k = 0; k < 20; ++k) {
    auto b = dominosa_test::planted_board(6, 7, 5, rng);
    auto p = dominosa_test::parse(dominosa_test::grid_json(b));
    auto e = p->explain(Context());
    ASSERT_EQ(e.status, Status::kSolved);
    EXPECT_TRUE(p->verify(e.solution).valid) << p->verify(e.solution).error;
  }
}

}  // namespace

namespace {

// The benchmark's stored boards (tests/data/dominosa) are unique and carry a correct solution.
TEST(DominosaData, StoredBoardsAreUniqueAndSolved) {
  for (const char* name : {"unique_hard.jsonl", "unique_any.jsonl"}) {
    std::ifstream in(std::string(GRIDLOGIC_TEST_DATA) + "/dominosa/" + name);
    ASSERT_TRUE(in) << name;
    std::string line;
    int n = 0;
    while (std::getline(in, line)) {
      Json j = Json::parse(line);
      if (dominosa_test::sanitized() && j["max"].get<int>() > 20) continue;
      auto p = kind().from_json(j);
      EXPECT_TRUE(p->verify(j["solution"]).valid) << j["id"];
      auto c = p->count(Context::with_time_limit(60), {}, 2);
      EXPECT_EQ(c.num_solutions.to_u64(), 1u) << j["id"];
      EXPECT_TRUE(c.complete) << j["id"];
      EXPECT_EQ(c.first_solution, j["solution"]) << j["id"];
      ++n;
    }
    EXPECT_GE(n, 30) << name;
  }
}

TEST(DominosaGenerate, EveryDifficultyGivesUniqueBoardsOfThatLevel) {
  for (const char* difficulty : {"trivial", "basic", "hard", "extreme", "any"}) {
    for (int max : {6, 9}) {
      Context ctx;
      ctx.seed = 9;
      GenerateParams params;
      params.values["max"] = std::to_string(max);
      params.values["difficulty"] = difficulty;
      auto g = kind().generate(ctx, params);
      EXPECT_EQ(g.extra["difficulty"], difficulty);
      EXPECT_TRUE(g.puzzle->verify(g.solution).valid);
      auto c = g.puzzle->count(Context(), {}, 2);
      EXPECT_EQ(c.num_solutions.to_u64(), 1u);
      EXPECT_TRUE(c.complete);
      if (std::string(difficulty) != "any") {
        EXPECT_EQ(g.puzzle->grade(Context()).level, difficulty) << max;
      }
    }
  }
  // The smallest boards have no hard one: refused after a bounded number of tries.
  GenerateParams tiny;
  tiny.values["max"] = "1";
  tiny.values["difficulty"] = "extreme";
  EXPECT_THROW((void)kind().generate(Context(), tiny), gridlogic::InputError);
  GenerateParams bad;
  bad.values["max"] = "5";
  bad.values["difficulty"] = "fiendish";
  EXPECT_THROW((void)kind().generate(Context(), bad), gridlogic::InputError);
}

}  // namespace
