// The symmetries of a board's set of solutions, for the least-presses search.
#pragma once

#include <cstdint>
#include <vector>

#include "puzzles/lightsout/board.hpp"

namespace gridlogic::lightsout {

/// The reflections and rotations of a grid board (8 for a square, 4 otherwise, identity left
/// out) that keep every hole and every light where it was: each maps the board's solutions onto
/// its solutions, since pressing commutes with them. As permutations of cell indices
/// (r·cols + c goes to perm[r·cols + c]). Graph boards: none (their automorphisms are not
/// searched for).
std::vector<std::vector<uint32_t>> board_symmetries(const Board& board);

}  // namespace gridlogic::lightsout
