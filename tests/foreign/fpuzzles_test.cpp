// f-puzzles JSON and share links: real links read, our sudokus and killers there and back,
// constraints we do not model refused by name.
#include "base/lz_string.hpp"
#include "foreign/helpers.hpp"

namespace gridlogic {
namespace {

using foreign_testing::data_file;
using foreign_testing::expect_id_round_trip;
using foreign_testing::expect_puzzle_round_trip;
using foreign_testing::read_error;
using foreign_testing::read_one;

// A killer link with two cages that cage only five cells, quoted by a .NET solver's tests.
const std::string kPartialCagesLink =
    "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSSzKLryBdZQmq8l54+x1p7rj"
    "tn/nQaCR3PgIm9hk0UM6zR4rssX0QAawgAbLTAwBjAIZo48QiH0wdYfCABKARgDCDkKjsAmFyDUA3Q1oArqYgiCAUF"
    "lZaNmb2zh5ucU4AzImeTgnuXqnuyRk+qP5BIcmpRGqG+gAuEL4wTgD2AHZgVRiGEE1VMXggANLauhgABE7GcLREQA=";
// A sudoku with two givens (sudoku-formats' example).
const std::string kGivensLink =
    "https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSSzKLryBdZQmq8l54+x1kANwEMA"
    "bAK5x4ARlRoI3GADsEAFwzCmK1kQ5tVmug216VGrUbWG1ZyjwHCEAJglTZCpTAO7j+nZw/7atIkA=";

std::string fpuzzles_of(const std::string& body) {
  return R"({"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]])" + body +
         "}";
}

TEST(Fpuzzles, RealLinksRead) {
  auto sudoku = read_one(kGivensLink);
  ASSERT_NE(sudoku, nullptr);
  EXPECT_EQ(sudoku->type_name(), "sudoku");
  EXPECT_EQ(sudoku->to_json()["givens"][2], "..1......");
  EXPECT_EQ(sudoku->to_json()["givens"][6], "......2..");
  // The same blob bare, and in a SudokuPad link.
  const std::string blob = kGivensLink.substr(kGivensLink.find("load=") + 5);
  EXPECT_EQ(read_one(blob)->to_json(), sudoku->to_json());
  EXPECT_EQ(read_one("https://sudokupad.app/fpuzzles" + blob)->to_json(), sudoku->to_json());
  // Percent escapes in a pasted link are undone.
  std::string escaped = kGivensLink;
  escaped.replace(escaped.find('+'), 1, "%2B");
  EXPECT_EQ(read_one(escaped)->to_json(), sudoku->to_json());
}

TEST(Fpuzzles, CagesThatLeaveCellsOutAreRefused) {
  const std::string error = read_error(kPartialCagesLink);
  EXPECT_NE(error.find("R1C4 is in no cage: our killer cages every cell"), std::string::npos)
      << error;
  EXPECT_NE(error.find("fpuzzles-link: char 33: the decompressed puzzle"), std::string::npos)
      << error;
}

TEST(Fpuzzles, OurPuzzlesGoThereAndBack) {
  std::istringstream batch(data_file("killer/generated.jsonl"));
  size_t written = 0;
  for (std::string line; std::getline(batch, line);) {
    auto puzzle = read_one(line);
    ASSERT_NE(puzzle, nullptr);
    const Json box = puzzle->to_json().value("box", Json());
    if (!box.is_null()) {  // boxes other than f-puzzles' own for the side
      EXPECT_THROW((void)write_foreign(*puzzle, "fpuzzles"), NotAvailable);
      continue;
    }
    ++written;
    expect_puzzle_round_trip(*puzzle, "fpuzzles");
    expect_puzzle_round_trip(*puzzle, "fpuzzles-link");
    const std::string link = write_foreign(*puzzle, "fpuzzles-link");
    EXPECT_EQ(link.rfind("https://www.f-puzzles.com/?load=N4Ig", 0), 0u) << link;
    expect_id_round_trip(link, "fpuzzles-link");
    expect_id_round_trip(write_foreign(*puzzle, "fpuzzles"), "fpuzzles");
  }
  EXPECT_GT(written, 5u);
  auto classic =
      read_one("9..5....3.....629....7..45...3...7..4....5.2...8.1.....4..8.5..6...........234..1");
  ASSERT_NE(classic, nullptr);
  expect_puzzle_round_trip(*classic, "fpuzzles-link");
}

