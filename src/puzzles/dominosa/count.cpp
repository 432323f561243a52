// Counting: the depth-first search over Search states (solver.hpp), its restarts when one
// solution is wanted, and both on several threads.
//
// On several threads, counting shares one tree (base/work_share.hpp): a hungry thread gets the
// untried branches of another's shallowest open node, as the path of decisions from the root
// (replayed on its own state) and the node's candidate list. Branch i of a node kills
// candidates 0..i-1 and takes candidate i, so the branches handed over and those kept partition
// the solutions and the count stays exact. Looking for one solution, the threads instead run
// the restart sequence between them (run t, t + threads, ...): the first to find a solution, or
// to finish a complete run, ends it.
#include <algorithm>
#include <atomic>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

#include "base/work_share.hpp"
#include "puzzles/dominosa/solver.hpp"

namespace gridlogic::dominosa {

namespace {

// Nodes of the first run when looking for one solution; each restart allows 1.5 times more.
constexpr uint64_t kFirstBudget = 100;

// A part of the tree for another thread: the decisions from the root to a node (an edge taken
// as ~e, killed as e), and that node's branches from `next` on.
struct Task {
  std::vector<int> path;
  std::vector<int> candidates;
  size_t next = 0;
};

// What the threads of one count share: the work and the first `keep` solutions, by number.
struct Shared {
  Shared(int threads, uint64_t limit, int keep)
      : work(threads, limit), solutions(static_cast<size_t>(keep)) {}
  WorkShare<Task> work;
  std::vector<Partners> solutions;
};

// One depth-first search, over the whole tree or over tasks of a Shared.
class DepthFirst {
 public:
  /// `node_budget` 0 = none: past it run() returns with complete = false and status kSolved,
  /// which the caller reads as "budget spent". `noise` != 0 randomises the choices. `done`,
  /// when given, ends the search early (another thread has the answer).
  DepthFirst(const Graph& graph, StopCheck& stop, uint64_t limit, int keep, uint64_t node_budget,
             uint64_t noise, const std::atomic<bool>* done = nullptr, Shared* shared = nullptr)
      : search_(graph),
        stop_(stop),
        limit_(limit),
        keep_(keep),
        budget_(node_budget),
        done_(done),
        shared_(shared) {
    search_.set_stop(&stop);
    search_.set_noise(noise);
  }

  /// The whole tree.
  CountOutcome run() {
    out_.complete = explore(search_.propagate());
    return out_;
  }

  /// Tasks of the share until there are none.
  CountOutcome work() {
    const bool root_ok = search_.propagate();
    const size_t root = search_.mark();
    while (std::optional<Task> task = shared_->work.take()) {
      bool consistent = root_ok;
      search_.undo(root);
      base_path_ = task->path;
      for (size_t i = 0; i < task->path.size() && consistent; ++i) {
        const int op = task->path[i];
        consistent = op < 0 ? search_.take(~op) : search_.forbid(op);
      }
      if (task->candidates.empty()) {
        explore(consistent);  // the root
      } else if (consistent) {
        candidates_ = std::move(task->candidates);
        frames_.push_back({search_.mark(), 0, candidates_.size(), task->next, 0});
        explore(false);
      }
      if (out_.status == Status::kTimeout) shared_->work.stop();
    }
    return out_;
  }

 private:
  struct Frame {
    size_t mark;
    size_t first;  // candidates are candidates_[first .. first + size)
    size_t size;
    size_t next;
    size_t current;  // the branch being searched
  };

  [[nodiscard]] bool interrupted() const {
    return (done_ != nullptr && done_->load(std::memory_order_relaxed)) ||
           (shared_ != nullptr && shared_->work.stopped());
  }

