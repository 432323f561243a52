// verify: correct solutions pass, subtly wrong ones name the broken rule and place.
#include <gtest/gtest.h>

#include "killer/helpers.hpp"
#include "puzzles/killer/kind.hpp"

namespace gridlogic::killer {
namespace {

// A corpus killer with its solution: KrazyDad's first, or the first hard killer where the
// corpora are the tests/data sample (which cannot hold KrazyDad's puzzles).
Json first_corpus_killer() {
  auto lines =
      testing::read_lines(testing::corpus_path("killer/krazydad_intermediate.jsonl"), 1000);
  if (lines.empty())
    lines = testing::read_lines(testing::corpus_path("killer/iss_hard_killers.jsonl"));
  return lines.empty() ? Json() : Json::parse(lines.front());
}

void expect_wrong(const Puzzle& p, const Json& solution, const std::string& rule,
                  const std::string& where) {
  Verdict v = p.verify(solution);
  EXPECT_FALSE(v.valid);
  EXPECT_NE(v.error.find("[rule: " + rule + "]"), std::string::npos) << v.error;
  EXPECT_NE(v.error.find(where), std::string::npos) << v.error;
}

TEST(KillerVerify, SmallCases) {
  auto p = kind().from_json(Json::parse(R"({"size":4,"cages":[
    {"sum":3,"cells":[[0,0],[0,1]]},{"sum":7,"cells":[[0,2],[0,3]]},
    {"sum":7,"cells":[[1,0],[1,1]]},{"sum":3,"cells":[[1,2],[1,3]]},
    {"sum":3,"cells":[[2,0],[2,1]]},{"sum":7,"cells":[[2,2],[2,3]]},
    {"sum":7,"cells":[[3,0],[3,1]]},{"sum":3,"cells":[[3,2],[3,3]]}],
    "givens":["1...","....","....","...."]})"));
  Json good = Json::array({"1234", "3412", "2143", "4321"});
  EXPECT_TRUE(p->verify(good).valid) << p->verify(good).error;
  expect_wrong(*p, Json::array({"2134", "3412", "1243", "4321"}), "given changed", "r1c1");
  expect_wrong(*p, Json::array({"1234", "3412", "2143", "4312"}), "repeated digit in column",
               "r4c3");
  expect_wrong(*p, Json::array({"1234", "3442", "2143", "4321"}), "repeated digit in row", "r2c3");
  expect_wrong(*p, Json::array({"1234", "3412", "2143"}), "wrong number of rows", "solution");
  expect_wrong(*p, Json::array({"1234", "341", "2143", "4321"}), "wrong row length",
               "solution row 2");
  expect_wrong(*p, Json::array({"1234", "34.2", "2143", "4321"}), "empty cell", "r2c3");
  expect_wrong(*p, Json::array({"1234", "3452", "2143", "4321"}), "value out of range", "r2c3");
  expect_wrong(*p, Json::array({"1234", "34x2", "2143", "4321"}), "bad character", "r2c3");
  expect_wrong(*p, Json("1234"), "not a list", "solution");
  // Integer lists are accepted too.
  EXPECT_TRUE(p->verify(Json::parse("[[1,2,3,4],[3,4,1,2],[2,1,4,3],[4,3,2,1]]")).valid);
  // A valid Latin square whose boxes break: rows shifted by one.
  auto classic = kind().from_json(Json::parse(R"({"type":"sudoku","size":4})"));
  expect_wrong(*classic, Json::array({"1234", "2341", "3412", "4123"}), "repeated digit in box",
               "r2c1");
  // Cage sums: relabel 2 <-> 3 in the good grid (still a sudoku, the given 1 kept).
  expect_wrong(*p, Json::array({"1324", "2413", "3142", "4231"}), "wrong cage sum", "cage 1");
}

TEST(KillerVerifyCorpus, CorpusSolutionsVerify) {
  size_t checked = 0;
  for (const char* name : {"killer/krazydad_intermediate.jsonl", "killer/iss_hard_killers.jsonl"}) {
    auto lines = testing::read_lines(testing::corpus_path(name), testing::sanitized() ? 40 : 1);
    checked += lines.size();
    for (const std::string& line : lines) {
      Json j = Json::parse(line);
      auto p = kind().from_json(j);
      Verdict v = p->verify(j["solution"]);
      ASSERT_TRUE(v.valid) << j["id"] << ": " << v.error;
    }
  }
  if (checked == 0) GTEST_SKIP() << "corpora not found at " << GRIDLOGIC_CORPORA;
}

TEST(KillerVerifyCorpus, SubtlyWrongCorpusSolutions) {
  Json j = first_corpus_killer();
  if (j.is_null()) GTEST_SKIP() << "corpora not found at " << GRIDLOGIC_CORPORA;
  auto p = kind().from_json(j);
  // Relabel digits 1 <-> 2: still a sudoku, but cage sums change.
  Json relabeled = j["solution"];
  for (auto& row : relabeled) {
    std::string s = row.get<std::string>();
    for (char& c : s) c = c == '1' ? '2' : (c == '2' ? '1' : c);
    row = s;
  }
  expect_wrong(*p, relabeled, "wrong cage sum", "cage");
  // Swap two digits within a row: breaks a column.
  Json swapped = j["solution"];
  std::string row0 = swapped[0].get<std::string>();
  std::swap(row0[0], row0[1]);
  swapped[0] = row0;
  expect_wrong(*p, swapped, "repeated digit in column", "col");
}

TEST(KillerVerifyCorpus, RepeatedDigitInCageWithRightSum) {
  Json j = first_corpus_killer();
  if (j.is_null()) GTEST_SKIP() << "corpora not found at " << GRIDLOGIC_CORPORA;
  Board base = parse_json(j);
  Grid g = testing::grid_of(base, j["solution"]);
  // Find (r,c), (r+1,c+1) holding the same digit in different boxes; cage them with (r,c+1).
  for (int r = 0; r + 1 < 9; ++r) {
    for (int c = 0; c + 1 < 9; ++c) {
      int a = r * 9 + c;
      int b = (r + 1) * 9 + c + 1;
      if (g[a] != g[b] || base.box(a) == base.box(b)) continue;
      int mid = r * 9 + c + 1;
      Json k = {{"type", "killer"}, {"cages", Json::array()}};
      int sum = g[a] + g[b] + g[mid];
      if (sum < 6 || sum > 24) continue;
      k["cages"].push_back({{"sum", sum}, {"cells", {{r, c}, {r, c + 1}, {r + 1, c + 1}}}});
      for (int cell = 0; cell < 81; ++cell) {
        if (cell == a || cell == b || cell == mid) continue;
        k["cages"].push_back({{"sum", g[cell]}, {"cells", {{cell / 9, cell % 9}}}});
      }
      auto p = kind().from_json(k);
      expect_wrong(*p, j["solution"], "repeated digit in cage",
                   "r" + std::to_string(r + 2) + "c" + std::to_string(c + 2));
      return;
    }
  }
  FAIL() << "no diagonal repeat found";
}

}  // namespace
}  // namespace gridlogic::killer
