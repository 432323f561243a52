// Parsing, validation and canonical output of Binox puzzles.
#include <gtest/gtest.h>

#include "puzzles/binox/board.hpp"
#include "puzzles/binox/kind.hpp"

namespace gridlogic::binox {
namespace {

struct BadCase {
  const char* name;
  bool text;  // text form (else JSON)
  std::string input;
  const char* rule;
  const char* where;
};

std::vector<BadCase> bad_cases() {
  return {
      {"missing grid", false, R"({"type":"binox"})", "missing field", "field grid"},
      {"not an object", false, R"(["X.","O."])", "not an object", ""},
      {"grid not a list", false, R"({"grid":"XO"})", "not a list", "field grid"},
      {"grid empty", false, R"({"grid":[]})", "empty", "field grid"},
      {"row not a string", false, R"({"grid":["XO", 5]})", "not a string", "grid row 2"},
      {"empty row", false, R"({"grid":["", ""]})", "empty row", "row 1"},
      {"odd rows", false, R"({"grid":["X...","....","...."]})", "odd size", "field grid"},
      {"odd cols", false, R"({"grid":["X..","...","...","..."]})", "odd size", "field grid"},
      {"ragged", false, R"({"grid":["X...","....","...","...."]})", "ragged rows", "row 3"},
      {"bad char Z", false, R"({"grid":["X...",".OZ.","....","...."]})", "bad character",
       "row 2, col 3"},
      {"bad char digit", false, R"({"grid":["....","....","...1","...."]})", "bad character",
       "row 3, col 4"},
      {"three in a row", false, R"({"grid":["OXXX..","......","......","......"]})",
       "three in a line", "row 1, col 2"},
      {"three in a column", false, R"({"grid":["....","...o","...o","...o"]})", "three in a line",
       "row 2, col 4"},
      {"too many X in a row", false, R"({"grid":["XX.X.X","......","......","......"]})",
       "too many in a line", "row 1"},
      {"too many O in a column", false, R"({"grid":[".O","..",".O","..",".O","..",".O",".O"]})",
       "too many in a line", "col 2"},
      {"equal complete rows", false, R"({"grid":["XOXO","....","....","XOXO"]})", "equal lines",
       "row 4"},
      {"equal complete columns", false, R"({"grid":["X.X.","O.O.","X.X.","O.O."]})", "equal lines",
       "col 3"},
      {"too many columns", false, "{\"grid\":[\"" + std::string(4098, '.') + "\"]}", "too large",
       "row 1"},
      {"text bad char", true, "X...\n.#..\n....\n....\n", "bad character", "line 2 (row 2), col 2"},
      {"text ragged", true, "X...\n....\n..\n....\n", "ragged rows", "line 3 (row 3)"},
      {"text blank line inside", true, "X...\n....\n\n....\n....\n", "blank line in grid",
       "line 3"},
      {"text empty", true, "\n\n", "empty", "line 1"},
      {"text three in a column after blank lines", true, "\n....\nX...\nX...\nX...\n",
       "three in a line", "line 3 (row 2), col 1"},
      {"text odd size", true, "XO.\nOX.\n", "odd size", "line 1"},
  };
}

TEST(BinoxParse, EveryBadInputNamesRuleAndPlace) {
  auto cases = bad_cases();
  ASSERT_GE(cases.size(), 15u);
  for (const auto& bad : cases) {
    SCOPED_TRACE(bad.name);
    try {
      if (bad.text) {
        (void)parse_text(bad.input);
      } else {
        (void)parse_json(Json::parse(bad.input));
      }
      ADD_FAILURE() << "accepted: " << bad.input.substr(0, 80);
    } catch (const InputError& e) {
      EXPECT_EQ(e.rule(), bad.rule) << e.what();
      EXPECT_EQ(e.where(), bad.where) << e.what();
      EXPECT_NE(std::string(e.what()).find(bad.rule), std::string::npos);
    }
  }
}

TEST(BinoxParse, KindAdaptersThrowInputErrorToo) {
  EXPECT_THROW((void)kind().from_json(Json::parse(R"({"grid":["XXX.","....","....","...."]})")),
               InputError);
  EXPECT_THROW((void)kind().from_text("X.\n.\n", {}), InputError);
}

TEST(BinoxParse, LowerCaseAndSpacesAccepted) {
  Board b = parse_text("x . o .\n. . . .\n");
  EXPECT_EQ(b.rows, 2);
  EXPECT_EQ(b.cols, 4);
  EXPECT_EQ(b.at(0, 0), Cell::kX);
  EXPECT_EQ(b.at(0, 2), Cell::kO);
  EXPECT_EQ(to_rows(b), (std::vector<std::string>{"X.O.", "...."}));
  Board j = parse_json(Json::parse(R"({"type":"binox","grid":["x.o.","...."],"id":"7"})"));
  EXPECT_EQ(j, b);
}

TEST(BinoxParse, RectanglesAndTwoByTwo) {
  Board b = parse_json(Json::parse(R"({"grid":["X.","..","..","O."]})"));
  EXPECT_EQ(b.rows, 4);
  EXPECT_EQ(b.cols, 2);
  Board tiny = parse_text("XO\nOX\n");
  EXPECT_TRUE(tiny.complete());
}

TEST(BinoxParse, RoundTripsAreLossless) {
  const std::vector<std::string> grid = {"X....O", "......", "..O..X",
                                         "......", "O.....", "...X.."};
  Json input = {{"type", "binox"}, {"grid", grid}};
  auto puzzle = kind().from_json(input);
  EXPECT_EQ(puzzle->to_json(), input);
  std::string text = puzzle->to_text();
  EXPECT_EQ(text, "binox\nX....O\n......\n..O..X\n......\nO.....\n...X..\n");
  // The front end strips the header line before from_text.
  auto again = kind().from_text(text.substr(text.find('\n') + 1), {});
  EXPECT_EQ(again->to_json(), input);
  EXPECT_EQ(again->to_text(), text);
  // And through JSON text.
  auto third = kind().from_json(Json::parse(puzzle->to_json().dump()));
  EXPECT_EQ(third->to_text(), text);
}

TEST(BinoxParse, LargeBoardParses) {
  std::string body;
  for (int r = 0; r < 1000; ++r) body += std::string(1000, '.') + "\n";
  Board b = parse_text(body);
  EXPECT_EQ(b.rows, 1000);
  EXPECT_EQ(b.num_givens(), 0u);
}

TEST(BinoxRender, DrawsGivensAndFilledCells) {
  Board b = parse_text("X...\n....\n....\n...O\n");
  std::string plain = render(b, nullptr);
  EXPECT_NE(plain.find("| X . . . |"), std::string::npos) << plain;
  Json solution = {"XOXO", "OXOX", "XOOX", "OXXO"};
  std::string drawn = render(b, &solution);
  EXPECT_NE(drawn.find("| X o x o |"), std::string::npos) << drawn;
  EXPECT_NE(drawn.find("| o x x O |"), std::string::npos) << drawn;
  Json bad = {"XO"};
  EXPECT_NE(render(b, &bad).find("not drawn"), std::string::npos);
}

}  // namespace
}  // namespace gridlogic::binox

