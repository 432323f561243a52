// Characters of a line: UTF-8 code points counted as one each, malformed bytes one by one.
#include "base/text_lines.hpp"

#include <gtest/gtest.h>

#include "gridlogic/error.hpp"

namespace gridlogic::text_lines {
namespace {

std::string where_index(size_t i) {
  return "at " + std::to_string(i);
}

TEST(TextCharacters, CountsCodePointsNotBytes) {
  // One, two, three and four bytes: a, é, €, 😀.
  const std::string text = "a\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80";
  EXPECT_EQ(text.size(), 10u);
  EXPECT_EQ(length(text), 4u);
  const auto chars = characters(text);
  ASSERT_EQ(chars.size(), 4u);
  EXPECT_EQ(chars[1], "é");
  EXPECT_EQ(code_point(chars[0]), 0x61);
  EXPECT_EQ(code_point(chars[1]), 0xE9);
  EXPECT_EQ(code_point(chars[2]), 0x20AC);
  EXPECT_EQ(code_point(chars[3]), 0x1F600);
  EXPECT_EQ(check_utf8(text, where_index), 4u);
  EXPECT_EQ(length("ＸＯ"), 2u);
}

TEST(TextCharacters, MalformedBytesAreCharactersOfTheirOwn) {
  struct Case {
    const char* name;
    std::string text;
    size_t length;
  };
  const Case cases[] = {
      {"lone continuation byte", std::string("a\x80") + "b", 3},
      {"overlong two-byte NUL", "\xC0\x80", 2},
      {"overlong three-byte", "\xE0\x80\xAF", 3},
      {"overlong four-byte", "\xF0\x80\x80\xAF", 4},
      {"surrogate", "\xED\xA0\x80", 3},
      {"past U+10FFFF", "\xF4\x90\x80\x80", 4},
      {"cut sequence", "\xE2\x82", 2},
      {"invalid lead byte", "\xFF", 1},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.name);
    EXPECT_EQ(length(c.text), c.length);
    const auto chars = characters(c.text);
    ASSERT_EQ(chars.size(), c.length);
    bool any_malformed = false;
    for (std::string_view ch : chars) any_malformed = any_malformed || !well_formed(ch);
    EXPECT_TRUE(any_malformed);
    EXPECT_THROW(check_utf8(c.text, where_index), InputError);
  }
  // The largest code point and the last one before the surrogates are well formed.
  EXPECT_EQ(code_point("\xF4\x8F\xBF\xBF"), 0x10FFFF);
  EXPECT_EQ(code_point("\xED\x9F\xBF"), 0xD7FF);
}

TEST(TextCharacters, CheckNamesTheCharacterIndex) {
  try {
    check_utf8("abéc\xC0z", where_index);
    ADD_FAILURE() << "accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(e.rule(), "invalid UTF-8");
    EXPECT_EQ(e.where(), "at 4");  // a, b, é, c, then the bad byte
    EXPECT_NE(std::string(e.what()).find("0xC0"), std::string::npos) << e.what();
  }
}

TEST(TextCharacters, QuoteNamesWhatTheCharacterIs) {
  EXPECT_EQ(quote("x"), "'x'");
  EXPECT_EQ(quote("é"), "'é'");
  EXPECT_EQ(quote("５"), "'５' (the full-width form of '5')");
  EXPECT_EQ(quote("\xE3\x80\x80"), "'\xE3\x80\x80' (a full-width space)");
  EXPECT_EQ(quote("\x01"), "control character U+0001");
  EXPECT_EQ(quote("\xC3"), "byte 0xC3 (not UTF-8)");
}

TEST(TextCharacters, PrintableEscapesOnlyMalformedBytes) {
  EXPECT_EQ(printable("aéb"), "aéb");
  EXPECT_EQ(printable(std::string("a\xC0\x80") + "b"), "a\\xC0\\x80b");
  EXPECT_EQ(printable("\xED\xA0\x80"), "\\xED\\xA0\\x80");
}

}  // namespace
}  // namespace gridlogic::text_lines
