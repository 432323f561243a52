// Small shared helpers of the killer board: box shapes, digit characters and the names of places
// in messages.
#include "puzzles/killer/board.hpp"

#include "base/json_fields.hpp"

namespace gridlogic::killer {

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
