// The light-chasing explanation.
#pragma once

#include "gridlogic/puzzle.hpp"
#include "puzzles/lightsout/board.hpp"

namespace gridlogic::lightsout {

/// Largest rectangle explained step by step: the chase matrix is printed (C x C) and every row
/// is a step.
inline constexpr size_t kMaxExplainCols = 256;
inline constexpr size_t kMaxExplainRows = 4096;

/// Light chasing as a sequence of named steps (rectangles); the linear system for other boards.
Explanation explain_board(const Board& board, const Context& ctx);

}  // namespace gridlogic::lightsout
