// A player's position for hints (docs/FORMATS.md "Positions", binox): the grid with the X's and
// O's placed so far, and the mistakes a position can hold.
#pragma once

#include <string>

#include "gridlogic/puzzle.hpp"
#include "puzzles/binox/board.hpp"

namespace gridlogic::binox {

/// Reads `progress` against `puzzle`'s shape: null (the givens), a list of row strings, an
/// object {"grid": [...]}, or one string of rows x cols cells (white space ignored); cells '.',
/// 'X', 'O' (lower case too). Throws InputError naming the place.
Board read_position(const Board& puzzle, const Json& progress);

// Names of places in messages (input errors, verify, steps, hints). People count from 1:
// row index 0 is "row 1", while JSON coordinate arrays stay 0-based (FORMATS.md, Coordinates).
// Every binox message names its rows, columns and cells through these.

/// The number people give the 0-based row or column `index`: "1" for 0.
std::string place_number(int index);
/// "row 3".
std::string row_name(int r);
/// "col 5".
std::string col_name(int c);
/// "row 3, col 5".
std::string cell_name(int r, int c);

/// The first rule the position breaks, or "": a given changed, three equal in a line, a line with
/// more than half its cells one symbol, two equal complete lines. `cells` receives its cells.
std::string broken_rule(const Board& puzzle, const Board& position, Json& cells);

}  // namespace gridlogic::binox
