// Classic 9x9 sudoku on per-digit band bitboards (layout in classic_solver.hpp).
#include "puzzles/killer/classic_solver.hpp"

#include <array>
#include <cstring>

namespace gridlogic::killer {
namespace {

constexpr uint32_t kBand = (1u << 27) - 1;

struct Tables {
  uint32_t band_peers[27];  // same row or box within the band, without the cell itself
  uint32_t col[9];          // a column inside a band: bits c, c+9, c+18
  uint32_t box[3];          // box j inside a band
  uint32_t row[3];          // row k inside a band
  // Locked candidates inside a band by table: a band word's nine row segments (row k, box j:
  // bit 3k + j) occupied -> the segments that survive pointing and claiming, and a segment
  // set -> its 27-bit cell mask; seg3 maps a 9-bit row to its three segments.
  uint16_t keep[512];
  uint32_t expand[512];
  uint8_t seg3[512];
  Tables() {
    for (int r = 0; r < 512; ++r) {
      seg3[r] = static_cast<uint8_t>(((r & 7) ? 1 : 0) | ((r & 0x38) ? 2 : 0) | ((r & 0x1C0) ? 4 : 0));
    }
    for (int m = 0; m < 512; ++m) {
      expand[m] = 0;
      for (int sgm = 0; sgm < 9; ++sgm) {
        if (m & (1 << sgm)) expand[m] |= 7u << (9 * (sgm / 3) + 3 * (sgm % 3));
      }
      int o = m;
      for (bool changed = true; changed;) {
        changed = false;
        for (int k = 0; k < 3; ++k) {  // a row within one box clears the box's other rows
          int in_row = (o >> (3 * k)) & 7;
          if (in_row == 1 || in_row == 2 || in_row == 4) {
            int j = in_row == 1 ? 0 : in_row == 2 ? 1 : 2;
            int clear = 0;
            for (int k2 = 0; k2 < 3; ++k2) {
              if (k2 != k) clear |= 1 << (3 * k2 + j);
            }
            if (o & clear) {
              o &= ~clear;
              changed = true;
            }
          }
        }
        for (int j = 0; j < 3; ++j) {  // a box within one row clears the row's other boxes
          int in_box = ((o >> j) & 1) | (((o >> (3 + j)) & 1) << 1) | (((o >> (6 + j)) & 1) << 2);
          if (in_box == 1 || in_box == 2 || in_box == 4) {
            int k = in_box == 1 ? 0 : in_box == 2 ? 1 : 2;
            int clear = (7 << (3 * k)) & ~(1 << (3 * k + j));
            if (o & clear) {
              o &= ~clear;
              changed = true;
            }
          }
        }
      }
      keep[m] = static_cast<uint16_t>(o);
    }
    for (int k = 0; k < 3; ++k) row[k] = 0x1FFu << (9 * k);
    for (int c = 0; c < 9; ++c) col[c] = (1u << c) | (1u << (c + 9)) | (1u << (c + 18));
    for (int j = 0; j < 3; ++j) box[j] = (col[3 * j] | col[3 * j + 1] | col[3 * j + 2]);
    for (int i = 0; i < 27; ++i) {
      band_peers[i] = (row[i / 9] | box[(i % 9) / 3]) & ~(1u << i);
    }
  }
};
const Tables kT;

struct State {
  uint32_t p[9][3];   // candidates per digit and band
  uint32_t open[3];   // cells not yet placed
};

class Classic {
 public:
  Classic(const Context& ctx, uint64_t limit) : stop_(ctx, 1024), limit_(limit) {}

