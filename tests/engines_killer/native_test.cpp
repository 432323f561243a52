// Killer Sudoku: every engine against the native solver through the Puzzle interface (random
// small killers and samples of the shared corpora), and the exports through cbc and glpsol.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>

#include "engines/cross_check.hpp"
#include "gridlogic/puzzle.hpp"
#include "puzzles/killer/engine_encoding.hpp"
#include "sanitized.hpp"

namespace gridlogic {
namespace {

using test_env::sanitized;

// A full n×n sudoku from the native solver, seeded by a few random givens.
std::vector<int> random_grid(int n, std::mt19937_64& rng) {
  const PuzzleKind* kind = find_kind("killer");
  for (;;) {
    std::vector<std::vector<int>> givens(static_cast<size_t>(n),
                                         std::vector<int>(static_cast<size_t>(n), 0));
    for (int g = 0; g < 3; ++g)
      givens[rng() % static_cast<uint64_t>(n)][rng() % static_cast<uint64_t>(n)] =
          1 + static_cast<int>(rng() % static_cast<uint64_t>(n));
    try {
      const auto p = kind->from_json(Json{{"type", "sudoku"}, {"size", n}, {"givens", givens}});
      const SolveResult r = p->solve(Context::with_time_limit(10), SolveOptions{});
      if (r.status != Status::kSolved) continue;
      std::vector<int> out;
      for (const auto& row : r.solution.json()) {
        if (row.is_string()) {
          for (char ch : row.get<std::string>()) out.push_back(ch - '0');
        } else {
          for (const auto& v : row) out.push_back(v.get<int>());
        }
      }
      return out;
    } catch (const InputError&) {
    }
  }
}

// Random connected cages of 1..max_cage cells with distinct digits, sums from `grid`.
Json random_killer(int n, const std::vector<int>& grid, int max_cage, std::mt19937_64& rng) {
  std::vector<int> cage_of(grid.size(), -1);
  Json cages = Json::array();
  for (int start = 0; start < n * n; ++start) {
    if (cage_of[static_cast<size_t>(start)] >= 0) continue;
    const int id = static_cast<int>(cages.size());
    std::vector<int> cells{start};
    cage_of[static_cast<size_t>(start)] = id;
    const int want = 1 + static_cast<int>(rng() % static_cast<uint64_t>(max_cage));
    for (int tries = 0; tries < 20 && static_cast<int>(cells.size()) < want; ++tries) {
      const int from = cells[rng() % cells.size()];
      const int dr[] = {0, 1, 0, -1};
      const int dc[] = {1, 0, -1, 0};
      const int d = static_cast<int>(rng() % 4);
      const int r = from / n + dr[d];
      const int c = from % n + dc[d];
      if (r < 0 || c < 0 || r >= n || c >= n) continue;
      const int cell = r * n + c;
      if (cage_of[static_cast<size_t>(cell)] >= 0) continue;
      bool repeat = false;
      for (int x : cells)
        repeat = repeat || grid[static_cast<size_t>(x)] == grid[static_cast<size_t>(cell)];
      if (repeat) continue;
      cage_of[static_cast<size_t>(cell)] = id;
      cells.push_back(cell);
    }
    Json list = Json::array();
    int sum = 0;
    for (int cell : cells) {
      list.push_back({cell / n, cell % n});
      sum += grid[static_cast<size_t>(cell)];
    }
    cages.push_back({{"sum", sum}, {"cells", list}});
  }
  return Json{{"type", "killer"}, {"size", n}, {"cages", cages}};
}

TEST(KillerEnginesNative, RandomSmallKillers) {
  std::mt19937_64 rng(77);
  const PuzzleKind* kind = find_kind("killer");
  int multiple = 0;
  for (int n : {4, 6}) {
    for (int round = 0; round < (sanitized() ? 2 : 5); ++round) {
      const std::vector<int> grid = random_grid(n, rng);
      const auto p = kind->from_json(random_killer(n, grid, n == 4 ? 4 : 3, rng));
      SCOPED_TRACE(p->to_text());
      const bool literal_milp = n == 4;
      multiple += test::cross_check(*p, 3, test::all_engines(literal_milp)) > 1 ? 1 : 0;
    }
  }
  EXPECT_GT(multiple, 0);
}

std::vector<Json> corpus_sample(const std::string& file, size_t count) {
  std::ifstream in(std::string(GRIDLOGIC_CORPORA) + "/killer/" + file);
  std::vector<Json> out;
  std::string line;
  size_t index = 0;
  while (out.size() < count && std::getline(in, line)) {
    if (index++ % 97 == 0) out.push_back(Json::parse(line));  // spread over the difficulty range
  }
  return out;
}

TEST(KillerEnginesNativeCorpus, CorpusKrazydad) {
  if (!std::filesystem::exists(std::string(GRIDLOGIC_CORPORA) +
                               "/killer/krazydad_intermediate.jsonl")) {
    GTEST_SKIP() << "the shared corpora are not here (" << GRIDLOGIC_CORPORA << ")";
  }
  const PuzzleKind* kind = find_kind("killer");
  const auto sample = corpus_sample("krazydad_intermediate.jsonl", sanitized() ? 2 : 6);
  ASSERT_FALSE(sample.empty());
  for (const Json& object : sample) {
    SCOPED_TRACE(object.value("id", std::string()));
    const auto p = kind->from_json(object);
    EXPECT_EQ(test::cross_check(*p, 2, test::all_engines(false), 120), 1u);
    // The unique solution is the corpus's.
    SolveOptions sat;
    sat.engine = Engine::kSat;
    EXPECT_EQ(p->solve(Context::with_time_limit(60), sat).solution, object["solution"]);
  }
}

TEST(KillerEnginesNativeCorpus, LiteralMilpOnOneCorpusPuzzle) {
  if (!std::filesystem::exists(std::string(GRIDLOGIC_CORPORA) +
                               "/killer/krazydad_intermediate.jsonl")) {
    GTEST_SKIP() << "the shared corpora are not here (" << GRIDLOGIC_CORPORA << ")";
  }
  const auto sample = corpus_sample("krazydad_intermediate.jsonl", 1);
  const auto p = find_kind("killer")->from_json(sample.at(0));
  SolveOptions milp;
  milp.engine = Engine::kMilp;
  milp.model = ModelVariant::kLiteral;
  const SolveResult r = p->solve(Context::with_time_limit(120), milp);
  ASSERT_EQ(r.status, Status::kSolved) << r.error;
  EXPECT_EQ(r.solution, sample[0]["solution"]);
}

TEST(KillerEnginesNative, ModelShape) {
  std::mt19937_64 rng(5);
  const auto p = find_kind("killer")->from_json(random_killer(4, random_grid(4, rng), 3, rng));
  const std::string lp = p->export_model(Context(), ExportFormat::kLp, ModelVariant::kLiteral);
  // n³ = 64 binaries x_r_c_k, 4n² + ... rows; the documents' names.
  EXPECT_NE(lp.find("x_3_3_4"), std::string::npos);
  EXPECT_NE(lp.find(" cell_0_0:"), std::string::npos);
  EXPECT_NE(lp.find(" box_3_4:"), std::string::npos);
  EXPECT_NE(lp.find(" cage_0_sum:"), std::string::npos);
}

TEST(KillerEnginesNative, ExportsSolveInCbcAndGlpsol) {
  std::mt19937_64 rng(9);
  const auto p = find_kind("killer")->from_json(random_killer(4, random_grid(4, rng), 4, rng));
  auto decode = [](const std::map<std::string, double>& values) {
    std::vector<std::string> grid(4, std::string(4, '0'));
    for (const auto& [name, value] : values) {
      int r = 0;
      int c = 0;
      int d = 0;
      if (value > 0.5 && std::sscanf(name.c_str(), "x_%d_%d_%d", &r, &c, &d) == 3 && r < 4 &&
          c < 4) {
        grid[static_cast<size_t>(r)][static_cast<size_t>(c)] = static_cast<char>('0' + d);
      }
    }
    return Json(grid);
  };
  test::check_exports(*p, true, decode);
}

}  // namespace
}  // namespace gridlogic
