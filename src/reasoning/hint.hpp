// The parts of a hint every type shares: how deep a hint goes (nudge, rule, step, answer), a
// mistake said without giving the answer away, and the lists a region is named by.
#pragma once

#include <string>
#include <vector>

#include "gridlogic/puzzle.hpp"

namespace gridlogic::reasoning {

/// The next step of a hint before it is cut to the depth asked.
struct NextStep {
  std::string region;                 ///< where to look, in words: "box 1", "r2c3 and r2c4"
  Json region_cells = Json::array();  ///< the cells to look at, [row, col] (a node on a graph)
  Step step;                          ///< the deduction, as explanations give it
  std::string answer;                 ///< the change in words
  HintChanges changes;                ///< the change as data a client applies
};

/// Fills `hint` with `next` as deep as `depth` asks: the region at every depth, the rule's name
/// from kRule, the step from kStep, the answer in words and as data at kAnswer.
void give(Hint& hint, NextStep next, HintDepth depth);

/// Fills `hint` with a mistake: at kNudge only that there is one, deeper its words and cells.
void give_mistake(Hint& hint, std::string mistake, Json cells, HintDepth depth);

/// "a, b and c"; past `shown` names, "a, b, c, d and 3 more" (a hint points, it does not list
/// a whole board).
std::string listed(const std::vector<std::string>& names, size_t shown = 4);

}  // namespace gridlogic::reasoning
