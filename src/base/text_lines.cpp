#include "base/text_lines.hpp"

#include <algorithm>
#include <charconv>

#include "gridlogic/error.hpp"

namespace gridlogic::text_lines {

namespace {
bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

// The byte length of the well-formed UTF-8 character that `text` starts with, or 0 when it
// starts with none. The ranges of the second byte exclude overlong forms, surrogates
// (U+D800..U+DFFF) and code points past U+10FFFF (RFC 3629, section 4).
size_t sequence_length(std::string_view text) {
  if (text.empty()) return 0;
  const auto byte = [&](size_t i) { return static_cast<unsigned char>(text[i]); };
  const unsigned char lead = byte(0);
  if (lead < 0x80) return 1;
  size_t need = 0;
  unsigned char low = 0x80;
  unsigned char high = 0xBF;
  if (lead >= 0xC2 && lead <= 0xDF) {
    need = 2;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    need = 3;
    if (lead == 0xE0) low = 0xA0;
    if (lead == 0xED) high = 0x9F;
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    need = 4;
    if (lead == 0xF0) low = 0x90;
    if (lead == 0xF4) high = 0x8F;
  } else {
    return 0;
  }
  if (text.size() < need || byte(1) < low || byte(1) > high) return 0;
  for (size_t i = 2; i < need; ++i) {
    if (byte(i) < 0x80 || byte(i) > 0xBF) return 0;
  }
  return need;
}

std::string hex_byte(char c) {
  static constexpr char kDigits[] = "0123456789ABCDEF";
  const auto b = static_cast<unsigned char>(c);
  return {kDigits[b >> 4], kDigits[b & 0xF]};
}

std::string hex_code_point(long cp) {
  std::string digits;
  for (; cp > 0 || digits.size() < 4; cp >>= 4) {
    digits.insert(digits.begin(), "0123456789ABCDEF"[cp & 0xF]);
  }
  return "U+" + digits;
}
}  // namespace

std::optional<int64_t> integer(std::string_view text, bool* too_big) {
  if (too_big != nullptr) *too_big = false;
  int64_t value = 0;
  const char* end = text.data() + text.size();
  const auto [stop, error] = std::from_chars(text.data(), end, value);
  if (stop != end || text.empty()) return std::nullopt;
  if (error == std::errc::result_out_of_range) {
    if (too_big != nullptr) *too_big = true;
    return std::nullopt;
  }
  if (error != std::errc()) return std::nullopt;
  return value;
}

std::string trim(std::string_view text) {
  size_t begin = 0;
  size_t end = text.size();
  while (begin < end && is_space(text[begin])) ++begin;
  while (end > begin && is_space(text[end - 1])) --end;
  return std::string(text.substr(begin, end - begin));
}

std::vector<Line> split(std::string_view body) {
  std::vector<Line> lines;
  int number = 1;
  size_t start = 0;
  while (start <= body.size()) {
    size_t end = body.find('\n', start);
    if (end == std::string_view::npos) end = body.size();
    std::string_view raw = body.substr(start, end - start);
    size_t keep = raw.size();
    while (keep > 0 && is_space(raw[keep - 1])) --keep;
    if (!(end == body.size() && start == body.size())) {
      lines.push_back({number, std::string(raw.substr(0, keep))});
    }
    ++number;
    start = end + 1;
  }
  return lines;
}

std::vector<std::vector<Line>> sections(std::string_view body) {
  std::vector<std::vector<Line>> result;
  std::vector<Line> current;
  for (auto& line : split(body)) {
    if (trim(line.text).empty()) {
      if (!current.empty()) result.push_back(std::move(current));
      current.clear();
    } else {
      current.push_back(std::move(line));
    }
  }
  if (!current.empty()) result.push_back(std::move(current));
  return result;
}

std::vector<std::string> tokens(std::string_view line) {
  std::vector<std::string> out;
  size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && is_space(line[i])) ++i;
    size_t start = i;
    while (i < line.size() && !is_space(line[i])) ++i;
    if (i > start) out.emplace_back(line.substr(start, i - start));
  }
  return out;
}

size_t next_character(std::string_view text) {
  if (text.empty()) return 0;
  return std::max<size_t>(1, sequence_length(text));
}

bool is_ascii(std::string_view text) {
  unsigned char any = 0;
  for (char c : text) any |= static_cast<unsigned char>(c);
  return any < 0x80;
}

std::vector<std::string_view> characters(std::string_view text) {
  std::vector<std::string_view> out;
  for (size_t i = 0; i < text.size();) {
    const size_t n = next_character(text.substr(i));
    out.push_back(text.substr(i, n));
    i += n;
  }
  return out;
}

size_t length(std::string_view text) {
  if (is_ascii(text)) return text.size();
  size_t count = 0;
  for (size_t i = 0; i < text.size(); ++count) i += next_character(text.substr(i));
  return count;
}

bool well_formed(std::string_view ch) {
  return !ch.empty() && sequence_length(ch) == ch.size();
}

long code_point(std::string_view ch) {
  if (!well_formed(ch)) return -1;
  const auto lead = static_cast<unsigned char>(ch[0]);
  if (ch.size() == 1) return lead;
  long cp = lead & (0x7F >> ch.size());
  for (size_t i = 1; i < ch.size(); ++i)
    cp = (cp << 6) | (static_cast<unsigned char>(ch[i]) & 0x3F);
  return cp;
}

size_t check_utf8(std::string_view text, const std::function<std::string(size_t)>& place) {
  if (is_ascii(text)) return text.size();
  size_t count = 0;
  for (size_t i = 0; i < text.size(); ++count) {
    const size_t n = sequence_length(text.substr(i));
    if (n == 0) {
      std::string detail = "byte 0x";
      detail += hex_byte(text[i]);
      detail += " is not valid UTF-8 (the input must be UTF-8 text)";
      throw InputError("invalid UTF-8", place(count), detail);
    }
    i += n;
  }
  return count;
}

std::string quote(std::string_view ch) {
  const long cp = code_point(ch);
  if (cp < 0) {
    std::string out("byte 0x");
    out += hex_byte(ch.empty() ? '\0' : ch[0]);
    out += " (not UTF-8)";
    return out;
  }
  if (cp < 0x20 || (cp >= 0x7F && cp < 0xA0)) {
    std::string out("control character ");
    out += hex_code_point(cp);
    return out;
  }
  std::string out(1, '\'');
  out += ch;
  out += '\'';
  // Input methods for Chinese, Japanese and Korean type these for ASCII letters and digits.
  if (cp >= 0xFF01 && cp <= 0xFF5E) {
    out += " (the full-width form of '";
    out += static_cast<char>(cp - 0xFEE0);
    out += "')";
  } else if (cp == 0x3000) {
    out += " (a full-width space)";
  }
  return out;
}

std::string printable(std::string_view text) {
  std::string out;
  for (std::string_view ch : characters(text)) {
    if (well_formed(ch)) {
      out += ch;
    } else {
      out += "\\x" + hex_byte(ch[0]);
    }
  }
  return out;
}

}  // namespace gridlogic::text_lines
