// The native Binox solver; see solver.hpp for the layout and the rules.
#include "puzzles/binox/solver.hpp"

#include <algorithm>
#include <bit>
#include <optional>
#include <random>
#include <string>

#include "puzzles/binox/balance_flow.hpp"
#include "puzzles/binox/empty_count.hpp"
#include "puzzles/binox/line_analysis.hpp"
#include "puzzles/binox/local_repair.hpp"
#include "puzzles/binox/sat_finish.hpp"
#include "puzzles/binox/valid_grids.hpp"

namespace gridlogic::binox {
namespace {

constexpr int kMaxWords = kMaxSide / 64;

int words_for(int bits) {
  return (bits + 63) / 64;
}
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
  if (w == 1) {  // the common case, in registers
    const uint64_t a = v[0];
    const uint64_t pair = a & (a >> 1);
    forced[0] = ((pair >> 1) | (pair << 2) | ((a & (a >> 2)) << 1)) & mask;
    return;
  }
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

  SearchResult run() {
    SearchResult result;
    if (initial_conflict_) {
      result.status = Status::kUnsolvable;
      result.complete = true;
      return result;
    }
    const bool partition =
        options_.limit >= 2 && options_.limit <= kPartitionLimit && !options_.randomize;
    if (partition) {
      run_partition(result);
    } else if (options_.limit == 1 && options_.max_nodes == 0) {
      result.complete = solve_with_restarts(result);
    } else {
      const bool ok = propagate();
      result.complete = dfs(result, ok, options_.limit);
    }
    if (stop_.stopped() || result.status == Status::kTimeout) {
      result.status = Status::kTimeout;
      result.complete = false;
    } else {
      result.status = result.count > 0 ? Status::kSolved : Status::kUnsolvable;
    }
    return result;
  }

  /// Back to the root position with every rule pending again.
  void reset_to_root(size_t root) {
    undo_to(root);
    restore_fixpoint();
    for (int id = 0; id < rows_ + cols_; ++id) {
      enqueue(id);
      mark_analysis(id);
      distinct_events_.push_back(id);
    }
    flow_dirty_ = true;
  }

  /// One solution with restarts: searches that hit a failure cap restart with twice the cap and
  /// random value order. Binox searches have heavy tails (a wrong early value can hide a large
  /// refutation that only line equality ends); restarts cut them. The caps grow without bound,
  /// so the search stays complete. Returns true when the space was exhausted.
  bool solve_with_restarts(SearchResult& result) {
    const size_t root = trail_.size();
    uint64_t cap = kFirstRestartCap;
    bool sat_tried = false;
    bool repair_tried = false;
    for (;;) {
      const bool ok = propagate();
      if (ok && !repair_tried && repair_wanted()) {
        repair_tried = true;
        if (std::optional<Board> grid = repaired()) {
          result.first = std::move(grid);
          result.count = 1;
          return false;
        }
        if (ctx_.expired()) {
          result.status = Status::kTimeout;
          return false;
        }
      }
      // Many open cells after propagation, or a first round of search that failed: CDCL, while
      // lines have few open cells on average (measured: CaDiCaL finishes 1000 x 1000 at 90 %
      // revealed, about 12 open cells a line, in 3 s, but neither 80 % (35 a line) nor
      // 200 x 200 at 30 % (about 100) in 10 s, where the native search does better).
      const int64_t per_line = 2 * open_cells_ / (rows_ + cols_);
      const bool sat_now = open_cells_ >= kSatOpenCells && per_line <= kSatEagerOpenPerLine;
      const bool sat_later = cap >= kSatAfterCap && per_line <= kSatOpenPerLine;
      if (ok && !sat_tried && (sat_now || sat_later) && options_.sat_finish &&
          static_cast<int64_t>(rows_) * cols_ >= kSatMinCells) {
        // The native search keeps failing: let CDCL finish the open cells (sat_finish.hpp).
        sat_tried = true;
        SatFinish sat = sat_finish(board(), ctx_, kSatMaxLiterals);
        if (sat.status == Status::kSolved) {
          result.first = std::move(sat.solution);
          result.count = 1;
          return false;
        }
        if (sat.status == Status::kUnsolvable) return true;  // proved
        if (!sat.too_large) {                                // the time limit stopped it
          result.status = Status::kTimeout;
          return false;
        }
      }
      const bool exhausted = dfs(result, ok, 1, cap);
      if (exhausted || result.count > 0 || stop_.stopped()) return exhausted;
      reset_to_root(root);
      random_values_ = true;
      cap *= 2;
    }
  }

