// What the puzzles' drawings (src/puzzles/<type>/draw.cpp) share: when a grid is drawn cell by
// cell, grid lines, and how a number is written in a cell.
#pragma once

#include <cstdint>
#include <string>

#include "gridlogic/drawing.hpp"

namespace gridlogic::drawing {

/// Thin lines between cells and the heavier lines of boxes and borders, in grid units.
inline constexpr double kThinLine = 0.02;
inline constexpr double kThickLine = 0.07;

/// Whether a grid of `cells` cells is drawn cell by cell (outlines, symbols, text) on `canvas`,
/// or, when its cells come out too small to read or are too many to draw one by one in
/// bounded time, as one image through Canvas::cells.
[[nodiscard]] bool cell_by_cell(const Canvas& canvas, int64_t cells);
/// Whether text of `size` grid units would come out large enough to read.
[[nodiscard]] bool text_readable(const Canvas& canvas, double size);

/// The lines of a rows x cols grid: every `every_row`-th horizontal line and `every_col`-th
/// vertical line (the box edges) with `heavy`, the others with `light`; the border is heavy.
void grid_lines(Canvas& canvas, int rows, int cols, const Pen& light, const Pen& heavy,
                int every_row = 0, int every_col = 0);

/// The heavy border of a rows x cols grid.
void border(Canvas& canvas, int rows, int cols);

/// A number centred in cell (row, col), `size` grid units high.
void cell_number(Canvas& canvas, int row, int col, int64_t value, double size, Color color);

/// A blend of two colours: t = 0 gives `a`, t = 1 gives `b`.
[[nodiscard]] Color mix(Color a, Color b, double t);

}  // namespace gridlogic::drawing
