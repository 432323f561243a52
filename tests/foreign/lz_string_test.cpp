// LZ-string against the library's own test vectors and f-puzzles' share links.
#include "base/lz_string.hpp"

#include "foreign/helpers.hpp"

namespace gridlogic::lz_string {
namespace {

using foreign_testing::data_file;

// f-puzzles share links quoted by public projects (tests/data/foreign/README.md).
const char* const kFpuzzlesBlobs[] = {
    "N4IgzglgXgpiBcBOANCA5gJwgEwQbT1ADcBDAGwFc54BGVNCImAOwQBcMqBfZYHv3vyGCRfALrJCwgTOlyJU0XKVKFsles"
    "1c1yrRu2S9R+Yd1nVp/Vdk7r58WK5A",
    "N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSSzKLryBdZQmq8l54+x1p7rjtn/"
    "nQaCR3PgIm9hk0UM6zR4rssX0QAawgAbLTAwBjAIZo48QiH0wdYfCABKARgDCDkKjsAmFyDUA3Q1oArqYgiCAUFlZaNmb2"
    "zh5ucU4AzImeTgnuXqnuyRk+qP5BIcmpRGqG+gAuEL4wTgD2AHZgVRiGEE1VMXggANLauhgABE7GcLREQA=",
};

TEST(LzString, HelloWorldVectorOfTheLibrary) {
  // The library's test file "Hello world" read as UTF-16 big-endian code units.
  const std::string text = "\u4865\u6c6c\u6f20\u776f\u726c\u6400";
  EXPECT_EQ(compress_to_base64(text), "qYShsbQE9o9u6DZOgAJkA===");
  EXPECT_EQ(decompress_from_base64("qYShsbQE9o9u6DZOgAJkA===", nullptr), text);
}

TEST(LzString, LongVectorOfTheLibrary) {
  const std::string text = data_file("foreign/lz_tattoo.txt");
  const std::string base64 = data_file("foreign/lz_tattoo.b64");
  ASSERT_GT(text.size(), 1000u);
  EXPECT_EQ(compress_to_base64(text), base64);
  EXPECT_EQ(decompress_from_base64(base64, nullptr), text);
}

TEST(LzString, FpuzzlesLinksDecompressToTheirJsonAndBack) {
  for (const char* blob : kFpuzzlesBlobs) {
    DecodeError error;
    const std::optional<std::string> json = decompress_from_base64(blob, &error);
    ASSERT_TRUE(json.has_value()) << error.detail;
    EXPECT_EQ(json->rfind("{\"size\":9,\"grid\":[[", 0), 0u) << *json;
    EXPECT_EQ(compress_to_base64(*json), blob);
  }
}

TEST(LzString, EmptyAndShortTexts) {
  EXPECT_EQ(compress_to_base64(""), "Q===");
  EXPECT_EQ(decompress_from_base64("Q===", nullptr), "");
  EXPECT_EQ(decompress_from_base64("", nullptr), "");
  EXPECT_EQ(decompress_from_base64("N4IgHiBcDMC+Q===", nullptr), "{\"x\":3}");
  for (const std::string text : {"a", "ab", "aaaaaaaaaaaaaaaaaaaaaaaa", "é€😀 mixed"}) {
    EXPECT_EQ(decompress_from_base64(compress_to_base64(text), nullptr), text) << text;
  }
}

TEST(LzString, BadInputSaysWhere) {
  DecodeError error;
  EXPECT_FALSE(decompress_from_base64("N4Ig*iBcDMC+Q===", &error).has_value());
  EXPECT_EQ(error.at, 4u);
  EXPECT_NE(error.detail.find("'*'"), std::string::npos) << error.detail;
  EXPECT_FALSE(decompress_from_base64("N4IgHiBc", &error).has_value());
  EXPECT_NE(error.detail.find("ends"), std::string::npos) << error.detail;
}

}  // namespace
}  // namespace gridlogic::lz_string
