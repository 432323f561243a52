// LineWriter: JSON values written straight into a string, as result lines and append_json
// (gridlogic/json_text.hpp) write them.
#pragma once

#include <charconv>
#include <cmath>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

namespace gridlogic {

using Json = nlohmann::json;

// Writes JSON values straight into a string. Strings of plain printable ASCII (ids, grids,
// digits: nearly every string of a result) are copied as they are; anything else, and every
// other number, goes through nlohmann's serializer for its escapes and shortest form (made only
// when needed: making one allocates).
class LineWriter {
 public:
  explicit LineWriter(std::string& out) : out_(out) {}

  void string(std::string_view text) {
    for (char c : text) {
      const auto byte = static_cast<unsigned char>(c);
      if (byte < 0x20 || byte >= 0x7F || c == '"' || c == '\\') {
        fallback().dump(Json(text), false, false, 0);
        return;
      }
    }
    out_ += '"';
    out_ += text;
    out_ += '"';
  }

  void value(const Json& v) {
    switch (v.type()) {
      case Json::value_t::string:
        string(v.get_ref<const std::string&>());
        return;
      case Json::value_t::array: {
        out_ += '[';
        bool first = true;
        for (const Json& item : v) {
          if (!first) out_ += ',';
          first = false;
          value(item);
        }
        out_ += ']';
        return;
      }
      case Json::value_t::number_integer:
        integer(v.get<int64_t>());
        return;
      case Json::value_t::number_unsigned:
        integer(v.get<uint64_t>());
        return;
      case Json::value_t::boolean:
        out_ += v.get<bool>() ? std::string_view("true") : std::string_view("false");
        return;
      default:
        fallback().dump(v, false, false, 0);
    }
  }

  // A time in milliseconds, rounded to microseconds (Result::set_time_ms): the text nlohmann
  // would write ("0.041", "2.0"), from whole microseconds, without a floating-point formatter.
  void milliseconds(double ms) {
    if (!(ms >= 0 && ms < 1e12)) {
      value(Json(ms));
      return;
    }
    const auto micros = static_cast<uint64_t>(std::llround(ms * 1000.0));
    integer(micros / 1000);
    char fraction[4] = {'.', static_cast<char>('0' + micros / 100 % 10),
                        static_cast<char>('0' + micros / 10 % 10),
                        static_cast<char>('0' + micros % 10)};
    size_t keep = 4;
    while (keep > 2 && fraction[keep - 1] == '0') --keep;
    out_.append(fraction, keep);
  }

  // Keys are our own ASCII names: written as they are.
  void key(std::string_view name) {
    out_.append(",\"", 2);
    out_ += name;
    out_.append("\":", 2);
  }

 private:
  template <typename Integer>
  void integer(Integer number) {
    char digits[24];
    const auto [end, error] = std::to_chars(digits, digits + sizeof digits, number);
    (void)error;  // 24 characters hold any 64-bit integer
    out_.append(digits, end);
  }

  nlohmann::detail::serializer<Json>& fallback() {
    if (!fallback_) {
      fallback_.emplace(nlohmann::detail::output_adapter<char>(out_), ' ',
                        Json::error_handler_t::replace);
    }
    return *fallback_;
  }

  std::string& out_;
  std::optional<nlohmann::detail::serializer<Json>> fallback_;
};

}  // namespace gridlogic
