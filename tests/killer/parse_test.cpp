// Parsing and validation: good inputs, round trips, and one test per rule with its place.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "killer/helpers.hpp"
#include "puzzles/killer/board.hpp"
#include "puzzles/killer/kind.hpp"

namespace gridlogic::killer {
namespace {

// A 4x4 killer of horizontal pairs (solution 1234/3412/2143/4321).
Json base4() {
  return Json::parse(R"({"type":"killer","size":4,"cages":[
    {"sum":3,"cells":[[0,0],[0,1]]},{"sum":7,"cells":[[0,2],[0,3]]},
    {"sum":7,"cells":[[1,0],[1,1]]},{"sum":3,"cells":[[1,2],[1,3]]},
    {"sum":3,"cells":[[2,0],[2,1]]},{"sum":7,"cells":[[2,2],[2,3]]},
    {"sum":7,"cells":[[3,0],[3,1]]},{"sum":3,"cells":[[3,2],[3,3]]}]})");
}

TEST(KillerCells, ConnectedOnlyThroughSharedSides) {
  // 4 x 4, cells numbered r * 4 + c.
  EXPECT_TRUE(cells_connected(4, {}));
  EXPECT_TRUE(cells_connected(4, {5}));
  EXPECT_TRUE(cells_connected(4, {0, 1, 5, 9, 10}));  // an S through the middle
  EXPECT_TRUE(cells_connected(4, {10, 9, 5, 1, 0}));  // listed from the other end
  EXPECT_FALSE(cells_connected(4, {0, 5}));           // corners touch only
  EXPECT_FALSE(cells_connected(4, {3, 4}));           // next in number, not on the board
  EXPECT_FALSE(cells_connected(4, {0, 1, 14, 15}));   // two pieces
  std::vector<int> all(16 * 16);
  for (int i = 0; i < 256; ++i) all[static_cast<size_t>(i)] = 255 - i;
  EXPECT_TRUE(cells_connected(16, all));
  std::erase_if(all, [](int cell) { return cell / 16 == 6; });  // row 7 gone: two halves
  EXPECT_FALSE(cells_connected(16, all));
}

struct BadCase {
  std::string name;
  Json input;
  std::string rule;
  std::string where;  // a substring of InputError::where()
};

void expect_error(const BadCase& c) {
  try {
    (void)parse_json(c.input);
    ADD_FAILURE() << c.name << ": accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(e.rule(), c.rule) << c.name << ": " << e.what();
    EXPECT_NE(e.where().find(c.where), std::string::npos) << c.name << ": " << e.what();
    EXPECT_NE(std::string(e.what()).find(c.rule), std::string::npos) << c.name;
  }
}

TEST(KillerParse, AcceptsBase) {
  Board b = parse_json(base4());
  EXPECT_EQ(b.n, 4);
  EXPECT_EQ(b.box_h, 2);
  EXPECT_EQ(b.cages.size(), 8u);
}

