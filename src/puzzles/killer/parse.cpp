// JSON and text -> Board, with every check that needs no search (FORMATS.md "killer").
//
// Parsing only collects the fields; validate() then checks the rules in a fixed order (cage
// shapes, cover, sums, givens) so that one bad input always gives the same message.
#include <algorithm>
#include <bit>
#include <numeric>
#include <optional>

#include "base/json_fields.hpp"
#include "base/text_lines.hpp"
#include "puzzles/killer/board.hpp"
#include "puzzles/killer/grid_text.hpp"

namespace gridlogic::killer {
namespace {

constexpr size_t kMaxCellsPerCageField = 4096;

std::string sizes_list() {
  return "4, 6, 8, 9, 12 or 16";
}

void check_size(int64_t n, const std::string& where) {
  int h = 0;
  int w = 0;
  if (n > kMaxSize) {  // a sudoku, maybe, but past what the solvers take: its own answer
    throw TooLarge(TooLarge::Limit::kTypeSize, where,
                   "size " + std::to_string(n) + " is past the largest supported, " +
                       std::to_string(kMaxSize));
  }
  if (n < 0 || !default_box(static_cast<int>(n), &h, &w)) {
    throw InputError("unsupported size", where,
                     "size " + std::to_string(n) + " is not supported (" + sizes_list() + ")");
  }
}

void set_box(Board& board, int64_t h, int64_t w, const std::string& where) {
  if (h < 1 || w < 1 || h * w != board.n) {
    throw InputError("box does not match size", where,
                     "a " + std::to_string(h) + "x" + std::to_string(w) + " box does not tile a " +
                         std::to_string(board.n) + "x" + std::to_string(board.n) + " grid");
  }
  board.box_h = static_cast<int>(h);
  board.box_w = static_cast<int>(w);
}

// The largest and smallest sum of k distinct digits 1..n.
int min_sum(int k) {
  return k * (k + 1) / 2;
}
int max_sum(int n, int k) {
  return k * n - k * (k - 1) / 2;
}

// Can `count` distinct digits of 1..n, none in `used` (bit d-1) and all >= from, sum to `sum`?
bool can_complete(int n, unsigned used, int count, int sum, int from) {
  if (count == 0) return sum == 0;
  if (sum <= 0) return false;
  for (int d = from; d <= n && d <= sum; ++d) {
    if (used & (1u << (d - 1))) continue;
    if (can_complete(n, used, count - 1, sum - d, d + 1)) return true;
  }
  return false;
}

// One row of givens: a string of digit characters or a list of integers (0 = empty).
std::vector<int> givens_row(const Json& row, int n, int r) {
  std::vector<int> out;
  if (row.is_string()) {
    const std::string& s = row.get_ref<const std::string&>();
    const size_t length = text_lines::check_utf8(
        s, [r](size_t c) { return "givens " + cell_name(r, static_cast<int>(c)); });
    if (length != static_cast<size_t>(n)) {
      throw InputError(
          "wrong row length", "givens " + unit_name("row", r),
          "has " + std::to_string(length) + " characters, expected " + std::to_string(n));
    }
    const auto chars = text_lines::characters(s);
    for (int c = 0; c < n; ++c) {
      const std::string_view ch = chars[static_cast<size_t>(c)];
      int d = ch.size() == 1 ? char_digit(ch[0]) : -1;
      if (d < 0) {
        throw InputError("bad character", "givens " + cell_name(r, c),
                         text_lines::quote(ch) + " is not a digit or '.'");
      }
      if (d > n) {
        throw InputError("value out of range", "givens " + cell_name(r, c),
                         "digit " + std::to_string(d) + " is outside 1.." + std::to_string(n));
      }
      out.push_back(d);
    }
    return out;
  }
  if (!row.is_array()) {
    throw InputError("not a string or list", "givens " + unit_name("row", r),
                     "each row must be a string or a list of integers");
  }
  if (static_cast<int>(row.size()) != n) {
    throw InputError(
        "wrong row length", "givens " + unit_name("row", r),
        "has " + std::to_string(row.size()) + " entries, expected " + std::to_string(n));
  }
  for (int c = 0; c < n; ++c) {
    out.push_back(static_cast<int>(
        json_fields::to_int(row[static_cast<size_t>(c)], "givens " + cell_name(r, c), 0, n)));
  }
  return out;
}

void read_givens(Board& board, const Json& value) {
  if (!value.is_array()) throw InputError("not a list", "field givens", "expected a list of rows");
  if (static_cast<int>(value.size()) != board.n) {
    throw InputError(
        "wrong number of rows", "field givens",
        "has " + std::to_string(value.size()) + " rows, expected " + std::to_string(board.n));
  }
  board.givens.clear();
  for (int r = 0; r < board.n; ++r) {
    std::vector<int> row = givens_row(value[static_cast<size_t>(r)], board.n, r);
    board.givens.insert(board.givens.end(), row.begin(), row.end());
  }
}

Cage read_cage(const Json& value, int n, size_t index) {
  std::string where = unit_name("cage", static_cast<int>(index));
  if (!value.is_object()) throw InputError("not an object", where, "a cage must be an object");
  auto sum = value.find("sum");
  if (sum == value.end() || sum->is_null()) {
    throw InputError("missing field", where, "the cage has no 'sum'");
  }
  auto cells = value.find("cells");
  if (cells == value.end() || cells->is_null()) {
    throw InputError("missing field", where, "the cage has no 'cells'");
  }
  Cage cage;
  cage.sum = static_cast<int>(json_fields::to_int(*sum, where + " sum", -1000000, 1000000));
  if (!cells->is_array()) throw InputError("not a list", where, "'cells' must be a list");
  if (cells->size() > kMaxCellsPerCageField) {
    throw InputError("cage too large", where, "has " + std::to_string(cells->size()) + " cells");
  }
  for (size_t i = 0; i < cells->size(); ++i) {
    const Json& cell = (*cells)[i];
    std::string cw = where + " cell " + place_number(static_cast<int>(i));
    if (!cell.is_array() || cell.size() != 2) {
      throw InputError("bad cell", cw, "a cell is [row, col], got " + cell.dump());
    }
    int64_t r = json_fields::to_int(cell[0], cw, INT32_MIN, INT32_MAX);
    int64_t c = json_fields::to_int(cell[1], cw, INT32_MIN, INT32_MAX);
    if (r < 0 || r >= n || c < 0 || c >= n) {
      throw InputError("cell out of range", cw,
                       "[" + std::to_string(r) + ", " + std::to_string(c) + "] is outside the " +
                           std::to_string(n) + "x" + std::to_string(n) + " grid");
    }
    cage.cells.push_back(static_cast<int>(r * n + c));
  }
  return cage;
}

void check_cages(const Board& board, const std::vector<std::string>& names) {
  const int n = board.n;
  std::vector<int> owner(static_cast<size_t>(board.cells()), -1);
  for (size_t i = 0; i < board.cages.size(); ++i) {
    const Cage& cage = board.cages[i];
    const std::string& name = names[i];
    int k = static_cast<int>(cage.cells.size());
    if (k == 0) throw InputError("empty cage", name, "the cage has no cells");
    for (size_t j = 0; j < cage.cells.size(); ++j) {
      int cell = cage.cells[j];
      // Named only for an error: a board's every cell passes here.
      auto where = [&] { return name + ", " + cell_name(board, cell); };
      if (owner[static_cast<size_t>(cell)] == static_cast<int>(i)) {
        throw InputError("cell repeated in cage", where(), "the cell is listed twice");
      }
      if (owner[static_cast<size_t>(cell)] >= 0) {
        throw InputError(
            "cell in two cages", where(),
            "the cell is also in " + names[static_cast<size_t>(owner[static_cast<size_t>(cell)])]);
      }
      owner[static_cast<size_t>(cell)] = static_cast<int>(i);
    }
    if (k > n) {
      throw InputError("cage too large", name,
                       "has " + std::to_string(k) + " cells; digits in a cage differ, so at most " +
                           std::to_string(n));
    }
    if (!cells_connected(n, cage.cells)) {
      throw InputError("cage not connected", name, "its cells are not orthogonally connected");
    }
    if (cage.sum < min_sum(k) || cage.sum > max_sum(n, k)) {
      throw InputError("impossible cage sum", name,
                       std::to_string(k) + " different digits cannot sum to " +
                           std::to_string(cage.sum) + " (possible: " + std::to_string(min_sum(k)) +
                           ".." + std::to_string(max_sum(n, k)) + ")");
    }
  }
  for (int cell = 0; cell < board.cells(); ++cell) {
    if (owner[static_cast<size_t>(cell)] < 0) {
      throw InputError("cell in no cage", cell_name(board, cell),
                       "every cell must be in exactly one cage");
    }
  }
  int64_t total = 0;
  for (const Cage& cage : board.cages) total += cage.sum;
  int64_t expected = static_cast<int64_t>(n) * n * (n + 1) / 2;
  if (total != expected) {
    throw InputError("cage sums do not add up", "cages",
                     "the cage sums add up to " + std::to_string(total) + ", a full grid sums to " +
                         std::to_string(expected));
  }
}

// Finds the first given, in reading order, that repeats a digit of its row, column or box (in
// that order of rules), and throws its error naming both cells. Cold: only a bad board gets here.
[[noreturn]] void throw_repeated_given(const Board& board) {
  uint32_t in_row[kMaxSize] = {};
  uint32_t in_col[kMaxSize] = {};
  uint32_t in_box[kMaxSize] = {};
  for (int cell = 0; cell < board.cells(); ++cell) {
    const int d = board.givens[static_cast<size_t>(cell)];
    if (d == 0) continue;
    const uint32_t bit = 1u << d;
    const int r = board.row(cell);
    const int c = board.col(cell);
    const int b = board.box(cell);
    const char* rule = nullptr;
    const char* word = nullptr;
    int unit = 0;
    int (Board::*key)(int) const = nullptr;
    if ((in_row[r] & bit) != 0) {
      rule = "repeated digit in row", word = "row", unit = r, key = &Board::row;
    } else if ((in_col[c] & bit) != 0) {
      rule = "repeated digit in column", word = "column", unit = c, key = &Board::col;
    } else if ((in_box[b] & bit) != 0) {
      rule = "repeated digit in box", word = "box", unit = b, key = &Board::box;
    }
    if (rule != nullptr) {
      int other = 0;
      while (other < cell &&
             ((board.*key)(other) != unit || board.givens[static_cast<size_t>(other)] != d)) {
        ++other;
      }
      throw InputError(rule, cell_name(r, c),
                       "given " + std::to_string(d) + " is repeated in " + unit_name(word, unit) +
                           " (also at " + cell_name(board, other) + ")");
    }
    in_row[r] |= bit;
    in_col[c] |= bit;
    in_box[b] |= bit;
  }
  throw InputError("repeated digit", "givens", "a digit is repeated in a unit");  // unreachable
}

// A bit per digit in each unit where a given repeats (bit 0, an empty cell, masked out), on any
// board size, with no branch per cell.
uint32_t repeated_givens(const int* givens, int n, int box_h, int box_w) {
  uint32_t in_col[kMaxSize] = {};
  uint32_t in_box[kMaxSize] = {};
  uint32_t repeats = 0;
  const int boxes_across = n / box_w;
  for (int r = 0; r < n; ++r) {
    uint32_t row = 0;
    uint32_t* boxes = in_box + (r / box_h) * boxes_across;
    const int* cells = givens + r * n;
    for (int bc = 0, c = 0; bc < boxes_across; ++bc) {
      uint32_t box = boxes[bc];
      for (int end = c + box_w; c < end; ++c) {
        const uint32_t bit = (1u << cells[c]) & ~1u;
        repeats |= (row | box | in_col[c]) & bit;
        row |= bit;
        box |= bit;
        in_col[c] |= bit;
      }
      boxes[bc] = box;
    }
  }
  return repeats;
}

// The classic 9x9 board, which one-line batches validate by the million: each given's bit is
// ORed into its row's, column's and box's mask, with no compare in the loop. A unit repeats a
// digit exactly when its mask has fewer bits than the unit has givens; every given lies in three
// units, so the board repeats one exactly when the 27 masks hold fewer than 3 bits per given.
// `digit(i)` gives cell i's digit (0 empty); one out of 0..9 only spoils the answer, which the
// caller then ignores.
template <typename Digit>
bool classic_repeats_a_given(Digit digit) {
  uint32_t cols[9] = {};
  int bits = 0;
  int count = 0;
  for (int band = 0; band < 3; ++band) {  // the boxes of a band of three rows in registers
    uint32_t boxes[3] = {};
    for (int r = band * 3; r < band * 3 + 3; ++r) {
      uint32_t row = 0;
      for (int c = 0; c < 9; ++c) {
        const int d = digit(static_cast<size_t>(r * 9 + c));
        const uint32_t bit = (1u << (static_cast<unsigned>(d) & 31)) >> 1;
        row |= bit;
        cols[c] |= bit;
        boxes[c / 3] |= bit;
        count += d != 0;
      }
      bits += std::popcount(row);
    }
    bits += std::popcount(boxes[0]) + std::popcount(boxes[1]) + std::popcount(boxes[2]);
  }
  for (uint32_t col : cols) bits += std::popcount(col);
  return bits != 3 * count;
}

bool is_classic(const Board& board) {
  return board.n == 9 && board.box_h == 3 && board.box_w == 3;
}

void check_givens_units(const Board& board) {
  const bool repeats =
      is_classic(board)
          ? classic_repeats_a_given([givens = board.givens.data()](size_t i) { return givens[i]; })
          : repeated_givens(board.givens.data(), board.n, board.box_h, board.box_w) != 0;
  // Only a board with a repeat is scanned again, to name it.
  if (repeats) throw_repeated_given(board);
}

void check_givens_cages(const Board& board, const std::vector<std::string>& names) {
  for (size_t i = 0; i < board.cages.size(); ++i) {
    const Cage& cage = board.cages[i];
    unsigned used = 0;
    int sum = 0;
    int free = 0;
    for (int cell : cage.cells) {
      int d = board.givens[static_cast<size_t>(cell)];
      if (d == 0) {
        ++free;
        continue;
      }
      if (used & (1u << (d - 1))) {
        throw InputError("repeated digit in cage", names[i] + ", " + cell_name(board, cell),
                         "given " + std::to_string(d) + " appears twice in the cage");
      }
      used |= 1u << (d - 1);
      sum += d;
    }
    if (!can_complete(board.n, used, free, cage.sum - sum, 1)) {
      throw InputError("given breaks cage sum", names[i],
                       "with its givens (total " + std::to_string(sum) +
                           ") the cage cannot reach " + std::to_string(cage.sum));
    }
  }
}

// Box shape "3x4" (or "3,4") from a text header.
void read_box_param(Board& board, const std::string& text) {
  size_t sep = text.find_first_of("xX,");
  int h = 0;
  int w = 0;
  bool ok = sep != std::string::npos && sep > 0 && sep + 1 < text.size() && sep <= 3 &&
            text.size() - sep - 1 <= 3;
  if (ok) {
    for (size_t i = 0; i < text.size(); ++i) {
      if (i != sep && (text[i] < '0' || text[i] > '9')) ok = false;
    }
  }
  if (!ok) throw InputError("bad box", "header", "box=" + text + " is not of the form HxW");
  h = std::stoi(text.substr(0, sep));
  w = std::stoi(text.substr(sep + 1));
  set_box(board, h, w, "header");
}

void apply_header(Board& board, const std::map<std::string, std::string>& params) {
  auto size = params.find("size");
  if (size != params.end()) {
    const std::string& s = size->second;
    bool digits = !s.empty() && s.size() <= 3 &&
                  std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
    if (!digits) throw InputError("not an integer", "header", "size=" + s + " is not an integer");
    if (std::stoi(s) != board.n) {
      throw InputError("size does not match", "header",
                       "size=" + s + " but the grid has " + std::to_string(board.n) + " rows");
    }
  }
  auto box = params.find("box");
  if (box != params.end()) read_box_param(board, box->second);
}

std::string text_place(int line, size_t index) {
  return "line " + std::to_string(line) + ", char " + std::to_string(index + 1);
}

int one_line_size(size_t length) {
  for (int n : {4, 6, 8, 9, 12, 16}) {
    if (static_cast<size_t>(n * n) == length) return n;
  }
  return 0;
}

// Where in a one-line sudoku. A reader hands each line of a one-per-line batch over on its own,
// so there line 1 is not the file's line: then only the character is named and the reader,
// which knows the line, names it.
std::string one_line_place(int line, std::optional<size_t> index) {
  if (line > 1) return index ? text_place(line, *index) : "line " + std::to_string(line);
  return index ? "char " + std::to_string(*index + 1) : "";
}

Board parse_one_line(std::string_view line_text, int line_number,
                     const std::map<std::string, std::string>& params) {
  // Leading spaces are indentation, not cells; columns in errors still count them.
  const size_t indent = std::min(line_text.find_first_not_of(" \t"), line_text.size());
  const std::string_view text = line_text.substr(indent);
  const size_t length = text_lines::check_utf8(
      text, [&](size_t i) { return one_line_place(line_number, indent + i); });
  Board board;
  board.n = one_line_size(length);
  if (board.n == 0) {
    throw InputError("wrong length", one_line_place(line_number, std::nullopt),
                     "a one-line sudoku has 16, 36, 64, 81, 144 or 256 characters, not " +
                         std::to_string(length));
  }
  default_box(board.n, &board.box_h, &board.box_w);
  apply_header(board, params);
  board.givens.assign(static_cast<size_t>(board.cells()), 0);
  const auto bad = [&](std::string_view ch, int d, size_t i) {
    throw InputError(
        d < 0 ? "bad character" : "value out of range", one_line_place(line_number, indent + i),
        text_lines::quote(ch) + " is not a digit 1.." + std::to_string(board.n) + ", '.' or '0'");
  };
  if (length == text.size()) {  // ASCII: a character a byte, read without splitting
    // Without a branch per character; a bad character is looked for only when there is one.
    bool all_good = true;
    const auto read = [&](size_t i) {
      const int d = char_digit(text[i]);
      all_good &= static_cast<unsigned>(d) <= static_cast<unsigned>(board.n);
      board.givens[i] = d;
      return d;
    };
    // A classic board is checked for repeats as it is read (validate's only check on it).
    bool repeats = false;
    if (is_classic(board)) {
      repeats = classic_repeats_a_given(read);
    } else {
      for (size_t i = 0; i < text.size(); ++i) read(i);
    }
    if (!all_good) {
      for (size_t i = 0; i < text.size(); ++i) {
        const int d = board.givens[i];
        if (d < 0 || d > board.n) bad(text.substr(i, 1), d, i);
      }
    }
    if (!is_classic(board)) {
      validate(board, {});
    } else if (repeats) {
      throw_repeated_given(board);
    }
    return board;
  }
  size_t i = 0;
  for (std::string_view ch : text_lines::characters(text)) {
    int d = ch.size() == 1 ? char_digit(ch[0]) : -1;
    if (d < 0 || d > board.n) {
      throw InputError(
          d < 0 ? "bad character" : "value out of range", one_line_place(line_number, indent + i),
          text_lines::quote(ch) + " is not a digit 1.." + std::to_string(board.n) + ", '.' or '0'");
    }
    board.givens[i++] = d;
  }
  validate(board, {});
  return board;
}

// A classic sudoku typed as a grid, in any layout grid_text.hpp reads.
Board parse_grid_text(const std::vector<text_lines::Line>& lines,
                      const std::map<std::string, std::string>& params) {
  Board board;
  const int rows = grid_row_count(lines);
  if (!default_box(rows, &board.box_h, &board.box_w)) {
    throw InputError(
        "unsupported size", "line " + std::to_string(lines.front().number),
        "the grid has " + std::to_string(rows) + " rows; a sudoku has " + sizes_list());
  }
  board.n = rows;
  apply_header(board, params);
  read_grid(board, lines, params.count("box") == 0);
  validate(board, {});
  return board;
}

bool is_label(char c) {
  return c > ' ' && c < 127 && c != '.' && c != '#' && c != '=';
}

// A body without sums that is not a readable grid may be a cage map whose sums were forgotten:
// n rows of n labels, some of which no grid of that size uses.
bool is_cage_map_without_sums(const std::vector<text_lines::Line>& lines) {
  const size_t n = lines.size();
  bool non_grid = false;
  for (const auto& line : lines) {
    if (line.text.size() != n || is_separator_line(line.text)) return false;
    for (char c : line.text) {
      if (!is_label(c)) return false;
      const int d = char_digit(c);
      non_grid = non_grid || !((d >= 0 && static_cast<size_t>(d) <= std::max<size_t>(n, 9)) ||
                               c == '|' || c == '+' || c == '-');
    }
  }
  return non_grid;
}

// A classic grid whose bands are separated by blank lines rather than rule lines: several
// sections, every line a rule line or a row of grid characters. Sums lines are neither (their
// '=' comes with labels), nor are cage maps with a label no grid uses.
bool is_banded_grid(const std::vector<std::vector<text_lines::Line>>& sections) {
  const auto row_char = [](char c) {
    const int d = char_digit(c);
    return d >= 0 || c == ' ' || c == '\t' || c == '|' || (c & 0x80) != 0;
  };
  for (const auto& section : sections) {
    for (const auto& line : section) {
      if (is_separator_line(line.text)) continue;
      if (!std::all_of(line.text.begin(), line.text.end(), row_char)) return false;
    }
  }
  return sections.size() > 1;
}

// The sections as one grid, each blank line between them standing for a rule line.
std::vector<text_lines::Line> joined_bands(
    const std::vector<std::vector<text_lines::Line>>& sections) {
  std::vector<text_lines::Line> lines;
  for (const auto& section : sections) {
    if (!lines.empty()) lines.push_back({section.front().number - 1, "-"});
    lines.insert(lines.end(), section.begin(), section.end());
  }
  return lines;
}

}  // namespace

bool is_one_line_sudoku(std::string_view text) {
  int n = one_line_size(text.size());
  if (n == 0) return false;
  return std::all_of(text.begin(), text.end(), [n](char c) {
    int d = char_digit(c);
    return d >= 0 && d <= n;
  });
}

// A line of a batch of one-line sudokus: a good one, or one that can be nothing else (longer than
// any row of a compact grid, with no spaces and no drawing), so that a typo in one line is the
// error of that line rather than turning the whole batch into one unreadable grid.
bool is_one_line_entry(std::string_view text) {
  if (is_one_line_sudoku(text)) return true;
  if (text_lines::length(text) <= static_cast<size_t>(kMaxSize)) return false;
  if (text.find_first_of(" \t|+-=") != std::string_view::npos) return false;
  // Box-drawing characters (U+2500..U+257F) all start with these two bytes.
  return text.find("\xE2\x94") == std::string_view::npos &&
         text.find("\xE2\x95") == std::string_view::npos;
}

void validate(Board& board, const std::vector<std::string>& cage_names) {
  if (board.givens.empty()) board.givens.assign(static_cast<size_t>(board.cells()), 0);
  if (board.cages.empty()) {  // a classic sudoku: nothing more to check or sort
    check_givens_units(board);
    return;
  }
  std::vector<std::string> names = cage_names;
  for (size_t i = names.size(); i < board.cages.size(); ++i)
    names.push_back(unit_name("cage", static_cast<int>(i)));
  check_cages(board, names);
  check_givens_units(board);
  check_givens_cages(board, names);
  for (Cage& cage : board.cages) std::sort(cage.cells.begin(), cage.cells.end());
  std::sort(board.cages.begin(), board.cages.end(),
            [](const Cage& a, const Cage& b) { return a.cells.front() < b.cells.front(); });
}

Board parse_json(const Json& object) {
  if (!object.is_object()) throw InputError("not an object", "", "a puzzle must be a JSON object");
  if (const Json* type = json_fields::optional(object, "type")) {
    if (!type->is_string() || (*type != "killer" && *type != "sudoku")) {
      throw InputError("wrong type", "field type",
                       "expected \"killer\" or \"sudoku\", got " + type->dump());
    }
  }
  const Json* givens = json_fields::optional(object, "givens");
  Board board;
  if (const Json* size = json_fields::optional(object, "size")) {
    board.n = static_cast<int>(json_fields::to_int(*size, "field size", 1, 1000000));
    check_size(board.n, "field size");
  } else if (givens != nullptr && givens->is_array()) {
    board.n = static_cast<int>(std::min<size_t>(givens->size(), 1000000));
    check_size(board.n, "field givens");
  }
  default_box(board.n, &board.box_h, &board.box_w);
  if (const Json* box = json_fields::optional(object, "box")) {
    if (!box->is_array() || box->size() != 2) {
      throw InputError("bad box", "field box", "expected [height, width], got " + box->dump());
    }
    set_box(board, json_fields::to_int((*box)[0], "field box", 1, kMaxSize),
            json_fields::to_int((*box)[1], "field box", 1, kMaxSize), "field box");
  }
  if (givens != nullptr) read_givens(board, *givens);
  if (const Json* cages = json_fields::optional(object, "cages")) {
    if (!cages->is_array()) throw InputError("not a list", "field cages", "expected a list");
    if (cages->size() > static_cast<size_t>(board.cells())) {
      throw InputError(
          "too many cages", "field cages",
          std::to_string(cages->size()) + " cages for " + std::to_string(board.cells()) + " cells");
    }
    for (size_t i = 0; i < cages->size(); ++i) {
      board.cages.push_back(read_cage((*cages)[i], board.n, i));
    }
  }
  validate(board, {});
  return board;
}

Board parse_text(std::string_view body, const std::map<std::string, std::string>& params) {
  // One line, as every puzzle of a file of one-line sudokus is: no sections to split.
  const std::string_view single = body.substr(0, body.find_last_not_of(" \t\r\n") + 1);
  if (!single.empty() && single.find('\n') == std::string_view::npos &&
      single.find_first_not_of(" \t") == 0) {
    return parse_one_line(single, 1, params);
  }
  auto sections = text_lines::sections(body);
  if (sections.empty()) throw InputError("empty", "line 1", "no puzzle in the text");
  const auto& first = sections.front();
  // A classic sudoku: one line of n*n characters.
  if (sections.size() == 1 && first.size() == 1) {
    return parse_one_line(first.front().text, first.front().number, params);
  }
  // Without a sums section it is a classic grid (so '|' and '-' are drawing there, while in a
  // cage map they are labels).
  if (sections.size() == 1) {
    auto type = params.find("type");
    const bool is_sudoku = type != params.end() && type->second == "sudoku";
    try {
      return parse_grid_text(first, params);
    } catch (const InputError& grid_error) {
      if (is_sudoku || !is_cage_map_without_sums(first)) throw;
      throw InputError("missing sums", "line " + std::to_string(first.back().number + 1),
                       "a killer needs a blank line and then label=sum tokens after the cage "
                       "map (read as a sudoku grid, it fails at " +
                           grid_error.where() + ")");
    }
  }
  if (is_banded_grid(sections)) return parse_grid_text(joined_bands(sections), params);
  Board board;
  board.n = static_cast<int>(std::min<size_t>(first.size(), 1000));
  check_size(board.n, "line " + std::to_string(first.front().number));
  default_box(board.n, &board.box_h, &board.box_w);
  apply_header(board, params);
  if (sections.size() > 3) {
    throw InputError("unexpected section", "line " + std::to_string(sections[3].front().number),
                     "a killer has at most three sections: cage map, sums, givens");
  }
  // Cage map.
  std::map<char, size_t> cage_of_label;
  std::vector<char> labels;
  for (int r = 0; r < board.n; ++r) {
    const auto& line = first[static_cast<size_t>(r)];
    const size_t length =
        text_lines::check_utf8(line.text, [&](size_t i) { return text_place(line.number, i); });
    if (length != static_cast<size_t>(board.n)) {
      throw InputError(
          "wrong row length", "line " + std::to_string(line.number),
          "has " + std::to_string(length) + " characters, expected " + std::to_string(board.n));
    }
    const auto chars = text_lines::characters(line.text);
    for (int c = 0; c < board.n; ++c) {
      const std::string_view label = chars[static_cast<size_t>(c)];
      if (label.size() != 1 || !is_label(label[0])) {
        throw InputError("bad label", text_place(line.number, static_cast<size_t>(c)),
                         text_lines::quote(label) + " cannot label a cage");
      }
      const char ch = label[0];
      auto [it, added] = cage_of_label.emplace(ch, board.cages.size());
      if (added) {
        board.cages.emplace_back();
        labels.push_back(ch);
      }
      board.cages[it->second].cells.push_back(r * board.n + c);
    }
  }
  // Sums.
  std::vector<bool> has_sum(board.cages.size(), false);
  for (const auto& line : sections[1]) {
    for (const std::string& token : text_lines::tokens(line.text)) {
      std::string where =
          "line " + std::to_string(line.number) + ", '" + text_lines::printable(token) + "'";
      size_t eq = token.find('=');
      if (eq != 1 || token.size() < 3 || token.size() > 8) {
        throw InputError("bad sum token", where, "expected label=sum, e.g. A=15");
      }
      auto it = cage_of_label.find(token[0]);
      if (it == cage_of_label.end()) {
        throw InputError("unknown label", where,
                         "the cage map has no label '" + token.substr(0, 1) + "'");
      }
      if (has_sum[it->second])
        throw InputError("duplicate label", where, "this label has two sums");
      std::string digits = token.substr(2);
      if (!std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; })) {
        throw InputError("not an integer", where, "the sum must be a positive integer");
      }
      board.cages[it->second].sum = std::stoi(digits);
      has_sum[it->second] = true;
    }
  }
  std::vector<std::string> names;
  for (size_t i = 0; i < board.cages.size(); ++i) {
    names.push_back(std::string("cage '") + labels[i] + "'");
    if (!has_sum[i])
      throw InputError("cage without sum", names.back(), "no label=sum token for it");
  }
  if (sections.size() == 3) read_grid(board, sections[2], /*infer_box=*/false);
  validate(board, names);
  return board;
}

}  // namespace gridlogic::killer
