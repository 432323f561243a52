#include "cli/progress.hpp"

#include <unistd.h>

#include <cstdio>

namespace gridlogic::cli {

namespace {

std::string clock_text(double seconds) {
  const auto total = static_cast<long long>(seconds + 0.5);
  char out[32];
  if (total >= 3600) {
    std::snprintf(out, sizeof out, "%lld:%02lld:%02lld", total / 3600, total / 60 % 60, total % 60);
  } else {
    std::snprintf(out, sizeof out, "%lld:%02lld", total / 60, total % 60);
  }
  return out;
}

}  // namespace

Progress::Progress(bool asked, std::string unit)
    : on_(asked && isatty(STDERR_FILENO) == 1),
      unit_(std::move(unit)),
      start_(std::chrono::steady_clock::now()),
      last_(start_) {}

Progress::~Progress() {
  clear();
}

void Progress::update(uint64_t done, uint64_t bytes) {
  if (!on_) return;
  const auto now = std::chrono::steady_clock::now();
  // The first report at once, so that even a short run shows what it did; then five a second.
  if (drawn_ && now - last_ < std::chrono::milliseconds(200)) return;
  last_ = now;
  const double seconds = std::chrono::duration<double>(now - start_).count();
  const double rate = seconds > 0 ? static_cast<double>(done) / seconds : 0;
  double fraction = 0;
  if (total_count_ > 0) {
    fraction = static_cast<double>(done) / static_cast<double>(total_count_);
  } else if (total_bytes_ > 0) {
    fraction = static_cast<double>(bytes) / static_cast<double>(total_bytes_);
  }
  char line[160];
  int used = std::snprintf(line, sizeof line, "\r%llu %s, %.0f/s, %s",
                           static_cast<unsigned long long>(done), unit_.c_str(), rate,
                           clock_text(seconds).c_str());
  if (fraction > 0 && fraction <= 1 && used > 0 && static_cast<size_t>(used) < sizeof line) {
    std::snprintf(line + used, sizeof line - static_cast<size_t>(used), " (%.0f%%, %s left)",
                  fraction * 100, clock_text(seconds / fraction - seconds).c_str());
  }
  std::fputs(line, stderr);
  std::fputs("\x1b[K", stderr);  // erase what a longer earlier line left
  std::fflush(stderr);
  drawn_ = true;
}

void Progress::clear() {
  if (!drawn_) return;
  std::fputs("\r\x1b[K", stderr);
  std::fflush(stderr);
  drawn_ = false;
}

}  // namespace gridlogic::cli