  // Searches from the current state (consistent or not) and every untried branch on frames_.
  // True when that is exhausted; false when stopped (limit, budget, time limit, another thread).
  bool explore(bool consistent) {
    while (true) {
      if (consistent) {
        ++out_.nodes;
        if (stop_()) {
          out_.status = Status::kTimeout;
          return false;
        }
        if (interrupted()) return false;
        if (budget_ != 0 && out_.nodes > budget_) return false;
        // Cheap test first, then probing (which may finish the board), then the test again.
        const bool alive =
            search_.solved() || (search_.regions_balanced() &&
                                 search_.probe(frames_.empty() ? 0 : frames_.back().mark));
        if (alive && search_.solved()) {
          if (!count_solution()) return false;  // complete stays false
        } else if (alive && search_.regions_balanced()) {
          Frame frame{search_.mark(), candidates_.size(), 0, 0, 0};
          search_.branch_candidates(candidates_);
          frame.size = candidates_.size() - frame.first;
          frames_.push_back(frame);
          if (shared_ != nullptr && shared_->work.hungry()) give_away();
        }
      }
      // Next branch: the deepest frame with an untried candidate.
      consistent = false;
      while (!frames_.empty() && !consistent) {
        Frame& frame = frames_.back();
        search_.undo(frame.mark);
        if (frame.next == frame.size) {
          candidates_.resize(frame.first);
          frames_.pop_back();
          continue;
        }
        const size_t i = frame.next++;
        frame.current = i;
        // Branch i: candidates before i are false, candidate i is true.
        consistent = true;
        for (size_t j = 0; j < i && consistent; ++j) {
          consistent = search_.forbid(candidates_[frame.first + j]);
        }
        consistent = consistent && search_.take(candidates_[frame.first + i]);
      }
      if (!consistent && frames_.empty()) return true;
    }
  }

  // Counts the solved state; false when the search is to stop (the limit reached).
  bool count_solution() {
    if (shared_ == nullptr) {
      ++out_.count;
      if (static_cast<int>(out_.solutions.size()) < keep_) {
        out_.solutions.push_back(search_.partners());
      }
      return limit_ == 0 || out_.count < limit_;
    }
    const uint64_t number = shared_->work.found();
    if (number != 0 && number <= static_cast<uint64_t>(keep_)) {
      Partners partners = search_.partners();
      shared_->work.locked([&] { shared_->solutions[number - 1] = std::move(partners); });
    }
    return !shared_->work.stopped();
  }

  // Hands the untried branches of the shallowest frame that has some to the share.
  void give_away() {
    for (size_t f = 0; f < frames_.size(); ++f) {
      Frame& frame = frames_[f];
      if (frame.next == frame.size) continue;
      Task task;
      task.path = base_path_;  // from the root to this thread's task
      for (size_t g = 0; g < f; ++g) {
        const Frame& above = frames_[g];
        for (size_t j = 0; j < above.current; ++j) {
          task.path.push_back(candidates_[above.first + j]);
        }
        task.path.push_back(~candidates_[above.first + above.current]);
      }
      const auto first = candidates_.begin() + static_cast<std::ptrdiff_t>(frame.first);
      task.candidates.assign(first, first + static_cast<std::ptrdiff_t>(frame.size));
      task.next = frame.next;
      frame.next = frame.size;
      shared_->work.give(std::move(task));
      return;
    }
  }

