// JSON and text -> Board, with every check FORMATS.md implies for lightsout.
#include <map>
#include <optional>
#include <set>
#include <string>
#include <unordered_set>

#include "base/json_fields.hpp"
#include "base/text_lines.hpp"
#include "puzzles/lightsout/board.hpp"

namespace gridlogic::lightsout {

namespace jf = json_fields;

bool Board::has_holes() const {
  for (uint8_t h : holes) {
    if (h != 0) return true;
  }
  return false;
}

std::vector<std::vector<uint32_t>> Board::neighbours() const {
  std::vector<std::vector<uint32_t>> adj(size());
  if (graph) {
    for (auto [a, b] : edges) {
      adj[a].push_back(b);
      adj[b].push_back(a);
    }
    return adj;
  }
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      size_t i = static_cast<size_t>(r) * cols + c;
      if (holes[i]) continue;
      auto link = [&](int rr, int cc) {
        if (rr < 0 || rr >= rows || cc < 0 || cc >= cols) return;
        size_t j = static_cast<size_t>(rr) * cols + cc;
        if (!holes[j]) adj[i].push_back(static_cast<uint32_t>(j));
      };
      link(r - 1, c);
      link(r, c - 1);
      link(r, c + 1);
      link(r + 1, c);
    }
  }
  return adj;
}

std::string Board::place(size_t i) const {
  if (graph) return "node " + std::to_string(i);
  return jf::cell_name(static_cast<int64_t>(i / cols), static_cast<int64_t>(i % cols));
}