  // Places the givens (digits 0..9 per cell). False when they contradict.
  bool start(const int* givens) {
    State& s = stack_[0];
    for (auto& d : s.p) d[0] = d[1] = d[2] = kBand;
    s.open[0] = s.open[1] = s.open[2] = kBand;
    for (int cell = 0; cell < 81; ++cell) {
      int g = givens[cell];
      if (g == 0) continue;
      int b = cell / 27;
      int i = cell % 27;
      if (!(s.p[g - 1][b] & (1u << i)) || !(s.open[b] & (1u << i))) return false;
      place(s, g - 1, b, i);
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
  static void place(State& s, int d, int b, int i) {
    uint32_t bit = 1u << i;
    for (auto& digit : s.p) digit[b] &= ~bit;
    s.p[d][b] = (s.p[d][b] & ~kT.band_peers[i]) | bit;
    uint32_t col = kT.col[i % 9];
    s.p[d][(b + 1) % 3] &= ~col;
    s.p[d][(b + 2) % 3] &= ~col;
    s.open[b] &= ~bit;
  }

  // Naked singles over all bands. Returns -1 on contradiction, else whether it placed.
  static int naked(State& s) {
    int placed = 0;
    for (int b = 0; b < 3; ++b) {
      uint32_t ones = 0;
      uint32_t twos = 0;
      for (auto& digit : s.p) {
        uint32_t x = digit[b];
        twos |= ones & x;
        ones |= x;
      }
      if (s.open[b] & ~ones) return -1;
      uint32_t singles = s.open[b] & ~twos;
      while (singles) {
        int i = __builtin_ctz(singles);
        singles &= singles - 1;
        uint32_t bit = 1u << i;
        if (!(s.open[b] & bit)) continue;
        int d = 0;
        while (d < 9 && !(s.p[d][b] & bit)) ++d;
        if (d == 9) return -1;
        place(s, d, b, i);
        placed = 1;
      }
    }
    return placed;
  }

  // Hidden singles of digit d in rows, boxes and columns; locked candidates in bands.
  static int hidden(State& s, int d) {
    int placed = 0;
    uint32_t* p = s.p[d];
    for (int b = 0; b < 3; ++b) {
      // Rows and boxes where d is placed are done; the others need a place, and one place is
      // a hidden single.
      for (int k = 0; k < 3; ++k) {
        if (p[b] & ~s.open[b] & kT.row[k]) continue;
        uint32_t v = p[b] & kT.row[k];
        if (!v) return -1;
        if (!(v & (v - 1))) {
          place(s, d, b, __builtin_ctz(v));
          placed = 1;
        }
      }
      for (int j = 0; j < 3; ++j) {
        if (p[b] & ~s.open[b] & kT.box[j]) continue;
        uint32_t v = p[b] & kT.box[j];
        if (!v) return -1;
        if (!(v & (v - 1))) {
          place(s, d, b, __builtin_ctz(v));
          placed = 1;
        }
      }
    }
    // Columns: count rows per column with bit-sliced ones/twos over the nine rows.
    uint32_t ones = 0;
    uint32_t twos = 0;
    for (int b = 0; b < 3; ++b) {
      for (int k = 0; k < 3; ++k) {
        uint32_t r = (p[b] >> (9 * k)) & 0x1FF;
        twos |= ones & r;
        ones |= r;
      }
    }
    if (ones != 0x1FF) return -1;
    // Columns where d is already placed have one row too: leave them out.
    uint32_t placed_at = (p[0] & ~s.open[0]) | (p[1] & ~s.open[1]) | (p[2] & ~s.open[2]);
    uint32_t placed_cols = (placed_at | (placed_at >> 9) | (placed_at >> 18)) & 0x1FF;
    uint32_t singles = ones & ~twos & ~placed_cols;
    while (singles) {
      int c = __builtin_ctz(singles);
      singles &= singles - 1;
      for (int b = 0; b < 3; ++b) {
        uint32_t v = p[b] & kT.col[c];
        if (v && (v & s.open[b])) {
          place(s, d, b, __builtin_ctz(v));
          placed = 1;
        }
      }
    }
    // Locked candidates within each band (pointing and claiming), by table.
    for (int b = 0; b < 3; ++b) {
      uint32_t x = p[b];
      int occ = kT.seg3[x & 0x1FF] | (kT.seg3[(x >> 9) & 0x1FF] << 3) | (kT.seg3[x >> 18] << 6);
      uint32_t y = x & kT.expand[kT.keep[occ]];
      if (y != x) {
        p[b] = y;
        placed = placed ? placed : 2;
      }
    }
    return placed;
  }

  static bool propagate(State& s) {
    uint32_t last[9][3] = {};
    for (;;) {
      int r = naked(s);
      if (r < 0) return false;
      if (r > 0) continue;
      bool progress = false;
      for (int d = 0; d < 9; ++d) {
        // A digit whose board did not change since its last look has nothing new to give.
        uint32_t* p = s.p[d];
        uint32_t* l = last[d];
        if (p[0] == l[0] && p[1] == l[1] && p[2] == l[2]) continue;
        l[0] = p[0];
        l[1] = p[1];
        l[2] = p[2];
        int h = hidden(s, d);
        if (h < 0) return false;
        if (h > 0) progress = true;
      }
      if (!progress) return true;
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
      for (const auto& digit : s.p) {
        uint32_t x = digit[b];
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
        for (const auto& digit : s.p) count += (digit[b] >> i) & 1;
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
          uint32_t x = s.p[d][b];
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

  void dfs(int depth) {
    const State& s = stack_[depth];
    ++out_.nodes;
    if (stop_()) {
      stopped_ = true;
      return;
    }
    int b = 0;
    int i = choose(s, &b);
    if (i < 0) {
      record(s);
      return;
    }
    uint32_t bit = 1u << i;
    for (int d = 0; d < 9; ++d) {
      if (!(s.p[d][b] & bit)) continue;
      State& child = stack_[depth + 1];
      child = s;
      place(child, d, b, i);
      if (propagate(child)) dfs(depth + 1);
      if (stopped_ || (limit_ != 0 && out_.count >= limit_)) return;
    }
  }

  StopCheck stop_;
  uint64_t limit_;
  bool stopped_ = false;
  std::array<State, 82> stack_{};
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
