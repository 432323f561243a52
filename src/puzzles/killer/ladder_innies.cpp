// Killer rules from the rule of 45 (sum_groups.hpp). The cheap ones read one unit's innies the
// way Tatham's Solo does: a lone innie is fixed, innies are bounded by their minimum and maximum
// sums, innies of up to four cells are a hidden cage whose digit sets apply, and innies inside
// one cage split it in two. The dearer ones read outies and innies minus outies, bound cells by
// every sum the others can make, check that sets fit the cells one digit each, and then do all
// of that for regions of several units.
#include <algorithm>
#include <string>

#include "puzzles/killer/cage_sums.hpp"
#include "puzzles/killer/ladder_finders.hpp"
#include "puzzles/killer/sum_groups.hpp"

namespace gridlogic::killer::human {

namespace {

// Larger groups are past what a person adds up (and past linear_support's window).
constexpr size_t kMaxGroupCells = 12;

// What a finder reads from a group.
enum class Reading { kBound, kHiddenCage, kSplit };

// How far it reads: as Tatham's Solo (innies only, minimum and maximum sums, the digit sets of
// small groups with the quick test), or everything.
enum class Depth { kInnies, kFull };

std::string region_words(const Geometry& g, const SumGroup& group) {
  return "rule of 45 on " + region_name(g, group.units) + ", " + group.kind + ": " +
         group_equation(g, group);
}

// The group's cells and their sum when every cell counts the same way (innies, or outies).
struct OneSided {
  std::vector<int> cells;
  int sum = 0;
};
std::optional<OneSided> one_sided(const SumGroup& group) {
  if (!group.plus.empty() && !group.minus.empty()) return std::nullopt;
  if (group.minus.empty()) return OneSided{group.plus, group.total};
  return OneSided{group.minus, -group.total};
}

// The digit sets `cells` can hold at `depth`, or nothing when the rule does not list them.
std::optional<std::vector<Mask>> sets_at(const Position& position, const std::vector<int>& cells,
                                         int sum, Mask avoid, Depth depth) {
  if (depth == Depth::kInnies) {
    if (cells.size() > kSmallCage) return std::nullopt;
    // Solo's quick test, which keeps sets holding `avoid`'s digits (see find_cage_combinations).
    return loose_sets(position, cells, sum, 0);
  }
  return placeable_sets(position, cells, sum, avoid);
}

// One open cell left: it is fixed.
bool place_single(const Position& position, const SumGroup& group, Deduction& out) {
  if (group.plus.size() + group.minus.size() != 1) return false;
  const bool innie = group.plus.size() == 1;
  const int cell = innie ? group.plus[0] : group.minus[0];
  const int digit = innie ? group.total : -group.total;
  if (digit < 1 || digit > position.n() || !position.has(cell, digit)) return false;
  const Geometry& g = position.geometry();
  out.placements = {{cell, digit}};
  out.cells = {cell};
  out.units = group.units;
  out.text = cell_label(g, cell) + " = " + std::to_string(digit) + ": " + region_words(g, group);
  return true;
}

// Every cell bounded by what the others can add up to.
bool bound(const Position& position, const SumGroup& group, Depth depth, Deduction& out) {
  std::vector<int> cells = group.plus;
  cells.insert(cells.end(), group.minus.begin(), group.minus.end());
  if (cells.size() < 2 || cells.size() > kMaxGroupCells) return false;
  std::vector<Mask> keep;
  if (depth == Depth::kInnies) {
    keep = bounds_support(position, cells, group.total);
  } else {
    std::vector<int> signs(group.plus.size(), 1);
    signs.resize(cells.size(), -1);
    keep = linear_support(position, cells, signs, group.total);
  }
  if (!keep_only(position, cells, keep, out)) return false;
  const Geometry& g = position.geometry();
  out.cells = cells;
  out.units = group.units;
  out.text = region_words(g, group) +
             "; the other cells cannot make up the rest: " + eliminations_text(g, out.eliminations);
  return true;
}

bool all_see_each_other(const Geometry& g, const std::vector<int>& cells) {
  for (size_t i = 0; i < cells.size(); ++i) {
    for (size_t j = i + 1; j < cells.size(); ++j) {
      if (!g.sees(cells[i], cells[j])) return false;
    }
  }
  return true;
}

// Cells of a group that see each other hold distinct digits: a cage nobody drew.
bool hidden_cage(const Position& position, const SumGroup& group, Depth depth, Deduction& out) {
  const auto side = one_sided(group);
  const Geometry& g = position.geometry();
  if (!side || side->cells.size() < 2 || side->cells.size() > kMaxGroupCells ||
      !all_see_each_other(g, side->cells))
    return false;
  const auto sets = sets_at(position, side->cells, side->sum, 0, depth);
  if (!sets || sets->empty() ||
      !keep_only(position, side->cells, std::vector<Mask>(side->cells.size(), union_of(*sets)),
                 out))
    return false;
  out.cells = side->cells;
  out.units = group.units;
  out.text = region_words(g, group) + "; these cells see each other, so they hold " +
             sets_text(*sets) + ": " + eliminations_text(g, out.eliminations);
  return true;
}

// A group inside one cage splits it: the rest of the cage has a known sum too.
bool split_cage(const Position& position, const SumGroup& group, Depth depth, Deduction& out) {
  const auto side = one_sided(group);
  if (!side || side->cells.empty()) return false;
  const int cage = position.cage_of(side->cells[0]);
  if (cage < 0 || !std::all_of(side->cells.begin(), side->cells.end(),
                               [&](int cell) { return position.cage_of(cell) == cage; }))
    return false;
  const CageRest rest = cage_rest(position, cage);
  if (rest.repeated) return false;
  std::vector<int> other;
  for (int cell : rest.open) {
    if (std::find(side->cells.begin(), side->cells.end(), cell) == side->cells.end())
      other.push_back(cell);
  }
  if (other.empty()) return false;
  const Geometry& g = position.geometry();
  const int other_sum = rest.sum - side->sum;
  const std::string split = region_words(g, group) + "; this splits " + cage_label(position, cage) +
                            ", so " + cells_of(g, other) + " make " + std::to_string(other_sum);
  if (other.size() == 1) {
    if (other_sum < 1 || other_sum > position.n() || !position.has(other[0], other_sum))
      return false;
    out.placements = {{other[0], other_sum}};
    out.cells = rest.open;
    out.units = group.units;
    out.text = cell_label(g, other[0]) + " = " + std::to_string(other_sum) + ": " + split;
    return true;
  }
  // Both parts hold distinct digits (they are one cage) and avoid the cage's placed digits.
  const auto sets = sets_at(position, other, other_sum, rest.placed, depth);
  if (!sets || sets->empty() ||
      !keep_only(position, other, std::vector<Mask>(other.size(), union_of(*sets)), out))
    return false;
  out.cells = rest.open;
  out.units = group.units;
  out.text = split + " as " + sets_text(sets_without(*sets, rest.placed)) + ": " +
             eliminations_text(g, out.eliminations);
  return true;
}

bool read_group(const Position& position, const SumGroup& group, Reading reading, Depth depth,
                Deduction& out) {
  switch (reading) {
    case Reading::kBound:
      return place_single(position, group, out) || bound(position, group, depth, out);
    case Reading::kHiddenCage:
      return hidden_cage(position, group, depth, out);
    case Reading::kSplit:
      return split_cage(position, group, depth, out);
  }
  return false;
}

// The first group of regions [first, last) that `reading` makes progress with. At depth
// kInnies only innies are read.
bool scan(const Position& position, size_t first, size_t last, Reading reading, Depth depth,
          Deduction& out) {
  if (position.board().cages.empty()) return false;
  const auto& regions = sum_regions(position.geometry());
  for (size_t r = first; r < last && r < regions.size(); ++r) {
    for (const SumGroup& group : groups_of_region(position, r)) {
      if (depth == Depth::kInnies && group.kind != "innies") continue;
      if (read_group(position, group, reading, depth, out)) return true;
    }
  }
  return false;
}

bool scan_all(const Position& position, size_t first, size_t last, Deduction& out) {
  return scan(position, first, last, Reading::kBound, Depth::kFull, out) ||
         scan(position, first, last, Reading::kHiddenCage, Depth::kFull, out) ||
         scan(position, first, last, Reading::kSplit, Depth::kFull, out);
}

}  // namespace

std::string cells_of(const Geometry& g, const std::vector<int>& cells) {
  std::string out;
  for (int cell : cells) out += (out.empty() ? "" : ", ") + cell_label(g, cell);
  return out;
}

bool find_innies(const Position& position, bool /*unique*/, Deduction& out) {
  return scan(position, 0, single_unit_regions(position.geometry()), Reading::kBound,
              Depth::kInnies, out);
}

bool find_hidden_cage(const Position& position, bool /*unique*/, Deduction& out) {
  return scan(position, 0, single_unit_regions(position.geometry()), Reading::kHiddenCage,
              Depth::kInnies, out);
}

bool find_cage_splitting(const Position& position, bool /*unique*/, Deduction& out) {
  return scan(position, 0, single_unit_regions(position.geometry()), Reading::kSplit,
              Depth::kInnies, out);
}

bool find_innies_outies(const Position& position, bool /*unique*/, Deduction& out) {
  return scan_all(position, 0, single_unit_regions(position.geometry()), out);
}

bool find_innies_outies_multi(const Position& position, bool /*unique*/, Deduction& out) {
  return scan_all(position, single_unit_regions(position.geometry()),
                  sum_regions(position.geometry()).size(), out);
}

}  // namespace gridlogic::killer::human
