// Lights Out boards and press patterns.
//
// A board is either a grid (R x C cells, some of which may be holes) or a graph (nodes and
// edges). Both are stored the same way for the algebra: a list of cells, each with a level in
// 0..k-1, and the neighbour relation. Grid cell (r, c) has index r*C + c; a hole keeps its index
// (so press patterns have the grid's shape) but has no light, no button and no neighbours.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "base/json_fields.hpp"
#include "gridlogic/puzzle.hpp"

namespace gridlogic::lightsout {

/// Largest accepted grid side and node count: the rectangle solver needs O(R*C + C^2) bits, so
/// 10000 x 10000 (the largest benchmark) is fine; more is refused with a clear error.
inline constexpr int kMaxSide = 10000;
inline constexpr uint32_t kMaxNodes = 1000000;
inline constexpr size_t kMaxEdges = 4000000;
/// Levels are kept below 2^31 so products of two levels fit in 64 bits.
inline constexpr int64_t kMaxLevels = 1000000000;

struct Board {
  uint32_t levels = 2;                               ///< k: a press adds 1 mod k
  bool graph = false;                                ///< true: nodes/edges board; false: grid
  int rows = 0;                                      ///< grid only
  int cols = 0;                                      ///< grid only
  std::vector<uint8_t> holes;                        ///< grid only: rows*cols, 1 = hole
  std::vector<std::pair<uint32_t, uint32_t>> edges;  ///< graph only, as given (a < b not required)
  std::vector<uint32_t> state;  ///< one level per cell (grid: rows*cols, 0 at holes) or node

  [[nodiscard]] size_t size() const { return state.size(); }
  [[nodiscard]] bool is_hole(size_t i) const { return !graph && holes[i] != 0; }
  [[nodiscard]] bool has_holes() const;
  /// A full rectangle: the light-chasing solver applies.
  [[nodiscard]] bool is_rectangle() const { return !graph && !has_holes(); }
  /// Neighbours of every cell (holes have none and are no one's neighbour).
  [[nodiscard]] std::vector<std::vector<uint32_t>> neighbours() const;
  /// A cell's name in messages: "row R, col C" (counted from 1) for grids; "node N" for graphs,
  /// N being the node's index in the data (edges name nodes by it).
  [[nodiscard]] std::string place(size_t i) const;
};

/// The names of a row and a column in messages, counted from 1 as people count ("row 1" is the
/// top row); JSON coordinate arrays stay 0-based (FORMATS.md, Coordinates).
inline std::string row_name(size_t r) {
  return json_fields::row_name(static_cast<int64_t>(r));
}
inline std::string col_name(size_t c) {
  return json_fields::col_name(static_cast<int64_t>(c));
}

/// How many times each cell is pressed, indexed like Board::state (0 at holes).
using Presses = std::vector<uint32_t>;

/// Parses a board from its JSON object (FORMATS.md "lightsout"). Throws InputError.
Board parse_json(const Json& object);
/// Parses the text form; `params` are the header's key=value pairs. Throws InputError.
Board parse_text(std::string_view body, const std::map<std::string, std::string>& params);
/// Parses a "presses" value in the board's shape. Throws InputError naming the place.
Presses solution_from_json(const Board& board, const Json& value);

/// The canonical JSON object (with "type"), no presses.
Json to_json(const Board& board);
/// The canonical text form, header line first, ending in a newline.
std::string to_text(const Board& board);
/// A press pattern in the board's shape: digit strings (k <= 10) or integer lists (-1 = hole)
/// for grids, a list of integers for graphs.
Json solution_to_json(const Board& board, const Presses& presses);

/// Checks that `presses` turns every light off. Independent of the solver.
Verdict verify(const Board& board, const Json& presses);
/// A drawing of the board, with the press pattern beside it when given.
std::string render(const Board& board, const Json* presses);

}  // namespace gridlogic::lightsout
