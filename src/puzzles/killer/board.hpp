// Killer Sudoku and classic Sudoku: the typed puzzle, its solution, and the functions of the
// small files of this folder (parse, format, verify, render).
//
// One model serves both: a classic sudoku is a Board without cages. Cells are numbered
// row-major, cell = row * n + col. Digits are 1..n; 0 means an empty cell.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "gridlogic/puzzle.hpp"

namespace gridlogic::killer {

/// The largest supported side (digit masks are 16 bits wide).
inline constexpr int kMaxSize = 16;

struct Cage {
  int sum = 0;
  std::vector<int> cells;  ///< ascending cell numbers
};

/// A validated puzzle. Canonical: cages are sorted by their first cell, cells ascending.
struct Board {
  int n = 9;                ///< side: 4, 6, 8, 9, 12 or 16
  int box_h = 3;            ///< box height (rows)
  int box_w = 3;            ///< box width (columns)
  std::vector<Cage> cages;  ///< empty: a classic sudoku
  std::vector<int> givens;  ///< n*n digits, 0 = empty

  [[nodiscard]] bool classic() const { return cages.empty(); }
  [[nodiscard]] int cells() const { return n * n; }
  [[nodiscard]] int row(int cell) const { return cell / n; }
  [[nodiscard]] int col(int cell) const { return cell % n; }
  [[nodiscard]] int box(int cell) const {
    return (row(cell) / box_h) * (n / box_w) + col(cell) / box_w;
  }
};

/// A full grid of digits (n*n, row-major).
using Grid = std::vector<int>;

/// True when n is a supported side; sets the default box shape (FORMATS.md).
bool default_box(int n, int* box_h, int* box_w);

/// True when `cells` (indices of the n x n grid, n <= kMaxSize, none twice) are orthogonally
/// connected; true for none.
bool cells_connected(int n, const std::vector<int>& cells);

/// The character of a digit in strings: '1'..'9', then 'A'.. for 10..16; '.' for 0.
char digit_char(int digit);
/// The digit of a character: 0 for '.' and '0', 1..9, 10..16 for 'A'..'G' / 'a'..'g'; else -1.
/// A table, inline: every character of a batch of one-line sudokus goes through it.
inline int char_digit(char c) {
  static constexpr std::array<int8_t, 256> kDigitOf = [] {
    std::array<int8_t, 256> table{};
    for (int8_t& digit : table) digit = -1;
    table['.'] = table['0'] = 0;
    for (int d = 1; d <= 9; ++d) table[static_cast<size_t>('0' + d)] = static_cast<int8_t>(d);
    for (int d = 10; d <= 16; ++d) {
      table[static_cast<size_t>('A' + d - 10)] = table[static_cast<size_t>('a' + d - 10)] =
          static_cast<int8_t>(d);
    }
    return table;
  }();
  return kDigitOf[static_cast<unsigned char>(c)];
}

// ---- names in messages (board.cpp) ---------------------------------------------------------
// People count from 1: every sudoku and killer message (input errors, verify, explanation steps,
// hints) names row index 0 "row 1" and its first cell "r1c1", through these; JSON coordinate
// arrays stay 0-based (FORMATS.md, Coordinates).

/// The number people give a 0-based index (of a row, column, box, cage or list entry): "1" for 0.
std::string place_number(int index);
/// "r3c5": the cell at 0-based (row, col).
std::string cell_name(int row, int col);
/// The same for a cell number (row * n + col).
std::string cell_name(const Board& board, int cell);
/// "row 3", "column 5", "box 7": the unit of 0-based `index` of a kind ("row", "column", "box").
std::string unit_name(std::string_view kind, int index);
/// "cage 3 (sum 15, at r1c3)": the name of a canonical cage in messages.
std::string cage_name(const Board& board, int cage);

// ---- parse.cpp -------------------------------------------------------------------------------
/// Parses and validates a JSON object (type "killer" or "sudoku"). Throws InputError.
Board parse_json(const Json& object);
/// Parses and validates the text form (cage map / sums / givens, or a classic grid or one line).
/// `params` are the header's key=value pairs (size, box) and "type". Throws InputError.
Board parse_text(std::string_view body, const std::map<std::string, std::string>& params);
/// True for a line that reads as a one-line classic sudoku (N*N digits, '.' or '0').
bool is_one_line_sudoku(std::string_view line);
/// True for a line of a batch of one-line sudokus: a good one, or one that can be nothing else
/// (longer than any row of a grid, without spaces or drawing), so that a typo in one line is
/// that line's error.
bool is_one_line_entry(std::string_view line);
/// Checks every rule that needs no search and puts the board in canonical order.
/// `cage_names[i]` names input cage i in errors. Throws InputError.
void validate(Board& board, const std::vector<std::string>& cage_names);

// ---- format.cpp ------------------------------------------------------------------------------
/// Canonical JSON (type "killer", or "sudoku" for a classic), without a solution.
Json to_json(const Board& board);
/// Canonical text form with a header line, ending in a newline.
std::string to_text(const Board& board);
/// The solution field's value: n strings for n <= 9, else n lists of integers.
Json solution_to_json(const Board& board, const Grid& grid);
/// The same value kept compact (one byte a cell) until it is written.
Solution compact_solution(const Board& board, const Grid& grid);
/// Reads a solution field (strings or lists of integers); false with `error` set when malformed.
bool solution_from_json(const Board& board, const Json& value, Grid* grid, std::string* error);

// ---- verify.cpp ------------------------------------------------------------------------------
/// Checks a full grid against every rule; returns the first broken rule and where.
Verdict verify(const Board& board, const Grid& grid);
/// The same for a solution field's value; a malformed value is an invalid verdict saying why.
Verdict verify(const Board& board, const Json& solution);

// ---- render.cpp ------------------------------------------------------------------------------
/// Terminal drawing: cage outlines with sums (or a classic grid), digits of `grid` when given.
std::string render_grid(const Board& board, const Grid* grid);
/// The same with a solution field's value (or null). Throws InputError when it is malformed.
std::string render(const Board& board, const Json* solution);

}  // namespace gridlogic::killer
