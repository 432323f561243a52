// Board -> canonical JSON and text; solutions <-> JSON.
//
// Canonical text labels cages in order of their first cell with A-Z, a-z, 0-9 and then
// punctuation: 91 labels, so the text form holds at most 91 cages (JSON has no such limit).
#include <array>
#include <memory>
#include <string>

#include "base/text_lines.hpp"
#include "puzzles/killer/board.hpp"

namespace gridlogic::killer {
namespace {

constexpr std::string_view kLabels =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    "!\"$%&'()*+,-/:;<>?@[\\]^_`{|}~";

bool default_shape(const Board& board) {
  int h = 0;
  int w = 0;
  default_box(board.n, &h, &w);
  return h == board.box_h && w == board.box_w;
}

bool has_givens(const Board& board) {
  for (int d : board.givens) {
    if (d != 0) return true;
  }
  return false;
}

std::string grid_row_text(const Board& board, const std::vector<int>& digits, int r) {
  std::string row(static_cast<size_t>(board.n), '.');
  const int* cells = digits.data() + static_cast<size_t>(r * board.n);
  for (int c = 0; c < board.n; ++c) {
    const int d = cells[c];
    // digit_char, inline: this runs for every cell of every solution a batch writes.
    if (d > 0) row[static_cast<size_t>(c)] = static_cast<char>(d <= 9 ? '0' + d : 'A' + d - 10);
  }
  return row;
}

// A solved grid kept as one byte a cell: one allocation, where its JSON tree would take ten
// (a batch of a million sudokus writes a million of them).
class GridSolution final : public CompactSolution {
 public:
  GridSolution(int n, const Grid& grid) : n_(n) {
    for (size_t i = 0; i < grid.size(); ++i) digits_[i] = static_cast<uint8_t>(grid[i]);
  }

  void write_json(JsonSink& out) const override {
    // Into a buffer on the stack, then one append: a character at a time into the string
    // would check its capacity for each.
    char text[kMaxSize * (kMaxSize * 3 + 3) + 2];
    char* at = text;
    const auto n = static_cast<size_t>(n_);
    *at++ = '[';
    for (size_t r = 0; r < n; ++r) {
      if (r > 0) *at++ = ',';
      *at++ = n <= 9 ? '"' : '[';
      for (size_t c = 0; c < n; ++c) {
        const int d = digits_[r * n + c];
        if (n <= 9) {
          *at++ = d > 0 ? static_cast<char>('0' + d) : '.';
        } else {
          if (c > 0) *at++ = ',';
          if (d >= 10) *at++ = '1';
          *at++ = static_cast<char>('0' + d % 10);
        }
      }
      *at++ = n <= 9 ? '"' : ']';
    }
    *at++ = ']';
    out.append(std::string_view(text, static_cast<size_t>(at - text)));
  }

 protected:
  Json build_json() const override {
    Board shape;
    shape.n = n_;
    const size_t cells = static_cast<size_t>(n_) * static_cast<size_t>(n_);
    return solution_to_json(shape, Grid(digits_.begin(), digits_.begin() + cells));
  }

