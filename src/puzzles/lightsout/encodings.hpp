// Lights Out for the MILP / SAT engines: the board's encodings and how to read their solutions.
#pragma once

#include "engine_bridge/engine_bridge.hpp"
#include "puzzles/lightsout/board.hpp"

namespace gridlogic::lightsout {

/// The board's Encoder for engine_bridge (count, export, and the SAT solve); `board` must
/// outlive it. Counting MILP: the feasibility press model, with a one-hot expansion of the
/// presses for k > 2 (no-good cuts need 0/1 variables); exported MILP: the press model with the
/// least-presses objective, so the file answers both questions. Throws NotAvailable for boards
/// beyond check_engine_limits.
[[nodiscard]] engine_bridge::Encoder encoder(const Board& board);

/// Throws NotAvailable when `engine` does not take the board: too many cells, or more levels
/// than its model makes sense for (k·t coefficients for MILP, one-hot width for SAT).
void check_engine_limits(const Board& board, Engine engine);

}  // namespace gridlogic::lightsout
