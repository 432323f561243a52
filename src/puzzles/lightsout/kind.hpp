// The lightsout puzzle type, as the registry sees it.
#pragma once

#include <memory>

#include "engines/algebra/gf2_matrix.hpp"
#include "gridlogic/puzzle.hpp"
#include "puzzles/lightsout/board.hpp"

namespace gridlogic::lightsout {

/// The one lightsout PuzzleKind.
const PuzzleKind& kind();

/// The puzzle of a parsed board (kept packed when it is a two-level full rectangle).
std::unique_ptr<Puzzle> make_puzzle(Board board);
/// The puzzle of a two-level full rectangle given by its lights, one bit a cell.
std::unique_ptr<Puzzle> make_puzzle(algebra::Gf2Matrix lights);

}  // namespace gridlogic::lightsout
