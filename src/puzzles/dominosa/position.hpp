// A player's Dominosa position (docs/puzzles/dominosa.md "Positions"): the dominoes placed so
// far, in the solution's letters with '.' for an uncovered cell, and optionally the placements
// the player has ruled out.
//
//   null                                   the start
//   ["RL..", "..DD", "..UU"]               one string per row (or all rows in one string)
//   {"placed": [...], "ruled_out": [[[r,c],[r,c]], ...]}
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "gridlogic/puzzle.hpp"
#include "puzzles/dominosa/board.hpp"

namespace gridlogic::dominosa {

struct PlayerPosition {
  /// The cell each cell's letter points to, or -1 for '.'. Not yet checked to point back.
  std::vector<int> points;
  /// Pairs of neighbouring cells the player has ruled out.
  std::vector<std::pair<int, int>> ruled_out;
};

/// Reads a position. Throws InputError for a malformed one (wrong shape, a letter that is not
/// L R U D or '.', a letter pointing off the board, a ruled-out pair that is not two neighbours).
PlayerPosition read_position(const Board& board, const Json& progress);

/// The first mistake in a position, said without giving the answer: overlapping or half
/// dominoes, a domino used twice, a domino against the solution, a ruled-out placement the
/// solution uses. `solution` may be empty (no unique solution: only the rules are checked).
/// Empty when there is none; `cells` gets the cells to highlight.
std::string find_mistake(const Board& board, const PlayerPosition& position,
                         const Partners& solution, Json& cells);

}  // namespace gridlogic::dominosa
