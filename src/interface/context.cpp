#include "gridlogic/context.hpp"

namespace gridlogic {

Context Context::with_time_limit(double seconds) {
  Context ctx;
  if (seconds > 0) {
    ctx.deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                      std::chrono::duration<double>(seconds));
  }
  return ctx;
}

bool Context::expired() const {
  if (cancel != nullptr && cancel->load(std::memory_order_relaxed)) return true;
  return deadline.has_value() && Clock::now() >= *deadline;
}

StopReason Context::stop_reason() const {
  if (cancel != nullptr && cancel->load(std::memory_order_relaxed)) return StopReason::kCancelled;
  return StopReason::kTimeLimit;
}

}  // namespace gridlogic
