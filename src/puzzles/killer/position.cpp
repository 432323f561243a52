#include "puzzles/killer/position.hpp"

#include <algorithm>
#include <cstddef>
#include <map>
#include <mutex>
#include <tuple>

#include "puzzles/killer/cage_sums.hpp"
#include "puzzles/killer/geometry.hpp"

namespace gridlogic::killer::human {

namespace {

// The ladder's view of killer's shared geometry (geometry.hpp): units as lists, each cell's
// units and its peers in ascending order, and a peer matrix for sees().
Geometry make_geometry(int n, int box_h, int box_w) {
  const killer::Geometry& flat = killer::geometry(n, box_h, box_w);
  Geometry g;
  g.n = n;
  g.box_h = box_h;
  g.box_w = box_w;
  const auto cells = static_cast<size_t>(flat.cells);
  const auto side = static_cast<size_t>(n);
  for (size_t unit = 0; unit < static_cast<size_t>(flat.units); ++unit) {
    const auto first = flat.unit_cells.begin() + static_cast<std::ptrdiff_t>(unit * side);
    g.units.emplace_back(first, first + static_cast<std::ptrdiff_t>(side));
  }
  g.unit_of.resize(cells);
  g.peers.resize(cells);
  g.is_peer.assign(cells, std::vector<uint8_t>(cells, 0));
  for (size_t cell = 0; cell < cells; ++cell) {
    for (size_t k = 0; k < 3; ++k) g.unit_of[cell][k] = flat.cell_units[3 * cell + k];
    auto& peers = g.peers[cell];
    peers.assign(flat.peers.begin() + flat.peer_begin[cell],
                 flat.peers.begin() + flat.peer_begin[cell + 1]);
    std::sort(peers.begin(), peers.end());
    for (int peer : peers) g.is_peer[cell][static_cast<size_t>(peer)] = 1;
  }
  return g;
}

}  // namespace

const Geometry& Geometry::of(int n, int box_h, int box_w) {
  static std::mutex mutex;
  static std::map<std::tuple<int, int, int>, std::unique_ptr<Geometry>> cache;
  std::lock_guard<std::mutex> lock(mutex);
  auto& slot = cache[{n, box_h, box_w}];
  if (!slot) slot = std::make_unique<Geometry>(make_geometry(n, box_h, box_w));
  return *slot;
}

std::string unit_name(const Geometry& geometry, int unit) {
  const int n = geometry.n;
  return killer::unit_name(unit < n ? "row" : unit < 2 * n ? "column" : "box", unit % n);
}

std::string cell_label(const Geometry& geometry, int cell) {
  return killer::cell_name(cell / geometry.n, cell % geometry.n);
}

Position::Position(const Board& board) : Position(board, board.givens, {}) {}

Position::Position(const Board& board, const std::vector<int>& values,
                   const std::vector<Mask>& marks)
    : board_(&board), geometry_(&Geometry::of(board.n, board.box_h, board.box_w)) {
  const int cells = board.cells();
  values_.assign(static_cast<size_t>(cells), 0);
  marks_.assign(static_cast<size_t>(cells), all_digits());
  cage_of_.assign(static_cast<size_t>(cells), -1);
  for (size_t cage = 0; cage < board.cages.size(); ++cage) {
    for (int cell : board.cages[cage].cells)
      cage_of_[static_cast<size_t>(cell)] = static_cast<int>(cage);
  }
  open_ = cells;
  for (int cell = 0; cell < cells; ++cell) {
    const int digit = values[static_cast<size_t>(cell)];
    if (digit != 0) place(cell, digit);
  }
  if (marks.empty()) return;
  for (int cell = 0; cell < cells; ++cell) {
    const Mask written = marks[static_cast<size_t>(cell)];
    if (value(cell) == 0 && written != 0) marks_[static_cast<size_t>(cell)] &= written;
  }
}

uint32_t Position::places(int unit, int digit) const {
  const Mask bit = digit_bit(digit);
  uint32_t out = 0;
  const auto& members = geometry_->units[static_cast<size_t>(unit)];
  for (size_t i = 0; i < members.size(); ++i) {
    if ((marks_[static_cast<size_t>(members[i])] & bit) != 0) out |= uint32_t{1} << i;
  }
  return out;
}

bool Position::placed_in(int unit, int digit) const {
  for (int cell : geometry_->units[static_cast<size_t>(unit)]) {
    if (values_[static_cast<size_t>(cell)] == digit) return true;
  }
  return false;
}

bool Position::broken() const {
  const int cells = n() * n();
  for (int cell = 0; cell < cells; ++cell) {
    if (value(cell) == 0 && candidates(cell) == 0) return true;
  }
  for (int unit = 0; unit < 3 * n(); ++unit) {
    Mask seen = 0;
    for (int cell : geometry_->units[static_cast<size_t>(unit)]) {
      const int digit = value(cell);
      if (digit == 0) continue;
      if ((seen & digit_bit(digit)) != 0) return true;
      seen |= digit_bit(digit);
    }
    for (int digit = 1; digit <= n(); ++digit) {
      if ((seen & digit_bit(digit)) == 0 && places(unit, digit) == 0) return true;
    }
  }
  for (size_t cage = 0; cage < board_->cages.size(); ++cage) {
    if (!cage_can_hold_sum(*this, static_cast<int>(cage))) return true;
  }
  return false;
}

void Position::place(int cell, int digit, bool from_cage_mates) {
  if (values_[static_cast<size_t>(cell)] == 0) --open_;
  ++placements_;
  values_[static_cast<size_t>(cell)] = digit;
  marks_[static_cast<size_t>(cell)] = 0;
  const Mask keep = ~digit_bit(digit);
  for (int peer : geometry_->peers[static_cast<size_t>(cell)])
    marks_[static_cast<size_t>(peer)] &= keep;
  // A cage's digits differ too, whether or not its cells share a unit.
  if (const int cage = cage_of(cell); cage >= 0 && from_cage_mates) {
    for (int mate : board_->cages[static_cast<size_t>(cage)].cells)
      marks_[static_cast<size_t>(mate)] &= keep;
  }
}

const std::vector<CagePart>& Position::cage_parts() const {
  if (parts_made_ == placements_) return parts_;
  parts_made_ = placements_;
  parts_.clear();
  std::vector<int> part_of(static_cast<size_t>(cells()), -1);
  for (const Cage& cage : board_->cages) {
    for (int cell : cage.cells)
      part_of[static_cast<size_t>(cell)] = static_cast<int>(parts_.size());
    parts_.push_back({cage.cells, cage.sum});
  }
  const int unit_sum = n() * (n() + 1) / 2;
  std::vector<uint8_t> in_unit(static_cast<size_t>(cells()), 0);
  std::vector<int> open_innies;
  // A part counts whole in a unit when its open cells all lie there (its placed ones may not:
  // Solo drops placed cells from its cages); it then takes its open cells' sum.
  auto open_sum_inside = [&](const CagePart& part, int* open_sum) {
    *open_sum = part.sum;
    for (int c : part.cells) {
      if (value(c) != 0) {
        *open_sum -= value(c);
      } else if (in_unit[static_cast<size_t>(c)] == 0) {
        return false;
      }
    }
    return true;
  };
  for (bool split = !parts_.empty(); split;) {
    split = false;
    for (const auto& unit : geometry_->units) {
      for (int cell : unit) in_unit[static_cast<size_t>(cell)] = 1;
      // The unit's sum less its placed digits and its whole parts' open sums is its open
      // innies' sum.
      int total = unit_sum;
      open_innies.clear();
      for (int cell : unit) {
        if (value(cell) != 0) {
          total -= value(cell);
          continue;
        }
        const int part = part_of[static_cast<size_t>(cell)];
        int open_sum = 0;
        if (part >= 0 && open_sum_inside(parts_[static_cast<size_t>(part)], &open_sum)) {
          const auto& cells = parts_[static_cast<size_t>(part)].cells;
          // Counted once, at the part's first open cell.
          const auto first =
              std::find_if(cells.begin(), cells.end(), [&](int c) { return value(c) == 0; });
          if (*first == cell) total -= open_sum;
        } else {
          open_innies.push_back(cell);
        }
      }
      for (int cell : unit) in_unit[static_cast<size_t>(cell)] = 0;
      if (open_innies.empty()) continue;
      const int part = part_of[static_cast<size_t>(open_innies.front())];
      if (part < 0 || !std::all_of(open_innies.begin(), open_innies.end(), [&](int cell) {
            return part_of[static_cast<size_t>(cell)] == part;
          }))
        continue;
      CagePart& whole = parts_[static_cast<size_t>(part)];
      int open_in_part = 0;
      for (int cell : whole.cells) open_in_part += value(cell) == 0 ? 1 : 0;
      if (open_in_part == static_cast<int>(open_innies.size())) continue;
      // The innies leave the part with their sum; its other cells (placed ones too) keep the
      // rest.
      std::vector<int> rest;
      for (int cell : whole.cells) {
        if (std::find(open_innies.begin(), open_innies.end(), cell) == open_innies.end())
          rest.push_back(cell);
      }
      whole.cells = std::move(rest);
      whole.sum -= total;
      for (int cell : open_innies)
        part_of[static_cast<size_t>(cell)] = static_cast<int>(parts_.size());
      parts_.push_back({open_innies, total});
      split = true;
    }
  }
  return parts_;
}

bool Position::eliminate(int cell, int digit) {
  Mask& mask = marks_[static_cast<size_t>(cell)];
  if ((mask & digit_bit(digit)) == 0) return false;
  mask &= ~digit_bit(digit);
  return true;
}

}  // namespace gridlogic::killer::human
