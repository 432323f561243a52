// Press systems A·x ≡ −b (mod k) as integer programs: the documents' Lights Out model.
//
// A press system is any board where pressing node j adds 1 (mod k) to node j and to the nodes in
// effects[j]; b is the starting state, and the goal is all zeros. Lights Out on a grid, on a grid
// with holes or on a graph are all press systems: the board's adjacency lists become `effects`
// (engine_encoding.hpp), and this file needs nothing else of the board.
//
// The documents' integer program, literally (A[i][j] = 1 when pressing j changes i):
//
//   minimise   Σ_j x_j                       (x_j = how often node j is pressed)
//   subject to Σ_j A[i][j]·x_j − k·t_i = −b_i     for every node i   ("A·x = −b + k·t")
//              0 ≤ x_j ≤ k−1 integer (binary when k = 2),  t_i ≥ 0 integer
//
// The feasibility version drops the objective. Each t_i gets the upper bound its row implies,
// ⌊(|N[i]|·(k−1) + b_i)/k⌋, which every solution meets anyway.
//
// Names: x_<j> and t_<i> for node indices, rows light_<i>. A grid caller can name them by cell
// instead (x_r_c) through PressSystem::names.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engines/milp/cbc_solver.hpp"
#include "engines/milp/model.hpp"

namespace gridlogic::lightsout {

struct PressSystem {
  /// Number of levels (k ≥ 2).
  int levels = 2;
  /// effects[j]: the nodes other than j that pressing j changes. Symmetric for Lights Out boards,
  /// but any lists work. A node listed twice changes by 2.
  std::vector<std::vector<int>> effects;
  /// b: the starting level of each node, in [0, k).
  std::vector<int> state;
  /// Optional per-node name suffixes ("3_4" gives x_3_4, t_3_4, light_3_4); default: the index.
  std::vector<std::string> names;
};

enum class PressObjective { kFeasibility, kMinPresses };

/// The integer program above. Throws std::invalid_argument when the system is malformed
/// (k < 2, sizes differ, a node index or a state value out of range).
[[nodiscard]] milp::Model press_model(const PressSystem& system, PressObjective objective);

struct PressResult {
  milp::SolveStatus status = milp::SolveStatus::kTimeout;
  bool proved_optimal = false;
  /// presses[j] in [0, k) when a solution was found, else empty.
  std::vector<int> presses;
  /// Σ presses (the objective) when a solution was found.
  int64_t total = 0;
  /// The proved lower bound on the least total (equals total when proved_optimal).
  double best_bound = 0;
};

/// Builds press_model and solves it with CBC.
[[nodiscard]] PressResult solve_press_system(const PressSystem& system, PressObjective objective,
                                             const Context& ctx);

}  // namespace gridlogic::lightsout
