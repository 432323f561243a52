// generate binox --difficulty LEVEL: unique puzzles whose grade is exactly the level asked for.
#include "puzzles/binox/graded_generator.hpp"

#include <gtest/gtest.h>

#include "puzzles/binox/kind.hpp"
#include "puzzles/binox/reasoning.hpp"
#include "puzzles/binox/solver.hpp"

namespace gridlogic::binox {
namespace {

TEST(BinoxGradedGenerator, EachLevelComesOutUniqueAndGradedExactly) {
  for (const char* level : {"trivial", "easy", "normal", "hard", "extreme"}) {
    for (int side : {8, 10}) {
      Context ctx = Context::with_time_limit(60);
      ctx.seed = static_cast<uint64_t>(side);
      const GeneratedBoard g = generate_graded(side, side, level, ctx);
      ASSERT_EQ(g.status, Status::kSolved) << level << " " << side;
      SearchOptions two;
      two.limit = 2;
      const SearchResult found = search(g.puzzle, Context{}, two);
      EXPECT_EQ(found.count, 1u);
      ASSERT_TRUE(found.first.has_value());
      EXPECT_EQ(*found.first, g.solution);
      EXPECT_EQ(reasoning::grade(Game(g.puzzle), Context{}).level, level) << side;
    }
  }
}

TEST(BinoxGradedGenerator, ThroughTheKindWithItsParameter) {
  GenerateParams params;
  params.values = {{"size", "10"}, {"difficulty", "normal"}};
  Context ctx = Context::with_time_limit(60);
  ctx.seed = 7;
  const Generated g = kind().generate(ctx, params);
  ASSERT_NE(g.puzzle, nullptr);
  EXPECT_EQ(g.extra["difficulty"], "normal");
  EXPECT_EQ(g.puzzle->grade(Context{}).level, "normal");
  params.values["difficulty"] = "unreasonable";
  EXPECT_THROW((void)kind().generate(ctx, params), InputError);
}

TEST(BinoxGradedGenerator, StopsAtTheTimeLimitOrWhenNoGridExists) {
  EXPECT_FALSE(generatable_level("unreasonable"));
  EXPECT_EQ(generate_graded(2, 6, "easy", Context::with_time_limit(10)).status,
            Status::kUnsolvable);
  // The limit ends the attempts (a limit already past: no grid is even drawn).
  const GeneratedBoard g = generate_graded(14, 14, "extreme", Context::with_time_limit(1e-9));
  EXPECT_EQ(g.status, Status::kTimeout);
  EXPECT_EQ(g.puzzle.rows, 0);
}

TEST(BinoxGradedGenerator, ALevelASizeNeverReachesEndsWithoutALimit) {
  // A 2 x 2 board with one given is trivial, never easy: without a time limit the attempts
  // must still end, with an error that names the option.
  try {
    (void)generate_graded(2, 2, "easy", Context{});
    FAIL() << "expected level not reached";
  } catch (const InputError& error) {
    EXPECT_NE(std::string(error.what()).find("--difficulty"), std::string::npos) << error.what();
    EXPECT_NE(std::string(error.what()).find("level not reached"), std::string::npos)
        << error.what();
  }
}

}  // namespace
}  // namespace gridlogic::binox
