// The state the native Binox solver's techniques share: the board as bit vectors, the trail of
// assignments, and the work lists of the propagation rules. One object, so that propagation,
// branching and search see the same position; the code of each technique lives in its own file:
//   propagation.cpp  the rules of the table (rules.hpp) to a fixpoint, assign / undo on a trail;
//   branching.cpp    the choice of the branch cell and its value, failed-literal probing;
//   search.cpp       depth-first search, restarts, counting by partition, the public entry points;
//   parallel_search.cpp  one search on several threads (a Solver a thread, sharing its tree).
//
// Layout. Every line (row or column) is kept twice over as two bit vectors, one bit per cell:
//
//     row r:  rx[r * row_words .. +row_words)   bit c set = cell (r, c) is X
//             ro[r * row_words .. +row_words)   bit c set = cell (r, c) is O
//     col c:  cx[c * col_words .. +col_words)   bit r set = cell (r, c) is X
//             co[...]                           bit r set = cell (r, c) is O
//
// so every rule is a handful of word operations on one line, whatever the orientation. An
// assignment writes both copies and is pushed on a trail; backtracking pops it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <random>
#include <utility>
#include <vector>

#include "gridlogic/context.hpp"
#include "puzzles/binox/balance_flow.hpp"
#include "puzzles/binox/board.hpp"
#include "puzzles/binox/line_analysis.hpp"
#include "puzzles/binox/rules.hpp"
#include "puzzles/binox/solver.hpp"

namespace gridlogic::binox {

struct SearchShare;  // parallel_search.hpp

/// Words of the longest line.
inline constexpr int kMaxWords = kMaxSide / 64;

/// 64-bit words that hold `bits` bits.
inline int words_for(int bits) {
  return (bits + 63) / 64;
}
/// The valid bits of a line's last word.
inline uint64_t last_mask(int bits) {
  return bits % 64 == 0 ? ~uint64_t{0} : (uint64_t{1} << (bits % 64)) - 1;
}

/// One search or propagation over one board (see the top of this file).
class Solver {
  /// One line's two bit vectors (x, o) and its length in cells and words.
  struct Line {
    uint64_t* x;
    uint64_t* o;
    int n;
    int words;
  };

 public:
  /// The givens of `board` assigned (a clash sets the initial conflict), every rule pending.
  Solver(const Board& board, const Context& ctx, const SearchOptions& options);

  /// Counts up to this many solutions (from 2) go by partition (run_partition).
  static constexpr uint64_t kPartitionLimit = 16;

  // search.cpp
  /// The search options_ ask for, from the position the constructor set up.
  SearchResult run();
  /// Back to the root position with every rule pending again.
  void reset_to_root(size_t root);
  /// One solution with restarts: searches that hit a failure cap restart with twice the cap and
  /// random value order. Binox searches have heavy tails (a wrong early value can hide a large
  /// refutation that only line equality ends); restarts cut them. The caps grow without bound,
  /// so the search stays complete. Returns true when the space was exhausted.
  bool solve_with_restarts(SearchResult& result);
  /// The local search pays where many cells stay open on a large board (measured: 1000 x 1000
  /// at 10-90 % revealed, 0.4-3 s where the searches below took 2 s at 90 %, 5-46 s at 80 % and
  /// ran out of 60 s below). With few open cells a line (1000 x 1000 at 95 %: about 4) CDCL is
  /// faster (0.18 s against 0.45 s), and on small boards the complete search is.
  bool repair_wanted() const;
  /// A solution by fill and repair from the propagated position, checked against it; nullopt
  /// when the local search gave up (which proves nothing) or ctx expired.
  std::optional<Board> repaired() const;
  /// Counting a few solutions (uniqueness above all) by partition instead of plain search: find
  /// one solution S, then the other solutions split by the first cell (in row-major order) where
  /// they differ from S. For each empty cell i in turn: count the solutions with cell i = not S_i
  /// (a search that propagation usually refutes at once), then fix cell i = S_i for the rest.
  /// A plain search would instead have to exhaust every region the givens leave open, which on
  /// generated puzzles with few givens took millions of nodes where this takes one probe per cell.
  void run_partition(SearchResult& result);
  /// The second half of run_partition: from the root position (with every rule pending) and one
  /// solution in result.first (result.count == 1), the solutions that differ from it.
  void count_others(SearchResult& result);
  /// Depth-first search from the current position (`ok`: its propagation did not fail) until
  /// result.count reaches `limit` (0 = no limit) or it fails more than `cap` times (0 = no cap).
  /// Returns true when the subtree was exhausted.
  /// Leaves the position with its root-level propagation applied (the caller undoes it).
  bool dfs(SearchResult& result, bool ok, uint64_t limit, uint64_t cap = 0);

