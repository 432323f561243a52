// Writing a packed press pattern as JSON rows of digits.
#include "puzzles/lightsout/packed_presses.hpp"

#include <utility>

#include "puzzles/lightsout/packed_board.hpp"

namespace gridlogic::lightsout {

void PackedPresses::write_json(JsonSink& out) const {
  out.push('[');
  for (size_t r = 0; r < presses_.rows(); ++r) {
    if (r > 0) out.push(',');
    out.push('"');
    append_binary_row(presses_, r, out.buffer());
    out.push('"');
    out.flush_if_full();
  }
  out.push(']');
}

Json PackedPresses::build_json() const {
  Json board = packed_to_json(presses_);  // a pattern is written as a board's grid
  return std::move(board["grid"]);
}

}  // namespace gridlogic::lightsout
