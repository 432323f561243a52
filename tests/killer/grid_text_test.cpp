// The spellings of a classic sudoku read as text (FORMATS.md "killer", spellings read), the
// killer cage maps that must still read as before, and lengths counted in characters.
#include <gtest/gtest.h>

#include "gridlogic/io.hpp"
#include "killer/helpers.hpp"
#include "puzzles/killer/kind.hpp"

namespace gridlogic::killer {
namespace {

using Params = std::map<std::string, std::string>;

const std::string kOneLine =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

// kOneLine's rows with `cell` for an empty cell, cells joined by `gap`, and `bar` between boxes.
std::vector<std::string> rows_of(char empty, const std::string& gap, const std::string& bar) {
  std::vector<std::string> rows;
  for (int r = 0; r < 9; ++r) {
    std::string row;
    for (int c = 0; c < 9; ++c) {
      if (c > 0) row += (c % 3 == 0 && !bar.empty()) ? bar : gap;
      char ch = kOneLine[static_cast<size_t>(r * 9 + c)];
      row += ch == '.' ? empty : ch;
    }
    rows.push_back(row);
  }
  return rows;
}

// The rows joined by newlines, with `rule` between bands and `border` around (when not empty).
std::string drawn(const std::vector<std::string>& rows, const std::string& rule,
                  const std::string& border = "", const std::string& side = "") {
  std::string text = border.empty() ? "" : border + "\n";
  for (size_t r = 0; r < rows.size(); ++r) {
    if (r > 0 && r % 3 == 0 && !rule.empty()) text += rule + "\n";
    text += side + rows[r] + side + "\n";
  }
  if (!border.empty()) text += border + "\n";
  return text;
}

// `text` with its "~" lines made blank.
std::string blank_bands(std::string text) {
  for (size_t at = text.find("~\n"); at != std::string::npos; at = text.find("~\n")) {
    text.erase(at, 1);
  }
  return text;
}

Json expected_classic() {
  return to_json(parse_text(kOneLine, {}));
}

void expect_error(const std::string& body, const Params& params, const std::string& rule,
                  const std::string& where, const std::string& detail = "") {
  try {
    (void)parse_text(body, params);
    ADD_FAILURE() << "accepted:\n" << body;
  } catch (const InputError& e) {
    EXPECT_EQ(e.rule(), rule) << e.what();
    EXPECT_EQ(e.where(), where) << e.what();
    EXPECT_NE(std::string(e.what()).find(detail), std::string::npos) << e.what();
  }
}

TEST(KillerGridText, EverySpellingOfOneSudokuReadsTheSame) {
  const std::vector<std::pair<std::string, std::string>> spellings = {
      {"spaced, 0 for blanks", drawn(rows_of('0', " ", ""), "")},
      {"spaced, . for blanks", drawn(rows_of('.', " ", ""), "")},
      {"spaced with tabs", drawn(rows_of('0', "\t", ""), "")},
      {"compact rows", drawn(rows_of('.', "", ""), "")},
      {"compact rows, 0 for blanks", drawn(rows_of('0', "", ""), "")},
      {"compact groups", drawn(rows_of('.', "", " "), "")},
      {"drawn, spaced", drawn(rows_of('.', " ", " | "), "------+-------+------")},
      {"drawn, compact", drawn(rows_of('.', "", "|"), "---+---+---")},
      {"drawn, short rules", drawn(rows_of('.', "", "|"), "-+-")},
      {"drawn, = rules", drawn(rows_of('0', " ", " | "), "=====================")},
      {"drawn, outer border", drawn(rows_of('.', "", "|"), "+---+---+---+", "+---+---+---+", "|")},
      {"drawn, spaced border", drawn(rows_of('.', " ", " | "), "|-------+-------+-------|",
                                     "+-------+-------+-------+", "| ")},
      {"drawn, box-drawing characters", drawn(rows_of('.', " ", " │ "), "───┼──")},
      {"bands separated by blank lines", blank_bands(drawn(rows_of('.', " ", " | "), "~"))},
      {"compact bands separated by blank lines", blank_bands(drawn(rows_of('0', "", ""), "~"))},
  };
  const Json expected = expected_classic();
  for (const auto& [name, body] : spellings) {
    SCOPED_TRACE(name + ":\n" + body);
    for (const Params& params :
         {Params{}, Params{{"type", "sudoku"}}, Params{{"type", "killer"}}}) {
      try {
        EXPECT_EQ(to_json(parse_text(body, params)), expected);
      } catch (const InputError& e) {
        ADD_FAILURE() << e.what();
      }
    }
  }
}

TEST(KillerGridText, TheBriefsExampleReads) {
  const std::string body =
      "5 3 . | . 7 . | . . .\n"
      "6 . . | 1 9 5 | . . .\n"
      ". 9 8 | . . . | . 6 .\n"
      "------+-------+------\n"
      "8 . . | . 6 . | . . 3\n"
      "4 . . | 8 . 3 | . . 1\n"
      "7 . . | . 2 . | . . 6\n"
      "------+-------+------\n"
      ". 6 . | . . . | 2 8 .\n"
      ". . . | 4 1 9 | . . 5\n"
      ". . . | . 8 . | . 7 9\n";
  EXPECT_EQ(to_json(testing::parse_with_header("sudoku\n" + body)), expected_classic());
  auto puzzle = kind().from_text(body, {{"type", "killer"}});
  EXPECT_EQ(puzzle->type_name(), "sudoku");
}

TEST(KillerGridText, OtherSizesSpacedAndDrawn) {
  Board four = parse_text("1 . . 4\n. 4 1 .\n. 1 4 .\n4 . . 1\n", {});
  EXPECT_EQ(four.n, 4);
  EXPECT_EQ(four.givens[3], 4);
  Board six = parse_text(
      "1 . . | . . 6\n. . . | 1 . .\n------+------\n. 1 . | . . .\n. . . | . 1 .\n"
      "------+------\n. . 1 | . . .\n6 . . | . . 1\n",
      {});
  EXPECT_EQ(six.n, 6);
  EXPECT_EQ(six.box_h, 2);
  EXPECT_EQ(six.box_w, 3);
  EXPECT_EQ(six.givens[5], 6);
  // 16 x 16, numbers up to 16 separated by spaces, '|' between boxes.
  std::string body;
  for (int r = 0; r < 16; ++r) {
    for (int c = 0; c < 16; ++c) {
      if (c > 0) body += c % 4 == 0 ? " | " : " ";
      body += (c == r) ? std::to_string(16 - r) : (c == (r + 1) % 16 ? "0" : ".");
    }
    body += "\n";
    if (r % 4 == 3 && r < 15) body += "-----------+-------------+-------------+------------\n";
  }
  Board big = parse_text(body, {});
  EXPECT_EQ(big.n, 16);
  EXPECT_EQ(big.givens[0], 16);
  EXPECT_EQ(big.givens[17], 15);
  EXPECT_EQ(big.givens[255], 1);
  // A row one number short is counted in numbers, a compact row one cell short in cells.
  expect_error(std::string(body).replace(0, 3, ""), {}, "wrong row length", "line 1",
               "has 15 numbers, expected 16");
  // Sixteen characters but fifteen numbers: not read as the digits 1 and 5.
  std::string short_row = body;
  short_row.erase(short_row.find('\n', short_row.find('\n') + 1) - 2, 2);
  expect_error(short_row, {}, "wrong row length", "line 2", "has 15 numbers, expected 16");
  std::string compact;
  for (int r = 0; r < 16; ++r) compact += r == 0 ? "1234 5678 9ABC DE.\n" : "....|....|....|....\n";
  expect_error(compact, {}, "wrong row length", "line 1", "has 15 cells, expected 16");
}

TEST(KillerGridText, TheDrawingSetsTheBoxShapeItShows) {
  // 6 x 6 drawn with 3-row, 2-column boxes: not the default 2 x 3.
  const std::string body =
      "1 2 | 3 4 | 5 6\n3 4 | 5 6 | 1 2\n5 6 | 1 2 | 3 4\n----+-----+----\n"
      "2 1 | 4 3 | 6 5\n4 3 | 6 5 | 2 1\n6 5 | 2 1 | 4 .\n";
  Board b = parse_text(body, {});
  EXPECT_EQ(b.box_h, 3);
  EXPECT_EQ(b.box_w, 2);
  // A header's box is checked against the drawing, not replaced by it.
  expect_error(body, {{"box", "2x3"}}, "separator inside a box", "line 1, char 5");
  // Separators that fit several shapes, none the default, are a question only a header answers.
  std::string wide = "1 2 3 4 5 6 | 7 8 9 10 11 12\n";
  for (int r = 1; r < 12; ++r) wide += ". . . . . . | . . . . . .\n";
  expect_error(wide, {}, "box shape unclear", "line 1", "2x6, 4x3 and 6x2");
  EXPECT_EQ(parse_text(wide, {{"box", "2x6"}}).box_w, 6);
}

TEST(KillerGridText, MalformedGridsNameLineAndCharacter) {
  const Params sudoku = {{"type", "sudoku"}};
  auto rows = rows_of('.', "", "|");
  auto with_row = [&](int r, const std::string& row) {
    auto changed = rows;
    changed[static_cast<size_t>(r)] = row;
    return drawn(changed, "---+---+---");
  };
  expect_error(with_row(8, "...|.8.|.7"), sudoku, "wrong row length", "line 11", "has 8 cells");
  expect_error(with_row(8, "...|.8.|x79"), sudoku, "bad character", "line 11, char 9", "'x'");
  expect_error(with_row(8, "...|.8|..79"), sudoku, "separator inside a box", "line 11, char 7",
               "after 5 cells");
  expect_error(with_row(8, "...|.8.|.é9"), sudoku, "bad character", "line 11, char 10",
               "'é' is not a digit");
  expect_error(with_row(8, "...|.8.|.７9"), sudoku, "bad character", "line 11, char 10",
               "full-width form of '7'");
  expect_error(with_row(8, std::string("...|.8.|.\xC0") + "9"), sudoku, "invalid UTF-8",
               "line 11, char 10");
  expect_error(with_row(0, "53.|.7.|..:"), sudoku, "bad character", "line 1, char 11");
  // A separator line between rows 4 and 5 of 3-row boxes.
  std::string moved = drawn(rows, "");
  moved.insert(moved.find("4..|8.3"), "---+---+---\n");
  expect_error(moved, sudoku, "separator inside a box", "line 5", "after 4 rows");
  moved = drawn(rows, "");
  moved.insert(moved.find("4..|8.3"), "\n");
  expect_error(moved, sudoku, "separator inside a box", "line 5", "after 4 rows");
  // Spaced numbers: one too many, one out of range, one not a number.
  expect_error(drawn(rows_of('0', " ", ""), "") + "0 0 0 0 0 0 0 0 0\n", {}, "unsupported size",
               "line 1", "10 rows");
  std::string spaced = drawn(rows_of('0', " ", ""), "");
  expect_error(spaced.replace(0, 1, "10"), {}, "value out of range", "line 1, char 1",
               "10 is outside 1..9");
  spaced = drawn(rows_of('0', " ", ""), "");
  expect_error(spaced.replace(0, 1, "5x"), {}, "bad character", "line 1, char 1", "'5x'");
}

TEST(KillerGridText, KillerCageMapsStillReadTheirLabels) {
  // '|', '-' and '+' label cages in a map, which has a sums section.
  const std::string map = "||--\n++DD\nEEFF\nGGHH\n";
  const std::string sums = "|=3 -=7 +=7 D=3 E=3 F=7 G=7 H=3\n";
  Board b = testing::parse_with_header("killer\n" + map + "\n" + sums);
  EXPECT_FALSE(b.classic());
  EXPECT_EQ(b.cages.size(), 8u);
  // A map without its sums is still that error, not a grid error.
  expect_error("AABB\nCCDD\nEEFF\nGGHH\n", {{"type", "killer"}}, "missing sums", "line 5");
  expect_error("AABB\nCCDD\nEEFF\nGGHH\n", {}, "missing sums", "line 5");
  // The givens section may be drawn too; its separators must fit the killer's boxes.
  const std::string pairs = "AABB\nCCDD\nEEFF\nGGHH\n\nA=3 B=7 C=7 D=3 E=3 F=7 G=7 H=3\n\n";
  Board g = testing::parse_with_header("killer\n" + pairs +
                                       "1 . | . .\n. . | . .\n----+----\n. . | . .\n. . | . 1\n");
  EXPECT_EQ(g.givens[0], 1);
  EXPECT_EQ(g.givens[15], 1);
  expect_error(pairs + "1 . . | .\n. . . | .\n. . . | .\n. . . | 1\n", {}, "separator inside a box",
               "line 8, char 7");
  // A label that is not ASCII is a bad label at its column, not a row of the wrong length.
  expect_error("AAéB\nCCDD\nEEFF\nGGHH\n\nA=3\n", {}, "bad label", "line 1, char 3",
               "'é' cannot label a cage");
}

TEST(KillerGridText, OneLineSudokusReadAsKillerAndInBatches) {
  const Json expected = expected_classic();
  EXPECT_EQ(to_json(parse_text(kOneLine + "\n", {{"type", "killer"}})), expected);
  EXPECT_EQ(kind().from_text(kOneLine, {{"type", "killer"}})->type_name(), "sudoku");
  EXPECT_EQ(to_json(parse_text("   " + kOneLine + "\n", {})), expected);
  // A bad line in a batch is that line's error: the others still read.
  std::string bad = kOneLine;
  bad.replace(80, 1, "é");
  const std::string batch = kOneLine + "\n" + bad + "\n" + kOneLine.substr(0, 80) + "\n";
  ReadOptions sudoku;
  sudoku.type = "sudoku";
  auto items = read_puzzles(batch, sudoku);
  ASSERT_EQ(items.size(), 3u);
  ASSERT_NE(items[0].puzzle, nullptr) << items[0].error;
  EXPECT_EQ(items[0].puzzle->to_json(), expected);
  EXPECT_NE(items[1].error.find("line 2: char 81"), std::string::npos) << items[1].error;
  EXPECT_NE(items[1].error.find("'é'"), std::string::npos) << items[1].error;
  EXPECT_NE(items[2].error.find("line 3"), std::string::npos) << items[2].error;
  EXPECT_NE(items[2].error.find("not 80"), std::string::npos) << items[2].error;
  // A lone line keeps its body, so its errors name the file's line.
  expect_error("\n\n" + bad + "\n", {}, "bad character", "line 3, char 81");
  // Rows of a drawn 16 x 16 grid are not one-line sudokus.
  std::string grid16;
  for (int r = 0; r < 16; ++r) grid16 += "....|....|....|....\n";
  EXPECT_EQ(kind().read_line_alone("....|....|....|...."), PuzzleKind::LineAlone::kPart);
  EXPECT_EQ(read_puzzles(grid16, sudoku).size(), 1u);
  EXPECT_EQ(parse_text(grid16, {}).n, 16);
}

TEST(KillerGridText, JsonAndSolutionLengthsCountCharacters) {
  try {
    (void)parse_json(Json::parse(R"({"type":"sudoku","givens":["é...","....","....","...."]})"));
    ADD_FAILURE() << "accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(e.rule(), "bad character") << e.what();
    EXPECT_EQ(e.where(), "givens r1c1") << e.what();
  }
  Board b = parse_text("1234\n3412\n2143\n432.\n", {});
  Grid grid;
  std::string error;
  EXPECT_FALSE(
      solution_from_json(b, Json::parse(R"(["1234","3412","2143","43２1"])"), &grid, &error));
  EXPECT_NE(error.find("solution r4c3"), std::string::npos) << error;
  EXPECT_NE(error.find("full-width form of '2'"), std::string::npos) << error;
  EXPECT_EQ(error.find("wrong row length"), std::string::npos) << error;
}

}  // namespace
}  // namespace gridlogic::killer

namespace gridlogic::killer {
namespace {

// A 16 x 16 grid's rows are 16 characters, as long as a one-line 4 x 4 sudoku: its text form
// must still read back as one puzzle (the fuzzer found sixteen 4 x 4 ones).
TEST(KillerGridText, SixteenBySixteenTextReadsBackAsOnePuzzle) {
  for (const std::string& givens : {std::string(256, '.'), "1" + std::string(254, '.') + "G"}) {
    ReadOptions sudoku;
    sudoku.type = "sudoku";
    auto items = read_puzzles(givens + "\n", sudoku);
    ASSERT_EQ(items.size(), 1u);
    ASSERT_NE(items[0].puzzle, nullptr) << items[0].error;
    const std::string text = items[0].puzzle->to_text();
    auto again = read_puzzles(text, ReadOptions());
    ASSERT_EQ(again.size(), 1u) << text;
    ASSERT_NE(again[0].puzzle, nullptr) << again[0].error;
    EXPECT_EQ(again[0].puzzle->to_json(), items[0].puzzle->to_json()) << text;
  }
}

}  // namespace
}  // namespace gridlogic::killer
