// LZ-string: an LZW variant whose dictionary starts with three codes (0: an 8-bit literal
// follows, 1: a 16-bit literal follows, 2: the end) and grows by one entry per code written;
// codes are written least significant bit first, in as many bits as the dictionary needs, the
// width growing as it fills. compressToBase64 packs those bits six to a base64 character, the
// first bit the highest.
#include "base/lz_string.hpp"

#include <cstdint>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace gridlogic::lz_string {

namespace {

constexpr std::string_view kBase64Keys =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";
constexpr int kBitsPerBase64Char = 6;
constexpr char16_t kReplacement = 0xFFFD;

std::u16string utf16_of(std::string_view text) {
  std::u16string out;
  out.reserve(text.size());
  size_t i = 0;
  while (i < text.size()) {
    const auto b = static_cast<unsigned char>(text[i]);
    uint32_t code = kReplacement;
    size_t length = 1;
    if (b < 0x80) {
      code = b;
    } else if (b >= 0xC2 && b < 0xF5) {
      length = b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4;
      uint32_t value = b & (0x3F >> (length - 1));
      bool ok = i + length <= text.size();
      for (size_t k = 1; ok && k < length; ++k) {
        const auto next = static_cast<unsigned char>(text[i + k]);
        ok = (next & 0xC0) == 0x80;
        value = (value << 6) | (next & 0x3F);
      }
      const uint32_t least = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000;
      if (ok && value >= least && value <= 0x10FFFF && (value < 0xD800 || value > 0xDFFF)) {
        code = value;
      } else {
        length = 1;
      }
    }
    if (code >= 0x10000) {
      code -= 0x10000;
      out += static_cast<char16_t>(0xD800 + (code >> 10));
      out += static_cast<char16_t>(0xDC00 + (code & 0x3FF));
    } else {
      out += static_cast<char16_t>(code);
    }
    i += length;
  }
  return out;
}

void append_utf8(std::string& out, uint32_t code) {
  if (code < 0x80) {
    out += static_cast<char>(code);
  } else if (code < 0x800) {
    out += static_cast<char>(0xC0 | (code >> 6));
    out += static_cast<char>(0x80 | (code & 0x3F));
  } else if (code < 0x10000) {
    out += static_cast<char>(0xE0 | (code >> 12));
    out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (code & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (code >> 18));
    out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (code & 0x3F));
  }
}

// UTF-8 of UTF-16 code units; a surrogate without its pair becomes U+FFFD.
std::string utf8_of(const std::u16string& text) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    const uint32_t unit = text[i];
    if (unit >= 0xD800 && unit < 0xDC00 && i + 1 < text.size() && text[i + 1] >= 0xDC00 &&
        text[i + 1] < 0xE000) {
      append_utf8(out, 0x10000 + ((unit - 0xD800) << 10) + (text[i + 1] - 0xDC00));
      ++i;
    } else if (unit >= 0xD800 && unit < 0xE000) {
      append_utf8(out, kReplacement);
    } else {
      append_utf8(out, unit);
    }
  }
  return out;
}

// Bits packed into base64 characters, each value's bits least significant first.
class BitWriter {
 public:
  void write(uint32_t value, int bits) {
    for (int i = 0; i < bits; ++i) {
      push((value & 1) != 0);
      value >>= 1;
    }
  }
  // The last character, its unused low bits zero. Like the library, at least one bit is
  // added, so that bits that end on a character's end are followed by an 'A'.
  std::string finish() {
    do {
      push(false);
    } while (filled_ != 0);
    return std::move(out_);
  }

 private:
  void push(bool bit) {
    value_ = (value_ << 1) | (bit ? 1 : 0);
    if (++filled_ == kBitsPerBase64Char) {
      out_ += kBase64Keys[value_];
      value_ = 0;
      filled_ = 0;
    }
  }
  std::string out_;
  uint32_t value_ = 0;
  int filled_ = 0;
};

// The compressor's state: the dictionary, and the code width that grows as it fills.
class Compressor {
 public:
  std::string run(const std::u16string& input) {
    for (char16_t c : input) {
      const std::u16string single(1, c);
      if (dictionary_.count(single) == 0) {
        dictionary_[single] = next_code_++;
        pending_literals_.insert(single);
      }
      std::u16string longer = phrase_ + c;
      if (dictionary_.count(longer) != 0) {
        phrase_ = std::move(longer);
      } else {
        emit_phrase();
        dictionary_[longer] = next_code_++;
        phrase_ = single;
      }
    }
    if (!phrase_.empty()) emit_phrase();
    bits_.write(2, width_);  // the end
    return bits_.finish();
  }

