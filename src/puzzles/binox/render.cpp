// Terminal drawing of a Binox board: a plain ASCII frame, cells separated by one space. With a
// solution, givens stay upper case and the filled-in cells are lower case, so a reader sees at a
// glance what the puzzle gave and what was deduced.
#include <string>

#include "puzzles/binox/board.hpp"

namespace gridlogic::binox {

std::string render(const Board& puzzle, const Json* solution) {
  const int rows = puzzle.rows;
  const int cols = puzzle.cols;
  // Only a solution of the right shape is drawn; verify() is the place to say what is wrong.
  bool use_solution =
      solution != nullptr && solution->is_array() && solution->size() == static_cast<size_t>(rows);
  if (use_solution) {
    for (const auto& row : *solution) {
      if (!row.is_string() ||
          row.get_ref<const std::string&>().size() != static_cast<size_t>(cols)) {
        use_solution = false;
        break;
      }
    }
  }
  std::string border(static_cast<size_t>(cols) * 2 + 3, '-');
  border.front() = '+';
  border.back() = '+';
  border.push_back('\n');
  std::string out = "binox ";
  out += std::to_string(rows);
  out += " x ";
  out += std::to_string(cols);
  out += '\n';
  out += border;
  for (int r = 0; r < rows; ++r) {
    out += "|";
    for (int c = 0; c < cols; ++c) {
      char ch = to_char(puzzle.at(r, c));
      if (ch == '.' && use_solution) {
        char s = (*solution)[r].get_ref<const std::string&>()[c];
        if (s == 'X' || s == 'x')
          ch = 'x';
        else if (s == 'O' || s == 'o')
          ch = 'o';
        else if (s != '.')
          ch = '?';
      }
      out += ' ';
      out += ch;
    }
    out += " |\n";
  }
  out += border;
  if (use_solution) {
    out += "(upper case: given; lower case: filled in)\n";
  } else if (solution != nullptr) {
    out += "(the solution does not have the puzzle's shape and is not drawn)\n";
  }
  return out;
}

}  // namespace gridlogic::binox