  Search search_;
  StopCheck& stop_;
  uint64_t limit_;
  int keep_;
  uint64_t budget_;
  const std::atomic<bool>* done_;
  Shared* shared_;
  std::vector<Frame> frames_;
  std::vector<int> candidates_;
  std::vector<int> base_path_;  // the decisions from the root to the current task's node
  CountOutcome out_;
};

// Every solution up to `limit`, the tree shared by `threads` threads.
CountOutcome count_in_parallel(const Graph& graph, const Context& ctx, uint64_t limit, int keep,
                               int threads) {
  Shared shared(threads, limit, keep);
  shared.work.give(Task{});  // the root
  std::vector<CountOutcome> outcomes(static_cast<size_t>(threads));
  auto search = [&](size_t t) {
    StopCheck stop(ctx, 64);
    DepthFirst depth_first(graph, stop, limit, keep, 0, 0, nullptr, &shared);
    outcomes[t] = depth_first.work();
  };
  std::vector<std::thread> helpers;
  for (size_t t = 1; t < outcomes.size(); ++t) helpers.emplace_back(search, t);
  search(0);
  for (std::thread& helper : helpers) helper.join();
  CountOutcome out;
  bool timed_out = false;
  for (const CountOutcome& part : outcomes) {
    out.nodes += part.nodes;
    timed_out = timed_out || part.status == Status::kTimeout;
  }
  out.count = shared.work.count();
  timed_out = timed_out && !shared.work.limit_reached();
  out.complete = !timed_out && !shared.work.limit_reached();
  if (timed_out) out.status = Status::kTimeout;
  for (Partners& partners : shared.solutions) {
    if (!partners.empty()) out.solutions.push_back(std::move(partners));
  }
  return out;
}

// The restarts of count_solutions(limit 1), run t, t + threads, ... on thread t.
CountOutcome first_solution_in_parallel(const Graph& graph, const Context& ctx, int keep,
                                        int threads) {
  std::atomic<bool> done{false};
  std::mutex mutex;
  std::optional<CountOutcome> answer;
  std::atomic<uint64_t> nodes{0};
  auto search = [&](uint64_t first_run) {
    StopCheck stop(ctx, 64);
    uint64_t budget = kFirstBudget;
    for (uint64_t run = 0; run < first_run; ++run) budget += budget / 2;
    for (uint64_t run = first_run;; run += static_cast<uint64_t>(threads)) {
      DepthFirst depth_first(graph, stop, 1, keep, budget, run, &done);
      CountOutcome out = depth_first.run();
      nodes += out.nodes;
      if (done.load()) return;
      if (out.count > 0 || out.complete || out.status == Status::kTimeout) {
        std::lock_guard lock(mutex);
        if (!answer) answer = std::move(out);
        done = true;
        return;
      }
      for (int step = 0; step < threads; ++step) budget += budget / 2;
    }
  };
  std::vector<std::thread> helpers;
  for (int t = 1; t < threads; ++t) helpers.emplace_back(search, static_cast<uint64_t>(t));
  search(0);
  for (std::thread& helper : helpers) helper.join();
  CountOutcome out = std::move(*answer);
  out.nodes = nodes.load();
  return out;
}

}  // namespace

CountOutcome count_solutions(const Board& board, const Context& ctx, uint64_t limit, int keep,
                             int threads) {
  const Graph graph(board);
  if (threads > 1) {
    return limit == 1 ? first_solution_in_parallel(graph, ctx, keep, threads)
                      : count_in_parallel(graph, ctx, limit, keep, threads);
  }
  // Polled at every node and every probe: a node at M = 50 can cost milliseconds.
  StopCheck stop(ctx, 64);
  if (limit != 1) return DepthFirst(graph, stop, limit, keep, 0, 0).run();

  // Looking for one solution, a depth-first search can sink into a large subtree without one
  // (on ambiguous boards: M = 50 planted boards ran past 10 s). Restarts with a growing node
  // budget and randomised choices (a fixed sequence, so results are reproducible) avoid that
  // heavy tail; the budget grows without bound, so the last run is complete and can prove that
  // there is no solution.
  uint64_t budget = kFirstBudget;
  uint64_t nodes = 0;
  for (uint64_t run = 0;; ++run) {
    CountOutcome out = DepthFirst(graph, stop, limit, keep, budget, run).run();
    nodes += out.nodes;
    if (out.count > 0 || out.complete || out.status == Status::kTimeout) {
      out.nodes = nodes;
      return out;
    }
    budget += budget / 2;
  }
}

}  // namespace gridlogic::dominosa
