#include "puzzles/killer/sum_groups.hpp"

#include <algorithm>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <tuple>

namespace gridlogic::killer::human {

namespace {

std::vector<std::vector<int>> build_regions(const Geometry& g) {
  const int n = g.n;
  std::vector<std::vector<int>> out;
  for (int unit = 0; unit < 3 * n; ++unit) out.push_back({unit});
  for (int length = 2; length <= n / 2; ++length) {
    for (int kind = 0; kind < 2; ++kind) {  // rows, then columns
      for (int first = 0; first + length <= n; ++first) {
        std::vector<int> units;
        for (int k = 0; k < length; ++k) units.push_back(kind * n + first + k);
        out.push_back(units);
      }
    }
  }
  const int boxes_across = n / g.box_w;
  for (int box = 0; box < n; ++box) {
    const int across = box % boxes_across;
    if (across + 1 < boxes_across) out.push_back({2 * n + box, 2 * n + box + 1});
    if (box + boxes_across < n) out.push_back({2 * n + box, 2 * n + box + boxes_across});
  }
  return out;
}

// One straddling cage's cells inside and outside the region, and its sum.
struct Straddle {
  std::vector<int> inside;  // every cell, open or placed
  std::vector<int> outside;
  int sum = 0;
};

int open_count(const Position& position, const std::vector<int>& cells) {
  int count = 0;
  for (int cell : cells) count += position.value(cell) == 0 ? 1 : 0;
  return count;
}

// Moves a side's placed cells into the total (sign +1 for plus, -1 for minus) and keeps its
// open cells.
void add_side(const Position& position, const std::vector<int>& cells, int sign,
              std::vector<int>& open, int& total) {
  for (int cell : cells) {
    const int digit = position.value(cell);
    if (digit == 0) {
      open.push_back(cell);
    } else {
      total -= sign * digit;
    }
  }
}

bool is_one_cage(const Position& position, const SumGroup& group) {
  if (!group.minus.empty() || group.plus.empty()) return false;
  const int cage = position.cage_of(group.plus[0]);
  if (cage < 0) return false;
  int open = 0;
  for (int cell : position.board().cages[static_cast<size_t>(cage)].cells)
    open += position.value(cell) == 0 ? 1 : 0;
  if (open != static_cast<int>(group.plus.size())) return false;
  return std::all_of(group.plus.begin(), group.plus.end(),
                     [&](int cell) { return position.cage_of(cell) == cage; });
}

// A unit's innies over the cage parts (Position::cage_parts) rather than the cages drawn: once
// a cage is split, its pieces count whole too, as they do for Solo, which leaves fewer innies.
SumGroup part_innies(const Position& position, int unit, const std::vector<uint8_t>& in_region) {
  const int n = position.n();
  SumGroup group;
  group.units = {unit};
  group.total = n * (n + 1) / 2;
  std::vector<int> loose;  // cells in no part wholly inside the unit
  std::vector<uint8_t> counted(static_cast<size_t>(position.cells()), 0);
  // A part is whole in the unit when its open cells are (placed cells count on their own). A
  // piece of one cell is a lone innie, which this group is to name: it stays in.
  for (const CagePart& part : position.cage_parts()) {
    if (part.cells.size() == 1 && position.cage_of(part.cells[0]) >= 0 &&
        position.board().cages[static_cast<size_t>(position.cage_of(part.cells[0]))].cells.size() >
            1)
      continue;
    int open_sum = part.sum;
    bool whole = false;
    for (int cell : part.cells) {
      if (position.value(cell) != 0) {
        open_sum -= position.value(cell);
      } else {
        whole = in_region[static_cast<size_t>(cell)] != 0;
        if (!whole) break;
      }
    }
    if (!whole) continue;
    group.total -= open_sum;
    for (int cell : part.cells) {
      if (position.value(cell) == 0) counted[static_cast<size_t>(cell)] = 1;
    }
  }
  for (int cell : position.geometry().units[static_cast<size_t>(unit)]) {
    if (counted[static_cast<size_t>(cell)] == 0) loose.push_back(cell);
  }
  add_side(position, loose, 1, group.plus, group.total);
  std::sort(group.plus.begin(), group.plus.end());
  return group;
}

}  // namespace

const std::vector<std::vector<int>>& sum_regions(const Geometry& geometry) {
  static std::mutex mutex;
  static std::map<std::tuple<int, int, int>, std::unique_ptr<std::vector<std::vector<int>>>> cache;
  std::lock_guard<std::mutex> lock(mutex);
  auto& slot = cache[{geometry.n, geometry.box_h, geometry.box_w}];
  if (!slot) slot = std::make_unique<std::vector<std::vector<int>>>(build_regions(geometry));
  return *slot;
}

std::vector<SumGroup> region_groups(const Position& position, const std::vector<int>& units) {
  std::vector<SumGroup> out;
  const Board& board = position.board();
  if (board.cages.empty()) return out;
  const Geometry& g = position.geometry();
  const int n = g.n;
  std::vector<uint8_t> in_region(static_cast<size_t>(position.cells()), 0);
  for (int unit : units) {
    for (int cell : g.units[static_cast<size_t>(unit)]) in_region[static_cast<size_t>(cell)] = 1;
  }
  const int region_total = static_cast<int>(units.size()) * n * (n + 1) / 2;

  // The region's cells outside whole cages: straddling parts and cells of no cage.
  int inside_sums = 0;
  std::vector<Straddle> straddles;
  std::vector<int> uncaged;
  for (int unit : units) {
    for (int cell : g.units[static_cast<size_t>(unit)]) {
      if (position.cage_of(cell) < 0) uncaged.push_back(cell);
    }
  }
  // Most cages lie wholly outside the region: they are counted before anything is allocated.
  for (const Cage& cage : board.cages) {
    size_t inside = 0;
    for (int cell : cage.cells) inside += in_region[static_cast<size_t>(cell)];
    if (inside == 0) continue;
    if (inside == cage.cells.size()) {
      inside_sums += cage.sum;
      continue;
    }
    Straddle& s = straddles.emplace_back();
    s.sum = cage.sum;
    s.inside.reserve(inside);
    s.outside.reserve(cage.cells.size() - inside);
    for (int cell : cage.cells)
      (in_region[static_cast<size_t>(cell)] ? s.inside : s.outside).push_back(cell);
  }

  // counted_whole[i]: straddling cage i counted whole (its outside cells become outies).
  auto group_of = [&](const std::vector<bool>& counted_whole) {
    SumGroup group;
    group.units = units;
    group.total = region_total - inside_sums;
    add_side(position, uncaged, 1, group.plus, group.total);
    for (size_t i = 0; i < straddles.size(); ++i) {
      if (counted_whole[i]) {
        group.total -= straddles[i].sum;
        add_side(position, straddles[i].outside, -1, group.minus, group.total);
      } else {
        add_side(position, straddles[i].inside, 1, group.plus, group.total);
      }
    }
    std::sort(group.plus.begin(), group.plus.end());
    std::sort(group.minus.begin(), group.minus.end());
    return group;
  };
  auto keep = [&](SumGroup group, const char* kind) {
    if (group.plus.empty() && group.minus.empty()) return;
    if (is_one_cage(position, group)) return;
    group.kind = kind;
    out.push_back(std::move(group));
  };

  const std::vector<bool> none(straddles.size(), false);
  keep(group_of(none), "innies");
  if (units.size() == 1) {
    SumGroup parts = part_innies(position, units[0], in_region);
    if (out.empty() || parts.plus != out.back().plus) keep(std::move(parts), "innies");
  }
  if (straddles.empty()) return out;
  // Outies need the whole region in cages: an open cell of no cage would be unaccounted for.
  if (open_count(position, uncaged) == 0) {
    SumGroup outies = group_of(std::vector<bool>(straddles.size(), true));
    // sum(minus) = -total: read as outies, positive.
    outies.plus.swap(outies.minus);
    outies.total = -outies.total;
    keep(std::move(outies), "outies");
  }
  std::vector<bool> mostly_inside(straddles.size(), false);
  bool mixed = false;
  bool some_out = open_count(position, uncaged) > 0;
  for (size_t i = 0; i < straddles.size(); ++i) {
    mostly_inside[i] =
        open_count(position, straddles[i].outside) < open_count(position, straddles[i].inside);
    mixed = mixed || mostly_inside[i];
    some_out = some_out || !mostly_inside[i];
  }
  if (mixed && some_out) keep(group_of(mostly_inside), "innies minus outies");
  return out;
}

struct SumGroupMemo {
  uint64_t placements = 0;                                    // Position::placements() when made
  std::vector<std::optional<std::vector<SumGroup>>> regions;  // by index in sum_regions()
};

const std::vector<SumGroup>& groups_of_region(const Position& position, size_t region) {
  std::shared_ptr<SumGroupMemo>& memo = position.sum_group_memo();
  const auto& regions = sum_regions(position.geometry());
  if (!memo) {
    memo = std::make_shared<SumGroupMemo>();
    memo->placements = position.placements();
    memo->regions.resize(regions.size());
  } else if (memo->placements != position.placements()) {
    memo->placements = position.placements();
    for (auto& groups : memo->regions) groups.reset();
  }
  auto& slot = memo->regions.at(region);
  if (!slot) slot = region_groups(position, regions[region]);
  return *slot;
}

std::string group_equation(const Geometry& geometry, const SumGroup& group) {
  std::string out;
  for (int cell : group.plus) out += (out.empty() ? "" : " + ") + cell_label(geometry, cell);
  for (int cell : group.minus) out += (out.empty() ? "-" : " - ") + cell_label(geometry, cell);
  return out + " = " + std::to_string(group.total);
}

std::string region_name(const Geometry& geometry, const std::vector<int>& units) {
  if (units.size() == 1) return unit_name(geometry, units[0]);
  const int n = geometry.n;
  const int first = units.front();
  const int last = units.back();
  if (first < 2 * n) {
    const char* kind = first < n ? "rows " : "columns ";
    return kind + place_number(first % n) + "-" + place_number(last % n);
  }
  return "boxes " + place_number(first % n) + " and " + place_number(last % n);
}

}  // namespace gridlogic::killer::human
