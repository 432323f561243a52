// Puzzles of a chosen level on the grade scale (rules.hpp), the way Tatham's Unruly makes them:
// a random grid, givens removed in random order while the ladder up to the level's hardest rule
// still solves the puzzle (which proves it unique: every rule is sound), then the puzzle is kept
// only if its grade is exactly that level (not solved by the levels below), else a new grid.
#pragma once

#include <string_view>

#include "gridlogic/context.hpp"
#include "puzzles/binox/generator.hpp"

namespace gridlogic::binox {

/// The levels generate accepts: binox_levels() up to "extreme" (a unique puzzle that needs a
/// guess is not something the ladder can aim at).
bool generatable_level(std::string_view level);

/// A unique puzzle of rows x cols whose grade level is exactly `level` (generatable_level).
/// Reproducible from ctx.seed. kTimeout (and an empty puzzle) when ctx expires first; kUnsolvable
/// when no grid of this size exists. Throws InputError ("level not reached") when 50,000 grids
/// give none: small boards never reach some levels.
GeneratedBoard generate_graded(int rows, int cols, std::string_view level, const Context& ctx);

}  // namespace gridlogic::binox
