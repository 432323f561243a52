// Generators: unique (re-counted), reproducible from the seed, classic ones minimal.
#include "puzzles/killer/generator.hpp"

#include <gtest/gtest.h>

#include "killer/helpers.hpp"
#include "puzzles/killer/kind.hpp"
#include "puzzles/killer/solver.hpp"

namespace gridlogic::killer {
namespace {

GenerateParams params(std::map<std::string, std::string> values) {
  GenerateParams p;
  p.values = std::move(values);
  return p;
}

void expect_unique(const Board& b, const Grid& solution) {
  Context ctx;
  CountOutcome c = count_solutions(b, ctx, 2);
  ASSERT_EQ(c.count, 1u);
  ASSERT_TRUE(c.complete);
  EXPECT_EQ(c.first, solution);
  EXPECT_TRUE(verify(b, solution).valid);
  // Parsing its canonical JSON gives the same puzzle back.
  EXPECT_EQ(to_json(parse_json(to_json(b))), to_json(b));
}

TEST(KillerGenerate, ClassicUniqueMinimalReproducible) {
  for (int size : {4, 6, 9}) {
    for (uint64_t seed : {1u, 2u, 3u}) {
      Context ctx;
      ctx.seed = seed;
      auto p = params({{"cages", "none"}, {"size", std::to_string(size)}});
      GeneratedBoard g = generate_board(ctx, p);
      ASSERT_TRUE(g.ok);
      EXPECT_TRUE(g.board.classic());
      expect_unique(g.board, g.solution);
      // Minimal: removing any given leaves more than one solution.
      for (int cell = 0; cell < g.board.cells(); ++cell) {
        if (g.board.givens[static_cast<size_t>(cell)] == 0) continue;
        Board less = g.board;
        less.givens[static_cast<size_t>(cell)] = 0;
        EXPECT_GE(count_solutions(less, ctx, 2).count, 2u)
            << "given at " << cell << " is removable";
      }
      GeneratedBoard again = generate_board(ctx, p);
      EXPECT_EQ(to_json(again.board), to_json(g.board));
    }
  }
  Context a, b;
  a.seed = 7;
  b.seed = 8;
  EXPECT_NE(to_json(generate_board(a, params({{"cages", "none"}})).board),
            to_json(generate_board(b, params({{"cages", "none"}})).board));
}

TEST(KillerGenerate, KillerUniqueReproducible) {
  struct Case {
    std::map<std::string, std::string> values;
  };
  std::vector<Case> cases = {
      {{{"size", "4"}}},
      {{{"size", "6"}, {"max-cage", "4"}, {"min-cage", "2"}}},
      {{{"size", "9"}, {"max-cage", "5"}}},
      {{{"size", "9"}, {"max-cage", "6"}, {"min-cage", "2"}}},
      {{{"size", "9"}, {"givens", "some"}, {"max-cage", "7"}, {"min-cage", "3"}}},
      {{{"size", "8"}}},
      {{{"size", "6"}, {"box", "3x2"}}},
      {{{"size", "9"}, {"min-cage", "1"}}},
      {{{"size", "12"}}},
  };
  for (const Case& c : cases) {
    for (uint64_t seed : {11u, 12u}) {
      Context ctx;
      ctx.seed = seed;
      GeneratedBoard g = generate_board(ctx, params(c.values));
      ASSERT_TRUE(g.ok);
      ASSERT_FALSE(g.board.classic());
      expect_unique(g.board, g.solution);
      int max_cage = c.values.count("max-cage") ? std::stoi(c.values.at("max-cage")) : 5;
      int min_cage = c.values.count("min-cage") ? std::stoi(c.values.at("min-cage")) : 2;
      size_t small = 0;
      for (const Cage& cage : g.board.cages) {
        EXPECT_LE(static_cast<int>(cage.cells.size()), max_cage);
        if (static_cast<int>(cage.cells.size()) < min_cage) ++small;
      }
      // min-cage is kept unless a cage was boxed in by its neighbours' digits.
      EXPECT_LE(small, g.board.cages.size() / 10);
      bool any_given = false;
      for (int d : g.board.givens) any_given = any_given || d != 0;
      if (!c.values.count("givens")) {
        EXPECT_FALSE(any_given);
      }
      GeneratedBoard again = generate_board(ctx, params(c.values));
      EXPECT_EQ(to_json(again.board), to_json(g.board));
    }
  }
}

// 16 x 16 layouts are often too slow to decide with 4- and 5-cell cages: the generator splits
// cages until counting decides, and still keeps every cage at min-cage or more.
TEST(KillerGenerate, SixteenWithoutOneCellCages) {
  Context ctx;
  ctx.seed = 5;
  // 16 x 16 takes about a second in Release, a minute under the sanitizers: 12 x 12 there.
  GeneratedBoard g = generate_board(ctx, params({{"size", testing::sanitized() ? "12" : "16"}}));
  ASSERT_TRUE(g.ok);
  expect_unique(g.board, g.solution);
  for (const Cage& cage : g.board.cages) EXPECT_GE(cage.cells.size(), 2u);
}

TEST(KillerGenerate, CappedCountGivesUp) {
  Board empty;  // classic 9 x 9, no givens: far too many solutions to count
  empty.n = 9;
  empty.box_h = empty.box_w = 3;
  empty.givens.assign(81, 0);
  CountOutcome capped = count_solutions_capped(empty, Context{}, 0, 1000);
  EXPECT_EQ(capped.status, Status::kTimeout);
  EXPECT_EQ(capped.stop, StopReason::kNodeLimit);  // no time limit: the cap stopped it
  EXPECT_FALSE(capped.complete);
  CountOutcome two = count_solutions_capped(empty, Context{}, 2, 1000);
  EXPECT_EQ(two.status, Status::kSolved);
  EXPECT_EQ(two.count, 2u);
}

TEST(KillerGenerate, BadParameters) {
  Context ctx;
  EXPECT_THROW(generate_board(ctx, params({{"size", "7"}})), InputError);
  EXPECT_THROW(generate_board(ctx, params({{"size", "x"}})), InputError);
  EXPECT_THROW(generate_board(ctx, params({{"box", "2x2"}})), InputError);
  EXPECT_THROW(generate_board(ctx, params({{"givens", "many"}})), InputError);
  EXPECT_THROW(generate_board(ctx, params({{"min-cage", "5"}, {"max-cage", "3"}})), InputError);
  EXPECT_THROW(generate_board(ctx, params({{"difficulty", "hard"}, {"cages", "none"}})),
               InputError);
  EXPECT_THROW(generate_board(ctx, params({{"difficulty", "hard"}})), InputError);
}

// A classic sudoku asked for at a level grades at exactly that level, whatever the seed and
// size; "any" keeps the minimal puzzle.
TEST(KillerGenerate, ClassicAtEachLevelGradesAsThatLevel) {
  for (const char* level :
       {"trivial", "basic", "intermediate", "advanced", "extreme", "unreasonable"}) {
    for (uint64_t seed : {1, 2}) {
      Context ctx = Context::with_time_limit(60);
      ctx.seed = seed;
      Generated g = kind().generate(ctx, params({{"cages", "none"}, {"difficulty", level}}));
      ASSERT_NE(g.puzzle, nullptr) << level;
      EXPECT_TRUE(g.puzzle->verify(g.solution).valid);
      EXPECT_EQ(g.puzzle->count(ctx, {}, 2).num_solutions, BigCount(1));
      EXPECT_EQ(g.puzzle->grade(ctx).level, level) << "seed " << seed;
    }
  }
  Context ctx;
  Generated small = kind().generate(
      ctx, params({{"cages", "none"}, {"size", "6"}, {"difficulty", "intermediate"}}));
  ASSERT_NE(small.puzzle, nullptr);
  EXPECT_EQ(small.puzzle->grade(ctx).level, "intermediate");
  // Every 4 x 4 falls to singles in boxes: a harder one is refused, not searched for ever.
  EXPECT_THROW((void)kind().generate(
                   ctx, params({{"cages", "none"}, {"size", "4"}, {"difficulty", "basic"}})),
               InputError);
}

TEST(KillerGenerate, KillerAtEachLevelGradesAsThatLevel) {
  // The sanitized run checks the cheap levels; the Release run all six.
  const std::vector<const char*> levels =
      testing::sanitized() ? std::vector<const char*>{"trivial", "basic"}
                           : std::vector<const char*>{"trivial",  "basic",   "intermediate",
                                                      "advanced", "extreme", "unreasonable"};
  for (const char* level : levels) {
    // Extreme killers are rare among grown layouts: seeds take 0.1 to 14 s for one here
    // (docs/BENCHMARKS.md); this one is among the quick ones.
    Context ctx = Context::with_time_limit(120);
    ctx.seed = 3;
    Generated g = kind().generate(ctx, params({{"difficulty", level}}));
    ASSERT_NE(g.puzzle, nullptr) << level;
    EXPECT_EQ(g.puzzle->type_name(), "killer");
    EXPECT_TRUE(g.puzzle->verify(g.solution).valid);
    EXPECT_EQ(g.puzzle->count(ctx, {}, 2).num_solutions, BigCount(1));
    const Grade grade = g.puzzle->grade(ctx);
    EXPECT_EQ(grade.level, level);
    EXPECT_FALSE(grade.guessed);
    EXPECT_EQ(g.extra["level"], level);
  }
  Context ctx;
  // Options the growth from dominoes cannot honour are refused, naming the option.
  for (const auto& extra : std::vector<std::pair<std::string, std::string>>{
           {"givens", "some"}, {"min-cage", "3"}, {"max-cage", "1"}}) {
    try {
      (void)kind().generate(ctx, params({{"difficulty", "basic"}, extra}));
      ADD_FAILURE() << extra.first;
    } catch (const InputError& e) {
      EXPECT_NE(std::string(e.what()).find(extra.first), std::string::npos) << e.what();
    }
  }
}

TEST(KillerGenerate, ThroughTheInterface) {
  Context ctx;
  ctx.seed = 3;
  Generated g = kind().generate(ctx, params({{"max-cage", "4"}}));
  ASSERT_NE(g.puzzle, nullptr);
  EXPECT_TRUE(g.puzzle->verify(g.solution).valid);
  EXPECT_EQ(g.puzzle->count(ctx, {}, 2).num_solutions, BigCount(1));
  Context expired = Context::with_time_limit(1e-9);
  Generated none = kind().generate(expired, params({}));
  EXPECT_EQ(none.puzzle, nullptr);
}

}  // namespace
}  // namespace gridlogic::killer
