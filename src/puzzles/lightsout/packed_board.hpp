// Two-level full rectangles kept one bit a light, and the text rows of such bits.
//
// A board with levels=2 and no holes is a matrix over GF(2): a puzzle keeps it as a Gf2Matrix
// (row r of the board is row r of the matrix; bit c % 64 of word c / 64 is column c), 1/40 of
// the Board's 5 bytes a cell, and its native solver chases it 64 cells a word operation
// (packed_solver.hpp). Press patterns of such boards are bits too; both are read from and written
// as rows of '0' and '1', 8 characters a step.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "engines/algebra/gf2_matrix.hpp"
#include "puzzles/lightsout/board.hpp"

namespace gridlogic::lightsout {

/// True when the board is a two-level full rectangle, the boards a puzzle keeps packed.
[[nodiscard]] bool is_packable(const Board& board);
/// The lights of a packable board, one bit a cell.
[[nodiscard]] algebra::Gf2Matrix pack_lights(const Board& board);
/// The Board of packed lights (levels 2, no holes).
[[nodiscard]] Board unpack_lights(const algebra::Gf2Matrix& lights);

/// The canonical text and JSON of packed lights, as to_text and to_json give them for the
/// unpacked board, without building it.
[[nodiscard]] std::string packed_to_text(const algebra::Gf2Matrix& lights);
[[nodiscard]] Json packed_to_json(const algebra::Gf2Matrix& lights);

/// Packs a row of '0' and '1' into `words` ((text.size() + 63) / 64 words, overwritten, padding
/// bits 0). Returns false, with `words` unspecified, when any character is something else.
[[nodiscard]] bool pack_binary_row(std::string_view text, uint64_t* words);
/// Appends row `r` of `bits` as '0' and '1' characters.
void append_binary_row(const algebra::Gf2Matrix& bits, size_t r, std::string& out);

}  // namespace gridlogic::lightsout
