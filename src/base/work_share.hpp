// Work sharing between the threads that search one puzzle together.
//
// Every thread runs its own depth-first search. A thread that runs dry asks for work (take());
// a busy thread that sees one hungry (hungry(), one relaxed load per node) hands over part of
// its tree (give()), by convention the untried branches of its shallowest open node: the largest
// piece it holds, so hand-overs stay rare. The tasks are the puzzle's own (a copied state, or a
// path of decisions to replay); this class only queues them and knows when the search is over:
// every thread idle with nothing queued, the solution limit reached, or stop() called (a time
// limit or a cancel seen by one thread). Because the tasks partition the tree, the solutions
// counted by found() are exact.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <mutex>
#include <optional>
#include <utility>

namespace gridlogic {

template <class Task>
class WorkShare {
 public:
  /// `threads` searching threads (each calls take() until it returns nullopt); `limit` stops the
  /// search at that many solutions (0 = none).
  WorkShare(int threads, uint64_t limit) : threads_(threads), limit_(limit) {}

  /// True while some thread waits for work and the queue cannot feed it.
  [[nodiscard]] bool hungry() const { return hungry_.load(std::memory_order_relaxed); }
  /// True once the search is over for every thread.
  [[nodiscard]] bool stopped() const { return stop_.load(std::memory_order_relaxed); }

  /// Ends the search for every thread (their next take() returns nullopt).
  void stop() {
    std::lock_guard lock(mutex_);
    stop_ = true;
    hungry_ = false;
    ready_.notify_all();
  }

  /// Queues a part of the tree for another thread.
  void give(Task task) {
    std::lock_guard lock(mutex_);
    queue_.push_back(std::move(task));
    update_hunger();
    ready_.notify_one();
  }

  /// The next task, waiting for one; nullopt when the search is over.
  std::optional<Task> take() {
    std::unique_lock lock(mutex_);
    ++idle_;
    update_hunger();
    ready_.wait(lock, [&] { return stop_ || !queue_.empty() || idle_ == threads_; });
    if (stop_ || queue_.empty()) {
      stop_ = true;  // every thread idle and nothing queued: the whole tree is searched
      hungry_ = false;
      ready_.notify_all();
      return std::nullopt;
    }
    Task task = std::move(queue_.front());
    queue_.pop_front();
    --idle_;
    update_hunger();
    return task;
  }

  /// Counts one solution and returns its number (1 for the first found). Numbers past the limit
  /// are returned as 0: two threads may meet the last one at once, and only one may count it.
  /// Reaching the limit stops the search.
  uint64_t found() {
    const uint64_t number = count_.fetch_add(1) + 1;
    if (limit_ != 0 && number >= limit_) {
      stop();
      if (number > limit_) return 0;
    }
    return number;
  }

  /// Solutions counted (never more than the limit).
  [[nodiscard]] uint64_t count() const {
    const uint64_t n = count_.load();
    return limit_ != 0 && n > limit_ ? limit_ : n;
  }
  [[nodiscard]] bool limit_reached() const { return limit_ != 0 && count() >= limit_; }

  /// Runs `f` under the share's lock: for keeping the first solutions found.
  template <class F>
  void locked(F&& f) {
    std::lock_guard lock(mutex_);
    f();
  }

 private:
  void update_hunger() {
    hungry_.store(!stop_ && static_cast<size_t>(idle_) > queue_.size(), std::memory_order_relaxed);
  }

  const int threads_;
  const uint64_t limit_;
  std::mutex mutex_;
  std::condition_variable ready_;
  std::deque<Task> queue_;
  int idle_ = 0;
  std::atomic<bool> hungry_{false};
  std::atomic<bool> stop_{false};
  std::atomic<uint64_t> count_{0};
};

}  // namespace gridlogic
