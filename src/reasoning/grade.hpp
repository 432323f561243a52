// One grade policy for every ladder: a puzzle's level is the highest level among its walk's
// steps, its hardest rule the step of the highest rating (then rank; the first among equals),
// its rating that step's rating plus the ladder's bonus for the walk's hardest work, and its
// score the rating plus the ladder's tie-break, which orders puzzles of the same rating by the
// work they need and leaves the rating as it is. Both are functions of how often the walk needed
// its top level and its hardest rating, and of how undecided the puzzle was when it first needed
// that rating (LadderFacts::use_bonus, tie_break); each stays below the gap to the next level or
// rating, so neither crosses into the next one. A walk that needed its last resort (guess,
// search) is `guessed`.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "gridlogic/puzzle.hpp"
#include "reasoning/ladder.hpp"

namespace gridlogic::reasoning {

/// One step of a walk as a grade reads it.
struct GradedStep {
  size_t rule = 0;    ///< the rule's index in the ladder
  double rating = 0;  ///< this use's rating (the rule's, or more for a long chain)
  /// How undecided the position was when the step was taken, from 0 to 1 (the type's
  /// Game::open_share; 0 for a type without one).
  double open = 0;
  /// The level this use counts at: kRuleLevel for its rule's, else an index of the levels (a
  /// type whose levels depend on the board, Game::level).
  size_t level = kRuleLevel;
};

/// The grade of a walk that ended with `status` (kSolved: it reached a solution; else
/// `error` says why and only the step count is given). The rating's bonus is the ladder's
/// use_bonus(), the score's tie-break its tie_break().
Grade grade_of(const LadderFacts& ladder, Status status, const std::string& error,
               const std::vector<GradedStep>& steps);

}  // namespace gridlogic::reasoning
