// LineSource: lines of a stream in bounded memory, whatever the stream holds.
#include "catalogue/line_source.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <streambuf>

namespace gridlogic {
namespace {

// A stream that never ends and never breaks its line, like /dev/zero.
class EndlessLine : public std::streambuf {
 public:
  EndlessLine() { setg(block_, block_, block_ + sizeof block_); }

 protected:
  int_type underflow() override {
    setg(block_, block_, block_ + sizeof block_);
    return traits_type::to_int_type(block_[0]);
  }

 private:
  char block_[4096] = {};
};

TEST(LineSource, LinesOfAStreamWithCrlfAndAByteOrderMark) {
  std::istringstream in(
      "\xEF\xBB\xBF"
      "one\r\ntwo\n\nthree");
  LineSource lines(in, 100);
  std::vector<std::string> got;
  while (auto line = lines.next()) got.emplace_back(line->text);
  EXPECT_EQ(got, (std::vector<std::string>{"one", "two", "", "three"}));
}

TEST(LineSource, ALongLineIsCutAndTheNextOneRead) {
  std::istringstream in(std::string(1000, 'a') + "\nnext\n");
  LineSource lines(in, 100);
  auto first = lines.next();
  ASSERT_TRUE(first.has_value());
  EXPECT_TRUE(first->cut);
  EXPECT_EQ(first->text.size(), 100u);
  auto second = lines.next();
  ASSERT_TRUE(second.has_value());
  EXPECT_EQ(second->text, "next");
  EXPECT_EQ(second->number, 2);
  EXPECT_FALSE(lines.next().has_value());
}

TEST(LineSource, AnEndlessLineEndsTheInput) {
  EndlessLine endless;
  std::istream in(&endless);
  LineSource lines(in, 100, 100000);
  auto first = lines.next();
  ASSERT_TRUE(first.has_value());
  EXPECT_TRUE(first->cut);
  EXPECT_FALSE(lines.next().has_value());
  EXPECT_TRUE(lines.skipped_to_end());
  EXPECT_LT(lines.bytes_read(), 200000u);
}

}  // namespace
}  // namespace gridlogic