 private:
  int n_;
  std::array<uint8_t, static_cast<size_t>(kMaxSize) * kMaxSize> digits_{};
};

std::string message(const std::string& rule, const std::string& where, const std::string& detail) {
  return InputError(rule, where, detail).what();
}

}  // namespace

Json solution_to_json(const Board& board, const Grid& grid) {
  Json rows = Json::array();
  rows.get_ref<Json::array_t&>().reserve(static_cast<size_t>(board.n));
  for (int r = 0; r < board.n; ++r) {
    if (board.n <= 9) {
      rows.push_back(grid_row_text(board, grid, r));
    } else {
      Json row = Json::array();
      for (int c = 0; c < board.n; ++c) row.push_back(grid[static_cast<size_t>(r * board.n + c)]);
      rows.push_back(std::move(row));
    }
  }
  return rows;
}

Solution compact_solution(const Board& board, const Grid& grid) {
  return std::make_shared<const GridSolution>(board.n, grid);
}

namespace {

// A solution written as a one-line sudoku (N·N characters, as one string or a list holding it)
// as its rows: a line that long cannot be one row, so the reading is not a guess.
Json rows_of_one_line(const Json& value, int n) {
  const Json* line = value.is_string()                                               ? &value
                     : value.is_array() && value.size() == 1 && value[0].is_string() ? &value[0]
                                                                                     : nullptr;
  const auto cells = static_cast<size_t>(n) * static_cast<size_t>(n);
  if (line == nullptr || n < 2 || line->get_ref<const std::string&>().size() != cells) {
    return value;
  }
  const std::string& text = line->get_ref<const std::string&>();
  Json rows = Json::array();
  for (size_t start = 0; start < cells; start += static_cast<size_t>(n)) {
    rows.push_back(text.substr(start, static_cast<size_t>(n)));
  }
  return rows;
}

}  // namespace

bool solution_from_json(const Board& board, const Json& given, Grid* grid, std::string* error) {
  const int n = board.n;
  const Json value = rows_of_one_line(given, n);
  if (!value.is_array()) {
    *error = message("not a list", "solution", "the solution must be a list of rows");
    return false;
  }
  if (static_cast<int>(value.size()) != n) {
    *error =
        message("wrong number of rows", "solution",
                "has " + std::to_string(value.size()) + " rows, expected " + std::to_string(n));
    return false;
  }
  grid->assign(static_cast<size_t>(n * n), 0);
  for (int r = 0; r < n; ++r) {
    const Json& row = value[static_cast<size_t>(r)];
    std::string where = "solution " + unit_name("row", r);
    if (!row.is_string() && !row.is_array()) {
      *error = message("not a string or list", where, "each row is a string or a list of integers");
      return false;
    }
    // A string row's length counts characters, so that a non-ASCII one is named where it is.
    const size_t got =
        row.is_string() ? text_lines::length(row.get_ref<const std::string&>()) : row.size();
    if (got != static_cast<size_t>(n)) {
      *error = message("wrong row length", where,
                       "has " + std::to_string(got) + " entries, expected " + std::to_string(n));
      return false;
    }
    const auto chars = row.is_string() ? text_lines::characters(row.get_ref<const std::string&>())
                                       : std::vector<std::string_view>{};
    for (int c = 0; c < n; ++c) {
      int d = -1;
      std::string cell = "solution " + cell_name(r, c);
      if (row.is_string()) {
        const std::string_view ch = chars[static_cast<size_t>(c)];
        if (ch.size() != 1) {
          *error = message(text_lines::well_formed(ch) ? "bad character" : "invalid UTF-8", cell,
                           text_lines::quote(ch) + " is not a digit");
          return false;
        }
        d = char_digit(ch[0]);
      } else if (row[static_cast<size_t>(c)].is_number_integer()) {
        int64_t v = row[static_cast<size_t>(c)].get<int64_t>();
        d = (v < 0 || v > 1000) ? -1 : static_cast<int>(v);
      }
      if (d < 0) {
        *error = message("bad character", cell, "not a digit");
        return false;
      }
      if (d == 0) {
        *error = message("empty cell", cell, "a solution fills every cell");
        return false;
      }
      if (d > n) {
        *error = message("value out of range", cell,
                         "digit " + std::to_string(d) + " is outside 1.." + std::to_string(n));
        return false;
      }
      (*grid)[static_cast<size_t>(r * n + c)] = d;
    }
  }
  return true;
}

Json to_json(const Board& board) {
  Json out = Json::object();
  out["type"] = board.classic() ? "sudoku" : "killer";
  out["size"] = board.n;
  if (!default_shape(board)) out["box"] = Json::array({board.box_h, board.box_w});
  if (!board.classic()) {
    Json cages = Json::array();
    for (const Cage& cage : board.cages) {
      Json cells = Json::array();
      for (int cell : cage.cells) cells.push_back(Json::array({board.row(cell), board.col(cell)}));
      cages.push_back(Json{{"sum", cage.sum}, {"cells", std::move(cells)}});
    }
    out["cages"] = std::move(cages);
  }
  if (board.classic() || has_givens(board)) out["givens"] = solution_to_json(board, board.givens);
  return out;
}

std::string to_text(const Board& board) {
  std::string out = board.classic() ? "sudoku" : "killer";
  if (!default_shape(board)) {
    out += " box=" + std::to_string(board.box_h) + "x" + std::to_string(board.box_w);
  }
  out += '\n';
  if (board.classic()) {
    // A row of 16 digits is also a whole one-line 4 x 4 sudoku, and a text whose first two lines
    // read as whole puzzles is read as one puzzle per line: a bar between boxes keeps a 16 x 16
    // grid one puzzle (the grid reader takes bars).
    for (int r = 0; r < board.n; ++r) {
      const std::string row = grid_row_text(board, board.givens, r);
      if (board.n != 16) {
        out += row + '\n';
        continue;
      }
      for (int c = 0; c < board.n; ++c) {
        if (c > 0 && c % board.box_w == 0) out += '|';
        out += row[static_cast<size_t>(c)];
      }
      out += '\n';
    }
    return out;
  }
  if (board.cages.size() > kLabels.size()) {
    throw InputError("too many cages for text", "cages",
                     std::to_string(board.cages.size()) + " cages; the text form labels at most " +
                         std::to_string(kLabels.size()) + " (use JSON)");
  }
  std::vector<char> label(static_cast<size_t>(board.cells()), '?');
  for (size_t i = 0; i < board.cages.size(); ++i) {
    for (int cell : board.cages[i].cells) label[static_cast<size_t>(cell)] = kLabels[i];
  }
  for (int r = 0; r < board.n; ++r) {
    out.append(label.begin() + r * board.n, label.begin() + (r + 1) * board.n);
    out += '\n';
  }
  out += '\n';
  for (size_t i = 0; i < board.cages.size(); ++i) {
    out += kLabels[i];
    out += '=' + std::to_string(board.cages[i].sum);
    out += (i + 1 == board.cages.size() || i % 10 == 9) ? '\n' : ' ';
  }
  if (has_givens(board)) {
    out += '\n';
    for (int r = 0; r < board.n; ++r) out += grid_row_text(board, board.givens, r) + '\n';
  }
  return out;
}

}  // namespace gridlogic::killer
