// Dominosa output: the canonical JSON object and text form of a board, and a partner array as the
// solution field. Both forms state M explicitly so a round trip re-checks it rather than infers it.
#include <string>

#include "puzzles/dominosa/board.hpp"

namespace gridlogic::dominosa {

Json to_json(const Board& board) {
  Json grid = Json::array();
  for (int r = 0; r < board.rows; ++r) {
    Json row = Json::array();
    for (int c = 0; c < board.cols; ++c) row.push_back(board.at(r, c));
    grid.push_back(std::move(row));
  }
  return Json{{"type", "dominosa"}, {"max", board.max}, {"grid", std::move(grid)}};
}

std::string to_text(const Board& board) {
  const size_t width = std::to_string(board.max).size();
  std::string out = "dominosa max=" + std::to_string(board.max) + "\n";
  for (int r = 0; r < board.rows; ++r) {
    for (int c = 0; c < board.cols; ++c) {
      const std::string value = std::to_string(board.at(r, c));
      if (c > 0) out += ' ';
      out.append(width - value.size(), ' ');
      out += value;
    }
    out += '\n';
  }
  return out;
}

Json solution_to_json(const Board& board, const Partners& partners) {
  Json rows = Json::array();
  for (int r = 0; r < board.rows; ++r) {
    std::string row(static_cast<size_t>(board.cols), '?');
    for (int c = 0; c < board.cols; ++c) {
      const int i = r * board.cols + c;
      const int p = partners[i];
      // Test the horizontal sides within the row: on a one-column board i+1 is the cell below.
      if (p == i + 1 && c + 1 < board.cols)
        row[c] = 'R';
      else if (p == i - 1 && c > 0)
        row[c] = 'L';
      else if (p == i + board.cols)
        row[c] = 'D';
      else if (p == i - board.cols)
        row[c] = 'U';
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

}  // namespace gridlogic::dominosa
