// Random valid grids and unique-solution puzzles, reproducible from a seed.
#pragma once

#include <cstdint>

#include "gridlogic/context.hpp"
#include "puzzles/binox/board.hpp"

namespace gridlogic::binox {

/// The number of balanced lines of length n (even) without three equal in a row, saturating at
/// `cap`. A grid needs as many distinct ones as it has lines: 2 x C has none for C > 2.
uint64_t count_lines(int n, uint64_t cap);

/// A uniformly-seeded random complete grid of rows x cols (both even, >= 2; 2 x 2 and sizes with
/// no valid grid such as 2 x 6 give status kUnsolvable). Up to kSearchFillCells cells it fills an
/// empty board with the solver, branching randomly and restarting when a fill goes astray; larger
/// boards are built from random valid columns (see paired_random_grid). kTimeout when ctx expires.
struct RandomGrid {
  Status status = Status::kSolved;
  Board grid;
};
inline constexpr int kSearchFillCells = 100 * 100;
RandomGrid random_grid(int rows, int cols, uint64_t seed, const Context& ctx);

/// A valid grid for any even sizes with rows >= 6 and cols >= 12 (or so), fast at 4096 x 4096:
/// cols/2 random distinct balanced columns c_k without three in a row, laid out as c_k, ~c_k.
/// Rows are then balanced and cannot hold three equal (every pair of columns is X O or O X);
/// columns are distinct when no c_j equals ~c_k; rows of the c_k matrix must be distinct, which is
/// checked (retrying otherwise). Then 4 * rows * cols random 2 x 2 swaps (X O / O X to O X / X O,
/// kept only when the grid stays valid) mix away that structure. Returns status kUnsolvable when
/// no such grid was found.
RandomGrid paired_random_grid(int rows, int cols, uint64_t seed, const Context& ctx);

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
