// Classic 9x9 sudoku on per-digit band bitboards (layout and method in classic_solver.hpp).
#include "puzzles/killer/classic_solver.hpp"

#include <array>

namespace gridlogic::killer {
namespace {

constexpr uint32_t kBand = (1u << 27) - 1;
constexpr uint32_t kColSpread = 1u | (1u << 9) | (1u << 18);  // column bits -> the same in all rows

struct Tables {
  // A 9-bit row -> which of its three box segments hold a candidate (bit j: box j).
  uint8_t seg3[512];
  // A 9-bit row -> itself when it holds exactly one bit, else 0.
  uint16_t single[512];
  // Segment occupancy of one digit in one band (bit 3k + j: row k, box j) -> the cells of the
  // segments that lie on some placement of the digit in the band: one segment per row and per
  // box, i.e. a permutation. 0 when there is none. This does pointing and claiming inside the
  // band, and more (two rows confined to two boxes give the third box to the third row), in
  // one lookup.
  uint32_t perm[512];
  uint32_t row_of[27];      // the row (within the band) through a cell
  uint32_t band_peers[27];  // same row or box within the band, without the cell itself
  Tables() {
    for (int r = 0; r < 512; ++r) {
      seg3[r] = static_cast<uint8_t>(((r & 7) ? 1 : 0) | ((r & 0x38) ? 2 : 0) | ((r & 0x1C0) ? 4 : 0));
      single[r] = static_cast<uint16_t>((r != 0 && (r & (r - 1)) == 0) ? r : 0);
    }
    static constexpr int kPerms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    for (int m = 0; m < 512; ++m) {
      int segs = 0;
      for (const auto& p : kPerms) {
        int s = (1 << p[0]) | (1 << (3 + p[1])) | (1 << (6 + p[2]));
        if ((m & s) == s) segs |= s;
      }
      perm[m] = 0;
      for (int sg = 0; sg < 9; ++sg) {
        if (segs & (1 << sg)) perm[m] |= 7u << (9 * (sg / 3) + 3 * (sg % 3));
      }
    }
    for (int i = 0; i < 27; ++i) {
      uint32_t row = 0x1FFu << (9 * (i / 9));
      uint32_t box = (7u << (3 * ((i % 9) / 3))) * kColSpread;
      row_of[i] = row;
      band_peers[i] = (row | box) & ~(1u << i);
    }
  }
};
const Tables kT;

// The search state. f[3d + b]: where digit d may go in band b (placed cells keep their digit's
// bit); seen[i] is f[i] as it was when last brought to its band fixed point, so an unchanged
// digit-band is skipped; open[b]: the cells of band b not yet placed.
struct State {
  uint32_t f[27];
  uint32_t seen[27];
  uint32_t open[3];
};

constexpr int kNext[3] = {1, 2, 0};
constexpr int kPrev[3] = {2, 0, 1};

class Classic {
 public:
  Classic(const Context& ctx, uint64_t limit) : stop_(ctx, 1024), limit_(limit) {}

  // Places the givens (digits 0..9 per cell). False when they contradict.
  bool start(const int* givens) {
    State& s = stack_[0];
    for (uint32_t& x : s.f) x = kBand;
    for (uint32_t& x : s.seen) x = 0;
    s.open[0] = s.open[1] = s.open[2] = kBand;
    for (int cell = 0; cell < 81; ++cell) {
      int g = givens[cell];
      if (g == 0) continue;
      int b = cell / 27;
      int i = cell % 27;
      uint32_t bit = 1u << i;
      int d = g - 1;
      if (!(s.f[3 * d + b] & bit) || !(s.open[b] & bit)) return false;
      for (int e = 0; e < 9; ++e) s.f[3 * e + b] &= ~bit;
      s.f[3 * d + b] = (s.f[3 * d + b] & ~kT.band_peers[i]) | bit;
      uint32_t col = (bit | bit >> 9 | bit >> 18) & 0x1FF;
      s.f[3 * d + kNext[b]] &= ~(col * kColSpread);
      s.f[3 * d + kPrev[b]] &= ~(col * kColSpread);
      s.open[b] &= ~bit;
    }
    return true;
  }

  CountOutcome run() {
    if (propagate(stack_[0])) dfs(0);
    out_.complete = !stopped_ && !(limit_ != 0 && out_.count >= limit_);
    if (stopped_) out_.status = Status::kTimeout;
    return out_;
  }

