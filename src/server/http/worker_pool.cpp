#include "server/http/worker_pool.hpp"

#include <algorithm>
#include <cmath>
#include <exception>

namespace gridlogic::server {

namespace {

// How much the last job counts in the mean service time: about the last ten jobs matter, so the
// estimate follows a change of load within a few requests.
constexpr double kRecentWeight = 0.1;

}  // namespace

WorkerPool::WorkerPool(size_t workers, size_t queue, double max_wait_seconds)
    : queue_limit_(queue), max_wait_(max_wait_seconds), started_(std::max<size_t>(workers, 1)) {
  for (size_t slot = 0; slot < started_.size(); ++slot) {
    threads_.emplace_back([this, slot] { work(slot); });
  }
}

WorkerPool::~WorkerPool() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stopping_ = true;
  }
  ready_.notify_all();
  for (std::thread& thread : threads_) thread.join();
}

double WorkerPool::expected_wait(Clock::time_point now) const {
  size_t idle = 0;
  double running_seconds = 0;
  for (const Clock::time_point start : started_) {
    if (start == Clock::time_point()) {
      ++idle;
    } else {
      running_seconds += std::chrono::duration<double>(now - start).count();
    }
  }
  if (idle > jobs_.size()) return -1;
  // A job takes at least as long as those running have taken so far: before the first long job
  // ends, that is the only sign of it.
  const size_t running = started_.size() - idle;
  const double each = std::max(mean_seconds_, running == 0 ? 0 : running_seconds / running);
  return static_cast<double>(jobs_.size() + 1) * each / static_cast<double>(started_.size());
}

int WorkerPool::submit(std::function<void()> job) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    const double wait = expected_wait(Clock::now());
    if (wait >= 0 && (jobs_.size() >= queue_limit_ || (max_wait_ > 0 && wait > max_wait_))) {
      return std::max(1, static_cast<int>(std::ceil(std::min(wait, 3600.0))));
    }
    jobs_.push_back(std::move(job));
  }
  ready_.notify_one();
  return 0;
}

void WorkerPool::work(size_t slot) {
  for (;;) {
    std::function<void()> job;
    {
      std::unique_lock<std::mutex> lock(mutex_);
      ready_.wait(lock, [&] { return stopping_ || !jobs_.empty(); });
      if (jobs_.empty()) return;
      job = std::move(jobs_.front());
      jobs_.pop_front();
      started_[slot] = Clock::now();
    }
    try {
      job();
    } catch (const std::exception&) {  // out of memory: that answer is lost, not the worker
    }
    std::lock_guard<std::mutex> lock(mutex_);
    const double seconds = std::chrono::duration<double>(Clock::now() - started_[slot]).count();
    mean_seconds_ += kRecentWeight * (seconds - mean_seconds_);
    started_[slot] = Clock::time_point();
  }
}

}  // namespace gridlogic::server
