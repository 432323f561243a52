// Puzzles and helpers the render tests share (one translation unit: defined once here).
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "gridlogic/io.hpp"

namespace gridlogic::testing {

inline const char* const kSudoku =
    "sudoku\n..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n";

/// The one puzzle of `text`.
inline std::unique_ptr<Puzzle> puzzle_of(const std::string& text) {
  std::vector<InputItem> items = read_puzzles(text, ReadOptions{});
  EXPECT_EQ(items.size(), 1u);
  EXPECT_NE(items.at(0).puzzle, nullptr) << items.at(0).error;
  return std::move(items.at(0).puzzle);
}

/// A solution of `puzzle` from its native solver.
inline Json solution_of(const Puzzle& puzzle) {
  SolveResult result = puzzle.solve(Context(), SolveOptions());
  EXPECT_EQ(result.status, Status::kSolved) << result.error;
  return result.solution.json();
}

}  // namespace gridlogic::testing
