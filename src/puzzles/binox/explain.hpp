// Human deductions for Binox, one use of one rule per step, cheapest rule first (Tatham's
// scheme: after each step the walk restarts from the cheapest rule; a puzzle's grade is its
// hardest step). The rules are the ladder (ladder.hpp); explain, grade and hint share its walk.
#pragma once

#include <vector>

#include "gridlogic/context.hpp"
#include "puzzles/binox/board.hpp"
#include "puzzles/binox/ladder.hpp"

namespace gridlogic::binox {

/// The deductions from a board to its solution: the ladder's cheapest use each time, and a guess
/// from the solution found by search when no rule applies.
struct Walk {
  Status status = Status::kSolved;  ///< kSolved, kUnsolvable (no steps) or kTimeout
  std::string error;
  std::vector<Deduction> steps;
  Board end;  ///< the position the steps reach (the solution when kSolved)
};
Walk walk_board(const Board& board, const Context& ctx);

/// One deduction as an explanation step: the sentence, and the detail a page highlights
/// ({"cells": [[r, c], ...], "placements": [[r, c, "X"], ...], "lines": [...], "rating": ...}).
Step to_step(const Deduction& deduction);

/// The steps from `board` to its solution. Status kSolved when the steps end at a full grid;
/// kUnsolvable when the puzzle has no solution (no steps); kTimeout when ctx expired.
Explanation explain_board(const Board& board, const Context& ctx);

/// The grade on the scale of rules.hpp (docs/puzzles/binox.md "Grades").
Grade grade_board(const Board& board, const Context& ctx);

/// The next step from a player's position (docs/FORMATS.md "Positions", binox), or its first
/// mistake. Throws InputError for a malformed position.
Hint hint_board(const Board& board, const Context& ctx, const Json& progress, HintDepth depth);

}  // namespace gridlogic::binox
