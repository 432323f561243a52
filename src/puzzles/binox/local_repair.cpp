// Fill, then repair (see local_repair.hpp).
#include "puzzles/binox/local_repair.hpp"

#include <algorithm>
#include <cstdlib>
#include <limits>
#include <random>
#include <unordered_map>
#include <vector>

#include "base/portable_random.hpp"

namespace gridlogic::binox {
namespace {

// Run state of a line before a cell: nothing yet, or the last value and how many of it end there.
enum : uint8_t {
  kRunNone = 0,
  kRunX1 = 1,
  kRunX2 = 2,
  kRunO1 = 3,
  kRunO2 = 4,
  kRunStates = 5,
  kRunBad = 255
};

constexpr uint8_t next_state(uint8_t s, bool x) {
  if (x) return s == kRunX2 ? kRunBad : s == kRunX1 ? kRunX2 : kRunX1;
  return s == kRunO2 ? kRunBad : s == kRunO1 ? kRunO2 : kRunO1;
}

constexpr int16_t kEmptyLo = std::numeric_limits<int16_t>::max();

/// A set of small integers with O(1) insert, erase and uniform pick (the violations).
class IndexSet {
 public:
  explicit IndexSet(size_t universe) : pos_(universe, -1) {}
  void insert(int32_t k) {
    if (pos_[k] >= 0) return;
    pos_[k] = static_cast<int32_t>(items_.size());
    items_.push_back(k);
  }
  void erase(int32_t k) {
    const int32_t at = pos_[k];
    if (at < 0) return;
    items_[at] = items_.back();
    pos_[items_[at]] = at;
    items_.pop_back();
    pos_[k] = -1;
  }
  [[nodiscard]] size_t size() const { return items_.size(); }
  [[nodiscard]] int32_t operator[](size_t i) const { return items_[i]; }

 private:
  std::vector<int32_t> pos_;
  std::vector<int32_t> items_;
};

class Repair {
  static constexpr int kSpan = 24;  // cells each side of the target a row move may change
  static constexpr int kBand = 3;   // X-count band of the row programme

 public:
  Repair(const Board& board, const Context& ctx, const LocalRepairOptions& options,
         LocalRepairStats* stats)
      : board_(board),
        rows_(board.rows),
        cols_(board.cols),
        half_row_(board.cols / 2),
        half_col_(board.rows / 2),
        words_(board.cols / 2 / 64 + 1),
        ctx_(ctx),
        options_(options),
        stats_(stats),
        rng_(options.seed),
        bad_windows_(static_cast<size_t>(board.rows) * board.cols),
        off_balance_(static_cast<size_t>(board.cols)) {}

  std::optional<Board> run() {
    if (!column_ranges() || !fill()) return std::nullopt;
    lo_ = {};
    hi_ = {};
    collect_violations();
    if (stats_ != nullptr) stats_->initial_violations = cost();
    if (!repair()) return std::nullopt;
    return grid();
  }

 private:
  // ---- the fill ----------------------------------------------------------------------------

  size_t range_index(int r, int c, uint8_t s) const {
    return (static_cast<size_t>(r) * cols_ + c) * kRunStates + s;
  }

  bool fits_given(int r, int c, bool x) const {
    const Cell given = board_.at(r, c);
    return given == Cell::kEmpty || (given == Cell::kX) == x;
  }

