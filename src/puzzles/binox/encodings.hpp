// Binox for the MILP / SAT engines: the board's encodings and how to read their solutions.
#pragma once

#include "engine_bridge/engine_bridge.hpp"
#include "puzzles/binox/board.hpp"

namespace gridlogic::binox {

/// The board's Encoder for engine_bridge (solve, count, export); `board` must outlive it.
/// Models in engine_encoding.hpp: counts of the improved variants add distinctness lazily and
/// report "solver_runs" and "lazy_pairs"; exports carry every pair's distinctness.
[[nodiscard]] engine_bridge::Encoder encoder(const Board& board);

}  // namespace gridlogic::binox
