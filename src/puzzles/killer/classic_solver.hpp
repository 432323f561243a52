// The fast path for classic 9x9 sudoku (no cages, 3x3 boxes): per-digit bitboards by band.
//
// Layout: for each band b (rows 3b..3b+2) and digit d, one 27-bit word of the cells where d may
// still go, bit (row % 3) * 9 + col; a placed digit keeps its own bit, and a word per band holds
// the cells not yet placed:
//
//     band word:  bit 26 ........ 18 17 ........ 9 8 ........ 0
//                 |  row 3b+2      |  row 3b+1    |  row 3b    |
//
// Propagation (in the spirit of JCZSolve's digit-band updates, written anew): a mask of "dirty"
// digit-bands; each is brought to its fixed point by one table lookup on its 3x3 row-segment
// occupancy, which keeps the segments lying on some placement of the digit in the band (one
// segment per row and per box: pointing, claiming and more), then places the digit where a
// row has one cell left (box singles become row singles through the table). A placement clears
// the cell for the other digits of the band and the column in the other bands, dirtying only
// the digit-bands that changed, and fails at once when it leaves a cell without digits. When
// no digit-band is dirty: naked singles (bit-sliced counts over the nine digits), then the
// column direction for the digits that changed (the same permutation test per stack, and
// hidden singles in columns). Branching: of the two-candidate cells, the one with the most open
// peers. The state is 120 bytes, copied per guess; the last candidate is tried in place.
#pragma once

#include <cstdint>

#include "puzzles/killer/solver.hpp"

namespace gridlogic::killer {

/// Counts solutions of a classic 9x9 sudoku with 3x3 boxes (precondition), like
/// count_solutions.
CountOutcome count_classic9(const Board& board, const Context& ctx, uint64_t limit);

/// The same on one-line text (81 characters, digits and '.' or '0'), skipping the Board:
/// for benchmarks. `solution` gets 81 digit characters when not null and one was found.
CountOutcome count_classic9_line(const char* line, const Context& ctx, uint64_t limit,
                                 char* solution);

}  // namespace gridlogic::killer
