// The solver against the corpora's solutions, an independent brute force, and bad cases.
#include "puzzles/killer/solver.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <iostream>
#include <random>
#include <span>
#include <vector>

#include "killer/helpers.hpp"
#include "puzzles/killer/classic_solver.hpp"
#include "puzzles/killer/kind.hpp"

namespace gridlogic::killer {
namespace {

// Every `stride`-th puzzle of a corpus file with solutions: unique, and the stored solution.
void check_unique_with_solutions(const std::string& file, size_t stride) {
  auto lines = testing::read_lines(testing::corpus_path(file), stride);
  if (lines.empty()) GTEST_SKIP() << "corpora not found at " << GRIDLOGIC_CORPORA;
  Context ctx;
  for (const std::string& line : lines) {
    Json j = Json::parse(line);
    Board b = parse_json(j);
    CountOutcome out = count_solutions(b, ctx, 2);
    ASSERT_EQ(out.count, 1u) << j["id"];
    ASSERT_TRUE(out.complete) << j["id"];
    EXPECT_EQ(solution_to_json(b, out.first), j["solution"]) << j["id"];
    EXPECT_TRUE(verify(b, out.first).valid) << j["id"];
  }
}

TEST(KillerSolverCorpus, KrazydadMatchesSolutions) {
  check_unique_with_solutions("killer/krazydad_intermediate.jsonl", testing::sanitized() ? 400 : 8);
}

TEST(KillerSolverCorpus, HardKillersUnique) {
  auto lines = testing::read_lines(testing::corpus_path("killer/iss_hard_killers.jsonl"),
                                   testing::sanitized() ? 10 : 1);
  if (lines.empty()) GTEST_SKIP() << "corpora not found at " << GRIDLOGIC_CORPORA;
  // The Mathemagic killers are beyond the solver's reach in test time (see
  // docs/benchmarks/killer.md): they get a short limit, and any answer found must still match.
  int timeouts = 0;
  for (const std::string& line : lines) {
    Json j = Json::parse(line);
    Board b = parse_json(j);
    bool mathemagic = j["id"].get<std::string>().find("MATHEMAGIC") != std::string::npos;
    // The generous limit only guards against a hang: on an idle core each takes under 1 s.
    Context ctx = Context::with_time_limit(mathemagic ? 0.2 : (testing::sanitized() ? 300 : 120));
    CountOutcome out = count_solutions(b, ctx, 2);
    if (out.count > 0) {
      EXPECT_EQ(solution_to_json(b, out.first), j["solution"]) << j["id"];
    }
    if (mathemagic && out.status == Status::kTimeout) {
      ++timeouts;
      EXPECT_LE(out.count, 1u) << j["id"];
      continue;
    }
    ASSERT_EQ(out.status, Status::kSolved) << j["id"] << " timed out";
    ASSERT_EQ(out.count, 1u) << j["id"];
    EXPECT_TRUE(out.complete);
  }
  std::cout << "hard killers: " << timeouts << " Mathemagic puzzles timed out at 0.2 s\n";
}

// Checks a classic corpus file: both paths agree on the count (to 2), solutions verify.
void check_classic_file(const char* name, size_t every, uint64_t expected) {
  auto lines = testing::read_lines(testing::corpus_path(name), every);
  if (lines.empty()) GTEST_SKIP() << "corpora not found at " << GRIDLOGIC_CORPORA;
  Context ctx;
  for (const std::string& line : lines) {
    Board b = parse_text(line, {});
    CountOutcome fast = count_solutions(b, ctx, 2);
    ASSERT_EQ(fast.count, expected) << line;
    ASSERT_TRUE(verify(b, fast.first).valid) << line;
    CountOutcome slow = count_solutions_generic(b, ctx, 2);
    ASSERT_EQ(slow.count, expected) << line;
    ASSERT_TRUE(verify(b, slow.first).valid) << line;
  }
}

TEST(KillerSolverCorpus, ClassicCorpora) {
  size_t k = testing::sanitized() ? 20 : 1;
  check_classic_file("sudoku/forum_hardest_1106.txt", k, 1);
  check_classic_file("sudoku/magictour_top1465.txt", 3 * k, 1);
  check_classic_file("sudoku/17_clue.txt", 100 * k, 1);
  check_classic_file("sudoku/forum_hardest_1905_11plus.txt", 100 * k, 1);
  check_classic_file("sudoku/serg_benchmark_multisolution.txt", 50 * k, 2);
}

// The Sudoku Exchange bank (public domain, SE ratings 2.5-9.0): unique, and the corpus's solution.
TEST(KillerSolverCorpus, SudokuExchangeMatchesSolutions) {
  check_unique_with_solutions("grading/sudoku_se_dev.jsonl", testing::sanitized() ? 20 : 1);
}

// Brute force: every grid of the 4x4 sudoku (288 of them), checked against the rules directly.
std::vector<Grid> all_4x4_grids() {
  std::vector<Grid> out;
  Grid g(16, 0);
  auto ok = [&](int cell, int d) {
    int r = cell / 4;
    int c = cell % 4;
    for (int i = 0; i < 4; ++i) {
      if (g[r * 4 + i] == d || g[i * 4 + c] == d) return false;
    }
    int br = r / 2 * 2;
    int bc = c / 2 * 2;
    for (int i = 0; i < 2; ++i) {
      for (int j = 0; j < 2; ++j) {
        if (g[(br + i) * 4 + bc + j] == d) return false;
      }
    }
    return true;
  };
  std::function<void(int)> rec = [&](int cell) {
    if (cell == 16) {
      out.push_back(g);
      return;
    }
    for (int d = 1; d <= 4; ++d) {
      if (!ok(cell, d)) continue;
      g[cell] = d;
      rec(cell + 1);
      g[cell] = 0;
    }
  };
  rec(0);
  return out;
}

// A random partition of the 4x4 grid into connected cages of 1..4 cells.
std::vector<std::vector<int>> random_cages(std::mt19937_64& rng) {
  std::vector<int> owner(16, -1);
  std::vector<std::vector<int>> cages;
  std::vector<int> order(16);
  for (int i = 0; i < 16; ++i) order[i] = i;
  std::shuffle(order.begin(), order.end(), rng);
  for (int start : order) {
    if (owner[start] >= 0) continue;
    std::vector<int> cage = {start};
    owner[start] = static_cast<int>(cages.size());
    int want = 1 + static_cast<int>(rng() % 4);
    while (static_cast<int>(cage.size()) < want) {
      std::vector<int> options;
      for (int cell : cage) {
        int r = cell / 4;
        int c = cell % 4;
        if (r > 0 && owner[cell - 4] < 0) options.push_back(cell - 4);
        if (r < 3 && owner[cell + 4] < 0) options.push_back(cell + 4);
        if (c > 0 && owner[cell - 1] < 0) options.push_back(cell - 1);
        if (c < 3 && owner[cell + 1] < 0) options.push_back(cell + 1);
      }
      if (options.empty()) break;
      int next = options[rng() % options.size()];
      owner[next] = static_cast<int>(cages.size());
      cage.push_back(next);
    }
    cages.push_back(cage);
  }
  return cages;
}

TEST(KillerSolver, CageCombinationsAreEveryDigitSetOfTheSizeAndSum) {
  for (int n = 1; n <= kMaxSize; ++n) {
    // Every set of the side by a direct count, grouped as the table groups them.
    std::vector<std::vector<uint16_t>> want(static_cast<size_t>((n + 1) * 137));
    for (uint32_t m = 1; m < (1u << n); ++m) {
      int size = 0, sum = 0;
      for (int d = 1; d <= n; ++d) {
        if ((m >> (d - 1)) & 1u) {
          ++size;
          sum += d;
        }
      }
      want[static_cast<size_t>(size * 137 + sum)].push_back(static_cast<uint16_t>(m));
    }
    for (int size = 0; size <= n; ++size) {
      for (int sum = 0; sum <= 136; ++sum) {
        const std::span<const uint16_t> got = cage_combinations(n, size, sum);
        const std::vector<uint16_t>& expected = want[static_cast<size_t>(size * 137 + sum)];
        ASSERT_TRUE(std::equal(got.begin(), got.end(), expected.begin(), expected.end()))
            << "n " << n << ", " << size << " digits summing to " << sum;
      }
    }
  }
  EXPECT_TRUE(cage_combinations(9, 10, 45).empty());
  EXPECT_TRUE(cage_combinations(17, 2, 3).empty());
  EXPECT_TRUE(cage_combinations(9, 2, 137).empty());
}

TEST(KillerSolver, BruteForceCounts4x4) {
  const auto grids = all_4x4_grids();
  ASSERT_EQ(grids.size(), 288u);
  std::mt19937_64 rng(12345);
  Context ctx;
  int layouts = testing::sanitized() ? 150 : 1500;
  int unique = 0, multiple = 0, none = 0;
  for (int t = 0; t < layouts; ++t) {
    auto cages = random_cages(rng);
    // Sums from a random grid (solvable), or perturbed (often unsolvable).
    const Grid& source = grids[rng() % grids.size()];
    Board b;
    b.n = 4;
    b.box_h = b.box_w = 2;
    for (const auto& cells : cages) b.cages.push_back(Cage{0, cells});
    for (auto& cage : b.cages) {
      for (int cell : cage.cells) cage.sum += source[cell];
    }
    if (t % 3 == 2 && b.cages.size() >= 2) {
      // Move one unit of sum between two cages when both stay in range.
      auto& a = b.cages[0];
      auto& c = b.cages[1];
      int ka = static_cast<int>(a.cells.size());
      int kc = static_cast<int>(c.cells.size());
      if (a.sum + 1 <= 4 * ka - ka * (ka - 1) / 2 && c.sum - 1 >= kc * (kc + 1) / 2) {
        a.sum += 1;
        c.sum -= 1;
      }
    }
    if (t % 5 == 4)
      b.givens = std::vector<int>(16, 0), b.givens[rng() % 16] = 1 + static_cast<int>(rng() % 4);
    try {
      validate(b, {});
    } catch (const InputError&) {
      continue;  // e.g. a given that breaks its cage's sum
    }
    uint64_t expected = 0;
    for (const Grid& g : grids) {
      bool ok = true;
      for (int cell = 0; cell < 16 && ok; ++cell) {
        ok = b.givens[cell] == 0 || b.givens[cell] == g[cell];
      }
      for (const Cage& cage : b.cages) {
        int sum = 0;
        unsigned seen = 0;
        for (int cell : cage.cells) {
          sum += g[cell];
          if (seen & (1u << g[cell])) ok = false;
          seen |= 1u << g[cell];
        }
        if (sum != cage.sum) ok = false;
      }
      if (ok) ++expected;
    }
    CountOutcome out = count_solutions(b, ctx, 0);
    ASSERT_TRUE(out.complete);
    ASSERT_EQ(out.count, expected) << "layout " << t << ": " << to_text(b);
    if (expected > 0) {
      ASSERT_TRUE(verify(b, out.first).valid);
    }
    for (Rule45 level : {Rule45::kNone, Rule45::kLight, Rule45::kFull}) {
      CountOutcome at = count_solutions_at(b, ctx, 0, level);
      ASSERT_TRUE(at.complete);
      ASSERT_EQ(at.count, expected)
          << "layout " << t << ", rule-of-45 level " << static_cast<int>(level);
    }
    CountOutcome limited = count_solutions(b, ctx, 2);
    ASSERT_EQ(limited.count, std::min<uint64_t>(expected, 2));
    ASSERT_EQ(limited.complete, expected < 2);
    (expected == 0 ? none : expected == 1 ? unique : multiple)++;
  }
  EXPECT_GT(unique, 0);
  EXPECT_GT(multiple, 0);
  EXPECT_GT(none, 0);
}

TEST(KillerSolver, EmptyGridsCount) {
  Context ctx;
  Board b4 = parse_json(Json::parse(R"({"type":"sudoku","size":4})"));
  EXPECT_EQ(count_solutions(b4, ctx, 0).count, 288u);
  Board b6 = parse_json(Json::parse(R"({"type":"sudoku","size":6})"));
  CountOutcome six = count_solutions(b6, ctx, 1000);
  EXPECT_EQ(six.count, 1000u);
  EXPECT_FALSE(six.complete);
  for (int n : {8, 12, 16}) {
    Board b = parse_json(Json{{"type", "sudoku"}, {"size", n}});
    CountOutcome out = count_solutions(b, ctx, 1);
    ASSERT_EQ(out.count, 1u) << n;
    EXPECT_TRUE(verify(b, out.first).valid) << n;
  }
  Board b9 = parse_json(Json::parse(R"({"type":"sudoku"})"));
  CountOutcome nine = count_solutions(b9, ctx, 5);
  EXPECT_EQ(nine.count, 5u);
}

TEST(KillerSolver, UnsolvableProved) {
  Context ctx;
  // Givens that break no rule by themselves but leave row 0 no place for a 4.
  Board classic = parse_text("123....4........", {});
  CountOutcome out = count_solutions(classic, ctx, 2);
  EXPECT_EQ(out.count, 0u);
  EXPECT_TRUE(out.complete);
  // 9x9 classic: a 17-clue puzzle with one given changed.
  Board nine = parse_text(
      ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...", {});
  EXPECT_EQ(count_solutions(nine, ctx, 2).count, 1u);
  Board broken = parse_text(
      "1................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...", {});
  auto r = kind().from_text(
      "1................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...", {});
  SolveResult s = r->solve(ctx, {});
  EXPECT_EQ(count_solutions_generic(broken, ctx, 2).count, count_solutions(broken, ctx, 2).count);
  EXPECT_TRUE(s.status == Status::kUnsolvable || s.status == Status::kSolved);
  // A killer whose sums fit every rule of the format but not each other: two 2-cell cages in
  // row 0 summing 3 and 3 need two pairs {1,2}.
  Json j = Json::parse(R"({"size":4,"cages":[
    {"sum":3,"cells":[[0,0],[0,1]]},{"sum":3,"cells":[[0,2],[0,3]]},
    {"sum":7,"cells":[[1,0],[1,1]]},{"sum":3,"cells":[[1,2],[1,3]]},
    {"sum":7,"cells":[[2,0],[2,1]]},{"sum":7,"cells":[[2,2],[2,3]]},
    {"sum":10,"cells":[[3,0],[3,1],[3,2],[3,3]]}]})");
  try {
    auto p = kind().from_json(j);
    SolveResult sr = p->solve(ctx, {});
    EXPECT_EQ(sr.status, Status::kUnsolvable);
  } catch (const InputError& e) {
    ADD_FAILURE() << e.what();
  }
}

TEST(KillerSolver, TimeoutReported) {
  // An empty 16x16 killer-free grid counted without limit cannot finish in 50 ms.
  Board b = parse_json(Json::parse(R"({"type":"sudoku","size":16})"));
  Context ctx = Context::with_time_limit(0.05);
  auto start = std::chrono::steady_clock::now();
  CountOutcome out = count_solutions(b, ctx, 0);
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_EQ(out.status, Status::kTimeout);
  EXPECT_FALSE(out.complete);
  EXPECT_LT(seconds, 2.0);
  Board nine = parse_json(Json::parse(R"({"type":"sudoku"})"));
  CountOutcome classic = count_solutions(nine, ctx, 0);
  EXPECT_EQ(classic.status, Status::kTimeout);
}

TEST(KillerSolver, InterfaceSolveAndCount) {
  auto p = kind().from_text(
      ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...", {});
  Context ctx;
  SolveResult s = p->solve(ctx, {});
  ASSERT_EQ(s.status, Status::kSolved);
  EXPECT_TRUE(p->verify(s.solution.json()).valid);
  CountResult c = p->count(ctx, {}, 2);
  EXPECT_EQ(c.num_solutions, BigCount(1));
  EXPECT_TRUE(c.complete);
  // The SAT engine gives the same unique solution (engine tests: tests/engines_killer).
  SolveOptions sat;
  sat.engine = Engine::kSat;
  EXPECT_EQ(p->solve(ctx, sat).solution, s.solution);
}

TEST(CompactSolution, WritesTheSolutionFieldsText) {
  std::mt19937 rng(7);
  for (int n : {4, 6, 9, 12, 16}) {
    Board board;
    board.n = n;
    Grid grid(static_cast<size_t>(n * n));
    for (int& d : grid) d = 1 + static_cast<int>(rng() % static_cast<unsigned>(n));
    const Solution compact = compact_solution(board, grid);
    ASSERT_NE(compact.compact(), nullptr);
    std::string text;
    JsonSink sink(text);
    compact.write_json(sink);
    EXPECT_EQ(text, solution_to_json(board, grid).dump()) << n;
    EXPECT_EQ(compact.json(), solution_to_json(board, grid)) << n;
  }
}

}  // namespace
}  // namespace gridlogic::killer
