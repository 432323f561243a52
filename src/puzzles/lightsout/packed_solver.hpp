// The native solver for a two-level full rectangle kept one bit a light (packed_board.hpp).
//
// The same reduction as the rectangle solver of solver.hpp: the chase along the longer side
// (transposing the bits when the board is wider than tall), the same chase matrix, the same
// elimination; so the same facts, the same solution and the same certificate. Only the form
// differs: the chases run 64 cells a word operation (chase.hpp), and the board and the presses
// take one bit a cell, so an all-on 10000 x 10000 board solves in tens of megabytes.
//
// The kernel basis (--kernel) and the least presses (--min) work on patterns one level a cell;
// for them the caller solves the unpacked Board instead (packed_applies).
#pragma once

#include "engines/algebra/gf2_matrix.hpp"
#include "puzzles/lightsout/solver.hpp"

namespace gridlogic::lightsout {

/// The facts with press patterns as bits, in the board's shape.
struct PackedAnalysis : SystemFacts {
  algebra::Gf2Matrix presses;      ///< one solution, when solvable
  algebra::Gf2Matrix certificate;  ///< when unsolvable: a stationary pattern meeting an odd
                                   ///< number of lights (0 x 0 when none was found)
};

/// True when solve or count with these options can take the packed path.
[[nodiscard]] bool packed_applies(const SolveOptions& options);

/// Solves the rectangle whose lights are `lights`.
[[nodiscard]] PackedAnalysis analyse_packed(const algebra::Gf2Matrix& lights, const Context& ctx);

/// solve, as lightsout::solve gives it for the unpacked board (packed_applies(options) holds).
[[nodiscard]] SolveResult solve_packed(const algebra::Gf2Matrix& lights, const Context& ctx);
/// count, as lightsout::count gives it for the unpacked board (packed_applies(options) holds).
[[nodiscard]] CountResult count_packed(const algebra::Gf2Matrix& lights, const Context& ctx);

}  // namespace gridlogic::lightsout
