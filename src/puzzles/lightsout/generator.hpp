// The lightsout generator.
#pragma once

#include <string>

#include "gridlogic/puzzle.hpp"
#include "puzzles/lightsout/board.hpp"

namespace gridlogic::lightsout {

/// A random board with exactly one solution (written to `solution`), from ctx.seed. Throws
/// InputError for bad parameters and for sizes whose board is singular (no unique puzzle exists).
Board generate_board(const Context& ctx, const GenerateParams& params, Presses& solution);
/// One line per parameter, for --help.
std::string generate_help();

}  // namespace gridlogic::lightsout