  // parallel_search.cpp
  /// An open node of dfs: the decision on (row, col), its trail mark and which values remain.
  struct Decision {
    size_t trail_size;
    int row, col;
    bool value_x;  // the value tried second
    bool second_tried;
  };
  /// Joins the search of several threads: dfs then counts solutions in `share` and hands
  /// subtrees to it when another thread is hungry; stops when the share does.
  void set_share(SearchShare* share) { share_ = share; }
  /// Searches tasks of the share until there are none (a time limit stops the share).
  void work_tasks(SearchResult& result);
  /// One thread of the solve portfolio: the restart sequence, with random values from the first
  /// run unless `lead` (the lead keeps the one-thread order and the local repair / CaDiCaL
  /// finish). Returns true when the search space was exhausted (no solution, proved).
  bool run_portfolio(SearchResult& result, bool lead);
  /// The time limit, a cancel, or (sharing) the end of the shared search stopped the work.
  bool halted() const { return stop_.stopped() || (share_ != nullptr && share_stopped()); }

  // propagation.cpp
  /// Fixpoint of the rules without search; false on contradiction.
  bool propagate_root() { return !initial_conflict_ && propagate(); }
  /// The time limit or a cancel stopped the work (sticky).
  bool stopped() const { return stop_.stopped(); }
  /// The current position as a board.
  Board board() const;
  /// Sets cell (r, c); false when it already holds the other value.
  bool assign(int r, int c, bool value_x);
  /// Pops the trail back to `size` entries, clearing those cells.
  void undo_to(size_t size);
  /// Assigns every bit of `mask` in line `id` the value `value_x`.
  bool assign_mask(int id, const uint64_t* mask, int words, bool value_x);
  /// Rules 1, 2 and the complete-line check on one line.
  bool cheap_rules(int id);
  /// A complete line must differ from every other complete line of its orientation.
  bool distinct_from_complete(int id, const Line& l);
  /// Rule 3 on one line.
  bool analyse_line(int id);
  /// True when line `other` (complete) agrees with line `id` on every set cell of `id`.
  bool matches(int id, int other);
  /// Rule 4 on a line with 1..kEnumOpen open cells: enumerate its completions (balanced, no
  /// three in a row) and drop those equal to a complete line of the same orientation; the open
  /// cells every remaining completion agrees on are forced, and none remaining is a
  /// contradiction. At most 2^kEnumOpen masks, and only when some complete line matches the
  /// set cells (else nothing to drop: the line analysis already knows the rest).
  bool exclude_equal_completions(int id, bool& progress);
  /// Rule 4, incrementally: only lines that reached kEnumOpen or fewer open cells, or became
  /// complete, since the last fixpoint are looked at (a nearly complete line against every
  /// complete line of its orientation, a new complete line against every nearly complete line
  /// it matches). Rescanning all pairs after each change took half the time on 1000 x 1000.
  bool distinct_lines(bool& progress);
  /// Rules 1 and 2 on every queued line until the queue is empty; false on contradiction.
  bool drain_queue();
  /// All rules, cheapest first, restarting from the cheapest after progress, to a fixpoint;
  /// false on contradiction (propagation.cpp tells the order and the costs).
  bool propagate();
  /// The flow rule (balance_flow.hpp) is global and costs O(open cells * sqrt(lines)), so it runs
  /// at the fixpoint of the line rules, not inside probes, and only while few enough cells are
  /// open for the cost to stay below that of the search it saves.
  bool flow_wanted() const;
  /// Rule 5: balance of all lines at once (balance_flow.hpp); forces what the flow proves.
  bool balance_flow(bool& progress);
  /// After an undo to a position that was a propagation fixpoint, no rule has pending work.
  void restore_fixpoint();
  /// What `rule` (one of pair, sandwich, balance, line analysis, distinct completions) forces on
  /// line `id` by itself in the current position, without assigning: the empty cells it makes X
  /// in `to_x`, O in `to_o` (words_for(line length) words each). For distinct completions,
  /// `witness` receives the complete line the other value would copy (-1 when none). False when the
  /// rule finds the line contradictory. The propagation applies these same functions; explain reads
  /// them one rule at a time.
  bool line_forced(BinoxRule rule, int id, uint64_t* to_x, uint64_t* to_o, int* witness = nullptr);
  /// Line ids: 0..rows-1 are rows, rows..rows+cols-1 are columns.
  int num_lines() const { return rows_ + cols_; }
  int rows() const { return rows_; }
  int cols() const { return cols_; }
  /// Empty cells of line `id`.
  int open_in(int id) const { return (id < rows_ ? cols_ : rows_) - nx_[id] - no_[id]; }
  /// Cell `i` of line `id` as (r, c).
  void cell_of(int id, int i, int& r, int& c) const {
    if (id < rows_) {
      r = id;
      c = i;
    } else {
      r = i;
      c = id - rows_;
    }
  }