namespace {

void check_levels(int64_t levels, const std::string& where) {
  if (levels < 2 || levels > kMaxLevels) {
    throw InputError(
        "levels out of range", where,
        "levels must be in 2.." + std::to_string(kMaxLevels) + ", got " + std::to_string(levels));
  }
}

void check_cells(const Board& b) {
  for (size_t i = 0; i < b.size(); ++i) {
    if (!b.is_hole(i)) return;
  }
  throw InputError("no cells", "field grid", "the board has no cells (only holes)");
}

/// Grid rows as strings of digits and '#'. `place(r)` names row r; `cell(r, c)` a cell.
template <typename RowName, typename CellName>
void fill_from_strings(Board& b, const std::vector<std::string>& rows, RowName row_name,
                       CellName cell_name) {
  if (b.levels > 10) {
    throw InputError("digits need levels <= 10", row_name(0),
                     "with more than 10 levels the grid must be lists of integers");
  }
  if (rows.size() > static_cast<size_t>(kMaxSide)) {
    throw TooLarge(TooLarge::Limit::kTypeSize, row_name(kMaxSide),
                   "at most " + std::to_string(kMaxSide) + " rows are accepted");
  }
  // Widths count characters, so that a non-ASCII cell is a bad character where it stands rather
  // than a ragged row.
  std::vector<size_t> widths;
  for (size_t r = 0; r < rows.size(); ++r) {
    widths.push_back(text_lines::check_utf8(rows[r], [&](size_t c) { return cell_name(r, c); }));
  }
  size_t width = widths[0];
  if (width == 0) throw InputError("empty row", row_name(0), "the row is empty");
  if (width > static_cast<size_t>(kMaxSide)) {
    throw TooLarge(TooLarge::Limit::kTypeSize, row_name(0),
                   "at most " + std::to_string(kMaxSide) + " columns are accepted");
  }
  b.rows = static_cast<int>(rows.size());
  b.cols = static_cast<int>(width);
  b.state.assign(rows.size() * width, 0);
  b.holes.assign(rows.size() * width, 0);
  for (size_t r = 0; r < rows.size(); ++r) {
    if (widths[r] != width) {
      throw InputError("ragged rows", row_name(r),
                       "has " + std::to_string(widths[r]) + " cells, " + jf::row_name(0) + " has " +
                           std::to_string(width));
    }
    const auto cells = text_lines::characters(rows[r]);
    for (size_t c = 0; c < width; ++c) {
      const std::string_view cell = cells[c];
      const char ch = cell.size() == 1 ? cell[0] : '\0';
      size_t i = r * width + c;
      if (ch == '#') {
        b.holes[i] = 1;
      } else if (ch >= '0' && ch <= '9') {
        uint32_t v = static_cast<uint32_t>(ch - '0');
        if (v >= b.levels) {
          throw InputError(
              "level out of range", cell_name(r, c),
              std::string("'") + ch + "' is not below levels=" + std::to_string(b.levels));
        }
        b.state[i] = v;
      } else {
        throw InputError("bad character", cell_name(r, c),
                         text_lines::quote(cell) + " is neither a digit nor '#'");
      }
    }
  }
  check_cells(b);
}

void fill_from_ints(Board& b, const std::vector<std::vector<int64_t>>& rows,
                    const std::string& field) {
  if (rows.size() > static_cast<size_t>(kMaxSide) ||
      rows[0].size() > static_cast<size_t>(kMaxSide)) {
    throw TooLarge(TooLarge::Limit::kTypeSize, "field " + field,
                   "at most " + std::to_string(kMaxSide) + " rows and columns are accepted");
  }
  size_t width = rows[0].size();
  if (width == 0) throw InputError("empty row", field + " " + jf::row_name(0), "the row is empty");
  b.rows = static_cast<int>(rows.size());
  b.cols = static_cast<int>(width);
  b.state.assign(rows.size() * width, 0);
  b.holes.assign(rows.size() * width, 0);
  for (size_t r = 0; r < rows.size(); ++r) {
    if (rows[r].size() != width) {
      throw InputError("ragged rows", jf::row_name(static_cast<int64_t>(r)),
                       "has " + std::to_string(rows[r].size()) + " cells, " + jf::row_name(0) +
                           " has " + std::to_string(width));
    }
    for (size_t c = 0; c < width; ++c) {
      int64_t v = rows[r][c];
      size_t i = r * width + c;
      if (v == -1) {
        b.holes[i] = 1;
      } else if (v < 0 || v >= static_cast<int64_t>(b.levels)) {
        throw InputError(
            "level out of range", jf::cell_name(static_cast<int64_t>(r), static_cast<int64_t>(c)),
            std::to_string(v) + " is not in 0..levels-1 (levels=" + std::to_string(b.levels) +
                ") nor -1 for a hole");
      } else {
        b.state[i] = static_cast<uint32_t>(v);
      }
    }
  }
  check_cells(b);
}

void add_edge(Board& b, int64_t x, int64_t y, const std::string& where,
              std::unordered_set<uint64_t>& seen) {
  int64_t n = static_cast<int64_t>(b.state.size());
  if (x < 0 || x >= n || y < 0 || y >= n) {
    throw InputError("node out of range", where,
                     "edge " + std::to_string(x) + "-" + std::to_string(y) +
                         " names a node outside 0.." + std::to_string(n - 1));
  }
  if (x == y)
    throw InputError("self-loop", where, "an edge joins node " + std::to_string(x) + " to itself");
  uint64_t lo = static_cast<uint64_t>(std::min(x, y));
  uint64_t hi = static_cast<uint64_t>(std::max(x, y));
  if (!seen.insert(lo << 32 | hi).second) {
    throw InputError(
        "duplicate edge", where,
        "the edge " + std::to_string(lo) + "-" + std::to_string(hi) + " appears twice");
  }
  if (b.edges.size() >= kMaxEdges) {
    throw TooLarge(TooLarge::Limit::kTypeSize, where,
                   "at most " + std::to_string(kMaxEdges) + " edges are accepted");
  }
  b.edges.emplace_back(static_cast<uint32_t>(x), static_cast<uint32_t>(y));
}

// A graph past the nodes a board may have is past a size limit, not malformed (too_large).
TooLarge too_many_nodes(const std::string& where, const std::string& nodes) {
  return TooLarge(
      TooLarge::Limit::kTypeSize, where,
      "nodes=" + nodes + ": at most " + std::to_string(kMaxNodes) + " nodes are accepted");
}

Board graph_from_json(const Json& object, uint32_t levels) {
  Board b;
  b.levels = levels;
  b.graph = true;
  const int64_t nodes = jf::to_int(jf::require(object, "nodes"), "field nodes", 1, INT64_MAX);
  if (nodes > kMaxNodes) throw too_many_nodes("field nodes", std::to_string(nodes));
  const Json& state = jf::require(object, "state");
  if (!state.is_array() && !state.is_string()) {
    throw InputError("not a list", "field state",
                     "state must be a list of levels (or a digit string)");
  }
  // A digit string's length counts characters, so that a non-ASCII one is named where it is.
  const std::string* text = state.is_string() ? &state.get_ref<const std::string&>() : nullptr;
  const size_t got =
      text != nullptr
          ? text_lines::check_utf8(*text, [](size_t i) { return "node " + std::to_string(i); })
          : state.size();
  if (got != static_cast<size_t>(nodes)) {
    throw InputError(
        "state length", "field state",
        "has " + std::to_string(got) + " entries for " + std::to_string(nodes) + " nodes");
  }
  const auto digits =
      text != nullptr ? text_lines::characters(*text) : std::vector<std::string_view>{};
  b.state.assign(static_cast<size_t>(nodes), 0);
  for (size_t i = 0; i < b.state.size(); ++i) {
    int64_t v = 0;
    std::string where = "node " + std::to_string(i);
    if (state.is_string()) {
      const std::string_view ch = digits[i];
      if (ch.size() != 1 || ch[0] < '0' || ch[0] > '9')
        throw InputError("bad character", where, text_lines::quote(ch) + " is not a digit");
      v = ch[0] - '0';
    } else {
      v = jf::to_int(state[i], where, INT64_MIN, INT64_MAX);
    }
    if (v < 0 || v >= static_cast<int64_t>(levels)) {
      throw InputError("level out of range", where,
                       std::to_string(v) + " is not in 0.." + std::to_string(levels - 1));
    }
    b.state[i] = static_cast<uint32_t>(v);
  }
  const Json* edges = jf::optional(object, "edges");
  std::unordered_set<uint64_t> seen;
  if (edges != nullptr) {
    if (!edges->is_array())
      throw InputError("not a list", "field edges", "edges must be a list of [a, b] pairs");
    if (edges->size() > kMaxEdges) {
      throw TooLarge(TooLarge::Limit::kTypeSize, "field edges",
                     "at most " + std::to_string(kMaxEdges) + " edges are accepted");
    }
    for (size_t e = 0; e < edges->size(); ++e) {
      const Json& pair = (*edges)[e];
      std::string where = "edge " + std::to_string(e);
      if (!pair.is_array() || pair.size() != 2) {
        throw InputError("bad edge", where, "an edge is a pair [a, b] of node numbers");
      }
      add_edge(b, jf::to_int(pair[0], where, INT64_MIN, INT64_MAX),
               jf::to_int(pair[1], where, INT64_MIN, INT64_MAX), where, seen);
    }
  }
  return b;
}

uint32_t levels_of(const Json& object) {
  const Json* levels = jf::optional(object, "levels");
  if (levels == nullptr) return 2;
  int64_t k = jf::to_int(*levels, "field levels", INT64_MIN, INT64_MAX);
  check_levels(k, "field levels");
  return static_cast<uint32_t>(k);
}

}  // namespace

