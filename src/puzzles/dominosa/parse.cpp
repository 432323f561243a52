// Dominosa input: JSON and text to Board, with every check FORMATS.md implies.
//
// Checks run from the outside in, so the first error a user sees is the most basic one: the
// shape (a non-empty rectangle within the size caps), then the cell count (R*C must be
// (M+1)(M+2), and match "max" when given), then each value (0..M), then how often each value
// occurs (exactly M+2 times). Sizes are checked before anything proportional to them is built.
#include <algorithm>
#include <charconv>
#include <cmath>

#include "base/json_fields.hpp"
#include "base/text_lines.hpp"
#include "puzzles/dominosa/board.hpp"

namespace gridlogic::dominosa {

std::optional<int> max_for_cells(long long cells) {
  if (cells < 2) return std::nullopt;
  // (M+1)(M+2) = cells  =>  M = (-3 + sqrt(1 + 4 cells)) / 2; check the neighbours exactly.
  auto guess =
      static_cast<long long>((std::sqrt(1.0 + 4.0 * static_cast<double>(cells)) - 3.0) / 2.0);
  for (long long m = std::max(0LL, guess - 2); m <= guess + 2; ++m) {
    if ((m + 1) * (m + 2) == cells) return static_cast<int>(m);
  }
  return std::nullopt;
}

namespace {

std::string cell_count_hint(long long cells) {
  auto guess =
      static_cast<long long>((std::sqrt(1.0 + 4.0 * static_cast<double>(cells)) - 3.0) / 2.0);
  long long lo = std::max(0LL, guess);
  while (lo > 0 && (lo + 1) * (lo + 2) > cells) --lo;
  long long hi = lo + 1;
  return " (nearest: " + std::to_string((lo + 1) * (lo + 2)) +
         " cells for M=" + std::to_string(lo) + ", " + std::to_string((hi + 1) * (hi + 2)) +
         " for M=" + std::to_string(hi) + ")";
}

// Reads the header's max=M; the only other key allowed is the type word.
std::optional<int> header_max(const std::map<std::string, std::string>& params) {
  std::optional<int> max;
  for (const auto& [key, text] : params) {
    if (key == "type") continue;
    if (key != "max") {
      throw InputError("unknown header key", "header",
                       "'" + key + "' is not a dominosa parameter (only max=M is)");
    }
    int value = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size()) {
      throw InputError("not an integer", "header max", "'" + text + "' is not an integer");
    }
    if (value < 0 || value > kMaxMax) {
      throw InputError("value out of range", "header max",
                       std::to_string(value) + " is outside 0.." + std::to_string(kMaxMax));
    }
    max = value;
  }
  return max;
}

}  // namespace

Board make_board(const std::vector<std::vector<int>>& grid, std::optional<int> max_given,
                 const std::function<std::string(int, int)>& where_cell,
                 const std::function<std::string(int)>& where_row) {
  if (grid.empty()) throw InputError("empty", "grid", "the grid has no rows");
  if (grid.size() > static_cast<size_t>(kMaxSide)) {
    throw TooLarge(TooLarge::Limit::kTypeSize, "grid",
                   std::to_string(grid.size()) + " rows; at most " + std::to_string(kMaxSide));
  }
  const auto rows = static_cast<int>(grid.size());
  const auto cols = static_cast<int>(grid[0].size());
  for (int r = 0; r < rows; ++r) {
    const auto width = static_cast<long long>(grid[r].size());
    if (width == 0) throw InputError("empty row", where_row(r), "the row has no values");
    if (width > kMaxSide) {
      throw TooLarge(TooLarge::Limit::kTypeSize, where_row(r),
                     std::to_string(width) + " values; at most " + std::to_string(kMaxSide));
    }
    if (width != cols) {
      throw InputError("rows of unequal length", where_row(r),
                       "has " + std::to_string(width) + " values, " + row_name(0) + " has " +
                           std::to_string(cols));
    }
  }

  const long long cells = static_cast<long long>(rows) * cols;
  const std::string size_text = std::to_string(rows) + " x " + std::to_string(cols) + " = " +
                                std::to_string(cells) + " cells";
  int max = 0;
  if (max_given) {
    max = *max_given;
    const long long need = static_cast<long long>(max + 1) * (max + 2);
    if (need != cells) {
      throw InputError("size does not match max", "grid",
                       size_text + ", but max " + std::to_string(max) +
                           " needs (M+1)(M+2) = " + std::to_string(need));
    }
  } else {
    std::optional<int> inferred = max_for_cells(cells);
    if (!inferred) {
      throw InputError("wrong cell count", "grid",
                       size_text + " is not (M+1)(M+2) for any M" + cell_count_hint(cells));
    }
    max = *inferred;
  }
  if (max > kMaxMax) {
    throw TooLarge(TooLarge::Limit::kTypeSize, "grid",
                   "M = " + std::to_string(max) + "; at most " + std::to_string(kMaxMax));
  }

  Board board;
  board.rows = rows;
  board.cols = cols;
  board.max = max;
  board.values.reserve(static_cast<size_t>(cells));
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      const int v = grid[r][c];
      if (v < 0 || v > max) {
        throw InputError("value out of range", where_cell(r, c),
                         std::to_string(v) + " is outside 0.." + std::to_string(max) +
                             " (M = " + std::to_string(max) + ")");
      }
      board.values.push_back(v);
    }
  }

  // Each value must occur exactly M+2 times: report the first value that does not, and where
  // it first overflows (or, when it is short, where it first occurs).
  std::vector<int> seen(static_cast<size_t>(max) + 1, 0);
  for (int i = 0; i < board.cell_count(); ++i) {
    const int v = board.values[i];
    if (++seen[v] == max + 3) {
      throw InputError("wrong value count", where_cell(i / cols, i % cols),
                       "value " + std::to_string(v) + " appears here for the " +
                           std::to_string(max + 3) + "th time; the double-" + std::to_string(max) +
                           " set has exactly " + std::to_string(max + 2) + " halves of each value");
    }
  }
  for (int v = 0; v <= max; ++v) {
    if (seen[v] != max + 2) {
      throw InputError("wrong value count", "value " + std::to_string(v),
                       "appears " + std::to_string(seen[v]) + " times; the double-" +
                           std::to_string(max) + " set has exactly " + std::to_string(max + 2) +
                           " halves of each value");
    }
  }
  return board;
}

