// Dominosa: the typed board and solution, and the functions that read, write, check and draw them.
//
// A board is an R x C grid of values 0..M with R*C = (M+1)(M+2); a solution pairs every cell with
// one orthogonal neighbour so that each of the (M+1)(M+2)/2 dominoes {a,b}, 0 <= a <= b <= M,
// is used exactly once.
//
// Cells are numbered row-major: cell i is row i / C, col i % C. A solution is a partner array:
// partner[i] is the cell paired with cell i. On the JSON side a solution is one string per row of
// partner directions (FORMATS.md): 'L', 'R', 'U', 'D'.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "gridlogic/puzzle.hpp"

namespace gridlogic::dominosa {

/// The largest M we accept: (M+1)(M+2) cells, about a million at M = 1000. Bigger boards are
/// rejected with "too large" before anything is allocated for them.
inline constexpr int kMaxMax = 1000;
/// No side of the grid may exceed this (FORMATS: at most 4096 x 4096 in every type).
inline constexpr int kMaxSide = 4096;

/// A parsed, validated board. Invariants (checked by make_board): rows, cols >= 1,
/// rows * cols = (max+1)(max+2), every value in 0..max appears exactly max+2 times.
struct Board {
  int rows = 0;
  int cols = 0;
  int max = 0;
  std::vector<int> values;  ///< row-major, rows * cols entries

  [[nodiscard]] int cell_count() const { return rows * cols; }
  [[nodiscard]] int at(int row, int col) const { return values[row * cols + col]; }
  /// Number of dominoes in the double-max set: (M+1)(M+2)/2.
  [[nodiscard]] int domino_count() const { return (max + 1) * (max + 2) / 2; }
};

/// The index of domino {a, b} (order ignored) in the double-M set, 0 .. domino_count()-1.
inline int domino_index(int a, int b) {
  if (a > b) std::swap(a, b);
  return b * (b + 1) / 2 + a;
}

/// A solution: partner[i] is the cell paired with cell i (row-major numbering).
using Partners = std::vector<int>;

// ---- names in messages (position.cpp) --------------------------------------------------------
// People count from 1: every dominosa message (input errors, verify, explanation steps, hints)
// names row index 0 "row 1" and its first cell "r1c1", through these; JSON coordinate arrays
// stay 0-based (FORMATS.md, Coordinates).

/// "row 3": the row of 0-based index `row`.
std::string row_name(int row);
/// "r3c5": the cell at 0-based (row, col).
std::string cell_name(int row, int col);
/// "r3c5" for the cell number `cell` (row-major) of a board `cols` wide.
std::string numbered_cell_name(int cell, int cols);
/// "r1c1-r1c2": a placement of a domino on two cells (cell numbers of a board `cols` wide).
std::string placement_name(int a, int b, int cols);

// ---- parse.cpp -----------------------------------------------------------------------------

/// The M whose set has exactly `cells` halves, or nullopt when `cells` is not (M+1)(M+2).
std::optional<int> max_for_cells(long long cells);

/// Validates a grid and builds the board. `max_given` is the stated M (JSON "max", text header
/// max=M), checked rather than inferred. `where_cell(r, c)` and `where_row(r)` name places in
/// errors, so JSON and text input report in their own terms. Throws InputError.
Board make_board(const std::vector<std::vector<int>>& grid, std::optional<int> max_given,
                 const std::function<std::string(int, int)>& where_cell,
                 const std::function<std::string(int)>& where_row);

/// Parses a JSON puzzle object ("grid", optional "max"); unknown keys are ignored.
Board parse_json(const Json& object);
/// Parses the text form's body: rows of white-space separated integers. `params` are the
/// header's key=value pairs ("max" is the only key besides "type").
Board parse_text(std::string_view body, const std::map<std::string, std::string>& params);

// ---- format.cpp ----------------------------------------------------------------------------

/// {"type": "dominosa", "max": M, "grid": [[...], ...]}.
Json to_json(const Board& board);
/// "dominosa max=M\n" then the rows, right-aligned in columns of equal width.
std::string to_text(const Board& board);
/// The solution field's value for a partner array: one direction string per row.
Json solution_to_json(const Board& board, const Partners& partners);

// ---- verify.cpp ----------------------------------------------------------------------------

/// Checks a proposed solution (the "solution" field's value) against every rule: shape, letters,
/// partners inside the board and pointing back, each domino of the set used exactly once.
/// Names the first broken rule and the cell. Shares no code with the solver.
Verdict verify(const Board& board, const Json& solution);

// ---- render.cpp ----------------------------------------------------------------------------

/// The grid drawn with ASCII borders; with a solution, the border inside each domino is left
/// out so the dominoes show. A solution that does not parse is ignored beyond its valid pairs.
std::string render(const Board& board, const Json* solution);

}  // namespace gridlogic::dominosa
