// Search: depth-first search with a trail over the propagated position, the restarts and the
// partition that keep it fast, and the public entry points (solver.hpp).
//
// Depth-first search assigns a branch cell (branching.cpp), propagates (propagation.cpp), and
// on a contradiction undoes the trail to the newest decision with an untried value. It is
// complete: every decision tries both values, so the search visits every solution.
// Solve (limit 1) restarts: a search that fails more than a cap restarts from the root with
// twice the cap and a random value order, which cuts the heavy tails of Binox searches (a wrong
// early value can hide a refutation only line equality ends); the caps grow without bound, so
// it stays complete. Counting a few solutions goes by partition (one solution, then one refuting
// search per cell). Large boards with many open cells try a fill-and-repair local search
// (local_repair.hpp, incomplete, but seconds at 1000 x 1000) and hand the open cells to CaDiCaL
// when the search keeps failing and the encoding is small (sat_finish.hpp). With threads > 1
// the same searches run on several threads (parallel_search.cpp); dfs then counts in the share
// and hands subtrees over, and every stop test also asks whether the shared search is over.
// Cost: exponential in the worst case like any exact search; each node costs one propagation.
#include <optional>
#include <string>

#include "base/stop_reason.hpp"
#include "engines/sat/solver.hpp"
#include "puzzles/binox/empty_count.hpp"
#include "puzzles/binox/local_repair.hpp"
#include "puzzles/binox/parallel_search.hpp"
#include "puzzles/binox/sat_finish.hpp"
#include "puzzles/binox/solver_state.hpp"
#include "puzzles/binox/valid_grids.hpp"

namespace gridlogic::binox {

SearchResult Solver::run() {
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

void Solver::reset_to_root(size_t root) {
  undo_to(root);
  restore_fixpoint();
  for (int id = 0; id < rows_ + cols_; ++id) {
    enqueue(id);
    mark_analysis(id);
    distinct_events_.push_back(id);
  }
  flow_dirty_ = true;
}

bool Solver::solve_with_restarts(SearchResult& result) {
  const size_t root = trail_.size();
  uint64_t cap = kFirstRestartCap;
  bool sat_tried = false;
  bool repair_tried = false;
  for (;;) {
    if (halted()) return false;
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
    if (ok && !sat_tried && (sat_now || sat_later) && options_.sat_finish && sat::available() &&
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
    if (exhausted || result.count > 0 || halted()) return exhausted;
    reset_to_root(root);
    random_values_ = true;
    cap *= 2;
  }
}

bool Solver::repair_wanted() const {
  const int64_t per_line = 2 * open_cells_ / (rows_ + cols_);
  return options_.local_repair && !options_.randomize &&
         static_cast<int64_t>(rows_) * cols_ >= kRepairMinCells && open_cells_ >= kRepairMinOpen &&
         per_line >= kRepairMinOpenPerLine;
}

std::optional<Board> Solver::repaired() const {
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

void Solver::run_partition(SearchResult& result) {
  const size_t root = trail_.size();
  const bool exhausted = solve_with_restarts(result);
  if (result.count == 0) {
    result.complete = exhausted;
    return;
  }
  reset_to_root(root);
  count_others(result);
}

void Solver::count_others(SearchResult& result) {
  const Board solution = *result.first;
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
        result.stop = other.stop;
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

bool Solver::dfs(SearchResult& result, bool ok, uint64_t limit, uint64_t cap) {
  std::vector<Decision> stack;
  uint64_t nodes = 0;
  uint64_t local_failures = 0;
  for (;;) {
    if (halted()) return false;
    bool probed_value = true;
    int r = 0, c = 0;
    bool have_branch = false;
    if (ok && probing_wanted(result)) {
      // Failed-literal probing: may force cells (at this level) or fail the node.
      ok = probe(r, c, probed_value, have_branch, stack.empty());
      if (halted()) return false;
    }
    if (ok) {
      const size_t since = stack.empty() ? trail_.size() : stack.back().trail_size;
      if (!have_branch && !pick_local_branch(since, r, c) && !pick_branch(r, c)) {
        // Every cell is set and every line passed its checks: a solution.
        if (share_ != nullptr) {
          if (!count_shared(result)) return false;
        } else {
          if (result.count == 0) result.first = board();
          ++result.count;
          if (limit != 0 && result.count >= limit) return false;
        }
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
          result.stop = StopReason::kNodeLimit;
          return false;
        }
        if (share_ != nullptr && share_hungry()) give_away(stack);
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
    return with_stop_reason(count_empty_board(board, ctx, options.limit), ctx);
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
  if (options.threads > 1 && options.max_nodes == 0 && !options.randomize) {
    return with_stop_reason(search_in_parallel(board, ctx, options), ctx);
  }
  Solver solver(board, ctx, options);
  return with_stop_reason(solver.run(), ctx);
}

std::optional<Board> propagate_only(const Board& board, const Context& ctx,
                                    const SearchOptions& options) {
  Solver solver(board, ctx, options);
  if (!solver.propagate_root()) return std::nullopt;
  return solver.board();
}

}  // namespace gridlogic::binox