Board parse_json(const Json& object) {
  if (const Json* type = json_fields::optional(object, "type")) {
    if (!type->is_string() || type->get<std::string>() != "dominosa") {
      throw InputError("wrong type", "field type", "expected \"dominosa\", got " + type->dump());
    }
  }
  std::optional<int> max;
  if (const Json* m = json_fields::optional(object, "max")) {
    max = static_cast<int>(json_fields::to_int(*m, "field max", 0, kMaxMax));
  }
  const Json& grid_json =
      json_fields::require_array(json_fields::require(object, "grid"), "field grid", kMaxSide);
  std::vector<std::vector<int>> grid;
  grid.reserve(grid_json.size());
  for (size_t r = 0; r < grid_json.size(); ++r) {
    const Json& row = grid_json[r];
    const std::string where = "grid " + row_name(static_cast<int>(r));
    if (!row.is_array())
      throw InputError("not a list", where, "each row must be a list of integers");
    if (row.size() > static_cast<size_t>(kMaxSide)) {
      throw TooLarge(TooLarge::Limit::kTypeSize, where,
                     std::to_string(row.size()) + " values; at most " + std::to_string(kMaxSide));
    }
    std::vector<int> values;
    values.reserve(row.size());
    for (size_t c = 0; c < row.size(); ++c) {
      values.push_back(static_cast<int>(json_fields::to_int(
          row[c], cell_name(static_cast<int>(r), static_cast<int>(c)), 0, kMaxMax)));
    }
    grid.push_back(std::move(values));
  }
  return make_board(
      grid, max, [](int r, int c) { return cell_name(r, c); },
      [](int r) { return "grid " + row_name(r); });
}

Board parse_text(std::string_view body, const std::map<std::string, std::string>& params) {
  const std::optional<int> max = header_max(params);
  auto sections = text_lines::sections(body);
  if (sections.empty()) throw InputError("empty", "", "the puzzle has no grid rows");
  if (sections.size() > 1) {
    throw InputError("blank line in grid", "line " + std::to_string(sections[1][0].number - 1),
                     "the grid rows must not be separated by blank lines");
  }
  const auto& lines = sections[0];
  if (lines.size() > static_cast<size_t>(kMaxSide)) {
    throw TooLarge(TooLarge::Limit::kTypeSize, "line " + std::to_string(lines[kMaxSide].number),
                   "more than " + std::to_string(kMaxSide) + " rows");
  }
  auto where_cell = [&lines](int r, int c) {
    return "line " + std::to_string(lines[r].number) + " (" + cell_name(r, c) + ")";
  };
  auto where_row = [&lines](int r) {
    return "line " + std::to_string(lines[r].number) + " (" + row_name(r) + ")";
  };
  std::vector<std::vector<int>> grid;
  grid.reserve(lines.size());
  for (size_t r = 0; r < lines.size(); ++r) {
    const auto tokens = text_lines::tokens(lines[r].text);
    if (tokens.size() > static_cast<size_t>(kMaxSide)) {
      throw TooLarge(
          TooLarge::Limit::kTypeSize, where_row(static_cast<int>(r)),
          std::to_string(tokens.size()) + " values; at most " + std::to_string(kMaxSide));
    }
    std::vector<int> values;
    values.reserve(tokens.size());
    for (size_t c = 0; c < tokens.size(); ++c) {
      const std::string& token = tokens[c];
      const std::string where = where_cell(static_cast<int>(r), static_cast<int>(c));
      const bool digits =
          std::all_of(token.begin(), token.end(), [](char ch) { return ch >= '0' && ch <= '9'; });
      if (!digits) {
        throw InputError("not an integer", where,
                         "'" + text_lines::printable(token) + "' is not a non-negative integer");
      }
      int value = 0;
      auto [end, ec] = std::from_chars(token.data(), token.data() + token.size(), value);
      if (ec != std::errc() || end != token.data() + token.size() || value > kMaxMax) {
        throw InputError("value out of range", where,
                         token + " is outside 0.." + std::to_string(kMaxMax));
      }
      values.push_back(value);
    }
    grid.push_back(std::move(values));
  }
  return make_board(grid, max, where_cell, where_row);
}

}  // namespace gridlogic::dominosa
