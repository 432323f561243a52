// The engines' heavy libraries are loaded only when used (src/platform/module.hpp): a native
// sudoku maps neither CBC nor M4RI, --engine milp still solves, without the MILP module the
// puzzle gets a clear error and exit 2, and a large Lights Out needs M4RI's module only for speed.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli/run_cli.hpp"
#include "engines/algebra/gf2_matrix.hpp"

namespace gridlogic::testing {
namespace {

using nlohmann::json;

const char* const kSudoku =
    "sudoku\n"
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n";
const json kSolution = {"483921657", "967345821", "251876493", "548132976", "729564138",
                        "136798245", "372689514", "814253769", "695417382"};

const char* const kNoModules = "GRIDLOGIC_MODULE_DIR=/nonexistent/gridlogic-modules";

// The dynamic loader's own list of the files it maps (LD_DEBUG=files, on standard error), so the
// check needs nothing from the program; the MILP run below shows that the list names CBC when
// it is loaded, and the Lights Out run that M4RI does.
CliRun run_listing_libraries(const std::string& args, const std::string& input = kSudoku) {
  return run_cli(args, input, "LD_DEBUG=files");
}

TEST(CliModules, NativeSolveLoadsNeitherCbcNorM4ri) {
  CliRun run = run_listing_libraries("solve --json");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(json::parse(run.out)["solution"], kSolution) << run.out;
  EXPECT_NE(run.err.find("file=libc.so"), std::string::npos)
      << "LD_DEBUG=files listed nothing, so this test proves nothing:\n"
      << run.err;
  EXPECT_EQ(run.err.find("libCbc"), std::string::npos) << run.err;
  EXPECT_EQ(run.err.find("libCoinUtils"), std::string::npos) << run.err;
  EXPECT_EQ(run.err.find("libm4ri"), std::string::npos) << run.err;
  EXPECT_EQ(run.err.find("gridlogic_milp.so"), std::string::npos) << run.err;
  EXPECT_EQ(run.err.find("gridlogic_m4ri.so"), std::string::npos) << run.err;
}

TEST(CliModules, MilpSolveLoadsCbcAndSolves) {
  CliRun run = run_listing_libraries("solve --json --engine milp");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const json result = json::parse(run.out);
  EXPECT_EQ(result["solution"], kSolution) << run.out;
  EXPECT_EQ(result["engine"], "milp") << run.out;
  EXPECT_NE(run.err.find("gridlogic_milp.so"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("libCbc"), std::string::npos) << run.err;
}

TEST(CliModules, WithoutTheMilpModuleThePuzzleSaysSoAndExitsTwo) {
  CliRun run = run_cli("solve --json --engine milp", kSudoku, kNoModules);
  EXPECT_EQ(run.exit_code, 2) << run.out << run.err;
  const json result = json::parse(run.out);
  EXPECT_EQ(result["status"], "invalid") << run.out;
  EXPECT_EQ(result["error"].get<std::string>().rfind(
                "the MILP engine (CBC) is not installed: gridlogic_milp.so is in none of: "
                "/nonexistent/gridlogic-modules",
                0),
            0u)
      << run.out;
  // The native engine needs no module.
  run = run_cli("solve --json", kSudoku, kNoModules);
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(json::parse(run.out)["solution"], kSolution) << run.out;
}

// A 130 x 130 board: light chasing leaves one unknown per column, 130, over the size from which
// GF(2) elimination takes eight columns at a time, far below the size from which it loads M4RI
// (whose load costs more than it saves there). It answers alike without the modules.
TEST(CliModules, LargeLightsOutSolvesWithoutM4riAndAlikeWithoutTheModules) {
  static_assert(130 >= algebra::kBlocksThreshold && 130 < algebra::kM4riThreshold);
  CliRun generated = run_cli("generate lightsout --size 130 --seed 1");
  ASSERT_EQ(generated.exit_code, 0) << generated.err;
  CliRun with = run_listing_libraries("solve --json", generated.out);
  ASSERT_EQ(with.exit_code, 0) << with.err.substr(0, 2000);
  EXPECT_EQ(with.err.find("libm4ri"), std::string::npos);
  CliRun without = run_cli("solve --json", generated.out, kNoModules);
  ASSERT_EQ(without.exit_code, 0) << without.err;
  EXPECT_EQ(json::parse(with.out)["presses"], json::parse(without.out)["presses"]);
}

// cairo (and the font and image libraries it brings) is loaded by render alone; without its
// module render says so, with exit 2.
TEST(CliModules, OnlyRenderLoadsCairo) {
  CliRun run = run_listing_libraries("solve --json");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.err.find("libcairo"), std::string::npos) << run.err;
  run = run_listing_libraries("render --to svg -o -");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.err.find("libcairo"), std::string::npos) << run.err;
  run = run_cli("render --to svg -o -", kSudoku, kNoModules);
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("the drawing back end (cairo) is not installed"), std::string::npos)
      << run.err;
}

}  // namespace
}  // namespace gridlogic::testing
