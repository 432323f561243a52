// PuzzleReader: puzzles cut one at a time from a stream, with limits that hold on any input.
#include <gtest/gtest.h>

#include <sstream>

#include "gridlogic/io.hpp"

namespace gridlogic {
namespace {

const std::string kSudoku =
    ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";
const std::string kBinox = "{\"type\":\"binox\",\"grid\":[\"XO\",\"OX\"]}";

std::vector<InputItem> read_stream(const std::string& content, ReadOptions options = {}) {
  std::istringstream in(content);
  PuzzleReader reader(in, std::move(options));
  std::vector<InputItem> items;
  while (std::optional<InputItem> item = reader.next()) items.push_back(std::move(*item));
  return items;
}

ReadOptions small_limit(size_t bytes) {
  ReadOptions options;
  options.max_puzzle_bytes = bytes;
  return options;
}

TEST(PuzzleReader, AStreamReadsAsTheSameTextInMemory) {
  std::string input = kBinox + "\n\n" + kBinox + "\n{\"type\":\"binox\"}\n";
  auto streamed = read_stream(input);
  auto held = read_puzzles(input, {});
  ASSERT_EQ(streamed.size(), 3u);
  ASSERT_EQ(held.size(), 3u);
  for (size_t i = 0; i < 3; ++i) {
    EXPECT_EQ(streamed[i].id, held[i].id);
    EXPECT_EQ(streamed[i].line, held[i].line);
    EXPECT_EQ(streamed[i].error, held[i].error);
  }
}

// The first puzzle comes before the input is read to its end, so a batch of any length needs
// only a block of it in memory.
TEST(PuzzleReader, TheFirstPuzzleComesBeforeTheEnd) {
  std::string input;
  for (int i = 0; i < 20000; ++i) input += kSudoku + "\n";
  std::istringstream in(input);
  PuzzleReader reader(in, {});
  ASSERT_TRUE(reader.next().has_value());
  EXPECT_LT(reader.bytes_read(), 200u * 1024);
  size_t count = 1;
  while (reader.next_text()) ++count;
  EXPECT_EQ(count, 20000u);
  EXPECT_EQ(reader.bytes_read(), input.size());
}

TEST(PuzzleReader, ALinePastTheLimitIsTooLargeAndTheRestIsRead) {
  const std::string long_line = "{\"type\":\"binox\",\"x\":\"" + std::string(5000, 'a') + "\"}";
  auto items = read_stream(kBinox + "\n" + long_line + "\n" + kBinox + "\n", small_limit(1000));
  ASSERT_EQ(items.size(), 3u);
  EXPECT_NE(items[0].puzzle, nullptr) << items[0].error;
  EXPECT_EQ(items[1].error_status, Status::kTooLarge);
  EXPECT_NE(items[1].error.find("line 2"), std::string::npos) << items[1].error;
  EXPECT_NE(items[1].error.find("[rule: too large]"), std::string::npos) << items[1].error;
  EXPECT_NE(items[2].puzzle, nullptr) << items[2].error;
  EXPECT_EQ(items[2].line, 3);

  ReadOptions sudoku = small_limit(100);
  sudoku.type = "sudoku";
  items = read_stream(kSudoku + "\n" + std::string(300, '.') + "\n" + kSudoku + "\n", sudoku);
  ASSERT_EQ(items.size(), 3u);
  EXPECT_EQ(items[1].error_status, Status::kTooLarge);
  EXPECT_NE(items[2].puzzle, nullptr) << items[2].error;
}

TEST(PuzzleReader, AJsonValueThatGrowsPastTheLimitOverLinesNamesTheLine) {
  // A pretty-printed object whose lines each fit, but not all of them together: the line where
  // it crosses the limit is named (line 24: 35 bytes before the rows, 48 a row).
  std::string document = "{\n  \"type\": \"binox\",\n  \"grid\": [\n";
  for (int r = 0; r < 30; ++r) document += "    \"" + std::string(40, '.') + "\",\n";
  document += "    \"....\"\n  ]\n}\n";
  auto items = read_stream(document + kBinox + "\n", small_limit(1000));
  ASSERT_EQ(items.size(), 2u);
  EXPECT_EQ(items[0].error_status, Status::kTooLarge) << items[0].error;
  EXPECT_NE(items[0].error.find("line 24: "), std::string::npos) << items[0].error;
  EXPECT_NE(items[0].error.find("[rule: too large]"), std::string::npos) << items[0].error;
  EXPECT_NE(items[1].puzzle, nullptr) << items[1].error;
}

TEST(PuzzleReader, ATextPuzzlePastTheLimitIsTooLarge) {
  std::string input = "binox\n";
  for (int r = 0; r < 40; ++r) input += std::string(40, '.') + "\n";
  input += "\nbinox\nXO\nOX\n";
  auto items = read_stream(input, small_limit(1000));
  ASSERT_EQ(items.size(), 2u);
  EXPECT_EQ(items[0].error_status, Status::kTooLarge) << items[0].error;
  EXPECT_NE(items[1].puzzle, nullptr) << items[1].error;
}

TEST(PuzzleReader, TooManyJsonValuesAreTooLarge) {
  std::string many = "{\"type\":\"binox\",\"x\":[";
  for (size_t i = 0; i <= kMaxJsonValues; ++i) many += "0,";
  many += "0]}";
  auto items = read_stream(many + "\n" + kBinox + "\n");
  ASSERT_EQ(items.size(), 2u);
  EXPECT_EQ(items[0].error_status, Status::kTooLarge) << items[0].error.substr(0, 200);
  EXPECT_NE(items[1].puzzle, nullptr);
}

TEST(PuzzleReader, PrettyPrintedObjectsFollowEachOther) {
  std::string input =
      "{\n  \"type\": \"binox\",\n  \"grid\": [\"XO\", \"OX\"]\n}\n"
      "{\n  \"type\": \"binox\",\n  \"id\": \"b\",\n  \"grid\": [\"X.\", \"..\"]\n}\n";
  auto items = read_stream(input);
  ASSERT_EQ(items.size(), 2u);
  EXPECT_NE(items[0].puzzle, nullptr) << items[0].error;
  EXPECT_EQ(items[1].id, "b");
  EXPECT_EQ(items[1].line, 5);
}

// JSON Lines: what a line opens it must close, so a cut-off line spoils only itself.
TEST(PuzzleReader, JsonLinesKeepErrorsToTheirLine) {
  std::string input =
      kBinox + "\n{\"type\":\"binox\",\"grid\":[\"XO\",\n" + kBinox + "\n[1,2\n" + kBinox + "\n";
  auto items = read_stream(input);
  ASSERT_EQ(items.size(), 5u);
  EXPECT_NE(items[0].puzzle, nullptr);
  EXPECT_NE(items[1].error.find("line 2: malformed JSON"), std::string::npos) << items[1].error;
  EXPECT_NE(items[2].puzzle, nullptr) << items[2].error;
  EXPECT_NE(items[3].error.find("line 4"), std::string::npos) << items[3].error;
  EXPECT_NE(items[4].puzzle, nullptr) << items[4].error;
  EXPECT_EQ(items[4].id, "5");
}

TEST(PuzzleReader, JsonArrayItemsNameTheirPlace) {
  auto items = read_stream("[\n" + kBinox + ",\n  7,\n" + kBinox + "\n]\n");
  ASSERT_EQ(items.size(), 3u);
  EXPECT_NE(items[1].error.find("line 3, item 2 of the array"), std::string::npos)
      << items[1].error;
  EXPECT_NE(items[2].puzzle, nullptr) << items[2].error;
  items = read_stream("[\n" + kBinox + "\n");  // never closed
  ASSERT_EQ(items.size(), 2u);
  EXPECT_NE(items[0].puzzle, nullptr) << items[0].error;
  EXPECT_NE(items[1].error.find("line 2: the JSON array is not closed"), std::string::npos)
      << items[1].error;
  items = read_stream("[" + kBinox + ",," + kBinox + "]");
  ASSERT_EQ(items.size(), 3u);
  EXPECT_NE(items[1].error.find("missing"), std::string::npos) << items[1].error;
}

// A file of one-line sudokus is one puzzle per line: a bad line is an error of its own.
TEST(PuzzleReader, OneBadLineSpoilsOnlyItself) {
  ReadOptions sudoku;
  sudoku.type = "sudoku";
  for (const std::string& bad : {std::string("123"), std::string(80, '.'), kSudoku + "x"}) {
    for (size_t at = 0; at < 3; ++at) {
      std::vector<std::string> lines(3, kSudoku);
      lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(at), bad);
      std::string input;
      for (const auto& line : lines) input += line + "\n";
      auto items = read_stream(input, sudoku);
      ASSERT_EQ(items.size(), 4u) << bad << " at " << at;
      for (size_t i = 0; i < 4; ++i) {
        if (i == at && bad.size() >= 64) {
          EXPECT_EQ(items[i].puzzle, nullptr);
          EXPECT_NE(items[i].error.find("line " + std::to_string(i + 1)), std::string::npos)
              << items[i].error;
        } else if (i != at) {
          EXPECT_NE(items[i].puzzle, nullptr) << bad << " at " << at << ": " << items[i].error;
        }
      }
    }
  }
}

TEST(PuzzleReader, ABareSudokuLineNeedsNoType) {
  auto items = read_stream(kSudoku + "\n" + kSudoku + "\n");
  ASSERT_EQ(items.size(), 2u);
  EXPECT_NE(items[1].puzzle, nullptr) << items[1].error;
  EXPECT_EQ(items[1].puzzle->type_name(), "sudoku");
  EXPECT_THROW((void)read_stream("XO\nOX\n"), InputError);
}

TEST(PuzzleReader, TextErrorsNameTheLinesOfTheInput) {
  // The header's own errors name the header's line; the body's, their line in the file.
  std::string input = "binox\nXO\nOX\n\nlightsout levels=1\n11\n11\n\nbinox\nXO\nO?\n";
  auto items = read_stream(input);
  ASSERT_EQ(items.size(), 3u);
  EXPECT_NE(items[0].puzzle, nullptr);
  EXPECT_EQ(items[1].error.rfind("line 5: header", 0), 0u) << items[1].error;
  EXPECT_EQ(items[1].error_where, "header");
  EXPECT_EQ(items[2].error.rfind("line 11 (row 2), col 2: ", 0), 0u) << items[2].error;
  // The place given apart (the server's and Python's "where") names the same line.
  EXPECT_EQ(items[2].error_where, "line 11 (row 2), col 2");
}

TEST(PuzzleReader, EveryTypeRefusesUnknownHeaderKeys) {
  for (const char* header :
       {"binox rows=4", "dominosa foo=1", "lightsout level=3", "killer sizes=4", "sudoku x=1"}) {
    auto items = read_stream("\n" + std::string(header) + "\nXO\nOX\n");
    ASSERT_EQ(items.size(), 1u) << header;
    EXPECT_EQ(items[0].error.rfind("line 2: header", 0), 0u) << header << ": " << items[0].error;
    EXPECT_NE(items[0].error.find("[rule: unknown header key]"), std::string::npos)
        << items[0].error;
  }
}

TEST(PuzzleReader, AnEmptyInputHoldsNoPuzzle) {
  EXPECT_TRUE(read_stream("").empty());
  EXPECT_TRUE(read_stream("\n \r\n\t\n").empty());
  EXPECT_TRUE(read_stream("[]").empty());
}

}  // namespace
}  // namespace gridlogic

