// Naked and hidden subsets: k cells of a unit holding only k digits, or k digits with only k
// places in a unit.
#include <algorithm>
#include <bit>
#include <functional>

#include "puzzles/killer/ladder_finders.hpp"

namespace gridlogic::killer::human {

namespace {

constexpr const char* kSizeWords[] = {"", "", "pair", "triple", "quad"};

// Calls `visit` on every k-subset of `items` (as indices into it) until it returns true.
bool each_subset(size_t count, int k,
                 const std::function<bool(const std::vector<size_t>&)>& visit) {
  std::vector<size_t> chosen;
  std::function<bool(size_t)> grow = [&](size_t from) {
    if (static_cast<int>(chosen.size()) == k) return visit(chosen);
    for (size_t i = from; i < count; ++i) {
      chosen.push_back(i);
      if (grow(i + 1)) return true;
      chosen.pop_back();
    }
    return false;
  };
  return grow(0);
}

std::string digits_text(Mask mask) {
  std::string out;
  for (Mask m = mask; m != 0; m &= m - 1) out += std::to_string(first_digit(m));
  return out;
}

bool naked(const Position& position, int k, Deduction& out) {
  const Geometry& g = position.geometry();
  for (int unit = 0; unit < 3 * position.n(); ++unit) {
    std::vector<int> open;
    for (int cell : g.units[static_cast<size_t>(unit)]) {
      const int count = std::popcount(position.candidates(cell));
      if (position.value(cell) == 0 && count >= 2 && count <= k) open.push_back(cell);
    }
    const bool found = each_subset(open.size(), k, [&](const std::vector<size_t>& chosen) {
      Mask digits = 0;
      for (size_t i : chosen) digits |= position.candidates(open[i]);
      if (std::popcount(digits) != k) return false;
      std::vector<int> cells;
      for (size_t i : chosen) cells.push_back(open[i]);
      out.eliminations.clear();
      for (int cell : g.units[static_cast<size_t>(unit)]) {
        if (position.value(cell) != 0 || std::find(cells.begin(), cells.end(), cell) != cells.end())
          continue;
        for (Mask m = position.candidates(cell) & digits; m != 0; m &= m - 1) {
          out.eliminations.emplace_back(cell, first_digit(m));
        }
      }
      if (out.eliminations.empty()) return false;
      out.cells = cells;
      out.units = {unit};
      std::string where;
      for (int cell : cells) where += (where.empty() ? "" : ", ") + cell_label(g, cell);
      out.text = std::string("naked ") + kSizeWords[k] + " " + digits_text(digits) + " in " +
                 where + " (" + unit_name(g, unit) +
                 "): these cells take those digits, so no other cell of " + unit_name(g, unit) +
                 " does";
      return true;
    });
    if (found) return true;
  }
  return false;
}

bool hidden(const Position& position, int k, Deduction& out) {
  const Geometry& g = position.geometry();
  const auto& members_of = g.units;
  for (int unit = 0; unit < 3 * position.n(); ++unit) {
    const auto& members = members_of[static_cast<size_t>(unit)];
    std::vector<int> digits;
    int open = 0;
    for (int cell : members) open += position.value(cell) == 0 ? 1 : 0;
    if (open <= k) continue;  // a subset of every open cell says nothing
    for (int digit = 1; digit <= position.n(); ++digit) {
      const int count = std::popcount(position.places(unit, digit));
      if (count >= 2 && count <= k) digits.push_back(digit);
    }
    const bool found = each_subset(digits.size(), k, [&](const std::vector<size_t>& chosen) {
      uint32_t places = 0;
      Mask set = 0;
      for (size_t i : chosen) {
        places |= position.places(unit, digits[i]);
        set |= digit_bit(digits[i]);
      }
      if (std::popcount(places) != k) return false;
      out.eliminations.clear();
      out.cells.clear();
      for (uint32_t p = places; p != 0; p &= p - 1) {
        const int cell = members[static_cast<size_t>(std::countr_zero(p))];
        out.cells.push_back(cell);
        for (Mask m = position.candidates(cell) & ~set; m != 0; m &= m - 1) {
          out.eliminations.emplace_back(cell, first_digit(m));
        }
      }
      if (out.eliminations.empty()) return false;
      out.units = {unit};
      std::string where;
      for (int cell : out.cells) where += (where.empty() ? "" : ", ") + cell_label(g, cell);
      out.text = std::string("hidden ") + kSizeWords[k] + " " + digits_text(set) + " in " +
                 unit_name(g, unit) + ": those digits can only go in " + where +
                 ", so those cells hold nothing else";
      return true;
    });
    if (found) return true;
  }
  return false;
}

}  // namespace

bool find_naked_pair(const Position& position, bool /*unique*/, Deduction& out) {
  return naked(position, 2, out);
}
bool find_naked_triple(const Position& position, bool /*unique*/, Deduction& out) {
  return naked(position, 3, out);
}
bool find_naked_quad(const Position& position, bool /*unique*/, Deduction& out) {
  return naked(position, 4, out);
}
bool find_hidden_pair(const Position& position, bool /*unique*/, Deduction& out) {
  return hidden(position, 2, out);
}
bool find_hidden_triple(const Position& position, bool /*unique*/, Deduction& out) {
  return hidden(position, 3, out);
}
bool find_hidden_quad(const Position& position, bool /*unique*/, Deduction& out) {
  return hidden(position, 4, out);
}

}  // namespace gridlogic::killer::human
