// The fast path for classic 9x9 sudoku (no cages, 3x3 boxes): per-digit bitboards.
//
// Layout: for each digit d (0..8) and band b (rows 3b..3b+2), one 27-bit word of the cells
// where d may still go; bit (row % 3) * 9 + col. A placed digit keeps its own bit, and a
// separate word per band holds the cells not yet placed:
//
//     band word:  bit 26 ........ 18 17 ........ 9 8 ........ 0
//                 |  row 3b+2      |  row 3b+1    |  row 3b    |
//
// Row and box tests are shifts and masks inside one word; a column spans the three bands.
// Deductions: naked singles (bit-sliced counts over the nine digit words), hidden singles in
// rows, boxes and columns, and locked candidates inside a band (pointing and claiming between
// row segments and boxes). Branching prefers a cell with two candidates.
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
