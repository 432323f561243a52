// Hints step up the same way on every type: nudge (the region), rule (and its name), step (and
// the deduction), answer (and the change, in words and as data that agrees with the solution).
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "gridlogic/puzzle.hpp"

namespace gridlogic {
namespace {

// The solution's entry at [row, col] as a digit, or the character of a row string.
Json entry_at(const Json& solution, int row, int col) {
  const Json& line = solution.at(static_cast<size_t>(row));
  if (line.is_string()) {
    const char c = line.get<std::string>().at(static_cast<size_t>(col));
    if (c >= '1' && c <= '9') return c - '0';
    if (c >= 'A' && c <= 'G') return c - 'A' + 10;
    return std::string(1, c);
  }
  return line.at(static_cast<size_t>(col));
}

// The cell a Dominosa letter at [row, col] pairs with.
std::pair<int, int> partner(const Json& solution, int row, int col) {
  const std::string& line = solution.at(static_cast<size_t>(row)).get_ref<const std::string&>();
  switch (line.at(static_cast<size_t>(col))) {
    case 'L':
      return {row, col - 1};
    case 'R':
      return {row, col + 1};
    case 'U':
      return {row - 1, col};
    default:
      return {row + 1, col};
  }
}

// Every change of an answer agrees with the puzzle's unique solution.
void expect_changes_agree(const HintChanges& changes, const Json& solution,
                          const std::string& where) {
  for (const Json& place : changes.place) {
    if (place.size() == 2 && place[0].is_array()) {  // a domino
      const int r = place[0][0], c = place[0][1];
      EXPECT_EQ(partner(solution, r, c),
                std::make_pair(place[1][0].get<int>(), place[1][1].get<int>()))
          << where << ": " << place;
    } else if (place.size() == 3 && solution.is_array() && !solution.empty()) {
      EXPECT_EQ(entry_at(solution, place[0], place[1]), place[2]) << where << ": " << place;
    }
  }
  for (const Json& removed : changes.remove) {
    if (removed.size() == 2 && removed[0].is_array()) {
      const int r = removed[0][0], c = removed[0][1];
      EXPECT_NE(partner(solution, r, c),
                std::make_pair(removed[1][0].get<int>(), removed[1][1].get<int>()))
          << where << ": " << removed;
    } else if (removed.size() == 3) {
      EXPECT_NE(entry_at(solution, removed[0], removed[1]), removed[2]) << where << ": " << removed;
    }
  }
}

class HintDepths : public ::testing::TestWithParam<std::string> {};

TEST_P(HintDepths, EachDepthAddsToTheOneBefore) {
  const PuzzleKind* kind = find_kind(GetParam());
  ASSERT_NE(kind, nullptr);
  GenerateParams params;
  params.values = generate_preset(GetParam());
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    Context ctx = Context::with_time_limit(60);
    ctx.seed = seed;
    const Generated made = kind->generate(ctx, params);
    ASSERT_NE(made.puzzle, nullptr) << GetParam();
    const std::string where = GetParam() + " seed " + std::to_string(seed);
    const Hint nudge = made.puzzle->hint(ctx, nullptr, HintDepth::kNudge);
    const Hint rule = made.puzzle->hint(ctx, nullptr, HintDepth::kRule);
    const Hint step = made.puzzle->hint(ctx, nullptr, HintDepth::kStep);
    const Hint answer = made.puzzle->hint(ctx, nullptr, HintDepth::kAnswer);
    for (const Hint* hint : {&nudge, &rule, &step, &answer}) {
      ASSERT_EQ(hint->status, Status::kSolved) << where << ": " << hint->error;
      EXPECT_TRUE(hint->mistake.empty()) << where << ": " << hint->mistake;
      EXPECT_FALSE(hint->region.empty()) << where;
      EXPECT_FALSE(hint->region_cells.empty()) << where;
      EXPECT_EQ(hint->region, nudge.region) << where;
    }
    EXPECT_TRUE(nudge.rule.empty()) << where;
    EXPECT_FALSE(nudge.step.has_value()) << where;
    EXPECT_FALSE(rule.rule.empty()) << where;
    EXPECT_FALSE(rule.step.has_value()) << where;
    ASSERT_TRUE(step.step.has_value()) << where;
    EXPECT_EQ(step.step->rule, rule.rule) << where;
    EXPECT_TRUE(step.answer.empty()) << where;
    EXPECT_FALSE(step.changes.has_value()) << where;
    EXPECT_FALSE(answer.answer.empty()) << where;
    ASSERT_TRUE(answer.changes.has_value()) << where;
    EXPECT_FALSE(answer.changes->place.empty() && answer.changes->remove.empty()) << where;
    if (kind->name() != "lightsout") expect_changes_agree(*answer.changes, made.solution, where);
  }
}

// Every kind, and every alias that generates a special case of its own (sudoku).
std::vector<std::string> every_type() {
  std::vector<std::string> out;
  for (const PuzzleKind* kind : all_kinds()) {
    out.emplace_back(kind->name());
    for (const KindAlias& alias : kind->aliases()) {
      if (!alias.generate_preset.empty()) out.emplace_back(alias.name);
    }
  }
  return out;
}

INSTANTIATE_TEST_SUITE_P(EveryType, HintDepths, ::testing::ValuesIn(every_type()));

TEST(HintDepthWords, NameEveryDepthInOrder) {
  ASSERT_EQ(hint_depth_words().size(), 4u);
  for (size_t i = 0; i < hint_depth_words().size(); ++i) {
    EXPECT_EQ(hint_depth_of(hint_depth_words()[i]), static_cast<HintDepth>(i));
  }
  EXPECT_FALSE(hint_depth_of("all").has_value());
}

}  // namespace
}  // namespace gridlogic
