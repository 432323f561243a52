// Binox input: JSON and text to Board, with every check FORMATS.md implies that needs no search.
#include <string>
#include <unordered_map>

#include "base/json_fields.hpp"
#include "base/text_lines.hpp"
#include "puzzles/binox/board.hpp"
#include "puzzles/binox/position.hpp"

namespace gridlogic::binox {
namespace {

/// Names places in errors (position.hpp's names, counted from 1): JSON rows are "row R"; text
/// rows are "line N (row R)".
struct Places {
  int line_offset = 0;  // 0 = JSON; else the body line number of row index 0

  [[nodiscard]] std::string row(int r) const {
    if (line_offset == 0) return row_name(r);
    return "line " + std::to_string(r + line_offset) + " (" + row_name(r) + ")";
  }
  [[nodiscard]] std::string cell(int r, int c) const { return row(r) + ", " + col_name(c); }
};

/// Builds a board from row strings (spaces and tabs between cells already removed) and checks
/// the shape. Widths count characters, so that a non-ASCII cell is a bad character where it
/// stands rather than a ragged row.
Board board_from_rows(const std::vector<std::string>& rows, const Places& places,
                      const std::string& whole) {
  if (rows.size() > static_cast<size_t>(kMaxSide)) {
    throw TooLarge(TooLarge::Limit::kTypeSize, whole,
                   std::to_string(rows.size()) + " rows; at most " + std::to_string(kMaxSide) +
                       " are accepted");
  }
  const int num_rows = static_cast<int>(rows.size());
  std::vector<size_t> widths;
  for (int r = 0; r < num_rows; ++r) {
    widths.push_back(text_lines::check_utf8(
        rows[r], [&](size_t c) { return places.cell(r, static_cast<int>(c)); }));
  }
  const size_t width = widths[0];
  if (width == 0) throw InputError("empty row", places.row(0), "the first row has no cells");
  if (width > static_cast<size_t>(kMaxSide)) {
    throw TooLarge(
        TooLarge::Limit::kTypeSize, places.row(0),
        std::to_string(width) + " columns; at most " + std::to_string(kMaxSide) + " are accepted");
  }
  for (int r = 1; r < num_rows; ++r) {
    if (widths[r] != width) {
      throw InputError("ragged rows", places.row(r),
                       "has " + std::to_string(widths[r]) + " cells, " + row_name(0) + " has " +
                           std::to_string(width));
    }
  }
  const int num_cols = static_cast<int>(width);
  Board board(num_rows, num_cols);
  for (int r = 0; r < num_rows; ++r) {
    const auto cells = text_lines::characters(rows[r]);
    for (int c = 0; c < num_cols; ++c) board.at(r, c) = cell_from_char(cells[c], places.cell(r, c));
  }
  if (num_rows % 2 != 0 || num_cols % 2 != 0) {
    throw InputError("odd size", whole,
                     "the grid is " + std::to_string(num_rows) + " x " + std::to_string(num_cols) +
                         "; both sides must be even");
  }
  return board;
}

void check_three(const Board& b, const Places& places) {
  for (int r = 0; r < b.rows; ++r) {
    for (int c = 0; c + 2 < b.cols; ++c) {
      Cell v = b.at(r, c);
      if (v != Cell::kEmpty && b.at(r, c + 1) == v && b.at(r, c + 2) == v) {
        throw InputError("three in a line", places.cell(r, c),
                         std::string("three ") + to_char(v) + " in a row (cols " + place_number(c) +
                             ".." + place_number(c + 2) + ")");
      }
    }
  }
  for (int c = 0; c < b.cols; ++c) {
    for (int r = 0; r + 2 < b.rows; ++r) {
      Cell v = b.at(r, c);
      if (v != Cell::kEmpty && b.at(r + 1, c) == v && b.at(r + 2, c) == v) {
        throw InputError("three in a line", places.cell(r, c),
                         std::string("three ") + to_char(v) + " in a column (rows " +
                             place_number(r) + ".." + place_number(r + 2) + ")");
      }
    }
  }
}

void check_balance(const Board& b, const Places& places) {
  for (int r = 0; r < b.rows; ++r) {
    int nx = 0, no = 0;
    for (int c = 0; c < b.cols; ++c) {
      nx += b.at(r, c) == Cell::kX;
      no += b.at(r, c) == Cell::kO;
    }
    for (auto [count, ch] : {std::pair{nx, 'X'}, std::pair{no, 'O'}}) {
      if (count > b.cols / 2) {
        throw InputError("too many in a line", places.row(r),
                         "has " + std::to_string(count) + " " + ch + "; a row of " +
                             std::to_string(b.cols) + " holds exactly " +
                             std::to_string(b.cols / 2));
      }
    }
  }
  for (int c = 0; c < b.cols; ++c) {
    int nx = 0, no = 0;
    for (int r = 0; r < b.rows; ++r) {
      nx += b.at(r, c) == Cell::kX;
      no += b.at(r, c) == Cell::kO;
    }
    for (auto [count, ch] : {std::pair{nx, 'X'}, std::pair{no, 'O'}}) {
      if (count > b.rows / 2) {
        throw InputError("too many in a line", col_name(c),
                         "has " + std::to_string(count) + " " + ch + "; a column of " +
                             std::to_string(b.rows) + " holds exactly " +
                             std::to_string(b.rows / 2));
      }
    }
  }
}

void check_equal_lines(const Board& b, const Places& places) {
  std::unordered_map<std::string, int> seen;
  for (int r = 0; r < b.rows; ++r) {
    std::string line;
    bool full = true;
    for (int c = 0; c < b.cols && full; ++c) {
      full = b.at(r, c) != Cell::kEmpty;
      line.push_back(to_char(b.at(r, c)));
    }
    if (!full) continue;
    auto [it, inserted] = seen.emplace(line, r);
    if (!inserted) {
      throw InputError("equal lines", places.row(r),
                       "complete " + row_name(r) + " equals " + row_name(it->second));
    }
  }
  seen.clear();
  for (int c = 0; c < b.cols; ++c) {
    std::string line;
    bool full = true;
    for (int r = 0; r < b.rows && full; ++r) {
      full = b.at(r, c) != Cell::kEmpty;
      line.push_back(to_char(b.at(r, c)));
    }
    if (!full) continue;
    auto [it, inserted] = seen.emplace(line, c);
    if (!inserted) {
      throw InputError(
          "equal lines", col_name(c),
          "complete column " + place_number(c) + " equals column " + place_number(it->second));
    }
  }
}

}  // namespace

Cell cell_from_char(std::string_view ch, const std::string& where) {
  if (ch.size() == 1) {
    switch (ch[0]) {
      case 'X':
      case 'x':
        return Cell::kX;
      case 'O':
      case 'o':
        return Cell::kO;
      case '.':
        return Cell::kEmpty;
      default:
        break;
    }
  }
  throw InputError(
      "bad character", where,
      text_lines::quote(ch) + " is not a binox cell (use X, O or '.'; lower case is accepted)");
}

void validate_givens(const Board& board, int line_offset) {
  Places places{line_offset};
  check_three(board, places);
  check_balance(board, places);
  check_equal_lines(board, places);
}

Board parse_json(const Json& object) {
  const Json& grid = json_fields::require(object, "grid");
  std::vector<std::string> rows = json_fields::string_rows(grid, "grid");
  for (auto& row : rows) {
    // A JSON row is one string per row; spaces between cells are accepted as in the text form.
    std::string packed;
    for (char ch : row) {
      if (ch != ' ' && ch != '\t') packed.push_back(ch);
    }
    row = std::move(packed);
  }
  Board board = board_from_rows(rows, Places{}, "field grid");
  validate_givens(board);
  return board;
}

Board parse_text(std::string_view body) {
  auto sections = text_lines::sections(body);
  if (sections.empty()) throw InputError("empty", "line 1", "no grid rows");
  if (sections.size() > 1) {
    throw InputError("blank line in grid", "line " + std::to_string(sections[1][0].number - 1),
                     "a binox grid is one block of rows without blank lines");
  }
  const auto& lines = sections[0];
  for (size_t i = 1; i < lines.size(); ++i) {
    // Sections are contiguous runs, so consecutive numbers; kept as a check on that assumption.
    if (lines[i].number != lines[0].number + static_cast<int>(i)) {
      throw InputError("blank line in grid", "line " + std::to_string(lines[i].number),
                       "rows must be consecutive lines");
    }
  }
  if (lines.size() > static_cast<size_t>(kMaxSide)) {
    throw TooLarge(TooLarge::Limit::kTypeSize, "line " + std::to_string(lines[0].number),
                   std::to_string(lines.size()) + " rows; at most " + std::to_string(kMaxSide) +
                       " are accepted");
  }
  std::vector<std::string> rows;
  rows.reserve(lines.size());
  for (const auto& line : lines) {
    std::string packed;
    for (char ch : line.text) {
      if (ch != ' ' && ch != '\t') packed.push_back(ch);
    }
    rows.push_back(std::move(packed));
  }
  Places places{lines[0].number};
  Board board = board_from_rows(rows, places, "line " + std::to_string(lines[0].number));
  validate_givens(board, lines[0].number);
  return board;
}

}  // namespace gridlogic::binox
