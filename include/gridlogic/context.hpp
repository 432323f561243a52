// The context every library call takes: seed, deadline, cancel flag and log sink.
//
// Library code never prints, exits or reads globals; everything a call may need from its caller
// arrives here, so the same code is safe in a threaded batch and in a server.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>

#include "gridlogic/status.hpp"

namespace gridlogic {

enum class LogLevel { kDebug, kInfo, kWarning };

/// Receives diagnostic messages; may be empty (messages are dropped).
using LogSink = std::function<void(LogLevel, std::string_view)>;

class Context {
 public:
  using Clock = std::chrono::steady_clock;

  /// Seed for every random choice (generators, randomised heuristics). Same seed, same output.
  uint64_t seed = 0;
  /// When set, long computations stop at this time and report Status::kTimeout
  /// (StopReason::kTimeLimit).
  std::optional<Clock::time_point> deadline;
  /// When set and true, long computations stop as soon as they notice (Status::kTimeout,
  /// StopReason::kCancelled).
  const std::atomic<bool>* cancel = nullptr;
  /// Where diagnostics go.
  LogSink log;
  /// The most entries (literals and clause ends, or variables and coefficients) a MILP or SAT
  /// model built for this call may have; past it the call answers too large. 0 = no bound.
  uint64_t max_model_entries = 50'000'000;

  /// A context whose deadline is `seconds` from now (no deadline when seconds <= 0).
  static Context with_time_limit(double seconds);

  /// True once the deadline has passed or cancel was raised. Costs a clock read: call it every
  /// few thousand search nodes, not in the innermost loop.
  [[nodiscard]] bool expired() const;
  /// Why a run that stopped on expired() stopped: kCancelled when cancel is raised (it wins when
  /// the deadline has passed too: the caller asked for the stop), else kTimeLimit.
  [[nodiscard]] StopReason stop_reason() const;

  void debug(std::string_view message) const { emit(LogLevel::kDebug, message); }
  void info(std::string_view message) const { emit(LogLevel::kInfo, message); }
  void warn(std::string_view message) const { emit(LogLevel::kWarning, message); }

 private:
  void emit(LogLevel level, std::string_view message) const {
    if (log) log(level, message);
  }
};

/// Polls Context::expired() only every `period` calls, so search loops can ask on every node.
class StopCheck {
 public:
  explicit StopCheck(const Context& ctx, uint32_t period = 1024) : ctx_(ctx), period_(period) {}
  /// True when the search must stop; sticky once true.
  bool operator()() {
    if (stopped_) return true;
    if (++calls_ % period_ != 0) return false;
    stopped_ = ctx_.expired();
    return stopped_;
  }
  [[nodiscard]] bool stopped() const { return stopped_; }

 private:
  const Context& ctx_;
  uint32_t period_;
  uint32_t calls_ = 0;
  bool stopped_ = false;
};

}  // namespace gridlogic
