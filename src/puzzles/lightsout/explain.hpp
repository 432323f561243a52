// The light-chasing explanation.
#pragma once

#include "gridlogic/puzzle.hpp"
#include "puzzles/lightsout/board.hpp"

namespace gridlogic::lightsout {

/// Light chasing as a sequence of named steps (rectangles); the linear system for other boards.
Explanation explain_board(const Board& board, const Context& ctx);

}  // namespace gridlogic::lightsout
