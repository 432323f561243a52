// Light chasing on grids with holes: a system in the "top" cells only.
//
// Walk the grid row by row. A cell whose upper neighbour is a hole (or which is in the first
// row) gets a free unknown; any other cell's press is forced by the equation of the cell above
// it, which only it can still change:  x_(r,c) = -(b_(r-1,c) + x_(r-1,c) + x_(r-1,c-1) +
// x_(r-1,c+1) + x_(r-2,c))  (terms at holes dropped). Every press is thus an affine form in the
// free unknowns. A cell whose lower neighbour is a hole (or which is in the last row) has no one
// left to fix it: its equation becomes one row of the reduced system E x V (V free unknowns,
// E such cells). Solutions of the board and of the reduced system correspond one to one, so
// counts, kernels and solvability carry over. For a full rectangle this is ordinary chasing
// (V = E = C); with h holes, V and E stay below C + h.
//
// Only three rows of forms are kept: memory O(C * V) words, time O(R * C * V / 64) for GF(2)
// (bit-packed forms) and O(R * C * V) otherwise.
#pragma once

#include <cstdint>
#include <vector>

#include "puzzles/lightsout/board.hpp"
#include "puzzles/lightsout/chase.hpp"

namespace gridlogic::lightsout {

/// The reduced system of a grid board (holes allowed).
struct HoleSystem {
  RectView view;
  size_t unknowns = 0;           ///< V
  size_t equations = 0;          ///< E
  std::vector<uint32_t> matrix;  ///< E x V, row-major, entries < k (k != 2)
  algebra::Gf2Matrix bits;       ///< E x V (k == 2)
  std::vector<uint32_t> rhs;     ///< E
};

/// V for this board in the view that hole_system would use (cheap: one pass).
size_t hole_unknowns(const Board& board, const RectView& view);
/// E for this board in this view.
size_t hole_equations(const Board& board, const RectView& view);
/// The view with fewer free unknowns.
RectView hole_view(const Board& board);

/// Bytes of the three rows of affine forms hole_system needs.
size_t hole_memory(const Board& board, const RectView& view, size_t unknowns);

/// Builds the reduced system. Polls ctx once per row; returns false when it stopped.
bool hole_system(const Board& board, const RectView& view, const Context& ctx, HoleSystem& sys);

/// Presses from the free unknowns' values `free` (length V); `state` nullptr = all off. Writes
/// every press into `out` (board indexing, 0 at holes).
void hole_chase(const Board& board, const RectView& view, const uint32_t* state,
                const std::vector<uint32_t>& free, uint32_t* out);

}  // namespace gridlogic::lightsout