TEST(KillerParse, RejectsBadJson) {
  std::vector<BadCase> cases;
  auto with = [&](const std::string& name, auto edit, const std::string& rule,
                  const std::string& where) {
    Json j = base4();
    edit(j);
    cases.push_back({name, j, rule, where});
  };
  with(
      "size 7", [](Json& j) { j["size"] = 7; }, "unsupported size", "field size");
  with(
      "size text", [](Json& j) { j["size"] = "9"; }, "not an integer", "field size");
  with(
      "box",
      [](Json& j) {
        j["box"] = Json::array({2, 3});
      },
      "box does not match size", "field box");
  with(
      "cell out of range",
      [](Json& j) {
        j["cages"][1]["cells"][1] = Json::array({0, 4});
      },
      "cell out of range", "cage 2 cell 2");
  with(
      "bad cell", [](Json& j) { j["cages"][1]["cells"][1] = Json::array({0}); }, "bad cell",
      "cage 2 cell 2");
  with(
      "two cages",
      [](Json& j) {
        j["cages"][1]["cells"][1] = Json::array({0, 1});
      },
      "cell in two cages", "cage 2, r1c2");
  with(
      "no cage", [](Json& j) { j["cages"].erase(7); }, "cell in no cage", "r4c3");
  with(
      "not connected",
      [](Json& j) {
        j["cages"][0]["cells"] = Json::parse("[[0,0],[1,1]]");
        j["cages"][2]["cells"] = Json::parse("[[1,0],[0,1]]");
      },
      "cage not connected", "cage 1");
  with(
      "impossible sum", [](Json& j) { j["cages"][0]["sum"] = 2; }, "impossible cage sum", "cage 1");
  with(
      "too large sum", [](Json& j) { j["cages"][1]["sum"] = 8; }, "impossible cage sum", "cage 2");
  with(
      "cage too large",
      [](Json& j) {
        j["cages"][0]["cells"] = Json::parse("[[0,0],[0,1],[1,0],[1,1],[2,0]]");
        j["cages"].erase(2);
      },
      "cage too large", "cage 1");
  with(
      "empty cage", [](Json& j) { j["cages"][3]["cells"] = Json::array(); }, "empty cage",
      "cage 4");
  with(
      "repeated cell",
      [](Json& j) {
        j["cages"][0]["cells"][1] = Json::array({0, 0});
      },
      "cell repeated in cage", "cage 1");
  with(
      "sums", [](Json& j) { j["cages"][0]["sum"] = 4; }, "cage sums do not add up", "cages");
  with(
      "missing sum", [](Json& j) { j["cages"][5].erase("sum"); }, "missing field", "cage 6");
  with(
      "sum text", [](Json& j) { j["cages"][5]["sum"] = "7"; }, "not an integer", "cage 6");
  with(
      "type", [](Json& j) { j["type"] = "binox"; }, "wrong type", "field type");
  with(
      "givens rows",
      [](Json& j) {
        j["givens"] = Json::array({"....", "...."});
      },
      "wrong number of rows", "field givens");
  with(
      "givens row length",
      [](Json& j) {
        j["givens"] = Json::array({"....", "...", "....", "...."});
      },
      "wrong row length", "givens row 2");
  with(
      "givens char",
      [](Json& j) {
        j["givens"] = Json::array({"..x.", "....", "....", "...."});
      },
      "bad character", "givens r1c3");
  with(
      "givens range",
      [](Json& j) {
        j["givens"] = Json::array({".5..", "....", "....", "...."});
      },
      "value out of range", "givens r1c2");
  with(
      "givens int range",
      [](Json& j) { j["givens"] = Json::parse("[[0,0,0,0],[0,9,0,0],[0,0,0,0],[0,0,0,0]]"); },
      "value out of range", "givens r2c2");
  with(
      "repeat row",
      [](Json& j) {
        j["givens"] = Json::array({"1..1", "....", "....", "...."});
      },
      "repeated digit in row", "r1c4");
  with(
      "repeat column",
      [](Json& j) {
        j["givens"] = Json::array({"...2", "....", "....", "...2"});
      },
      "repeated digit in column", "r4c4");
  with(
      "repeat box",
      [](Json& j) {
        j["givens"] = Json::array({"....", "....", "3...", ".3.."});
      },
      "repeated digit in box", "r4c2");
  with(
      "given breaks sum",
      [](Json& j) {
        j["givens"] = Json::array({"3...", "....", "....", "...."});
      },
      "given breaks cage sum", "cage 1");
  with(
      "not a list", [](Json& j) { j["cages"] = 5; }, "not a list", "field cages");
  with(
      "cage not object", [](Json& j) { j["cages"][2] = 5; }, "not an object", "cage 3");
  for (const BadCase& c : cases) expect_error(c);
  EXPECT_GE(cases.size(), 15u);
}

