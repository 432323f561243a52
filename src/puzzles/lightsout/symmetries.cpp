#include "puzzles/lightsout/symmetries.hpp"

#include <utility>

namespace gridlogic::lightsout {

std::vector<std::vector<uint32_t>> board_symmetries(const Board& board) {
  std::vector<std::vector<uint32_t>> out;
  if (board.graph) return out;
  const int rows = board.rows;
  const int cols = board.cols;
  // Bit 0 mirrors the columns, bit 1 the rows, bit 2 transposes (squares only).
  const int maps = rows == cols ? 8 : 4;
  for (int m = 1; m < maps; ++m) {
    std::vector<uint32_t> perm(board.size());
    bool keeps = true;
    for (int r = 0; r < rows && keeps; ++r) {
      for (int c = 0; c < cols && keeps; ++c) {
        int rr = (m & 2) != 0 ? rows - 1 - r : r;
        int cc = (m & 1) != 0 ? cols - 1 - c : c;
        if ((m & 4) != 0) std::swap(rr, cc);
        const auto from = static_cast<size_t>(r * cols + c);
        const auto to = static_cast<size_t>(rr * cols + cc);
        keeps = board.holes[from] == board.holes[to] && board.state[from] == board.state[to];
        perm[from] = static_cast<uint32_t>(to);
      }
    }
    if (keeps) out.push_back(std::move(perm));
  }
  return out;
}

}  // namespace gridlogic::lightsout