Board parse_json(const Json& object) {
  if (!object.is_object()) throw InputError("not an object", "", "a puzzle must be a JSON object");
  uint32_t levels = levels_of(object);
  bool has_grid = jf::optional(object, "grid") != nullptr;
  bool has_nodes = jf::optional(object, "nodes") != nullptr;
  if (has_grid && has_nodes) {
    throw InputError("both grid and graph", "field nodes",
                     "give either grid or nodes/edges/state, not both");
  }
  if (has_nodes) return graph_from_json(object, levels);
  const Json& grid = jf::require(object, "grid");
  Board b;
  b.levels = levels;
  jf::require_array(grid, "field grid", static_cast<size_t>(kMaxSide));
  if (grid[0].is_string()) {
    std::vector<std::string> rows = jf::string_rows(grid, "grid");
    fill_from_strings(
        b, rows, [](size_t r) { return jf::row_name(static_cast<int64_t>(r)); },
        [](size_t r, size_t c) {
          return jf::cell_name(static_cast<int64_t>(r), static_cast<int64_t>(c));
        });
  } else {
    fill_from_ints(b, jf::int_rows(grid, "grid", INT64_MIN, INT64_MAX), "grid");
  }
  return b;
}

namespace {

Board graph_from_text(const std::vector<text_lines::Line>& lines, uint32_t levels, int64_t nodes) {
  // Extension of FORMATS.md for graph boards: header `lightsout levels=K nodes=N`, then a line
  // `state <N digits or integers>` and optionally a line `edges a-b c-d ...`.
  Board b;
  b.levels = levels;
  b.graph = true;
  b.state.assign(static_cast<size_t>(nodes), 0);
  bool have_state = false;
  std::unordered_set<uint64_t> seen;
  for (const auto& line : lines) {
    std::string where = "line " + std::to_string(line.number);
    auto tokens = text_lines::tokens(line.text);
    if (tokens.empty()) continue;
    if (tokens[0] == "state") {
      std::vector<std::string> values(tokens.begin() + 1, tokens.end());
      if (values.size() == 1 && levels <= 10 &&
          text_lines::length(values[0]) == static_cast<size_t>(nodes)) {
        std::string digits = values[0];
        values.clear();
        for (std::string_view ch : text_lines::characters(digits)) values.emplace_back(ch);
      }
      if (values.size() != static_cast<size_t>(nodes)) {
        throw InputError("state length", where,
                         "has " + std::to_string(values.size()) + " entries for " +
                             std::to_string(nodes) + " nodes");
      }
      for (size_t i = 0; i < values.size(); ++i) {
        bool too_big = false;
        const std::optional<int64_t> v = text_lines::integer(values[i], &too_big);
        if (!v && !too_big) {
          throw InputError("bad character", where + ", node " + std::to_string(i),
                           "'" + text_lines::printable(values[i]) + "' is not a level");
        }
        if (!v || *v < 0 || *v >= static_cast<int64_t>(levels)) {
          throw InputError(
              "level out of range", where + ", node " + std::to_string(i),
              text_lines::printable(values[i]) + " is not in 0.." + std::to_string(levels - 1));
        }
        b.state[i] = static_cast<uint32_t>(*v);
      }
      have_state = true;
    } else if (tokens[0] == "edges") {
      for (size_t t = 1; t < tokens.size(); ++t) {
        const std::string& tok = tokens[t];
        size_t dash = tok.find('-', 1);
        const std::string left = dash == std::string::npos ? "" : tok.substr(0, dash);
        const std::string right = dash == std::string::npos ? "" : tok.substr(dash + 1);
        const std::optional<int64_t> x = text_lines::integer(left);
        const std::optional<int64_t> y = text_lines::integer(right);
        if (!x || !y) {
          throw InputError(
              "bad edge", where,
              "'" + text_lines::printable(tok) + "' is not an edge a-b of node numbers");
        }
        add_edge(b, *x, *y, where, seen);
      }
    } else {
      throw InputError("bad line", where,
                       "a graph board has lines 'state ...' and 'edges a-b ...'");
    }
  }
  if (!have_state) throw InputError("missing field", "state", "a graph board needs a 'state' line");
  return b;
}

}  // namespace

