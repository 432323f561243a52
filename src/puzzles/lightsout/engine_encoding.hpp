// Lights Out on the shared engines.
//
// MILP: the documents' model A·x = −b + k·t (press_system.hpp) over the board's
// cells (holes left out), x_r_c / t_r_c / light_r_c for grids and x_<node> for graphs; with
// --minimize the objective Σx, else none. Counting by no-good cuts needs 0/1 variables: for
// k = 2 the x are binary; for k > 2 each x_j gets a one-hot expansion x_j = Σ_v v·b_j_v,
// Σ_v b_j_v ≤ 1, and the b are enumerated. The improved variant (solve only) takes one solution
// x0 and the kernel generators from the native algebra and optimises over the kernel
// coefficients: x_j − Σ_i K_ij·y_i + k·s_j = x0_j (engine_solve.cpp); count and export use the
// literal model.
// SAT: one-hot press levels p_j_v (v = 0..k−1, exactly one per cell) and, per light i, a chain of
// partial-sum-mod-k states over the presses that change it (forward implications), whose last
// state must be −b_i mod k. For k = 2 that is an XOR chain in CNF. No minimisation on SAT.
#pragma once

#include <cstdint>
#include <vector>

#include "engines/sat/cnf.hpp"
#include "puzzles/lightsout/board.hpp"
#include "puzzles/lightsout/press_system.hpp"

namespace gridlogic::lightsout::engine {

/// The board as a press system over its non-hole cells; `cells[i]` is the board index of node i.
struct System {
  PressSystem press;
  std::vector<size_t> cells;
};
[[nodiscard]] System press_system(const Board& board);

struct SatEncoding {
  sat::Cnf cnf;
  /// level[i][v]: node i pressed v times.
  std::vector<std::vector<sat::Lit>> level;
};
[[nodiscard]] SatEncoding build_sat(const System& system);

}  // namespace gridlogic::lightsout::engine
