#include "puzzles/dominosa/position.hpp"

#include "base/json_fields.hpp"

namespace gridlogic::dominosa {

std::string row_name(int row) {
  return json_fields::row_name(row);
}

std::string cell_name(int row, int col) {
  // Appended piece by piece: g++ 12 warns (-Wrestrict, a false positive) on "r" + ... here.
  std::string out = "r";
  out += json_fields::place_number(row);
  out += 'c';
  out += json_fields::place_number(col);
  return out;
}

std::string numbered_cell_name(int cell, int cols) {
  return cell_name(cell / cols, cell % cols);
}

std::string placement_name(int a, int b, int cols) {
  return numbered_cell_name(a, cols) + "-" + numbered_cell_name(b, cols);
}

namespace {

std::string cell_name(const Board& board, int cell) {
  return numbered_cell_name(cell, board.cols);
}

Json cell_json(const Board& board, int cell) {
  return Json::array({cell / board.cols, cell % board.cols});
}

void read_letters(const Board& board, const std::string& text, PlayerPosition& out) {
  for (int cell = 0; cell < board.cell_count(); ++cell) {
    const char c = text[static_cast<size_t>(cell)];
    const int row = cell / board.cols;
    const int col = cell % board.cols;
    int to = -1;
    switch (c) {
      case '.':
        break;
      case 'L':
        to = col > 0 ? cell - 1 : -2;
        break;
      case 'R':
        to = col + 1 < board.cols ? cell + 1 : -2;
        break;
      case 'U':
        to = row > 0 ? cell - board.cols : -2;
        break;
      case 'D':
        to = row + 1 < board.rows ? cell + board.cols : -2;
        break;
      default:
        throw InputError("bad direction letter", "progress, " + cell_name(board, cell),
                         std::string("'") + c + "' is not one of L R U D or '.'");
    }
    if (to == -2) {
      throw InputError("partner outside the board", "progress, " + cell_name(board, cell),
                       std::string("'") + c + "' points off the board");
    }
    out.points[static_cast<size_t>(cell)] = to;
  }
}

void read_placed(const Board& board, const Json& placed, PlayerPosition& out) {
  std::string text;
  if (placed.is_string()) {
    for (char c : placed.get<std::string>()) {
      if (c != '/' && c != ' ' && c != '\n') text += c;
    }
  } else if (placed.is_array()) {
    if (placed.size() != static_cast<size_t>(board.rows)) {
      throw InputError(
          "position shape", "progress",
          "expected " + std::to_string(board.rows) + " rows, got " + std::to_string(placed.size()));
    }
    for (const Json& row : placed) {
      if (!row.is_string() || row.get<std::string>().size() != static_cast<size_t>(board.cols)) {
        throw InputError(
            "position shape", "progress",
            "every row must be a string of " + std::to_string(board.cols) + " letters");
      }
      text += row.get<std::string>();
    }
  } else {
    throw InputError("position shape", "progress",
                     "expected the rows' letters (a list of strings or one string)");
  }
  if (text.size() != static_cast<size_t>(board.cell_count())) {
    throw InputError("position shape", "progress",
                     "expected " + std::to_string(board.cell_count()) + " letters, got " +
                         std::to_string(text.size()));
  }
  read_letters(board, text, out);
}

int read_cell(const Board& board, const Json& pair) {
  if (!pair.is_array() || pair.size() != 2 || !pair[0].is_number_integer() ||
      !pair[1].is_number_integer()) {
    throw InputError("bad ruled-out placement", "progress, ruled_out", "a cell is [row, col]");
  }
  const int row = pair[0].get<int>();
  const int col = pair[1].get<int>();
  if (row < 0 || row >= board.rows || col < 0 || col >= board.cols) {
    throw InputError("bad ruled-out placement", "progress, ruled_out", "a cell is off the board");
  }
  return row * board.cols + col;
}

}  // namespace

PlayerPosition read_position(const Board& board, const Json& progress) {
  PlayerPosition out;
  out.points.assign(static_cast<size_t>(board.cell_count()), -1);
  if (progress.is_null()) return out;
  if (!progress.is_object()) {
    read_placed(board, progress, out);
    return out;
  }
  // An object naming neither would silently be the start: a misspelt key says so instead.
  if (!progress.contains("placed") && !progress.contains("ruled_out")) {
    throw InputError("missing field", "progress",
                     "a position object needs \"placed\" or \"ruled_out\"");
  }
  if (auto placed = progress.find("placed"); placed != progress.end() && !placed->is_null()) {
    read_placed(board, *placed, out);
  }
  if (auto ruled = progress.find("ruled_out"); ruled != progress.end()) {
    if (!ruled->is_array()) {
      throw InputError("bad ruled-out placement", "progress, ruled_out",
                       "expected a list of [[row, col], [row, col]]");
    }
    for (const Json& pair : *ruled) {
      if (!pair.is_array() || pair.size() != 2) {
        throw InputError("bad ruled-out placement", "progress, ruled_out",
                         "a placement is [[row, col], [row, col]]");
      }
      const int a = read_cell(board, pair[0]);
      const int b = read_cell(board, pair[1]);
      const int gap = a > b ? a - b : b - a;
      const bool neighbours = gap == board.cols || (gap == 1 && a / board.cols == b / board.cols);
      if (!neighbours) {
        throw InputError("bad ruled-out placement", "progress, ruled_out",
                         "the two cells of a placement must be neighbours");
      }
      out.ruled_out.emplace_back(std::min(a, b), std::max(a, b));
    }
  }
  return out;
}

std::string find_mistake(const Board& board, const PlayerPosition& position,
                         const Partners& solution, Json& cells) {
  const int n = board.cell_count();
  auto name = [&](int cell) { return numbered_cell_name(cell, board.cols); };
  auto placement = [&](int a, int b) { return placement_name(a, b, board.cols); };
  for (int cell = 0; cell < n; ++cell) {
    const int to = position.points[static_cast<size_t>(cell)];
    if (to < 0 || position.points[static_cast<size_t>(to)] == cell) continue;
    cells.push_back(cell_json(board, cell));
    cells.push_back(cell_json(board, to));
    if (position.points[static_cast<size_t>(to)] < 0) {
      return "the domino at " + name(cell) + " covers only one cell: " + name(to) +
             " does not point back";
    }
    return "the dominoes at " + name(cell) + " and " + name(to) + " overlap";
  }
  std::vector<int> first(static_cast<size_t>(board.domino_count()), -1);
  for (int cell = 0; cell < n; ++cell) {
    const int to = position.points[static_cast<size_t>(cell)];
    if (to < cell) continue;
    const int d = domino_index(board.values[cell], board.values[to]);
    if (first[d] >= 0) {
      const int a = first[d];
      const int b = position.points[static_cast<size_t>(a)];
      for (int x : {a, b, cell, to}) cells.push_back(cell_json(board, x));
      return "domino " + std::to_string(std::min(board.values[cell], board.values[to])) + "-" +
             std::to_string(std::max(board.values[cell], board.values[to])) +
             " is placed twice: at " + placement(a, b) + " and " + placement(cell, to);
    }
    first[d] = cell;
  }
  if (solution.empty()) return "";
  for (int cell = 0; cell < n; ++cell) {
    const int to = position.points[static_cast<size_t>(cell)];
    if (to < cell || solution[cell] == to) continue;
    cells.push_back(cell_json(board, cell));
    cells.push_back(cell_json(board, to));
    return "the domino on " + placement(cell, to) + " is not part of the solution";
  }
  for (const auto& [a, b] : position.ruled_out) {
    if (solution[a] != b) continue;
    cells.push_back(cell_json(board, a));
    cells.push_back(cell_json(board, b));
    return "the placement " + placement(a, b) + " you ruled out is part of the solution";
  }
  return "";
}

}  // namespace gridlogic::dominosa
