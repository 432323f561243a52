// A player's sudoku or killer position (docs/FORMATS.md "Positions"): the digits placed and the
// pencil marks written, and what is wrong with it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "gridlogic/puzzle.hpp"
#include "puzzles/killer/board.hpp"
#include "puzzles/killer/position.hpp"

namespace gridlogic::killer {

struct PlayerPosition {
  std::vector<int> values;         ///< the digit of each cell, 0 when open
  std::vector<human::Mask> marks;  ///< the pencil marks of each cell (0: none); empty: none written
};

/// Reads a position; null is the givens. Throws InputError naming the place for a malformed one.
PlayerPosition read_position(const Board& board, const Json& progress);

/// A cell as the JSON data of hints and mistakes name it: [row, col], 0-based.
Json cell_json(const Board& board, int cell);

/// The first mistake of a position, or "" (and `cells`, the cells it concerns): a given changed,
/// a digit twice in a unit or a cage, a cage whose digits cannot make its sum, or (when `count`
/// is 1, the solution being the only one) a digit against `solution`.
std::string find_mistake(const Board& board, const PlayerPosition& player, uint64_t count,
                         const Grid& solution, Json& cells);

/// Pencil marks that leave out the cell's digit in `solution`, said as a warning (and `cells`);
/// "" when there are none. They do not block a hint: its ladder reads every candidate there.
std::string leaves_out_solution(const Board& board, const PlayerPosition& player,
                                const Grid& solution, Json& cells);

}  // namespace gridlogic::killer