  // branching.cpp
  /// Probing pays on searches that fail much more often than they find solutions (proving a
  /// puzzle unique, hard puzzles); counting an empty board finds a solution at most leaves and
  /// would only be slowed down. Measured on 30 x 30 generated puzzles: count(2) went from
  /// millions of nodes to hundreds.
  bool probing_wanted(const SearchResult& so_far) const;
  /// Tries both values of the empty cells of the lines with the fewest empty cells. A value whose
  /// propagation fails forces the other; the rest are scored by how much each value propagates,
  /// and the best (most propagating both ways) becomes the branch, its stronger value first.
  /// Returns false when the node has no solution.
  bool probe(int& branch_r, int& branch_c, bool& branch_x, bool& have_branch, bool at_root);
  /// The value that keeps the cell's row and column closest to their balance: the one the two
  /// lines need the larger share of among their open cells. Filling a large open board this way
  /// leaves every column with slack for the rows still to come, so the last rows rarely fail.
  bool prefer_x(int r, int c) const;
  /// The cells to probe: at the root of a search every empty cell while there are at most
  /// kProbeAllCells, else the empty cells of the open lines with the fewest empty cells (at most
  /// kProbeCells). Probing everything at every node cost 50 ms a node on 200 x 200 boards.
  void collect_probe_cells(bool at_root);
  /// Locality: an empty cell of the open line, among the lines the last decision and its
  /// propagation touched, with the fewest empty cells. A large board breaks into pockets that
  /// interact little; finishing the pocket at hand before opening another keeps chronological
  /// backtracking inside the pocket where the conflict is. Without it 1000 x 1000 boards with 5%
  /// of cells open thrashed for minutes.
  bool pick_local_branch(size_t since, int& r, int& c);
  /// The first empty cell of line `id` as (r, c); false when the line is full.
  bool first_empty(int id, int& r, int& c);
  /// An empty cell of the open line with the fewest empty cells; false when the grid is full.
  bool pick_branch(int& r, int& c);

 private:
  Line line(int id) {
    if (id < rows_) {
      size_t at = static_cast<size_t>(id) * row_words_;
      return {&rx_[at], &ro_[at], cols_, row_words_};
    }
    size_t at = static_cast<size_t>(id - rows_) * col_words_;
    return {&cx_[at], &co_[at], rows_, col_words_};
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
  void mark_analysis(int id) {
    if (!analysis_dirty_[id]) {
      analysis_dirty_[id] = 1;
      analysis_list_.push_back(id);
    }
  }
  bool is_set(int r, int c) const {
    const size_t rw = static_cast<size_t>(r) * row_words_ + (c >> 6);
    return ((rx_[rw] | ro_[rw]) >> (c & 63)) & 1U;
  }
  /// Rule 4's verdict on line `id` (exclude_equal_completions): see line_forced.
  bool distinct_forced(int id, uint64_t* to_x, uint64_t* to_o, int* witness);
  // parallel_search.cpp
  bool share_stopped() const;
  bool share_hungry() const;
  /// Counts the solution at hand in the share; false when the search is to stop.
  bool count_shared(SearchResult& result);
  /// Hands the untried value of the shallowest open decision to the share.
  void give_away(std::vector<Decision>& stack);

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
  static constexpr size_t kLocalScan = 512;
  static constexpr uint64_t kFirstRestartCap = 64;
  static constexpr uint64_t kFirstPartitionCap = 8;
  static constexpr uint64_t kLastPartitionCap = 1u << 15;
  bool random_values_ = false;  // after a restart
  static constexpr size_t kProbeLines = 6;
  static constexpr size_t kProbeCells = 48;
  int scan_row_ = 0;  // row_major: rows above are complete
  SearchShare* share_ = nullptr;
  std::vector<uint32_t> base_path_;  // sharing: the decisions from the root to this task's node
  int64_t base_check_ = -1;          // sharing: the partition check this task is (SearchTask)
};

}  // namespace gridlogic::binox
