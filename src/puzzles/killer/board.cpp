// Small shared helpers of the killer board: box shapes, digit characters and the names of places
// in messages.
#include "puzzles/killer/board.hpp"

#include <bitset>

#include "base/json_fields.hpp"

namespace gridlogic::killer {

bool cells_connected(int n, const std::vector<int>& cells) {
  if (cells.empty()) return true;
  std::bitset<kMaxSize * kMaxSize> in, seen;
  for (int cell : cells) in.set(static_cast<size_t>(cell));
  int stack[kMaxSize * kMaxSize];
  int top = 0;
  stack[top++] = cells.front();
  seen.set(static_cast<size_t>(cells.front()));
  size_t reached = 1;
  while (top > 0) {
    const int cell = stack[--top];
    const int r = cell / n, c = cell % n;
    const int next[4] = {r > 0 ? cell - n : -1, r + 1 < n ? cell + n : -1, c > 0 ? cell - 1 : -1,
                         c + 1 < n ? cell + 1 : -1};
    for (int other : next) {
      if (other < 0 || !in.test(static_cast<size_t>(other)) ||
          seen.test(static_cast<size_t>(other))) {
        continue;
      }
      seen.set(static_cast<size_t>(other));
      stack[top++] = other;
      ++reached;
    }
  }
  return reached == cells.size();
}

bool default_box(int n, int* box_h, int* box_w) {
  switch (n) {
    case 4:
      *box_h = 2;
      *box_w = 2;
      return true;
    case 6:
      *box_h = 2;
      *box_w = 3;
      return true;
    case 8:
      *box_h = 2;
      *box_w = 4;
      return true;
    case 9:
      *box_h = 3;
      *box_w = 3;
      return true;
    case 12:
      *box_h = 3;
      *box_w = 4;
      return true;
    case 16:
      *box_h = 4;
      *box_w = 4;
      return true;
    default:
      return false;
  }
}

char digit_char(int digit) {
  if (digit <= 0) return '.';
  if (digit <= 9) return static_cast<char>('0' + digit);
  return static_cast<char>('A' + digit - 10);
}

std::string place_number(int index) {
  return json_fields::place_number(index);
}

std::string cell_name(int row, int col) {
  std::string out = "r";  // appended: GCC 12 warns falsely on "r" + std::to_string
  out += place_number(row);
  out += 'c';
  out += place_number(col);
  return out;
}

std::string cell_name(const Board& board, int cell) {
  return cell_name(board.row(cell), board.col(cell));
}

std::string unit_name(std::string_view kind, int index) {
  std::string out(kind);
  out += ' ';
  out += place_number(index);
  return out;
}

std::string cage_name(const Board& board, int cage) {
  const Cage& k = board.cages[static_cast<size_t>(cage)];
  int first = k.cells.empty() ? 0 : k.cells.front();
  return unit_name("cage", cage) + " (sum " + std::to_string(k.sum) + ", at " +
         cell_name(board, first) + ")";
}

}  // namespace gridlogic::killer
