// Unique-solution generators for Killer Sudoku and classic Sudoku.
#pragma once

#include <string>
#include <vector>

#include "gridlogic/puzzle.hpp"
#include "puzzles/killer/board.hpp"

namespace gridlogic::killer {

struct GeneratedBoard {
  bool ok = false;  ///< false when ctx expired first
  Board board;
  Grid solution;
  Json extra = Json::object();
};

/// A puzzle with exactly one solution (proved by counting to 2), reproducible from ctx.seed.
/// Parameters: size (default 9), box HxW, cages=none (classic sudoku, minimal: no given can be
/// removed), max-cage, min-cage, givens=none|some, difficulty (the level on the human ladder's
/// scale the puzzle's grade must have; a killer of a level has no givens and grows its cages
/// from dominoes up to max-cage). Throws InputError for bad parameters, and for a level not
/// reached in a bounded number of tries.
GeneratedBoard generate_board(const Context& ctx, const GenerateParams& params);

/// The parameters above that a caller sets (cages comes with the type word "sudoku"), with
/// defaults and ranges.
const std::vector<ParamSpec>& generate_params();

}  // namespace gridlogic::killer
