// Players' positions made from a solution, and the steps of explanations and hints read against
// the solution, in the terms the types share (docs/FORMATS.md "Positions"). A position has the
// solution field's shape, rows of one-character cells (strings) or of numbers, and a step's
// detail says what it concludes in the words of the ladders:
//   "placements"   [[r, c, value], ...]        values it enters (sudoku, killer, binox)
//   "eliminations" [[r, c, value], ...]        candidates it strikes out
//   "place"        [[r, c], [r, c]]            a domino it lays (dominosa's solution letters)
//   "remove"       [[[r, c], [r, c]], ...]     placements it rules out
//   "presses"      [[r, c, times], ...] or a grid of counts: moves it makes (lightsout)
// A conclusion is checked against the solution; a move is no conclusion, so moves are checked
// by where they lead. Messages count rows and columns from 1.
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "gridlogic/puzzle.hpp"

namespace gridlogic::contract {

/// "r2c3" for the 0-based cell (1, 2).
inline std::string cell_text(int64_t r, int64_t c) {
  return "r" + std::to_string(r + 1) + "c" + std::to_string(c + 1);
}

/// A value as text: a one-character string as it is, a number in digits.
inline std::string value_text(const Json& value) {
  return value.is_string() ? value.get<std::string>() : value.dump();
}

/// A grid of the solution field's shape: rows of one-character cells, or rows of numbers.
class Grid {
 public:
  explicit Grid(Json rows) : rows_(std::move(rows)) {}

  /// Whether `value` is such a grid (what the contract can make positions of).
  static bool fits(const Json& value) {
    if (!value.is_array() || value.empty()) return false;
    for (const Json& row : value) {
      if (row.is_string()) continue;
      if (!row.is_array()) return false;
      for (const Json& cell : row) {
        if (!cell.is_number_integer()) return false;
      }
    }
    return true;
  }

  [[nodiscard]] const Json& json() const { return rows_; }
  [[nodiscard]] int64_t rows() const { return static_cast<int64_t>(rows_.size()); }
  [[nodiscard]] int64_t cols(int64_t r) const {
    const Json& row = rows_[static_cast<size_t>(r)];
    return static_cast<int64_t>(row.is_string() ? row.get_ref<const std::string&>().size()
                                                : row.size());
  }
  [[nodiscard]] bool has(int64_t r, int64_t c) const {
    return r >= 0 && r < rows() && c >= 0 && c < cols(r);
  }
  /// The cell's value: a one-character string, or a number.
  [[nodiscard]] Json at(int64_t r, int64_t c) const {
    const Json& row = rows_[static_cast<size_t>(r)];
    if (row.is_string()) {
      return std::string(1, row.get_ref<const std::string&>()[static_cast<size_t>(c)]);
    }
    return row[static_cast<size_t>(c)];
  }
  void set(int64_t r, int64_t c, const Json& value) {
    Json& row = rows_[static_cast<size_t>(r)];
    if (row.is_string()) {
      row.get_ref<std::string&>()[static_cast<size_t>(c)] = value_text(value).at(0);
    } else {
      row[static_cast<size_t>(c)] =
          value.is_string() ? Json(std::stoll(value.get<std::string>())) : value;
    }
  }
  /// The mark of an open cell: '.' in rows of characters, 0 in rows of numbers.
  [[nodiscard]] Json open_mark(int64_t r) const {
    return rows_[static_cast<size_t>(r)].is_string() ? Json(".") : Json(0);
  }
  [[nodiscard]] bool is_open(int64_t r, int64_t c) const {
    return value_text(at(r, c)) == value_text(open_mark(r));
  }
  /// A count held in a cell (presses): a digit or a number.
  [[nodiscard]] int64_t count(int64_t r, int64_t c) const {
    const Json value = at(r, c);
    return value.is_string() ? std::stoll(value.get<std::string>()) : value.get<int64_t>();
  }
  void set_count(int64_t r, int64_t c, int64_t count) {
    if (rows_[static_cast<size_t>(r)].is_string()) {
      set(r, c, std::to_string(count));
    } else {
      set(r, c, Json(count));
    }
  }
  /// The values the grid holds, each once.
  [[nodiscard]] std::set<std::string> values() const {
    std::set<std::string> out;
    for (int64_t r = 0; r < rows(); ++r) {
      for (int64_t c = 0; c < cols(r); ++c) out.insert(value_text(at(r, c)));
    }
    return out;
  }