  CountOutcome out_;

 private:
  // Brings digit d in band b to its fixed point: keeps only segments on a permutation, and
  // places the digit where it is now alone in a row (which also covers a box with one place:
  // the permutation step has already confined that row to the box). Placing clears the cell
  // for the other digits and the column for this digit in the other bands. False on a
  // contradiction (no placement of the digit in the band is left).
  static bool update(State& s, int d, int b) {
    int i = 3 * d + b;
    uint32_t a = s.f[i];
    uint32_t occ = kT.seg3[a & 0x1FF] | (kT.seg3[(a >> 9) & 0x1FF] << 3) | (kT.seg3[a >> 18] << 6);
    a &= kT.perm[occ];
    if (a == 0) return false;
    uint32_t sg = (kT.single[a & 0x1FF] | (kT.single[(a >> 9) & 0x1FF] << 9) |
                   (static_cast<uint32_t>(kT.single[a >> 18]) << 18)) &
                  s.open[b];
    if (sg) {
      for (int e = 0; e < 9; ++e) s.f[3 * e + b] &= ~sg;
      uint32_t cols = ((sg | sg >> 9 | sg >> 18) & 0x1FF) * kColSpread;
      s.f[3 * d + kNext[b]] &= ~cols;
      s.f[3 * d + kPrev[b]] &= ~cols;
      s.open[b] &= ~sg;
    }
    s.f[i] = s.seen[i] = a;
    return true;
  }

  // Naked singles: an open cell with one candidate digit gets it (by confining the digit's row
  // to the cell, which update() then places). Returns -1 on a contradiction (an open cell with
  // no candidate), else whether anything changed.
  static int naked(State& s) {
    int changed = 0;
    for (int b = 0; b < 3; ++b) {
      uint32_t open = s.open[b];
      if (!open) continue;
      uint32_t ones = 0;
      uint32_t twos = 0;
      for (int d = 0; d < 9; ++d) {
        uint32_t x = s.f[3 * d + b];
        twos |= ones & x;
        ones |= x;
      }
      if (open & ~ones) return -1;
      uint32_t singles = open & ~twos;
      while (singles) {
        int i = __builtin_ctz(singles);
        singles &= singles - 1;
        uint32_t bit = 1u << i;
        int d = 0;
        while (d < 9 && !(s.f[3 * d + b] & bit)) ++d;
        if (d == 9) return -1;  // an earlier single of this pass took its only digit
        s.f[3 * d + b] &= ~(kT.row_of[i] & ~bit);
        changed = 1;
      }
    }
    return changed;
  }

  // Hidden singles in columns (rows and boxes are covered by update()): a column where digit d
  // has one place left and is not yet placed. Returns -1 on a contradiction (a column without
  // a place for d), else whether anything changed.
  static int columns(State& s) {
    int changed = 0;
    for (int d = 0; d < 9; ++d) {
      uint32_t ones = 0;
      uint32_t twos = 0;
      uint32_t placed = 0;
      for (int b = 0; b < 3; ++b) {
        uint32_t x = s.f[3 * d + b];
        placed |= x & ~s.open[b];
        uint32_t r0 = x & 0x1FF;
        uint32_t r1 = (x >> 9) & 0x1FF;
        uint32_t r2 = x >> 18;
        twos |= (ones & (r0 | r1 | r2)) | (r0 & r1) | (r0 & r2) | (r1 & r2);
        ones |= r0 | r1 | r2;
      }
      if (ones != 0x1FF) return -1;
      uint32_t singles = ones & ~twos & ~((placed | placed >> 9 | placed >> 18) & 0x1FF);
      while (singles) {
        uint32_t col = (singles & (0u - singles)) * kColSpread;
        singles &= singles - 1;
        for (int b = 0; b < 3; ++b) {
          uint32_t x = s.f[3 * d + b] & col;
          if (x) {
            int i = __builtin_ctz(x);
            s.f[3 * d + b] &= ~(kT.row_of[i] & ~x);
            changed = 1;
            break;
          }
        }
      }
    }
    return changed;
  }

  static bool propagate(State& s) {
    for (;;) {
      for (bool again = true; again;) {
        again = false;
        for (int i = 0; i < 27; ++i) {
          if (s.f[i] == s.seen[i]) continue;
          if (!update(s, i / 3, i % 3)) return false;
          again = true;
        }
      }
      int r = naked(s);
      if (r < 0) return false;
      if (r > 0) continue;
      r = columns(s);
      if (r < 0) return false;
      if (r == 0) return true;
    }
  }

