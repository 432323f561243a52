// grade: the level of what a person needs, a rating that orders boards by work, and generate
// --difficulty making each level.
#include "puzzles/lightsout/grade.hpp"

#include <gtest/gtest.h>

#include <array>
#include <chrono>
#include <map>

#include "cli/run_cli.hpp"
#include "puzzles/lightsout/explain.hpp"
#include "puzzles/lightsout/kind.hpp"
#include "puzzles/lightsout/packed_board.hpp"

namespace gridlogic::lightsout {
namespace {

std::unique_ptr<Puzzle> board_puzzle(const char* json) {
  return kind().from_json(Json::parse(json));
}

// An R x C board lit by pressing `presses` (row, col, times): its solution is known.
Board pressed_board(int rows, int cols, uint32_t levels,
                    const std::vector<std::array<int, 3>>& presses) {
  Board b;
  b.levels = levels;
  b.rows = rows;
  b.cols = cols;
  b.holes.assign(static_cast<size_t>(rows * cols), 0);
  b.state.assign(static_cast<size_t>(rows * cols), 0);
  for (const auto& [r, c, times] : presses) {
    for (const auto& [dr, dc] : {std::array<int, 2>{0, 0}, {1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
      const int rr = r + dr;
      const int cc = c + dc;
      if (rr < 0 || rr >= rows || cc < 0 || cc >= cols) continue;
      uint32_t& light = b.state[static_cast<size_t>(rr * cols + cc)];
      light = (light + static_cast<uint32_t>(times)) % levels;
    }
  }
  return b;
}

// Every cell below the first row pressed once: chasing from the top alone clears it.
Board chased_board(int n, uint32_t levels) {
  std::vector<std::array<int, 3>> presses;
  for (int r = 1; r < n; ++r) {
    for (int c = 0; c < n; ++c) presses.push_back({r, c, 1});
  }
  return pressed_board(n, n, levels, presses);
}

Grade grade_of(const Board& board) {
  return make_puzzle(Board(board))->grade(Context{});
}

TEST(LightsOutGrade, LevelsOfBoardsWhoseMethodIsKnown) {
  // A plus pressed in its middle: the chase presses the middle and stops.
  Grade g = board_puzzle(R"({"grid": ["010", "111", "010"]})")->grade(Context{});
  ASSERT_EQ(g.status, Status::kSolved);
  EXPECT_EQ(g.level, "trivial");
  EXPECT_EQ(g.hardest_rule, "read last row");
  EXPECT_EQ(g.steps, 2U);  // one chase, the last row read
  EXPECT_FALSE(g.guessed);
  g = board_puzzle(R"({"grid": ["000", "000"]})")->grade(Context{});
  EXPECT_EQ(g.level, "trivial");
  EXPECT_EQ(g.steps, 1U);
  // The classic all-on 5 x 5: the chase leaves the last row lit, the 2^5 table fixes it.
  g = board_puzzle(R"({"grid": ["11111", "11111", "11111", "11111", "11111"]})")->grade(Context{});
  EXPECT_EQ(g.level, "lookup");
  EXPECT_EQ(g.hardest_rule, "look up first row");
  // 13 columns have 2^13 > 4096 first-row patterns: no table, algebra; 12 still have one.
  EXPECT_EQ(grade_of(pressed_board(13, 13, 2, {{0, 0, 1}})).level, "algebra");
  EXPECT_EQ(grade_of(pressed_board(5, 12, 2, {{0, 0, 1}})).level, "lookup");
  // Levels count: 3^7 = 2187 first-row patterns fit a table, 3^8 = 6561 do not.
  EXPECT_EQ(grade_of(pressed_board(7, 7, 3, {{0, 3, 2}})).level, "lookup");
  EXPECT_EQ(grade_of(pressed_board(8, 8, 3, {{0, 3, 2}})).level, "algebra");
  // Holes and graphs have no rows to chase.
  g = board_puzzle(R"({"grid": ["11#", "111", "011"]})")->grade(Context{});
  ASSERT_EQ(g.status, Status::kSolved);
  EXPECT_EQ(g.level, "algebra");
  EXPECT_EQ(g.hardest_rule, "linear algebra");
  EXPECT_EQ(g.steps, 1U);
  EXPECT_FALSE(g.guessed);
  g = board_puzzle(R"({"nodes": 4, "edges": [[0, 1], [1, 2], [2, 3]], "state": [1, 1, 0, 1]})")
          ->grade(Context{});
  EXPECT_EQ(g.level, "algebra");
  EXPECT_FALSE(g.guessed);
}

TEST(LightsOutGrade, UnsolvableAsSolveSaysIt) {
  for (const char* json :
       {R"({"grid": ["10000", "00000", "00000", "00000", "00000"]})",
        R"({"nodes": 4, "edges": [[0, 1], [1, 2], [2, 3], [3, 0]], "state": [1, 2, 0, 1],
              "levels": 3})"}) {
    const auto puzzle = board_puzzle(json);
    ASSERT_EQ(puzzle->solve(Context{}, {}).status, Status::kUnsolvable) << json;
    const Grade g = puzzle->grade(Context{});
    EXPECT_EQ(g.status, Status::kUnsolvable) << json;
    EXPECT_FALSE(g.error.empty());
    EXPECT_TRUE(g.level.empty());
  }
}

TEST(LightsOutGrade, StepsAreTheExplanations) {
  for (const Board& b :
       {pressed_board(5, 5, 2, {{0, 1, 1}, {3, 3, 1}}), pressed_board(6, 4, 3, {{0, 0, 2}}),
        pressed_board(4, 14, 2, {{0, 13, 1}, {2, 2, 1}}), chased_board(6, 4),
        pressed_board(1, 6, 2, {{0, 2, 1}})}) {
    const Explanation ex = explain_board(b, Context{});
    ASSERT_EQ(ex.status, Status::kSolved);
    const Grade g = grade_of(b);
    EXPECT_EQ(g.steps, ex.steps.size()) << to_text(b);
    int hardest = -1;
    std::string rule;
    for (const Step& step : ex.steps) {
      if (step.difficulty >= hardest) {
        hardest = step.difficulty;
        rule = step.rule;
      }
    }
    EXPECT_EQ(g.hardest_rule, rule) << to_text(b);
  }
}

TEST(LightsOutGrade, ALitLastRowRatesAboveChasingAloneOnTheSameBoard) {
  for (uint32_t k : {2U, 3U, 5U}) {
    for (int n = 2; n <= 9; ++n) {
      // The most a chase alone can take: every cell below the first row pressed k - 1 times.
      std::vector<std::array<int, 3>> all;
      for (int r = 1; r < n; ++r) {
        for (int c = 0; c < n; ++c) all.push_back({r, c, static_cast<int>(k) - 1});
      }
      const Grade chased = grade_of(pressed_board(n, n, k, all));
      ASSERT_EQ(chased.level, "trivial");
      // One first-row press, as little as a lit last row can take.
      const Grade looked_up = grade_of(pressed_board(n, n, k, {{0, n - 1, 1}}));
      if (looked_up.level == "trivial") continue;  // the press is stationary on this board
      EXPECT_GT(looked_up.rating, chased.rating) << n << "x" << n << " k=" << k;
    }
  }
}

TEST(LightsOutGrade, ALargerBoardOfTheSameKindRatesHigher) {
  double before = 0;
  for (int n = 2; n <= 40; ++n) {
    const Grade g = grade_of(chased_board(n, 2));
    ASSERT_EQ(g.level, "trivial");
    EXPECT_GT(g.rating, before) << n;
    before = g.rating;
  }
  // One press in the first-row corner, on boards with a unique solution (a kernel makes the
  // work smaller, below), for each level it reaches.
  for (uint32_t k : {2U, 3U}) {
    std::map<std::string, double> last;
    for (int n = 2; n <= 30; ++n) {
      const Board b = pressed_board(n, n, k, {{0, 0, 1}});
      if (make_puzzle(Board(b))->count(Context{}, {}, 2).num_solutions != BigCount(1)) {
        continue;
      }
      const Grade g = grade_of(b);
      EXPECT_GT(g.rating, last[g.level]) << n << "x" << n << " k=" << k << " " << g.level;
      last[g.level] = g.rating;
    }
    EXPECT_EQ(last.size(), 2U) << "k=" << k << ": lookup and algebra both seen";
  }
  // Wider and taller alike.
  EXPECT_GT(grade_of(pressed_board(20, 30, 2, {{0, 0, 1}})).rating,
            grade_of(pressed_board(20, 20, 2, {{0, 0, 1}})).rating);
}

TEST(LightsOutGrade, AKernelMakesFewerPivots) {
  // All-on 19 x 19 has a kernel of dimension 16 over GF(2), 18 x 18 none: three pivots to
  // eliminate against eighteen, so the larger board rates lower.
  auto all_on = [](int n) {
    Board b = pressed_board(n, n, 2, {});
    for (auto& light : b.state) light = 1;
    return b;
  };
  const Grade with_kernel = grade_of(all_on(19));
  const Grade without = grade_of(all_on(18));
  ASSERT_EQ(with_kernel.level, "algebra");
  ASSERT_EQ(without.level, "algebra");
  EXPECT_LT(with_kernel.rating, without.rating);
}

TEST(LightsOutGrade, PackedBoardsGradeAsTheirBoards) {
  // 300 columns: past what the explanation shows, so the packed board is graded on its bits.
  for (const Board& b : {pressed_board(40, 300, 2, {{0, 7, 1}, {20, 100, 1}}),
                         pressed_board(300, 40, 2, {{0, 7, 1}}), chased_board(300, 2)}) {
    const Grade bits = grade_packed(pack_lights(b), Context{});
    const Grade board = grade_board(b, Context{});
    ASSERT_EQ(bits.status, Status::kSolved);
    EXPECT_EQ(bits.level, board.level);
    EXPECT_EQ(bits.steps, board.steps);
    EXPECT_DOUBLE_EQ(bits.rating, board.rating);
  }
}

TEST(LightsOutGrade, TheTimeLimitStopsIt) {
  Board b = pressed_board(1000, 1000, 3, {{0, 0, 1}});
  const auto start = std::chrono::steady_clock::now();
  const Grade g = grade_board(b, Context::with_time_limit(0.001));
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_EQ(g.status, Status::kTimeout);
  EXPECT_LT(seconds, 5.0);
}

TEST(LightsOutGrade, GenerateMakesTheLevelAsked) {
  struct Case {
    const char* level;
    std::map<std::string, std::string> params;
  };
  const std::vector<Case> cases = {
      {"trivial", {{"size", "6"}}},  {"trivial", {{"rows", "4"}, {"cols", "20"}, {"levels", "3"}}},
      {"lookup", {{"size", "6"}}},   {"lookup", {{"size", "3"}, {"levels", "5"}}},
      {"algebra", {{"size", "13"}}}, {"algebra", {{"size", "10"}, {"levels", "3"}}},
  };
  for (const Case& c : cases) {
    for (uint64_t seed = 1; seed <= 3; ++seed) {
      GenerateParams params;
      params.values = c.params;
      params.values["difficulty"] = c.level;
      Context ctx;
      ctx.seed = seed;
      const Generated made = kind().generate(ctx, params);
      ASSERT_NE(made.puzzle, nullptr);
      EXPECT_EQ(made.extra.value("difficulty", ""), c.level);
      EXPECT_EQ(made.puzzle->grade(Context{}).level, c.level) << c.level << " seed " << seed;
      EXPECT_TRUE(made.puzzle->verify(made.solution).valid);
      EXPECT_EQ(made.puzzle->count(Context{}, {}, 2).num_solutions, BigCount(1));
    }
  }
}

TEST(LightsOutGrade, GenerateRefusesALevelTheSizeCannotHave) {
  for (const std::map<std::string, std::string>& params :
       std::vector<std::map<std::string, std::string>>{
           {{"difficulty", "algebra"}, {"size", "6"}},
           {{"difficulty", "lookup"}, {"size", "13"}},
           {{"difficulty", "lookup"}, {"size", "6"}, {"levels", "5"}},
           {{"difficulty", "trivial"}, {"rows", "1"}, {"cols", "6"}}}) {
    GenerateParams p;
    p.values = params;
    try {
      (void)kind().generate(Context{}, p);
      ADD_FAILURE() << "made a " << params.at("difficulty") << " board";
    } catch (const InputError& error) {
      EXPECT_NE(std::string(error.what()).find("--difficulty"), std::string::npos) << error.what();
    }
  }
}

TEST(LightsOutGrade, GenerateDifficultyOnTheCommandLine) {
  for (const char* level : {"trivial", "lookup", "algebra"}) {
    const std::string size = std::string(level) == "algebra" ? "15" : "7";
    for (const char* seed : {"1", "2"}) {
      const auto made = testing::run_cli(std::string("generate lightsout --difficulty ") + level +
                                         " --size " + size + " --seed " + seed);
      ASSERT_EQ(made.exit_code, 0) << made.err;
      EXPECT_EQ(Json::parse(made.out)["generator"]["difficulty"], level);
      const auto graded = testing::run_cli("grade --json", made.out);
      ASSERT_EQ(graded.exit_code, 0) << graded.err;
      const Json g = Json::parse(graded.out);
      EXPECT_EQ(g["level"], level) << graded.out;
      EXPECT_EQ(g["guessed"], false);
    }
  }
  auto refused = testing::run_cli("generate lightsout --difficulty algebra --size 6");
  EXPECT_EQ(refused.exit_code, 2);
  EXPECT_NE(refused.err.find("--difficulty"), std::string::npos) << refused.err;
  refused = testing::run_cli("generate lightsout --difficulty hard");
  EXPECT_EQ(refused.exit_code, 2);
  EXPECT_NE(refused.err.find("--difficulty"), std::string::npos) << refused.err;
}

TEST(LightsOutGradeScale, AThousandByAThousand) {
  Board b = pressed_board(1000, 1000, 2, {});
  for (auto& light : b.state) light = 1;
  const auto start = std::chrono::steady_clock::now();
  const Grade g = make_puzzle(std::move(b))->grade(Context{});
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  ASSERT_EQ(g.status, Status::kSolved);
  EXPECT_EQ(g.level, "algebra");
  EXPECT_EQ(g.steps, 2002U);  // 999 chase rows twice, read, look up, press, read
  EXPECT_LT(seconds, 10.0);
}

}  // namespace
}  // namespace gridlogic::lightsout
