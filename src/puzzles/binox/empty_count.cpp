// Counting complete grids by rows (see empty_count.hpp).
#include "puzzles/binox/empty_count.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <vector>

namespace gridlogic::binox {
namespace {

// True when the width-bit row `w` has width/2 ones and no three equal neighbours.
bool valid_row(uint32_t w, int width) {
  const uint32_t all = (1u << width) - 1;
  const uint32_t o = ~w & all;
  return std::popcount(w) * 2 == width && (w & (w >> 1) & (w >> 2)) == 0 &&
         (o & (o >> 1) & (o >> 2)) == 0;
}

class Counter {
 public:
  Counter(int rows, int cols, const Context& ctx, uint64_t limit)
      : rows_(rows),
        cols_(cols),
        all_(static_cast<uint32_t>((1u << cols) - 1)),
        half_(rows / 2),
        stop_(ctx, 4096),
        limit_(limit),
        index_(size_t{1} << cols, -1) {
    for (uint32_t w = 0; w <= all_; ++w) {
      if (!valid_row(w, cols)) continue;
      index_[w] = static_cast<int>(valid_.size());
      valid_.push_back(w);
    }
    used_.assign(valid_.size(), 0);
    x_at_least_.fill(0);
    o_at_least_.fill(0);
    x_at_least_[0] = o_at_least_[0] = all_;
  }

  EmptyCount run() {
    // Swapping X and O maps grids onto grids, and exactly one of a row and its complement has
    // an O in column 0: count the grids whose first row does, twice. Only when counting all.
    const bool halve = limit_ == 0;
    for (size_t i = 0; i < valid_.size() && !done(); ++i) {
      if (halve && (valid_[i] & 1u) != 0) continue;
      place(0, i);
    }
    if (halve) out_.count *= 2;
    out_.complete = !stop_.stopped() && !(limit_ != 0 && out_.count >= limit_);
    if (stop_.stopped()) out_.status = Status::kTimeout;
    return out_;
  }

 private:
  [[nodiscard]] bool done() const {
    return stop_.stopped() || (limit_ != 0 && out_.count >= limit_);
  }

  // Row `level` takes valid row i (the caller checked it fits), then the next level is tried.
  void place(int level, size_t i) {
    const uint32_t w = valid_[i];
    const std::array<uint32_t, kEmptyCountMaxSide / 2 + 1> xs = x_at_least_;
    const std::array<uint32_t, kEmptyCountMaxSide / 2 + 1> os = o_at_least_;
    for (int k = half_; k >= 1; --k) {
      x_at_least_[static_cast<size_t>(k)] |= x_at_least_[static_cast<size_t>(k - 1)] & w;
      o_at_least_[static_cast<size_t>(k)] |= o_at_least_[static_cast<size_t>(k - 1)] & ~w & all_;
    }
    row_[static_cast<size_t>(level)] = w;
    used_[i] = 1;
    if (level + 2 == rows_) {
      last_row(level + 1);
    } else {
      next_rows(level + 1);
    }
    used_[i] = 0;
    x_at_least_ = xs;
    o_at_least_ = os;
  }

  // Every row that can follow at `level` (not the last).
  void next_rows(int level) {
    if (stop_()) return;
    const uint32_t full_x = x_at_least_[static_cast<size_t>(half_)];
    const uint32_t full_o = o_at_least_[static_cast<size_t>(half_)];
    const uint32_t p1 = row_[static_cast<size_t>(level - 1)];
    const uint32_t p2 = level >= 2 ? row_[static_cast<size_t>(level - 2)] : p1 ^ all_;
    const uint32_t must_o = full_x | (p1 & p2);           // two X's above, or X's used up
    const uint32_t must_x = full_o | (~p1 & ~p2 & all_);  // likewise for O
    for (size_t i = 0; i < valid_.size() && !done(); ++i) {
      const uint32_t w = valid_[i];
      if ((w & must_o) != 0 || (~w & must_x) != 0 || used_[i] != 0) continue;
      place(level, i);
    }
  }

  // The last row is forced: X exactly where a column still lacks one.
  void last_row(int level) {
    const uint32_t w = all_ & ~x_at_least_[static_cast<size_t>(half_)];
    const int i = index_[w];
    if (i < 0 || used_[static_cast<size_t>(i)] != 0) return;
    const uint32_t p1 = row_[static_cast<size_t>(level - 1)];
    const uint32_t p2 = level >= 2 ? row_[static_cast<size_t>(level - 2)] : p1 ^ all_;
    if ((w & p1 & p2) != 0 || (~w & ~p1 & ~p2 & all_) != 0) return;
    row_[static_cast<size_t>(level)] = w;
    if (!columns_distinct()) return;
    if (out_.count == 0) out_.first = board();
    ++out_.count;
  }

  [[nodiscard]] bool columns_distinct() const {
    std::array<uint32_t, kEmptyCountMaxSide> col{};
    for (int r = 0; r < rows_; ++r) {
      for (uint32_t w = row_[static_cast<size_t>(r)]; w != 0; w &= w - 1) {
        col[static_cast<size_t>(std::countr_zero(w))] |= 1u << r;
      }
    }
    std::sort(col.begin(), col.begin() + cols_);
    return std::adjacent_find(col.begin(), col.begin() + cols_) == col.begin() + cols_;
  }

  [[nodiscard]] Board board() const {
    Board b(rows_, cols_);
    for (int r = 0; r < rows_; ++r) {
      for (int c = 0; c < cols_; ++c) {
        b.at(r, c) = (row_[static_cast<size_t>(r)] >> c & 1u) != 0 ? Cell::kX : Cell::kO;
      }
    }
    return b;
  }

  int rows_;
  int cols_;
  uint32_t all_;
  int half_;
  StopCheck stop_;
  uint64_t limit_;
  std::vector<uint32_t> valid_;  ///< the valid rows of the width
  std::vector<int> index_;       ///< row bits -> index in valid_, -1 when not valid
  std::vector<uint8_t> used_;    ///< per valid row: already in the grid
  std::array<uint32_t, kEmptyCountMaxSide> row_{};
  // Bit c of x_at_least_[k]: column c holds at least k X's so far (k = 0..rows/2).
  std::array<uint32_t, kEmptyCountMaxSide / 2 + 1> x_at_least_{};
  std::array<uint32_t, kEmptyCountMaxSide / 2 + 1> o_at_least_{};
  EmptyCount out_;
};

}  // namespace

EmptyCount count_empty_grids(int rows, int cols, const Context& ctx, uint64_t limit) {
  EmptyCount none;  // outside the counter's range: nothing counted, nothing proved
  if (rows < 2 || cols < 2 || rows % 2 != 0 || cols % 2 != 0 || rows > kEmptyCountMaxSide ||
      cols > kEmptyCountMaxSide) {
    return none;
  }
  return Counter(rows, cols, ctx, limit).run();
}

}  // namespace gridlogic::binox