  // A cell to branch on: the first with two candidates, else the fewest. -1 when solved.
  static int choose(const State& s, int* band) {
    int best = -1;
    int best_band = 0;
    int best_count = 10;
    for (int b = 0; b < 3; ++b) {
      if (!s.open[b]) continue;
      uint32_t ones = 0;
      uint32_t twos = 0;
      uint32_t threes = 0;
      for (int d = 0; d < 9; ++d) {
        uint32_t x = s.f[3 * d + b];
        threes |= twos & x;
        twos |= ones & x;
        ones |= x;
      }
      uint32_t pairs = twos & ~threes & s.open[b];
      if (pairs) {
        *band = b;
        return __builtin_ctz(pairs);
      }
      uint32_t open = s.open[b];
      while (open) {
        int i = __builtin_ctz(open);
        open &= open - 1;
        int count = 0;
        for (int d = 0; d < 9; ++d) count += (s.f[3 * d + b] >> i) & 1;
        if (count < best_count) {
          best_count = count;
          best = i;
          best_band = b;
        }
      }
    }
    *band = best_band;
    return best;
  }

  void record(const State& s) {
    if (out_.count < 2) {
      Grid& g = out_.count == 0 ? out_.first : out_.second;
      g.assign(81, 0);
      for (int d = 0; d < 9; ++d) {
        for (int b = 0; b < 3; ++b) {
          uint32_t x = s.f[3 * d + b];
          while (x) {
            int i = __builtin_ctz(x);
            x &= x - 1;
            g[static_cast<size_t>(b * 27 + i)] = d + 1;
          }
        }
      }
    }
    ++out_.count;
  }

  // Searches below stack_[depth], which has been propagated. The last candidate of a branch
  // cell is tried in place (no copy), as a loop.
  void dfs(int depth) {
    State& s = stack_[depth];
    for (;;) {
      ++out_.nodes;
      if (stop_()) {
        stopped_ = true;
        return;
      }
      if (!(s.open[0] | s.open[1] | s.open[2])) {
        record(s);
        return;
      }
      int b = 0;
      int i = choose(s, &b);
      uint32_t bit = 1u << i;
      uint32_t digits = 0;
      for (int d = 0; d < 9; ++d) digits |= ((s.f[3 * d + b] >> i) & 1) << d;
      for (;;) {
        int d = __builtin_ctz(digits);
        digits &= digits - 1;
        if (!digits) {
          s.f[3 * d + b] &= ~(kT.row_of[i] & ~bit);
          if (!propagate(s)) return;
          break;  // searches the new state in this frame
        }
        State& child = stack_[depth + 1];
        child = s;
        child.f[3 * d + b] &= ~(kT.row_of[i] & ~bit);
        if (propagate(child)) dfs(depth + 1);
        if (stopped_ || (limit_ != 0 && out_.count >= limit_)) return;
      }
    }
  }

  StopCheck stop_;
  uint64_t limit_;
  bool stopped_ = false;
  // Left uninitialised on purpose: start() writes stack_[0] and each level is written before
  // it is read; zeroing 18 KB per puzzle would cost as much as solving an easy one.
  std::array<State, 82> stack_;
};

}  // namespace

CountOutcome count_classic9(const Board& board, const Context& ctx, uint64_t limit) {
  Classic solver(ctx, limit);
  if (!solver.start(board.givens.data())) {
    solver.out_.complete = true;
    return solver.out_;
  }
  return solver.run();
}

CountOutcome count_classic9_line(const char* line, const Context& ctx, uint64_t limit,
                                 char* solution) {
  int givens[81];
  for (int i = 0; i < 81; ++i) {
    char c = line[i];
    givens[i] = (c >= '1' && c <= '9') ? c - '0' : 0;
  }
  Classic solver(ctx, limit);
  CountOutcome out;
  if (!solver.start(givens)) {
    solver.out_.complete = true;
    return solver.out_;
  }
  out = solver.run();
  if (solution != nullptr && !out.first.empty()) {
    for (int i = 0; i < 81; ++i) solution[i] = static_cast<char>('0' + out.first[static_cast<size_t>(i)]);
  }
  return out;
}

}  // namespace gridlogic::killer
