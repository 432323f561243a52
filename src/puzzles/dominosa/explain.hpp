// Dominosa explanations, grades and hints: the reasoning core's walk (src/reasoning/walk.hpp)
// over the ladder (ladder.hpp), through the Game of reasoning.hpp. At each step the cheapest rule
// that makes progress anywhere on the board is used once, then the search for a rule starts
// again from the cheapest. When no rule applies the explanation says so with a "guess" step that
// takes the domino the solver's solution has there, and goes on.
#pragma once

#include "gridlogic/puzzle.hpp"
#include "puzzles/dominosa/board.hpp"

namespace gridlogic::dominosa {

/// The deductions that solve `board`, ending solved (status kSolved, solution = the tiling),
/// or with a contradiction (kUnsolvable) or kTimeout when ctx expires.
Explanation explain_board(const Board& board, const Context& ctx);

/// The grade of `board` on the ladder's scale: the level of the hardest step of its
/// explanation, and a rating that grows with the level and, within a level, with the number of
/// steps the level's rules take (docs/puzzles/dominosa.md "Grade").
Grade grade_board(const Board& board, const Context& ctx);

/// The hint for `progress` (position.hpp) at `depth`: a mistake first (at nudge depth only that
/// there is one), else the next step cut to the depth. Throws InputError for a malformed
/// position.
Hint hint_board(const Board& board, const Context& ctx, const Json& progress, HintDepth depth);

}  // namespace gridlogic::dominosa
