// Search over the generic propagator: depth-first, a copy of the candidates per level, branch on
// a cell with the fewest candidates. Counting with a limit is the primitive.
//
// Killers first run with the light rule-of-45 tables, which are cheap to build and settle most
// puzzles at the root; a search that needs more than kLightNodes nodes starts again with the
// full tables, whose extra rules prune hard puzzles' trees (see Rule45).
#include "puzzles/killer/solver.hpp"

#include <algorithm>
#include <atomic>
#include <cstring>
#include <memory>
#include <optional>
#include <thread>

#include "base/stop_reason.hpp"
#include "base/work_share.hpp"
#include "puzzles/killer/classic_solver.hpp"
#include "puzzles/killer/propagation.hpp"

namespace gridlogic::killer {
namespace {

constexpr uint64_t kLightNodes = 100;

// A part of one puzzle's tree for another thread (base/work_share.hpp): a node to search
// (cell < 0), or the untried branches `options` on `cell` of a node.
struct Task {
  std::vector<uint16_t> state;
  int cell = -1;
  uint16_t options = 0;
};

// What the threads of one search share: the work, the first two solutions, and the conflict
// weights of all of them together.
struct Shared {
  Shared(int threads, uint64_t limit, int cells)
      : work(threads, limit), weights(static_cast<size_t>(cells)) {
    for (std::atomic<uint32_t>& w : weights) w.store(1, std::memory_order_relaxed);
  }
  /// Keeps solution number 1 or 2 (see WorkShare::found).
  void locked_keep(uint64_t number, Grid grid) {
    work.locked([&] { (number == 1 ? first : second) = std::move(grid); });
  }
  WorkShare<Task> work;
  Grid first, second;
  std::vector<std::atomic<uint32_t>> weights;  ///< see Search::pool_weights
};

class Search {
 public:
  /// `node_budget` 0 = none; past it the search gives up (gave_up()). With `share`, solutions
  /// are counted there and subtrees handed over when another thread is hungry.
  Search(Tables tables, bool killer, const Context& ctx, uint64_t limit, Rule45 level,
         uint64_t node_budget, Shared* share = nullptr)
      : tables_(std::move(tables)),
        prop_(tables_),
        stop_(ctx, 256),
        limit_(limit),
        budget_(node_budget),
        share_(share) {
    // Easy killers settle with the light tables at the root, where the cage-holds rule costs
    // more than it saves (KrazyDad median +5 %); hard ones get it with the full tables.
    prop_.set_cage_holds_in_singles(level == Rule45::kFull && killer);
    prop_.set_exact_small_sums(level == Rule45::kFull);
    const size_t levels = static_cast<size_t>(tables_.cells + 2);
    stack_.resize(static_cast<size_t>(tables_.state_size) * levels);
    branch_cell_.resize(levels);
    options_left_.resize(levels);
  }

  /// Propagates the givens into the root state; false when they contradict.
  bool start() { return prop_.start(stack_.data()); }
  [[nodiscard]] const uint16_t* root() const { return stack_.data(); }

  CountOutcome run() {
    if (start()) dfs(0);
    out_.complete = !stopped_ && !gave_up_ && !(limit_ != 0 && out_.count >= limit_);
    if (stopped_) out_.status = Status::kTimeout;
    return out_;
  }

  /// Searches tasks of `share_` until there are none; true when a time limit stopped it.
  bool work() {
    prop_.adopt_started();
    while (std::optional<Task> task = share_->work.take()) {
      std::memcpy(stack_.data(), task->state.data(), sizeof(uint16_t) * task->state.size());
      pool_weights();
      if (task->cell < 0) {
        dfs(0);
      } else {
        branch(0, task->cell, task->options);
      }
      if (stopped_) share_->work.stop();
    }
    return stopped_;
  }

  [[nodiscard]] bool gave_up() const { return gave_up_; }
  [[nodiscard]] uint64_t nodes() const { return out_.nodes; }

 private:
  uint16_t* state(int depth) {
    return stack_.data() + static_cast<size_t>(depth) * static_cast<size_t>(tables_.state_size);
  }

  [[nodiscard]] bool over() const {
    if (stopped_ || gave_up_) return true;
    if (share_ != nullptr) return share_->work.stopped();
    return limit_ != 0 && out_.count >= limit_;
  }

