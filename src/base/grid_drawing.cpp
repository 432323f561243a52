// Helpers of the puzzles' print drawings (grid_drawing.hpp).
#include "base/grid_drawing.hpp"

#include <algorithm>
#include <cmath>

namespace gridlogic::drawing {

namespace {
// Below this many device units a cell (a point of a page, a pixel of an image) shows no detail,
// and past this many cells the calls of a cell-by-cell drawing cost more than its image (a
// 200 x 200 board is drawn in about a tenth of a second either way).
constexpr double kMinCellUnits = 6;
constexpr int64_t kMaxCellsOneByOne = 40000;
// Text lower than this many device units is a smudge.
constexpr double kMinTextUnits = 4;
}  // namespace

bool cell_by_cell(const Canvas& canvas, int64_t cells) {
  return canvas.unit_size() >= kMinCellUnits && cells <= kMaxCellsOneByOne;
}

bool text_readable(const Canvas& canvas, double size) {
  return canvas.unit_size() * size >= kMinTextUnits;
}

void grid_lines(Canvas& canvas, int rows, int cols, const Pen& light, const Pen& heavy,
                int every_row, int every_col) {
  const auto width = static_cast<double>(cols);
  const auto height = static_cast<double>(rows);
  // Light lines first, so that heavy ones cover them where they cross.
  for (int pass = 0; pass < 2; ++pass) {
    for (int r = 0; r <= rows; ++r) {
      const bool is_heavy = r == 0 || r == rows || (every_row > 0 && r % every_row == 0);
      if (is_heavy == (pass == 1)) {
        canvas.line({0, double(r)}, {width, double(r)}, is_heavy ? heavy : light);
      }
    }
    for (int c = 0; c <= cols; ++c) {
      const bool is_heavy = c == 0 || c == cols || (every_col > 0 && c % every_col == 0);
      if (is_heavy == (pass == 1)) {
        canvas.line({double(c), 0}, {double(c), height}, is_heavy ? heavy : light);
      }
    }
  }
}

void border(Canvas& canvas, int rows, int cols) {
  canvas.rect({0, 0}, cols, rows, Paint{std::nullopt, Pen{kThickLine, kInk}});
}

void cell_number(Canvas& canvas, int row, int col, int64_t value, double size, Color color) {
  canvas.text({col + 0.5, row + 0.5}, std::to_string(value), TextStyle{size, color});
}

Color mix(Color a, Color b, double t) {
  t = std::clamp(t, 0.0, 1.0);
  auto channel = [t](uint8_t x, uint8_t y) {
    return static_cast<uint8_t>(std::lround(x + (y - x) * t));
  };
  return {channel(a.r, b.r), channel(a.g, b.g), channel(a.b, b.b)};
}

}  // namespace gridlogic::drawing
