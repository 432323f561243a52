// The print drawing (Puzzle::draw) of grids and graphs, and of the presses that solve them.
#include "puzzles/lightsout/draw.hpp"

#include <functional>
#include <string>

#include "base/graph_layout.hpp"
#include "base/grid_drawing.hpp"

namespace gridlogic::lightsout {

namespace {

// A grid board as the drawing reads it: from a Board or from packed bits alike.
struct GridView {
  int rows = 0;
  int cols = 0;
  uint32_t levels = 2;
  std::function<int64_t(int, int)> level;  // -1 at a hole
};

// Presses at a place of a verified presses value: a digit string or integer list per row of a
// grid, one integer a node of a graph ('#' and -1 at holes read as none).
int64_t presses_in_row(const Json& row, size_t col) {
  if (row.is_string()) {
    const char ch = row.get_ref<const std::string&>()[col];
    return ch >= '0' && ch <= '9' ? ch - '0' : 0;
  }
  const Json& value = row[col];
  return value.is_number_integer() ? std::max<int64_t>(0, value.get<int64_t>()) : 0;
}

// Off is paper, the top level darkest; a printer's greys, not a screen's yellow.
Color light_color(int64_t level, uint32_t levels) {
  return drawing::mix(kPaper, Color::gray(60), static_cast<double>(level) / (levels - 1));
}

// The press mark of a place (a cell or a node of `radius`): a red ring around it for a single
// press of a two-level board; else, where a count is to be read, a red disc at its top-right
// with the count on it, clear of the level's number in the middle.
void press_mark(Canvas& canvas, Point centre, double radius, int64_t presses, uint32_t levels) {
  if (presses == 0) return;
  if (levels == 2 && presses == 1) {
    canvas.circle(centre, radius, Paint{std::nullopt, Pen{0.08, kMarkInk}});
    return;
  }
  const Point corner{centre.x + radius, centre.y - radius};
  canvas.circle(corner, 0.18, Paint{kMarkInk, std::nullopt});
  if (drawing::text_readable(canvas, 0.2)) {
    canvas.text(corner, std::to_string(presses), TextStyle{0.2, kPaper});
  }
}

void draw_grid(const GridView& view, Canvas& canvas, const Json* presses) {
  auto pressed = [&](int r, int c) {
    return presses == nullptr ? 0 : presses_in_row((*presses)[static_cast<size_t>(r)], c);
  };
  if (!drawing::cell_by_cell(canvas, int64_t{view.rows} * view.cols)) {
    canvas.cells({0, 0}, view.rows, view.cols, [&](int r, int c) {
      const int64_t level = view.level(r, c);
      // A hole must not read as a light that is off: a pale grey, where off is white.
      const Color color = level < 0 ? Color::gray(225) : light_color(level, view.levels);
      return pressed(r, c) > 0 ? drawing::mix(color, kMarkInk, 0.7) : color;
    });
    drawing::border(canvas, view.rows, view.cols);
    return;
  }
  const Pen outline{drawing::kThinLine * 2, kInk};
  const bool numbers = view.levels > 2 && drawing::text_readable(canvas, 0.45);
  for (int r = 0; r < view.rows; ++r) {
    for (int c = 0; c < view.cols; ++c) {
      const int64_t level = view.level(r, c);
      if (level < 0) continue;  // a hole: no cell at all
      const Color fill = light_color(level, view.levels);
      canvas.rect({double(c), double(r)}, 1, 1, Paint{fill, outline});
      if (numbers && level > 0) {
        drawing::cell_number(canvas, r, c, level, 0.45,
                             2 * level >= int64_t{view.levels} ? kPaper : kInk);
      }
      press_mark(canvas, {c + 0.5, r + 0.5}, 0.3, pressed(r, c), view.levels);
    }
  }
}

void draw_graph(const Board& board, Canvas& canvas, const Json* presses) {
  const std::vector<Point> at = drawing::graph_layout(board.size(), board.edges);
  const Pen link{0.05, Color::gray(90)};
  for (const auto& [a, b] : board.edges) {
    if (a != b && a < at.size() && b < at.size()) canvas.line(at[a], at[b], link);
  }
  const bool numbers = board.levels > 2 && drawing::text_readable(canvas, 0.3);
  for (size_t i = 0; i < at.size(); ++i) {
    const int64_t level = board.state[i];
    canvas.circle(at[i], 0.3, Paint{light_color(level, board.levels), Pen{0.04, kInk}});
    if (numbers && level > 0) {
      canvas.text(at[i], std::to_string(level),
                  TextStyle{0.3, 2 * level >= int64_t{board.levels} ? kPaper : kInk});
    }
    if (presses != nullptr) {
      press_mark(canvas, at[i], 0.45, presses_in_row(*presses, i), board.levels);
    }
  }
}

}  // namespace

Figure figure(const Board& board) {
  if (board.graph) {
    const double side = drawing::graph_side(board.size());
    return {side, side};
  }
  return {static_cast<double>(board.cols), static_cast<double>(board.rows)};
}

Figure figure(const algebra::Gf2Matrix& lights) {
  return {static_cast<double>(lights.cols()), static_cast<double>(lights.rows())};
}

void draw(const Board& board, Canvas& canvas, const Json* presses) {
  if (board.graph) {
    draw_graph(board, canvas, presses);
    return;
  }
  GridView view{board.rows, board.cols, board.levels, [&board](int r, int c) -> int64_t {
                  const size_t i = static_cast<size_t>(r) * board.cols + c;
                  return board.is_hole(i) ? int64_t{-1} : int64_t{board.state[i]};
                }};
  draw_grid(view, canvas, presses);
}

void draw(const algebra::Gf2Matrix& lights, Canvas& canvas, const Json* presses) {
  GridView view{static_cast<int>(lights.rows()), static_cast<int>(lights.cols()), 2,
                [&lights](int r, int c) -> int64_t {
                  return lights.get(static_cast<size_t>(r), static_cast<size_t>(c)) ? 1 : 0;
                }};
  draw_grid(view, canvas, presses);
}

}  // namespace gridlogic::lightsout