  /// lo_/hi_ for every (row, column, state before the row): the X's rows r.. of the column can
  /// hold with its givens and no three in a line. False when some column has no completion.
  bool column_ranges() {
    const size_t n = static_cast<size_t>(rows_ + 1) * cols_ * kRunStates;
    lo_.assign(n, 0);
    hi_.assign(n, 0);  // below the last row: nothing left, 0 X's
    for (int r = rows_ - 1; r >= 0; --r) {
      for (int c = 0; c < cols_; ++c) {
        for (uint8_t s = 0; s < kRunStates; ++s) {
          int lo = kEmptyLo, hi = -1;
          for (bool x : {true, false}) {
            const uint8_t t = next_state(s, x);
            if (t == kRunBad || !fits_given(r, c, x)) continue;
            const size_t k = range_index(r + 1, c, t);
            if (lo_[k] > hi_[k]) continue;
            lo = std::min(lo, lo_[k] + static_cast<int>(x));
            hi = std::max(hi, hi_[k] + static_cast<int>(x));
          }
          lo_[range_index(r, c, s)] = static_cast<int16_t>(lo);
          hi_[range_index(r, c, s)] = static_cast<int16_t>(hi);
        }
      }
    }
    for (int c = 0; c < cols_; ++c) {
      const size_t k = range_index(0, c, kRunNone);
      if (lo_[k] > half_col_ || hi_[k] < half_col_) return false;
    }
    return true;
  }

  uint8_t value(int r, int c) const { return v_[static_cast<size_t>(r) * cols_ + c]; }

  /// Column c's run state before row r (from the two rows above).
  uint8_t column_state(int r, int c) const {
    uint8_t s = kRunNone;
    for (int k = std::max(0, r - 2); k < r; ++k) s = next_state(s, value(k, c) != 0);
    if (s != kRunBad) return s;
    return value(r - 1, c) != 0 ? uint8_t{kRunX2} : uint8_t{kRunO2};
  }

  /// How badly value x at (r, c) suits its column: 0 when the column can still complete around
  /// it, more when it makes three in a line or leaves a need the column cannot meet; `room`
  /// breaks ties (the distance of the need to the nearer end of the column's range).
  int column_penalty(int r, int c, bool x, int& room) const {
    room = 0;
    const uint8_t t = next_state(column_state(r, c), x);
    if (t == kRunBad) return 4;
    const int need = need_[c] - static_cast<int>(x);
    const size_t k = range_index(r + 1, c, t);
    if (need < lo_[k] || need > hi_[k]) return 2;
    room = std::min(need - lo_[k], hi_[k] - need);
    return 0;
  }

  size_t set_index(int p, int s) const {
    return (static_cast<size_t>(p) * kRunStates + s) * words_;
  }
  bool has(size_t set, int count) const {
    return ((suffix_[set + count / 64] >> (count % 64)) & 1U) != 0;
  }

  /// Every row in turn; false when a row has no completion of its own (no solution) or ctx
  /// expired.
  bool fill() {
    v_.assign(static_cast<size_t>(rows_) * cols_, 0);
    fixed_.assign(v_.size(), 0);
    need_.assign(cols_, half_col_);
    prefer_x_.assign(cols_, 0);
    for (int r = 0; r < rows_; ++r) {
      if (ctx_.expired()) return false;
      if (!fill_row(r)) return false;
    }
    return true;
  }

