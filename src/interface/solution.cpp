#include "gridlogic/solution.hpp"

#include "gridlogic/json_text.hpp"

namespace gridlogic {

void JsonSink::flush() {
  if (stream_ == nullptr || buffer_.empty()) return;
  stream_->write(buffer_.data(), static_cast<std::streamsize>(buffer_.size()));
  buffer_.clear();
}

const Json& CompactSolution::json() const {
  std::call_once(built_once_, [this] { built_ = build_json(); });
  return built_;
}

void Solution::write_json(JsonSink& out) const {
  if (compact_ != nullptr) {
    compact_->write_json(out);
  } else {
    append_json(out.buffer(), value_);
  }
}

std::ostream& operator<<(std::ostream& out, const Solution& solution) {
  std::string text;
  JsonSink sink(text, &out);
  solution.write_json(sink);
  sink.flush();
  return out;
}

}  // namespace gridlogic
