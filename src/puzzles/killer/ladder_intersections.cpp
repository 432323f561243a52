// Locked candidates: a box and a line meet in a segment; a digit confined to the segment in one
// of them leaves the rest of the other.
#include "puzzles/killer/ladder_finders.hpp"

namespace gridlogic::killer::human {

namespace {

// The cells of `unit` holding `digit` as a candidate.
std::vector<int> cells_with(const Position& position, int unit, int digit) {
  std::vector<int> out;
  for (int cell : position.geometry().units[static_cast<size_t>(unit)]) {
    if (position.has(cell, digit)) out.push_back(cell);
  }
  return out;
}

// `digit`'s places in unit `inside` all lie in unit `other` (shared by every place): the digit
// leaves the cells of `other` outside `inside`.
bool confine(const Position& position, int inside, int other, int digit,
             const std::vector<int>& places, const char* rule_words, Deduction& out) {
  const Geometry& g = position.geometry();
  for (int cell : g.units[static_cast<size_t>(other)]) {
    if (!position.has(cell, digit)) continue;
    const auto& units = g.unit_of[static_cast<size_t>(cell)];
    if (units[0] == inside || units[1] == inside || units[2] == inside) continue;
    out.eliminations.emplace_back(cell, digit);
  }
  if (out.eliminations.empty()) return false;
  out.cells = places;
  out.units = {inside, other};
  std::string removed;
  for (const auto& [cell, d] : out.eliminations) {
    removed += (removed.empty() ? "" : ", ") + cell_label(g, cell);
  }
  out.text = std::string(rule_words) + ": in " + unit_name(g, inside) + ", " +
             std::to_string(digit) + " can only go where it meets " + unit_name(g, other) +
             ", so " + std::to_string(digit) + " is not in " + removed;
  return true;
}

}  // namespace

bool find_pointing(const Position& position, bool /*unique*/, Deduction& out) {
  const Geometry& g = position.geometry();
  const int n = position.n();
  for (int box = 2 * n; box < 3 * n; ++box) {
    for (int digit = 1; digit <= n; ++digit) {
      const std::vector<int> places = cells_with(position, box, digit);
      if (places.size() < 2) continue;
      for (int line = 0; line < 2; ++line) {  // 0: row, 1: column
        const int unit = g.unit_of[static_cast<size_t>(places[0])][static_cast<size_t>(line)];
        bool shared = true;
        for (int cell : places)
          shared =
              shared && g.unit_of[static_cast<size_t>(cell)][static_cast<size_t>(line)] == unit;
        if (shared && confine(position, box, unit, digit, places, "pointing", out)) return true;
      }
    }
  }
  return false;
}

bool find_claiming(const Position& position, bool /*unique*/, Deduction& out) {
  const Geometry& g = position.geometry();
  const int n = position.n();
  for (int line = 0; line < 2 * n; ++line) {
    for (int digit = 1; digit <= n; ++digit) {
      const std::vector<int> places = cells_with(position, line, digit);
      if (places.size() < 2) continue;
      const int box = g.unit_of[static_cast<size_t>(places[0])][2];
      bool shared = true;
      for (int cell : places) shared = shared && g.unit_of[static_cast<size_t>(cell)][2] == box;
      if (shared && confine(position, line, box, digit, places, "claiming", out)) return true;
    }
  }
  return false;
}

}  // namespace gridlogic::killer::human