  bool fill_row(int r) {
    for (int c = 0; c < cols_; ++c) {
      int room_x = 0, room_o = 0;
      const int pen_x = column_penalty(r, c, true, room_x);
      const int pen_o = column_penalty(r, c, false, room_o);
      const bool px = pen_x != pen_o     ? pen_x < pen_o
                      : room_x != room_o ? room_x > room_o
                                         : (rng_() & 1U) != 0;
      prefer_x_[c] = px ? 1 : 0;
    }
    // Suffix sets in sweep order: the X counts the rest of the row can take from each state.
    const bool reverse = (r & 1) != 0;
    auto column_at = [&](int p) { return reverse ? cols_ - 1 - p : p; };
    suffix_.assign(static_cast<size_t>(cols_ + 1) * kRunStates * words_, 0);
    for (int s = 0; s < kRunStates; ++s) suffix_[set_index(cols_, s)] = 1;  // count 0
    for (int p = cols_ - 1; p >= 0; --p) {
      const int c = column_at(p);
      for (int s = 0; s < kRunStates; ++s) {
        uint64_t* out = &suffix_[set_index(p, s)];
        for (bool x : {false, true}) {
          const uint8_t t = next_state(static_cast<uint8_t>(s), x);
          if (t == kRunBad || !fits_given(r, c, x)) continue;
          const uint64_t* in = &suffix_[set_index(p + 1, t)];
          if (!x) {
            for (int w = 0; w < words_; ++w) out[w] |= in[w];
          } else {
            uint64_t carry = 0;
            for (int w = 0; w < words_; ++w) {
              out[w] |= (in[w] << 1) | carry;
              carry = in[w] >> 63;
            }
          }
        }
      }
    }
    if (!has(set_index(0, kRunNone), half_row_)) return false;
    uint8_t s = kRunNone;
    int left = half_row_;
    for (int p = 0; p < cols_; ++p) {
      const int c = column_at(p);
      for (int k = 0; k < 2; ++k) {
        const bool x = (prefer_x_[c] != 0) == (k == 0);
        const uint8_t t = next_state(s, x);
        const int rest = left - static_cast<int>(x);
        if (t == kRunBad || rest < 0 || !fits_given(r, c, x) || !has(set_index(p + 1, t), rest))
          continue;
        const size_t at = static_cast<size_t>(r) * cols_ + c;
        v_[at] = x ? 1 : 0;
        fixed_[at] = board_.at(r, c) != Cell::kEmpty ? 1 : 0;
        need_[c] -= static_cast<int>(x);
        s = t;
        left = rest;
        break;
      }
    }
    return true;
  }

  // ---- the repair --------------------------------------------------------------------------

  bool window_bad(int r, int c) const {
    const uint8_t a = value(r, c);
    return value(r + 1, c) == a && value(r + 2, c) == a;
  }

  void update_window(int r, int c) {
    if (r < 0 || r + 2 >= rows_) return;
    const int32_t id = r * cols_ + c;
    if (window_bad(r, c)) {
      bad_windows_.insert(id);
    } else {
      bad_windows_.erase(id);
    }
  }

  void update_balance(int c) {
    if (col_nx_[c] != half_col_) {
      off_balance_.insert(c);
    } else {
      off_balance_.erase(c);
    }
  }

  void collect_violations() {
    col_nx_.assign(cols_, 0);
    for (int r = 0; r < rows_; ++r) {
      for (int c = 0; c < cols_; ++c) col_nx_[c] += value(r, c);
    }
    for (int c = 0; c < cols_; ++c) {
      update_balance(c);
      for (int r = 0; r + 2 < rows_; ++r) update_window(r, c);
    }
  }

  uint64_t cost() const {
    uint64_t total = kWindowWeight * bad_windows_.size();
    for (size_t i = 0; i < off_balance_.size(); ++i)
      total += static_cast<uint64_t>(std::abs(col_nx_[off_balance_[i]] - half_col_));
    return total;
  }

  /// The change of the column violations when (r, c) flips (rows are never wrong).
  int flip_delta(int r, int c) const {
    const uint8_t old_v = value(r, c);
    const uint8_t new_v = old_v ^ 1U;
    int delta = 0;
    for (int s = std::max(0, r - 2); s <= std::min(r, rows_ - 3); ++s) {
      int same_old = 0, same_new = 0;
      for (int k = s; k < s + 3; ++k) {
        if (k == r) continue;
        const uint8_t u = value(k, c);
        same_old += u == old_v ? 1 : 0;
        same_new += u == new_v ? 1 : 0;
      }
      delta += (same_new == 2 ? 1 : 0) - (same_old == 2 ? 1 : 0);
    }
    const int excess = col_nx_[c] - half_col_;
    const int after = excess + (new_v != 0 ? 1 : -1);
    return kWindowWeight * delta + std::abs(after) - std::abs(excess);
  }

  /// A span of row r for the row programme: cells lo..hi may change, (r, target) must, and the
  /// two cells after hi keep their values but are checked. end_cost / end_k: the cheapest way
  /// through for each change of the span's X count (-1, 0, +1 at index 0, 1, 2).
  struct Span {
    int lo = 0, hi = 0, n = 0;
    int end_cost[3] = {};
    int end_k[3] = {};
    std::vector<int> delta;  // column change when cell lo + i flips
    std::vector<int> dp;     // cost by (i, run state, X count change + kBand)
    std::vector<uint16_t> from;
  };