// A board as wide as the header's cols=N says, when it says.
void check_width(const Board& b, std::optional<int64_t> cols, const std::string& where) {
  if (!cols || b.cols == *cols) return;
  throw InputError("wrong width", where,
                   "the rows have " + std::to_string(b.cols) +
                       " cells, the header says cols=" + std::to_string(*cols));
}

// Past 10 levels a row's cells are separated by spaces, and a row of one word is one cell: a
// board one column wide. When every row is one word and some word is digits run together ("10"),
// the text may as well be a wider board written as boards of 10 levels or fewer are ("1" "0"):
// refused, naming both readings, rather than read by a guess.
template <typename LineName>
void refuse_one_column_reading(const std::vector<text_lines::Line>& lines, LineName line_name) {
  std::optional<size_t> run_together;
  for (size_t r = 0; r < lines.size(); ++r) {
    const auto words = text_lines::tokens(lines[r].text);
    if (words.size() != 1) return;
    const std::string& word = words[0];
    const bool digits_or_holes = word.find_first_not_of("0123456789#") == std::string::npos;
    if (!run_together && word.size() > 1 && digits_or_holes) run_together = r;
  }
  if (!run_together) return;
  const std::string word = text_lines::tokens(lines[*run_together].text)[0];
  std::string apart;
  for (char c : word) {
    if (!apart.empty()) apart.push_back(' ');
    apart.push_back(c);
  }
  throw InputError("ambiguous row", line_name(*run_together),
                   "'" + word + "' reads as one cell of level " + word +
                       " on a board one column wide, or as the cells " + apart +
                       " run together; with more than 10 levels a row's cells are separated by "
                       "spaces: write '" +
                       apart +
                       "' for the wider board, or give cols=1 in the header for the board one "
                       "column wide");
}

