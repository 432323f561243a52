// generate on singular boards (the classic 5 x 5, 4 x 4, and more levels): a solvable start, not
// all off, the same from the same seed, with the fewest presses among its press sets, checked
// against a brute force that knows nothing of the kernel (every first row, chased down).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <set>
#include <string>
#include <vector>

#include "cli/run_cli.hpp"
#include "gridlogic/puzzle.hpp"
#include "puzzles/lightsout/kind.hpp"

namespace gridlogic::lightsout {
namespace {

struct Grid {
  int rows = 0;
  int cols = 0;
  uint32_t levels = 2;
  std::vector<uint32_t> lights;  // row by row
};

Grid grid_of(const Json& puzzle) {
  Grid g;
  g.levels = puzzle.value("levels", 2U);
  for (const Json& row : puzzle["grid"]) {
    const auto text = row.get<std::string>();
    g.cols = static_cast<int>(text.size());
    for (char ch : text) g.lights.push_back(static_cast<uint32_t>(ch - '0'));
    ++g.rows;
  }
  return g;
}

// The least total presses that turn every light off, and how many press sets do: every first
// row is tried, the rows below pressed under each light left on (the only presses that can
// clear it), and the last row read.
struct BruteForce {
  uint64_t least = std::numeric_limits<uint64_t>::max();
  uint64_t solutions = 0;
};

BruteForce brute_force(const Grid& g) {
  const uint32_t k = g.levels;
  const auto at = [&](int r, int c) { return static_cast<size_t>(r * g.cols + c); };
  BruteForce out;
  std::vector<uint32_t> first(static_cast<size_t>(g.cols), 0);
  while (true) {
    std::vector<uint32_t> x(g.lights.size(), 0);
    std::copy(first.begin(), first.end(), x.begin());
    // The light at (r, c) after every press around it.
    const auto light = [&](int r, int c) {
      uint64_t v = g.lights[at(r, c)] + x[at(r, c)];
      if (r > 0) v += x[at(r - 1, c)];
      if (r + 1 < g.rows) v += x[at(r + 1, c)];
      if (c > 0) v += x[at(r, c - 1)];
      if (c + 1 < g.cols) v += x[at(r, c + 1)];
      return static_cast<uint32_t>(v % k);
    };
    for (int r = 0; r + 1 < g.rows; ++r) {
      for (int c = 0; c < g.cols; ++c) x[at(r + 1, c)] = (k - light(r, c)) % k;
    }
    bool dark = true;
    for (int c = 0; c < g.cols; ++c) dark = dark && light(g.rows - 1, c) == 0;
    if (dark) {
      ++out.solutions;
      uint64_t total = 0;
      for (uint32_t p : x) total += p;
      out.least = std::min(out.least, total);
    }
    size_t i = 0;  // the next first row (an odometer in base k)
    while (i < first.size() && ++first[i] == k) first[i++] = 0;
    if (i == first.size()) break;
  }
  return out;
}

uint64_t presses_in(const Json& solution) {
  uint64_t total = 0;
  for (const Json& row : solution) {
    for (char ch : row.get<std::string>()) total += static_cast<uint64_t>(ch - '0');
  }
  return total;
}

Generated made(int rows, int cols, int levels, uint64_t seed) {
  Context ctx;
  ctx.seed = seed;
  GenerateParams params;
  params.values = {{"rows", std::to_string(rows)},
                   {"cols", std::to_string(cols)},
                   {"levels", std::to_string(levels)}};
  return kind().generate(ctx, params);
}

// Every check of one singular board made from `seed`.
void expect_singular_board(int rows, int cols, int levels, uint64_t seed) {
  SCOPED_TRACE(std::to_string(rows) + "x" + std::to_string(cols) + " levels " +
               std::to_string(levels) + " seed " + std::to_string(seed));
  const Generated g = made(rows, cols, levels, seed);
  ASSERT_NE(g.puzzle, nullptr);
  const Json puzzle = g.puzzle->to_json();
  const Grid grid = grid_of(puzzle);
  ASSERT_EQ(grid.rows, rows);
  ASSERT_EQ(grid.cols, cols);
  EXPECT_TRUE(std::any_of(grid.lights.begin(), grid.lights.end(), [](uint32_t v) { return v; }))
      << "all off: " << puzzle.dump();
  // The generator's solution clears it, and so does the solver's own.
  EXPECT_TRUE(g.puzzle->verify(g.solution).valid) << g.solution.dump();
  const SolveResult solved = g.puzzle->solve(Context{}, SolveOptions{});
  ASSERT_EQ(solved.status, Status::kSolved) << solved.error;
  EXPECT_TRUE(g.puzzle->verify(solved.solution.json()).valid);
  // Several press sets, and the fewest presses is the least over all of them.
  const BruteForce brute = brute_force(grid);
  ASSERT_GT(brute.solutions, 1U) << "not a singular board: " << puzzle.dump();
  ASSERT_TRUE(g.extra.contains("fewest_presses")) << g.extra.dump();
  EXPECT_GT(g.extra["nullity"].get<uint64_t>(), 0U);
  EXPECT_EQ(g.extra["solutions"].get<uint64_t>(), brute.solutions);
  EXPECT_EQ(g.extra["fewest_presses"].get<uint64_t>(), brute.least);
  EXPECT_TRUE(g.extra["fewest_proved"].get<bool>());
  EXPECT_EQ(presses_in(g.solution), brute.least);
  EXPECT_EQ(g.extra["presses_used"].get<uint64_t>(), brute.least);
  // The same seed, the same board and solution.
  const Generated again = made(rows, cols, levels, seed);
  EXPECT_EQ(again.puzzle->to_json(), puzzle);
  EXPECT_EQ(again.solution, g.solution);
}

TEST(LightsOutGenerateSingular, ClassicFiveByFive) {
  std::set<std::string> boards;
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    expect_singular_board(5, 5, 2, seed);
    boards.insert(made(5, 5, 2, seed).puzzle->to_json().dump());
  }
  EXPECT_GT(boards.size(), 4U) << "seeds should give different boards";
}

TEST(LightsOutGenerateSingular, FourByFourAndOtherRectangles) {
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    expect_singular_board(4, 4, 2, seed);
    expect_singular_board(3, 5, 2, seed);
    expect_singular_board(2, 5, 2, seed);
  }
}