  friend bool operator==(const Grid& a, const Grid& b) { return a.rows_ == b.rows_; }

 private:
  Json rows_;
};

/// The cell whose domino covers (r, c) in a grid of dominosa's solution letters (L R U D point
/// at the partner), or (-1, -1) when the cell holds no such letter.
inline std::pair<int64_t, int64_t> partner(const Grid& grid, int64_t r, int64_t c) {
  const std::string letter = value_text(grid.at(r, c));
  if (letter == "L") return {r, c - 1};
  if (letter == "R") return {r, c + 1};
  if (letter == "U") return {r - 1, c};
  if (letter == "D") return {r + 1, c};
  return {-1, -1};
}

/// A [r, c] pair of a detail as numbers, or nullopt.
inline std::optional<std::pair<int64_t, int64_t>> cell_of(const Json& cell) {
  if (!cell.is_array() || cell.size() < 2 || !cell[0].is_number_integer() ||
      !cell[1].is_number_integer()) {
    return std::nullopt;
  }
  return std::make_pair(cell[0].get<int64_t>(), cell[1].get<int64_t>());
}

/// Whether `presses` is a list of [r, c, times] rather than a grid of counts.
inline bool press_triples(const Json& presses) {
  if (!presses.is_array()) return false;
  for (const Json& entry : presses) {
    if (!entry.is_array() || entry.size() != 3) return false;
    for (const Json& part : entry) {
      if (!part.is_number_integer()) return false;
    }
  }
  return true;
}

/// The presses of a step's detail as (r, c, times), from either of its forms.
inline std::vector<std::tuple<int64_t, int64_t, int64_t>> presses_of(const Json& detail) {
  std::vector<std::tuple<int64_t, int64_t, int64_t>> out;
  if (!detail.is_object() || !detail.contains("presses")) return out;
  const Json& presses = detail.at("presses");
  if (press_triples(presses)) {
    for (const Json& entry : presses) {
      out.emplace_back(entry[0].get<int64_t>(), entry[1].get<int64_t>(), entry[2].get<int64_t>());
    }
    return out;
  }
  if (!Grid::fits(presses)) return out;
  const Grid grid(presses);
  for (int64_t r = 0; r < grid.rows(); ++r) {
    for (int64_t c = 0; c < grid.cols(r); ++c) {
      if (value_text(grid.at(r, c)) == "#") continue;  // a hole
      const int64_t times = grid.count(r, c);
      if (times != 0) out.emplace_back(r, c, times);
    }
  }
  return out;
}

/// Whether a step makes moves (presses) rather than conclusions.
inline bool makes_moves(const Json& detail) {
  return detail.is_object() && detail.contains("presses");
}

/// Whether a step changes a position: it enters values, lays a domino or presses.
inline bool changes_position(const Json& detail) {
  if (!detail.is_object()) return false;
  const auto placements = detail.find("placements");
  return (placements != detail.end() && !placements->empty()) || detail.contains("place") ||
         !presses_of(detail).empty();
}

/// What is wrong with the conclusions of a step's `detail`, against `solution` and, when given,
/// the `position` the step was found in (a value is entered only in an open cell); "" when
/// nothing is.
inline std::string step_fault(const Json& detail, const Grid& solution, const Grid* position) {
  if (!detail.is_object()) return "";
  if (const auto placements = detail.find("placements"); placements != detail.end()) {
    for (const Json& p : *placements) {
      const auto cell = cell_of(p);
      if (!cell || p.size() != 3) return "a placement is not [row, col, value]: " + p.dump();
      const auto [r, c] = *cell;
      if (!solution.has(r, c)) return "a placement off the board at " + cell_text(r, c);
      if (value_text(p[2]) != value_text(solution.at(r, c))) {
        return "places " + value_text(p[2]) + " in " + cell_text(r, c) + ", the solution has " +
               value_text(solution.at(r, c));
      }
      if (position != nullptr && !position->is_open(r, c)) {
        return "places " + value_text(p[2]) + " in " + cell_text(r, c) + ", which is not open";
      }
    }
  }
  if (const auto eliminations = detail.find("eliminations"); eliminations != detail.end()) {
    for (const Json& e : *eliminations) {
      const auto cell = cell_of(e);
      if (!cell || e.size() != 3) return "an elimination is not [row, col, value]: " + e.dump();
      const auto [r, c] = *cell;
      if (!solution.has(r, c)) return "an elimination off the board at " + cell_text(r, c);
      if (value_text(e[2]) == value_text(solution.at(r, c))) {
        return "strikes " + value_text(e[2]) + " out of " + cell_text(r, c) +
               ", the solution's value there";
      }
    }
  }
  // A domino of the solution covers two cells that point at each other.
  const auto laid = [&](const Json& pair) {
    if (!pair.is_array() || pair.size() != 2) return false;
    const auto a = cell_of(pair[0]);
    const auto b = cell_of(pair[1]);
    return a && b && solution.has(a->first, a->second) &&
           partner(solution, a->first, a->second) == *b;
  };
  if (const auto place = detail.find("place"); place != detail.end() && !laid(*place)) {
    return "lays the domino " + place->dump() + ", which the solution does not have";
  }
  if (const auto removes = detail.find("remove"); removes != detail.end()) {
    for (const Json& pair : *removes) {
      if (laid(pair)) return "rules out " + pair.dump() + ", a domino of the solution";
    }
  }
  for (const auto& [r, c, times] : presses_of(detail)) {
    if (!solution.has(r, c)) return "a press off the board at " + cell_text(r, c);
    if (times <= 0) return "a press of " + std::to_string(times) + " times at " + cell_text(r, c);
  }
  return "";
}

/// What is wrong with a step's name and rank against the ladder `rules`; "" when nothing.
inline std::string rule_fault(const Step& step, const RuleTable& rules) {
  const size_t index = rules.index_of(step.rule);
  if (index == rules.size()) return "the rule '" + step.rule + "' is not on the puzzle's ladder";
  if (rules.at(index).rank != step.difficulty) {
    return "the rule '" + step.rule + "' has rank " + std::to_string(rules.at(index).rank) +
           ", the step says " + std::to_string(step.difficulty);
  }
  return "";
}

/// `position` with the step of `detail` made: its values entered, its domino laid (the
/// solution's letters), its presses added (mod `levels`).
inline void make_step(const Json& detail, const Grid& solution, int64_t levels, Grid& position) {
  if (!detail.is_object()) return;
  if (const auto placements = detail.find("placements"); placements != detail.end()) {
    for (const Json& p : *placements) position.set(p[0].get<int64_t>(), p[1].get<int64_t>(), p[2]);
  }
  if (const auto place = detail.find("place"); place != detail.end()) {
    for (const Json& cell : *place) {
      const auto [r, c] = *cell_of(cell);
      position.set(r, c, solution.at(r, c));
    }
  }
  for (const auto& [r, c, times] : presses_of(detail)) {
    position.set_count(r, c, (position.count(r, c) + times) % levels);
  }
}

/// `position` with the step of `detail` taken back: the cells it entered open again, its domino
/// lifted, its presses undone (mod `levels`).
inline void take_back(const Json& detail, int64_t levels, Grid& position) {
  if (!detail.is_object()) return;
  if (const auto placements = detail.find("placements"); placements != detail.end()) {
    for (const Json& p : *placements) {
      const int64_t r = p[0].get<int64_t>();
      position.set(r, p[1].get<int64_t>(), position.open_mark(r));
    }
  }
  if (const auto place = detail.find("place"); place != detail.end()) {
    for (const Json& cell : *place) {
      const auto [r, c] = *cell_of(cell);
      position.set(r, c, position.open_mark(r));
    }
  }
  for (const auto& [r, c, times] : presses_of(detail)) {
    position.set_count(r, c, ((position.count(r, c) - times) % levels + levels) % levels);
  }
}

/// The levels a press count runs through: the puzzle's "levels" field, 2 without one.
inline int64_t press_levels(const Puzzle& puzzle) {
  const Json json = puzzle.to_json();
  return json.contains("levels") ? json.at("levels").get<int64_t>() : 2;
}

}  // namespace gridlogic::contract
