// Foreign lines among the readers' inputs: typed by themselves, one puzzle a line, mixed with
// our own spellings, each error its own.
#include "foreign/helpers.hpp"

namespace gridlogic {
namespace {

const std::string kSudokuLine =
    "9..5....3.....629....7..45...3...7..4....5.2...8.1.....4..8.5..6...........234..1";

TEST(ForeignReader, EachFormatIsTypedWithoutType) {
  const std::vector<std::pair<std::string, std::string>> lines = {
      {"dominosa:3:03220031320012311213", "dominosa"},
      {"solo:2x3:5_4d6f2a3_4b6_3a5f5d6_3", "sudoku"},
      {"unruly:8x8u:bCgDBbefGBAacDakac", "binox"},
      {"flip:3x3c:d074191345d1644c17058,eb8", "lightsout"},
      {"N4IgzglgXgpiBcBOANCA5gJwgEwQbT1ADcBDAGwFc54BGVNCImAOwQBcMqBfZYHv3vyGCRfALrJCwgTOlyJU0XKVKF"
       "sles1c1yrRu2S9R+Yd1nVp/Vdk7r58WK5A",
       "sudoku"},
  };
  for (const auto& [line, type] : lines) {
    std::vector<InputItem> items = read_puzzles(line + "\n", {});
    ASSERT_EQ(items.size(), 1u) << line;
    ASSERT_NE(items[0].puzzle, nullptr) << items[0].error;
    EXPECT_EQ(items[0].puzzle->type_name(), type) << line;
  }
}

TEST(ForeignReader, MixedBatchOnePuzzleALine) {
  const std::string batch = "dominosa:3:03220031320012311213\n" + kSudokuLine + "\n" + kSudokuLine +
                            "\nunruly:8x8u:bCgDBbefGBAacDakac\nsolo:3x3:a2e\n" + kSudokuLine +
                            "\nflip:3x3c:d074191345d1644c17058,eb8\n";
  std::vector<InputItem> items = read_puzzles(batch, {});
  ASSERT_EQ(items.size(), 7u);
  const std::vector<std::string> types = {"dominosa", "sudoku", "sudoku",   "binox",
                                          "",         "sudoku", "lightsout"};
  for (size_t i = 0; i < items.size(); ++i) {
    EXPECT_EQ(items[i].id, std::to_string(i + 1));
    EXPECT_EQ(items[i].line, static_cast<int>(i + 1));
    if (types[i].empty()) {
      EXPECT_EQ(items[i].puzzle, nullptr);
      EXPECT_NE(items[i].error.find("line 5: tatham: char 13:"), std::string::npos)
          << items[i].error;
      continue;
    }
    ASSERT_NE(items[i].puzzle, nullptr) << i << ": " << items[i].error;
    EXPECT_EQ(items[i].puzzle->type_name(), types[i]) << i;
  }
}

TEST(ForeignReader, ForeignLineEndsAPuzzleThatSpansLinesAndAHeaderMayFollow) {
  const std::string text = "binox\nX.....O...\n..........\ndominosa:1:011100\nlightsout\n11\n11\n";
  std::vector<InputItem> items = read_puzzles(text, {});
  ASSERT_EQ(items.size(), 3u);
  for (const InputItem& item : items) ASSERT_NE(item.puzzle, nullptr) << item.error;
  EXPECT_EQ(items[0].puzzle->type_name(), "binox");
  EXPECT_EQ(items[1].puzzle->type_name(), "dominosa");
  EXPECT_EQ(items[2].puzzle->type_name(), "lightsout");
}

TEST(ForeignReader, FpuzzlesObjectsAmongOurJsonLines) {
  const std::string fpuzzles =
      R"({"size":4,"grid":[[{"value":1,"given":true},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"solution":[1,2,3,4]})";
  const std::string ours = R"({"type":"binox","grid":["X...","....","....","...."]})";
  std::vector<InputItem> items = read_puzzles(ours + "\n" + fpuzzles + "\n", {});
  ASSERT_EQ(items.size(), 2u);
  ASSERT_NE(items[1].puzzle, nullptr) << items[1].error;
  EXPECT_EQ(items[1].puzzle->type_name(), "sudoku");
  EXPECT_EQ(items[1].carried_solution(), nullptr);  // f-puzzles' own solution field is not ours
  // With --type too: the object says which format it is.
  ReadOptions typed;
  typed.type = "killer";
  EXPECT_NE(read_puzzles(fpuzzles, typed)[0].puzzle, nullptr);
  // A JSON error inside it names the field.
  std::vector<InputItem> bad =
      read_puzzles(R"({"size":4,"grid":[[{"value":9,"given":true}]]})", {});
  ASSERT_EQ(bad.size(), 1u);
  EXPECT_NE(bad[0].error.find("line 1: fpuzzles: field grid: expected 4 rows"), std::string::npos)
      << bad[0].error;
}

TEST(ForeignReader, OurOwnLinesAreNotTakenForForeignOnes) {
  // Killer cage maps may hold ':' as a label, and 9 characters: never a whole id.
  EXPECT_EQ(recognise_foreign("solo:3a4b", nullptr), nullptr);
  EXPECT_EQ(recognise_foreign("flip:5x5c", nullptr), nullptr);
  EXPECT_EQ(recognise_foreign(kSudokuLine, nullptr), nullptr);
  EXPECT_EQ(recognise_foreign("N4IgAAAA", nullptr), nullptr);
  EXPECT_EQ(recognise_foreign("3:0322", nullptr), nullptr);
  EXPECT_NE(recognise_foreign("3:0322", find_kind("dominosa")), nullptr);
  // A cage map row (labels may be digits and ':') is no unprefixed Solo id, even with the type.
  EXPECT_EQ(recognise_foreign("12:3456789", find_kind("killer")), nullptr);
  EXPECT_NE(recognise_foreign("solo:2x2:1o", find_kind("killer")), nullptr);
}

TEST(ForeignReader, FormatNamesComeFromTheKinds) {
  EXPECT_EQ(foreign_format_names(),
            (std::vector<std::string_view>{"tatham", "fpuzzles", "fpuzzles-link"}));
  auto binox = foreign_testing::read_one("binox\nX.\n..\n");
  ASSERT_NE(binox, nullptr);
  EXPECT_THROW((void)write_foreign(*binox, "fpuzzles"), NotAvailable);
}

}  // namespace
}  // namespace gridlogic