TEST(KillerParse, RepeatedDigitInCage) {
  // An L cage whose ends share no row, column or box.
  Json j = Json::parse(R"({"size":4,"cages":[
    {"sum":7,"cells":[[0,1],[1,1],[1,2]]},{"sum":1,"cells":[[0,0]]},{"sum":7,"cells":[[0,2],[0,3]]},
    {"sum":3,"cells":[[1,0]]},{"sum":2,"cells":[[1,3]]},{"sum":10,"cells":[[2,0],[2,1],[2,2],[2,3]]},
    {"sum":10,"cells":[[3,0],[3,1],[3,2],[3,3]]}],
    "givens":[".1..","..1.","....","...."]})");
  expect_error({"cage repeat", j, "repeated digit in cage", "r2c3"});
}

void expect_text_error(const std::string& text, const std::string& rule, const std::string& where) {
  try {
    (void)testing::parse_with_header(text);
    ADD_FAILURE() << "accepted: " << text;
  } catch (const InputError& e) {
    EXPECT_EQ(e.rule(), rule) << e.what();
    EXPECT_NE(e.where().find(where), std::string::npos) << e.what();
  }
}

TEST(KillerParse, RejectsBadText) {
  const std::string map = "AABB\nCCDD\nEEFF\nGGHH\n";
  const std::string sums = "A=3 B=7 C=7 D=3 E=3 F=7 G=7 H=3\n";
  EXPECT_NO_THROW(testing::parse_with_header("killer\n" + map + "\n" + sums));
  expect_text_error("killer\nAA.B\nCCDD\nEEFF\nGGHH\n\n" + sums, "bad label", "line 1, char 3");
  expect_text_error("killer\n" + map + "\n" + sums + "Z=4\n", "unknown label", "line 7");
  expect_text_error("killer\n" + map + "\nA=3 B=7 C=7 D=3 E=3 F=7 G=7\n", "cage without sum",
                    "cage 'H'");
  expect_text_error("killer\n" + map + "\nA=3 B:7\n", "bad sum token", "line 6");
  expect_text_error("killer\n" + map + "\nA=3 A=3\n", "duplicate label", "line 6");
  expect_text_error("killer\n" + map, "missing sums", "line 5");
  expect_text_error("killer\nAABB\nCCD\nEEFF\nGGHH\n\n" + sums, "wrong row length", "line 2");
  expect_text_error("killer size=9\n" + map + "\n" + sums, "size does not match", "header");
  expect_text_error("killer box=2y2\n" + map + "\n" + sums, "bad box", "header");
  expect_text_error("killer\nAABB\nCCDD\nEEFA\nGGHH\n\n" + sums, "cage not connected", "cage 'A'");
  expect_text_error("killer\n" + map + "\n" + sums + "\n1..1\n....\n....\n....\n",
                    "repeated digit in row", "r1c4");
  expect_text_error("killer\n" + map + "\n" + sums + "\n....\n....\n\n....\n", "unexpected section",
                    "line 11");
  // A one-line sudoku on the body's first line names only the character: a reader hands each
  // line of a batch over as line 1, and names the file's line itself.
  expect_text_error("sudoku\n" + std::string(80, '.') + "\n", "wrong length", "");
  expect_text_error("sudoku\n1234x" + std::string(76, '.') + "\n", "bad character", "char 5");
  expect_text_error("sudoku\n11" + std::string(79, '.') + "\n", "repeated digit in row", "r1c2");
  expect_text_error("sudoku\n5" + std::string(15, '.') + "\n", "value out of range", "char 1");
  expect_text_error("killer\nAAAAA\nAAAAA\nAAAAA\nAAAAA\nAAAAA\n\nA=5\n", "unsupported size",
                    "line 1");
}

// A one-line classic sudoku is checked for repeats as it is read, by counting bits; the JSON
// grid and the 16x16 line by the per-unit masks. All three must agree with a plain scan of every
// pair of cells that share a unit, on boards with and without repeats.
bool repeats_by_pairs(const std::vector<int>& givens, int n, int box_h, int box_w) {
  for (int a = 0; a < n * n; ++a) {
    for (int b = a + 1; b < n * n; ++b) {
      if (givens[a] == 0 || givens[a] != givens[b]) continue;
      const int ra = a / n, ca = a % n, rb = b / n, cb = b % n;
      if (ra == rb || ca == cb || (ra / box_h == rb / box_h && ca / box_w == cb / box_w)) {
        return true;
      }
    }
  }
  return false;
}

