#include "catalogue/line_source.hpp"

#include <algorithm>
#include <cstring>

namespace gridlogic {

namespace {

// A read of this size keeps the system calls few and the buffer small.
constexpr size_t kBlockBytes = size_t{1} << 16;

}  // namespace

std::string_view without_byte_order_mark(std::string_view text) {
  constexpr std::string_view kMark = "\xEF\xBB\xBF";
  return text.substr(0, kMark.size()) == kMark ? text.substr(kMark.size()) : text;
}

LineSource::LineSource(std::istream& in, size_t max_line, uint64_t max_skip)
    : in_(&in), max_line_(std::max<size_t>(max_line, 1)), max_skip_(max_skip) {}

LineSource::LineSource(std::string_view text, size_t max_line)
    : data_(text), max_line_(std::max<size_t>(max_line, 1)), stream_ended_(true) {}

bool LineSource::fill() {
  if (stream_ended_ || in_ == nullptr) return false;
  // Keep the unread bytes at the front, then append one block after them. Grow by doubling,
  // but never past what the longest line kept needs.
  const size_t kept = data_.size();
  if (capacity_ < kept + kBlockBytes) {
    const size_t grown =
        std::max(kept + kBlockBytes, std::min(2 * capacity_, max_line_ + 2 * kBlockBytes));
    std::unique_ptr<char[]> bigger(new char[grown]);  // left unset: the read writes it
    if (kept > 0) std::memcpy(bigger.get(), data_.data(), kept);
    buffer_ = std::move(bigger);
    capacity_ = grown;
  } else if (kept > 0 && data_.data() != buffer_.get()) {
    std::memmove(buffer_.get(), data_.data(), kept);
  }
  // What the stream has now, up to a block, waiting only when it has nothing: on a pipe or a
  // terminal a puzzle sent alone is read (and answered) at once, where read() would wait for a
  // whole block. A regular file says how much it has left, so a block is one system call. The
  // wait is a peek(), which on std::cin first flushes std::cout (cin is tied to it): the
  // answers so far are out before this waits for the next puzzle.
  const auto want = static_cast<std::streamsize>(kBlockBytes);
  std::streamsize some = 0;
  if (in_->rdbuf()->in_avail() > 0 || in_->peek() != std::istream::traits_type::eof()) {
    while (some < want) {
      const std::streamsize more = in_->readsome(buffer_.get() + kept + some, want - some);
      if (more <= 0) break;
      some += more;
    }
  }
  const auto got = static_cast<size_t>(some);
  data_ = std::string_view(buffer_.get(), kept + got);
  if (got == 0) stream_ended_ = true;
  return got > 0;
}

bool LineSource::skip_rest_of_line() {
  uint64_t skipped = 0;
  for (;;) {
    const size_t end = data_.find('\n');
    if (end != std::string_view::npos) {
      consumed_ += end + 1;
      data_.remove_prefix(end + 1);
      return true;
    }
    skipped += data_.size();
    consumed_ += data_.size();
    data_ = {};
    if (skipped > max_skip_) {
      skipped_to_end_ = true;
      stream_ended_ = true;
      return false;
    }
    if (!fill()) return false;  // the input ends inside the cut line
  }
}

std::optional<SourceLine> LineSource::next() {
  if (skip_pending_) {
    skip_pending_ = false;
    if (!skip_rest_of_line()) return std::nullopt;
  }
  size_t end = data_.find('\n');
  size_t searched = 0;
  while (end == std::string_view::npos && data_.size() <= max_line_) {
    searched = data_.size();
    if (!fill()) break;
    const size_t found = data_.substr(searched).find('\n');
    end = found == std::string_view::npos ? found : searched + found;
  }
  if (data_.empty()) return std::nullopt;
  SourceLine line;
  line.number = ++number_;
  if (end == std::string_view::npos || end > max_line_) {
    if (data_.size() > max_line_ || end != std::string_view::npos) {
      // Longer than the limit: hand out its head, skip the rest.
      line.text = data_.substr(0, max_line_);
      line.cut = true;
      consumed_ += max_line_;
      data_.remove_prefix(max_line_);
      skip_pending_ = true;
    } else {  // the last line, without a '\n'
      line.text = data_;
      consumed_ += data_.size();
      data_ = {};
    }
  } else {
    line.text = data_.substr(0, end);
    consumed_ += end + 1;
    data_.remove_prefix(end + 1);
  }
  if (!line.text.empty() && line.text.back() == '\r') line.text.remove_suffix(1);
  if (at_start_) {
    line.text = without_byte_order_mark(line.text);
    at_start_ = false;
  }
  return line;
}

}  // namespace gridlogic
