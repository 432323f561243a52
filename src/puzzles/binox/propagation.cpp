// Propagation: the rules of binox's table (rules.hpp), cheapest first, to a fixpoint.
//
//   1. pairs and sandwiches: XX -> O on both ends, X.X -> O in the middle (shifts and ANDs);
//   2. balance: a line holding all its X's gets O's everywhere else (popcounts);
//   3. line analysis: an exact dynamic programme over (position, last run, X count) with the X
//      counts kept as bit sets, so each step is a few word operations. A cell value that no
//      completion of the line allows is removed. This covers every "subtler counting" deduction
//      of one line (e.g. X.. ..X with two X's left);
//      Lines of more than 127 open cells take a sound interval relaxation (line_analysis.hpp);
//   4. distinct lines: a line with at most 8 open cells drops the completions equal to a
//      complete line and keeps what the rest agree on; two equal complete lines contradict;
//   5. the flow rule (balance_flow.hpp, boards of 40 x 40 and more): balance of all lines at
//      once as a transportation problem; forces what every feasible flow agrees on.
//
// Why sound: each rule removes only values that no valid completion of the line (or, for the
// flow, of the grid) takes, so every solution survives propagation; a line left without a value
// proves the position has none.
// What it costs: rules 1 and 2 are O(line / 64) a line and run off a queue of the lines an
// assignment touched; rule 3 is O(n * open / 64) and runs only when the cheap rules are quiet;
// rule 4 enumerates at most 2^8 completions of a nearly complete line, and only for lines whose
// open count or completeness changed; rule 5 is global and runs last, outside probes.
//
// Each rule's forcing is one function (forced_by_pairs, forced_by_sandwiches, add_balance,
// the line analyser, distinct_forced); line_forced reports what one of them forces on one line,
// which is how explain names the rule of each step without repeating the deduction.
#include <algorithm>
#include <bit>

#include "puzzles/binox/solver_state.hpp"

