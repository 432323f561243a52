// The board symmetries handed to the least-presses search.
#include "puzzles/lightsout/symmetries.hpp"

#include <gtest/gtest.h>

#include <set>

namespace gridlogic::lightsout {
namespace {

Board board_of(const char* json) {
  return parse_json(Json::parse(json));
}

// Each is a permutation that keeps holes and lights, and they are distinct.
void expect_valid(const Board& b, const std::vector<std::vector<uint32_t>>& syms) {
  std::set<std::vector<uint32_t>> distinct(syms.begin(), syms.end());
  EXPECT_EQ(distinct.size(), syms.size());
  for (const auto& perm : syms) {
    ASSERT_EQ(perm.size(), b.size());
    std::set<uint32_t> images(perm.begin(), perm.end());
    EXPECT_EQ(images.size(), b.size());
    for (size_t i = 0; i < perm.size(); ++i) {
      EXPECT_EQ(b.state[i], b.state[perm[i]]);
      EXPECT_EQ(b.holes[i], b.holes[perm[i]]);
    }
  }
}

TEST(LightsOutSymmetries, SquaresRectanglesAndBrokenSymmetry) {
  const Board square = board_of(R"({"type":"lightsout","grid":["111","111","111"]})");
  expect_valid(square, board_symmetries(square));
  EXPECT_EQ(board_symmetries(square).size(), 7U);
  const Board rect = board_of(R"({"type":"lightsout","grid":["1111","1111"]})");
  expect_valid(rect, board_symmetries(rect));
  EXPECT_EQ(board_symmetries(rect).size(), 3U);
  // One light in a corner: only the diagonal reflection through it survives.
  const Board corner = board_of(R"({"type":"lightsout","grid":["100","000","000"]})");
  expect_valid(corner, board_symmetries(corner));
  EXPECT_EQ(board_symmetries(corner).size(), 1U);
  const Board none = board_of(R"({"type":"lightsout","grid":["110","000","001"]})");
  EXPECT_TRUE(board_symmetries(none).empty());
}

}  // namespace
}  // namespace gridlogic::lightsout