Board parse_text(std::string_view body, const std::map<std::string, std::string>& params) {
  uint32_t levels = 2;
  if (auto it = params.find("levels"); it != params.end()) {
    bool too_big = false;
    const std::optional<int64_t> k = text_lines::integer(it->second, &too_big);
    if (too_big) {
      throw InputError("levels out of range", "header",
                       "levels must be in 2.." + std::to_string(kMaxLevels) + ", got " +
                           text_lines::printable(it->second));
    }
    if (!k) {
      throw InputError("not an integer", "header",
                       "levels='" + text_lines::printable(it->second) + "' is not an integer");
    }
    check_levels(*k, "header");
    levels = static_cast<uint32_t>(*k);
  }
  std::vector<text_lines::Line> lines;
  for (auto& line : text_lines::split(body)) {
    if (!text_lines::trim(line.text).empty()) lines.push_back(std::move(line));
  }
  if (auto it = params.find("nodes"); it != params.end()) {
    if (params.count("cols") != 0) {
      throw InputError("unknown header key", "header",
                       "a graph board (nodes=) has no columns: cols= is for a grid");
    }
    const std::optional<int64_t> n = text_lines::integer(it->second);
    bool past = false;
    const std::optional<int64_t> large = text_lines::integer(it->second, &past);
    if (past || (large && *large > kMaxNodes)) {
      throw too_many_nodes("header", text_lines::printable(it->second));
    }
    if (!n || *n < 1) {
      throw InputError("value out of range", "header",
                       "nodes='" + text_lines::printable(it->second) + "' is not in 1.." +
                           std::to_string(kMaxNodes));
    }
    return graph_from_text(lines, levels, *n);
  }
  // cols=N states the width, which a one-column board past 10 levels needs (see above).
  std::optional<int64_t> cols;
  if (auto it = params.find("cols"); it != params.end()) {
    cols = text_lines::integer(it->second);
    if (!cols || *cols < 1 || *cols > kMaxSide) {
      throw InputError("value out of range", "header",
                       "cols='" + text_lines::printable(it->second) + "' is not in 1.." +
                           std::to_string(kMaxSide));
    }
  }
  if (lines.empty()) throw InputError("empty", "line 1", "no grid rows");
  if (lines.size() > static_cast<size_t>(kMaxSide)) {
    throw TooLarge(TooLarge::Limit::kTypeSize, "line " + std::to_string(lines[kMaxSide].number),
                   "at most " + std::to_string(kMaxSide) + " rows are accepted");
  }
  Board b;
  b.levels = levels;
  auto line_name = [&](size_t r) {
    return "line " + std::to_string(lines[std::min(r, lines.size() - 1)].number);
  };
  if (levels <= 10) {
    std::vector<std::string> rows;
    for (const auto& line : lines) rows.push_back(text_lines::trim(line.text));
    fill_from_strings(b, rows, line_name, [&](size_t r, size_t c) {
      return line_name(r) + ", " + jf::col_name(static_cast<int64_t>(c));
    });
    check_width(b, cols, line_name(0));
    return b;
  }
  // k > 10: white-space separated integers, '#' or -1 for a hole.
  if (!cols) refuse_one_column_reading(lines, line_name);
  std::vector<std::vector<int64_t>> rows;
  for (size_t r = 0; r < lines.size(); ++r) {
    std::vector<int64_t> row;
    auto tokens = text_lines::tokens(lines[r].text);
    // A row of digits run together, as boards of fewer levels are written, is one token here.
    const std::string run_together =
        tokens.size() == 1 && tokens[0].size() > 1
            ? " (with more than 10 levels, a row's cells are separated by spaces)"
            : "";
    if (tokens.size() > static_cast<size_t>(kMaxSide)) {
      throw TooLarge(TooLarge::Limit::kTypeSize, line_name(r),
                     "at most " + std::to_string(kMaxSide) + " columns are accepted");
    }
    for (size_t c = 0; c < tokens.size(); ++c) {
      if (tokens[c] == "#") {
        row.push_back(-1);
        continue;
      }
      bool too_big = false;
      const std::optional<int64_t> v = text_lines::integer(tokens[c], &too_big);
      if (too_big) {
        throw InputError("level out of range",
                         line_name(r) + ", " + jf::col_name(static_cast<int64_t>(c)),
                         text_lines::printable(tokens[c]) + " is past any level" + run_together);
      }
      if (!v) {
        throw InputError("bad character",
                         line_name(r) + ", " + jf::col_name(static_cast<int64_t>(c)),
                         "'" + text_lines::printable(tokens[c]) +
                             "' is neither an integer nor '#'" + run_together);
      }
      row.push_back(*v);
    }
    if (!rows.empty() && row.size() != rows[0].size()) {
      throw InputError("ragged rows", line_name(r),
                       "has " + std::to_string(row.size()) + " cells, the first row has " +
                           std::to_string(rows[0].size()));
    }
    rows.push_back(std::move(row));
  }
  try {
    fill_from_ints(b, rows, "grid");
  } catch (const InputError& e) {
    // Re-word "row R" places (counted from 1) as text line numbers.
    std::string where = e.where();
    if (where.rfind("row ", 0) == 0) {
      size_t r = std::stoul(where.substr(4)) - 1;
      std::string rest =
          where.substr(where.find(',') == std::string::npos ? where.size() : where.find(','));
      throw_like(e, line_name(r) + rest, e.what());
    }
    throw;
  }
  check_width(b, cols, line_name(0));
  return b;
}