TEST(KillerParse, RepeatsFoundAsAScanOfPairsFindsThem) {
  std::mt19937 random(12345);
  int with_repeats = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    const int n = trial % 3 == 2 ? 16 : 9;
    const int box = n == 9 ? 3 : 4;
    std::vector<int> givens(static_cast<size_t>(n * n), 0);
    const int count = static_cast<int>(random() % 30);
    for (int k = 0; k < count; ++k) {
      givens[random() % givens.size()] = 1 + static_cast<int>(random() % static_cast<unsigned>(n));
    }
    const bool expected = repeats_by_pairs(givens, n, box, box);
    with_repeats += expected;
    std::string line;
    Json rows = Json::array();
    for (int r = 0; r < n; ++r) {
      std::string row;
      for (int c = 0; c < n; ++c) {
        const int d = givens[static_cast<size_t>(r * n + c)];
        row += d == 0 ? '.' : static_cast<char>(d <= 9 ? '0' + d : 'A' + d - 10);
      }
      line += row;
      rows.push_back(row);
    }
    const auto rejects = [](const auto& parse) {
      try {
        parse();
        return false;
      } catch (const InputError& e) {
        EXPECT_NE(std::string(e.rule()).find("repeated digit in"), std::string::npos) << e.what();
        return true;
      }
    };
    EXPECT_EQ(rejects([&] { (void)parse_text(line, {{"type", "sudoku"}}); }), expected) << line;
    if (n == 9) {
      Json object = {{"type", "sudoku"}, {"givens", rows}};
      EXPECT_EQ(rejects([&] { (void)parse_json(object); }), expected) << line;
      // A bad character is named before any repeat.
      std::string bad = line;
      bad[80] = 'x';
      try {
        (void)parse_text(bad, {{"type", "sudoku"}});
        ADD_FAILURE() << "accepted " << bad;
      } catch (const InputError& e) {
        EXPECT_EQ(e.rule(), "bad character") << e.what();
      }
    }
  }
  // Both kinds of board were drawn often enough to mean something.
  EXPECT_GT(with_repeats, 300);
  EXPECT_LT(with_repeats, 2700);
}

TEST(KillerParse, SudokuAliasAndSizeInference) {
  Json j = Json::parse(R"({"type":"sudoku","givens":["1...","..3.","....","...."]})");
  Board b = parse_json(j);
  EXPECT_TRUE(b.classic());
  EXPECT_EQ(b.n, 4);
  EXPECT_EQ(b.givens[0], 1);
  EXPECT_EQ(find_kind("sudoku"), &kind());
}

TEST(KillerParse, LinesAlone) {
  using Alone = PuzzleKind::LineAlone;
  EXPECT_EQ(kind().read_line_alone(std::string(81, '.')), Alone::kWhole);
  EXPECT_EQ(kind().read_line_alone("1" + std::string(15, '0')), Alone::kMaybeWhole);
  // Broken one-liners are still one-liners: each gets its own error.
  EXPECT_EQ(kind().read_line_alone(std::string(80, '.')), Alone::kWhole);
  EXPECT_EQ(kind().read_line_alone(std::string(81, 'x')), Alone::kWhole);
  EXPECT_EQ(kind().read_line_alone("AABB"), Alone::kPart);
  EXPECT_EQ(kind().read_line_alone("5 3 . . 7 . . . ."), Alone::kPart);
  Board b = parse_text("1" + std::string(15, '0'), {});
  EXPECT_EQ(b.n, 4);
  EXPECT_EQ(b.givens[0], 1);
  // 16x16 one-liner with letters.
  std::string big(256, '.');
  big[0] = 'G';
  big[17] = 'a';
  Board b16 = parse_text(big, {});
  EXPECT_EQ(b16.n, 16);
  EXPECT_EQ(b16.givens[0], 16);
  EXPECT_EQ(b16.givens[17], 10);
}

