// One Binox search on several threads: counts share one tree, a solve runs a portfolio.
//
// Counting (limit 0, or above the partition's range) shares the depth-first tree through
// base/work_share.hpp: every thread builds its own Solver in its own thread (states written on
// every node must not share cache lines with another thread's), and a busy thread that sees one
// hungry hands over the untried value of its shallowest open decision as the path of decisions
// from the root, which the taker replays on its own state. The two values of a decision split
// the solutions, so the tasks partition the tree and the count is exact.
//
// Solving (limit 1) is where the one-thread search relies on restarts (search.cpp): a shared
// tree would give them up, and a wrong early value hides large subtrees without a solution. So
// the threads run the restart sequence side by side instead: thread 0 exactly as one thread
// does, with the local repair and the CaDiCaL finish of large boards (kept on the caller's
// thread, the only one that may log); the others with random values from the first run and
// their own seeds. The first to find a solution or to exhaust the space ends the search.
//
// Counting a few solutions (2 .. kPartitionLimit) goes by partition as on one thread: a
// solution S from the portfolio, then one task per empty cell i in row-major order, "the cells
// checked before i as in S, cell i not as in S", which partition the other solutions. The tasks
// are queued in order and each thread keeps the cells it fixed for one check for the next, so
// fixing costs what it costs on one thread; a hard check's subtree is shared like any other.
// Unlike one thread, the checks run without node caps (no check waits for later ones to fix
// more cells): a check is one task, and deferring it would change what the others must fix.
#include "puzzles/binox/parallel_search.hpp"

#include <atomic>
#include <thread>
#include <utility>

#include "puzzles/binox/solver_state.hpp"

