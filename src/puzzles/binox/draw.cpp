// The print drawing (Puzzle::draw): the grid, X's as crosses and O's as rings (shapes, not
// letters, so that they read alike in every font), givens in ink and, with a solution, the
// filled cells in the solution's blue. A board too large for symbols is drawn as one image of
// cells: X dark, O light.
#include "puzzles/binox/draw.hpp"

#include <string>

#include "base/grid_drawing.hpp"

namespace gridlogic::binox {

namespace {

// The cell at (r, c) of a verified solution field's value (rows of 'X' and 'O').
Cell solution_cell(const Json& solution, int r, int c) {
  const std::string& row = solution[static_cast<size_t>(r)].get_ref<const std::string&>();
  const char ch = row[static_cast<size_t>(c)];
  return ch == 'X' || ch == 'x' ? Cell::kX : ch == 'O' || ch == 'o' ? Cell::kO : Cell::kEmpty;
}

void draw_symbol(Canvas& canvas, int r, int c, Cell cell, Color color) {
  constexpr double kArm = 0.25;  // half the cross's width, and the ring's radius
  const Pen pen{0.08, color};
  const double x = c + 0.5;
  const double y = r + 0.5;
  if (cell == Cell::kX) {
    canvas.line({x - kArm, y - kArm}, {x + kArm, y + kArm}, pen);
    canvas.line({x - kArm, y + kArm}, {x + kArm, y - kArm}, pen);
  } else if (cell == Cell::kO) {
    canvas.circle({x, y}, kArm, Paint{std::nullopt, pen});
  }
}

}  // namespace

Figure figure(const Board& board) {
  return {static_cast<double>(board.cols), static_cast<double>(board.rows)};
}

void draw(const Board& board, Canvas& canvas, const Json* solution) {
  auto shown = [&](int r, int c, bool* given) {
    const Cell cell = board.at(r, c);
    *given = cell != Cell::kEmpty;
    return *given || solution == nullptr ? cell : solution_cell(*solution, r, c);
  };
  if (!drawing::cell_by_cell(canvas, int64_t{board.rows} * board.cols)) {
    canvas.cells({0, 0}, board.rows, board.cols, [&](int r, int c) {
      bool given = false;
      const Cell cell = shown(r, c, &given);
      if (cell == Cell::kEmpty) return kPaper;
      const Color ink = given ? kInk : kSolutionInk;
      return cell == Cell::kX ? drawing::mix(ink, kPaper, 0.15) : drawing::mix(ink, kPaper, 0.75);
    });
    drawing::border(canvas, board.rows, board.cols);
    return;
  }
  drawing::grid_lines(canvas, board.rows, board.cols, Pen{drawing::kThinLine, kInk},
                      Pen{drawing::kThickLine, kInk});
  for (int r = 0; r < board.rows; ++r) {
    for (int c = 0; c < board.cols; ++c) {
      bool given = false;
      const Cell cell = shown(r, c, &given);
      draw_symbol(canvas, r, c, cell, given ? kInk : kSolutionInk);
    }
  }
}

}  // namespace gridlogic::binox