  static constexpr int kWidth = 2 * kBand + 1;
  static constexpr int kInf = std::numeric_limits<int>::max() / 2;

  /// The row programme over a span: a dynamic programme over (position, run state, X's so far
  /// minus the current row's) that keeps the row valid, with the column change of each flipped
  /// cell as its cost (scaled, plus a little noise for tie-breaking). The band on the X count
  /// keeps it small; it finds the chains of flips a swap of two cells cannot make (XOX.. where
  /// mending a column needs three cells of one row to change together). False when the span
  /// has no valid content that flips the target.
  bool run_span(int r, int target, Span& sp) {
    sp.lo = std::max(0, target - kSpan);
    sp.hi = std::min(cols_ - 1, target + kSpan);
    const int end = std::min(cols_, sp.hi + 3);
    sp.n = end - sp.lo;
    const uint8_t* cur = &v_[static_cast<size_t>(r) * cols_];
    sp.delta.resize(sp.n);
    const size_t layer = static_cast<size_t>(kRunStates) * kWidth;
    sp.dp.assign(static_cast<size_t>(sp.n + 1) * layer, kInf);
    sp.from.resize(sp.dp.size());
    uint8_t start = kRunNone;
    for (int c = std::max(0, sp.lo - 2); c < sp.lo; ++c) start = next_state(start, cur[c] != 0);
    if (start == kRunBad) start = cur[sp.lo - 1] != 0 ? uint8_t{kRunX2} : uint8_t{kRunO2};
    sp.dp[static_cast<size_t>(start) * kWidth + kBand] = 0;
    for (int i = 0; i < sp.n; ++i) {
      const int c = sp.lo + i;
      const bool can_flip = c <= sp.hi && movable(r, c);
      sp.delta[i] = can_flip ? flip_delta(r, c) : 0;
      const int flip_cost =
          sp.delta[i] * static_cast<int>(kNoiseScale) + static_cast<int>(rng_() % kNoise);
      const int* in = &sp.dp[static_cast<size_t>(i) * layer];
      int* out = &sp.dp[static_cast<size_t>(i + 1) * layer];
      uint16_t* back = &sp.from[static_cast<size_t>(i + 1) * layer];
      for (int st = 0; st < kRunStates; ++st) {
        for (int o = 0; o < kWidth; ++o) {
          const int here = in[st * kWidth + o];
          if (here >= kInf) continue;
          for (int x = 0; x < 2; ++x) {
            const bool flips = x != cur[c];
            if (flips ? !can_flip : c == target) continue;
            const uint8_t t = next_state(static_cast<uint8_t>(st), x != 0);
            const int o2 = o + x - cur[c];
            if (t == kRunBad || o2 < 0 || o2 >= kWidth) continue;
            const int cost = here + (flips ? flip_cost : 0);
            const size_t k = static_cast<size_t>(t) * kWidth + o2;
            if (cost < out[k]) {
              out[k] = cost;
              back[k] = static_cast<uint16_t>((st * kWidth + o) * 2 + x);
            }
          }
        }
      }
    }
    const int* last = &sp.dp[static_cast<size_t>(sp.n) * layer];
    bool any = false;
    for (int g = 0; g < 3; ++g) {
      sp.end_cost[g] = kInf;
      for (int st = 0; st < kRunStates; ++st) {
        const int k = st * kWidth + kBand - 1 + g;
        if (last[k] < sp.end_cost[g]) {
          sp.end_cost[g] = last[k];
          sp.end_k[g] = k;
          any = true;
        }
      }
    }
    return any;
  }

