// The native Binox solver; see solver.hpp for the layout and the rules.
#include "puzzles/binox/solver.hpp"

#include <algorithm>
#include <bit>
#include <random>

#include "puzzles/binox/line_analysis.hpp"

namespace gridlogic::binox {
namespace {

constexpr int kMaxWords = kMaxSide / 64;

int words_for(int bits) { return (bits + 63) / 64; }
uint64_t last_mask(int bits) {
  return bits % 64 == 0 ? ~uint64_t{0} : (uint64_t{1} << (bits % 64)) - 1;
}

// out bit i = a bit i + k (k = 1 or 2).
void shift_down(const uint64_t* a, uint64_t* out, int w, int k) {
  for (int i = 0; i < w; ++i) out[i] = (a[i] >> k) | (i + 1 < w ? a[i + 1] << (64 - k) : 0);
}
// out bit i = a bit i - k, clipped to the line.
void shift_up(const uint64_t* a, uint64_t* out, int w, int k, uint64_t mask) {
  for (int i = w - 1; i >= 0; --i) out[i] = (a[i] << k) | (i > 0 ? a[i - 1] >> (64 - k) : 0);
  out[w - 1] &= mask;
}

// The cells that pairs (XX) and sandwiches (X.X) of `v` force to the other colour.
void forced_by_threes(const uint64_t* v, uint64_t* forced, int w, uint64_t mask) {
  uint64_t d1[kMaxWords], d2[kMaxWords], pair[kMaxWords], sandwich[kMaxWords], t[kMaxWords];
  shift_down(v, d1, w, 1);
  shift_down(v, d2, w, 2);
  for (int i = 0; i < w; ++i) {
    pair[i] = v[i] & d1[i];      // bit i: cells i, i+1 equal
    sandwich[i] = v[i] & d2[i];  // bit i: cells i, i+2 equal
  }
  shift_down(pair, forced, w, 1);  // cell i-1 of a pair at i
  shift_up(pair, t, w, 2, mask);   // cell i+2
  for (int i = 0; i < w; ++i) forced[i] |= t[i];
  shift_up(sandwich, t, w, 1, mask);  // cell i+1
  for (int i = 0; i < w; ++i) forced[i] |= t[i];
}

class Solver {
 public:
  Solver(const Board& board, const Context& ctx, const SearchOptions& options)
      : rows_(board.rows),
        cols_(board.cols),
        row_words_(words_for(board.cols)),
        col_words_(words_for(board.rows)),
        rx_(static_cast<size_t>(rows_) * row_words_, 0),
        ro_(rx_.size(), 0),
        cx_(static_cast<size_t>(cols_) * col_words_, 0),
        co_(cx_.size(), 0),
        nx_(static_cast<size_t>(rows_ + cols_), 0),
        no_(nx_.size(), 0),
        queued_(nx_.size(), 0),
        analysis_dirty_(nx_.size(), 0),
        stop_(ctx, 256),
        options_(options),
        rng_(options.seed) {
    trail_.reserve(board.cells.size());
    for (int r = 0; r < rows_; ++r) {
      for (int c = 0; c < cols_; ++c) {
        Cell v = board.at(r, c);
        if (v != Cell::kEmpty && !assign(r, c, v == Cell::kX)) initial_conflict_ = true;
      }
    }
    trail_.clear();  // givens are never undone
    for (int id = 0; id < rows_ + cols_; ++id) enqueue(id);
  }

