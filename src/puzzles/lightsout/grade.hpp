// Lights Out's grade: the level names what a person needs to turn the board off, the rating how
// much work that is (docs/puzzles/lightsout.md "Grade and hint").
//
// Levels, from the explanation's rules (explain.hpp):
//   trivial  chasing down alone turns every light off;
//   lookup   after the chase the last row is lit, and the first-row table that fixes it is small
//            enough to write down (at most kMaxLookupTable first-row patterns: the table the
//            explanation prints);
//   algebra  the table is too large to hold (a wide rectangle, many levels), or the board has
//            holes or is a graph: a linear system must be solved.
// Rating = log10 of the actions the method takes (cells looked at, presses, table search,
// elimination); see grade.cpp for the formula.
#pragma once

#include <string_view>
#include <vector>

#include "engines/algebra/gf2_matrix.hpp"
#include "gridlogic/puzzle.hpp"
#include "puzzles/lightsout/board.hpp"

namespace gridlogic::lightsout {

/// Most first-row patterns a lookup table may list: the explanation prints the whole table up to
/// this many, and a person can still write it down.
inline constexpr double kMaxLookupTable = 4096;

/// The levels, easiest first.
const std::vector<std::string_view>& grade_levels();

/// True when a board `cols` wide with `levels` levels has at most kMaxLookupTable first-row
/// patterns, so a lit last row is fixed from a table rather than by algebra.
[[nodiscard]] bool lookup_table_fits(size_t cols, uint32_t levels);

/// The grade of a board: status as solve gives it (unsolvable, timeout, invalid), else the
/// level, rating, hardest rule and steps of the explanation (guessed is never set: the algebra
/// always finishes).
Grade grade_board(const Board& board, const Context& ctx);

/// The grade of a two-level full rectangle kept one bit a light, the same as grade_board gives
/// for its Board; boards too large to explain are graded on the bits, never unpacked.
Grade grade_packed(const algebra::Gf2Matrix& lights, const Context& ctx);

}  // namespace gridlogic::lightsout
