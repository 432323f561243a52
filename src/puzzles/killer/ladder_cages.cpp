// Killer rules that read one cage at a time, or a cage against a unit or another cage: the last
// cell of a cage, minimum and maximum sums, the digit sets a cage can hold, a digit every set
// needs, and sets that clash with a neighbouring cage's.
#include <algorithm>
#include <string>

#include "puzzles/killer/cage_sums.hpp"
#include "puzzles/killer/ladder_finders.hpp"

namespace gridlogic::killer::human {

namespace {

int cage_count(const Position& position) {
  return static_cast<int>(position.board().cages.size());
}

// The sets a cage's open cells can still take, or nothing (none left, or too many to try).
std::optional<std::vector<Mask>> open_sets(const Position& position, const CageRest& rest) {
  if (rest.repeated || rest.open.size() < 2) return std::nullopt;
  auto sets = placeable_sets(position, rest.open, rest.sum, rest.placed);
  if (!sets || sets->empty()) return std::nullopt;
  return sets;
}

// A cage, or a piece of one the rule of 45 split (Position::cage_parts): Solo reads a split
// cage's pieces as cages, and the cage itself no more.
struct SumPiece {
  int cage = -1;                   // the board's cage
  const CagePart* part = nullptr;  // null: the whole cage
  CageRest rest;
};

// The cages not split, then the pieces of those split: what Solo reads as cages.
std::vector<SumPiece> sum_pieces(const Position& position) {
  std::vector<uint8_t> split(static_cast<size_t>(cage_count(position)), 0);
  for (const CagePart& part : position.cage_parts()) {
    const int cage = position.cage_of(part.cells.front());
    if (part.cells != position.board().cages[static_cast<size_t>(cage)].cells)
      split[static_cast<size_t>(cage)] = 1;
  }
  std::vector<SumPiece> out;
  for (int cage = 0; cage < cage_count(position); ++cage) {
    if (split[static_cast<size_t>(cage)] == 0)
      out.push_back({cage, nullptr, cage_rest(position, cage)});
  }
  for (const CagePart& part : position.cage_parts()) {
    const int cage = position.cage_of(part.cells.front());
    if (split[static_cast<size_t>(cage)] != 0)
      out.push_back({cage, &part, rest_of(position, part.sum, part.cells)});
  }
  return out;
}

// "the 20 cage at r1c8", or "the piece r1c8, r1c9 of the 20 cage at r1c8 (17 by the rule of 45)".
std::string piece_label(const Position& position, const SumPiece& piece) {
  if (piece.part == nullptr) return cage_label(position, piece.cage);
  return "the piece " + cells_of(position.geometry(), piece.part->cells) + " of " +
         cage_label(position, piece.cage) + " (" + std::to_string(piece.part->sum) +
         " by the rule of 45)";
}

}  // namespace

Mask union_of(const std::vector<Mask>& sets) {
  Mask out = 0;
  for (Mask set : sets) out |= set;
  return out;
}

std::vector<Mask> sets_without(const std::vector<Mask>& sets, Mask digits) {
  std::vector<Mask> out;
  for (Mask set : sets) {
    if ((set & digits) == 0) out.push_back(set);
  }
  return out;
}

std::string cage_label(const Position& position, int cage) {
  const Cage& c = position.board().cages[static_cast<size_t>(cage)];
  return "the " + std::to_string(c.sum) + " cage at " + cell_label(position.geometry(), c.cells[0]);
}

std::string eliminations_text(const Geometry& g, const std::vector<std::pair<int, int>>& removed) {
  std::vector<std::pair<int, int>> by_digit;
  for (const auto& [cell, digit] : removed) by_digit.emplace_back(digit, cell);
  std::sort(by_digit.begin(), by_digit.end());
  std::string out;
  for (size_t i = 0; i < by_digit.size();) {
    const int digit = by_digit[i].first;
    std::string cells;
    for (; i < by_digit.size() && by_digit[i].first == digit; ++i)
      cells += (cells.empty() ? "" : ", ") + cell_label(g, by_digit[i].second);
    out += (out.empty() ? "" : "; ") + std::to_string(digit) + " leaves " + cells;
  }
  return out;
}

bool keep_only(const Position& position, const std::vector<int>& cells,
               const std::vector<Mask>& keep, Deduction& out) {
  for (size_t i = 0; i < cells.size(); ++i) {
    for (Mask m = position.candidates(cells[i]) & ~keep[i]; m != 0; m &= m - 1)
      out.eliminations.emplace_back(cells[i], first_digit(m));
  }
  return !out.eliminations.empty();
}

bool find_cage_last_cell(const Position& position, bool /*unique*/, Deduction& out) {
  const Geometry& g = position.geometry();
  for (const SumPiece& piece : sum_pieces(position)) {
    const CageRest& rest = piece.rest;
    if (rest.open.size() != 1) continue;
    // A piece of one cell is a lone innie, or the rest of a cage split: those rules say so.
    if (piece.part != nullptr && piece.part->cells.size() == 1) continue;
    const int cell = rest.open[0];
    if (rest.sum < 1 || rest.sum > position.n() || !position.has(cell, rest.sum)) continue;
    out.placements = {{cell, rest.sum}};
    out.cells = {cell};
    const size_t size = piece.part != nullptr
                            ? piece.part->cells.size()
                            : position.board().cages[static_cast<size_t>(piece.cage)].cells.size();
    out.text = cell_label(g, cell) + " = " + std::to_string(rest.sum) + ": the last open cell of " +
               piece_label(position, piece) +
               (size == 1 ? "" : ", which needs " + std::to_string(rest.sum) + " more");
    return true;
  }
  return false;
}

bool find_cage_sum_bounds(const Position& position, bool /*unique*/, Deduction& out) {
  const Geometry& g = position.geometry();
  for (const SumPiece& piece : sum_pieces(position)) {
    const CageRest& rest = piece.rest;
    if (rest.repeated || rest.open.size() < 2) continue;
    if (!keep_only(position, rest.open, bounds_support(position, rest.open, rest.sum), out))
      continue;
    out.cells = rest.open;
    out.text = piece_label(position, piece) + " needs " + std::to_string(rest.sum) + " from " +
               cells_of(g, rest.open) +
               ", and each cell's partners add at least their smallest candidates and at most "
               "their largest: " +
               eliminations_text(g, out.eliminations);
    return true;
  }
  return false;
}

bool find_cage_combinations(const Position& position, bool /*unique*/, Deduction& out) {
  const Geometry& g = position.geometry();
  for (const SumPiece& piece : sum_pieces(position)) {
    const CageRest& rest = piece.rest;
    if (rest.repeated || rest.open.size() < 2 || rest.open.size() > kSmallCage) continue;
    // Sets holding a digit the cage has placed stay in the union, as in Solo's quick test (its
    // open cells have lost that digit, so such a set only keeps its other digits alive); the
    // sentence names only the sets a person would list.
    const std::vector<Mask> sets = loose_sets(position, rest.open, rest.sum, 0);
    if (sets.empty() ||
        !keep_only(position, rest.open, std::vector<Mask>(rest.open.size(), union_of(sets)), out))
      continue;
    out.cells = rest.open;
    out.text = piece_label(position, piece) + " makes " + std::to_string(rest.sum) + " in " +
               std::to_string(rest.open.size()) + " cells as " +
               sets_text(sets_without(sets, rest.placed)) + ": " +
               eliminations_text(g, out.eliminations);
    return true;
  }
  return false;
}

bool find_fitting_combinations(const Position& position, bool /*unique*/, Deduction& out) {
  const Geometry& g = position.geometry();
  for (int cage = 0; cage < cage_count(position); ++cage) {
    const CageRest rest = cage_rest(position, cage);
    const auto sets = open_sets(position, rest);
    if (!sets ||
        !keep_only(position, rest.open, std::vector<Mask>(rest.open.size(), union_of(*sets)), out))
      continue;
    out.cells = rest.open;
    out.text = cage_label(position, cage) + " makes " + std::to_string(rest.sum) + " in " +
               std::to_string(rest.open.size()) + " cells; of its digit sets only " +
               sets_text(*sets) +
               " fit the cells one digit each: " + eliminations_text(g, out.eliminations);
    return true;
  }
  return false;
}

bool find_required_digit(const Position& position, bool /*unique*/, Deduction& out) {
  const Geometry& g = position.geometry();
  const int n = position.n();
  // A digit every set of a cage holds goes in the cage: with one place there it is placed;
  // with its places in one unit, it leaves the rest of that unit.
  for (int cage = 0; cage < cage_count(position); ++cage) {
    const CageRest rest = cage_rest(position, cage);
    const auto sets = open_sets(position, rest);
    if (!sets) continue;
    Mask required = position.all_digits();
    for (Mask set : *sets) required &= set;
    for (Mask m = required; m != 0; m &= m - 1) {
      const int digit = first_digit(m);
      std::vector<int> places;
      for (int cell : rest.open) {
        if (position.has(cell, digit)) places.push_back(cell);
      }
      if (places.empty()) continue;
      const std::string why = "every set of " + cage_label(position, cage) + " (" +
                              sets_text(*sets) + ") holds " + std::to_string(digit);
      if (places.size() == 1) {
        out.placements = {{places[0], digit}};
        out.cells = rest.open;
        out.text = cell_label(g, places[0]) + " = " + std::to_string(digit) + ": " + why +
                   ", and " + cell_label(g, places[0]) + " is its only place there";
        return true;
      }
      for (int k = 0; k < 3; ++k) {
        const int unit = g.unit_of[static_cast<size_t>(places[0])][static_cast<size_t>(k)];
        const bool shared = std::all_of(places.begin(), places.end(), [&](int cell) {
          return g.unit_of[static_cast<size_t>(cell)][static_cast<size_t>(k)] == unit;
        });
        if (!shared) continue;
        for (int cell : g.units[static_cast<size_t>(unit)]) {
          if (position.cage_of(cell) != cage && position.has(cell, digit))
            out.eliminations.emplace_back(cell, digit);
        }
        if (out.eliminations.empty()) continue;
        out.cells = places;
        out.units = {unit};
        out.text = why + ", and its places there lie in " + unit_name(g, unit) + ": " +
                   eliminations_text(g, out.eliminations);
        return true;
      }
    }
  }
  // A digit whose places in a unit all lie in one cage goes in that cage: the cage's sets
  // without it go.
  for (int unit = 0; unit < 3 * n; ++unit) {
    for (int digit = 1; digit <= n; ++digit) {
      const uint32_t places = position.places(unit, digit);
      if (std::popcount(places) < 2) continue;
      const auto& members = g.units[static_cast<size_t>(unit)];
      const int cage = position.cage_of(members[static_cast<size_t>(std::countr_zero(places))]);
      if (cage < 0) continue;
      bool inside = true;
      std::vector<int> at;
      for (uint32_t m = places; m != 0; m &= m - 1) {
        const int cell = members[static_cast<size_t>(std::countr_zero(m))];
        inside = inside && position.cage_of(cell) == cage;
        at.push_back(cell);
      }
      if (!inside) continue;
      const CageRest rest = cage_rest(position, cage);
      const auto sets = open_sets(position, rest);
      if (!sets) continue;
      std::vector<Mask> with_digit;
      for (Mask set : *sets) {
        if ((set & digit_bit(digit)) != 0) with_digit.push_back(set);
      }
      if (with_digit.empty() || with_digit.size() == sets->size()) continue;
      Mask kept = 0;
      for (Mask set : with_digit) kept |= set;
      if (!keep_only(position, rest.open, std::vector<Mask>(rest.open.size(), kept), out)) continue;
      out.cells = at;
      out.units = {unit};
      out.text = "in " + unit_name(g, unit) + ", " + std::to_string(digit) + " can only go in " +
                 cage_label(position, cage) + ", so the cage holds " + sets_text(with_digit) +
                 ": " + eliminations_text(g, out.eliminations);
      return true;
    }
  }
  return false;
}

bool find_combination_interaction(const Position& position, bool /*unique*/, Deduction& out) {
  const Geometry& g = position.geometry();
  const int n = position.n();
  for (int unit = 0; unit < 3 * n; ++unit) {
    // The cages whose open cells all lie in this unit, with their sets: two of them cannot
    // share a digit.
    struct Inside {
      int cage;
      CageRest rest;
      std::vector<Mask> sets;
    };
    std::vector<Inside> inside;
    std::vector<int> seen;
    for (int cell : g.units[static_cast<size_t>(unit)]) {
      const int cage = position.cage_of(cell);
      if (cage < 0 || position.value(cell) != 0 ||
          std::find(seen.begin(), seen.end(), cage) != seen.end())
        continue;
      seen.push_back(cage);
      CageRest rest = cage_rest(position, cage);
      const bool all_in = std::all_of(rest.open.begin(), rest.open.end(), [&](int c) {
        const auto& units = g.unit_of[static_cast<size_t>(c)];
        return units[0] == unit || units[1] == unit || units[2] == unit;
      });
      if (!all_in || rest.repeated) continue;
      std::vector<Mask> sets;
      if (rest.open.size() == 1) {
        if (rest.sum >= 1 && rest.sum <= n && position.has(rest.open[0], rest.sum))
          sets.push_back(digit_bit(rest.sum));
      } else if (auto found = placeable_sets(position, rest.open, rest.sum, rest.placed)) {
        sets = std::move(*found);
      }
      if (sets.empty()) continue;
      inside.push_back({cage, std::move(rest), std::move(sets)});
    }
    for (const Inside& a : inside) {
      for (const Inside& b : inside) {
        if (a.cage == b.cage) continue;
        std::vector<Mask> kept_sets;
        for (Mask set : a.sets) {
          if (std::any_of(b.sets.begin(), b.sets.end(),
                          [&](Mask other) { return (other & set) == 0; }))
            kept_sets.push_back(set);
        }
        if (kept_sets.empty() || kept_sets.size() == a.sets.size()) continue;
        Mask kept = 0;
        for (Mask set : kept_sets) kept |= set;
        if (!keep_only(position, a.rest.open, std::vector<Mask>(a.rest.open.size(), kept), out))
          continue;
        out.cells = a.rest.open;
        out.cells.insert(out.cells.end(), b.rest.open.begin(), b.rest.open.end());
        out.units = {unit};
        out.text = "in " + unit_name(g, unit) + ", " + cage_label(position, a.cage) +
                   " cannot share a digit with " + cage_label(position, b.cage) + " (" +
                   sets_text(b.sets) + "), so it holds " + sets_text(kept_sets) + ": " +
                   eliminations_text(g, out.eliminations);
        return true;
      }
    }
  }
  return false;
}

}  // namespace gridlogic::killer::human
