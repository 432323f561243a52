// Lights Out: the engines against the native (algebraic) solver through the Puzzle interface:
// solution counts, solvability, least presses; exports through cbc and glpsol.
#include <gtest/gtest.h>

#include <cstdio>
#include <random>

#include "engines/cross_check.hpp"
#include "gridlogic/puzzle.hpp"

namespace gridlogic {
namespace {

std::unique_ptr<Puzzle> random_board(int rows, int cols, int k, bool holes, std::mt19937_64& rng) {
  std::vector<std::string> grid;
  for (int r = 0; r < rows; ++r) {
    std::string row;
    for (int c = 0; c < cols; ++c) {
      row +=
          holes && rng() % 6 == 0 ? '#' : static_cast<char>('0' + rng() % static_cast<uint64_t>(k));
    }
    grid.push_back(row);
  }
  return find_kind("lightsout")
      ->from_json(Json{{"type", "lightsout"}, {"levels", k}, {"grid", grid}});
}

TEST(LightsOutEnginesNative, CountsAgree) {
  std::mt19937_64 rng(3);
  int solvable = 0;
  int unsolvable = 0;
  struct Shape {
    int rows, cols, k;
    bool holes;
  };
  for (const Shape& s : {Shape{3, 3, 2, false}, Shape{4, 4, 2, false}, Shape{4, 5, 2, true},
                         Shape{2, 3, 3, false}, Shape{3, 3, 3, true}, Shape{2, 2, 4, false}}) {
    for (int round = 0; round < 3; ++round) {
      const auto p = random_board(s.rows, s.cols, s.k, s.holes, rng);
      SCOPED_TRACE(p->to_text());
      const uint64_t n = test::cross_check(*p, 0, test::all_engines());
      (n > 0 ? solvable : unsolvable) += 1;
    }
  }
  EXPECT_GT(solvable, 3);
  EXPECT_GT(unsolvable, 0);
}

TEST(LightsOutEnginesNative, GraphBoard) {
  const auto p = find_kind("lightsout")
                     ->from_json(Json{{"type", "lightsout"},
                                      {"levels", 2},
                                      {"nodes", 6},
                                      {"edges", {{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 5}, {5, 0}}},
                                      {"state", {1, 1, 0, 0, 1, 1}}});
  test::cross_check(*p, 0, test::all_engines());
}

TEST(LightsOutEnginesNative, MinPressesAgree) {
  std::mt19937_64 rng(10);
  int compared = 0;
  for (int n : {4, 5, 6, 10, 20}) {
    const auto p = random_board(n, n, n == 6 ? 3 : 2, false, rng);
    SolveOptions native;
    native.flags.insert("min");
    const SolveResult a = p->solve(Context::with_time_limit(60), native);
    // The literal model only on small boards: it stops proving minima around n = 10.
    for (ModelVariant model : {ModelVariant::kLiteral, ModelVariant::kImproved}) {
      if (model == ModelVariant::kLiteral && n > 5) continue;
      SolveOptions milp = native;
      milp.engine = Engine::kMilp;
      milp.model = model;
      const SolveResult b = p->solve(Context::with_time_limit(60), milp);
      ASSERT_EQ(a.status, b.status) << p->to_text();
      if (a.status != Status::kSolved) continue;
      ++compared;
      EXPECT_EQ(b.extra.at("min_presses"), a.extra.at("min_presses")) << p->to_text();
      EXPECT_EQ(b.extra.at("min_proved"), true);
      EXPECT_TRUE(p->verify(b.solution.json()).valid);
    }
    SolveOptions sat = native;
    sat.engine = Engine::kSat;
    EXPECT_THROW((void)p->solve(Context::with_time_limit(10), sat), NotAvailable);
  }
  EXPECT_GE(compared, 3);
}

TEST(LightsOutEnginesNative, ExportsSolveInCbcAndGlpsol) {
  std::mt19937_64 rng(4);
  const auto p = random_board(3, 3, 2, false, rng);  // 3×3 is always solvable (full rank)
  auto decode = [](const std::map<std::string, double>& values) {
    std::vector<std::string> grid(3, std::string(3, '0'));
    for (const auto& [name, value] : values) {
      int r = 0;
      int c = 0;
      if (value > 0.5 && std::sscanf(name.c_str(), "x_%d_%d", &r, &c) == 2 && r < 3 && c < 3) {
        grid[static_cast<size_t>(r)][static_cast<size_t>(c)] = '1';
      }
    }
    return Json(grid);
  };
  test::check_exports(*p, true, decode);
}

}  // namespace
}  // namespace gridlogic
