// Dominosa drawing for a terminal, in plain ASCII so it survives any font and pipe:
//
//   +---+---+---+---+        +---+---+---+---+
//   | 2 | 1 | 1 | 2 |        | 2 | 1   1 | 2 |
//   +---+---+---+---+  -->   +   +---+---+   +
//   | 0 | 0 | 0 | 2 |        | 0 | 0   0 | 2 |
//   +---+---+---+---+        +---+---+---+---+
//     puzzle alone             with a solution: no border inside a domino
#include <string>
#include <vector>

#include "puzzles/dominosa/board.hpp"

namespace gridlogic::dominosa {

namespace {

// Partner of each cell from a solution, -1 where the solution does not give a consistent pair.
// Drawing must not fail on a wrong solution, so this is lenient where verify is strict.
std::vector<int> lenient_partners(const Board& board, const Json* solution) {
  const int n = board.cell_count();
  std::vector<int> partner(static_cast<size_t>(n), -1);
  if (solution == nullptr || !solution->is_array() ||
      solution->size() != static_cast<size_t>(board.rows)) {
    return partner;
  }
  auto target = [&](int r, int c) -> int {
    const Json& row = (*solution)[static_cast<size_t>(r)];
    if (!row.is_string()) return -1;
    const std::string& text = row.get_ref<const std::string&>();
    if (text.size() != static_cast<size_t>(board.cols)) return -1;
    int pr = r;
    int pc = c;
    switch (text[c]) {
      case 'L':
        --pc;
        break;
      case 'R':
        ++pc;
        break;
      case 'U':
        --pr;
        break;
      case 'D':
        ++pr;
        break;
      default:
        return -1;
    }
    if (pr < 0 || pr >= board.rows || pc < 0 || pc >= board.cols) return -1;
    return pr * board.cols + pc;
  };
  for (int r = 0; r < board.rows; ++r) {
    for (int c = 0; c < board.cols; ++c) {
      const int p = target(r, c);
      if (p >= 0 && target(p / board.cols, p % board.cols) == r * board.cols + c) {
        partner[r * board.cols + c] = p;
      }
    }
  }
  return partner;
}

}  // namespace

std::string render(const Board& board, const Json* solution) {
  const std::vector<int> partner = lenient_partners(board, solution);
  const size_t width = std::to_string(board.max).size();
  const std::string rule(width + 2, '-');
  const std::string open(width + 2, ' ');
  auto cell = [&](int r, int c) { return r * board.cols + c; };

  std::string out;
  auto border = [&](int r) {  // the line above row r (r == rows: the bottom line)
    for (int c = 0; c < board.cols; ++c) {
      const bool joined = r > 0 && r < board.rows && partner[cell(r, c)] == cell(r - 1, c);
      out += '+';
      out += joined ? open : rule;
    }
    out += "+\n";
  };
  for (int r = 0; r < board.rows; ++r) {
    border(r);
    out += '|';
    for (int c = 0; c < board.cols; ++c) {
      const std::string value = std::to_string(board.at(r, c));
      out += ' ';
      out.append(width - value.size(), ' ');
      out += value;
      out += ' ';
      const bool joined = c + 1 < board.cols && partner[cell(r, c)] == cell(r, c + 1);
      out += joined ? ' ' : '|';
    }
    out += '\n';
  }
  border(board.rows);
  return out;
}

}  // namespace gridlogic::dominosa
