// The print drawing of a board (draw.cpp), which the puzzle's figure() and draw() hand to.
#pragma once

#include "gridlogic/drawing.hpp"
#include "puzzles/binox/board.hpp"

namespace gridlogic::binox {

/// The size of draw()'s drawing in grid units (Puzzle::figure).
Figure figure(const Board& board);
/// The print drawing, with a verified solution field's value or null (Puzzle::draw).
void draw(const Board& board, Canvas& canvas, const Json* solution);

}  // namespace gridlogic::binox
