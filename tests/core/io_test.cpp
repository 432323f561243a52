// Reading inputs: type detection, ids, line numbers, batches, separate solutions.
#include "gridlogic/io.hpp"

#include <gtest/gtest.h>

#include "gridlogic/results.hpp"

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

// A puzzle that spans lines is placed in the input's lines, not its own; one that ends too soon
// is placed at its last character, on a line the input has.
TEST(ReadPuzzles, MalformedJsonIsPlacedInTheInputsLines) {
  const auto one = read_puzzles("{\"type\":\"sudoku\",\"grid\":[1,2\n", {});
  ASSERT_EQ(one.size(), 1u);
  EXPECT_NE(one[0].error.find("line 1: malformed JSON at column 29: "), std::string::npos)
      << one[0].error;
  const auto spread = read_puzzles("\n\n{\"type\":\"sudoku\",\n\"grid\":[1,2 x]}\n\n", {});
  ASSERT_EQ(spread.size(), 1u);
  EXPECT_NE(spread[0].error.find("line 3: malformed JSON at line 4, column 13: "),
            std::string::npos)
      << spread[0].error;
  const auto cut = read_puzzles("{\"type\":\"sudoku\",\n\"grid\":[1,2\n\n", {});
  ASSERT_EQ(cut.size(), 1u);
  EXPECT_NE(cut[0].error.find("line 1: malformed JSON at line 2, column 12: "), std::string::npos)
      << cut[0].error;
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

namespace gridlogic {
namespace {

std::string nested(size_t depth) {
  return std::string(depth, '[') + std::string(depth, ']');
}

// Every walk of a JSON value recurses once per level: deep nesting, even in a field nobody
// reads, must be refused before it is parsed, as an error of its own line.
TEST(ReadPuzzles, DeepNestingIsAnErrorOfItsLine) {
  const std::string good = "{\"type\":\"binox\",\"grid\":[\"XO\",\"OX\"]}";
  const std::string deep = "{\"type\":\"binox\",\"note\":" + nested(200000) + "}";
  auto items = read_puzzles(good + "\n" + deep + "\n" + good + "\n", {});
  ASSERT_EQ(items.size(), 3u);
  EXPECT_NE(items[0].puzzle, nullptr) << items[0].error;
  EXPECT_EQ(items[1].puzzle, nullptr);
  EXPECT_NE(items[1].error.find("line 2: JSON nested deeper than 64 levels at column 87"),
            std::string::npos)
      << items[1].error.substr(0, 200);
  EXPECT_NE(items[1].error.find("[rule: too deep]"), std::string::npos);
  EXPECT_NE(items[2].puzzle, nullptr) << items[2].error;

  // One document over several lines: the line of the deep bracket is named.
  items = read_puzzles("[\n" + good + ",\n" + deep + "\n]\n", {});
  ASSERT_FALSE(items.empty());
  bool named = false;
  for (const InputItem& item : items) named |= item.error.find("line 3: JSON nested") == 0;
  EXPECT_TRUE(named);
}

TEST(ReadPuzzles, NestingUpToTheLimitIsRead) {
  // The object is level 1, so a field may hold 63 more levels, and no more.
  const std::string at_limit =
      "{\"type\":\"binox\",\"grid\":[\"XO\",\"OX\"],\"x\":" + nested(63) + "}";
  auto items = read_puzzles(at_limit, {});
  ASSERT_EQ(items.size(), 1u);
  EXPECT_NE(items[0].puzzle, nullptr) << items[0].error;
  const std::string past = "{\"type\":\"binox\",\"grid\":[\"XO\",\"OX\"],\"x\":" + nested(64) + "}";
  items = read_puzzles(past, {});
  ASSERT_EQ(items.size(), 1u);
  EXPECT_NE(items[0].error.find("too deep"), std::string::npos) << items[0].error;
  // Brackets inside strings are text, escaped quotes included.
  const std::string in_string =
      "{\"type\":\"binox\",\"grid\":[\"XO\",\"OX\"],\"x\":\"\\\"" + nested(5000) + "\"}";
  items = read_puzzles(in_string, {});
  ASSERT_EQ(items.size(), 1u);
  EXPECT_NE(items[0].puzzle, nullptr) << items[0].error;
}

TEST(ReadSolution, DeepNestingIsRefused) {
  const PuzzleKind& binox = *find_kind("binox");
  try {
    (void)read_solution(nested(100000), binox);
    ADD_FAILURE() << "no error";
  } catch (const InputError& error) {
    EXPECT_EQ(error.rule(), "too deep");
  }
}

}  // namespace
}  // namespace gridlogic

namespace gridlogic {
namespace {

// A UTF-8 byte-order mark at the start of a file is not part of the puzzle, in any spelling.
TEST(ReadPuzzles, AByteOrderMarkIsSkipped) {
  const std::string mark = "\xEF\xBB\xBF";
  auto items = read_puzzles(mark + "{\"type\":\"binox\",\"grid\":[\"XO\",\"OX\"]}\n", {});
  ASSERT_EQ(items.size(), 1u);
  EXPECT_NE(items[0].puzzle, nullptr) << items[0].error;
  ReadOptions binox;
  binox.type = "binox";
  items = read_puzzles(mark + "XO\r\nOX\r\n", binox);
  ASSERT_EQ(items.size(), 1u);
  EXPECT_NE(items[0].puzzle, nullptr) << items[0].error;
  EXPECT_EQ(read_solution(mark + "[\"XO\",\"OX\"]", *find_kind("binox")),
            Json::array({"XO", "OX"}));
}

TEST(ReadPuzzles, AnUnreadablePuzzleKeepsTheTypeWordItWasGiven) {
  const std::string bad_sudoku = "11" + std::string(79, '.') + "\n";
  ReadOptions sudoku;
  sudoku.type = "sudoku";
  auto items = read_puzzles(bad_sudoku, sudoku);
  ASSERT_EQ(items.size(), 1u);
  EXPECT_EQ(items[0].puzzle, nullptr);
  EXPECT_EQ(invalid_result(items[0]).to_json()["type"], "sudoku");

  items = read_puzzles("takuzu\nXXX.\n....\n....\n....\n", {});
  ASSERT_EQ(items.size(), 1u);
  EXPECT_EQ(items[0].puzzle, nullptr);
  EXPECT_EQ(invalid_result(items[0]).to_json()["type"], "takuzu");

  items = read_puzzles(R"({"type":"sudoku","givens":["11"]})", {});
  ASSERT_EQ(items.size(), 1u);
  EXPECT_EQ(invalid_result(items[0]).to_json()["type"], "sudoku");

  items = read_puzzles("killer\n" + bad_sudoku, {});  // the kind's own name stays its name
  ASSERT_EQ(items.size(), 1u);
  EXPECT_EQ(invalid_result(items[0]).to_json()["type"], "killer");
}

}  // namespace
}  // namespace gridlogic
