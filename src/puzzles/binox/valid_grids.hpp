// Valid complete grids without a search: how many valid lines a length allows, and a fast
// construction of a valid grid of any size. The solver (answers about empty boards) and the
// generator (random grids) both build on them, so they live apart from either.
#pragma once

#include <cstdint>

#include "gridlogic/context.hpp"
#include "puzzles/binox/board.hpp"

namespace gridlogic::binox {

/// The number of balanced lines of length n (even) without three equal in a row, saturating at
/// `cap`. A grid needs as many distinct ones as it has lines: 2 x C has none for C > 2.
uint64_t count_lines(int n, uint64_t cap);

/// A complete grid, or why there is none (kUnsolvable: no valid grid of the size was found;
/// kTimeout: ctx expired).
struct RandomGrid {
  Status status = Status::kSolved;
  Board grid;
};
/// Up to this many cells random_grid fills a board with the solver; larger boards are built by
/// paired_random_grid, and the solver answers "solve an empty board" the same way.
inline constexpr int kSearchFillCells = 100 * 100;

/// A valid grid for any even sizes with rows >= 6 and cols >= 12 (or so), fast at 4096 x 4096:
/// cols/2 random distinct balanced columns c_k without three in a row, laid out as c_k, ~c_k.
/// Rows are then balanced and cannot hold three equal (every pair of columns is X O or O X);
/// columns are distinct when no c_j equals ~c_k; rows of the c_k matrix must be distinct, which is
/// checked (retrying otherwise). Then 4 * rows * cols random 2 x 2 swaps (X O / O X to O X / X O,
/// kept only when the grid stays valid) mix away that structure. Returns status kUnsolvable when
/// no such grid was found.
RandomGrid paired_random_grid(int rows, int cols, uint64_t seed, const Context& ctx);

}  // namespace gridlogic::binox