  void dfs(int depth) {
    const int cells = tables_.cells;
    uint16_t* cand = state(depth);
    ++out_.nodes;
    if (share_ != nullptr && out_.nodes % kPoolEvery == 0) pool_weights();
    if (stop_()) {
      stopped_ = true;
      return;
    }
    if (budget_ != 0 && out_.nodes > budget_) {
      gave_up_ = true;
      return;
    }
    // dom/wdeg: fewest candidates per conflict weight (weights only grow in killers, where
    // rules interact; a classic grid has all weights 1 and this is plain fewest-candidates).
    const std::vector<uint32_t>& weight = prop_.weights();
    int best = -1;
    uint64_t best_count = 99;
    uint64_t best_weight = 1;
    for (int c = 0; c < cells; ++c) {
      uint16_t x = cand[c];
      if (single(x)) continue;
      uint64_t pc = static_cast<uint64_t>(popcount16(x));
      uint64_t w = weight[static_cast<size_t>(c)];
      if (pc * best_weight < best_count * w) {
        best_count = pc;
        best_weight = w;
        best = c;
      }
    }
    if (best < 0) {
      if (share_ != nullptr) {
        const uint64_t number = share_->work.found();
        if (number == 1 || number == 2) {
          Grid grid(static_cast<size_t>(cells));
          for (int c = 0; c < cells; ++c) grid[static_cast<size_t>(c)] = digit_of(cand[c]);
          share_->locked_keep(number, std::move(grid));
        }
      } else {
        if (out_.count < 2) {
          Grid& g = out_.count == 0 ? out_.first : out_.second;
          g.resize(static_cast<size_t>(cells));
          for (int c = 0; c < cells; ++c) g[static_cast<size_t>(c)] = digit_of(cand[c]);
        }
        ++out_.count;
      }
      return;
    }
    branch(depth, best, cand[best]);
  }

  // The branches `options` on `cell` of the node at `depth`, one child each. The untried ones
  // stay in options_left_, where give_away() may take them for another thread.
  void branch(int depth, int cell, uint16_t options) {
    const size_t d = static_cast<size_t>(depth);
    branch_cell_[d] = cell;
    options_left_[d] = options;
    const uint16_t* cand = state(depth);
    uint16_t* child = state(depth + 1);
    while (options_left_[d] != 0) {
      const uint16_t bit = static_cast<uint16_t>(options_left_[d] & -options_left_[d]);
      options_left_[d] = static_cast<uint16_t>(options_left_[d] ^ bit);
      std::memcpy(child, cand, sizeof(uint16_t) * static_cast<size_t>(tables_.state_size));
      if (prop_.assign(child, cell, bit)) dfs(depth + 1);
      if (over()) return;
      if (share_ != nullptr && share_->work.hungry()) give_away(depth);
    }
  }

  // Hands the untried branches of an open node (at most `depth`) to the share: the deepest one
  // at least kHandOverHeight levels above `depth`, else the shallowest. Not always the
  // shallowest, the usual choice: the branching cells near the root would then be chosen by the
  // other thread at once, with the few conflict weights learned so far, where one thread would
  // choose them late with many (the tree of a hard killer grew up to 2.4-fold). Not the deepest:
  // pieces of a few nodes keep the other thread waiting for the next (at half the speed).
  void give_away(int depth) {
    const auto open = [&](int d) { return options_left_[static_cast<size_t>(d)] != 0; };
    int d = depth - kHandOverHeight;
    while (d >= 0 && !open(d)) --d;
    if (d < 0) {
      d = 0;
      while (d <= depth && !open(d)) ++d;
      if (d > depth) return;
    }
    const size_t at = static_cast<size_t>(d);
    const uint16_t* cand = state(d);
    Task task;
    task.state.assign(cand, cand + tables_.state_size);
    task.cell = branch_cell_[at];
    task.options = options_left_[at];
    options_left_[at] = 0;
    share_->work.give(std::move(task));
  }

  // Adds this thread's conflicts since the last call to the shared weights and takes the sums:
  // the threads branch as one search that learned from all of the tree searched so far. Kept
  // apart, or handed over with a task, the weights of two threads each missed the other's
  // conflicts and the tree grew up to 1.8-fold on hard killers.
  void pool_weights() {
    const std::vector<uint32_t>& own = prop_.weights();
    if (pooled_.empty()) pooled_.assign(own.size(), 1);
    for (size_t c = 0; c < own.size(); ++c) {
      std::atomic<uint32_t>& sum = share_->weights[c];
      const uint32_t added = own[c] - pooled_[c];
      pooled_[c] = added == 0 ? sum.load(std::memory_order_relaxed)
                              : sum.fetch_add(added, std::memory_order_relaxed) + added;
    }
    prop_.set_weights(pooled_);
  }

  // Often enough that a thread sees the other's conflicts within a few milliseconds, rarely
  // enough that the shared counters' cache lines do not bounce on every node.
  static constexpr uint64_t kPoolEvery = 64;
  static constexpr int kHandOverHeight = 6;

