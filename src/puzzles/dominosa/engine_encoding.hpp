// Dominosa as a MILP (the documents' model) and as SAT, over a plain grid.
//
// The encoders take a plain Grid (not the folder's Board) so they stay independent of the rest
// of the folder; encodings.cpp converts.
//
// Variables: one 0/1 variable per pair of adjacent cells, x_r_c_h for (r,c)-(r,c+1) and x_r_c_v
// for (r,c)-(r+1,c): "a domino lies on this pair".
// MILP, literal (the documents' model):
//   cell_r_c:   Σ_{pairs p ∋ (r,c)} x_p = 1          each cell covered once
//   domino_u_v: Σ_{pairs p showing {u,v}} x_p = 1    each domino [u,v], u ≤ v, placed once
//   (R(C−1) + (R−1)C variables, R·C + (M+1)(M+2)/2 rows.)
// MILP, improved: the same rows after propagation in the model builder — a domino with one
//   candidate pair, or a cell with one, fixes that pair, which removes the other pairs of its two
//   cells and of its domino, until nothing changes. Removed pairs get no variable; fixed pairs
//   keep theirs with bounds [1,1]. Typical puzzles lose most of their variables before CBC starts.
// SAT: the same variables; exactly_one per cell and per domino (pairwise for ≤ 6 literals, else
//   the sequential ladder); literal uses every pair, improved the propagated candidates.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engines/milp/model.hpp"
#include "engines/sat/cnf.hpp"
#include "gridlogic/context.hpp"

namespace gridlogic::dominosa::engine {

/// rows × cols values in 0..max, row-major (rows·cols = (max+1)(max+2)).
struct Grid {
  int rows = 0;
  int cols = 0;
  int max = 0;
  std::vector<int> values;
};

/// A pair of adjacent cells: a = r*cols + c, b = the right or lower neighbour.
struct Pair {
  int a = 0;
  int b = 0;
  bool horizontal = true;
};

/// Every adjacent pair (literal) or the candidates left after propagation (improved); `fixed`
/// marks pairs that propagation forced. `contradiction` is set when propagation proved the
/// puzzle has no solution.
struct Candidates {
  std::vector<Pair> pairs;
  std::vector<bool> fixed;
  bool contradiction = false;
};
[[nodiscard]] Candidates candidates(const Grid& grid, bool propagate);

struct MilpEncoding {
  milp::Model model{"dominosa"};
  Candidates cand;
  std::vector<int> x;  ///< variable of cand.pairs[i]
};
[[nodiscard]] MilpEncoding build_milp(const Grid& grid, bool literal);

struct SatEncoding {
  sat::Cnf cnf;
  Candidates cand;
  std::vector<sat::Lit> x;
};
[[nodiscard]] SatEncoding build_sat(const Grid& grid, bool literal);

/// The solution strings for the chosen pairs (chosen[i] for pairs[i]).
[[nodiscard]] std::vector<std::string> to_solution(const Grid& grid, const std::vector<Pair>& pairs,
                                                   const std::vector<bool>& chosen);

}  // namespace gridlogic::dominosa::engine
