// Basic fish: a digit's places in k base lines (rows, or columns) lie in k cover lines; each
// cover line then holds the digit in one of those base lines, so nowhere else.
#include <bit>
#include <functional>

#include "puzzles/killer/ladder_finders.hpp"

namespace gridlogic::killer::human {

namespace {

constexpr const char* kFishNames[] = {"", "", "X-Wing", "Swordfish", "Jellyfish"};

bool fish(const Position& position, int k, Deduction& out) {
  const int n = position.n();
  for (int digit = 1; digit <= n; ++digit) {
    for (int across = 0; across < 2; ++across) {  // 0: rows are the base lines; 1: columns
      // Per base line, the cover lines holding the digit (as a bit mask over 0..n-1).
      std::vector<int> bases;
      std::vector<uint32_t> covers;
      for (int line = 0; line < n; ++line) {
        const int unit = across * n + line;
        const uint32_t places = position.places(unit, digit);
        const int count = std::popcount(places);
        if (count >= 2 && count <= k) {
          bases.push_back(line);
          covers.push_back(places);  // a row's place i is column i, a column's place i row i
        }
      }
      if (static_cast<int>(bases.size()) < k) continue;
      std::vector<size_t> chosen;
      std::function<bool(size_t, uint32_t)> grow = [&](size_t from, uint32_t cover) -> bool {
        if (std::popcount(cover) > k) return false;
        if (static_cast<int>(chosen.size()) == k) {
          if (std::popcount(cover) != k) return false;
          out.eliminations.clear();
          out.cells.clear();
          uint32_t base_mask = 0;
          for (size_t i : chosen) base_mask |= uint32_t{1} << bases[i];
          for (uint32_t c = cover; c != 0; c &= c - 1) {
            const int cross = std::countr_zero(c);
            for (int line = 0; line < n; ++line) {
              const int cell = across == 0 ? line * n + cross : cross * n + line;
              if (!position.has(cell, digit)) continue;
              if ((base_mask >> line) & 1U) {
                out.cells.push_back(cell);
              } else {
                out.eliminations.emplace_back(cell, digit);
              }
            }
          }
          if (out.eliminations.empty()) return false;
          std::string base_names;
          std::string cover_names;
          for (size_t i : chosen) {
            base_names += (base_names.empty() ? "" : ", ") + place_number(bases[i]);
          }
          for (uint32_t c = cover; c != 0; c &= c - 1) {
            cover_names += (cover_names.empty() ? "" : ", ") + place_number(std::countr_zero(c));
          }
          const char* base_word = across == 0 ? "rows" : "columns";
          const char* cover_word = across == 0 ? "columns" : "rows";
          out.units.clear();
          for (size_t i : chosen) out.units.push_back(across * n + bases[i]);
          out.text = std::string(kFishNames[k]) + " on " + std::to_string(digit) + ": in " +
                     base_word + " " + base_names + ", " + std::to_string(digit) +
                     " can only go in " + cover_word + " " + cover_names +
                     ", so it leaves the rest of those " + cover_word;
          return true;
        }
        for (size_t i = from; i < bases.size(); ++i) {
          chosen.push_back(i);
          if (grow(i + 1, cover | covers[i])) return true;
          chosen.pop_back();
        }
        return false;
      };
      if (grow(0, 0)) return true;
    }
  }
  return false;
}

}  // namespace

bool find_x_wing(const Position& position, bool /*unique*/, Deduction& out) {
  return fish(position, 2, out);
}
bool find_swordfish(const Position& position, bool /*unique*/, Deduction& out) {
  return fish(position, 3, out);
}
bool find_jellyfish(const Position& position, bool /*unique*/, Deduction& out) {
  return fish(position, 4, out);
}

}  // namespace gridlogic::killer::human