  SearchResult run() {
    SearchResult result;
    if (initial_conflict_) {
      result.status = Status::kUnsolvable;
      result.complete = true;
      return result;
    }
    struct Decision {
      size_t trail_size;
      int row, col;
      bool value_x;  // the value tried second
      bool second_tried;
    };
    std::vector<Decision> stack;
    bool ok = propagate();
    for (;;) {
      if (stop_.stopped()) {
        result.status = Status::kTimeout;
        break;
      }
      if (ok) {
        int r = 0, c = 0;
        if (!pick_branch(r, c)) {
          // Every cell is set and every line passed its checks: a solution.
          if (result.count == 0) result.first = board();
          ++result.count;
          if (options_.limit != 0 && result.count >= options_.limit) break;
          ok = false;
        } else {
          bool first_x = options_.randomize ? (rng_() & 1U) != 0 : true;
          stack.push_back({trail_.size(), r, c, !first_x, false});
          ++result.nodes;
          clear_queue();
          ok = assign(r, c, first_x) && propagate();
          continue;
        }
      }
      // Backtrack to the newest decision with an untried value.
      bool resumed = false;
      while (!stack.empty()) {
        Decision& d = stack.back();
        undo_to(d.trail_size);
        clear_queue();
        if (!d.second_tried) {
          d.second_tried = true;
          ok = assign(d.row, d.col, d.value_x) && propagate();
          resumed = true;
          break;
        }
        stack.pop_back();
      }
      if (!resumed) {
        result.complete = true;
        break;
      }
    }
    if (result.status != Status::kTimeout) {
      result.status = result.count > 0 ? Status::kSolved : Status::kUnsolvable;
    }
    return result;
  }

  /// Fixpoint of the rules without search; false on contradiction.
  bool propagate_root() { return !initial_conflict_ && propagate(); }
  bool stopped() const { return stop_.stopped(); }

  Board board() const {
    Board b(rows_, cols_);
    for (int r = 0; r < rows_; ++r) {
      const uint64_t* x = &rx_[static_cast<size_t>(r) * row_words_];
      const uint64_t* o = &ro_[static_cast<size_t>(r) * row_words_];
      for (int c = 0; c < cols_; ++c) {
        if ((x[c >> 6] >> (c & 63)) & 1U) b.at(r, c) = Cell::kX;
        else if ((o[c >> 6] >> (c & 63)) & 1U) b.at(r, c) = Cell::kO;
      }
    }
    return b;
  }

 private:
  // Line ids: 0..rows-1 are rows, rows..rows+cols-1 are columns.
  struct Line {
    uint64_t* x;
    uint64_t* o;
    int n;
    int words;
  };
  Line line(int id) {
    if (id < rows_) {
      size_t at = static_cast<size_t>(id) * row_words_;
      return {&rx_[at], &ro_[at], cols_, row_words_};
    }
    size_t at = static_cast<size_t>(id - rows_) * col_words_;
    return {&cx_[at], &co_[at], rows_, col_words_};
  }
  void cell_of(int id, int i, int& r, int& c) const {
    if (id < rows_) {
      r = id;
      c = i;
    } else {
      r = i;
      c = id - rows_;
    }
  }

  void enqueue(int id) {
    if (!queued_[id]) {
      queued_[id] = 1;
      queue_.push_back(id);
    }
  }
  void clear_queue() {
    for (int id : queue_) queued_[id] = 0;
    queue_.clear();
  }

  /// Sets cell (r, c); false when it already holds the other value.
  bool assign(int r, int c, bool value_x) {
    const size_t rw = static_cast<size_t>(r) * row_words_ + (c >> 6);
    const size_t cw = static_cast<size_t>(c) * col_words_ + (r >> 6);
    const uint64_t rbit = uint64_t{1} << (c & 63);
    const uint64_t cbit = uint64_t{1} << (r & 63);
    if ((rx_[rw] | ro_[rw]) & rbit) return ((value_x ? rx_[rw] : ro_[rw]) & rbit) != 0;
    if (value_x) {
      rx_[rw] |= rbit;
      cx_[cw] |= cbit;
      ++nx_[r];
      ++nx_[rows_ + c];
    } else {
      ro_[rw] |= rbit;
      co_[cw] |= cbit;
      ++no_[r];
      ++no_[rows_ + c];
    }
    trail_.push_back(static_cast<uint32_t>(r) * static_cast<uint32_t>(cols_) + static_cast<uint32_t>(c));
    enqueue(r);
    enqueue(rows_ + c);
    mark_analysis(r);
    mark_analysis(rows_ + c);
    return true;
  }

  void mark_analysis(int id) {
    if (!analysis_dirty_[id]) {
      analysis_dirty_[id] = 1;
      analysis_list_.push_back(id);
    }
  }

