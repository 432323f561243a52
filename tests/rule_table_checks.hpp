// Checks shared by every type's rule tests: a kind's table is a usable ladder, and every step of
// an explanation names a rule of that table with the table's rank.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>

#include "gridlogic/io.hpp"
#include "gridlogic/puzzle.hpp"

namespace gridlogic::rule_checks {

/// The kind's table is non-empty and starts at rank 0.
inline void expect_usable_table(const PuzzleKind& kind) {
  const RuleTable& rules = kind.rules();
  ASSERT_GT(rules.size(), 0u) << kind.name();
  EXPECT_EQ(rules.at(0).rank, 0) << kind.name();
  for (const Rule& rule : rules.all()) EXPECT_FALSE(rule.summary.empty()) << rule.name;
}

/// Every step names a rule of the puzzle's table and carries that rule's rank.
inline void expect_steps_from_table(const Puzzle& puzzle, const Explanation& explanation,
                                    const std::string& where) {
  const RuleTable& rules = puzzle.rules();
  for (const Step& step : explanation.steps) {
    const size_t index = rules.index_of(step.rule);
    ASSERT_LT(index, rules.size()) << where << ": unknown rule '" << step.rule << "'";
    EXPECT_EQ(step.difficulty, rules.at(index).rank) << where << ": " << step.rule;
  }
}

/// Explains every puzzle of a test data file (the first `most` of them) and checks its steps
/// against the puzzle's table. Returns how many steps were checked.
inline size_t check_explained_file(const PuzzleKind& kind, const std::string& path,
                                   size_t most = SIZE_MAX) {
  std::ifstream in(path);
  EXPECT_TRUE(in) << path;
  std::stringstream content;
  content << in.rdbuf();
  ReadOptions options;
  options.type = std::string(kind.name());
  options.filename = path;
  size_t steps = 0;
  size_t explained = 0;
  for (const InputItem& item : read_puzzles(content.str(), options)) {
    if (explained++ == most) break;
    EXPECT_NE(item.puzzle, nullptr) << path << " " << item.id << ": " << item.error;
    if (item.puzzle == nullptr) continue;
    const Explanation explanation = item.puzzle->explain(Context::with_time_limit(60));
    expect_steps_from_table(*item.puzzle, explanation, path + " " + item.id);
    steps += explanation.steps.size();
  }
  return steps;
}

}  // namespace gridlogic::rule_checks
