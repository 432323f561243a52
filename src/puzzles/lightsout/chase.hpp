// Light chasing on a full R x C rectangle, and the C x C "chase matrix" it reduces the board to.
//
// Chasing: once the first row's presses x_0 are chosen, cell (r, c) can only still be fixed by
// pressing (r+1, c), so row r+1 is forced:  x_{r+1} = -(b_r + T x_r + x_{r-1})  (mod k), where
// T is the C x C tridiagonal "path plus identity" matrix. What is left below the last row,
// x_R (computed by the same formula), must be 0. By linearity x_R = M x_0 + a, with a the chase
// of the state from x_0 = 0, and M = q_R(T) a polynomial in T, so the whole board reduces to the
// C x C system  M x_0 = -a.
//
// M is never built from the R*C unknowns. As a polynomial in T it commutes with T, and T e_j =
// e_{j-1} + e_j + e_{j+1}, so its columns obey
//     M e_{j+1} = (T - I) M e_j - M e_{j-1};
// the first column M e_0 is one chase of a single vector (O(R*C)), and every further column costs
// O(C). M is symmetric, so columns are rows. Memory stays O(R*C + C^2) bits, time O(R*C + C^2)
// before the elimination. When C > R the board is chased along its columns instead (a transposed
// view), so the reduced system has min(R, C) unknowns.
//
// Over GF(2) a chase step is whole-word logic on rows kept one bit a cell (bit c % 64 of word
// c / 64 is column c, as in Gf2Matrix):  x_{r+1} = b_r ^ x_r ^ (x_r << 1) ^ (x_r >> 1) ^ x_{r-1},
// where "<< 1" hands each press to its right-hand neighbour's column (bit 63 carries into the
// next word) and ">> 1" to its left-hand one (bit 0 of the next word carries into bit 63); the
// last word's bits past the width are kept 0. 64 cells a word operation, against one cell an
// iteration for the Z_k chase.
#pragma once

#include <cstdint>
#include <vector>

#include "engines/algebra/gf2_matrix.hpp"
#include "puzzles/lightsout/board.hpp"

namespace gridlogic::lightsout {

/// A rectangle seen row by row, possibly transposed (rows of the view = columns of the board).
struct RectView {
  size_t rows = 0;  ///< chase direction length
  size_t cols = 0;  ///< width: the number of reduced unknowns
  size_t board_cols = 0;
  bool transposed = false;
  /// Board index of view cell (r, c).
  [[nodiscard]] size_t index(size_t r, size_t c) const {
    return transposed ? c * board_cols + r : r * board_cols + c;
  }
};

/// The view that makes the reduced system smallest.
RectView best_view(const Board& board);

/// Chases from first-row presses `x0` (length view.cols, entries < k). `state` is indexed like the
/// board (nullptr = all lights off). When `out` is given, writes every press into it (board
/// indexing). Returns the residual x_R (length view.cols): all zero iff the presses solve it.
/// When `dot_with` is given, also returns in *dot the dot product (mod k) of the presses with it.
std::vector<uint32_t> chase(const RectView& view, const uint32_t* state,
                            const std::vector<uint32_t>& x0, uint32_t k, uint32_t* out,
                            const uint32_t* dot_with = nullptr, uint64_t* dot = nullptr);

/// The vector w with w . x0 = (the presses of chasing x0 from a dark board) . state (mod k), for
/// every x0: w = sum_r q_r(T) b_r (T is symmetric), by Clenshaw's recurrence run from the last
/// row up, beta_r = b_r - T beta_{r+1} - beta_{r+2}, w = beta_0. One pass over the board, after
/// which the dot product of any kernel generator's full pattern with the state costs O(C)
/// instead of a chase: what picks the certificate of an unsolvable board.
std::vector<uint32_t> chase_dual(const RectView& view, const uint32_t* state, uint32_t k);

/// One GF(2) chase step on bit rows of `words` words:
///     y = (x << 1) ^ (x >> 1) ^ before  [^ x when with_self]  [^ light when given],
/// masking the last word with `last_mask` (the bits of columns below the width).
void chase_step_gf2(const uint64_t* x, const uint64_t* before, const uint64_t* light,
                    bool with_self, uint64_t* y, size_t words, uint64_t last_mask);

/// The mask of a bit row's last word: its bits of columns below `cols`.
[[nodiscard]] inline uint64_t last_word_mask(size_t cols) {
  return cols % 64 == 0 ? ~uint64_t{0} : (uint64_t{1} << (cols % 64)) - 1;
}

/// The GF(2) chase of a rows x cols rectangle kept one bit a light: from first-row presses `x0`
/// (a bit row), through `lights` (rows x cols; nullptr = all off). Writes every press into `out`
/// (rows x cols) when given; when `dot_with` (rows x cols) is given, sets *dot to the parity of
/// the presses that meet its set bits. Returns the residual x_R: all zero iff the presses solve it.
std::vector<uint64_t> chase_gf2(size_t rows, size_t cols, const algebra::Gf2Matrix* lights,
                                const std::vector<uint64_t>& x0, algebra::Gf2Matrix* out,
                                const algebra::Gf2Matrix* dot_with = nullptr,
                                uint64_t* dot = nullptr);

/// The chase matrix M (view.cols x view.cols, row-major, entries < k).
std::vector<uint32_t> chase_matrix(const RectView& view, uint32_t k);
/// The chase matrix over GF(2), bit-packed.
algebra::Gf2Matrix chase_matrix_gf2(const RectView& view);

}  // namespace gridlogic::lightsout