  void undo_to(size_t size) {
    while (trail_.size() > size) {
      uint32_t cell = trail_.back();
      trail_.pop_back();
      int r = static_cast<int>(cell / static_cast<uint32_t>(cols_));
      int c = static_cast<int>(cell % static_cast<uint32_t>(cols_));
      const size_t rw = static_cast<size_t>(r) * row_words_ + (c >> 6);
      const size_t cw = static_cast<size_t>(c) * col_words_ + (r >> 6);
      const uint64_t rbit = uint64_t{1} << (c & 63);
      const uint64_t cbit = uint64_t{1} << (r & 63);
      if (rx_[rw] & rbit) {
        rx_[rw] &= ~rbit;
        cx_[cw] &= ~cbit;
        --nx_[r];
        --nx_[rows_ + c];
      } else {
        ro_[rw] &= ~rbit;
        co_[cw] &= ~cbit;
        --no_[r];
        --no_[rows_ + c];
      }
      // The restored position was a fixpoint; the lines need no new analysis.
    }
  }

  /// Assigns every bit of `mask` in line `id` the value `value_x`.
  bool assign_mask(int id, const uint64_t* mask, int words, bool value_x) {
    for (int w = 0; w < words; ++w) {
      uint64_t m = mask[w];
      while (m != 0) {
        int i = w * 64 + std::countr_zero(m);
        m &= m - 1;
        int r = 0, c = 0;
        cell_of(id, i, r, c);
        if (!assign(r, c, value_x)) return false;
      }
    }
    return true;
  }

  /// Rules 1, 2 and the complete-line check on one line.
  bool cheap_rules(int id) {
    Line l = line(id);
    const int half = l.n / 2;
    if (nx_[id] > half || no_[id] > half) return false;
    const uint64_t mask = last_mask(l.n);
    uint64_t to_o[kMaxWords], to_x[kMaxWords];
    forced_by_threes(l.x, to_o, l.words, mask);
    forced_by_threes(l.o, to_x, l.words, mask);
    uint64_t empty[kMaxWords];
    bool any = false;
    for (int w = 0; w < l.words; ++w) {
      if ((to_o[w] & l.x[w]) | (to_x[w] & l.o[w])) return false;  // three in a line
      empty[w] = ~(l.x[w] | l.o[w]);
    }
    if (nx_[id] + no_[id] == l.n) return distinct_from_complete(id, l);
    empty[l.words - 1] &= mask;
    const bool x_full = nx_[id] == half;
    const bool o_full = no_[id] == half;
    for (int w = 0; w < l.words; ++w) {
      if (x_full) to_o[w] |= empty[w];
      if (o_full) to_x[w] |= empty[w];
      to_o[w] &= empty[w];
      to_x[w] &= empty[w];
      if (to_o[w] & to_x[w]) return false;
      any = any || (to_o[w] | to_x[w]) != 0;
    }
    if (!any) return true;
    return assign_mask(id, to_o, l.words, false) && assign_mask(id, to_x, l.words, true);
  }

  /// A complete line must differ from every other complete line of its orientation.
  bool distinct_from_complete(int id, const Line& l) {
    const int begin = id < rows_ ? 0 : rows_;
    const int end = id < rows_ ? rows_ : rows_ + cols_;
    for (int other = begin; other < end; ++other) {
      if (other == id || nx_[other] + no_[other] != l.n) continue;
      const uint64_t* ox = line(other).x;
      if (std::equal(l.x, l.x + l.words, ox)) return false;
    }
    return true;
  }

  /// Rule 3 on one line.
  bool analyse_line(int id) {
    Line l = line(id);
    if (nx_[id] + no_[id] == l.n) return true;
    uint64_t to_x[kMaxWords], to_o[kMaxWords];
    if (!analyzer_.analyze(l.x, l.o, l.n, to_x, to_o)) return false;
    return assign_mask(id, to_o, l.words, false) && assign_mask(id, to_x, l.words, true);
  }