// More levels: 5 x 5 is singular over Z_4 (as over Z_2, its factor) and over Z_6; 2 x 3 over Z_3.
TEST(LightsOutGenerateSingular, MoreLevels) {
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    expect_singular_board(5, 5, 4, seed);
    expect_singular_board(5, 5, 6, seed);
    expect_singular_board(2, 3, 3, seed);
  }
}

TEST(LightsOutGenerateSingular, LevelsOnASingularBoard) {
  for (const char* level : {"trivial", "lookup"}) {
    Context ctx;
    ctx.seed = 7;
    GenerateParams params;
    params.values = {{"size", "5"}, {"difficulty", level}};
    const Generated g = kind().generate(ctx, params);
    ASSERT_NE(g.puzzle, nullptr);
    EXPECT_EQ(g.extra["difficulty"], level);
    EXPECT_EQ(g.puzzle->grade(Context{}).level, level);
    EXPECT_TRUE(g.puzzle->verify(g.solution).valid);
    EXPECT_EQ(presses_in(g.solution), brute_force(grid_of(g.puzzle->to_json())).least);
  }
}

TEST(LightsOutGenerateSingular, OnTheCommandLine) {
  const auto made_5 =
      testing::run_cli("generate lightsout --rows 5 --cols 5 --seed 3 --with-solution");
  ASSERT_EQ(made_5.exit_code, 0) << made_5.err;
  const Json line = Json::parse(made_5.out);
  EXPECT_EQ(line["generator"]["nullity"], 2);
  EXPECT_EQ(line["generator"]["solutions"], 4);
  EXPECT_EQ(line["generator"]["fewest_presses"].get<uint64_t>(), presses_in(line["presses"]));
  const auto again =
      testing::run_cli("generate lightsout --rows 5 --cols 5 --seed 3 --with-solution");
  EXPECT_EQ(Json::parse(again.out)["grid"], line["grid"]);
}

}  // namespace
}  // namespace gridlogic::lightsout
