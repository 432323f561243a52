// Generated puzzles: unique (proved by the solver), reproducible, sparse; explain reaches them.
#include "puzzles/binox/generator.hpp"

#include <gtest/gtest.h>

#include <cstdlib>

#include "puzzles/binox/kind.hpp"
#include "puzzles/binox/reasoning.hpp"
#include "puzzles/binox/rules.hpp"
#include "puzzles/binox/solver.hpp"
#include "sanitized.hpp"

namespace gridlogic::binox {
namespace {

using test_env::sanitized;

Generated make(int rows, int cols, uint64_t seed) {
  Context ctx = Context::with_time_limit(120);
  ctx.seed = seed;
  GenerateParams params;
  params.values = {{"rows", std::to_string(rows)}, {"cols", std::to_string(cols)}};
  return kind().generate(ctx, params);
}

TEST(BinoxGenerator, PuzzlesAreUniqueAndKeepTheirSolution) {
  std::vector<std::pair<int, int>> sizes = {{4, 4}, {6, 6}, {8, 8}, {6, 10}, {10, 6}, {14, 14}};
  if (!sanitized()) sizes.push_back({30, 30});
  for (auto [rows, cols] : sizes) {
    for (uint64_t seed : {1u, 2u, 3u}) {
      SCOPED_TRACE(std::to_string(rows) + "x" + std::to_string(cols) + " seed " +
                   std::to_string(seed));
      Generated g = make(rows, cols, seed);
      ASSERT_TRUE(g.puzzle);
      EXPECT_TRUE(g.puzzle->verify(g.solution).valid);
      CountResult two = g.puzzle->count(Context::with_time_limit(60), {}, 2);
      EXPECT_EQ(two.status, Status::kSolved);
      EXPECT_TRUE(two.complete);
      EXPECT_EQ(two.num_solutions.to_u64(), 1u);
      EXPECT_EQ(two.first_solution, g.solution);
      // Few givens: well under half the cells.
      const int64_t givens = g.extra["givens"].get<int64_t>();
      EXPECT_LT(givens * 2, rows * cols);
      EXPECT_TRUE(g.extra["reduced"].get<bool>());
      // The puzzle reparses (so it breaks no input rule).
      EXPECT_NO_THROW((void)kind().from_json(g.puzzle->to_json()));
    }
  }
}

TEST(BinoxGenerator, LargePuzzlesAreUniqueSparseAndReproducible) {
  // Batch removal (generator.cpp pass 0) at sizes above the 40 x 40 where the search passes stop:
  // still unique, the same for the same seed, and sparse (measured 21-23 % of cells at 50 x 50
  // and 100 x 100; before batch removal large boards kept about 26 %).
  const int n = sanitized() ? 44 : 50;
  Generated a = make(n, n, 11);
  Generated b = make(n, n, 11);
  ASSERT_TRUE(a.puzzle && b.puzzle);
  EXPECT_EQ(a.puzzle->to_json(), b.puzzle->to_json());
  CountResult two = a.puzzle->count(Context::with_time_limit(120), {}, 2);
  EXPECT_TRUE(two.complete);
  EXPECT_EQ(two.num_solutions.to_u64(), 1u);
  EXPECT_EQ(two.first_solution, a.solution);
  const int64_t givens = a.extra["givens"].get<int64_t>();
  EXPECT_LT(givens * 4, n * n) << givens;  // under 25 %
}

TEST(BinoxGenerator, UniquenessCrossCheckedByPlainSearch) {
  // The partition count (limit 2) against plain exhaustive search (limit 0) on small boards.
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    Generated g = make(8, 8, seed);
    Board b = parse_json(g.puzzle->to_json());
    SearchOptions all;
    all.limit = 0;
    all.probing = false;
    SearchResult r = search(b, Context{}, all);
    EXPECT_TRUE(r.complete);
    EXPECT_EQ(r.count, 1u) << to_text(b);
  }
}

TEST(BinoxGenerator, ReproducibleFromTheSeed) {
  Generated a = make(14, 14, 42);
  Generated b = make(14, 14, 42);
  Generated c = make(14, 14, 43);
  EXPECT_EQ(a.puzzle->to_json(), b.puzzle->to_json());
  EXPECT_EQ(a.solution, b.solution);
  EXPECT_NE(a.puzzle->to_json(), c.puzzle->to_json());
}

TEST(BinoxGenerator, RejectsBadParameters) {
  GenerateParams odd;
  odd.values = {{"rows", "5"}, {"cols", "6"}};
  try {
    (void)kind().generate(Context{}, odd);
    ADD_FAILURE() << "odd size accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(e.rule(), "odd size");
    EXPECT_EQ(e.where(), "--rows");
  }
  GenerateParams impossible;
  impossible.values = {{"rows", "2"}, {"cols", "8"}};
  try {
    (void)kind().generate(Context{}, impossible);
    ADD_FAILURE() << "2 x 8 accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(e.rule(), "no valid grid");
  }
  GenerateParams text;
  text.values = {{"size", "big"}};
  EXPECT_THROW((void)kind().generate(Context{}, text), InputError);
}

TEST(BinoxExplain, StepsFollowTheRuleTableAndReachTheSolution) {
  int hardest_seen = 0;
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    Generated g = make(10, 10, seed);
    Explanation e = g.puzzle->explain(Context::with_time_limit(60));
    ASSERT_EQ(e.status, Status::kSolved) << e.error;
    EXPECT_EQ(e.solution, g.solution);
    size_t placed = 0;
    for (const Step& step : e.steps) {
      ASSERT_GE(step.difficulty, 0);
      ASSERT_LT(step.difficulty, static_cast<int>(binox_rules().size()));
      EXPECT_EQ(step.rule, binox_rules().at(static_cast<size_t>(step.difficulty)).name);
      EXPECT_FALSE(step.text.empty());
      hardest_seen = std::max(hardest_seen, step.difficulty);
      placed += step.detail["placements"].size();
    }
    EXPECT_EQ(placed, 100u - g.extra["givens"].get<size_t>());
  }
  EXPECT_GE(hardest_seen, 2);  // the sample needs more than pairs and sandwiches
}

TEST(BinoxExplain, NamesTheCheapRules) {
  // X X . .  -> pair; then balance etc.
  Board b = parse_text("XX..\n....\n....\n....\n");
  Explanation e = reasoning::explain(Game(b), Context{});
  ASSERT_FALSE(e.steps.empty());
  EXPECT_EQ(e.steps[0].rule, "pair");
  EXPECT_EQ(e.steps[0].detail["placements"], Json::parse(R"([[0, 2, "O"]])"));
  EXPECT_EQ(e.steps[0].detail["cells"], Json::parse("[[0, 0], [0, 1]]"));
  Board s = parse_text("X.X.\n....\n....\n....\n");
  EXPECT_EQ(reasoning::explain(Game(s), Context{}).steps[0].rule, "sandwich");
  Board unsolvable = parse_text("O...\nO...\n..XX\n....\n");
  EXPECT_EQ(reasoning::explain(Game(unsolvable), Context{}).status, Status::kUnsolvable);
}

}  // namespace
}  // namespace gridlogic::binox