Presses solution_from_json(const Board& b, const Json& value) {
  constexpr int64_t kMaxPress = 2147483647;
  Presses p(b.size(), 0);
  if (b.graph) {
    if (!value.is_array())
      throw InputError("presses shape", "presses", "presses must be a list, one entry per node");
    if (value.size() != b.size()) {
      throw InputError("presses shape", "presses",
                       "has " + std::to_string(value.size()) + " entries for " +
                           std::to_string(b.size()) + " nodes");
    }
    for (size_t i = 0; i < b.size(); ++i) {
      p[i] = static_cast<uint32_t>(
          jf::to_int(value[i], "presses node " + std::to_string(i), 0, kMaxPress));
    }
    return p;
  }
  if (!value.is_array() || value.size() != static_cast<size_t>(b.rows)) {
    throw InputError("presses shape", "presses",
                     "presses must have one row per grid row (" + std::to_string(b.rows) + ")");
  }
  for (int r = 0; r < b.rows; ++r) {
    const Json& row = value[static_cast<size_t>(r)];
    std::string row_name = "presses " + jf::row_name(r);
    const bool text = row.is_string();
    if (!text && !row.is_array()) {
      throw InputError("presses shape", row_name,
                       "each row is a string of digits or a list of integers");
    }
    const size_t cells =
        text ? text_lines::check_utf8(row.get_ref<const std::string&>(),
                                      [&](size_t c) { return "presses " + jf::cell_name(r, c); })
             : row.size();
    if (cells != static_cast<size_t>(b.cols)) {
      throw InputError(
          "presses shape", row_name,
          "has " + std::to_string(cells) + " cells, the grid has " + std::to_string(b.cols));
    }
    const auto chars = text ? text_lines::characters(row.get_ref<const std::string&>())
                            : std::vector<std::string_view>{};
    // A hole is spelled '#' in a string row and -1 in a list row; both read as -1 here.
    const char* hole_mark = text ? "'#'" : "-1";
    for (int c = 0; c < b.cols; ++c) {
      size_t i = static_cast<size_t>(r) * b.cols + c;
      std::string where = "presses " + jf::cell_name(r, c);
      int64_t v = -1;
      if (!text) {
        v = jf::to_int(row[static_cast<size_t>(c)], where, -1, kMaxPress);
      } else if (const std::string_view cell = chars[static_cast<size_t>(c)]; cell != "#") {
        // On a hole any character but '#' is the mistake "hole not marked", digit or not.
        const char ch = cell.size() == 1 ? cell[0] : '\0';
        if (!b.holes[i] && (ch < '0' || ch > '9')) {
          throw InputError("bad character", where, text_lines::quote(cell) + " is not a digit");
        }
        v = b.holes[i] ? 0 : ch - '0';
      }
      if (b.holes[i] && v != -1) {
        throw InputError("hole not marked", where,
                         std::string("a hole must be ") + hole_mark + " in presses");
      }
      if (!b.holes[i] && v == -1) {
        throw InputError("hole on a cell", where,
                         std::string(hole_mark) + " marks a cell that is not a hole");
      }
      if (v >= 0) p[i] = static_cast<uint32_t>(v);
    }
  }
  return p;
}

}  // namespace gridlogic::lightsout