namespace gridlogic::binox {

bool Solver::share_stopped() const {
  return share_->work.stopped();
}

bool Solver::share_hungry() const {
  return share_->work.hungry();
}

bool Solver::count_shared(SearchResult& result) {
  ++result.count;  // this thread's, which probing_wanted weighs
  if (share_->work.found() == 1) {
    Board grid = board();
    share_->work.locked([&] { share_->first = std::move(grid); });
  }
  return !share_->work.stopped();
}

namespace {

uint32_t path_step(int r, int c, int cols, bool value_x) {
  const uint32_t cell =
      static_cast<uint32_t>(r) * static_cast<uint32_t>(cols) + static_cast<uint32_t>(c);
  return cell * 2 + (value_x ? 1U : 0U);
}

}  // namespace

void Solver::give_away(std::vector<Decision>& stack) {
  for (size_t f = 0; f < stack.size(); ++f) {
    Decision& open = stack[f];
    if (open.second_tried) continue;
    SearchTask task;
    task.path = base_path_;
    if (base_check_ >= 0) {
      const size_t k = static_cast<size_t>(base_check_);
      for (size_t j = 0; j <= k; ++j) {
        const uint32_t cell = share_->checks[j];
        const int r = static_cast<int>(cell / static_cast<uint32_t>(cols_));
        const int c = static_cast<int>(cell % static_cast<uint32_t>(cols_));
        const bool reference_x = share_->reference->at(r, c) == Cell::kX;
        task.path.push_back(path_step(r, c, cols_, j < k ? reference_x : !reference_x));
      }
    }
    for (size_t g = 0; g < f; ++g) {
      // Decisions above `open` are set on the board: the value this thread is below.
      const int r = stack[g].row, c = stack[g].col;
      const size_t rw = static_cast<size_t>(r) * row_words_ + (c >> 6);
      const bool value_x = ((rx_[rw] >> (c & 63)) & 1U) != 0;
      task.path.push_back(path_step(r, c, cols_, value_x));
    }
    task.path.push_back(path_step(open.row, open.col, cols_, open.value_x));
    open.second_tried = true;  // the untried value is the taker's now
    share_->work.give(std::move(task));
    return;
  }
}

void Solver::work_tasks(SearchResult& result) {
  const bool root_ok = !initial_conflict_ && propagate();
  const size_t root = trail_.size();
  // Partition: checks[0..fixed) are set as in the reference, and the position after that and
  // its propagation is `fixed_mark` (the root when nothing is fixed).
  size_t fixed = 0;
  size_t fixed_mark = root;
  auto back_to_root = [&] {
    undo_to(root);
    restore_fixpoint();
    fixed = 0;
    fixed_mark = root;
  };
  while (std::optional<SearchTask> task = share_->work.take()) {
    if (task->check >= 0) {
      const size_t k = static_cast<size_t>(task->check);
      if (k < fixed) back_to_root();
      bool ok = root_ok;
      for (; fixed < k && ok; ++fixed) {
        const uint32_t cell = share_->checks[fixed];
        const int r = static_cast<int>(cell / static_cast<uint32_t>(cols_));
        const int c = static_cast<int>(cell % static_cast<uint32_t>(cols_));
        ok = assign(r, c, share_->reference->at(r, c) == Cell::kX);
      }
      ok = ok && propagate();
      if (!ok) {  // cannot happen: the reference solution fits these cells
        back_to_root();
        continue;
      }
      fixed_mark = trail_.size();
      const uint32_t cell = share_->checks[k];
      const int r = static_cast<int>(cell / static_cast<uint32_t>(cols_));
      const int c = static_cast<int>(cell % static_cast<uint32_t>(cols_));
      // A cell the fixed ones force holds the reference's value in every solution left.
      if (!is_set(r, c)) {
        clear_queue();
        ok = assign(r, c, share_->reference->at(r, c) != Cell::kX) && propagate();
        base_path_.clear();
        base_check_ = task->check;
        dfs(result, ok, 0);
        base_check_ = -1;
        undo_to(fixed_mark);
        restore_fixpoint();
      }
    } else {
      back_to_root();
      base_path_ = std::move(task->path);
      bool ok = root_ok;
      for (size_t i = 0; i < base_path_.size() && ok; ++i) {
        const uint32_t cell = base_path_[i] / 2;
        ok = assign(static_cast<int>(cell / static_cast<uint32_t>(cols_)),
                    static_cast<int>(cell % static_cast<uint32_t>(cols_)),
                    (base_path_[i] & 1U) != 0);
      }
      ok = ok && propagate();
      dfs(result, ok, 0);
      back_to_root();
    }
    if (stop_.stopped()) {
      result.status = Status::kTimeout;
      share_->work.stop();
    }
  }
}

bool Solver::run_portfolio(SearchResult& result, bool lead) {
  if (initial_conflict_) return true;
  if (!lead) {
    random_values_ = true;
    options_.local_repair = false;
    options_.sat_finish = false;
  }
  return solve_with_restarts(result);
}

namespace {

// Runs f(0) on the caller's thread and f(1) .. f(threads - 1) on new ones, and waits for all.
template <class F>
void on_threads(int threads, const F& f) {
  std::vector<std::thread> helpers;
  for (int t = 1; t < threads; ++t) helpers.emplace_back(f, t);
  f(0);
  for (std::thread& helper : helpers) helper.join();
}

// The shared tree's tasks on options.threads threads; the share holds the first tasks.
SearchResult work_on_threads(const Board& board, const Context& ctx, const SearchOptions& options,
                             SearchShare& share, uint64_t nodes_before) {
  const size_t threads = static_cast<size_t>(options.threads);
  std::vector<uint64_t> nodes(threads, 0);
  std::vector<char> timed_out(threads, 0);
  on_threads(options.threads, [&](int t) {
    Solver solver(board, ctx, options);  // here, in its own thread: see the top of this file
    solver.set_share(&share);
    SearchResult part;
    solver.work_tasks(part);
    nodes[static_cast<size_t>(t)] = part.nodes;
    timed_out[static_cast<size_t>(t)] = part.status == Status::kTimeout ? 1 : 0;
  });
  SearchResult out;
  out.nodes = nodes_before;
  bool timed = false;
  for (size_t t = 0; t < threads; ++t) {
    out.nodes += nodes[t];
    timed = timed || timed_out[t] != 0;
  }
  const bool limit = share.work.limit_reached();
  timed = timed && !limit;
  out.count = share.work.count();
  out.first = std::move(share.first);
  out.complete = !timed && !limit;
  out.status = timed ? Status::kTimeout : out.count > 0 ? Status::kSolved : Status::kUnsolvable;
  return out;
}

// One solution: the portfolio of restart sequences.
SearchResult solve_on_threads(const Board& board, const Context& ctx,
                              const SearchOptions& options) {
  SearchShare share(options.threads, 1);
  std::atomic<bool> proved{false};
  std::atomic<uint64_t> nodes{0};
  on_threads(options.threads, [&](int t) {
    SearchOptions own = options;
    own.seed = options.seed + static_cast<uint64_t>(t);
    Solver solver(board, ctx, own);
    solver.set_share(&share);
    SearchResult part;
    const bool exhausted = solver.run_portfolio(part, t == 0);
    nodes += part.nodes;
    if (part.first) {  // the local repair or CaDiCaL (the search's own count in the share)
      share.work.locked([&] {
        if (!share.first) share.first = std::move(part.first);
      });
    } else if (exhausted) {
      proved = true;
    }
    share.work.stop();  // found, proved, or out of time: done
  });
  SearchResult out;
  out.nodes = nodes.load();
  if (share.first) {
    out.status = Status::kSolved;
    out.count = 1;
    out.first = std::move(share.first);
  } else if (proved.load()) {
    out.status = Status::kUnsolvable;
    out.complete = true;
  } else {
    out.status = Status::kTimeout;
  }
  return out;
}

// A few solutions by partition: one from the portfolio, then the checks as shared tasks.
SearchResult partition_on_threads(const Board& board, const Context& ctx,
                                  const SearchOptions& options) {
  SearchOptions first_options = options;
  first_options.limit = 1;
  SearchResult found = solve_on_threads(board, ctx, first_options);
  if (found.status != Status::kSolved) return found;
  SearchShare share(options.threads, options.limit);
  share.work.found();  // the reference itself, number 1
  share.first = found.first;
  share.reference = std::move(found.first);
  for (int r = 0; r < board.rows; ++r) {
    for (int c = 0; c < board.cols; ++c) {
      if (board.at(r, c) == Cell::kEmpty) {
        share.checks.push_back(static_cast<uint32_t>(r) * static_cast<uint32_t>(board.cols) +
                               static_cast<uint32_t>(c));
      }
    }
  }
  for (size_t k = 0; k < share.checks.size(); ++k) {
    SearchTask task;
    task.check = static_cast<int64_t>(k);
    share.work.give(std::move(task));
  }
  return work_on_threads(board, ctx, options, share, found.nodes);
}

}  // namespace

SearchResult search_in_parallel(const Board& board, const Context& ctx,
                                const SearchOptions& options) {
  if (options.limit == 1) return solve_on_threads(board, ctx, options);
  if (options.limit >= 2 && options.limit <= Solver::kPartitionLimit) {
    return partition_on_threads(board, ctx, options);
  }
  SearchShare share(options.threads, options.limit);
  share.work.give(SearchTask{});  // the root
  return work_on_threads(board, ctx, options, share, 0);
}

}  // namespace gridlogic::binox
