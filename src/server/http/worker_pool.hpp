// The transport's solve threads, and the rule that turns a request away rather than queue it: a
// request waits as long as it can expect to start within the time limit, so that a burst of
// small requests is served, however many clients send it, and one that would only time out in
// the queue is told at once when to come back (503 with Retry-After).
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace gridlogic::server {

class WorkerPool {
 public:
  /// `workers` threads; at most `queue` jobs waiting, and none expected to wait more than
  /// `max_wait_seconds` (0: no bound but the queue's).
  WorkerPool(size_t workers, size_t queue, double max_wait_seconds);
  /// Runs the jobs taken, then joins.
  ~WorkerPool();
  WorkerPool(const WorkerPool&) = delete;
  WorkerPool& operator=(const WorkerPool&) = delete;

  /// Takes `job` to run on a worker (0), or refuses it: then the seconds after which a client
  /// may try again (at least 1), from the wait the queue makes.
  [[nodiscard]] int submit(std::function<void()> job);

 private:
  using Clock = std::chrono::steady_clock;

  void work(size_t slot);
  // Seconds a job submitted now is expected to wait, or -1 when a worker is free for it; the
  // lock is held.
  [[nodiscard]] double expected_wait(Clock::time_point now) const;

  const size_t queue_limit_;
  const double max_wait_;
  std::mutex mutex_;
  std::condition_variable ready_;
  std::deque<std::function<void()>> jobs_;
  // When each worker took the job it runs (Clock::time_point() when idle).
  std::vector<Clock::time_point> started_;
  // The recent mean seconds a job took (each new one weighs kRecentWeight).
  double mean_seconds_ = 0;
  bool stopping_ = false;
  std::vector<std::thread> threads_;
};

}  // namespace gridlogic::server
