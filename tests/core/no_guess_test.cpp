// No input read by a guess (FORMATS.md): repeated JSON keys, Lights Out rows past 10 levels,
// pasted sudoku grids, and the type word and status of what cannot be read.
#include <gtest/gtest.h>

#include <string>

#include "gridlogic/io.hpp"
#include "gridlogic/results.hpp"

namespace gridlogic {
namespace {

const std::string kGivens =
    R"(["53..7....","6..195...",".98....6.","8...6...3","4..8.3..1","7...2...6",)"
    R"(".6....28.","...419..5","....8..79"])";
const std::string kOtherGivens =
    R"(["........1","6..195...",".98....6.","8...6...3","4..8.3..1","7...2...6",)"
    R"(".6....28.","...419..5","....8..79"])";

InputItem read_one(const std::string& input, const std::string& type = "") {
  ReadOptions options;
  options.type = type;
  auto items = read_puzzles(input, options);
  EXPECT_EQ(items.size(), 1u) << input;
  if (items.empty()) return {};
  return std::move(items[0]);
}

TEST(DuplicateKeys, ATopLevelKeyGivenTwiceIsRefusedWithBothValues) {
  const InputItem item = read_one(R"({"type":"lightsout","levels":2,"grid":["10","01"],)"
                                  R"("levels":3})");
  EXPECT_EQ(item.puzzle, nullptr);
  EXPECT_EQ(item.error_rule, "duplicate key");
  EXPECT_EQ(item.error_where, "field levels");
  EXPECT_NE(item.error.find("(2, then 3)"), std::string::npos) << item.error;
  EXPECT_NE(item.error.find("line 1"), std::string::npos) << item.error;
}

TEST(DuplicateKeys, TwoGridsAreNotSolvedAsTheSecond) {
  const InputItem item =
      read_one(R"({"type":"sudoku","givens":)" + kGivens + R"(,"givens":)" + kOtherGivens + "}");
  EXPECT_EQ(item.puzzle, nullptr);
  EXPECT_EQ(item.error_rule, "duplicate key");
  EXPECT_EQ(item.error_where, "field givens");
  // Once only, the same object reads.
  EXPECT_NE(read_one(R"({"type":"sudoku","givens":)" + kGivens + "}").puzzle, nullptr);
}

TEST(DuplicateKeys, ANestedRepeatNamesItsPlaceCountedFromOne) {
  const InputItem item =
      read_one(R"({"type":"killer","size":4,"cages":[{"sum":10,"cells":[[0,0],[0,1],[1,0],[1,1]]},)"
               R"({"sum":3,"cells":[[0,2]],"sum":4}]})");
  EXPECT_EQ(item.error_rule, "duplicate key");
  EXPECT_EQ(item.error_where, "field cages, item 2, field sum");
  EXPECT_NE(item.error.find("(3, then 4)"), std::string::npos) << item.error;
}

TEST(DuplicateKeys, EqualKeysInDifferentObjectsAreFine) {
  const Json value = parse_json_text(R"({"a":{"x":1},"b":{"x":2},"c":[{"x":1},{"x":1}]})");
  EXPECT_EQ(value["b"]["x"], 2);
  EXPECT_EQ(value["c"].size(), 2u);
}

TEST(DuplicateKeys, MalformedTextStaysMalformedAndContainersAreQuoted) {
  EXPECT_TRUE(parse_json_text(R"({"a":)").is_discarded());
  try {
    (void)parse_json_text(R"({"a":[1,2],"b":0,"a":{"c":[3]}})", "progress");
    FAIL() << "a repeated key was read";
  } catch (const InputError& error) {
    EXPECT_EQ(error.where(), "progress, field a");
    EXPECT_NE(std::string(error.what()).find(R"(([1,2], then {"c":[3]}))"), std::string::npos)
        << error.what();
  }
}

TEST(DuplicateKeys, KeysAreComparedAsTheyReadNotAsWritten) {
  // "\u0061" is "a": the same key, though no byte-for-byte repeat.
  EXPECT_THROW((void)parse_json_text(R"({"a":1,"\u0061":2})"), InputError);
  EXPECT_THROW((void)parse_json_text(R"({"a\"b":1,"a\u0022b":2})"), InputError);
  EXPECT_EQ(parse_json_text(R"({"a":1,"\u0062":2})")["b"], 2);
  // A string value equal to a key is no key; a key equal to a value is no repeat.
  EXPECT_EQ(parse_json_text(R"({"a":"a","b":["a","b"],"c":{"a":"c"}})")["c"]["a"], "c");
}

TEST(DuplicateKeys, AnObjectOfManyKeysIsCheckedInLinearithmicTime) {
  std::string many = "{";
  for (int i = 0; i < 200000; ++i) many += "\"k" + std::to_string(i) + "\":0,";
  many += "\"k7\":1}";
  try {
    (void)parse_json_text(many);
    FAIL() << "the repeat of k7 was not seen";
  } catch (const InputError& error) {
    EXPECT_EQ(error.where(), "field k7");
  }
  many.replace(many.size() - 6, 1, "k-");  // "k-7": no repeat
  EXPECT_EQ(parse_json_text(many).size(), 200001u);
}

TEST(DuplicateKeys, PositionsAndSolutionsRefuseThemToo) {
  EXPECT_THROW((void)parse_position(R"({"grid":["1"],"grid":["2"]})"), InputError);
  EXPECT_THROW(
      (void)read_solution(R"({"solution":["DRLD"],"solution":["URLU"]})", *find_kind("dominosa")),
      InputError);
}

TEST(LightsOutLevelsPastTen, OneWordRowsOfRunTogetherDigitsAreRefusedNamingBothReadings) {
  const InputItem item = read_one("lightsout levels=11\n10\n01\n");
  EXPECT_EQ(item.puzzle, nullptr);
  EXPECT_EQ(item.error_rule, "ambiguous row");
  EXPECT_NE(item.error.find("one cell of level 10"), std::string::npos) << item.error;
  EXPECT_NE(item.error.find("the cells 1 0 run together"), std::string::npos) << item.error;
  EXPECT_NE(item.error.find("line 2"), std::string::npos) << item.error;
}

TEST(LightsOutLevelsPastTen, SpacedRowsAndSingleDigitColumnsStillRead) {
  const InputItem spaced = read_one("lightsout levels=11\n10 1\n0 0\n");
  ASSERT_NE(spaced.puzzle, nullptr) << spaced.error;
  EXPECT_EQ(spaced.puzzle->to_json()["grid"], Json::parse("[[10,1],[0,0]]"));
  // One column of one-digit cells reads one way only.
  const InputItem column = read_one("lightsout levels=11\n1\n0\n");
  ASSERT_NE(column.puzzle, nullptr) << column.error;
  // With 10 levels or fewer, rows of digits are the board's rows, as before.
  const InputItem ten = read_one("lightsout levels=10\n10\n01\n");
  ASSERT_NE(ten.puzzle, nullptr) << ten.error;
  EXPECT_EQ(ten.puzzle->to_json()["grid"], Json::parse(R"(["10","01"])"));
}

// The same sudoku, as people paste it, read with no header and no --type.
TEST(PastedSudoku, EveryLayoutIsRecognisedWithoutAType) {
  const std::string plain =
      "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n"
      "...419..5\n....8..79\n";
  const InputItem reference = read_one(plain, "sudoku");
  ASSERT_NE(reference.puzzle, nullptr) << reference.error;
  const Json expected = reference.puzzle->to_json();
  const std::string layouts[] = {
      plain,
      "5 3 . . 7 . . . .\n6 . . 1 9 5 . . .\n. 9 8 . . . . 6 .\n8 . . . 6 . . . 3\n"
      "4 . . 8 . 3 . . 1\n7 . . . 2 . . . 6\n. 6 . . . . 2 8 .\n. . . 4 1 9 . . 5\n"
      ". . . . 8 . . 7 9\n",
      "5 3 . | . 7 . | . . .\n6 . . | 1 9 5 | . . .\n. 9 8 | . . . | . 6 .\n"
      "------+-------+------\n8 . . | . 6 . | . . 3\n4 . . | 8 . 3 | . . 1\n"
      "7 . . | . 2 . | . . 6\n------+-------+------\n. 6 . | . . . | 2 8 .\n"
      ". . . | 4 1 9 | . . 5\n. . . | . 8 . | . 7 9\n",
      "+-------+-------+-------+\n| 5 3 . | . 7 . | . . . |\n| 6 . . | 1 9 5 | . . . |\n"
      "| . 9 8 | . . . | . 6 . |\n+-------+-------+-------+\n| 8 . . | . 6 . | . . 3 |\n"
      "| 4 . . | 8 . 3 | . . 1 |\n| 7 . . | . 2 . | . . 6 |\n+-------+-------+-------+\n"
      "| . 6 . | . . . | 2 8 . |\n| . . . | 4 1 9 | . . 5 |\n| . . . | . 8 . | . 7 9 |\n"
      "+-------+-------+-------+\n",
      "530070000\n600195000\n098000060\n800060003\n400803001\n700020006\n060000280\n"
      "000419005\n000080079\n",
  };
  for (const std::string& layout : layouts) {
    const InputItem item = read_one(layout);
    ASSERT_NE(item.puzzle, nullptr) << item.error << "\n" << layout;
    EXPECT_EQ(item.puzzle->type_name(), "sudoku");
    EXPECT_EQ(item.puzzle->to_json(), expected) << layout;
  }
}

TEST(PastedSudoku, FirstLinesOtherTypesCouldStartWithAreNotTakenForSudoku) {
  // A dominosa row (numbers spaced out) and a binox row of dots stay unknown without a type.
  EXPECT_THROW((void)read_puzzles("5 3 0 0 7 0 0 0 0\n", {}), InputError);
  EXPECT_THROW((void)read_puzzles("....\n....\n", {}), InputError);
  // A binox text with its header is still binox.
  const InputItem binox = read_one("binox\nX...\n..O.\n....\n...X\n");
  ASSERT_NE(binox.kind, nullptr);
  EXPECT_EQ(binox.kind->name(), "binox");
}

TEST(TypeWords, AnInvalidOneLineSudokuIsLabelledSudoku) {
  // Two 1s in row 1, with no header, --type or file name: read as a sudoku, and named one.
  auto items = read_puzzles("11" + std::string(79, '.') + "\n", {});
  ASSERT_EQ(items.size(), 1u);
  EXPECT_EQ(items[0].puzzle, nullptr);
  EXPECT_EQ(invalid_result(items[0]).to_json()["type"], "sudoku");
}

TEST(SizeLimits, ALightsOutGraphPastItsNodesIsTooLargeNotInvalid) {
  const InputItem json = read_one(R"({"type":"lightsout","nodes":2000000,"state":[1],"edges":[]})");
  EXPECT_EQ(json.error_status, Status::kTooLarge) << json.error;
  EXPECT_EQ(json.error_rule, "too large");
  const InputItem text = read_one("lightsout nodes=99999999999999999999999\nstate 1\n");
  EXPECT_EQ(text.error_status, Status::kTooLarge) << text.error;
}

}  // namespace
}  // namespace gridlogic
