// Binox (also Takuzu, Binairo, Unruly): fill an even R x C grid with X and O so that
//   - no three equal cells are adjacent in a row or a column,
//   - every row holds C/2 X's (and C/2 O's), every column R/2 X's,
//   - no two rows are equal and no two columns are equal.
//
// This header is the typed board shared by the parser, formatter, verifier, renderer, solver,
// generator and explainer. The solver keeps its own bit-vector layout (solver.hpp); the Board here
// is the plain, easy-to-check form.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "gridlogic/puzzle.hpp"

namespace gridlogic::binox {

/// One cell of a board. kEmpty is '.', kX is 'X', kO is 'O'.
enum class Cell : uint8_t { kEmpty = 0, kX = 1, kO = 2 };

/// The opposite colour of kX / kO (kEmpty stays kEmpty).
constexpr Cell opposite(Cell cell) {
  return cell == Cell::kX ? Cell::kO : cell == Cell::kO ? Cell::kX : Cell::kEmpty;
}
/// 'X', 'O' or '.'.
constexpr char to_char(Cell cell) {
  return cell == Cell::kX ? 'X' : cell == Cell::kO ? 'O' : '.';
}

/// Largest accepted side. Keeps every allocation bounded (16M cells) for hostile input.
inline constexpr int kMaxSide = 4096;

/// A puzzle (givens, empty cells '.') or a complete grid. Row-major; sizes are even and >= 2 once
/// it came through the parser.
struct Board {
  int rows = 0;
  int cols = 0;
  std::vector<Cell> cells;  ///< rows * cols, row-major

  Board() = default;
  Board(int r, int c) : rows(r), cols(c), cells(static_cast<size_t>(r) * c, Cell::kEmpty) {}

  [[nodiscard]] Cell at(int r, int c) const { return cells[static_cast<size_t>(r) * cols + c]; }
  Cell& at(int r, int c) { return cells[static_cast<size_t>(r) * cols + c]; }
  [[nodiscard]] size_t num_givens() const;
  [[nodiscard]] bool complete() const;
  friend bool operator==(const Board&, const Board&) = default;
};

// --- parse.cpp ----------------------------------------------------------------------------------

/// Parses {"type": "binox", "grid": ["X..O", ...]} and validates it (parse + validate_givens).
/// Throws InputError naming the rule and the place.
Board parse_json(const Json& object);
/// One cell's character (X, O, '.', lower case too; `ch` is one character, perhaps multi-byte).
/// Throws InputError "bad character" at `where`.
Cell cell_from_char(std::string_view ch, const std::string& where);
/// Parses the text form (one row per line; '.', X, O, lower case accepted; spaces between cells
/// ignored) and validates it. Places in errors name body lines (1-based).
Board parse_text(std::string_view body);
/// Rejects givens that already break a rule: three equal in a line ("three in a line"), more than
/// half of a line one colour ("too many in a line"), two complete equal rows or columns ("equal
/// lines"). `line_offset` >= 1 makes row places read "line N (row r)" for the text form.
void validate_givens(const Board& board, int line_offset = 0);

// --- format.cpp ---------------------------------------------------------------------------------

/// One string per row, 'X' / 'O' / '.'.
std::vector<std::string> to_rows(const Board& board);
/// The canonical JSON object {"type": "binox", "grid": [...]}.
Json to_json(const Board& board);
/// The canonical text form: header line "binox", then one row per line.
std::string to_text(const Board& board);
/// A complete board as the solution field's value.
Json solution_to_json(const Board& solution);

// --- verify.cpp ---------------------------------------------------------------------------------

/// Checks `solution` (the "solution" field: R strings of C 'X'/'O') against the givens of
/// `puzzle` and every rule. Independent of the solver. Reports the first broken rule and where.
Verdict verify(const Board& puzzle, const Json& solution);

// --- render.cpp ---------------------------------------------------------------------------------

/// A bordered drawing of the puzzle; with `solution` (may be null or invalid: then only the
/// puzzle is drawn, plus a note), givens in upper case and filled cells in lower case.
std::string render(const Board& puzzle, const Json* solution);

}  // namespace gridlogic::binox
