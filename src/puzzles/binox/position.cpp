#include "puzzles/binox/position.hpp"

#include <string>

#include "base/json_fields.hpp"

namespace gridlogic::binox {
namespace {

void read_position_row(const Json& row, int r, Board& out) {
  const std::string where = "progress, " + row_name(r);
  if (!row.is_string()) throw InputError("not a string", where, "a row is a string of cells");
  const std::string& text = row.get_ref<const std::string&>();
  if (static_cast<int>(text.size()) != out.cols) {
    throw InputError("wrong size", where, "expected " + std::to_string(out.cols) + " cells");
  }
  for (int c = 0; c < out.cols; ++c)
    out.at(r, c) = cell_from_char(std::string_view(&text[static_cast<size_t>(c)], 1), where);
}

Json position_cell_json(int r, int c) {
  return Json::array({r, c});
}

}  // namespace

std::string place_number(int index) {
  return json_fields::place_number(index);
}

std::string row_name(int r) {
  return json_fields::row_name(r);
}

std::string col_name(int c) {
  return json_fields::col_name(c);
}

std::string cell_name(int r, int c) {
  return json_fields::cell_name(r, c);
}

namespace {

struct LineView {
  const Board& b;
  bool row;
  int index;
  int length() const { return row ? b.cols : b.rows; }
  Cell at(int i) const { return row ? b.at(index, i) : b.at(i, index); }
  Json cell(int i) const {
    return row ? position_cell_json(index, i) : position_cell_json(i, index);
  }
  std::string name() const { return row ? row_name(index) : col_name(index); }
};

std::string line_mistake(const LineView& line, Json& cells) {
  const int n = line.length();
  for (int i = 0; i + 2 < n; ++i) {
    const Cell v = line.at(i);
    if (v != Cell::kEmpty && line.at(i + 1) == v && line.at(i + 2) == v) {
      for (int k = i; k < i + 3; ++k) cells.push_back(line.cell(k));
      return line.name() + " holds three " + std::string(1, to_char(v)) + " in a row";
    }
  }
  for (Cell v : {Cell::kX, Cell::kO}) {
    int count = 0;
    for (int i = 0; i < n; ++i) count += line.at(i) == v ? 1 : 0;
    if (count > n / 2) {
      for (int i = 0; i < n; ++i) {
        if (line.at(i) == v) cells.push_back(line.cell(i));
      }
      return line.name() + " holds " + std::to_string(count) + " " + std::string(1, to_char(v)) +
             ", more than half its " + std::to_string(n) + " cells";
    }
  }
  return "";
}

bool complete(const LineView& line) {
  for (int i = 0; i < line.length(); ++i) {
    if (line.at(i) == Cell::kEmpty) return false;
  }
  return true;
}

bool equal(const LineView& a, const LineView& b) {
  for (int i = 0; i < a.length(); ++i) {
    if (a.at(i) != b.at(i)) return false;
  }
  return true;
}

}  // namespace

Board read_position(const Board& puzzle, const Json& progress) {
  Board out(puzzle.rows, puzzle.cols);
  if (progress.is_null()) return puzzle;
  if (progress.is_string()) {
    std::string cells;
    for (char c : progress.get_ref<const std::string&>()) {
      if (c != ' ' && c != '\t' && c != '\r' && c != '\n') cells += c;
    }
    if (cells.size() != out.cells.size()) {
      throw InputError("wrong size", "progress",
                       "expected " + std::to_string(out.cells.size()) + " cells (" +
                           std::to_string(out.rows) + " rows of " + std::to_string(out.cols) + ")");
    }
    for (size_t i = 0; i < cells.size(); ++i) {
      out.cells[i] = cell_from_char(
          std::string_view(&cells[i], 1),
          "progress, " + cell_name(static_cast<int>(i) / out.cols, static_cast<int>(i) % out.cols));
    }
    return out;
  }
  const Json* grid = &progress;
  if (progress.is_object()) {
    grid = json_fields::optional(progress, "grid");
    if (grid == nullptr) throw InputError("missing field", "progress", "a position needs \"grid\"");
  }
  if (!grid->is_array() || static_cast<int>(grid->size()) != out.rows) {
    throw InputError("wrong size", "progress, grid",
                     "expected a list of " + std::to_string(out.rows) + " rows");
  }
  for (int r = 0; r < out.rows; ++r) read_position_row((*grid)[static_cast<size_t>(r)], r, out);
  return out;
}

std::string broken_rule(const Board& puzzle, const Board& position, Json& cells) {
  for (int r = 0; r < puzzle.rows; ++r) {
    for (int c = 0; c < puzzle.cols; ++c) {
      const Cell given = puzzle.at(r, c);
      if (given != Cell::kEmpty && position.at(r, c) != given) {
        cells.push_back(position_cell_json(r, c));
        return cell_name(r, c) + " is a given: it must keep its " + std::string(1, to_char(given));
      }
    }
  }
  for (bool row : {true, false}) {
    const int lines = row ? position.rows : position.cols;
    for (int i = 0; i < lines; ++i) {
      std::string mistake = line_mistake({position, row, i}, cells);
      if (!mistake.empty()) return mistake;
    }
  }
  for (bool row : {true, false}) {
    const int lines = row ? position.rows : position.cols;
    for (int i = 0; i < lines; ++i) {
      const LineView a{position, row, i};
      if (!complete(a)) continue;
      for (int j = i + 1; j < lines; ++j) {
        const LineView b{position, row, j};
        if (!complete(b) || !equal(a, b)) continue;
        for (int k = 0; k < a.length(); ++k) {
          cells.push_back(a.cell(k));
          cells.push_back(b.cell(k));
        }
        return a.name() + " and " + b.name() + " are equal";
      }
    }
  }
  return "";
}

}  // namespace gridlogic::binox
