// Binox: every engine against the native solver through the Puzzle interface, and the exported
// models through cbc and glpsol.
#include <gtest/gtest.h>

#include <random>

#include "engines/cross_check.hpp"
#include "gridlogic/puzzle.hpp"

namespace gridlogic {
namespace {

// A full valid grid, found by the native solver from a few random givens.
std::vector<std::string> random_solution(int side, std::mt19937_64& rng) {
  const PuzzleKind* kind = find_kind("binox");
  for (;;) {
    std::vector<std::string> grid(static_cast<size_t>(side),
                                  std::string(static_cast<size_t>(side), '.'));
    for (int g = 0; g < 3; ++g)
      grid[rng() % grid.size()][rng() % grid.size()] = rng() % 2 ? 'X' : 'O';
    try {
      const auto p = kind->from_json(Json{{"type", "binox"}, {"grid", grid}});
      const SolveResult r = p->solve(Context::with_time_limit(10), SolveOptions{});
      if (r.status == Status::kSolved) return r.solution.json().get<std::vector<std::string>>();
    } catch (const InputError&) {
    }
  }
}

// Puzzles made by blanking random cells of known solutions (some become ambiguous).
std::vector<std::unique_ptr<Puzzle>> puzzles(int count, uint64_t seed) {
  const PuzzleKind* kind = find_kind("binox");
  std::vector<std::unique_ptr<Puzzle>> out;
  std::mt19937_64 rng(seed);
  // Find more solutions from the native solver: solve the empty 6x6 with different givens.
  while (static_cast<int>(out.size()) < count) {
    std::vector<std::string> grid = random_solution(6, rng);
    const int blanks = 24 + static_cast<int>(rng() % 16);
    for (int b = 0; b < blanks; ++b) grid[rng() % 6][rng() % 6] = '.';
    try {
      out.push_back(kind->from_json(Json{{"type", "binox"}, {"grid", grid}}));
    } catch (const InputError&) {
    }
  }
  return out;
}

TEST(BinoxEnginesNative, AgreeWithNative) {
  int multiple = 0;
  for (const auto& p : puzzles(6, 3)) {
    SCOPED_TRACE(p->to_text());
    const uint64_t n = test::cross_check(*p, 8, test::all_engines());
    multiple += n > 1 ? 1 : 0;
  }
  EXPECT_GT(multiple, 0);
}

TEST(BinoxEnginesNative, LargerBoardsWithoutLiteralMilp) {
  const PuzzleKind* kind = find_kind("binox");
  // An empty 10x10: native, milp/improved and sat agree that a solution exists (limit 1).
  const auto p = kind->from_json(
      Json{{"type", "binox"}, {"grid", std::vector<std::string>(10, std::string(10, '.'))}});
  test::cross_check(*p, 1, test::all_engines(false));
}

TEST(BinoxEnginesNative, Unsolvable) {
  const PuzzleKind* kind = find_kind("binox");
  // Rows 0 and 1 are both forced to XOXO: equal rows.
  const auto p =
      kind->from_json(Json{{"type", "binox"}, {"grid", {"XOX.", "XOX.", "....", "...."}}});
  const uint64_t n = test::cross_check(*p, 2, test::all_engines());
  EXPECT_EQ(n, 0u);
}

TEST(BinoxEnginesNative, ExportsSolveInCbcAndGlpsol) {
  const PuzzleKind* kind = find_kind("binox");
  auto decode = [](const std::map<std::string, double>& values) {
    std::vector<std::string> grid(6, std::string(6, 'O'));
    for (const auto& [name, value] : values) {
      int r = 0;
      int c = 0;
      if (std::sscanf(name.c_str(), "x_%d_%d", &r, &c) == 2 && value > 0.5 && r < 6 && c < 6) {
        grid[static_cast<size_t>(r)][static_cast<size_t>(c)] = 'X';
      }
    }
    return Json(grid);
  };
  std::mt19937_64 rng(8);
  std::vector<std::string> grid = random_solution(6, rng);
  for (int i = 0; i < 6; ++i) grid[static_cast<size_t>(i)][static_cast<size_t>((i * 5) % 6)] = '.';
  for (int i = 0; i < 6; ++i)
    grid[static_cast<size_t>(i)][static_cast<size_t>((i * 5 + 3) % 6)] = '.';
  const auto p = kind->from_json(Json{{"type", "binox"}, {"grid", grid}});
  test::check_exports(*p, true, decode);
  const auto bad =
      kind->from_json(Json{{"type", "binox"}, {"grid", {"XOX.", "XOX.", "....", "...."}}});
  test::check_exports(*bad, false, decode);
}

}  // namespace
}  // namespace gridlogic