  /// Writes the span's new values for X count change g - 1 into `row`; returns their true
  /// column change.
  int apply_span(const Span& sp, int g, uint8_t* row) const {
    const size_t layer = static_cast<size_t>(kRunStates) * kWidth;
    size_t k = static_cast<size_t>(sp.end_k[g]);
    int total = 0;
    for (int i = sp.n - 1; i >= 0; --i) {
      const uint16_t b = sp.from[static_cast<size_t>(i + 1) * layer + k];
      const uint8_t x = static_cast<uint8_t>(b & 1U);
      if (x != row[sp.lo + i]) {
        row[sp.lo + i] = x;
        total += sp.delta[i];
      }
      k = b / 2;
    }
    return total;
  }

  /// The best move of row r that flips (r, target): a span around the target that keeps the
  /// row's count, or one that gains (loses) an X together with a second span, far enough away
  /// not to touch it, around a partner column that loses (gains) one. Partners are columns off
  /// their balance first, so an X travels straight to a column that needs it, and a few random
  /// columns. Updates best_* when the move is at least as good as the best so far.
  void consider_row(int r, int target) {
    if (!movable(r, target) || !run_span(r, target, span_a_)) return;
    int best = span_a_.end_cost[1];
    int best_g = 1;
    bool have_b = false;
    for (int k = 0; k < kPartners; ++k) {
      int d = 0;
      if (k < kPartners / 2 && off_balance_.size() > 0) {
        d = off_balance_[rng_() % off_balance_.size()];
      } else {
        d = static_cast<int>(rng_() % static_cast<uint64_t>(cols_));
      }
      if (std::abs(d - target) <= 2 * kSpan + 4 || !movable(r, d)) continue;
      if (!run_span(r, d, span_b_)) continue;
      bool better = false;
      for (int g : {0, 2}) {
        if (span_a_.end_cost[g] >= kInf || span_b_.end_cost[2 - g] >= kInf) continue;
        const int cost = span_a_.end_cost[g] + span_b_.end_cost[2 - g];
        if (cost < best) {
          best = cost;
          best_g = g;
          better = true;
        }
      }
      if (better) {
        have_b = true;
        std::swap(span_best_b_, span_b_);  // keep this partner's programme
      }
    }
    // Or a single flip anywhere outside the span (and its two-cell margins) that is valid in
    // the row on its own: the cheapest partner when the row has such cells.
    int single = -1;
    const int a_end = std::min(cols_, span_a_.hi + 3);
    for (int d = 0; d < cols_; ++d) {
      if ((d > span_a_.lo - 3 && d < a_end) || !movable(r, d) || !single_flip_ok(r, d)) continue;
      const int g = value(r, d) != 0 ? 2 : 0;  // X -> O pays for a span that gained an X
      if (span_a_.end_cost[g] >= kInf) continue;
      const int cost = span_a_.end_cost[g] + flip_delta(r, d) * static_cast<int>(kNoiseScale) +
                       static_cast<int>(rng_() % kNoise);
      if (cost < best) {
        best = cost;
        best_g = g;
        have_b = false;
        single = d;
      }
    }
    if (best >= kInf) return;
    const uint8_t* cur = &v_[static_cast<size_t>(r) * cols_];
    candidate_.assign(cur, cur + cols_);
    int total = apply_span(span_a_, best_g, candidate_.data());
    if (have_b) total += apply_span(span_best_b_, 2 - best_g, candidate_.data());
    if (single >= 0) {
      candidate_[single] ^= 1U;
      total += flip_delta(r, single);
    }
    if (total > best_delta_) return;
    if (total < best_delta_) {
      best_delta_ = total;
      ties_ = 0;
    }
    if (rng_() % static_cast<uint64_t>(++ties_) == 0) {
      best_r_ = r;
      best_row_.swap(candidate_);
    }
  }

  /// True when flipping (r, d) alone leaves row r without three in a line.
  bool single_flip_ok(int r, int d) const {
    const uint8_t* row = &v_[static_cast<size_t>(r) * cols_];
    const uint8_t x = row[d] ^ 1U;
    auto at = [&](int c) { return c == d ? x : row[c]; };
    for (int s = std::max(0, d - 2); s <= std::min(d, cols_ - 3); ++s) {
      if (at(s) == at(s + 1) && at(s + 1) == at(s + 2)) return false;
    }
    return true;
  }

