// Killer Sudoku (and classic Sudoku) for the MILP / SAT engines: the board's encodings and how to
// read their solutions.
#pragma once

#include "engine_bridge/engine_bridge.hpp"
#include "puzzles/killer/board.hpp"

namespace gridlogic::killer {

/// The board's Encoder for engine_bridge (solve, count, export); `board` must outlive it.
/// The models are described in engine_encoding.hpp; counts and exports use the same ones.
[[nodiscard]] engine_bridge::Encoder encoder(const Board& board);

}  // namespace gridlogic::killer