namespace gridlogic {
namespace {

// A number past 64 bits is refused with its own digits, never read as a wrapped or clamped
// value.
TEST(PuzzleReader, NumbersPast64BitsKeepTheirDigits) {
  const std::string big = "99999999999999999999999";
  auto items = read_puzzles("lightsout levels=" + big + "\n11\n11\n", {});
  ASSERT_EQ(items.size(), 1u);
  EXPECT_NE(items[0].error.find(big), std::string::npos) << items[0].error;
  EXPECT_NE(items[0].error.find("[rule: levels out of range]"), std::string::npos);
  items = read_puzzles("lightsout levels=20\n1 2\n3 -" + big + "\n", {});
  ASSERT_EQ(items.size(), 1u);
  EXPECT_NE(items[0].error.find("-" + big), std::string::npos) << items[0].error;
  EXPECT_EQ(items[0].error.rfind("line 3", 0), 0u) << items[0].error;
  items = read_puzzles("lightsout nodes=" + big + "\nstate 1 1\n", {});
  ASSERT_EQ(items.size(), 1u);
  EXPECT_NE(items[0].error.find(big), std::string::npos) << items[0].error;
}

}  // namespace
}  // namespace gridlogic

namespace gridlogic {
namespace {

// A board past a type's size cap is too large, not malformed.
TEST(PuzzleReader, BoardsPastASizeCapAreTooLarge) {
  auto items =
      read_puzzles("{\"type\":\"sudoku\",\"size\":25}\n{\"type\":\"sudoku\",\"size\":7}\n", {});
  ASSERT_EQ(items.size(), 2u);
  EXPECT_EQ(items[0].error_status, Status::kTooLarge) << items[0].error;
  EXPECT_NE(items[0].error.find("[rule: too large]"), std::string::npos) << items[0].error;
  EXPECT_NE(items[1].error_status, Status::kTooLarge)
      << items[1].error;  // 7 is no sudoku size at all
  std::string lights = "lightsout\n";
  for (int r = 0; r < 3; ++r) lights += std::string(10001, '1') + "\n";
  items = read_puzzles(lights, {});
  ASSERT_EQ(items.size(), 1u);
  EXPECT_EQ(items[0].error_status, Status::kTooLarge) << items[0].error;
}

}  // namespace
}  // namespace gridlogic
