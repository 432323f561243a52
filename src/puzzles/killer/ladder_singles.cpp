// Singles: a placement that needs only one unit or one cell.
#include <bit>

#include "puzzles/killer/ladder_finders.hpp"

namespace gridlogic::killer::human {

namespace {

// A digit with one place in one of the units [first, last): that place takes it.
bool hidden_single_in(const Position& position, int first, int last, Deduction& out) {
  const Geometry& g = position.geometry();
  for (int unit = first; unit < last; ++unit) {
    for (int digit = 1; digit <= position.n(); ++digit) {
      const uint32_t places = position.places(unit, digit);
      if (std::popcount(places) != 1) continue;
      const int cell =
          g.units[static_cast<size_t>(unit)][static_cast<size_t>(std::countr_zero(places))];
      out.placements = {{cell, digit}};
      out.cells = {cell};
      out.units = {unit};
      out.text = cell_label(g, cell) + " = " + std::to_string(digit) + ": the only place for " +
                 std::to_string(digit) + " in " + unit_name(g, unit);
      return true;
    }
  }
  return false;
}

}  // namespace

bool find_full_house(const Position& position, bool /*unique*/, Deduction& out) {
  const Geometry& g = position.geometry();
  for (int unit = 0; unit < 3 * position.n(); ++unit) {
    int open = -1;
    int count = 0;
    for (int cell : g.units[static_cast<size_t>(unit)]) {
      if (position.value(cell) == 0) {
        open = cell;
        ++count;
      }
    }
    if (count != 1 || std::popcount(position.candidates(open)) != 1) continue;
    const int digit = first_digit(position.candidates(open));
    out.placements = {{open, digit}};
    out.cells = {open};
    out.units = {unit};
    out.text = cell_label(g, open) + " = " + std::to_string(digit) + ": the last open cell of " +
               unit_name(g, unit);
    return true;
  }
  return false;
}

bool find_hidden_single_box(const Position& position, bool /*unique*/, Deduction& out) {
  return hidden_single_in(position, 2 * position.n(), 3 * position.n(), out);
}

bool find_hidden_single_line(const Position& position, bool /*unique*/, Deduction& out) {
  return hidden_single_in(position, 0, 2 * position.n(), out);
}

bool find_naked_single(const Position& position, bool /*unique*/, Deduction& out) {
  const Geometry& g = position.geometry();
  for (int cell = 0; cell < position.cells(); ++cell) {
    const Mask mask = position.candidates(cell);
    if (position.value(cell) != 0 || std::popcount(mask) != 1) continue;
    const int digit = first_digit(mask);
    out.placements = {{cell, digit}};
    out.cells = {cell};
    out.text = cell_label(g, cell) + " = " + std::to_string(digit) +
               ": every other digit is in its row, column or box";
    return true;
  }
  return false;
}

}  // namespace gridlogic::killer::human