namespace gridlogic::binox {
namespace {

void expect_binox_error(bool text, const std::string& input, const std::string& rule,
                        const std::string& where, const std::string& detail) {
  try {
    if (text) {
      (void)parse_text(input);
    } else {
      (void)parse_json(Json::parse(input));
    }
    ADD_FAILURE() << "accepted: " << input;
  } catch (const InputError& e) {
    EXPECT_EQ(e.rule(), rule) << e.what();
    EXPECT_EQ(e.where(), where) << e.what();
    EXPECT_NE(std::string(e.what()).find(detail), std::string::npos) << e.what();
  }
}

// Widths count characters: a non-ASCII cell is a bad character where it stands, not a ragged row.
TEST(BinoxParse, NonAsciiCellsAreNamedAtTheirColumn) {
  expect_binox_error(true, "ＸＯ..\n....\n..O.\n....\n", "bad character", "line 1 (row 1), col 1",
                     "'Ｘ' (the full-width form of 'X')");
  expect_binox_error(true, "X é . .\n....\n", "bad character", "line 1 (row 1), col 2",
                     "'é' is not a binox cell");
  expect_binox_error(false, R"({"grid":["XO..","..é.","....","...."]})", "bad character",
                     "row 2, col 3", "'é'");
  expect_binox_error(true, "X\xC0..\n....\n", "invalid UTF-8", "line 1 (row 1), col 2", "0xC0");
  expect_binox_error(true, "X\xED\xA0\x80.\n....\n", "invalid UTF-8", "line 1 (row 1), col 2",
                     "0xED");
  // A real ragged row is still one, counted in characters.
  expect_binox_error(true, "Xé...\n....\n", "ragged rows", "line 2 (row 2)",
                     "has 4 cells, row 1 has 5");
}

TEST(BinoxVerify, NonAsciiSolutionCellsAreNamedAtTheirColumn) {
  auto puzzle = kind().from_text("X.\n..\n", {});
  Verdict v = puzzle->verify(Json::parse(R"(["XO", "Oé"])"));
  EXPECT_FALSE(v.valid);
  EXPECT_NE(v.error.find("row 2, col 2: 'é' is not X or O"), std::string::npos) << v.error;
  EXPECT_TRUE(puzzle->verify(Json::parse(R"(["XO", "OX"])")).valid);
}

}  // namespace
}  // namespace gridlogic::binox
