// The command line reads nothing by a guess and stops for nothing it can go past: numbers past
// 64 bits, one-line solutions, pasted grids, missing files, a level the default size lacks.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "cli/run_cli.hpp"

namespace gridlogic::testing {
namespace {

using nlohmann::json;

const char* const kPuzzleLine =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

TEST(CliNoGuess, ASeedPast64BitsIsRefusedNotClamped) {
  CliRun run = run_cli("generate sudoku --seed 99999999999999999999999");
  EXPECT_EQ(run.exit_code, 2) << run.out;
  EXPECT_NE(run.err.find("18446744073709551615"), std::string::npos) << run.err;
  EXPECT_TRUE(run.out.empty()) << run.out;
  run = run_cli("solve --max-model-entries 18446744073709551616", kPuzzleLine);
  EXPECT_EQ(run.exit_code, 2) << run.out;
  // The largest seed itself is a seed.
  run = run_cli("generate binox --seed 18446744073709551615 --rows 4 --cols 4");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("18446744073709551615"), std::string::npos) << run.out;
}

TEST(CliNoGuess, VerifyTakesAOneLineSolutionOfAOneLineSudoku) {
  CliRun solved = run_cli("solve --json", kPuzzleLine);
  ASSERT_EQ(solved.exit_code, 0) << solved.err;
  std::string line;
  const json result = json::parse(solved.out);
  for (const auto& row : result["solution"]) line += row.get<std::string>();
  ASSERT_EQ(line.size(), 81u);
  const std::string puzzle = temp_file("no_guess_puzzle.txt", std::string(kPuzzleLine) + "\n");
  const std::string solution = temp_file("no_guess_solution.txt", line + "\n");
  CliRun run = run_cli("verify " + puzzle + " --solution " + solution + " --json");
  EXPECT_EQ(run.exit_code, 0) << run.out << run.err;
  EXPECT_EQ(json::parse(run.out)["status"], "valid") << run.out;
  // A wrong digit is still found, and named from 1.
  std::string wrong = line;
  std::swap(wrong[80], wrong[79]);
  const std::string bad = temp_file("no_guess_wrong.txt", wrong + "\n");
  run = run_cli("verify " + puzzle + " --solution " + bad + " --json");
  EXPECT_NE(run.exit_code, 0) << run.out;
}

TEST(CliNoGuess, APastedGridIsSolvedWithoutAType) {
  const std::string pasted =
      "5 3 . | . 7 . | . . .\n6 . . | 1 9 5 | . . .\n. 9 8 | . . . | . 6 .\n"
      "------+-------+------\n8 . . | . 6 . | . . 3\n4 . . | 8 . 3 | . . 1\n"
      "7 . . | . 2 . | . . 6\n------+-------+------\n. 6 . | . . . | 2 8 .\n"
      ". . . | 4 1 9 | . . 5\n. . . | . 8 . | . 7 9\n";
  CliRun run = run_cli("solve --json", pasted);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const json result = json::parse(run.out);
  EXPECT_EQ(result["type"], "sudoku");
  EXPECT_EQ(result["status"], "solved");
}

TEST(CliNoGuess, AMissingFileIsNamedAndTheOthersStillRun) {
  const std::string first = temp_file("no_guess_first.txt", std::string(kPuzzleLine) + "\n");
  const std::string last = temp_file("no_guess_last.binox", "X...\n..O.\n....\n...X\n");
  const std::string missing = ::testing::TempDir() + "no_guess_nowhere.txt";
  CliRun run = run_cli("solve --json " + first + " " + missing + " " + last);
  EXPECT_EQ(run.exit_code, 2) << run.out;
  EXPECT_NE(run.err.find("no_guess_nowhere.txt"), std::string::npos) << run.err;
  const auto results = json_lines(run.out);
  ASSERT_EQ(results.size(), 2u) << run.out;
  EXPECT_EQ(results[0]["type"], "sudoku");
  EXPECT_EQ(results[1]["type"], "binox");
}

TEST(CliNoGuess, ALevelTheDefaultSizeLacksIsMadeOnASizeThatHasIt) {
  CliRun made = run_cli("generate lightsout --difficulty algebra --seed 3");
  ASSERT_EQ(made.exit_code, 0) << made.err;
  CliRun graded = run_cli("grade --json", made.out);
  ASSERT_EQ(graded.exit_code, 0) << graded.err;
  EXPECT_EQ(json::parse(graded.out)["level"], "algebra") << graded.out;
  // Asked for at a size that cannot have it, the refusal says why.
  CliRun refused = run_cli("generate lightsout --difficulty algebra --size 6");
  EXPECT_EQ(refused.exit_code, 2);
  EXPECT_NE(refused.err.find("lookup table"), std::string::npos) << refused.err;
}

TEST(CliNoGuess, DuplicateKeysAndAmbiguousRowsExitTwo) {
  CliRun run = run_cli("solve", R"({"type":"lightsout","levels":2,"grid":["10","01"],"levels":3})"
                                "\n");
  EXPECT_EQ(run.exit_code, 2) << run.out;
  EXPECT_NE(run.out.find("duplicate key"), std::string::npos) << run.out;
  run = run_cli("solve", "lightsout levels=11\n10\n01\n");
  EXPECT_EQ(run.exit_code, 2) << run.out;
  EXPECT_NE(run.out.find("ambiguous row"), std::string::npos) << run.out;
}

}  // namespace
}  // namespace gridlogic::testing
