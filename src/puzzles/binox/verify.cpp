// The independent checker of a proposed Binox solution. It shares no code with the solver (it
// reads the solution from JSON itself and checks each rule with plain loops), so the tests can
// use it as an oracle for the solver.
#include <string>
#include <unordered_map>

#include "base/text_lines.hpp"
#include "puzzles/binox/board.hpp"
#include "puzzles/binox/position.hpp"

namespace gridlogic::binox {
namespace {

Verdict wrong(const std::string& rule, const std::string& where, const std::string& detail) {
  return Verdict{false, where + ": " + detail + " [rule: " + rule + "]"};
}

}  // namespace

Verdict verify(const Board& puzzle, const Json& solution) {
  const int rows = puzzle.rows;
  const int cols = puzzle.cols;
  // 1. Shape and characters: R strings of C cells, each X or O (lower case accepted).
  if (!solution.is_array())
    return wrong("not a grid", "solution", "expected a list of row strings");
  if (solution.size() != static_cast<size_t>(rows)) {
    return wrong(
        "wrong size", "solution",
        "has " + std::to_string(solution.size()) + " rows, the puzzle has " + std::to_string(rows));
  }
  std::vector<std::string> grid(static_cast<size_t>(rows));
  for (int r = 0; r < rows; ++r) {
    if (!solution[r].is_string()) return wrong("not a grid", row_name(r), "not a string");
    // Lengths count characters, so that a non-ASCII cell is named where it stands.
    const std::string& text = solution[r].get_ref<const std::string&>();
    const size_t length = text_lines::length(text);
    if (length != static_cast<size_t>(cols)) {
      return wrong(
          "wrong size", row_name(r),
          "has " + std::to_string(length) + " cells, the puzzle has " + std::to_string(cols));
    }
    const auto cells = text_lines::characters(text);
    for (int c = 0; c < cols; ++c) {
      char ch = cells[c].size() == 1 ? cells[c][0] : '\0';
      if (ch == 'x') ch = 'X';
      if (ch == 'o') ch = 'O';
      if (ch == '.') return wrong("incomplete", cell_name(r, c), "the cell is empty");
      if (ch != 'X' && ch != 'O') {
        return wrong("bad character", cell_name(r, c),
                     text_lines::quote(cells[c]) + " is not X or O");
      }
      grid[r].push_back(ch);
    }
  }
  // 2. Givens kept.
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      char given = to_char(puzzle.at(r, c));
      if (given != '.' && given != grid[r][c]) {
        return wrong("given changed", cell_name(r, c),
                     std::string("the given ") + given + " became " + grid[r][c]);
      }
    }
  }
  // 3. No three equal in a line.
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c + 2 < cols; ++c) {
      if (grid[r][c] == grid[r][c + 1] && grid[r][c] == grid[r][c + 2]) {
        return wrong("three in a line", cell_name(r, c),
                     std::string("three ") + grid[r][c] + " in a row (cols " + place_number(c) +
                         ".." + place_number(c + 2) + ")");
      }
    }
  }
  for (int c = 0; c < cols; ++c) {
    for (int r = 0; r + 2 < rows; ++r) {
      if (grid[r][c] == grid[r + 1][c] && grid[r][c] == grid[r + 2][c]) {
        return wrong("three in a line", cell_name(r, c),
                     std::string("three ") + grid[r][c] + " in a column (rows " + place_number(r) +
                         ".." + place_number(r + 2) + ")");
      }
    }
  }
  // 4. Balance: half X in every row and column.
  for (int r = 0; r < rows; ++r) {
    int nx = 0;
    for (int c = 0; c < cols; ++c) nx += grid[r][c] == 'X';
    if (nx * 2 != cols) {
      return wrong("unbalanced line", row_name(r),
                   "has " + std::to_string(nx) + " X and " + std::to_string(cols - nx) + " O");
    }
  }
  for (int c = 0; c < cols; ++c) {
    int nx = 0;
    for (int r = 0; r < rows; ++r) nx += grid[r][c] == 'X';
    if (nx * 2 != rows) {
      return wrong("unbalanced line", col_name(c),
                   "has " + std::to_string(nx) + " X and " + std::to_string(rows - nx) + " O");
    }
  }
  // 5. Distinct rows, distinct columns.
  std::unordered_map<std::string, int> seen;
  for (int r = 0; r < rows; ++r) {
    auto [it, inserted] = seen.emplace(grid[r], r);
    if (!inserted) {
      return wrong("equal lines", "rows " + place_number(it->second) + " and " + place_number(r),
                   "the two rows are equal");
    }
  }
  seen.clear();
  for (int c = 0; c < cols; ++c) {
    std::string column;
    column.reserve(static_cast<size_t>(rows));
    for (int r = 0; r < rows; ++r) column.push_back(grid[r][c]);
    auto [it, inserted] = seen.emplace(std::move(column), c);
    if (!inserted) {
      return wrong("equal lines", "cols " + place_number(it->second) + " and " + place_number(c),
                   "the two columns are equal");
    }
  }
  return Verdict{true, {}};
}

}  // namespace gridlogic::binox