TEST(Fpuzzles, WrittenJsonIsFpuzzlesOwnShape) {
  auto puzzle = read_one(R"({"type":"killer","size":4,"cages":[{"sum":3,"cells":[[0,0],[0,1]]},
      {"sum":7,"cells":[[0,2],[0,3]]},{"sum":10,"cells":[[1,0],[1,1],[1,2],[1,3]]},
      {"sum":10,"cells":[[2,0],[2,1],[2,2],[2,3]]},{"sum":10,"cells":[[3,0],[3,1],[3,2],[3,3]]}],
      "givens":["1...","....","....","...."]})");
  ASSERT_NE(puzzle, nullptr);
  const Json written = Json::parse(write_foreign(*puzzle, "fpuzzles"));
  EXPECT_EQ(written["size"], 4);
  EXPECT_EQ(written["grid"][0][0], Json::parse(R"({"value":1,"given":true})"));
  EXPECT_EQ(written["grid"][0][1], Json::object());
  EXPECT_EQ(written["killercage"][0], Json::parse(R"({"cells":["R1C1","R1C2"],"value":"3"})"));
}

TEST(Fpuzzles, RawJsonReadsWithoutType) {
  const std::string json = fpuzzles_of(
      R"(,"killercage":[{"cells":["R1C1","R1C2","R2C1","R2C2"],"value":"10"},)"
      R"({"cells":["R1C3","R1C4","R2C3","R2C4"],"value":10},)"
      R"({"cells":["R3C1","R3C2","R4C1","R4C2"],"value":"10"},)"
      R"({"cells":["r3c3","r3c4","r4c3","r4c4"],"value":"10"}],"title":"t","author":"a")");
  auto puzzle = read_one(json);
  ASSERT_NE(puzzle, nullptr);
  EXPECT_EQ(puzzle->type_name(), "killer");
  EXPECT_EQ(puzzle->to_json()["cages"].size(), 4u);
}

TEST(Fpuzzles, WhatWeDoNotModelIsRefusedByName) {
  EXPECT_NE(read_error(fpuzzles_of(R"(,"arrow":[{"lines":[["R1C1","R1C2"]],"cells":["R1C1"]}])"))
                .find("field arrow: 'arrow' is a constraint we do not model"),
            std::string::npos)
      << read_error(fpuzzles_of(R"(,"arrow":[{"cells":["R1C1"]}])"));
  EXPECT_NE(read_error(fpuzzles_of(R"(,"diagonal+":true)")).find("'diagonal+' is a constraint"),
            std::string::npos);
  EXPECT_NE(read_error(fpuzzles_of(R"(,"killercage":[{"cells":["R1C1"]}])")).find("has no sum"),
            std::string::npos);
  EXPECT_NE(read_error(fpuzzles_of(R"(,"killercage":[{"cells":["R9C1"],"value":"3"}])"))
                .find("'R9C1' is not a cell R1C1 to R4C4"),
            std::string::npos);
  EXPECT_NE(read_error(R"({"size":5,"grid":[[{}]]})").find("field size"), std::string::npos);
  // An empty constraint list, and a player's own digits, change nothing.
  EXPECT_NE(read_one(fpuzzles_of(R"(,"arrow":[],"thermometer":[])")), nullptr);
}

TEST(Fpuzzles, BadLinksNameTheCharacter) {
  const std::string error = read_error("https://www.f-puzzles.com/?load=N4Ig*iBc");
  EXPECT_NE(error.find("fpuzzles-link: char 37: the compressed puzzle: '*'"), std::string::npos)
      << error;
  EXPECT_NE(read_error("https://www.f-puzzles.com/?load=").find("holds no puzzle"),
            std::string::npos);
}

TEST(Fpuzzles, BoxesOtherThanItsOwnAreNotWritten) {
  auto puzzle = read_one(R"({"type":"sudoku","size":6,"box":[3,2],"givens":["1.....","......",
      "......","......","......","......"]})");
  ASSERT_NE(puzzle, nullptr);
  EXPECT_THROW((void)write_foreign(*puzzle, "fpuzzles"), NotAvailable);
  EXPECT_EQ(write_foreign(*puzzle, "tatham"), "solo:3x2:1zi");
  expect_puzzle_round_trip(*puzzle, "tatham");
}

}  // namespace
}  // namespace gridlogic
