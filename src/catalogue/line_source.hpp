// Lines of an input, read a buffer at a time, with a bound on the memory one line may take.
#pragma once

#include <cstddef>
#include <cstdint>
#include <istream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace gridlogic {

/// `text` without the UTF-8 byte-order mark some editors start a file with.
std::string_view without_byte_order_mark(std::string_view text);

/// One line of an input.
struct SourceLine {
  std::string_view text;  ///< without its '\n' and a '\r' before it; valid until the next call
  int64_t number = 0;     ///< 1-based
  bool cut = false;       ///< longer than the limit: `text` is its first max_line bytes
};

/// Lines of a stream or of a text in memory. A stream is read in blocks, so memory is one block
/// plus the longest line kept (at most max_line bytes), whatever the input's length. Past the
/// limit a line is cut and the rest of it is skipped unread into memory, so that the lines after
/// it are still read; a line that goes on for more than kMaxSkippedBytes (/dev/zero) ends the
/// input, and skipped_to_end() says so.
class LineSource {
 public:
  /// The most a cut line may run on before the input is given up.
  static constexpr uint64_t kMaxSkippedBytes = uint64_t{1} << 30;

  /// `max_skip`: how far a cut line may run on before the input is given up.
  LineSource(std::istream& in, size_t max_line, uint64_t max_skip = kMaxSkippedBytes);
  LineSource(std::string_view text, size_t max_line);

  /// The next line, or nullopt at the end of the input. A UTF-8 byte-order mark that starts the
  /// input is not part of its first line.
  std::optional<SourceLine> next();
  /// True when a line ran on past kMaxSkippedBytes and the input was given up there.
  [[nodiscard]] bool skipped_to_end() const { return skipped_to_end_; }
  /// Bytes consumed so far (for progress reports).
  [[nodiscard]] uint64_t bytes_read() const { return consumed_; }

 private:
  bool fill();               // reads another block; false at the end of the stream
  bool skip_rest_of_line();  // after a cut line: false when the line never ended

  std::istream* in_ = nullptr;
  // Stream mode: holds data_. Not zeroed when made: a block is written by the read before it
  // is read, and zeroing it would touch every page of it for an input of one short line.
  std::unique_ptr<char[]> buffer_;
  size_t capacity_ = 0;
  std::string_view data_;  // the unread bytes, in buffer_ or in the caller's text
  size_t max_line_;
  uint64_t max_skip_ = kMaxSkippedBytes;
  int64_t number_ = 0;
  uint64_t consumed_ = 0;
  bool at_start_ = true;
  bool stream_ended_ = false;
  bool skip_pending_ = false;
  bool skipped_to_end_ = false;
};

}  // namespace gridlogic