 private:
  void emit_phrase() {
    auto pending = pending_literals_.find(phrase_);
    if (pending != pending_literals_.end()) {
      const char16_t c = phrase_[0];
      if (c < 256) {
        bits_.write(0, width_);
        bits_.write(c, 8);
      } else {
        bits_.write(1, width_);
        bits_.write(c, 16);
      }
      shrink_room();
      pending_literals_.erase(pending);
    } else {
      bits_.write(dictionary_.at(phrase_), width_);
    }
    shrink_room();
  }
  void shrink_room() {
    if (--room_ == 0) {
      room_ = uint32_t{1} << width_;
      ++width_;
    }
  }

  std::unordered_map<std::u16string, uint32_t> dictionary_;
  std::unordered_set<std::u16string> pending_literals_;  // in the dictionary, not yet written
  std::u16string phrase_;
  uint32_t next_code_ = 3;
  uint32_t room_ = 2;  // codes to go before the width grows
  int width_ = 2;
  BitWriter bits_;
};

// Bits read from base64 characters, the first bit of each the highest.
class BitReader {
 public:
  explicit BitReader(std::string_view text) : text_(text) {}

  // The next `bits` bits as a number, least significant first; false past the end of the data
  // or at a character that is not base64.
  bool read(int bits, uint32_t* value, DecodeError* error) {
    *value = 0;
    for (int i = 0; i < bits; ++i) {
      if (left_ == 0) {
        if (at_ >= text_.size()) {
          *error = {text_.size(), "the data ends before its end mark"};
          return false;
        }
        const size_t key = kBase64Keys.find(text_[at_]);
        if (key == std::string_view::npos) {
          *error = {at_, std::string("'") + text_[at_] + "' is not a base64 character"};
          return false;
        }
        current_ = static_cast<uint32_t>(key);
        ++at_;
        left_ = kBitsPerBase64Char;
      }
      --left_;
      *value |= ((current_ >> left_) & 1) << i;
    }
    return true;
  }
  [[nodiscard]] size_t at() const { return at_; }

 private:
  std::string_view text_;
  size_t at_ = 0;
  uint32_t current_ = 0;
  int left_ = 0;
};

}  // namespace

std::string compress_to_base64(std::string_view text) {
  std::string out = Compressor().run(utf16_of(text));
  while (out.size() % 4 != 0) out += '=';
  return out;
}

std::optional<std::string> decompress_from_base64(std::string_view base64, DecodeError* error,
                                                  size_t max_bytes) {
  DecodeError ignored;
  if (error == nullptr) error = &ignored;
  if (base64.empty()) return std::string();
  BitReader bits(base64);
  std::vector<std::u16string> dictionary(3);
  uint32_t room = 4;
  int width = 3;
  uint32_t code = 0;
  if (!bits.read(2, &code, error)) return std::nullopt;
  if (code == 2) return std::string();
  if (code > 2) {
    *error = {0, "the data does not start with a literal"};
    return std::nullopt;
  }
  uint32_t literal = 0;
  if (!bits.read(code == 0 ? 8 : 16, &literal, error)) return std::nullopt;
  std::u16string phrase(1, static_cast<char16_t>(literal));
  dictionary.push_back(phrase);
  std::u16string result = phrase;
  const auto grow = [&] {
    if (--room == 0) {
      room = uint32_t{1} << width;
      ++width;
    }
  };
  while (true) {
    const size_t code_at = bits.at();
    if (!bits.read(width, &code, error)) return std::nullopt;
    if (code == 2) break;
    if (code < 2) {
      if (!bits.read(code == 0 ? 8 : 16, &literal, error)) return std::nullopt;
      dictionary.emplace_back(1, static_cast<char16_t>(literal));
      code = static_cast<uint32_t>(dictionary.size() - 1);
      grow();
    }
    std::u16string entry;
    if (code < dictionary.size()) {
      entry = dictionary[code];
    } else if (code == dictionary.size()) {
      entry = phrase + phrase[0];
    } else {
      *error = {code_at, "a code names no dictionary entry"};
      return std::nullopt;
    }
    result += entry;
    if (result.size() > max_bytes) {
      *error = {code_at, "the text is longer than " + std::to_string(max_bytes) + " characters"};
      return std::nullopt;
    }
    dictionary.push_back(phrase + entry[0]);
    grow();
    phrase = std::move(entry);
  }
  return utf8_of(result);
}

}  // namespace gridlogic::lz_string
