// Killer Sudoku (and classic Sudoku) as a MILP (the documents' model) and as SAT.
//
// Variables x_r_c_k = 1 when cell (r, c) holds digit k (1..n).
// MILP, literal (the documents' model, rows named as there):
//   cell_r_c: Σ_k x_r_c_k = 1;   row_r_k, col_c_k, box_b_k: each digit once per unit;
//   cage_i_sum: Σ_{cells} Σ_k k·x = V_i;   cage_i_k: Σ_{cells} x_·_·_k ≤ 1 (cages of 2+ cells);
//   givens: x_r_c_g fixed to 1 by its bounds.  n³ variables, 4n² + cages·(n+1) rows.
// MILP, improved: variables only for candidates — a given's cell keeps one digit and its row,
//   column, box and cage lose that digit; a cage cell keeps only digits that occur in some set of
//   distinct digits of the cage's size and sum. Same rows over what is left.
// SAT (literal: all digits; improved: the candidates above): exactly_one per cell and per
//   unit-digit (pairwise up to 6 literals, else the sequential ladder), at_most_one per cage-digit,
//   and the cage sum by its allowed digit sets: one selector per set, exactly one selector true,
//   u_d ("digit d is in the cage") ⇔ some cell of the cage holds d, selector S ⇒ u_d for d ∈ S and
//   ¬u_d for d ∉ S. A cage with more than 300 sets is encoded instead by a chain of partial-sum
//   states (s_{i,t}: the first i cells sum to t; forward implications only).
#pragma once

#include <cstdint>
#include <vector>

#include "engines/milp/model.hpp"
#include "engines/sat/cnf.hpp"
#include "gridlogic/context.hpp"
#include "puzzles/killer/board.hpp"

namespace gridlogic::killer::engine {

/// Candidate digit masks (bit d−1 = digit d) per cell: all digits (literal) or the pruned ones.
[[nodiscard]] std::vector<uint32_t> candidate_masks(const Board& board, bool prune);

/// Sets of `size` distinct digits in 1..n summing to `sum`, as masks.
[[nodiscard]] std::vector<uint32_t> digit_sets(int n, int size, int sum);

struct MilpEncoding {
  milp::Model model{"killer"};
  std::vector<int> x;  ///< x[cell * n + d − 1], −1 when the digit is not a candidate
};
[[nodiscard]] MilpEncoding build_milp(const Board& board, bool literal);

struct SatEncoding {
  sat::Cnf cnf;
  std::vector<sat::Lit> x;  ///< x[cell * n + d − 1], 0 when the digit is not a candidate
};
[[nodiscard]] SatEncoding build_sat(const Board& board, bool literal);

}  // namespace gridlogic::killer::engine
