// Random valid grids and unique-solution puzzles, reproducible from a seed.
#pragma once

#include <cstdint>

#include "gridlogic/context.hpp"
#include "puzzles/binox/board.hpp"
#include "puzzles/binox/valid_grids.hpp"

namespace gridlogic::binox {

/// A uniformly-seeded random complete grid of rows x cols (both even, >= 2; 2 x 2 and sizes with
/// no valid grid such as 2 x 6 give status kUnsolvable). Up to kSearchFillCells cells it fills an
/// empty board with the solver, branching randomly and restarting when a fill goes astray; larger
/// boards are built from random valid columns (see paired_random_grid). kTimeout when ctx expires.
RandomGrid random_grid(int rows, int cols, uint64_t seed, const Context& ctx);

/// A puzzle with exactly one solution (proved by the solver) and few givens: a random grid, then
/// givens removed in random order while the puzzle stays unique. The check for one cell is one
/// solve: the cell's other value must make the rest unsolvable.
struct GeneratedBoard {
  Status status = Status::kSolved;  ///< kSolved, kUnsolvable (no grid of this size), kTimeout
  Board puzzle;
  Board solution;
};
GeneratedBoard generate_unique(int rows, int cols, const Context& ctx);

}  // namespace gridlogic::binox
