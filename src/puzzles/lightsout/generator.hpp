// The lightsout generator.
#pragma once

#include <string>
#include <vector>

#include "gridlogic/puzzle.hpp"
#include "puzzles/lightsout/board.hpp"

namespace gridlogic::lightsout {

/// A random board with exactly one solution (written to `solution`), from ctx.seed. Throws
/// InputError for bad parameters and for sizes whose board is singular (no unique puzzle exists).
Board generate_board(const Context& ctx, const GenerateParams& params, Presses& solution);
/// The parameters generate_board reads (size, rows, cols, levels), with defaults and ranges.
const std::vector<ParamSpec>& generate_params();

}  // namespace gridlogic::lightsout