  /// Rule 4: a line with two empty cells that agrees with a complete line elsewhere must take
  /// the values that line does not have there.
  bool distinct_two_empty(bool& progress) {
    for (int id = 0; id < rows_ + cols_; ++id) {
      Line l = line(id);
      if (nx_[id] + no_[id] != l.n - 2 || nx_[id] != l.n / 2 - 1) continue;
      const int begin = id < rows_ ? 0 : rows_;
      const int end = id < rows_ ? rows_ : rows_ + cols_;
      for (int other = begin; other < end; ++other) {
        if (nx_[other] + no_[other] != l.n) continue;
        const uint64_t* ox = line(other).x;
        bool agrees = true;
        for (int w = 0; w < l.words && agrees; ++w) agrees = ((l.x[w] & ~ox[w]) | (l.o[w] & ox[w])) == 0;
        if (!agrees) continue;
        // `other` is X on exactly one of the two empty cells; take the opposite on both.
        uint64_t to_x[kMaxWords], to_o[kMaxWords];
        for (int w = 0; w < l.words; ++w) {
          uint64_t empty = ~(l.x[w] | l.o[w]);
          to_o[w] = empty & ox[w];
          to_x[w] = empty & ~ox[w];
        }
        to_x[l.words - 1] &= last_mask(l.n);
        if (!assign_mask(id, to_o, l.words, false) || !assign_mask(id, to_x, l.words, true)) return false;
        progress = true;
        break;
      }
    }
    return true;
  }

  bool drain_queue() {
    while (!queue_.empty()) {
      if (stop_()) return true;  // the caller sees stopped()
      int id = queue_.back();
      queue_.pop_back();
      queued_[id] = 0;
      if (!cheap_rules(id)) return false;
    }
    return true;
  }

  bool propagate() {
    for (;;) {
      if (!drain_queue()) return false;
      if (stop_.stopped()) return true;
      if (options_.line_analysis) {
        bool progress = false;
        while (!analysis_list_.empty() && !progress) {
          int id = analysis_list_.back();
          analysis_list_.pop_back();
          analysis_dirty_[id] = 0;
          if (!analyse_line(id)) return false;
          progress = !queue_.empty();
        }
        if (progress) continue;
      } else {
        for (int id : analysis_list_) analysis_dirty_[id] = 0;
        analysis_list_.clear();
      }
      bool progress = false;
      if (!distinct_two_empty(progress)) return false;
      if (!progress) return true;
    }
  }

  /// An empty cell of the open line with the fewest empty cells; false when the grid is full.
  bool pick_branch(int& r, int& c) {
    int best = -1;
    int best_empty = 1 << 30;
    for (int id = 0; id < rows_ + cols_; ++id) {
      int n = id < rows_ ? cols_ : rows_;
      int empty = n - nx_[id] - no_[id];
      if (empty > 0 && empty < best_empty) {
        best_empty = empty;
        best = id;
      }
    }
    if (best < 0) return false;
    Line l = line(best);
    for (int w = 0; w < l.words; ++w) {
      uint64_t empty = ~(l.x[w] | l.o[w]);
      if (w == l.words - 1) empty &= last_mask(l.n);
      if (empty != 0) {
        cell_of(best, w * 64 + std::countr_zero(empty), r, c);
        return true;
      }
    }
    return false;
  }

  int rows_, cols_, row_words_, col_words_;
  std::vector<uint64_t> rx_, ro_, cx_, co_;
  std::vector<int> nx_, no_;  // per line id
  std::vector<uint8_t> queued_;
  std::vector<int> queue_;
  std::vector<uint8_t> analysis_dirty_;
  std::vector<int> analysis_list_;
  std::vector<uint32_t> trail_;
  StopCheck stop_;
  SearchOptions options_;
  std::mt19937_64 rng_;
  LineAnalyzer analyzer_;
  bool initial_conflict_ = false;
};

}  // namespace

SearchResult search(const Board& board, const Context& ctx, const SearchOptions& options) {
  Solver solver(board, ctx, options);
  return solver.run();
}

std::optional<Board> propagate_only(const Board& board, const Context& ctx) {
  Solver solver(board, ctx, SearchOptions{});
  if (!solver.propagate_root()) return std::nullopt;
  return solver.board();
}

}  // namespace gridlogic::binox
