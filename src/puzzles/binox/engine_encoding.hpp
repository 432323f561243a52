// Binox as a MILP (the documents' model and a lazy variant) and as SAT, over a plain grid.
//
// The encoders take a plain Grid (not binox::Board) so they stay independent of the rest of the
// folder; engine_models.cpp converts. x_i_j = 1 means X, 0 means O.
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

#include "engines/milp/cbc_solver.hpp"
#include "engines/milp/model.hpp"
#include "engines/sat/cnf.hpp"
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

/// How an engine run ended.
enum class Outcome { kDone, kTimeout };

struct EngineCount {
  Outcome outcome = Outcome::kTimeout;
  uint64_t count = 0;         ///< solutions found (exact when complete)
  bool complete = false;      ///< every solution found
  std::vector<int8_t> first;  ///< the first solution (0/1 per cell), empty when none
  int rounds = 0;             ///< solver runs (statistics)
  int lazy_added = 0;         ///< lazily added distinctness pairs (improved models)
};

/// The MILP; x[r * cols + c] is the variable of cell (r, c).
struct MilpEncoding {
  milp::Model model{"binox"};
  std::vector<int> x;
  bool interrupted = false;  ///< `stop` expired while building: the model is incomplete
};
enum class MilpForm { kLiteral, kCompact, kLazy };
/// The pairwise distinctness of big boards is millions of rows: building polls `stop` (when
/// given) between lines and gives up when it expires.
[[nodiscard]] MilpEncoding build_milp(const Grid& grid, MilpForm form,
                                      const Context* stop = nullptr);

/// The CNF; x[r * cols + c] is the literal "cell (r, c) is X".
struct SatEncoding {
  sat::Cnf cnf;
  std::vector<sat::Lit> x;
  bool interrupted = false;  ///< `stop` expired while building: the CNF is incomplete
};
/// literal: counter balance, every pair's distinctness; !literal && eager_distinct: totalizer
/// balance and every pair (for export); otherwise no distinctness (added lazily by count_sat).
/// Polls `stop` (when given) like build_milp.
[[nodiscard]] SatEncoding build_sat(const Grid& grid, bool literal, bool eager_distinct,
                                    const Context* stop = nullptr);

/// Counts solutions up to `limit` (0 = all) with CBC (literal: no-good enumeration; improved:
/// lazy distinctness) or CaDiCaL.
[[nodiscard]] EngineCount count_milp(const Grid& grid, bool literal, uint64_t limit,
                                     const Context& ctx);
[[nodiscard]] EngineCount count_sat(const Grid& grid, bool literal, uint64_t limit,
                                    const Context& ctx);

}  // namespace gridlogic::binox::engine
