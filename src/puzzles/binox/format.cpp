// Binox output: Board to canonical JSON and text (upper case, '.' for empty, header "binox").
#include "puzzles/binox/board.hpp"

namespace gridlogic::binox {

size_t Board::num_givens() const {
  size_t n = 0;
  for (Cell cell : cells) n += cell != Cell::kEmpty;
  return n;
}

bool Board::complete() const {
  return num_givens() == cells.size();
}

std::vector<std::string> to_rows(const Board& board) {
  std::vector<std::string> rows(static_cast<size_t>(board.rows));
  for (int r = 0; r < board.rows; ++r) {
    rows[r].reserve(static_cast<size_t>(board.cols));
    for (int c = 0; c < board.cols; ++c) rows[r].push_back(to_char(board.at(r, c)));
  }
  return rows;
}

Json to_json(const Board& board) {
  Json object = Json::object();
  object["type"] = "binox";
  object["grid"] = to_rows(board);
  return object;
}

std::string to_text(const Board& board) {
  std::string text = "binox\n";
  text.reserve(text.size() + static_cast<size_t>(board.rows) * (board.cols + 1));
  for (const auto& row : to_rows(board)) {
    text += row;
    text += '\n';
  }
  return text;
}

Json solution_to_json(const Board& solution) {
  return Json(to_rows(solution));
}

}  // namespace gridlogic::binox
