// Dominosa: every engine against the native solver through the Puzzle interface, and the
// exported models through cbc and glpsol.
#include <gtest/gtest.h>

#include <cstdio>

#include "engines/cross_check.hpp"
#include "engines_dominosa/random_board.hpp"
#include "gridlogic/puzzle.hpp"
#include "sanitized.hpp"

namespace gridlogic::dominosa::engine {
namespace {

std::unique_ptr<Puzzle> to_puzzle(const Grid& g) {
  std::vector<std::vector<int>> rows(static_cast<size_t>(g.rows));
  for (int r = 0; r < g.rows; ++r) {
    for (int c = 0; c < g.cols; ++c)
      rows[static_cast<size_t>(r)].push_back(g.values[static_cast<size_t>(r * g.cols + c)]);
  }
  return find_kind("dominosa")->from_json(Json{{"type", "dominosa"}, {"grid", rows}});
}

TEST(DominosaEnginesNative, AgreeWithNative) {
  std::mt19937_64 rng(31);
  int multiple = 0;
  for (int max = 2; max <= 6; ++max) {
    for (int round = 0; round < 3; ++round) {
      Grid g = random_puzzle(max, rng);
      if (round == 2) std::swap(g.values[1], g.values[g.values.size() - 2]);
      const auto p = to_puzzle(g);
      SCOPED_TRACE(p->to_text());
      multiple += test::cross_check(*p, 4, test::all_engines()) > 1 ? 1 : 0;
    }
  }
  EXPECT_GT(multiple, 0);
}

TEST(DominosaEnginesNative, LargeBoard) {
  std::mt19937_64 rng(2);
  const auto p = to_puzzle(random_puzzle(test_env::sanitized() ? 8 : 16, rng));
  test::cross_check(*p, 2, test::all_engines(false));
}

TEST(DominosaEnginesNative, ExportsSolveInCbcAndGlpsol) {
  std::mt19937_64 rng(12);
  const Grid g = random_puzzle(4, rng);
  const auto p = to_puzzle(g);
  auto decode = [&](const std::map<std::string, double>& values) {
    std::vector<std::string> sol(static_cast<size_t>(g.rows),
                                 std::string(static_cast<size_t>(g.cols), '?'));
    for (const auto& [name, value] : values) {
      int r = 0;
      int c = 0;
      char dir = 0;
      if (value < 0.5 || std::sscanf(name.c_str(), "x_%d_%d_%c", &r, &c, &dir) != 3) continue;
      if (r < 0 || c < 0 || r >= g.rows || c >= g.cols) continue;
      if (dir == 'h' && c + 1 < g.cols) {
        sol[static_cast<size_t>(r)][static_cast<size_t>(c)] = 'R';
        sol[static_cast<size_t>(r)][static_cast<size_t>(c + 1)] = 'L';
      } else if (dir == 'v' && r + 1 < g.rows) {
        sol[static_cast<size_t>(r)][static_cast<size_t>(c)] = 'D';
        sol[static_cast<size_t>(r + 1)][static_cast<size_t>(c)] = 'U';
      }
    }
    return Json(sol);
  };
  test::check_exports(*p, true, decode);
}

}  // namespace
}  // namespace gridlogic::dominosa::engine
