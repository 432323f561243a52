// A sudoku position as a person sees it: placed digits and the pencil marks of every open cell.
// The human ladder (ladder.hpp) reads and changes positions, one deduction at a time.
//
// Candidates are masks, bit d - 1 for digit d (sides up to 16). Units are numbered rows
// 0..n-1, columns n..2n-1, boxes 2n..3n-1. Cages are not units here: the killer rules read them
// from the board, through cage_of().
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "puzzles/killer/board.hpp"

namespace gridlogic::killer::human {

using Mask = uint32_t;

inline Mask digit_bit(int digit) {
  return Mask{1} << (digit - 1);
}
inline int mask_count(Mask mask) {
  return std::popcount(mask);
}
/// The lowest digit of a non-empty mask.
inline int first_digit(Mask mask) {
  return std::countr_zero(mask) + 1;
}

/// The rows, columns and boxes of one board shape, and each cell's peers; shared by every
/// position of that shape.
struct Geometry {
  int n = 0;
  int box_h = 0;
  int box_w = 0;
  std::vector<std::vector<int>> units;        ///< 3n units of n cells, ascending
  std::vector<std::array<int, 3>> unit_of;    ///< per cell: its row, column and box unit
  std::vector<std::vector<int>> peers;        ///< per cell: the other cells of its three units
  std::vector<std::vector<uint8_t>> is_peer;  ///< [a][b]: a and b share a unit (a != b)

  /// The geometry of an n x n board with box_h x box_w boxes (cached per shape).
  static const Geometry& of(int n, int box_h, int box_w);
  [[nodiscard]] bool sees(int a, int b) const {
    return is_peer[static_cast<size_t>(a)][static_cast<size_t>(b)] != 0;
  }
};

/// "row 3", "column 5", "box 7" (1-based, as people count: board.hpp's unit_name).
std::string unit_name(const Geometry& geometry, int unit);
/// "r3c5" (1-based: board.hpp's cell_name).
std::string cell_label(const Geometry& geometry, int cell);

/// A piece of a cage with a known sum: a whole cage, or what the rule of 45 split off it.
struct CagePart {
  std::vector<int> cells;  ///< open and placed, ascending
  int sum = 0;
};

struct SumGroupMemo;  // sum_groups.cpp

/// A pointer that a copy does not take: memory derived from one position, which a copy (soon
/// to differ from it) makes again for itself. A shared_ptr, as T may be incomplete where a
/// Position is destroyed.
template <class T>
class OwnMemo {
 public:
  OwnMemo() = default;
  OwnMemo(const OwnMemo& /*other*/) {}
  OwnMemo& operator=(const OwnMemo& other) {
    if (this != &other) value_.reset();
    return *this;
  }
  OwnMemo(OwnMemo&&) noexcept = default;
  OwnMemo& operator=(OwnMemo&&) noexcept = default;
  ~OwnMemo() = default;
  std::shared_ptr<T>& get() { return value_; }

 private:
  std::shared_ptr<T> value_;
};

class Position {
 public:
  /// The givens placed and every open cell's candidates: the digits none of its peers holds.
  explicit Position(const Board& board);
  /// A player's position: `values` placed (0 = open; givens must be among them) and, when
  /// `marks` is not empty, the pencil marks of each open cell as the player wrote them (an
  /// open cell with no marks gets the digits its peers allow).
  Position(const Board& board, const std::vector<int>& values, const std::vector<Mask>& marks);

  [[nodiscard]] const Board& board() const { return *board_; }
  [[nodiscard]] const Geometry& geometry() const { return *geometry_; }
  [[nodiscard]] int n() const { return geometry_->n; }
  [[nodiscard]] int cells() const { return n() * n(); }
  [[nodiscard]] Mask all_digits() const { return (Mask{1} << n()) - 1; }

  /// The digit placed in `cell`, 0 when open.
  [[nodiscard]] int value(int cell) const { return values_[static_cast<size_t>(cell)]; }
  /// The candidates of an open cell (0 for a placed one).
  [[nodiscard]] Mask candidates(int cell) const { return marks_[static_cast<size_t>(cell)]; }
  [[nodiscard]] bool has(int cell, int digit) const {
    return (candidates(cell) & digit_bit(digit)) != 0;
  }
  /// The open cells of `unit` where `digit` is a candidate, as a bit per position in the unit.
  [[nodiscard]] uint32_t places(int unit, int digit) const;
  /// Whether `digit` is placed somewhere in `unit`.
  [[nodiscard]] bool placed_in(int unit, int digit) const;
  [[nodiscard]] int open_cells() const { return open_; }
  /// How many digits have been placed since the position was made: what is derived from the
  /// placed digits alone stays true while this stays the same.
  [[nodiscard]] uint64_t placements() const { return placements_; }
  /// The index of the board's cage holding `cell`, or -1 (classic boards have none).
  [[nodiscard]] int cage_of(int cell) const { return cage_of_[static_cast<size_t>(cell)]; }
  /// The cages split as Tatham's Solo splits them: while the open cells a row, column or box
  /// has outside the parts wholly inside it all lie in one part (and are not all of its open
  /// cells), they become a part of their own, whose sum the rule of 45 gives. Made again after
  /// a digit is placed.
  [[nodiscard]] const std::vector<CagePart>& cage_parts() const;
  [[nodiscard]] bool solved() const { return open_ == 0; }
  /// True when no solution can follow: an open cell without candidates, or a digit with no
  /// place left in a unit that lacks it, or a digit placed twice in a unit or a cage, or a cage
  /// whose open cells cannot make up the rest of its sum.
  [[nodiscard]] bool broken() const;
  /// Memory kept by sum_groups.cpp: a region's rule-of-45 groups depend on the placed digits
  /// alone, so they are made once per placement rather than once per rule that reads them.
  [[nodiscard]] std::shared_ptr<SumGroupMemo>& sum_group_memo() const { return memo_.get(); }

  /// Places `digit` in `cell` and removes it from the candidates of the cell's peers and, with
  /// `from_cage_mates`, of the other cells of its cage.
  void place(int cell, int digit, bool from_cage_mates = true);
  /// Removes `digit` from the candidates of `cell`; false when it was not one.
  bool eliminate(int cell, int digit);

 private:
  const Board* board_;
  const Geometry* geometry_;
  std::vector<int> values_;
  std::vector<Mask> marks_;
  std::vector<int> cage_of_;
  int open_ = 0;
  uint64_t placements_ = 0;
  mutable std::vector<CagePart> parts_;
  mutable uint64_t parts_made_ = UINT64_MAX;  ///< placements_ when parts_ was made
  mutable OwnMemo<SumGroupMemo> memo_;
};

}  // namespace gridlogic::killer::human