  // Each thread's own copy: the propagator reads the tables on every step, and one copy shared
  // between threads runs at a third of the speed (measured on the Mathemagic killers).
  const Tables tables_;
  Propagator prop_;
  StopCheck stop_;
  uint64_t limit_;
  uint64_t budget_;
  Shared* share_;
  bool stopped_ = false;
  bool gave_up_ = false;
  std::vector<uint32_t> pooled_;  ///< the weights as last pooled
  std::vector<uint16_t> stack_;
  std::vector<int> branch_cell_;
  std::vector<uint16_t> options_left_;
  CountOutcome out_;
};

// One search over `tables` on `threads` threads (the caller's among them). Each thread builds
// its own Search, so that its memory comes from its own allocator arena: states and counters
// that one thread writes on every node must not share cache lines with what another reads.
CountOutcome count_in_parallel(const Tables& tables, bool killer, const Context& ctx,
                               uint64_t limit, Rule45 level, int threads) {
  Shared share(threads, limit, tables.cells);
  std::vector<uint64_t> nodes(static_cast<size_t>(threads), 0);
  std::vector<char> timed_out(static_cast<size_t>(threads), 0);
  bool contradiction = false;
  auto search = [&](size_t t) {
    Search own(tables, killer, ctx, limit, level, 0, &share);
    if (t == 0) {
      if (!own.start()) {
        contradiction = true;
        nodes[0] = 1;
        share.work.stop();
        return;
      }
      Task root;
      root.state.assign(own.root(), own.root() + tables.state_size);
      share.work.give(std::move(root));
    }
    timed_out[t] = own.work() ? 1 : 0;
    nodes[t] = own.nodes();
  };
  std::vector<std::thread> helpers;
  for (size_t t = 1; t < nodes.size(); ++t) helpers.emplace_back(search, t);
  search(0);
  for (std::thread& helper : helpers) helper.join();
  CountOutcome out;
  for (uint64_t n : nodes) out.nodes += n;
  if (contradiction) {
    out.complete = true;
    return out;
  }
  out.count = share.work.count();
  out.first = std::move(share.first);
  out.second = std::move(share.second);
  const bool stopped = std::find(timed_out.begin(), timed_out.end(), 1) != timed_out.end();
  const bool timed = stopped && !share.work.limit_reached();
  out.complete = !timed && !share.work.limit_reached();
  if (timed) out.status = Status::kTimeout;
  return out;
}

// A search that reached its node cap: no answer, and not for lack of time.
void gave_up_at_cap(CountOutcome& out) {
  out.status = Status::kTimeout;
  out.stop = StopReason::kNodeLimit;
}

CountOutcome search_once(const Board& board, const Context& ctx, uint64_t limit, Rule45 level,
                         uint64_t node_budget, int threads, bool& gave_up) {
  Tables tables = build_tables(board, level);
  if (threads > 1 && node_budget == 0) {
    gave_up = false;
    return count_in_parallel(tables, !board.classic(), ctx, limit, level, threads);
  }
  Search search(std::move(tables), !board.classic(), ctx, limit, level, node_budget);
  CountOutcome out = search.run();
  gave_up = search.gave_up();
  return out;
}

}  // namespace

CountOutcome count_solutions_at(const Board& board, const Context& ctx, uint64_t limit,
                                Rule45 level) {
  bool gave_up = false;
  return with_stop_reason(search_once(board, ctx, limit, level, 0, 1, gave_up), ctx);
}

CountOutcome count_solutions_generic(const Board& board, const Context& ctx, uint64_t limit,
                                     int threads) {
  return count_solutions_capped(board, ctx, limit, 0, threads);
}

CountOutcome count_solutions_capped(const Board& board, const Context& ctx, uint64_t limit,
                                    uint64_t max_nodes, int threads) {
  bool gave_up = false;
  if (board.classic()) {
    CountOutcome out = search_once(board, ctx, limit, Rule45::kNone, max_nodes, threads, gave_up);
    if (gave_up) gave_up_at_cap(out);
    return with_stop_reason(std::move(out), ctx);
  }
  uint64_t light_nodes = 0;
  {
    CountOutcome out = search_once(board, ctx, limit, Rule45::kLight, kLightNodes, 1, gave_up);
    if (!gave_up) return with_stop_reason(std::move(out), ctx);
    light_nodes = out.nodes;
  }
  CountOutcome out = search_once(board, ctx, limit, Rule45::kFull, max_nodes, threads, gave_up);
  if (gave_up) gave_up_at_cap(out);
  out.nodes += light_nodes;
  return with_stop_reason(std::move(out), ctx);
}

CountOutcome count_solutions(const Board& board, const Context& ctx, uint64_t limit, int threads) {
  if (board.classic() && board.n == 9 && board.box_h == 3) {
    return with_stop_reason(count_classic9(board, ctx, limit), ctx);
  }
  return count_solutions_generic(board, ctx, limit, threads);
}

}  // namespace gridlogic::killer