  void flip(int r, int c) {
    const size_t at = static_cast<size_t>(r) * cols_ + c;
    v_[at] ^= 1U;
    col_nx_[c] += v_[at] != 0 ? 1 : -1;
    tabu_until_[at] = moves_ + kTabu;
    update_balance(c);
    for (int s = r - 2; s <= r; ++s) update_window(s, c);
  }

  bool movable(int r, int c) const {
    const size_t at = static_cast<size_t>(r) * cols_ + c;
    return fixed_[at] == 0 && tabu_until_[at] <= moves_;
  }

  /// Forgets the best move so far, before a new round of consider_row().
  void reset_best() {
    best_delta_ = std::numeric_limits<int>::max();
    ties_ = 0;
    best_r_ = -1;
  }

  /// Finds and makes one move through (r, c); uphill only sometimes, unless `always`.
  void move_through(int r, int c, bool always) {
    reset_best();
    consider_row(r, c);
    make_best_move(always);
  }

  /// Makes the best move consider_row() found, if any; uphill only sometimes, unless `always`.
  void make_best_move(bool always) {
    if (best_r_ < 0) return;
    if (!always && best_delta_ > 0 && rng_() % 100 >= kUphillPercent) return;
    for (int c = 0; c < cols_; ++c) {
      if (best_row_[c] != value(best_r_, c)) flip(best_r_, c);
    }
  }

  /// Min-conflicts until no column is wrong; then lines that came out equal are disturbed and
  /// the repair goes on. False when the budget ran out or ctx expired.
  bool repair() {
    tabu_until_.assign(v_.size(), 0);
    size_t open = 0;
    for (uint8_t f : fixed_) open += f == 0 ? 1 : 0;
    const uint64_t budget = options_.max_moves != 0 ? options_.max_moves : kBaseMoves + open / 8;
    for (moves_ = 1;; ++moves_) {
      if (moves_ > budget || ((moves_ & 255U) == 0 && ctx_.expired())) {
        if (stats_ != nullptr) {
          stats_->moves = moves_ - 1;
          stats_->final_violations = cost();
        }
        return false;
      }
      const size_t wrong = bad_windows_.size() + off_balance_.size();
      if (wrong == 0) {
        const std::vector<std::pair<int, int>> equal = equal_lines();
        if (equal.empty()) break;
        // Disturb one cell of each line that equals another: a forced move through it.
        for (auto [row, col] : equal) {
          for (int tries = 0; tries < 64; ++tries) {
            const int r = row >= 0 ? row : portable::below(rng_, rows_);
            const int c = col >= 0 ? col : portable::below(rng_, cols_);
            if (!movable(r, c)) continue;
            move_through(r, c, true);
            break;
          }
        }
        continue;
      }
      reset_best();
      const size_t pick = rng_() % wrong;
      if (pick < bad_windows_.size()) {
        const int32_t id = bad_windows_[pick];
        const int r0 = id / cols_, c = id % cols_;
        for (int r = r0; r < r0 + 3; ++r) consider_row(r, c);
      } else {
        const int c = off_balance_[pick - bad_windows_.size()];
        const uint8_t surplus = col_nx_[c] > half_col_ ? 1 : 0;  // the value to flip away
        for (int tries = 0, found = 0; tries < 64 && found < kBalanceCandidates; ++tries) {
          const int r = portable::below(rng_, rows_);
          if (value(r, c) != surplus || !movable(r, c)) continue;
          ++found;
          consider_row(r, c);
        }
      }
      make_best_move(false);
    }
    if (stats_ != nullptr) stats_->moves = moves_ - 1;
    return true;
  }

  // ---- the result --------------------------------------------------------------------------

