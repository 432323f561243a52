// Wings: short patterns of two- and three-candidate cells; and the unique rectangle.
#include <algorithm>
#include <array>
#include <bit>

#include "puzzles/killer/ladder_finders.hpp"

namespace gridlogic::killer::human {

namespace {

std::vector<int> cells_with_count(const Position& position, int lo, int hi) {
  std::vector<int> out;
  for (int cell = 0; cell < position.cells(); ++cell) {
    const int count = std::popcount(position.candidates(cell));
    if (position.value(cell) == 0 && count >= lo && count <= hi) out.push_back(cell);
  }
  return out;
}

std::string list_cells(const Geometry& g, const std::vector<std::pair<int, int>>& removed) {
  std::string out;
  for (const auto& [cell, digit] : removed) out += (out.empty() ? "" : ", ") + cell_label(g, cell);
  return out;
}

std::string pair_text(Mask mask) {
  std::string out;
  for (Mask m = mask; m != 0; m &= m - 1) out += std::to_string(first_digit(m));
  return out;
}

// Removes `digit` from every open cell that sees all of `seen` (and is none of them).
void eliminate_seeing(const Position& position, const std::vector<int>& seen, int digit,
                      Deduction& out) {
  const Geometry& g = position.geometry();
  out.eliminations.clear();
  for (int cell = 0; cell < position.cells(); ++cell) {
    if (!position.has(cell, digit)) continue;
    bool all = true;
    for (int s : seen) all = all && cell != s && g.sees(cell, s);
    if (all) out.eliminations.emplace_back(cell, digit);
  }
}

}  // namespace

bool find_xy_wing(const Position& position, bool /*unique*/, Deduction& out) {
  const Geometry& g = position.geometry();
  const std::vector<int> pairs = cells_with_count(position, 2, 2);
  for (int pivot : pairs) {
    const Mask xy = position.candidates(pivot);
    for (int a : pairs) {
      if (a == pivot || !g.sees(pivot, a)) continue;
      const Mask xz = position.candidates(a);
      if (std::popcount(xz & xy) != 1) continue;
      const Mask z = xz & ~xy;
      for (int b : pairs) {
        if (b == pivot || b == a || !g.sees(pivot, b)) continue;
        const Mask yz = position.candidates(b);
        if (yz != ((xy & ~xz) | z)) continue;
        const int digit = first_digit(z);
        eliminate_seeing(position, {a, b}, digit, out);
        if (out.eliminations.empty()) continue;
        out.cells = {pivot, a, b};
        out.text = "XY-Wing: pivot " + cell_label(g, pivot) + " (" + pair_text(xy) + ") with " +
                   cell_label(g, a) + " (" + pair_text(xz) + ") and " + cell_label(g, b) + " (" +
                   pair_text(yz) + "): one of the two holds " + std::to_string(digit) + ", so " +
                   list_cells(g, out.eliminations) + " cannot";
        return true;
      }
    }
  }
  return false;
}

bool find_xyz_wing(const Position& position, bool /*unique*/, Deduction& out) {
  const Geometry& g = position.geometry();
  const std::vector<int> triples = cells_with_count(position, 3, 3);
  const std::vector<int> pairs = cells_with_count(position, 2, 2);
  for (int pivot : triples) {
    const Mask xyz = position.candidates(pivot);
    for (int a : pairs) {
      if (!g.sees(pivot, a) || (position.candidates(a) & ~xyz) != 0) continue;
      for (int b : pairs) {
        if (b <= a || !g.sees(pivot, b) || (position.candidates(b) & ~xyz) != 0) continue;
        const Mask shared = position.candidates(a) & position.candidates(b);
        if (std::popcount(shared) != 1 || (position.candidates(a) | position.candidates(b)) != xyz)
          continue;
        const int digit = first_digit(shared);
        eliminate_seeing(position, {pivot, a, b}, digit, out);
        if (out.eliminations.empty()) continue;
        out.cells = {pivot, a, b};
        out.text = "XYZ-Wing: pivot " + cell_label(g, pivot) + " (" + pair_text(xyz) + ") with " +
                   cell_label(g, a) + " and " + cell_label(g, b) + ": one of the three holds " +
                   std::to_string(digit) + ", so " + list_cells(g, out.eliminations) + " cannot";
        return true;
      }
    }
  }
  return false;
}

bool find_w_wing(const Position& position, bool /*unique*/, Deduction& out) {
  const Geometry& g = position.geometry();
  const std::vector<int> pairs = cells_with_count(position, 2, 2);
  for (size_t i = 0; i < pairs.size(); ++i) {
    for (size_t j = i + 1; j < pairs.size(); ++j) {
      const int p = pairs[i];
      const int q = pairs[j];
      const Mask xy = position.candidates(p);
      if (position.candidates(q) != xy || g.sees(p, q)) continue;
      for (Mask link = xy; link != 0; link &= link - 1) {
        const int y = first_digit(link);
        const int x = first_digit(xy & ~digit_bit(y));
        for (int unit = 0; unit < 3 * position.n(); ++unit) {
          const uint32_t places = position.places(unit, y);
          if (std::popcount(places) != 2) continue;
          const auto& members = g.units[static_cast<size_t>(unit)];
          const int a = members[static_cast<size_t>(std::countr_zero(places))];
          const int b = members[static_cast<size_t>(31 - std::countl_zero(places))];
          if (a == p || a == q || b == p || b == q) continue;
          const bool linked = (g.sees(a, p) && g.sees(b, q)) || (g.sees(a, q) && g.sees(b, p));
          if (!linked) continue;
          eliminate_seeing(position, {p, q}, x, out);
          if (out.eliminations.empty()) continue;
          out.cells = {p, q, a, b};
          out.units = {unit};
          out.text = "W-Wing: " + cell_label(g, p) + " and " + cell_label(g, q) + " hold only " +
                     pair_text(xy) + ", and " + std::to_string(y) + " in " + unit_name(g, unit) +
                     " is in " + cell_label(g, a) + " or " + cell_label(g, b) +
                     ", so one of the pair is " + std::to_string(x) + ": " +
                     list_cells(g, out.eliminations) + " cannot be " + std::to_string(x);
          return true;
        }
      }
    }
  }
  return false;
}

namespace {

// Calls `visit` on the corners of every rectangle of open, non-given cells in two rows, two
// columns and two boxes (the shape two solutions could swap), until it returns true.
template <typename Visit>
bool each_rectangle(const Position& position, Visit visit) {
  const Geometry& g = position.geometry();
  const int n = position.n();
  const Board& board = position.board();
  for (int r1 = 0; r1 < n; ++r1) {
    for (int r2 = r1 + 1; r2 < n; ++r2) {
      for (int c1 = 0; c1 < n; ++c1) {
        for (int c2 = c1 + 1; c2 < n; ++c2) {
          const std::array<int, 4> corners = {r1 * n + c1, r1 * n + c2, r2 * n + c1, r2 * n + c2};
          std::vector<int> boxes;
          bool open = true;
          for (int cell : corners) {
            open =
                open && position.value(cell) == 0 && board.givens[static_cast<size_t>(cell)] == 0;
            const int box = g.unit_of[static_cast<size_t>(cell)][2];
            if (std::find(boxes.begin(), boxes.end(), box) == boxes.end()) boxes.push_back(box);
          }
          if (open && boxes.size() == 2 && visit(corners)) return true;
        }
      }
    }
  }
  return false;
}

std::string rectangle_text(const Geometry& g, const std::array<int, 4>& corners, Mask pair) {
  return "unique rectangle " + cell_label(g, corners[0]) + ", " + cell_label(g, corners[1]) + ", " +
         cell_label(g, corners[2]) + ", " + cell_label(g, corners[3]) + " on " + pair_text(pair);
}

// The unit both cells are in, lines first (-1 when none).
int shared_line(const Geometry& g, int a, int b) {
  for (int k = 0; k < 3; ++k) {
    if (g.unit_of[static_cast<size_t>(a)][static_cast<size_t>(k)] ==
        g.unit_of[static_cast<size_t>(b)][static_cast<size_t>(k)]) {
      return g.unit_of[static_cast<size_t>(a)][static_cast<size_t>(k)];
    }
  }
  return -1;
}

}  // namespace

bool find_unique_rectangle(const Position& position, bool unique, Deduction& out) {
  if (!unique) return false;
  const Geometry& g = position.geometry();
  // Type 1: three corners hold only the pair ab; the fourth must then take another digit, or
  // the four could swap a and b and the puzzle would have two solutions.
  const bool type1 = each_rectangle(position, [&](const std::array<int, 4>& corners) {
    for (int odd = 0; odd < 4; ++odd) {
      Mask pair = 0;
      bool same = true;
      for (int k = 0; k < 4; ++k) {
        if (k == odd) continue;
        const Mask m = position.candidates(corners[static_cast<size_t>(k)]);
        if (pair == 0) pair = m;
        same = same && m == pair && std::popcount(m) == 2;
      }
      const int roof = corners[static_cast<size_t>(odd)];
      const Mask rest = position.candidates(roof);
      if (!same || (rest & pair) != pair || rest == pair) continue;
      out.eliminations.clear();
      for (Mask m = pair; m != 0; m &= m - 1) out.eliminations.emplace_back(roof, first_digit(m));
      out.cells.assign(corners.begin(), corners.end());
      out.rating = 4.5;
      out.text = rectangle_text(g, corners, pair) + ": if " + cell_label(g, roof) + " were " +
                 pair_text(pair).substr(0, 1) + " or " + pair_text(pair).substr(1) +
                 ", the four could swap them and the puzzle would have two solutions; so it is "
                 "neither";
      return true;
    }
    return false;
  });
  if (type1) return true;
  // Two corners in one line hold only ab (the floor); the other two (the roof, in a line too)
  // hold ab and more. Type 2: both roofs hold one extra digit x, so one of them is x, and a cell
  // seeing both is not. Type 4: a is confined to the roofs in a unit they share, so one roof is
  // a, and were the other b the four could swap: neither roof is b.
  return each_rectangle(position, [&](const std::array<int, 4>& corners) {
    constexpr int kFloors[4][2] = {{0, 1}, {2, 3}, {0, 2}, {1, 3}};
    for (const auto& floor : kFloors) {
      const int f1 = corners[static_cast<size_t>(floor[0])];
      const int f2 = corners[static_cast<size_t>(floor[1])];
      const Mask pair = position.candidates(f1);
      if (std::popcount(pair) != 2 || position.candidates(f2) != pair) continue;
      std::vector<int> roofs;
      for (int cell : corners) {
        if (cell != f1 && cell != f2) roofs.push_back(cell);
      }
      const Mask m1 = position.candidates(roofs[0]);
      const Mask m2 = position.candidates(roofs[1]);
      if ((m1 & pair) != pair || (m2 & pair) != pair || m1 == pair || m2 == pair) continue;
      const Mask extra = (m1 | m2) & ~pair;
      if ((m1 & ~pair) == (m2 & ~pair) && std::popcount(extra) == 1) {
        eliminate_seeing(position, roofs, first_digit(extra), out);
        if (!out.eliminations.empty()) {
          out.cells.assign(corners.begin(), corners.end());
          out.rating = 4.6;
          out.text = rectangle_text(g, corners, pair) + ": the corners " + cell_label(g, roofs[0]) +
                     " and " + cell_label(g, roofs[1]) + " cannot both keep to " + pair_text(pair) +
                     " (two solutions), so one is " + std::to_string(first_digit(extra)) + ": " +
                     list_cells(g, out.eliminations) + " cannot be";
          return true;
        }
      }
      const int unit = shared_line(g, roofs[0], roofs[1]);
      if (unit < 0) continue;
      for (Mask m = pair; m != 0; m &= m - 1) {
        const int a = first_digit(m);
        const int b = first_digit(pair & ~digit_bit(a));
        if (std::popcount(position.places(unit, a)) != 2) continue;
        out.eliminations = {{roofs[0], b}, {roofs[1], b}};
        out.cells.assign(corners.begin(), corners.end());
        out.units = {unit};
        out.rating = 4.6;
        out.text = rectangle_text(g, corners, pair) + ": in " + unit_name(g, unit) + ", " +
                   std::to_string(a) + " is in " + cell_label(g, roofs[0]) + " or " +
                   cell_label(g, roofs[1]) + "; were the other " + std::to_string(b) +
                   ", the four could swap and the puzzle would have two solutions: neither is " +
                   std::to_string(b);
        return true;
      }
    }
    return false;
  });
}

bool find_bivalue_grave(const Position& position, bool unique, Deduction& out) {
  if (!unique) return false;
  const Geometry& g = position.geometry();
  // BUG + 1: every open cell holds two candidates but one, which holds three. Were it to hold
  // either digit that appears twice in each of its units, every unit would have each digit in
  // two places (or none), and such a grid of pairs has two solutions or none: so it holds the
  // digit that appears three times in its units.
  int odd = -1;
  for (int cell = 0; cell < position.cells(); ++cell) {
    if (position.value(cell) != 0) continue;
    const int count = std::popcount(position.candidates(cell));
    if (count == 2) continue;
    if (count != 3 || odd >= 0) return false;
    odd = cell;
  }
  if (odd < 0) return false;
  int extra = 0;
  for (Mask m = position.candidates(odd); m != 0; m &= m - 1) {
    const int digit = first_digit(m);
    bool three = true;
    for (int unit : g.unit_of[static_cast<size_t>(odd)]) {
      three = three && std::popcount(position.places(unit, digit)) == 3;
    }
    if (three) {
      if (extra != 0) return false;
      extra = digit;
    }
  }
  if (extra == 0) return false;
  // Every other digit must appear exactly twice in each unit for the grave to hold.
  for (int unit = 0; unit < 3 * position.n(); ++unit) {
    for (int digit = 1; digit <= position.n(); ++digit) {
      const int places = std::popcount(position.places(unit, digit));
      const bool through_odd = std::find(g.units[static_cast<size_t>(unit)].begin(),
                                         g.units[static_cast<size_t>(unit)].end(),
                                         odd) != g.units[static_cast<size_t>(unit)].end();
      const int expected = through_odd && digit == extra ? 3 : 2;
      if (places != 0 && places != expected) return false;
    }
  }
  out.placements = {{odd, extra}};
  out.cells = {odd};
  out.text = "bivalue universal grave: every open cell but " + cell_label(g, odd) +
             " holds two candidates; without " + std::to_string(extra) +
             " there, the pairs would "
             "allow two solutions, so " +
             cell_label(g, odd) + " = " + std::to_string(extra);
  return true;
}

}  // namespace gridlogic::killer::human
