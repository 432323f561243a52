// A one-line report of a long run on stderr: done, rate, and time left.
#pragma once

#include <chrono>
#include <cstdint>
#include <string>

namespace gridlogic::cli {

/// Shown only when asked for (--progress) and stderr is a terminal, drawn at the first update
/// and then at most five times a second, and wiped at the end, so that it never mixes with
/// results or error messages.
class Progress {
 public:
  /// `unit` names what is counted ("puzzles").
  Progress(bool asked, std::string unit);
  ~Progress();
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

  /// The whole run's size in bytes of input (0 = unknown); time left is estimated from it.
  void set_total_bytes(uint64_t bytes) { total_bytes_ = bytes; }
  /// The whole run's size in units (0 = unknown), for runs that know it (generate --count).
  void set_total_count(uint64_t count) { total_count_ = count; }
  /// `done` units so far, `bytes` of input consumed so far.
  void update(uint64_t done, uint64_t bytes = 0);
  /// Wipes the line (before an error message, and at the end).
  void clear();
  [[nodiscard]] bool shown() const { return on_; }

 private:
  bool on_ = false;
  bool drawn_ = false;
  std::string unit_;
  uint64_t total_bytes_ = 0;
  uint64_t total_count_ = 0;
  std::chrono::steady_clock::time_point start_;
  std::chrono::steady_clock::time_point last_;
};

}  // namespace gridlogic::cli