  /// Lines equal to an earlier line of their orientation: (row, -1) or (-1, column).
  std::vector<std::pair<int, int>> equal_lines() const {
    std::vector<std::pair<int, int>> out;
    auto scan = [&](int lines, int length, auto cell, auto record) {
      std::unordered_multimap<uint64_t, int> seen;
      for (int i = 0; i < lines; ++i) {
        uint64_t hash = 0xcbf29ce484222325ULL;
        for (int k = 0; k < length; ++k) hash = (hash ^ cell(i, k)) * 0x100000001B3ULL;
        auto [lo, hi] = seen.equal_range(hash);
        bool equal = false;
        for (auto it = lo; it != hi && !equal; ++it) {
          equal = true;
          for (int k = 0; k < length && equal; ++k) equal = cell(i, k) == cell(it->second, k);
        }
        if (equal) {
          record(i);
        } else {
          seen.emplace(hash, i);
        }
      }
    };
    scan(
        rows_, cols_, [&](int r, int c) { return value(r, c); },
        [&](int r) { out.emplace_back(r, -1); });
    scan(
        cols_, rows_, [&](int c, int r) { return value(r, c); },
        [&](int c) { out.emplace_back(-1, c); });
    return out;
  }

  Board grid() const {
    Board out(rows_, cols_);
    for (size_t i = 0; i < v_.size(); ++i) out.cells[i] = v_[i] != 0 ? Cell::kX : Cell::kO;
    return out;
  }

  static constexpr uint64_t kTabu = 8;
  // A window of three counts as two units of balance: mending it by a row move costs two
  // columns one unit each, and that trade must not be uphill (the columns are evened out
  // later by moves elsewhere), or the search stalls on a few windows.
  static constexpr int kWindowWeight = 2;
  static constexpr int kBalanceCandidates = 4;
  // Default move budget: measured, 1000 x 1000 boards at 0-95 % revealed took 1,300-26,000
  // moves (about 0.1 ms each), so this leaves a wide margin and still ends an unsolvable board
  // in seconds.
  static constexpr uint64_t kBaseMoves = 20000;
  static constexpr int kPartners = 6;  // partner spans tried per move (half off balance)
  // Random tie-breaking inside the programme: a cost unit is kNoiseScale, and each flipped cell
  // adds below kNoise, so up to kNoiseScale / kNoise flips never outweigh a unit.
  static constexpr uint64_t kNoiseScale = 32;
  static constexpr uint64_t kNoise = 4;
  static constexpr uint64_t kUphillPercent = 20;  // uphill moves taken this often

  const Board& board_;
  const int rows_, cols_, half_row_, half_col_, words_;
  const Context& ctx_;
  const LocalRepairOptions& options_;
  LocalRepairStats* stats_;
  std::mt19937_64 rng_;

  std::vector<int16_t> lo_, hi_;  // column ranges, range_index (the fill only)
  std::vector<int> need_;         // X's each column still needs below the filled rows
  std::vector<uint8_t> prefer_x_;
  std::vector<uint64_t> suffix_;  // the row's suffix count sets, set_index

  std::vector<uint8_t> v_;      // the grid, 1 = X
  std::vector<uint8_t> fixed_;  // givens
  std::vector<int> col_nx_;     // X's per column
  std::vector<uint64_t> tabu_until_;
  IndexSet bad_windows_;  // column windows of three equal cells, by top cell r * cols + c
  IndexSet off_balance_;  // columns with other than rows / 2 X's
  uint64_t moves_ = 0;
  int best_delta_ = 0;
  uint64_t ties_ = 0;
  int best_r_ = -1;
  std::vector<uint8_t> best_row_, candidate_;  // new contents of row best_r_
  Span span_a_, span_b_, span_best_b_;
};

}  // namespace

std::optional<Board> local_repair(const Board& board, const Context& ctx,
                                  const LocalRepairOptions& options, LocalRepairStats* stats) {
  if (board.rows < 4 || board.cols < 4 || board.rows % 2 != 0 || board.cols % 2 != 0)
    return std::nullopt;
  return Repair(board, ctx, options, stats).run();
}

}  // namespace gridlogic::binox
