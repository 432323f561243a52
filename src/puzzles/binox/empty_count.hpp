// Counting every complete grid of a size: the empty board, which the general search can only
// enumerate one solution at a time (8 x 8 has 4,111,116 grids, OEIS A253316).
//
// Rows are drawn from the valid rows of the width (balanced, no three equal: 34 of length 8), one
// row per level, with per-column X and O tallies kept as bit sets ("columns holding at least k
// X's"), so each level costs a few word operations per candidate row. The last row is forced by
// the tallies (each column needs exactly one more X or O); it is checked, the columns are
// compared, and the grid counted. About 100 times faster than the general search on 8 x 8.
#pragma once

#include <cstdint>
#include <optional>

#include "gridlogic/context.hpp"
#include "puzzles/binox/board.hpp"

namespace gridlogic::binox {

struct EmptyCount {
  Status status = Status::kSolved;  ///< kSolved (finished or reached the limit) or kTimeout
  uint64_t count = 0;               ///< grids found (all of them when complete)
  bool complete = false;            ///< every grid was counted
  std::optional<Board> first;       ///< the first grid found
};

/// Widest and tallest boards the counter takes (rows and columns are 16-bit words).
inline constexpr int kEmptyCountMaxSide = 16;

/// Counts the valid rows x cols grids, stopping at `limit` (0 = all) or when ctx expires.
/// Sides must be even, from 2 to kEmptyCountMaxSide (otherwise: count 0, not complete).
EmptyCount count_empty_grids(int rows, int cols, const Context& ctx, uint64_t limit);

}  // namespace gridlogic::binox
