// One grade policy for every ladder: a puzzle's level is the highest level among its walk's
// steps, its hardest rule the step of the highest rating (then rank; the first among equals),
// and its rating that step's rating plus a bonus for how often the walk needed the top level,
// the ladder's one parameter (LadderFacts::use_bonus: a function of that count that stays below
// the gap to the next level, so a rating never crosses into the next level). A walk that needed its
// last resort (guess, search) is `guessed`.
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
};

/// The grade of a walk that ended with `status` (kSolved: it reached a solution; else
/// `error` says why and only the step count is given). The bonus is the ladder's use_bonus().
Grade grade_of(const LadderFacts& ladder, Status status, const std::string& error,
               const std::vector<GradedStep>& steps);

}  // namespace gridlogic::reasoning
