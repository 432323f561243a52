// Dominosa verify: correct solutions pass, each kind of subtly wrong one names its rule and cell.
#include <gtest/gtest.h>

#include <random>

#include "dominosa/helpers.hpp"

namespace {

using gridlogic::Json;

const char* kSmallBoard = R"({"grid": [[2, 1, 1, 2], [0, 0, 0, 2], [1, 0, 2, 1]]})";
const Json kGood = Json::parse(R"(["DRLD", "URLU", "RLRL"])");

void expect_wrong(const Json& solution, const std::string& rule, const std::string& where) {
  auto p = dominosa_test::parse(Json::parse(kSmallBoard));
  gridlogic::Verdict v = p->verify(solution);
  EXPECT_FALSE(v.valid) << solution.dump();
  EXPECT_NE(v.error.find("[rule: " + rule + "]"), std::string::npos) << v.error;
  EXPECT_NE(v.error.find(where), std::string::npos) << v.error << " should name " << where;
}

TEST(DominosaVerify, AcceptsTheFormatsExample) {
  auto p = dominosa_test::parse(Json::parse(kSmallBoard));
  auto v = p->verify(kGood);
  EXPECT_TRUE(v.valid) << v.error;
}

TEST(DominosaVerify, ShapeErrors) {
  expect_wrong(Json("DRLD"), "solution shape", "solution");
  expect_wrong(Json::parse(R"(["DRLD", "URLU"])"), "solution shape", "2 rows");
  expect_wrong(Json::parse(R"(["DRLD", "URLU", 5])"), "solution shape", "solution row 3");
  expect_wrong(Json::parse(R"(["DRLD", "URL", "RLRL"])"), "solution shape", "solution row 2");
}

TEST(DominosaVerify, BadLetter) {
  expect_wrong(Json::parse(R"(["DRLD", "URLU", "RLRl"])"), "bad direction letter", "r3c4");
  expect_wrong(Json::parse(R"(["DRLD", "U.LU", "RLRL"])"), "bad direction letter", "r2c2");
}

TEST(DominosaVerify, PartnerOffBoard) {
  expect_wrong(Json::parse(R"(["URLD", "URLU", "RLRL"])"), "partner outside the board", "r1c1");
  expect_wrong(Json::parse(R"(["DRLD", "URLU", "RLRR"])"), "partner outside the board", "r3c4");
}

TEST(DominosaVerify, PartnersDisagree) {
  // r2c2 points right to r2c3 but r2c3 points down.
  expect_wrong(Json::parse(R"(["DRLD", "URDU", "RLRL"])"), "partners disagree",
               "r2c2: 'R' pairs it with r2c3");
}

TEST(DominosaVerify, DominoUsedTwice) {
  // A valid tiling of the example board that uses 0-0 twice: columns paired vertically on the
  // left, ... built by hand: rows 0-1 vertical pairs in every column, row 2 horizontal pairs.
  // Dominoes: 2-0, 1-0, 1-0 (twice!) ...
  expect_wrong(Json::parse(R"(["DDDD", "UUUU", "RLRL"])"), "domino used twice", "r1c3");
}

TEST(DominosaVerify, EveryPlantedSolutionPassesAndEverySwapFails) {
  std::mt19937_64 rng(3);
  for (int trial = 0; trial < 40; ++trial) {
    int max = 1 + trial % 7;
    auto b = dominosa_test::planted_board(max + 1, max + 2, max, rng);
    auto p = dominosa_test::parse(dominosa_test::grid_json(b));
    Json good = dominosa_test::letters(b, b.partner);
    ASSERT_TRUE(p->verify(good).valid) << p->verify(good).error;
    // Rotating a 2x2 block of two parallel dominoes gives another tiling; it must fail unless
    // the two new dominoes happen to be the two old ones.
    for (int i = 0; i < b.rows * b.cols; ++i) {
      int r = i / b.cols, c = i % b.cols;
      if (r + 1 >= b.rows || c + 1 >= b.cols) continue;
      int j = i + 1, k = i + b.cols, l = k + 1;
      std::vector<int> q = b.partner;
      using Pair = std::pair<int, int>;
      auto key = [&](int x, int y) -> Pair {
        return {std::min(b.values[x], b.values[y]), std::max(b.values[x], b.values[y])};
      };
      std::vector<Pair> before, after;
      if (q[i] == j && q[k] == l) {
        before = {key(i, j), key(k, l)};
        after = {key(i, k), key(j, l)};
        q[i] = k;
        q[k] = i;
        q[j] = l;
        q[l] = j;
      } else if (q[i] == k && q[j] == l) {
        before = {key(i, k), key(j, l)};
        after = {key(i, j), key(k, l)};
        q[i] = j;
        q[j] = i;
        q[k] = l;
        q[l] = k;
      } else {
        continue;
      }
      std::sort(before.begin(), before.end());
      std::sort(after.begin(), after.end());
      const bool same = before == after;
      auto v = p->verify(dominosa_test::letters(b, q));
      if (same) {
        EXPECT_TRUE(v.valid) << v.error;
      } else {
        EXPECT_FALSE(v.valid);
        EXPECT_NE(v.error.find("[rule: domino used twice]"), std::string::npos) << v.error;
      }
    }
  }
}

}  // namespace

namespace {

// Lengths count characters: a non-ASCII letter is a bad letter at its cell, not a short row.
TEST(DominosaVerify, NonAsciiLettersAreNamedAtTheirCell) {
  expect_wrong(Json::parse(R"(["DRLD", "UéLU", "RLRL"])"), "bad direction letter",
               "r2c2: 'é' is not one of");
  expect_wrong(Json::parse(R"(["DRLD", "URLU", "RLRＬ"])"), "bad direction letter",
               "full-width form of 'L'");
}

}  // namespace