  /// The local search pays where many cells stay open on a large board (measured: 1000 x 1000
  /// at 10-90 % revealed, 0.4-3 s where the searches below took 2 s at 90 %, 5-46 s at 80 % and
  /// ran out of 60 s below). With few open cells a line (1000 x 1000 at 95 %: about 4) CDCL is
  /// faster (0.18 s against 0.45 s), and on small boards the complete search is.
  bool repair_wanted() const {
    const int64_t per_line = 2 * open_cells_ / (rows_ + cols_);
    return options_.local_repair && !options_.randomize &&
           static_cast<int64_t>(rows_) * cols_ >= kRepairMinCells &&
           open_cells_ >= kRepairMinOpen && per_line >= kRepairMinOpenPerLine;
  }

  /// A solution by fill and repair from the propagated position, checked against it; nullopt
  /// when the local search gave up (which proves nothing) or ctx expired.
  std::optional<Board> repaired() const {
    const Board here = board();
    LocalRepairOptions repair_options;
    repair_options.seed = options_.seed;
    LocalRepairStats stats;
    std::optional<Board> grid = local_repair(here, ctx_, repair_options, &stats);
    ctx_.debug("binox local repair: " + std::to_string(stats.initial_violations) +
               " violations after the fill, " + std::to_string(stats.moves) + " moves, " +
               (grid ? "solved" : "gave up"));
    if (!grid || !verify(here, solution_to_json(*grid)).valid) return std::nullopt;
    return grid;
  }

  /// Counting a few solutions (uniqueness above all) by partition instead of plain search: find
  /// one solution S, then the other solutions split by the first cell (in row-major order) where
  /// they differ from S. For each empty cell i in turn: count the solutions with cell i = not S_i
  /// (a search that propagation usually refutes at once), then fix cell i = S_i for the rest.
  /// A plain search would instead have to exhaust every region the givens leave open, which on
  /// generated puzzles with few givens took millions of nodes where this takes one probe per cell.
  void run_partition(SearchResult& result) {
    const size_t root = trail_.size();
    const bool exhausted = solve_with_restarts(result);
    if (result.count == 0) {
      result.complete = exhausted;
      return;
    }
    const Board solution = *result.first;
    reset_to_root(root);
    if (!propagate()) return;  // cannot happen: the same position propagated before
    std::vector<std::pair<int, int>> pending;
    for (int r = 0; r < rows_; ++r) {
      for (int c = 0; c < cols_; ++c) {
        if (!is_set(r, c)) pending.push_back({r, c});
      }
    }
    // Cheap refutations first: each fixed cell makes the later checks easier. A check that hits
    // its node cap waits for the next round with a larger cap; the last round has none.
    uint64_t cap = kFirstPartitionCap;
    while (!pending.empty()) {
      std::vector<std::pair<int, int>> later;
      for (auto [r, c] : pending) {
        if (is_set(r, c)) continue;  // fixed by propagation from earlier fixes
        const bool value_x = solution.at(r, c) == Cell::kX;
        const size_t mark = trail_.size();
        SearchResult other;
        const bool ok = assign(r, c, !value_x) && propagate();
        const bool exhausted = dfs(other, ok, options_.limit - result.count, cap);
        undo_to(mark);
        restore_fixpoint();
        result.nodes += other.nodes;
        if (other.status == Status::kTimeout || stop_.stopped()) {
          result.status = Status::kTimeout;
          return;
        }
        if (result.count + other.count >= options_.limit) {
          result.count += other.count;
          return;  // not complete
        }
        if (!exhausted) {
          later.push_back({r, c});  // its partial count is dropped: the retry counts again
          continue;
        }
        result.count += other.count;
        if (!assign(r, c, value_x) || !propagate()) return;  // cannot happen: S fits
      }
      pending = std::move(later);
      cap = cap >= kLastPartitionCap ? 0 : cap * 8;
    }
    result.complete = true;
  }

