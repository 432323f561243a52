// Dominosa explanations and grades: the solution as a sequence of named deductions a person can
// follow, and the difficulty that sequence shows.
//
// The ladder (ladder.hpp, rules in rules.hpp) is walked cheapest first: at each step the cheapest
// rule that makes progress anywhere on the board is used once, then the search for a rule
// starts again from the cheapest. When no rule applies the explanation says so with a "guess"
// step that takes the domino the solver's solution has there, and goes on.
#pragma once

#include <optional>

#include "gridlogic/puzzle.hpp"
#include "puzzles/dominosa/board.hpp"
#include "puzzles/dominosa/ladder.hpp"

namespace gridlogic::dominosa {

/// The deductions that solve `board`, ending solved (status kSolved, solution = the tiling),
/// or with a contradiction (kUnsolvable) or kTimeout when ctx expires.
Explanation explain_board(const Board& board, const Context& ctx);

/// The grade of `board` on the scale of rules.hpp: the level of the hardest step of its
/// explanation, and a rating that grows with the level and, within a level, with the number of
/// steps the level's rules take (docs/puzzles/dominosa.md "Grade").
Grade grade_board(const Board& board, const Context& ctx);

/// The step of a deduction: the rule's name and rank, the sentence, and its detail (the cells
/// read, the placement taken and the placements ruled out) for a page to highlight.
Step step_of(const Ladder& ladder, const Deduction& deduction);

/// The "guess" that follows `solution` at the open cell with the fewest possible placements;
/// nullopt when there is no solution to follow or it disagrees with the ladder's state.
std::optional<Deduction> guess_from(const Ladder& ladder, const Partners& solution);

}  // namespace gridlogic::dominosa
