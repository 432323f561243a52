// The killer rules of the human ladder: each on a hand-made position where it is the cheapest
// rule that makes progress, walks over Tatham's killers whose every step agrees with the
// solution, and hints that name a cage's mistakes.
#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "killer/helpers.hpp"
#include "puzzles/killer/kind.hpp"
#include "puzzles/killer/ladder.hpp"
#include "puzzles/killer/reasoning.hpp"
#include "puzzles/killer/sum_groups.hpp"

namespace gridlogic::killer::human {
// Named: the test files of a folder compile as one unit, and ladder_test.cpp has helpers too.
namespace cage_rules {

int cell(int r, int c) {
  return r * 9 + c;
}

// A 9x9 killer with no givens whose only cages are `cages` ({sum, cells}); the other cells
// are in no cage (a position's rules do not need every cell caged).
Board killer(std::initializer_list<std::pair<int, std::vector<int>>> cages) {
  Board board;
  board.givens.assign(81, 0);
  for (const auto& [sum, cells] : cages) {
    Cage cage;
    cage.sum = sum;
    cage.cells = cells;
    std::sort(cage.cells.begin(), cage.cells.end());
    board.cages.push_back(cage);
  }
  std::sort(board.cages.begin(), board.cages.end(),
            [](const Cage& a, const Cage& b) { return a.cells[0] < b.cells[0]; });
  return board;
}

// Pencil marks: every digit, but for the cells given their own.
std::vector<Mask> marks(std::initializer_list<std::pair<std::vector<int>, std::vector<int>>> only) {
  std::vector<Mask> out(81, 0x1FF);
  for (const auto& [cells, digits] : only) {
    Mask mask = 0;
    for (int d : digits) mask |= digit_bit(d);
    for (int c : cells) out[static_cast<size_t>(c)] = mask;
  }
  return out;
}

bool has_pair(const std::vector<std::pair<int, int>>& list, int at, int digit) {
  return std::find(list.begin(), list.end(), std::make_pair(at, digit)) != list.end();
}

// The cheapest rule in `position` is `rule`, and it removes `digit` from `at` (or, with
// `place`, puts it there).
void expect_first(const Position& position, HumanRule rule, int at, int digit, bool place = false) {
  const std::optional<Deduction> found = next_deduction(position, false);
  ASSERT_TRUE(found.has_value()) << ladder()[rule].name;
  EXPECT_EQ(found->rule, rule) << "got " << ladder()[found->rule].name << ": " << found->text;
  EXPECT_TRUE(has_pair(place ? found->placements : found->eliminations, at, digit)) << found->text;
  EXPECT_FALSE(found->text.empty());
}

TEST(KillerLadder, LastCellOfACage) {
  const Board board = killer({{10, {cell(0, 0), cell(4, 4)}}});
  std::vector<int> values(81, 0);
  values[static_cast<size_t>(cell(0, 0))] = 3;
  expect_first(Position(board, values, {}), kCageLastCell, cell(4, 4), 7, true);
}

TEST(KillerLadder, MinimumAndMaximumSums) {
  // 22 in three cells: the other two add at most 18, so each cell holds 4 or more.
  const Board board = killer({{22, {cell(0, 0), cell(4, 4), cell(8, 8)}}});
  expect_first(Position(board), kCageSumBounds, cell(0, 0), 3);
}

TEST(KillerLadder, CageCombinations) {
  // 10 in two cells is {1,9}, {2,8}, {3,7} or {4,6}: never 5.
  const Board board = killer({{10, {cell(0, 0), cell(4, 4)}}});
  expect_first(Position(board), kCageCombinations, cell(0, 0), 5);
}

TEST(KillerLadder, Innies) {
  // Row 1 holds a whole 25 cage and a whole 15 cage: its ninth cell is 45 - 40 = 5. (The rest
  // of its cage, five cells making 25, is too big for a set and bounds nothing.)
  const Board board =
      killer({{25, {cell(0, 0), cell(0, 1), cell(0, 2), cell(0, 3), cell(0, 4)}},
              {15, {cell(0, 5), cell(0, 6), cell(0, 7)}},
              {30, {cell(0, 8), cell(1, 8), cell(2, 8), cell(3, 8), cell(4, 8), cell(5, 8)}}});
  expect_first(Position(board), kInnies, cell(0, 8), 5, true);
}

TEST(KillerLadder, ALoneInnieLeavesItsCageAsSoloSplitsIt) {
  // Row 1's lone innie r1c9 = 5 is the first cell of a 30 cage whose other cells do not see it.
  // Solo splits the cell off as a cage of its own, and so forgets that the rest of the cage
  // cannot hold 5; the cheap rules forget it too (a dearer rule reads the whole cage).
  const Board board =
      killer({{25, {cell(0, 0), cell(0, 1), cell(0, 2), cell(0, 3), cell(0, 4)}},
              {15, {cell(0, 5), cell(0, 6), cell(0, 7)}},
              {30, {cell(0, 8), cell(2, 2), cell(3, 1), cell(4, 4), cell(6, 6), cell(8, 0)}}});
  Position position(board);
  const std::optional<Deduction> innie = next_deduction(position, false);
  ASSERT_TRUE(innie.has_value());
  ASSERT_EQ(innie->rule, kInnies) << innie->text;
  apply(position, *innie);
  EXPECT_EQ(position.value(cell(0, 8)), 5);
  EXPECT_TRUE(position.has(cell(4, 4), 5));
  EXPECT_TRUE(position.has(cell(8, 0), 5));
  // A digit placed any other way (here a player's) leaves its whole cage.
  std::vector<int> values(81, 0);
  values[static_cast<size_t>(cell(0, 8))] = 5;
  const Position played(board, values, {});
  EXPECT_FALSE(played.has(cell(4, 4), 5));
  EXPECT_FALSE(played.has(cell(8, 0), 5));
}

TEST(KillerLadder, SplitPiecesCountWholeInTheRuleOf45) {
  // Row 1 holds a whole 28 cage, so the 20 cage's two cells there make 17 and its two in row 2
  // make 3. Row 2's other cells are a whole 36 cage and r2c7: over the cages drawn its innies
  // are r2c7 + r2c8 + r2c9 = 9; over the pieces, as Solo counts them, r2c7 = 6 alone.
  const Board board = killer(
      {{28, {cell(0, 0), cell(0, 1), cell(0, 2), cell(0, 3), cell(0, 4), cell(0, 5), cell(0, 6)}},
       {20, {cell(0, 7), cell(0, 8), cell(1, 7), cell(1, 8)}},
       {36, {cell(1, 0), cell(1, 1), cell(1, 2), cell(1, 3), cell(1, 4), cell(1, 5)}}});
  const Position position(board);
  const std::vector<CagePart>& parts = position.cage_parts();
  const auto piece = [&](std::vector<int> cells, int sum) {
    return std::any_of(parts.begin(), parts.end(),
                       [&](const CagePart& p) { return p.cells == cells && p.sum == sum; });
  };
  EXPECT_TRUE(piece({cell(0, 7), cell(0, 8)}, 17));
  EXPECT_TRUE(piece({cell(1, 7), cell(1, 8)}, 3));
  const std::vector<SumGroup> groups = region_groups(position, {1});  // row 2
  const bool drawn = std::any_of(groups.begin(), groups.end(), [&](const SumGroup& g) {
    return g.plus == std::vector<int>{cell(1, 6), cell(1, 7), cell(1, 8)} && g.total == 9;
  });
  const bool lone = std::any_of(groups.begin(), groups.end(), [&](const SumGroup& g) {
    return g.plus == std::vector<int>{cell(1, 6)} && g.total == 6 && g.kind == "innies";
  });
  EXPECT_TRUE(drawn);
  EXPECT_TRUE(lone);
}

// The groups kept with a position are the ones made afresh, after placements and in copies.
TEST(KillerLadder, KeptRegionGroupsFollowPlacements) {
  const Board board = killer(
      {{28, {cell(0, 0), cell(0, 1), cell(0, 2), cell(0, 3), cell(0, 4), cell(0, 5), cell(0, 6)}},
       {20, {cell(0, 7), cell(0, 8), cell(1, 7), cell(1, 8)}},
       {36, {cell(1, 0), cell(1, 1), cell(1, 2), cell(1, 3), cell(1, 4), cell(1, 5)}}});
  const auto& regions = sum_regions(Geometry::of(9, 3, 3));
  const auto same_as_fresh = [&](const Position& position) {
    for (size_t r = 0; r < regions.size(); ++r) {
      const std::vector<SumGroup>& kept = groups_of_region(position, r);
      const std::vector<SumGroup> fresh = region_groups(position, regions[r]);
      if (kept.size() != fresh.size()) return false;
      for (size_t k = 0; k < kept.size(); ++k) {
        if (kept[k].plus != fresh[k].plus || kept[k].minus != fresh[k].minus ||
            kept[k].total != fresh[k].total || kept[k].kind != fresh[k].kind)
          return false;
      }
    }
    return true;
  };
  Position position(board);
  EXPECT_TRUE(same_as_fresh(position));
  Position copy = position;
  copy.place(cell(1, 6), 6);  // row 2's lone innie: row 2's groups change
  EXPECT_TRUE(same_as_fresh(copy));
  EXPECT_TRUE(same_as_fresh(position));
  position.place(cell(0, 7), 8);
  position.place(cell(1, 0), 1);
  EXPECT_TRUE(same_as_fresh(position));
  copy = position;
  EXPECT_TRUE(same_as_fresh(copy));
}

TEST(KillerLadder, HiddenCage) {
  // Row 1's two cells outside its 35 cage add up to 10 and see each other: never 5.
  const Board board = killer(
      {{35, {cell(0, 0), cell(0, 1), cell(0, 2), cell(0, 3), cell(0, 4), cell(0, 5), cell(0, 6)}}});
  expect_first(Position(board), kHiddenCage, cell(0, 7), 5);
}

TEST(KillerLadder, CageSplitting) {
  // Row 1's innies (15) are three cells of a 20 cage: its fourth cell is 5.
  const Board board =
      killer({{30, {cell(0, 0), cell(0, 1), cell(0, 2), cell(0, 3), cell(0, 4), cell(0, 5)}},
              {20, {cell(0, 6), cell(0, 7), cell(0, 8), cell(1, 8)}}});
  expect_first(Position(board), kCageSplitting, cell(1, 8), 5, true);
}

TEST(KillerLadder, RequiredDigit) {
  // The 6 cage is {1,2,3}; its 1 can only go in row 1, so 1 leaves the rest of row 1.
  const Board board = killer({{6, {cell(0, 0), cell(0, 1), cell(4, 4)}}});
  const Position position(board, std::vector<int>(81, 0),
                          marks({{{cell(0, 0), cell(0, 1)}, {1, 2, 3}}, {{cell(4, 4)}, {2, 3}}}));
  expect_first(position, kRequiredDigit, cell(0, 5), 1);
}

TEST(KillerLadder, InniesAndOuties) {
  // Row 1's two outies, r2c1 and r2c5, add up to 20 + 15 - 25 = 10 and see each other.
  const Board board = killer({{20, {cell(0, 0), cell(0, 1), cell(0, 2), cell(1, 0)}},
                              {15, {cell(0, 3), cell(0, 4), cell(1, 4)}},
                              {20, {cell(0, 5), cell(0, 6), cell(0, 7), cell(0, 8)}}});
  expect_first(Position(board), kInniesOuties, cell(1, 0), 5);
}

TEST(KillerLadder, CombinationsThatFit) {
  // 15 in five cells that see none of each other is {1,2,3,4,5}: the quick rules list no sets
  // for five cells, the fitting ones do.
  const Board board = killer({{15, {cell(0, 0), cell(1, 3), cell(2, 6), cell(3, 1), cell(4, 4)}}});
  expect_first(Position(board), kFittingCombinations, cell(0, 0), 6);
}

TEST(KillerLadder, InniesAndOutiesOverSeveralUnits) {
  // Rows 1-2: eight dominoes adding up to 87 leave r1c9 + r2c9 = 3 (the rest of their cage lies
  // in box 3, which it fills with the dominoes there). Each domino's marks are its sets' digits,
  // so no cheaper rule has anything to say.
  const std::vector<int> sums = {9, 11, 10, 9, 11, 10, 13, 14};
  Board board;
  board.givens.assign(81, 0);
  for (int c = 0; c < 8; ++c)
    board.cages.push_back({sums[static_cast<size_t>(c)], {cell(0, c), cell(1, c)}});
  board.cages.push_back({18, {cell(0, 8), cell(1, 8), cell(2, 6), cell(2, 7), cell(2, 8)}});
  std::vector<Mask> m(81, 0x1FF);
  auto set = [&](std::initializer_list<int> cells, Mask mask) {
    for (int c : cells) m[static_cast<size_t>(c)] = mask;
  };
  for (int c = 0; c < 6; ++c) {
    const Mask union_of_sets[] = {0x0FF, 0x1FE, 0x1EF};  // 9: 1..8, 11: 2..9, 10: all but 5
    set({cell(0, c), cell(1, c)}, union_of_sets[c % 3]);
  }
  set({cell(0, 6), cell(1, 6)}, 0x1F8);                                      // 4..9
  set({cell(0, 7), cell(1, 7)}, 0x1B0);                                      // 5, 6, 8, 9
  set({cell(0, 8), cell(1, 8), cell(2, 6), cell(2, 7), cell(2, 8)}, 0x0DF);  // not 6 or 9
  expect_first(Position(board, std::vector<int>(81, 0), m), kInniesOutiesMulti, cell(0, 8), 3);
}

TEST(KillerLadder, CombinationInteraction) {
  // In row 1 the 7 cage {3,4} would leave the 5 cage ({1,4} or {2,3}) nothing: 3 and 4 go.
  const Board board = killer({{7, {cell(0, 0), cell(0, 1)}}, {5, {cell(0, 2), cell(0, 3)}}});
  const Position position(board, std::vector<int>(81, 0),
                          marks({{{cell(0, 0), cell(0, 1)}, {1, 2, 3, 4, 5, 6}},
                                 {{cell(0, 2), cell(0, 3)}, {1, 2, 3, 4}},
                                 {{cell(0, 4), cell(0, 5), cell(0, 6), cell(0, 7), cell(0, 8)},
                                  {3, 4, 5, 6, 7, 8, 9}}}));
  expect_first(position, kCombinationInteraction, cell(0, 0), 3);
}

TEST(KillerLadder, CageRulesFindNothingOnClassicBoards) {
  Board board;
  board.givens.assign(81, 0);
  const Position position(board);
  for (const HumanRule rule :
       {kCageLastCell, kCageSumBounds, kCageCombinations, kInnies, kHiddenCage, kCageSplitting,
        kRequiredDigit, kInniesOuties, kFittingCombinations, kInniesOutiesMulti,
        kCombinationInteraction, kCageForcingChain, kNestedCageForcingChain}) {
    Deduction unused;
    EXPECT_FALSE(ladder()[rule].find(position, false, unused)) << ladder()[rule].name;
  }
}

// Every step of every walk over Tatham's killers agrees with the solution and is the cheapest
// that makes progress; the walk ends solved, without a guess.
TEST(KillerLadderCorpus, StepsAgreeWithTheSolutionCheapestFirst) {
  const auto lines = testing::read_lines(testing::corpus_path("grading/tatham_dev.jsonl"));
  if (lines.empty()) GTEST_SKIP() << "corpora not found at " << GRIDLOGIC_CORPORA;
  size_t puzzles = 0;
  size_t steps = 0;
  const size_t every = testing::sanitized() ? 20 : 4;
  size_t seen = 0;
  for (const std::string& line : lines) {
    const Json record = Json::parse(line);
    if (record["type"] != "killer" || seen++ % every != 0) continue;
    const Board board = parse_json(record);
    Grid solution;
    std::string error;
    ASSERT_TRUE(solution_from_json(board, record["solution"], &solution, &error)) << error;
    Position position(board);
    while (std::optional<Deduction> step = next_deduction(position, false)) {
      for (size_t cheaper = 0; cheaper < step->rule; ++cheaper) {
        Deduction unused;
        EXPECT_FALSE(ladder()[cheaper].find(position, false, unused))
            << record["id"] << ": " << ladder()[cheaper].name << " before " << step->text;
      }
      for (const auto& [at, digit] : step->placements)
        ASSERT_EQ(solution[static_cast<size_t>(at)], digit) << record["id"] << ": " << step->text;
      for (const auto& [at, digit] : step->eliminations)
        ASSERT_NE(solution[static_cast<size_t>(at)], digit) << record["id"] << ": " << step->text;
      ASSERT_FALSE(step->placements.empty() && step->eliminations.empty()) << step->text;
      apply(position, *step);
      ++steps;
    }
    EXPECT_TRUE(position.solved()) << record["id"];
    ++puzzles;
  }
  EXPECT_GT(puzzles, 0u);
  EXPECT_GT(steps, puzzles * 50);
}

// Tatham's levels, easiest first, keep their order in the ratings: every puzzle of a level
// rates at least as high as the median of the level below (the benchmark measures the pairs).
TEST(KillerLadderCorpus, RatingsClimbWithTathamsLevels) {
  const auto lines = testing::read_lines(testing::corpus_path("grading/tatham_dev.jsonl"));
  if (lines.empty()) GTEST_SKIP() << "corpora not found at " << GRIDLOGIC_CORPORA;
  if (testing::sanitized()) GTEST_SKIP() << "the Release run grades the corpus";
  const std::vector<std::string> levels = {"trivial",  "basic",   "intermediate",
                                           "advanced", "extreme", "unreasonable"};
  std::vector<std::vector<double>> ratings(levels.size());
  for (const std::string& line : lines) {
    const Json record = Json::parse(line);
    if (record["type"] != "killer") continue;
    const auto at = std::find(levels.begin(), levels.end(), record["difficulty"]);
    ASSERT_NE(at, levels.end());
    const Grade grade = kind().from_json(record)->grade(Context{});
    ASSERT_EQ(grade.status, Status::kSolved) << record["id"];
    EXPECT_FALSE(grade.guessed) << record["id"];
    ratings[static_cast<size_t>(at - levels.begin())].push_back(grade.score);
  }
  for (size_t level = 1; level < levels.size(); ++level) {
    auto& below = ratings[level - 1];
    auto& here = ratings[level];
    ASSERT_FALSE(below.empty());
    ASSERT_FALSE(here.empty());
    std::sort(below.begin(), below.end());
    std::sort(here.begin(), here.end());
    // Medians climb strictly; a level's lowest quarter stays above the level below's lowest.
    EXPECT_GT(here[here.size() / 2], below[below.size() / 2]) << levels[level];
    EXPECT_GE(here[here.size() / 4], below[0]) << levels[level];
    // Issue 23's target: of the pairs (one puzzle of each level), at least 90 % rated in order,
    // ties counting half.
    double in_order = 0;
    for (double high : here) {
      for (double low : below) in_order += high > low ? 1.0 : high == low ? 0.5 : 0.0;
    }
    EXPECT_GE(in_order / static_cast<double>(here.size() * below.size()), 0.9) << levels[level];
  }
}

// A killer with one solution: a one-cell cage on every cell of a known grid but three, which
// share a cage of 18 (r3c3 = 8, r3c4 = 3, r4c4 = 7; r3c3 and r4c4 share no unit).
Board one_three_cell_cage() {
  const std::vector<std::string> grid = {"534678912", "672195348", "198342567",
                                         "859761423", "426853791", "713924856",
                                         "961537284", "287419635", "345286179"};
  Json cages = Json::array();
  cages.push_back({{"sum", 18}, {"cells", {{2, 2}, {2, 3}, {3, 3}}}});
  for (int r = 0; r < 9; ++r) {
    for (int c = 0; c < 9; ++c) {
      if ((r == 2 && (c == 2 || c == 3)) || (r == 3 && c == 3)) continue;
      cages.push_back({{"sum", grid[static_cast<size_t>(r)][static_cast<size_t>(c)] - '0'},
                       {"cells", {{r, c}}}});
    }
  }
  return parse_json({{"type", "killer"}, {"size", 9}, {"cages", cages}});
}

TEST(KillerHint, CageMistakesComeFirst) {
  const Board board = one_three_cell_cage();
  // 4 and 4 in one cage, in cells that share no unit.
  std::string progress(81, '.');
  progress[static_cast<size_t>(cell(2, 2))] = '4';
  progress[static_cast<size_t>(cell(3, 3))] = '4';
  const Hint twice = reasoning::hint(Game(board), Context{}, progress, HintDepth::kStep);
  EXPECT_EQ(twice.status, Status::kSolved) << twice.error;
  EXPECT_NE(twice.mistake.find("twice"), std::string::npos) << twice.mistake;
  EXPECT_EQ(twice.mistake_cells.size(), 2u);
  // 1, 2 and 3 make 6, not the cage's 18.
  progress.assign(81, '.');
  progress[static_cast<size_t>(cell(2, 2))] = '1';
  progress[static_cast<size_t>(cell(2, 3))] = '2';
  progress[static_cast<size_t>(cell(3, 3))] = '3';
  const Hint sum = reasoning::hint(Game(board), Context{}, progress, HintDepth::kStep);
  EXPECT_NE(sum.mistake.find("sum 18"), std::string::npos) << sum.mistake;
  // Two of them leave more than one digit can make: 1 + 2 + 9 < 18.
  progress.assign(81, '.');
  progress[static_cast<size_t>(cell(2, 2))] = '1';
  progress[static_cast<size_t>(cell(2, 3))] = '2';
  EXPECT_NE(
      reasoning::hint(Game(board), Context{}, progress, HintDepth::kStep).mistake.find("sum 18"),
      std::string::npos);
  // At nudge depth only that there is one.
  const Hint nudge = reasoning::hint(Game(board), Context{}, progress, HintDepth::kNudge);
  EXPECT_EQ(nudge.mistake, "there is a mistake in your grid");
  EXPECT_TRUE(nudge.mistake_cells.empty());
  // No mistake: the next step is the cage's last cell or a one-cell cage.
  const Hint fine = reasoning::hint(Game(board), Context{}, nullptr, HintDepth::kAnswer);
  EXPECT_TRUE(fine.mistake.empty()) << fine.mistake;
  EXPECT_NE(fine.answer.find("place"), std::string::npos) << fine.answer;
}

}  // namespace cage_rules
}  // namespace gridlogic::killer::human
