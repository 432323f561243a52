// gridlogic convert --to tatham|fpuzzles|fpuzzles-link, and foreign lines read by every command
// without --type: the program end to end.
#include <gtest/gtest.h>

#include "cli/run_cli.hpp"

namespace gridlogic::testing {
namespace {

const char* const kForeignBatch =
    "dominosa:3:03220031320012311213\n"
    "solo:2x3:5_4d6f2a3_4b6_3a5f5d6_3\n"
    "unruly:8x8u:bCgDBbefGBAacDakac\n"
    "flip:3x3c:d074191345d1644c17058,eb8\n";

TEST(CliForeign, ConvertToTathamGivesTheIdsBack) {
  CliRun run = run_cli("convert --to tatham", kForeignBatch);
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out, kForeignBatch);
}

TEST(CliForeign, ConvertJsonThenTathamIsLossless) {
  CliRun json = run_cli("convert", kForeignBatch);
  ASSERT_EQ(json.exit_code, 0) << json.err;
  EXPECT_EQ(json_lines(json.out).size(), 4u);
  CliRun back = run_cli("convert --to tatham", json.out);
  EXPECT_EQ(back.exit_code, 0) << back.err;
  EXPECT_EQ(back.out, kForeignBatch);
}

TEST(CliForeign, SolveReadsForeignLinesWithoutType) {
  CliRun run = run_cli("solve --json", kForeignBatch);
  EXPECT_EQ(run.exit_code, 0) << run.err;
  const auto results = json_lines(run.out);
  ASSERT_EQ(results.size(), 4u);
  for (const auto& result : results) EXPECT_EQ(result["status"], "solved") << result;
}

TEST(CliForeign, BadIdIsExitTwoNamingTheCharacter) {
  CliRun run = run_cli("convert --to json", "dominosa:3:0322x031320012311213\n");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("line 1: tatham: char 16: 'x'"), std::string::npos) << run.err;
  CliRun seed = run_cli("solve", "dominosa:6#12345\n");
  EXPECT_EQ(seed.exit_code, 2);
  // solve says an invalid puzzle in its results (stdout).
  EXPECT_NE((seed.out + seed.err).find("char 11: a random-seed id"), std::string::npos)
      << seed.out << seed.err;
}

TEST(CliForeign, FpuzzlesLinkRoundTripAndUnwritablePuzzles) {
  CliRun link = run_cli("convert --to fpuzzles-link", "solo:2x3:5_4d6f2a3_4b6_3a5f5d6_3\n");
  ASSERT_EQ(link.exit_code, 0) << link.err;
  EXPECT_EQ(link.out.rfind("https://www.f-puzzles.com/?load=N4Ig", 0), 0u) << link.out;
  CliRun back = run_cli("convert --to tatham", link.out);
  EXPECT_EQ(back.exit_code, 0) << back.err;
  EXPECT_EQ(back.out, "solo:2x3:5_4d6f2a3_4b6_3a5f5d6_3\n");
  // A binox has no f-puzzles form: that puzzle is an error (exit 2), the others are written.
  CliRun mixed = run_cli("convert --to fpuzzles", kForeignBatch);
  EXPECT_EQ(mixed.exit_code, 2);
  EXPECT_NE(mixed.err.find("puzzle 3: no fpuzzles form"), std::string::npos) << mixed.err;
  EXPECT_NE(mixed.out.find("{\"size\":6,\"grid\":"), std::string::npos) << mixed.out;
}

TEST(CliForeign, UnprefixedIdWithType) {
  CliRun run = run_cli("convert --type dominosa --to tatham", "3:03220031320012311213\n");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out, "dominosa:3:03220031320012311213\n");
  CliRun untyped = run_cli("convert --to tatham", "3:03220031320012311213\n");
  EXPECT_EQ(untyped.exit_code, 2);
}

TEST(CliForeign, HintTakesA729CharacterPencilMarkLine) {
  const std::string puzzle =
      "9..5....3.....629....7..45...3...7..4....5.2...8.1.....4..8.5..6...........234..1";
  // Each given as its one candidate, every open cell with all nine: the candidates a
  // program exports before any elimination.
  std::string marks;
  for (char c : puzzle) {
    for (char k = '1'; k <= '9'; ++k) marks += c == '.' || c == k ? k : '.';
  }
  ASSERT_EQ(marks.size(), 729u);
  CliRun run = run_cli("hint --json --depth step --progress " + marks, puzzle + "\n");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  const auto results = json_lines(run.out);
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(results[0]["status"], "hint") << results[0];
  // A line one character short is refused, saying both lengths it takes.
  CliRun bad = run_cli("hint --json --progress " + marks.substr(1), puzzle + "\n");
  EXPECT_EQ(bad.exit_code, 2) << bad.out;
  EXPECT_NE((bad.out + bad.err).find("729"), std::string::npos) << bad.out << bad.err;
}

}  // namespace
}  // namespace gridlogic::testing
