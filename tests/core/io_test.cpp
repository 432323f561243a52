// Reading inputs: type detection, ids, line numbers, batches, separate solutions.
#include "gridlogic/io.hpp"

#include <gtest/gtest.h>

namespace gridlogic {
namespace {

TEST(KindFromFilename, UsesThePuzzleExtension) {
  EXPECT_EQ(kind_from_filename("a/b/puzzle.dominosa")->name(), "dominosa");
  EXPECT_EQ(kind_from_filename("x.binox.json")->name(), "binox");
  EXPECT_EQ(kind_from_filename("many.lightsout.jsonl")->name(), "lightsout");
  EXPECT_EQ(kind_from_filename("s.sudoku")->name(), "killer");
  EXPECT_EQ(kind_from_filename("k.killer.txt")->name(), "killer");
  EXPECT_EQ(kind_from_filename("plain.json"), nullptr);
  EXPECT_EQ(kind_from_filename("-"), nullptr);
  EXPECT_EQ(kind_from_filename(""), nullptr);
}

TEST(FindKind, KnowsNamesAndAliases) {
  ASSERT_EQ(all_kinds().size(), 4u);
  for (const PuzzleKind* kind : all_kinds()) EXPECT_EQ(find_kind(kind->name()), kind);
  EXPECT_EQ(find_kind("sudoku"), find_kind("killer"));
  EXPECT_EQ(find_kind("Binox"), nullptr);
  EXPECT_EQ(find_kind("lightsout")->solution_field(), "presses");
  EXPECT_EQ(find_kind("dominosa")->solution_field(), "solution");
}

TEST(ReadPuzzles, JsonLinesKeepIdsPositionsAndLines) {
  std::string input =
      "\n"
      "{\"type\":\"binox\",\"id\":\"first\"}\n"
      "{\"type\":\"binox\",\"id\":17}\n"
      "\n"
      "{\"type\":\"binox\"}\n";
  auto items = read_puzzles(input, {});
  ASSERT_EQ(items.size(), 3u);
  EXPECT_EQ(items[0].id, "first");
  EXPECT_EQ(items[0].line, 2);
  EXPECT_EQ(items[1].id, "17");
  EXPECT_EQ(items[1].line, 3);
  EXPECT_EQ(items[2].id, "3");
  EXPECT_EQ(items[2].line, 5);
  for (const auto& item : items) EXPECT_EQ(item.kind, find_kind("binox"));
}

TEST(ReadPuzzles, ATypeFieldBeatsTheHint) {
  ReadOptions options;
  options.type = "dominosa";
  auto items = read_puzzles("{\"type\":\"lightsout\"}", options);
  ASSERT_EQ(items.size(), 1u);
  EXPECT_EQ(items[0].kind, find_kind("lightsout"));
  auto hinted = read_puzzles("{\"grid\":[]}", options);
  EXPECT_EQ(hinted[0].kind, find_kind("dominosa"));
}

TEST(ReadPuzzles, JsonArrayIsABatch) {
  auto items = read_puzzles("[{\"type\":\"binox\"}, 5, {\"type\":\"dominosa\"}]", {});
  ASSERT_EQ(items.size(), 3u);
  EXPECT_EQ(items[1].puzzle, nullptr);
  EXPECT_NE(items[1].error.find("item 2"), std::string::npos) << items[1].error;
  EXPECT_EQ(items[2].kind, find_kind("dominosa"));
}

TEST(ReadPuzzles, MalformedLinesNameTheirLine) {
  auto items = read_puzzles("{\"type\":\"binox\"}\n{\"type\": }\n{\"type\":3}\n", {});
  ASSERT_EQ(items.size(), 3u);
  EXPECT_NE(items[1].error.find("line 2: malformed JSON"), std::string::npos) << items[1].error;
  EXPECT_NE(items[2].error.find("line 3: field type"), std::string::npos) << items[2].error;
}

TEST(ReadPuzzles, TextHeadersSplitPuzzlesAndCarryParameters) {
  std::string input =
      "lightsout levels=3\n"
      "012\n"
      "\n"
      "binox\n"
      "X.\n"
      "..\n";
  auto items = read_puzzles(input, {});
  ASSERT_EQ(items.size(), 2u);
  EXPECT_EQ(items[0].kind, find_kind("lightsout"));
  EXPECT_EQ(items[0].line, 2);
  EXPECT_EQ(items[1].kind, find_kind("binox"));
  EXPECT_EQ(items[1].line, 5);
  EXPECT_EQ(items[1].id, "2");
}

TEST(ReadPuzzles, TextWithoutAnyTypeThrows) {
  EXPECT_THROW((void)read_puzzles("X..O\n", {}), InputError);
  ReadOptions by_name;
  by_name.filename = "board.binox";
  EXPECT_EQ(read_puzzles("X..O\n", by_name).at(0).kind, find_kind("binox"));
}

TEST(ReadSolution, AcceptsObjectsArraysAndTextRows) {
  const PuzzleKind& binox = *find_kind("binox");
  EXPECT_EQ(read_solution("{\"solution\":[\"XO\",\"OX\"]}", binox), Json::array({"XO", "OX"}));
  EXPECT_EQ(read_solution("[\"XO\",\"OX\"]", binox), Json::array({"XO", "OX"}));
  EXPECT_EQ(read_solution("XO\nOX\n\n", binox), Json::array({"XO", "OX"}));
  EXPECT_EQ(read_solution("1 12\n-1 3\n", binox), Json::parse("[[1,12],[-1,3]]"));
  EXPECT_EQ(read_solution("{\"presses\":[\"01\"]}", *find_kind("lightsout")), Json::array({"01"}));
  EXPECT_THROW((void)read_solution("{\"presses\":[\"01\"]}", binox), InputError);
  EXPECT_THROW((void)read_solution("  \n", binox), InputError);
  EXPECT_THROW((void)read_solution("{oops", binox), InputError);
}

}  // namespace
}  // namespace gridlogic

namespace gridlogic {
namespace {

// A number too large for a double is an error of that line, not of the whole batch.
TEST(ReadPuzzles, OverflowingNumbersAreAMalformedLine) {
  auto items = read_puzzles("{\"type\":\"binox\"}\n{\"type\":\"binox\",\"x\":1e999}\n", {});
  ASSERT_EQ(items.size(), 2u);
  EXPECT_NE(items[1].error.find("line 2: malformed JSON"), std::string::npos) << items[1].error;
}

}  // namespace
}  // namespace gridlogic
