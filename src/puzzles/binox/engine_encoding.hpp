// Binox as a MILP (the documents' model and a lazy variant) and as SAT, over a plain grid.
//
// The encoders take a plain Grid (not binox::Board) so they stay independent of the rest of the
// folder; encodings.cpp converts. x_i_j = 1 means X, 0 means O. Every encoding projects on the
// cells, row-major, so read_cells() decodes a solution of any of them.
//
// MILP, literal (the documents' model, names as there):
//   x_i_j ∈ {0,1}; givens fixed by bounds;
//   no three equal: for every three consecutive cells a, b, c of a row or column
//       1 ≤ x_a + x_b + x_c ≤ 2                          rows trip_h_i_j_lo/hi, trip_v_i_j_lo/hi
//   balance: Σ_j x_i_j = C/2 (bal_row_i),  Σ_i x_i_j = R/2 (bal_col_j)
//   distinct rows i < i2: y_i_i2_j ∈ {0,1} equals 1 iff x_i_j = x_i2_j, by four inequalities
//       y ≥ x_a + x_b − 1,  y ≥ 1 − x_a − x_b,  y ≤ 1 − x_a + x_b,  y ≤ 1 + x_a − x_b
//       and Σ_j y_i_i2_j ≤ C − 1 (drow_i_i2); columns alike with z_j_j2_i (dcol_j_j2).
//   That is R(R−1)/2·C + C(C−1)/2·R auxiliaries and four times as many rows: O(R²·C).
// MILP, improved: no distinctness up front. After each solve, for every pair of equal lines
// (rows or columns) the pair's inequalities are added — only the two lower bounds on y, with y
// continuous in [0,1], which is all Σ y ≤ C−1 needs — and the model is solved again.
// MILP, compact (what `export --model improved` writes, since a file cannot be lazy): the
// improved inequalities for every pair up front.
// SAT, literal: x_i_j; no three equal as (a ∨ b ∨ c) ∧ (¬a ∨ ¬b ∨ ¬c); balance by exactly_k
// (sequential counter); every pair of lines differs: d_j ⇒ (a ≠ b) (two clauses) and
// (d_1 ∨ ... ∨ d_C). SAT, improved: totalizer balance, distinctness added lazily to the
// incremental solver for the pairs that came out equal.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engines/milp/count.hpp"
#include "engines/sat/count.hpp"
#include "gridlogic/context.hpp"

namespace gridlogic::binox::engine {

/// rows × cols cells, row-major: -1 empty, 1 = X, 0 = O.
struct Grid {
  int rows = 0;
  int cols = 0;
  std::vector<int8_t> cells;
};

/// Calls add(rows, a, b) for every pair a < b of rows (rows = true), then of columns. The
/// literal models add millions of rows or clauses this way, so `stop` (when given) is polled
/// between lines; returns false when it expired (the pairs are then incomplete).
template <typename Add>
bool for_each_line_pair(const Grid& g, const Context* stop, Add add) {
  for (bool rows : {true, false}) {
    const int lines = rows ? g.rows : g.cols;
    for (int a = 0; a < lines; ++a) {
      if (stop != nullptr && stop->expired()) return false;
      for (int b = a + 1; b < lines; ++b) add(rows, a, b);
    }
  }
  return true;
}

enum class MilpForm { kLiteral, kCompact, kLazy };
/// The MILP in `form`, projected on the cells (projection[r * cols + c] is cell (r, c)); kLazy
/// leaves distinctness to the encoding's lazy hook. The pairwise distinctness of big boards is
/// millions of rows: building polls `stop` (when given) between lines and gives up when it
/// expires (`interrupted`).
[[nodiscard]] milp::Encoding build_milp(const Grid& grid, MilpForm form,
                                        const Context* stop = nullptr);

/// The CNF, projected on the cells' literals "cell (r, c) is X". literal: counter balance, every
/// pair's distinctness; !literal && eager_distinct: totalizer balance and every pair (for
/// export); otherwise totalizer balance and distinctness through the encoding's lazy hook.
/// Polls `stop` (when given) like build_milp.
[[nodiscard]] sat::Encoding build_sat(const Grid& grid, bool literal, bool eager_distinct,
                                      const Context* stop = nullptr);

/// The cells (1 = X, 0 = O) of a solution's engine values, through an encoding's projection.
[[nodiscard]] std::vector<int8_t> read_cells(const std::vector<int>& projection,
                                             const std::vector<double>& values);

}  // namespace gridlogic::binox::engine
