// The lightsout generator.
#pragma once

#include <string>
#include <vector>

#include "gridlogic/puzzle.hpp"
#include "puzzles/lightsout/board.hpp"

namespace gridlogic::lightsout {

/// What the generator says of a board besides its solution.
struct Fewest {
  size_t nullity = 0;    ///< of the board's press matrix over Z_k (0: unique solution)
  BigCount solutions;    ///< press sets that turn every light off (k^nullity)
  uint64_t presses = 0;  ///< the fewest presses among them (the solution written)
  bool proved = true;    ///< the fewest is proved least (else the best found in time)
};

/// A random solvable board, not all off, from ctx.seed, of the grade level the difficulty
/// parameter asks for (grade.hpp). On a regular board its one solution is written to
/// `solution`; on a singular board (5 x 5 over GF(2), ...) every solvable state has k^nullity
/// press sets, and the one with the fewest presses is written. Throws InputError for bad
/// parameters and for a level the size cannot have.
Board generate_board(const Context& ctx, const GenerateParams& params, Presses& solution,
                     Fewest* fewest = nullptr);
/// The parameters generate_board reads (size, rows, cols, levels, difficulty), with defaults and
/// ranges.
const std::vector<ParamSpec>& generate_params();
/// The difficulty asked for: "any" or a level of grade_levels().
std::string generate_difficulty(const GenerateParams& params);

}  // namespace gridlogic::lightsout
