// The command-line frame: commands, usage errors, exit codes, batches of bad lines.
#include <gtest/gtest.h>
#include <unistd.h>

#include <nlohmann/json.hpp>

#include "cli/run_cli.hpp"

namespace gridlogic::testing {
namespace {

using nlohmann::json;

TEST(CliFrame, HelpListsEveryCommand) {
  CliRun run = run_cli("--help");
  EXPECT_EQ(run.exit_code, 0);
  for (const char* command : {"verify", "convert", "show", "solve", "count", "generate", "explain",
                              "export", "render", "serve", "bench"}) {
    EXPECT_NE(run.out.find(command), std::string::npos) << command;
  }
}

TEST(CliFrame, EveryCommandHasHelp) {
  for (const char* command : {"verify", "convert", "show", "solve", "count", "generate", "explain",
                              "export", "render", "serve", "bench"}) {
    CliRun run = run_cli(std::string(command) + " --help");
    EXPECT_EQ(run.exit_code, 0) << command;
    EXPECT_NE(run.out.find("Usage"), std::string::npos) << command;
  }
}

TEST(CliFrame, NoCommandIsAUsageError) {
  EXPECT_EQ(run_cli("").exit_code, 2);
  EXPECT_EQ(run_cli("frobnicate").exit_code, 2);
  EXPECT_EQ(run_cli("solve --no-such-option").exit_code, 2);
}

TEST(CliFrame, PlannedCommandsSaySoWithExitTwo) {
  for (const char* command : {"render", "serve"}) {
    CliRun run = run_cli(command);
    EXPECT_EQ(run.exit_code, 2) << command;
    EXPECT_NE(run.err.find("not available yet"), std::string::npos) << run.err;
  }
}

TEST(CliFrame, MissingFileIsInvalidInput) {
  CliRun run = run_cli("verify /no/such/file.json");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("/no/such/file.json"), std::string::npos) << run.err;
}

TEST(CliFrame, BadJsonLinesYieldInvalidAndTheBatchGoesOn) {
  std::string input =
      "{\"type\":\"nonsense\"}\n"
      "{broken\n"
      "\n"
      "[1,2\n"
      "{\"id\":\"x7\",\"grid\":[]}\n";
  CliRun run = run_cli("solve --json", input);
  EXPECT_EQ(run.exit_code, 2);
  auto results = json_lines(run.out);
  ASSERT_EQ(results.size(), 4u) << run.out;
  EXPECT_EQ(results[0]["id"], "1");
  EXPECT_EQ(results[0]["status"], "invalid");
  EXPECT_NE(results[0]["error"].get<std::string>().find("unknown puzzle type 'nonsense'"),
            std::string::npos);
  EXPECT_EQ(results[1]["status"], "invalid");
  EXPECT_NE(results[1]["error"].get<std::string>().find("line 2: malformed JSON"),
            std::string::npos);
  EXPECT_NE(results[2]["error"].get<std::string>().find("line 4"), std::string::npos);
  EXPECT_EQ(results[3]["id"], "x7");
  EXPECT_NE(results[3]["error"].get<std::string>().find("no \"type\""), std::string::npos);
}

TEST(CliFrame, TextWithoutTypeIsAUsageError) {
  CliRun run = run_cli("solve", "X..O\n....\n");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("cannot tell the puzzle type"), std::string::npos) << run.err;
}

TEST(CliFrame, BadOptionValuesAreRejected) {
  EXPECT_EQ(run_cli("solve --engine quantum", "").exit_code, 2);
  EXPECT_EQ(run_cli("solve --timeout -3", "").exit_code, 2);
  EXPECT_EQ(run_cli("count --limit many", "").exit_code, 2);
  EXPECT_EQ(run_cli("generate chess").exit_code, 2);
  EXPECT_EQ(run_cli("convert --to yaml", "").exit_code, 2);
}

TEST(CliFrame, EmptyInputIsNoWork) {
  CliRun run = run_cli("solve --json", "\n\n");
  EXPECT_EQ(run.exit_code, 0);
  EXPECT_TRUE(run.out.empty());
}

TEST(CliFrame, BinaryGarbageNeverCrashes) {
  std::string garbage;
  for (int i = 0; i < 4096; ++i) garbage.push_back(static_cast<char>((i * 7919) % 251));
  for (const char* type : {"dominosa", "killer", "binox", "lightsout"}) {
    CliRun run = run_cli(std::string("solve --type ") + type, garbage);
    EXPECT_EQ(run.exit_code, 2) << type << ": " << run.err;
  }
}

}  // namespace
}  // namespace gridlogic::testing
