// Small shared helpers of the killer board: box shapes, digit characters and cage names.
#include "puzzles/killer/board.hpp"

#include "core/json_fields.hpp"

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

std::string cage_name(const Board& board, int cage) {
  const Cage& k = board.cages[static_cast<size_t>(cage)];
  int first = k.cells.empty() ? 0 : k.cells.front();
  return "cage " + std::to_string(cage) + " (sum " + std::to_string(k.sum) + ", at " +
         json_fields::cell_name(board.row(first), board.col(first)) + ")";
}

}  // namespace gridlogic::killer
