// An incomplete but fast solve for large boards with many open cells: fill, then repair.
//
// Depth-first search and CDCL both drown on a 1000 x 1000 board with half its cells open: the
// balance of a 1000-cell line is a constraint no propagation sees until the line is nearly full,
// and an exact CNF of it is gigabytes. But such boards are loosely constrained, and a grid that
// is right almost everywhere can be made right everywhere by local moves:
//
//   1. fill: rows top to bottom, each exactly right for its own line (its givens, C/2 X's, no
//      three in a line: a dynamic programme over (position, run state) with the reachable X
//      counts as bit sets), each cell taking, where the row allows, the value its column prefers:
//      one that makes no three in the column with the two cells above, and keeps the column's
//      remaining need inside what its rest, givens included, can hold (a backward programme per
//      column);
//   2. repair: every row stays right; what is wrong are column windows of three equal cells and
//      columns off their balance. A move rewrites part of one row: a dynamic programme over a
//      span of about 50 cells around a wrong cell (run state and X count, so the row stays
//      valid) picks the cheapest new content, alone or with a second span or a single flip
//      elsewhere in the row that hands an X to a column that needs one. Moves are chosen
//      min-conflicts style (a wrong cell at random, the best move through it, uphill moves
//      sometimes, a short tabu on cells just flipped). Lines that come out equal are disturbed
//      and repaired again.
//
// Measured (docs/benchmarks/binox.md): 1000 x 1000 boards from random valid grids with 0-95 %
// of cells revealed are solved in 0.3-3 s, 1,300-26,000 moves.
//
// It only ever returns a complete grid that meets every rule and every given (the caller still
// verifies it); failure proves nothing, so this is a first attempt for `solve`, never for
// counting or refutation.
#pragma once

#include <cstdint>
#include <optional>

#include "gridlogic/context.hpp"
#include "puzzles/binox/board.hpp"

namespace gridlogic::binox {

struct LocalRepairOptions {
  uint64_t seed = 0;
  uint64_t max_moves = 0;  ///< repair moves before giving up; 0: 20,000 + open cells / 8
};

struct LocalRepairStats {
  uint64_t initial_violations = 0;  ///< column windows and balance units wrong after the fill
  uint64_t moves = 0;               ///< repair moves made
  uint64_t final_violations = 0;    ///< left when the repair gave up (0 on success)
};

/// A solution of `board` (givens, and ideally whatever propagation already forced), or nullopt
/// when the repair did not reach one within its budget (which proves nothing) or ctx expired.
std::optional<Board> local_repair(const Board& board, const Context& ctx,
                                  const LocalRepairOptions& options,
                                  LocalRepairStats* stats = nullptr);

}  // namespace gridlogic::binox
