// The rule of 45 as linear rules on a puzzle's cells (see rule45.cpp).
#pragma once

#include "puzzles/killer/propagation.hpp"

namespace gridlogic::killer {

/// Adds the puzzle's innie/outie rules to `m` (whose real cages and geometry are set): rules
/// whose cells all see each other become virtual cages, the others sum rules.
/// `level` is kLight or kFull (see Rule45).
void add_rule45(const Board& board, Tables& m, Rule45 level);

}  // namespace gridlogic::killer