namespace gridlogic::binox {
namespace {

// out bit i = a bit i + k (k = 1 or 2).
void shift_down(const uint64_t* a, uint64_t* out, int w, int k) {
  for (int i = 0; i < w; ++i) out[i] = (a[i] >> k) | (i + 1 < w ? a[i + 1] << (64 - k) : 0);
}
// out bit i = a bit i - k, clipped to the line.
void shift_up(const uint64_t* a, uint64_t* out, int w, int k, uint64_t mask) {
  for (int i = w - 1; i >= 0; --i) out[i] = (a[i] << k) | (i > 0 ? a[i - 1] >> (64 - k) : 0);
  out[w - 1] &= mask;
}

/// Rule "pair": the cells that pairs (XX) of `v` force to the other colour, both ends of each.
void forced_by_pairs(const uint64_t* v, uint64_t* forced, int w, uint64_t mask) {
  if (w == 1) {  // the common case, in registers
    const uint64_t pair = v[0] & (v[0] >> 1);
    forced[0] = ((pair >> 1) | (pair << 2)) & mask;
    return;
  }
  uint64_t d1[kMaxWords], pair[kMaxWords], t[kMaxWords];
  shift_down(v, d1, w, 1);
  for (int i = 0; i < w; ++i) pair[i] = v[i] & d1[i];  // bit i: cells i, i+1 equal
  shift_down(pair, forced, w, 1);                      // cell i-1 of a pair at i
  shift_up(pair, t, w, 2, mask);                       // cell i+2
  for (int i = 0; i < w; ++i) forced[i] |= t[i];
}

/// Rule "sandwich": the cells that sandwiches (X.X) of `v` force to the other colour, the middle.
void forced_by_sandwiches(const uint64_t* v, uint64_t* forced, int w, uint64_t mask) {
  if (w == 1) {
    forced[0] = ((v[0] & (v[0] >> 2)) << 1) & mask;
    return;
  }
  uint64_t d2[kMaxWords], sandwich[kMaxWords];
  shift_down(v, d2, w, 2);
  for (int i = 0; i < w; ++i) sandwich[i] = v[i] & d2[i];  // bit i: cells i, i+2 equal
  shift_up(sandwich, forced, w, 1, mask);                  // cell i+1
}

/// Both at once, as the queue of cheap rules applies them.
void forced_by_threes(const uint64_t* v, uint64_t* forced, int w, uint64_t mask) {
  uint64_t t[kMaxWords];
  forced_by_pairs(v, forced, w, mask);
  forced_by_sandwiches(v, t, w, mask);
  for (int i = 0; i < w; ++i) forced[i] |= t[i];
}

/// Rule "balance" on one word of a line: a line holding all its X's (x_full) forces its empty
/// cells to O, and one holding all its O's forces them to X.
void add_balance(bool x_full, bool o_full, uint64_t empty, uint64_t& to_x, uint64_t& to_o) {
  if (x_full) to_o |= empty;
  if (o_full) to_x |= empty;
}

}  // namespace

Solver::Solver(const Board& board, const Context& ctx, const SearchOptions& options)
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
      rng_(options.seed),
      ctx_(ctx) {
  open_cells_ = static_cast<int64_t>(board.rows) * board.cols;
  trail_.reserve(board.cells.size());
  for (int r = 0; r < rows_; ++r) {
    for (int c = 0; c < cols_; ++c) {
      Cell v = board.at(r, c);
      if (v != Cell::kEmpty && !assign(r, c, v == Cell::kX)) initial_conflict_ = true;
    }
  }
  trail_.clear();  // givens are never undone
  distinct_events_.clear();
  for (int id = 0; id < rows_ + cols_; ++id) {
    enqueue(id);
    distinct_events_.push_back(id);
  }
}

Board Solver::board() const {
  Board b(rows_, cols_);
  for (int r = 0; r < rows_; ++r) {
    const uint64_t* x = &rx_[static_cast<size_t>(r) * row_words_];
    const uint64_t* o = &ro_[static_cast<size_t>(r) * row_words_];
    for (int c = 0; c < cols_; ++c) {
      if ((x[c >> 6] >> (c & 63)) & 1U)
        b.at(r, c) = Cell::kX;
      else if ((o[c >> 6] >> (c & 63)) & 1U)
        b.at(r, c) = Cell::kO;
    }
  }
  return b;
}

bool Solver::assign(int r, int c, bool value_x) {
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
  trail_.push_back(static_cast<uint32_t>(r) * static_cast<uint32_t>(cols_) +
                   static_cast<uint32_t>(c));
  --open_cells_;
  flow_dirty_ = true;
  // Rule 4 can only fire after a line reaches two empty cells or becomes complete.
  const int row_empty = cols_ - nx_[r] - no_[r];
  const int col_empty = rows_ - nx_[rows_ + c] - no_[rows_ + c];
  if (row_empty <= kEnumOpen) distinct_events_.push_back(r);
  if (col_empty <= kEnumOpen) distinct_events_.push_back(rows_ + c);
  enqueue(r);
  enqueue(rows_ + c);
  mark_analysis(r);
  mark_analysis(rows_ + c);
  return true;
}

void Solver::undo_to(size_t size) {
  while (trail_.size() > size) {
    uint32_t cell = trail_.back();
    trail_.pop_back();
    int r = static_cast<int>(cell / static_cast<uint32_t>(cols_));
    int c = static_cast<int>(cell % static_cast<uint32_t>(cols_));
    scan_row_ = std::min(scan_row_, r);  // row_major: this row is open again
    ++open_cells_;
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

bool Solver::assign_mask(int id, const uint64_t* mask, int words, bool value_x) {
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

bool Solver::cheap_rules(int id) {
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
    add_balance(x_full, o_full, empty[w], to_x[w], to_o[w]);
    to_o[w] &= empty[w];
    to_x[w] &= empty[w];
    if (to_o[w] & to_x[w]) return false;
    any = any || (to_o[w] | to_x[w]) != 0;
  }
  if (!any) return true;
  return assign_mask(id, to_o, l.words, false) && assign_mask(id, to_x, l.words, true);
}

bool Solver::distinct_from_complete(int id, const Line& l) {
  const int begin = id < rows_ ? 0 : rows_;
  const int end = id < rows_ ? rows_ : rows_ + cols_;
  for (int other = begin; other < end; ++other) {
    if (other == id || nx_[other] + no_[other] != l.n) continue;
    const uint64_t* ox = line(other).x;
    if (std::equal(l.x, l.x + l.words, ox)) return false;
  }
  return true;
}

bool Solver::analyse_line(int id) {
  if (open_in(id) == 0) return true;
  uint64_t to_x[kMaxWords], to_o[kMaxWords];
  if (!line_forced(BinoxRule::kLineAnalysis, id, to_x, to_o)) return false;
  const int words = line(id).words;
  return assign_mask(id, to_o, words, false) && assign_mask(id, to_x, words, true);
}

bool Solver::matches(int id, int other) {
  Line l = line(id);
  const uint64_t* ox = line(other).x;
  for (int w = 0; w < l.words; ++w) {
    if ((l.x[w] & ~ox[w]) | (l.o[w] & ox[w])) return false;
  }
  return true;
}

bool Solver::distinct_forced(int id, uint64_t* to_x, uint64_t* to_o, int* witness) {
  Line l = line(id);
  std::fill(to_x, to_x + l.words, 0);
  std::fill(to_o, to_o + l.words, 0);
  if (witness != nullptr) *witness = -1;
  const int open = l.n - nx_[id] - no_[id];
  if (open == 0 || open > kEnumOpen) return true;
  const int begin = id < rows_ ? 0 : rows_;
  const int end = id < rows_ ? rows_ : rows_ + cols_;
  int pos[kEnumOpen];
  int k = 0;
  for (int w = 0; w < l.words; ++w) {
    uint64_t empty = ~(l.x[w] | l.o[w]);
    if (w == l.words - 1) empty &= last_mask(l.n);
    while (empty != 0) {
      pos[k++] = w * 64 + std::countr_zero(empty);
      empty &= empty - 1;
    }
  }
  // Patterns (bit j = open cell j is X) of the complete lines that match, and those lines.
  uint32_t banned[1u << kEnumOpen];
  int banned_line[1u << kEnumOpen];
  int num_banned = 0;
  for (int other = begin; other < end; ++other) {
    if (other == id || nx_[other] + no_[other] != l.n || !matches(id, other)) continue;
    const uint64_t* ox = line(other).x;
    uint32_t pattern = 0;
    for (int j = 0; j < open; ++j)
      pattern |= static_cast<uint32_t>((ox[pos[j] >> 6] >> (pos[j] & 63)) & 1U) << j;
    banned_line[num_banned] = other;
    banned[num_banned++] = pattern;
    if (num_banned == (1 << kEnumOpen)) break;
  }
  if (num_banned == 0) return true;
  const int need = l.n / 2 - nx_[id];
  auto value_at = [&](int i, uint32_t mask) -> int {  // 1 = X, 0 = O
    if ((l.x[i >> 6] >> (i & 63)) & 1U) return 1;
    if ((l.o[i >> 6] >> (i & 63)) & 1U) return 0;
    for (int j = 0; j < open; ++j) {
      if (pos[j] == i) return static_cast<int>((mask >> j) & 1U);
    }
    return 0;  // unreachable: every cell is set or open
  };
  uint32_t all_x = ~uint32_t{0}, any_x = 0;
  bool some = false;
  for (uint32_t mask = 0; mask < (1u << open); ++mask) {
    if (std::popcount(mask) != need) continue;
    const uint32_t* ban = std::find(banned, banned + num_banned, mask);
    if (ban != banned + num_banned) {
      if (witness != nullptr && *witness < 0) *witness = banned_line[ban - banned];
      continue;
    }
    bool ok = true;
    for (int j = 0; j < open && ok; ++j) {
      for (int start = std::max(0, pos[j] - 2); start <= std::min(pos[j], l.n - 3) && ok; ++start) {
        const int v = value_at(start, mask);
        ok = !(value_at(start + 1, mask) == v && value_at(start + 2, mask) == v);
      }
    }
    if (!ok) continue;
    some = true;
    all_x &= mask;
    any_x |= mask;
  }
  if (!some) return false;
  for (int j = 0; j < open; ++j) {
    const bool always_x = (all_x >> j) & 1U;
    const bool never_x = ((any_x >> j) & 1U) == 0;
    if (always_x) to_x[pos[j] >> 6] |= uint64_t{1} << (pos[j] & 63);
    if (never_x) to_o[pos[j] >> 6] |= uint64_t{1} << (pos[j] & 63);
  }
  return true;
}

bool Solver::exclude_equal_completions(int id, bool& progress) {
  uint64_t to_x[kMaxWords], to_o[kMaxWords];
  if (!distinct_forced(id, to_x, to_o, nullptr)) return false;
  // In line order, one cell at a time: the trail order steers the local branching.
  Line l = line(id);
  for (int w = 0; w < l.words; ++w) {
    uint64_t forced = to_x[w] | to_o[w];
    while (forced != 0) {
      const int i = w * 64 + std::countr_zero(forced);
      forced &= forced - 1;
      int r = 0, c = 0;
      cell_of(id, i, r, c);
      if (!assign(r, c, ((to_x[w] >> (i & 63)) & 1U) != 0)) return false;
      progress = true;
    }
  }
  return true;
}

bool Solver::line_forced(BinoxRule rule, int id, uint64_t* to_x, uint64_t* to_o, int* witness) {
  if (rule == BinoxRule::kDistinctCompletions) return distinct_forced(id, to_x, to_o, witness);
  Line l = line(id);
  const uint64_t mask = last_mask(l.n);
  uint64_t empty[kMaxWords];
  for (int w = 0; w < l.words; ++w) {
    empty[w] = ~(l.x[w] | l.o[w]) & (w == l.words - 1 ? mask : ~uint64_t{0});
    to_x[w] = 0;
    to_o[w] = 0;
  }
  switch (rule) {
    case BinoxRule::kPair:
      forced_by_pairs(l.x, to_o, l.words, mask);
      forced_by_pairs(l.o, to_x, l.words, mask);
      break;
    case BinoxRule::kSandwich:
      forced_by_sandwiches(l.x, to_o, l.words, mask);
      forced_by_sandwiches(l.o, to_x, l.words, mask);
      break;
    case BinoxRule::kBalance:
      for (int w = 0; w < l.words; ++w) {
        add_balance(nx_[id] == l.n / 2, no_[id] == l.n / 2, empty[w], to_x[w], to_o[w]);
      }
      break;
    case BinoxRule::kLineAnalysis:
      if (open_in(id) > 0 && !analyzer_.analyze(l.x, l.o, l.n, to_x, to_o)) return false;
      break;
    default:  // contradiction and guess are not rules of one line
      return true;
  }
  for (int w = 0; w < l.words; ++w) {
    to_x[w] &= empty[w];
    to_o[w] &= empty[w];
    if (to_x[w] & to_o[w]) return false;
  }
  return true;
}

bool Solver::distinct_lines(bool& progress) {
  std::vector<int> events;
  events.swap(distinct_events_);
  for (int id : events) {
    const int n = id < rows_ ? cols_ : rows_;
    const int open = n - nx_[id] - no_[id];
    if (open > 0) {
      if (!exclude_equal_completions(id, progress)) return false;
      continue;
    }
    const int begin = id < rows_ ? 0 : rows_;
    const int end = id < rows_ ? rows_ : rows_ + cols_;
    for (int other = begin; other < end; ++other) {
      const int other_open = n - nx_[other] - no_[other];
      if (other == id || other_open == 0 || other_open > kEnumOpen || !matches(other, id)) continue;
      if (!exclude_equal_completions(other, progress)) return false;
    }
  }
  return true;
}

bool Solver::drain_queue() {
  while (!queue_.empty()) {
    if (stop_()) return true;  // the caller sees stopped()
    int id = queue_.back();
    queue_.pop_back();
    queued_[id] = 0;
    if (!cheap_rules(id)) return false;
  }
  return true;
}

bool Solver::propagate() {
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
    if (!distinct_events_.empty()) {
      if (!distinct_lines(progress)) return false;
      if (progress) continue;
    }
    if (!flow_wanted()) return true;
    flow_dirty_ = false;
    if (!balance_flow(progress)) return false;
    if (!progress) return true;
  }
}

bool Solver::flow_wanted() const {
  return options_.balance_flow && flow_dirty_ && !in_probe_ && open_cells_ > 0 &&
         open_cells_ <= kFlowMaxOpen && static_cast<int64_t>(rows_) * cols_ >= kFlowMinCells;
}

bool Solver::balance_flow(bool& progress) {
  flow_cells_.clear();
  row_need_.resize(static_cast<size_t>(rows_));
  col_need_.resize(static_cast<size_t>(cols_));
  for (int r = 0; r < rows_; ++r) {
    row_need_[r] = cols_ / 2 - nx_[r];
    const uint64_t* x = &rx_[static_cast<size_t>(r) * row_words_];
    const uint64_t* o = &ro_[static_cast<size_t>(r) * row_words_];
    for (int w = 0; w < row_words_; ++w) {
      uint64_t empty = ~(x[w] | o[w]);
      if (w == row_words_ - 1) empty &= last_mask(cols_);
      while (empty != 0) {
        const int c = w * 64 + std::countr_zero(empty);
        empty &= empty - 1;
        flow_cells_.push_back(static_cast<uint32_t>(r) * static_cast<uint32_t>(cols_) +
                              static_cast<uint32_t>(c));
      }
    }
  }
  for (int c = 0; c < cols_; ++c) col_need_[c] = rows_ / 2 - nx_[rows_ + c];
  if (!flow_.analyze(rows_, cols_, flow_cells_, row_need_, col_need_, flow_forced_)) return false;
  for (size_t k = 0; k < flow_cells_.size(); ++k) {
    if (flow_forced_[k] == 0) continue;
    const int r = static_cast<int>(flow_cells_[k] / static_cast<uint32_t>(cols_));
    const int c = static_cast<int>(flow_cells_[k] % static_cast<uint32_t>(cols_));
    if (!assign(r, c, flow_forced_[k] == 1)) return false;
    progress = true;
  }
  ++flow_runs_;
  return true;
}

void Solver::restore_fixpoint() {
  clear_queue();
  for (int id : analysis_list_) analysis_dirty_[id] = 0;
  analysis_list_.clear();
  distinct_events_.clear();
  if (!in_probe_) flow_dirty_ = false;
}

}  // namespace gridlogic::binox
