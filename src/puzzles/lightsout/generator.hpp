// The lightsout generator.
#pragma once

#include <string>
#include <vector>

#include "gridlogic/puzzle.hpp"
#include "puzzles/lightsout/board.hpp"

namespace gridlogic::lightsout {

/// A random board with exactly one solution (written to `solution`), from ctx.seed, of the grade
/// level the difficulty parameter asks for (grade.hpp). Throws InputError for bad parameters, for
/// sizes whose board is singular (no unique puzzle exists) and for a level the size cannot have.
Board generate_board(const Context& ctx, const GenerateParams& params, Presses& solution);
/// The parameters generate_board reads (size, rows, cols, levels, difficulty), with defaults and
/// ranges.
const std::vector<ParamSpec>& generate_params();
/// The difficulty asked for: "any" or a level of grade_levels().
std::string generate_difficulty(const GenerateParams& params);

}  // namespace gridlogic::lightsout