void expect_round_trip(const Board& board) {
  Json j = to_json(board);
  Board again = parse_json(j);
  EXPECT_EQ(to_json(again), j);
  std::string text = to_text(board);
  Board from_text = testing::parse_with_header(text);
  EXPECT_EQ(to_json(from_text), j) << text;
  EXPECT_EQ(to_text(from_text), text);
}

TEST(KillerParse, RoundTrips) {
  expect_round_trip(parse_json(base4()));
  Json g = base4();
  g["givens"] = Json::array({"1...", "....", "....", "...1"});
  expect_round_trip(parse_json(g));
  // Box 3x2 on a 6x6 classic, and a 16x16 classic with integer givens.
  expect_round_trip(parse_json(Json::parse(
      R"({"type":"sudoku","size":6,"box":[3,2],"givens":["1.....","......","..2...","......","......",".....6"]})")));
  Json big = Json::parse(R"({"type":"sudoku","size":16})");
  Json rows = Json::array();
  for (int r = 0; r < 16; ++r) {
    Json row = Json::array();
    for (int c = 0; c < 16; ++c) row.push_back(c == r ? (r % 16) + 1 : 0);
    rows.push_back(row);
  }
  big["givens"] = rows;
  expect_round_trip(parse_json(big));
  // Unsorted input cages come out canonical.
  Json shuffled = base4();
  std::reverse(shuffled["cages"].begin(), shuffled["cages"].end());
  EXPECT_EQ(to_json(parse_json(shuffled)), to_json(parse_json(base4())));
}

TEST(KillerParseCorpus, CorpusRoundTrips) {
  auto lines = testing::read_lines(testing::corpus_path("killer/krazydad_intermediate.jsonl"),
                                   testing::sanitized() ? 100 : 10);
  auto hard = testing::read_lines(testing::corpus_path("killer/iss_hard_killers.jsonl"));
  if (lines.empty() && hard.empty()) GTEST_SKIP() << "corpora not found at " << GRIDLOGIC_CORPORA;
  lines.insert(lines.end(), hard.begin(), hard.end());
  for (const std::string& line : lines) expect_round_trip(parse_json(Json::parse(line)));
}

TEST(KillerParseCorpus, EveryClassicCorpusLineParses) {
  for (const char* name :
       {"sudoku/17_clue.txt", "sudoku/forum_hardest_1106.txt", "sudoku/magictour_top1465.txt",
        "sudoku/serg_benchmark_multisolution.txt", "sudoku/forum_hardest_1905_11plus.txt"}) {
    auto lines = testing::read_lines(testing::corpus_path(name), testing::sanitized() ? 50 : 1);
    if (lines.empty()) GTEST_SKIP() << "corpora not found at " << GRIDLOGIC_CORPORA;
    for (const std::string& line : lines) {
      Board b = parse_text(line, {});
      ASSERT_EQ(b.n, 9) << line;
    }
  }
}

TEST(KillerRender, DrawsCagesAndClassic) {
  Board b = parse_json(base4());
  std::string picture = render(b, nullptr);
  EXPECT_NE(picture.find("3"), std::string::npos);
  EXPECT_NE(picture.find("+----+----+"), std::string::npos) << picture;
  Grid g = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};
  std::string solved = render_grid(b, &g);
  EXPECT_NE(solved.find("  4"), std::string::npos) << solved;
  Board s = parse_text("1...............", {});
  EXPECT_EQ(render(s, nullptr),
            "+-----+-----+\n| 1 . | . . |\n| . . | . . |\n+-----+-----+\n| . . | . . |\n"
            "| . . | . . |\n+-----+-----+\n");
}

}  // namespace
}  // namespace gridlogic::killer
