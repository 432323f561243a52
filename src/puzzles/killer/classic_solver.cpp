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
  Tables() {
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
      for (int k = 0; k < 3; ++k) {
        uint32_t v = p[b] & kT.row[k];
        if (!v) return -1;
        if (!(v & (v - 1)) && (v & s.open[b])) {
          place(s, d, b, __builtin_ctz(v));
          placed = 1;
        }
      }
      for (int j = 0; j < 3; ++j) {
        uint32_t v = p[b] & kT.box[j];
        if (!v) return -1;
        if (!(v & (v - 1)) && (v & s.open[b])) {
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
    uint32_t singles = ones & ~twos;
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
    // Locked candidates within each band: a row segment (row k, box j) alone in its row
    // clears the rest of box j; alone in its box, it clears the rest of row k.
    for (int b = 0; b < 3; ++b) {
      uint32_t x = p[b];
      uint32_t before = x;
      for (int k = 0; k < 3; ++k) {
        for (int j = 0; j < 3; ++j) {
          uint32_t seg = x & kT.row[k] & kT.box[j];
          if (!seg) continue;
          if ((x & kT.row[k]) == seg) x &= ~(kT.box[j] & ~kT.row[k]);
          if ((x & kT.box[j]) == seg) x &= ~(kT.row[k] & ~kT.box[j]);
        }
      }
      if (x != before) {
        p[b] = x;
        placed = placed ? placed : 2;
      }
    }
    return placed;
  }

  static bool propagate(State& s) {
    for (;;) {
      int r = naked(s);
      if (r < 0) return false;
      if (r > 0) continue;
      bool progress = false;
      for (int d = 0; d < 9; ++d) {
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
    if (out_.count == 0) {
      out_.first.assign(81, 0);
      for (int d = 0; d < 9; ++d) {
        for (int b = 0; b < 3; ++b) {
          uint32_t x = s.p[d][b];
          while (x) {
            int i = __builtin_ctz(x);
            x &= x - 1;
            out_.first[static_cast<size_t>(b * 27 + i)] = d + 1;
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
