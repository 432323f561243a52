// A solution as a puzzle hands it over: a JSON value, or the type's own compact form, which
// writes its JSON text itself.
//
// Most solutions are small and are built as JSON values. Two cases are not: a batch of a million
// sudokus, where building a tree of ten strings per solution costs more than solving, and a
// 10000 x 10000 Lights Out press pattern, whose JSON tree would take over a gigabyte. A type
// hands such solutions over as a CompactSolution; front ends write it through a JsonSink, which
// passes the text on to the output block by block, and build the JSON value only when they read
// it (verify, render).
#pragma once

#include <cstddef>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <string_view>
#include <type_traits>

namespace gridlogic {

using Json = nlohmann::json;

/// Compact JSON text on its way out: a buffer that is handed to a stream whenever it holds a
/// block, so that a value of any size is written in bounded memory. Without a stream it only
/// fills the buffer (a result line kept in memory, as a batch on several threads keeps them).
class JsonSink {
 public:
  /// Bytes buffered before flush_if_full() passes them on.
  static constexpr size_t kBlock = size_t{1} << 16;

  explicit JsonSink(std::string& buffer, std::ostream* stream = nullptr)
      : buffer_(buffer), stream_(stream) {}

  void append(std::string_view text) { buffer_.append(text); }
  void push(char c) { buffer_.push_back(c); }
  [[nodiscard]] std::string& buffer() { return buffer_; }
  /// Passes the buffer on to the stream once it holds kBlock bytes; a writer of a long value
  /// calls it between pieces. Does nothing without a stream.
  void flush_if_full() {
    if (stream_ != nullptr && buffer_.size() >= kBlock) flush();
  }
  /// Passes everything buffered on to the stream (nothing without a stream).
  void flush();

 private:
  std::string& buffer_;
  std::ostream* stream_;
};

/// A solution kept in its type's own form. Immutable once made; shared between copies of a
/// Solution.
class CompactSolution {
 public:
  CompactSolution() = default;
  virtual ~CompactSolution() = default;
  CompactSolution(const CompactSolution&) = delete;
  CompactSolution& operator=(const CompactSolution&) = delete;

  /// Writes the solution field's value (FORMATS.md) as compact JSON text, the same text that
  /// dumping build_json() would give, calling out.flush_if_full() between long pieces.
  virtual void write_json(JsonSink& out) const = 0;
  /// About how many bytes write_json writes; front ends write a long one (megabytes) straight
  /// to the output instead of keeping the text. 0 = short.
  [[nodiscard]] virtual size_t text_bytes() const { return 0; }
  /// The JSON value, built on the first call (safe from several threads) and kept.
  [[nodiscard]] const Json& json() const;

 protected:
  /// Builds the JSON value.
  [[nodiscard]] virtual Json build_json() const = 0;

 private:
  mutable std::once_flag built_once_;
  mutable Json built_;
};

/// The value of a solution field: none, a JSON value, or a compact solution.
class Solution {
 public:
  Solution() = default;
  /// A JSON value (null means none).
  Solution(Json value) : value_(std::move(value)) {}  // NOLINT(google-explicit-constructor)
  /// A compact solution of any kind (nullptr means none).
  template <typename Compact,
            typename = std::enable_if_t<std::is_base_of_v<CompactSolution, Compact>>>
  Solution(std::shared_ptr<const Compact> compact)  // NOLINT(google-explicit-constructor)
      : compact_(std::move(compact)) {}

  /// True when there is no solution.
  [[nodiscard]] bool empty() const { return compact_ == nullptr && value_.is_null(); }
  /// The JSON value (null when empty); a compact solution builds it on the first call.
  [[nodiscard]] const Json& json() const { return compact_ ? compact_->json() : value_; }
  /// Writes the value as compact JSON text (null when empty).
  void write_json(JsonSink& out) const;
  /// The compact form, or nullptr when the solution is a JSON value.
  [[nodiscard]] const CompactSolution* compact() const { return compact_.get(); }

  /// Solutions are equal when their JSON values are (however each is kept).
  friend bool operator==(const Solution& a, const Solution& b) { return a.json() == b.json(); }
  friend bool operator==(const Solution& a, const Json& b) { return a.json() == b; }
  /// Writes the compact JSON text.
  friend std::ostream& operator<<(std::ostream& out, const Solution& solution);

 private:
  Json value_;
  std::shared_ptr<const CompactSolution> compact_;
};

}  // namespace gridlogic