  /// Depth-first search from the current position (`ok`: its propagation did not fail) until
  /// result.count reaches `limit` (0 = no limit) or it fails more than `cap` times (0 = no cap).
  /// Returns true when the subtree was exhausted.
  /// Leaves the position with its root-level propagation applied (the caller undoes it).
  bool dfs(SearchResult& result, bool ok, uint64_t limit, uint64_t cap = 0) {
    struct Decision {
      size_t trail_size;
      int row, col;
      bool value_x;  // the value tried second
      bool second_tried;
    };
    std::vector<Decision> stack;
    uint64_t nodes = 0;
    uint64_t local_failures = 0;
    for (;;) {
      if (stop_.stopped()) return false;
      bool probed_value = true;
      int r = 0, c = 0;
      bool have_branch = false;
      if (ok && probing_wanted(result)) {
        // Failed-literal probing: may force cells (at this level) or fail the node.
        ok = probe(r, c, probed_value, have_branch, stack.empty());
        if (stop_.stopped()) return false;
      }
      if (ok) {
        const size_t since = stack.empty() ? trail_.size() : stack.back().trail_size;
        if (!have_branch && !pick_local_branch(since, r, c) && !pick_branch(r, c)) {
          // Every cell is set and every line passed its checks: a solution.
          if (result.count == 0) result.first = board();
          ++result.count;
          if (limit != 0 && result.count >= limit) return false;
          ok = false;
        } else {
          bool first_x = (options_.randomize || random_values_) ? (rng_() & 1U) != 0
                         : have_branch                          ? probed_value
                                                                : prefer_x(r, c);
          stack.push_back({trail_.size(), r, c, !first_x, false});
          ++result.nodes;
          ++nodes;
          if (options_.max_nodes != 0 && nodes > options_.max_nodes) {
            result.status = Status::kTimeout;
            return false;
          }
          clear_queue();
          ok = assign(r, c, first_x) && propagate();
          continue;
        }
      }
      // Backtrack to the newest decision with an untried value.
      ++failures_;
      // The cap counts failures, not decisions: a board with many independent two-way pockets
      // needs a decision per pocket and no backtracking at all.
      if (cap != 0 && ++local_failures > cap) return false;  // the caller retries or gives up
      bool resumed = false;
      while (!stack.empty()) {
        Decision& d = stack.back();
        undo_to(d.trail_size);
        restore_fixpoint();
        if (!d.second_tried) {
          d.second_tried = true;
          ok = assign(d.row, d.col, d.value_x) && propagate();
          resumed = true;
          break;
        }
        stack.pop_back();
      }
      if (!resumed) return true;
    }
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
        if ((x[c >> 6] >> (c & 63)) & 1U)
          b.at(r, c) = Cell::kX;
        else if ((o[c >> 6] >> (c & 63)) & 1U)
          b.at(r, c) = Cell::kO;
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

  /// True when line `other` (complete) agrees with line `id` on every set cell of `id`.
  bool matches(int id, int other) {
    Line l = line(id);
    const uint64_t* ox = line(other).x;
    for (int w = 0; w < l.words; ++w) {
      if ((l.x[w] & ~ox[w]) | (l.o[w] & ox[w])) return false;
    }
    return true;
  }

  /// Rule 4 on a line with 1..kEnumOpen open cells: enumerate its completions (balanced, no
  /// three in a row) and drop those equal to a complete line of the same orientation; the open
  /// cells every remaining completion agrees on are forced, and none remaining is a
  /// contradiction. At most 2^kEnumOpen masks, and only when some complete line matches the
  /// set cells (else nothing to drop: the line analysis already knows the rest).
  bool exclude_equal_completions(int id, bool& progress) {
    Line l = line(id);
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
    // Patterns (bit j = open cell j is X) of the complete lines that match.
    uint32_t banned[1u << kEnumOpen];
    int num_banned = 0;
    for (int other = begin; other < end; ++other) {
      if (other == id || nx_[other] + no_[other] != l.n || !matches(id, other)) continue;
      const uint64_t* ox = line(other).x;
      uint32_t pattern = 0;
      for (int j = 0; j < open; ++j)
        pattern |= static_cast<uint32_t>((ox[pos[j] >> 6] >> (pos[j] & 63)) & 1U) << j;
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
      if (std::find(banned, banned + num_banned, mask) != banned + num_banned) continue;
      bool ok = true;
      for (int j = 0; j < open && ok; ++j) {
        for (int start = std::max(0, pos[j] - 2); start <= std::min(pos[j], l.n - 3) && ok;
             ++start) {
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
      if (!always_x && !never_x) continue;
      int r = 0, c = 0;
      cell_of(id, pos[j], r, c);
      if (is_set(r, c)) continue;
      if (!assign(r, c, always_x)) return false;
      progress = true;
    }
    return true;
  }

  /// Rule 4, incrementally: only lines that reached kEnumOpen or fewer open cells, or became
  /// complete, since the last fixpoint are looked at (a nearly complete line against every
  /// complete line of its orientation, a new complete line against every nearly complete line
  /// it matches). Rescanning all pairs after each change took half the time on 1000 x 1000.
  bool distinct_lines(bool& progress) {
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
        if (other == id || other_open == 0 || other_open > kEnumOpen || !matches(other, id))
          continue;
        if (!exclude_equal_completions(other, progress)) return false;
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

  /// The flow rule (balance_flow.hpp) is global and costs O(open cells * sqrt(lines)), so it runs
  /// at the fixpoint of the line rules, not inside probes, and only while few enough cells are
  /// open for the cost to stay below that of the search it saves.
  bool flow_wanted() const {
    return options_.balance_flow && flow_dirty_ && !in_probe_ && open_cells_ > 0 &&
           open_cells_ <= kFlowMaxOpen && static_cast<int64_t>(rows_) * cols_ >= kFlowMinCells;
  }

  /// Rule 5: balance of all lines at once (balance_flow.hpp); forces what the flow proves.
  bool balance_flow(bool& progress) {
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

  /// After an undo to a position that was a propagation fixpoint, no rule has pending work.
  void restore_fixpoint() {
    clear_queue();
    for (int id : analysis_list_) analysis_dirty_[id] = 0;
    analysis_list_.clear();
    distinct_events_.clear();
    if (!in_probe_) flow_dirty_ = false;
  }

  /// Probing pays on searches that fail much more often than they find solutions (proving a
  /// puzzle unique, hard puzzles); counting an empty board finds a solution at most leaves and
  /// would only be slowed down. Measured on 30 x 30 generated puzzles: count(2) went from
  /// millions of nodes to hundreds.
  bool probing_wanted(const SearchResult& so_far) const {
    if (!options_.probing) return false;
    return failures_ > 2 * so_far.count + kProbeAfterFailures;
  }

  /// Tries both values of the empty cells of the lines with the fewest empty cells. A value whose
  /// propagation fails forces the other; the rest are scored by how much each value propagates,
  /// and the best (most propagating both ways) becomes the branch, its stronger value first.
  /// Returns false when the node has no solution.
  bool probe(int& branch_r, int& branch_c, bool& branch_x, bool& have_branch, bool at_root) {
    // No flow inside probes (too costly per probe); what probes force is flow-checked after.
    struct ProbeScope {
      bool& flag;
      bool& dirty;
      ProbeScope(bool& f, bool& d) : flag(f), dirty(d) { flag = true; }
      ~ProbeScope() {
        flag = false;
        dirty = true;
      }
    } scope(in_probe_, flow_dirty_);
    for (;;) {
      collect_probe_cells(at_root);
      if (probe_cells_.empty()) return true;
      bool forced = false;
      uint64_t best_score = 0;
      have_branch = false;
      for (uint32_t cell : probe_cells_) {
        const int r = static_cast<int>(cell / static_cast<uint32_t>(cols_));
        const int c = static_cast<int>(cell % static_cast<uint32_t>(cols_));
        if (is_set(r, c)) continue;
        const size_t mark = trail_.size();
        const bool ok_x = assign(r, c, true) && propagate();
        const size_t gain_x = trail_.size() - mark;
        undo_to(mark);
        restore_fixpoint();
        if (stop_.stopped()) return true;
        const bool ok_o = assign(r, c, false) && propagate();
        const size_t gain_o = trail_.size() - mark;
        undo_to(mark);
        restore_fixpoint();
        if (stop_.stopped()) return true;
        if (!ok_x && !ok_o) return false;
        if (!ok_x || !ok_o) {
          if (!assign(r, c, ok_x) || !propagate()) return false;
          forced = true;
          continue;
        }
        const uint64_t score = (gain_x + 1) * (gain_o + 1);
        if (score > best_score) {
          best_score = score;
          branch_r = r;
          branch_c = c;
          branch_x = gain_x >= gain_o;
          have_branch = true;
        }
      }
      if (!forced) return true;
    }
  }

  /// The value that keeps the cell's row and column closest to their balance: the one the two
  /// lines need the larger share of among their open cells. Filling a large open board this way
  /// leaves every column with slack for the rows still to come, so the last rows rarely fail.
  bool prefer_x(int r, int c) const {
    const int col = rows_ + c;
    const int row_open = cols_ - nx_[r] - no_[r];
    const int col_open = rows_ - nx_[col] - no_[col];
    // need share of X minus 1/2, per line, as fractions compared without division
    const int64_t row_lean = static_cast<int64_t>(2 * (cols_ / 2 - nx_[r]) - row_open) * col_open;
    const int64_t col_lean = static_cast<int64_t>(2 * (rows_ / 2 - nx_[col]) - col_open) * row_open;
    const int64_t lean = row_lean + col_lean;
    return lean != 0 ? lean > 0 : ((r + c) & 1) == 0;
  }

  bool is_set(int r, int c) const {
    const size_t rw = static_cast<size_t>(r) * row_words_ + (c >> 6);
    return ((rx_[rw] | ro_[rw]) >> (c & 63)) & 1U;
  }

  /// The cells to probe: at the root of a search every empty cell while there are at most
  /// kProbeAllCells, else the empty cells of the open lines with the fewest empty cells (at most
  /// kProbeCells). Probing everything at every node cost 50 ms a node on 200 x 200 boards.
  void collect_probe_cells(bool at_root) {
    probe_cells_.clear();
    line_order_.clear();
    size_t empty_cells = 0;
    for (int r = 0; r < rows_; ++r) empty_cells += static_cast<size_t>(cols_ - nx_[r] - no_[r]);
    const bool all = at_root && empty_cells <= kProbeAllCells;
    for (int id = 0; id < (all ? rows_ : rows_ + cols_); ++id) {
      int n = id < rows_ ? cols_ : rows_;
      int empty = n - nx_[id] - no_[id];
      if (empty > 0) line_order_.push_back({empty, id});
    }
    const size_t take =
        all ? line_order_.size() : std::min<size_t>(line_order_.size(), kProbeLines);
    const size_t max_cells = all ? kProbeAllCells : kProbeCells;
    std::partial_sort(line_order_.begin(), line_order_.begin() + static_cast<std::ptrdiff_t>(take),
                      line_order_.end());
    for (size_t k = 0; k < take && probe_cells_.size() < max_cells; ++k) {
      const int id = line_order_[k].second;
      Line l = line(id);
      for (int w = 0; w < l.words && probe_cells_.size() < max_cells; ++w) {
        uint64_t empty = ~(l.x[w] | l.o[w]);
        if (w == l.words - 1) empty &= last_mask(l.n);
        while (empty != 0 && probe_cells_.size() < max_cells) {
          int r = 0, c = 0;
          cell_of(id, w * 64 + std::countr_zero(empty), r, c);
          empty &= empty - 1;
          uint32_t cell =
              static_cast<uint32_t>(r) * static_cast<uint32_t>(cols_) + static_cast<uint32_t>(c);
          // Rows only when probing all cells, so no duplicates then; a few lines otherwise.
          if (all ||
              std::find(probe_cells_.begin(), probe_cells_.end(), cell) == probe_cells_.end()) {
            probe_cells_.push_back(cell);
          }
        }
      }
    }
  }

  /// Locality: an empty cell of the open line, among the lines the last decision and its
  /// propagation touched, with the fewest empty cells. A large board breaks into pockets that
  /// interact little; finishing the pocket at hand before opening another keeps chronological
  /// backtracking inside the pocket where the conflict is. Without it 1000 x 1000 boards with 5%
  /// of cells open thrashed for minutes.
  bool pick_local_branch(size_t since, int& r, int& c) {
    if (options_.row_major) return false;
    int best = -1;
    int best_empty = 1 << 30;
    const size_t end = std::min(trail_.size(), since + kLocalScan);
    for (size_t k = since; k < end; ++k) {
      const int cr = static_cast<int>(trail_[k] / static_cast<uint32_t>(cols_));
      const int cc = static_cast<int>(trail_[k] % static_cast<uint32_t>(cols_));
      for (int id : {cr, rows_ + cc}) {
        const int n = id < rows_ ? cols_ : rows_;
        const int empty = n - nx_[id] - no_[id];
        if (empty > 0 && empty < best_empty) {
          best_empty = empty;
          best = id;
        }
      }
    }
    return best >= 0 && first_empty(best, r, c);
  }

  /// The first empty cell of line `id` as (r, c); false when the line is full.
  bool first_empty(int id, int& r, int& c) {
    Line l = line(id);
    for (int w = 0; w < l.words; ++w) {
      uint64_t empty = ~(l.x[w] | l.o[w]);
      if (w == l.words - 1) empty &= last_mask(l.n);
      if (empty != 0) {
        cell_of(id, w * 64 + std::countr_zero(empty), r, c);
        return true;
      }
    }
    return false;
  }

  /// An empty cell of the open line with the fewest empty cells; false when the grid is full.
  bool pick_branch(int& r, int& c) {
    if (options_.row_major) {
      // Rows below the first open row are usually empty; start from where the last search left.
      for (; scan_row_ < rows_; ++scan_row_) {
        if (nx_[scan_row_] + no_[scan_row_] < cols_ && first_empty(scan_row_, r, c)) return true;
      }
      return false;
    }
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
    return best >= 0 && first_empty(best, r, c);
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
  const Context& ctx_;
  LineAnalyzer analyzer_;
  bool initial_conflict_ = false;
  std::vector<int> distinct_events_;  // lines that reached two open cells or became complete
  int64_t open_cells_ = 0;
  bool flow_dirty_ = true;  // cells were set since the flow rule last ran
  bool in_probe_ = false;
  uint64_t flow_runs_ = 0;
  BalanceFlow flow_;
  std::vector<uint32_t> flow_cells_;
  std::vector<int> row_need_, col_need_;
  std::vector<uint8_t> flow_forced_;
  static constexpr int64_t kFlowMaxOpen = 60000;
  // Rule 4 enumerates the completions of lines with at most this many open cells (<= 2^8 masks).
  static constexpr int kEnumOpen = 8;
  // Small boards: counting them is all small searches, where the flow's setup costs more than
  // the line rules miss (8 x 8 counting took twice as long with it).
  static constexpr int64_t kFlowMinCells = 40 * 40;
  static constexpr uint64_t kSatAfterCap = 128;  // after the first restart
  static constexpr int64_t kSatOpenCells = 2000;
  static constexpr int64_t kSatEagerOpenPerLine = 160;
  static constexpr int64_t kSatOpenPerLine = 160;
  static constexpr int64_t kSatMinCells = 64 * 64;
  static constexpr int64_t kRepairMinCells = 64 * 64;
  static constexpr int64_t kRepairMinOpen = 2000;
  static constexpr int64_t kRepairMinOpenPerLine = 8;
  static constexpr uint64_t kSatMaxLiterals = uint64_t{8} << 20;
  uint64_t failures_ = 0;
  std::vector<uint32_t> probe_cells_;
  std::vector<std::pair<int, int>> line_order_;
  static constexpr uint64_t kProbeAfterFailures = 16;
  static constexpr size_t kProbeAllCells = 16384;
  static constexpr uint64_t kPartitionLimit = 16;
  static constexpr size_t kLocalScan = 512;
  static constexpr uint64_t kFirstRestartCap = 64;
  static constexpr uint64_t kFirstPartitionCap = 8;
  static constexpr uint64_t kLastPartitionCap = 1u << 15;
  bool random_values_ = false;  // after a restart
  static constexpr size_t kProbeLines = 6;
  static constexpr size_t kProbeCells = 48;
  int scan_row_ = 0;  // row_major: rows above are complete
};

}  // namespace

namespace {

Board transposed(const Board& board) {
  Board t(board.cols, board.rows);
  for (int r = 0; r < board.rows; ++r) {
    for (int c = 0; c < board.cols; ++c) t.at(c, r) = board.at(r, c);
  }
  return t;
}

SearchResult count_empty_board(const Board& board, const Context& ctx, uint64_t limit) {
  const bool flip = board.cols > board.rows;
  EmptyCount e = flip ? count_empty_grids(board.cols, board.rows, ctx, limit)
                      : count_empty_grids(board.rows, board.cols, ctx, limit);
  SearchResult out;
  out.count = e.count;
  out.complete = e.complete;
  out.status = e.status == Status::kTimeout ? Status::kTimeout
               : e.count == 0               ? Status::kUnsolvable
                                            : Status::kSolved;
  if (e.first) out.first = flip ? transposed(*e.first) : std::move(*e.first);
  return out;
}

}  // namespace

SearchResult search(const Board& board, const Context& ctx, const SearchOptions& options) {
  // Lines must be distinct: with fewer valid lines of length R than columns (2 x C, 4 x 8) there
  // is no grid, which a search would only prove by exhausting a pigeonhole.
  if (count_lines(board.rows, static_cast<uint64_t>(board.cols)) <
          static_cast<uint64_t>(board.cols) ||
      count_lines(board.cols, static_cast<uint64_t>(board.rows)) <
          static_cast<uint64_t>(board.rows)) {
    SearchResult none;
    none.status = Status::kUnsolvable;
    none.complete = true;
    return none;
  }
  // Counting the grids of a small size: by rows (empty_count.hpp), far faster than enumerating
  // search leaves. Narrow rows are fewer to try per level: the narrow side goes across.
  if (options.limit != 1 && !options.randomize && options.max_nodes == 0 &&
      board.num_givens() == 0 && board.rows <= kEmptyCountMaxSide &&
      board.cols <= kEmptyCountMaxSide) {
    return count_empty_board(board, ctx, options.limit);
  }
  // A large board without givens: any valid grid is a solution, and the column / complement
  // construction builds one in linear time (checked below like every answer).
  if (options.limit == 1 && !options.randomize && options.max_nodes == 0 &&
      board.num_givens() == 0 && static_cast<int64_t>(board.rows) * board.cols > kSearchFillCells) {
    RandomGrid g = paired_random_grid(board.rows, board.cols, options.seed, ctx);
    if (g.status == Status::kSolved && verify(board, solution_to_json(g.grid)).valid) {
      SearchResult found;
      found.status = Status::kSolved;
      found.count = 1;
      found.first = std::move(g.grid);
      return found;
    }
  }
  Solver solver(board, ctx, options);
  return solver.run();
}

std::optional<Board> propagate_only(const Board& board, const Context& ctx,
                                    const SearchOptions& options) {
  Solver solver(board, ctx, options);
  if (!solver.propagate_root()) return std::nullopt;
  return solver.board();
}

}  // namespace gridlogic::binox
