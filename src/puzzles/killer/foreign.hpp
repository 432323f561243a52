// The formats of other programs a sudoku or killer reads and writes
// (gridlogic/foreign_format.hpp).
#pragma once

#include <vector>

#include "gridlogic/foreign_format.hpp"
#include "puzzles/killer/board.hpp"

namespace gridlogic::killer {

/// Simon Tatham's Solo id, `solo:CxR:DESC` or `solo:CxRk:DESC` (tatham_id.cpp).
const ForeignFormat& tatham_format();
/// f-puzzles JSON, `{"size": 9, "grid": [...], "killercage": [...]}` (fpuzzles.cpp).
const ForeignFormat& fpuzzles_format();
/// An f-puzzles share link, `https://www.f-puzzles.com/?load=N4Ig...`, or its bare LZ-string
/// blob (fpuzzles.cpp).
const ForeignFormat& fpuzzles_link_format();

/// The board of a puzzle of this kind (kind.cpp).
const Board& board_of_puzzle(const Puzzle& puzzle);

/// Our canonical JSON of a board given as its parts (givens n*n, 0 = empty; cages any order).
Json board_json(int n, int box_h, int box_w, const std::vector<int>& givens,
                const std::vector<Cage>& cages);

}  // namespace gridlogic::killer
