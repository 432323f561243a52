// Terminal drawings. A classic sudoku is the usual grid with box lines. A killer is drawn on a
// character canvas, each cell 4 wide and 2 high: cage outlines are solid ('-', '|', '+'),
// box lines inside a cage are dotted ('.', ':'), the cage sum sits in the cage's first cell.
#include <string>

#include "puzzles/killer/board.hpp"

namespace gridlogic::killer {
namespace {

std::string cell_text(int digit, int n) {
  if (digit == 0) return n > 9 ? " ." : ".";
  std::string s = std::to_string(digit);
  return (n > 9 && s.size() < 2) ? " " + s : s;
}

std::string render_classic(const Board& board, const Grid& digits) {
  const int n = board.n;
  const int width = n > 9 ? 2 : 1;
  std::string rule = "+";
  for (int b = 0; b < n / board.box_w; ++b) {
    rule += std::string(static_cast<size_t>(board.box_w * (width + 1) + 1), '-') + "+";
  }
  rule += '\n';
  std::string out;
  for (int r = 0; r < n; ++r) {
    if (r % board.box_h == 0) out += rule;
    for (int c = 0; c < n; ++c) {
      if (c % board.box_w == 0)
        out += c == 0 ? "| " : " | ";
      else
        out += ' ';
      out += cell_text(digits[static_cast<size_t>(r * n + c)], n);
    }
    out += " |\n";
  }
  return out + rule;
}

std::string render_killer(const Board& board, const Grid& digits) {
  const int n = board.n;
  const int height = 3 * n + 1;
  const int width = 5 * n + 1;
  std::vector<std::string> canvas(static_cast<size_t>(height),
                                  std::string(static_cast<size_t>(width), ' '));
  std::vector<int> cage_of(static_cast<size_t>(board.cells()), -1);
  for (size_t i = 0; i < board.cages.size(); ++i) {
    for (int cell : board.cages[i].cells) cage_of[static_cast<size_t>(cell)] = static_cast<int>(i);
  }
  auto cage_at = [&](int r, int c) {
    return (r < 0 || r >= n || c < 0 || c >= n) ? -1 : cage_of[static_cast<size_t>(r * n + c)];
  };
  auto put = [&](int y, int x, char ch) {
    canvas[static_cast<size_t>(y)][static_cast<size_t>(x)] = ch;
  };
  // Horizontal borders above row r (r = n is the bottom edge).
  for (int r = 0; r <= n; ++r) {
    for (int c = 0; c < n; ++c) {
      bool solid = cage_at(r - 1, c) != cage_at(r, c) || cage_at(r, c) < 0;
      bool box_line = r % board.box_h == 0;
      for (int i = 1; i <= 4; ++i) {
        if (solid)
          put(3 * r, 5 * c + i, '-');
        else if (box_line && i % 2 == 0)
          put(3 * r, 5 * c + i, '.');
      }
    }
  }
  // Vertical borders left of column c.
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c <= n; ++c) {
      bool solid = cage_at(r, c - 1) != cage_at(r, c) || cage_at(r, c) < 0;
      bool box_line = c % board.box_w == 0;
      char ch = solid ? '|' : (box_line ? ':' : ' ');
      put(3 * r + 1, 5 * c, ch);
      put(3 * r + 2, 5 * c, ch);
    }
  }
  // Corners.
  for (int r = 0; r <= n; ++r) {
    for (int c = 0; c <= n; ++c) {
      int y = 3 * r;
      int x = 5 * c;
      bool solid =
          (x > 0 && canvas[static_cast<size_t>(y)][static_cast<size_t>(x - 1)] == '-') ||
          (x + 1 < width && canvas[static_cast<size_t>(y)][static_cast<size_t>(x + 1)] == '-') ||
          (y > 0 && canvas[static_cast<size_t>(y - 1)][static_cast<size_t>(x)] == '|') ||
          (y + 1 < height && canvas[static_cast<size_t>(y + 1)][static_cast<size_t>(x)] == '|');
      if (solid)
        put(y, x, '+');
      else if (r % board.box_h == 0 && c % board.box_w == 0)
        put(y, x, '.');
    }
  }
  // Sums and digits.
  for (const Cage& cage : board.cages) {
    std::string sum = std::to_string(cage.sum);
    int first = cage.cells.front();
    for (size_t i = 0; i < sum.size() && i < 4; ++i) {
      put(3 * board.row(first) + 1, 5 * board.col(first) + 1 + static_cast<int>(i), sum[i]);
    }
  }
  for (int cell = 0; cell < board.cells(); ++cell) {
    int d = digits[static_cast<size_t>(cell)];
    if (d == 0) continue;
    std::string s = std::to_string(d);
    int x = 5 * board.col(cell) + 3 - static_cast<int>(s.size()) + 1;
    for (size_t i = 0; i < s.size(); ++i)
      put(3 * board.row(cell) + 2, x + static_cast<int>(i), s[i]);
  }
  std::string out;
  for (const std::string& line : canvas) {
    size_t end = line.find_last_not_of(' ');
    out += line.substr(0, end == std::string::npos ? 0 : end + 1) + '\n';
  }
  return out;
}

}  // namespace

std::string render_grid(const Board& board, const Grid* grid) {
  const Grid& digits = grid != nullptr ? *grid : board.givens;
  return board.classic() ? render_classic(board, digits) : render_killer(board, digits);
}

std::string render(const Board& board, const Json* solution) {
  if (solution == nullptr) return render_grid(board, nullptr);
  Grid grid;
  std::string error;
  if (!solution_from_json(board, *solution, &grid, &error))
    throw InputError("bad solution", "", error);
  return render_grid(board, &grid);
}

}  // namespace gridlogic::killer
