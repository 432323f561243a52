// The print drawing of a board (draw.cpp), which the puzzle's figure() and draw() hand to: from
// its Board, or from the bits of a two-level full rectangle kept packed, which is drawn without
// building its Board.
#pragma once

#include "engines/algebra/gf2_matrix.hpp"
#include "gridlogic/drawing.hpp"
#include "puzzles/lightsout/board.hpp"

namespace gridlogic::lightsout {

/// The size of draw()'s drawing in grid units (Puzzle::figure): the grid, or the square a
/// graph is laid out in.
Figure figure(const Board& board);
Figure figure(const algebra::Gf2Matrix& lights);
/// The print drawing, with a verified presses value or null (Puzzle::draw): lights shaded by
/// level (off white, on dark), holes left out, a graph as nodes and links; presses as red rings
/// (with their count when more than one).
void draw(const Board& board, Canvas& canvas, const Json* presses);
void draw(const algebra::Gf2Matrix& lights, Canvas& canvas, const Json* presses);

}  // namespace gridlogic::lightsout
