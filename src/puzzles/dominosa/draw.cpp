// The print drawing (Puzzle::draw): the numbers in a light grid and, with a solution, every
// domino as a rounded outline around its two halves. A board too large for numbers is drawn
// as one image of cells shaded by their number.
#include "puzzles/dominosa/draw.hpp"

#include <string>

#include "base/grid_drawing.hpp"

namespace gridlogic::dominosa {

namespace {

// The direction letter of cell (r, c) in a verified solution field's value.
char partner_letter(const Json& solution, int r, int c) {
  return solution[static_cast<size_t>(r)].get_ref<const std::string&>()[static_cast<size_t>(c)];
}

void draw_dominoes(const Board& board, Canvas& canvas, const Json& solution) {
  constexpr double kInset = 0.08;
  const Paint paint{std::nullopt, Pen{0.05, kSolutionInk}};
  for (int r = 0; r < board.rows; ++r) {
    for (int c = 0; c < board.cols; ++c) {
      // Each domino once, from its left or upper half.
      const char letter = partner_letter(solution, r, c);
      if (letter != 'R' && letter != 'D') continue;
      const double width = letter == 'R' ? 2 : 1;
      const double height = letter == 'D' ? 2 : 1;
      canvas.rect({c + kInset, r + kInset}, width - 2 * kInset, height - 2 * kInset, paint, 0.2);
    }
  }
}

}  // namespace

Figure figure(const Board& board) {
  return {static_cast<double>(board.cols), static_cast<double>(board.rows)};
}

void draw(const Board& board, Canvas& canvas, const Json* solution) {
  if (!drawing::cell_by_cell(canvas, int64_t{board.rows} * board.cols)) {
    canvas.cells({0, 0}, board.rows, board.cols, [&](int r, int c) {
      return drawing::mix(kPaper, kInk, 0.8 * board.at(r, c) / (board.max > 0 ? board.max : 1));
    });
    drawing::border(canvas, board.rows, board.cols);
    return;
  }
  const Pen light{drawing::kThinLine, Color::gray(170)};
  drawing::grid_lines(canvas, board.rows, board.cols, light, light);
  for (int r = 0; r < board.rows; ++r) {
    for (int c = 0; c < board.cols; ++c) {
      drawing::cell_number(canvas, r, c, board.at(r, c), board.max >= 100 ? 0.3 : 0.45, kInk);
    }
  }
  if (solution != nullptr) draw_dominoes(board, canvas, *solution);
}

}  // namespace gridlogic::dominosa
