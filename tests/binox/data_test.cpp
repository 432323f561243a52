// The project's own Binox sample file: parses through the text path, has exactly one solution.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "puzzles/binox/kind.hpp"

namespace gridlogic::binox {
namespace {

TEST(BinoxData, SampleFileSolvesToItsKnownSolution) {
  std::ifstream in(std::string(GRIDLOGIC_TEST_DATA) + "/binox/generated_10x10.binox");
  ASSERT_TRUE(in) << "missing tests/data/binox/generated_10x10.binox";
  std::stringstream buffer;
  buffer << in.rdbuf();
  std::string text = buffer.str();
  ASSERT_EQ(text.rfind("binox\n", 0), 0u);
  auto puzzle = kind().from_text(text.substr(6), {});
  EXPECT_EQ(puzzle->to_text(), text);  // the file is in canonical form
  const Json expected =
      Json::parse(R"(["XOOXOOXOXX","OXXOXXOXOO","XOOXXOXOOX","XOXOOXOXXO","OXXOXOXOOX",
      "XOOXOXOOXX","OXOXXOXXOO","OXXOXOOXXO","XOXOOXXOOX","OXOXOXOXXO"])");
  CountResult count = puzzle->count(Context::with_time_limit(30), {}, 2);
  EXPECT_TRUE(count.complete);
  EXPECT_EQ(count.num_solutions.to_u64(), 1u);
  EXPECT_EQ(count.first_solution, expected);
  EXPECT_TRUE(puzzle->verify(expected).valid);
}

}  // namespace
}  // namespace gridlogic::binox
