// The print drawing (Puzzle::draw): the grid with its boxes, every cage as a dashed outline
// inside its cells with the sum in its top-left corner, the givens in ink and, with a
// solution, the other digits in the solution's blue.
#include "puzzles/killer/draw.hpp"

#include <string>
#include <vector>

#include "base/grid_drawing.hpp"

namespace gridlogic::killer {

namespace {

// How far a cage's outline stays inside its cells, and its sum's size (grid units).
constexpr double kCageInset = 0.1;
constexpr double kCageSumSize = 0.24;

// One side of a cell: the step out of the cell across it (normal) and along it (tangent).
struct Side {
  int normal_row, normal_col;
  int tangent_row, tangent_col;
};
constexpr Side kSides[] = {{-1, 0, 0, 1}, {1, 0, 0, 1}, {0, -1, 1, 0}, {0, 1, 1, 0}};

// The dashed outline of every cage, a segment per cell side on the cage's edge. A segment runs
// on past its cell where the outline turns a corner inside the cage (a concave corner meets
// the neighbouring cell's segment) and stops short where it turns out of it, so the segments
// of a cage join into one closed line kCageInset inside its cells.
void draw_cages(const Board& board, Canvas& canvas) {
  const int n = board.n;
  std::vector<int> cage_of(static_cast<size_t>(board.cells()), -1);
  for (size_t k = 0; k < board.cages.size(); ++k) {
    for (int cell : board.cages[k].cells) cage_of[static_cast<size_t>(cell)] = static_cast<int>(k);
  }
  auto cage_at = [&](int r, int c) {
    return r < 0 || c < 0 || r >= n || c >= n ? -1 : cage_of[static_cast<size_t>(r * n + c)];
  };
  const Pen pen{0.025, kInk, 0.06};
  const double d = kCageInset;
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      const int cage = cage_at(r, c);
      for (const Side& s : kSides) {
        if (cage_at(r + s.normal_row, c + s.normal_col) == cage) continue;
        // How far the segment reaches along the side from the cell's middle, at either end.
        auto reach = [&](int sign) {
          const int along_r = r + sign * s.tangent_row;
          const int along_c = c + sign * s.tangent_col;
          if (cage_at(along_r, along_c) != cage) return 0.5 - d;
          if (cage_at(along_r + s.normal_row, along_c + s.normal_col) == cage) return 0.5 + d;
          return 0.5;
        };
        const double mid_x = c + 0.5 + s.normal_col * (0.5 - d);
        const double mid_y = r + 0.5 + s.normal_row * (0.5 - d);
        const double back = reach(-1);
        const double ahead = reach(1);
        canvas.line({mid_x - s.tangent_col * back, mid_y - s.tangent_row * back},
                    {mid_x + s.tangent_col * ahead, mid_y + s.tangent_row * ahead}, pen);
      }
    }
  }
  // The sums last, each over its outline's corner. A cage's first cell (cells ascend) is its
  // top row's leftmost.
  for (const Cage& cage : board.cages) {
    const int first = cage.cells.front();
    canvas.text({board.col(first) + 0.06, board.row(first) + 0.05}, std::to_string(cage.sum),
                TextStyle{kCageSumSize, kInk, Anchor::kTopLeft, true});
  }
}

}  // namespace

Figure figure(const Board& board) {
  return {static_cast<double>(board.n), static_cast<double>(board.n)};
}

void draw(const Board& board, Canvas& canvas, const Json* solution) {
  Grid grid;
  std::string error;
  const bool solved =
      solution != nullptr && solution_from_json(board, *solution, &grid, &error) && error.empty();
  if (!board.classic()) draw_cages(board, canvas);
  drawing::grid_lines(canvas, board.n, board.n, Pen{drawing::kThinLine, kInk},
                      Pen{drawing::kThickLine, kInk}, board.box_h, board.box_w);
  // Below a cage's sum the digit sits a little lower and smaller, as printed killers have it.
  const double size = board.classic() ? 0.6 : 0.5;
  const double drop = board.classic() ? 0 : 0.06;
  for (int cell = 0; cell < board.cells(); ++cell) {
    const int given = board.givens[static_cast<size_t>(cell)];
    const int digit = given != 0 ? given : solved ? grid[static_cast<size_t>(cell)] : 0;
    if (digit == 0) continue;
    canvas.text({board.col(cell) + 0.5, board.row(cell) + 0.5 + drop}, std::to_string(digit),
                TextStyle{size, given != 0 ? kInk : kSolutionInk});
  }
}

}  // namespace gridlogic::killer
