// Reading a typed sudoku grid: splitting rows into cells and checking where the drawing's
// separators fall, so that a row with a cell too many or a '|' in the wrong place is an error
// at its line and character rather than a grid read some other way than it was meant.
#include "puzzles/killer/grid_text.hpp"

#include <algorithm>
#include <string>

namespace gridlogic::killer {

// Helpers in a named namespace: the sanitizer build compiles this folder as one unit.
namespace grid_text {
namespace {

std::string at_char(int line, size_t index) {
  return "line " + std::to_string(line) + ", char " + std::to_string(index + 1);
}

bool is_blank(std::string_view ch) {
  return ch == " " || ch == "\t" || ch == "\r" || ch == "\v" || ch == "\f";
}

bool is_box_drawing(std::string_view ch) {
  const long cp = text_lines::code_point(ch);
  return cp >= 0x2500 && cp <= 0x257F;
}

bool is_vertical_bar(std::string_view ch) {
  const long cp = text_lines::code_point(ch);
  return ch == "|" || cp == 0x2502 || cp == 0x2503 || cp == 0x2551;
}

// A run of characters between spaces and separators; its characters are contiguous in the line.
struct Token {
  std::string_view text;
  size_t index = 0;   // 0-based character index in the line of its first character
  size_t length = 0;  // in characters
};

// A separator in the drawing: how many cells (or rows) come before it, and where it is.
struct Mark {
  bool column = false;  // '|' in a row; else a separator line
  int position = 0;
  std::string where;
};

// How much of a row was read, in tokens and in characters: which of the two counts cells
// depends on the layout (spaced numbers or characters).
struct ReadCount {
  size_t tokens = 0;
  size_t characters = 0;
  [[nodiscard]] size_t cells(bool spaced) const { return spaced ? tokens : characters; }
};

// One grid row split at spaces and separators; a separator records what came before it. Only
// the first n tokens (and their separators) are kept: a row of more cannot be read, and a
// megabyte-long line should cost no more memory than a grid row.
struct SplitRow {
  int line = 0;
  std::vector<Token> tokens;
  ReadCount read;
  struct Break {
    ReadCount before;
    size_t index = 0;
  };
  std::vector<Break> breaks;
};

SplitRow split_row(const text_lines::Line& line, int n) {
  SplitRow row;
  row.line = line.number;
  const std::string_view text = line.text;
  text_lines::check_utf8(text, [&](size_t i) { return at_char(line.number, i); });
  Token current;
  auto flush = [&] {
    if (current.length == 0) return;
    row.read.characters += current.length;
    if (++row.read.tokens <= static_cast<size_t>(n)) row.tokens.push_back(current);
    current = Token{};
  };
  size_t start = 0;  // byte offset of character i
  for (size_t i = 0; start < text.size(); ++i) {
    const std::string_view ch = text.substr(start, text_lines::next_character(text.substr(start)));
    start += ch.size();
    if (is_blank(ch) || is_column_separator(ch)) {
      flush();
      const bool repeated =
          !row.breaks.empty() && row.breaks.back().before.tokens == row.read.tokens;
      if (is_column_separator(ch) && !repeated && row.read.tokens <= static_cast<size_t>(n)) {
        row.breaks.push_back({row.read, i});
      }
      continue;
    }
    if (current.length == 0) {
      current.index = i;
      current.text = text.substr(start - ch.size(), 0);
    }
    current.text = std::string_view(current.text.data(), current.text.size() + ch.size());
    ++current.length;
  }
  flush();
  return row;
}

// The value of one cell: a digit character (char_digit), or, when cells are spaced, a number.
int cell_value(std::string_view text, int n, const std::string& where) {
  const std::string range = std::to_string(n);
  if (text.size() == 1) {
    const int d = char_digit(text[0]);
    if (d >= 0 && d <= n) return d;
    throw InputError(d < 0 ? "bad character" : "value out of range", where,
                     text_lines::quote(text) + " is not a digit 1.." + range + ", '.' or '0'");
  }
  if (text_lines::length(text) == 1) {
    throw InputError("bad character", where,
                     text_lines::quote(text) + " is not a digit 1.." + range + ", '.' or '0'");
  }
  const bool digits = text.size() <= 2 && std::all_of(text.begin(), text.end(),
                                                      [](char c) { return c >= '0' && c <= '9'; });
  if (!digits) {
    throw InputError(
        "bad character", where,
        "'" + text_lines::printable(text) + "' is not a number 0.." + range + " or '.'");
  }
  const int v = std::stoi(std::string(text));
  if (v > n) {
    throw InputError(
        "value out of range", where,
        std::string(text) + " is outside 1.." + range + " (0 or '.' is an empty cell)");
  }
  return v;
}

// Reads one row's n cells into `out` and its separators into `marks`.
void read_row(const SplitRow& row, int n, int* out, std::vector<Mark>& marks) {
  // N tokens are N cells (numbers may have two digits); otherwise every character is a cell and
  // spaces only group them ("53. .7. ..."). Past 9, a row with single-character tokens among
  // several is spaced numbers: read as characters, "15" would silently be a 1 and a 5.
  const auto single = [](const Token& t) { return t.length == 1; };
  const bool only_spaced =
      n > 9 && row.read.tokens > 1 && std::any_of(row.tokens.begin(), row.tokens.end(), single);
  const bool spaced = row.read.tokens == static_cast<size_t>(n) || only_spaced;
  const size_t cells = row.read.cells(spaced);
  if (cells != static_cast<size_t>(n)) {
    // Name the count of the reading that came closer to n: what the row was probably meant as.
    const auto off = [want = static_cast<size_t>(n)](size_t count) {
      return count > want ? count - want : want - count;
    };
    const bool numbers = spaced || off(row.read.tokens) < off(row.read.characters);
    const size_t shown = row.read.cells(numbers);
    throw InputError("wrong row length", "line " + std::to_string(row.line),
                     "has " + std::to_string(shown) + (numbers ? " numbers" : " cells") +
                         ", expected " + std::to_string(n));
  }
  size_t c = 0;
  for (const Token& token : row.tokens) {
    if (spaced) {
      out[c++] = cell_value(token.text, n, at_char(row.line, token.index));
      continue;
    }
    size_t k = 0;
    for (std::string_view ch : text_lines::characters(token.text)) {
      out[c++] = cell_value(ch, n, at_char(row.line, token.index + k++));
    }
  }
  for (const auto& b : row.breaks) {
    marks.push_back({true, static_cast<int>(b.before.cells(spaced)), at_char(row.line, b.index)});
  }
}

bool fits(const std::vector<Mark>& marks, int n, int h, int w) {
  return std::all_of(marks.begin(), marks.end(), [&](const Mark& m) {
    if (m.position <= 0 || m.position >= n) return true;  // an outer border
    return m.position % (m.column ? w : h) == 0;
  });
}

std::string box_text(int h, int w) {
  return std::to_string(h) + "x" + std::to_string(w);
}

// The board keeps its box when the drawing fits it; else, when allowed, takes the one other
// shape the drawing fits. Anything else is an error at the first separator out of place.
void settle_box(Board& board, const std::vector<Mark>& marks, bool infer_box, int first_line) {
  const int n = board.n;
  if (fits(marks, n, board.box_h, board.box_w)) return;
  if (infer_box) {
    std::vector<std::pair<int, int>> shapes;
    for (int h = 2; h <= n / 2; ++h) {
      if (n % h == 0 && fits(marks, n, h, n / h)) shapes.emplace_back(h, n / h);
    }
    if (shapes.size() == 1) {
      board.box_h = shapes[0].first;
      board.box_w = shapes[0].second;
      return;
    }
    if (shapes.size() > 1) {
      std::string list;
      for (size_t i = 0; i < shapes.size(); ++i) {
        list += (i == 0                   ? ""
                 : i + 1 == shapes.size() ? " and "
                                          : ", ") +
                box_text(shapes[i].first, shapes[i].second);
      }
      throw InputError(
          "box shape unclear", "line " + std::to_string(first_line),
          "the separators fit boxes of " + list + " (rows x columns); give box=HxW in the header");
    }
  }
  for (const Mark& m : marks) {
    if (fits({m}, n, board.box_h, board.box_w)) continue;
    const std::string boxes = "boxes are " + box_text(board.box_h, board.box_w) +
                              " (rows x columns)" +
                              (infer_box ? "; give box=HxW in the header for others" : "");
    const std::string count =
        std::to_string(m.position) + (m.column ? " cell" : " row") + (m.position == 1 ? "" : "s");
    throw InputError("separator inside a box", m.where,
                     std::string(m.column ? "the separator" : "the separator line") + " after " +
                         count + " falls inside a box (" + boxes + ")");
  }
}

}  // namespace
}  // namespace grid_text

bool is_column_separator(std::string_view ch) {
  return ch == "|" || grid_text::is_box_drawing(ch);
}

bool is_separator_line(std::string_view line) {
  bool stroke = false;
  for (size_t start = 0; start < line.size();) {
    const std::string_view ch = line.substr(start, text_lines::next_character(line.substr(start)));
    start += ch.size();
    if (grid_text::is_blank(ch) || ch == "+" || grid_text::is_vertical_bar(ch)) continue;
    if (ch != "-" && ch != "=" && !grid_text::is_box_drawing(ch)) return false;
    stroke = true;
  }
  return stroke;
}

bool starts_pasted_grid(std::string_view line) {
  if (is_separator_line(line)) return true;
  for (size_t start = 0; start < line.size();) {
    const size_t length = text_lines::next_character(line.substr(start));
    if (is_column_separator(line.substr(start, length))) return true;
    start += length;
  }
  const std::vector<std::string> words = text_lines::tokens(line);
  const bool spaced = words.size() > 1;
  std::string cells;
  for (const std::string& word : words) {
    if (spaced && word.size() != 1) return false;  // "10 2": a row of numbers, not of digits
    cells += word;
  }
  if (cells.find_first_not_of(".0123456789") != std::string::npos) return false;
  const size_t n = cells.size();
  if (n != 4 && n != 6 && n != 8 && n != 9) return false;
  const bool dots = cells.find('.') != std::string::npos;
  const bool digits = cells.find_first_of("0123456789") != std::string::npos;
  // A row of dots alone could be a binox row, whose rows are even.
  if (dots) return digits || n == 9;
  return !spaced && cells.find_first_of("23456789") != std::string::npos;
}

int grid_row_count(const std::vector<text_lines::Line>& lines) {
  return static_cast<int>(std::count_if(
      lines.begin(), lines.end(), [](const auto& line) { return !is_separator_line(line.text); }));
}

void read_grid(Board& board, const std::vector<text_lines::Line>& lines, bool infer_box) {
  using grid_text::Mark;
  const int n = board.n;
  const int rows = grid_row_count(lines);
  if (rows != n) {
    throw InputError(
        "wrong number of rows", "line " + std::to_string(lines.front().number),
        "the grid has " + std::to_string(rows) + " rows, expected " + std::to_string(n));
  }
  board.givens.assign(static_cast<size_t>(n * n), 0);
  std::vector<Mark> marks;
  int r = 0;
  for (const auto& line : lines) {
    if (is_separator_line(line.text)) {
      marks.push_back({false, r, "line " + std::to_string(line.number)});
      continue;
    }
    grid_text::read_row(grid_text::split_row(line, n), n, &board.givens[static_cast<size_t>(r * n)],
                        marks);
    ++r;
  }
  grid_text::settle_box(board, marks, infer_box, lines.front().number);
}

}  // namespace gridlogic::killer
