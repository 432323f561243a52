// The CLI builds --type, generate's type words, its parameters, their help and their checks
// from the registry: every name and alias works everywhere, and out-of-range values are refused
// naming the flag.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli/run_cli.hpp"
#include "gridlogic/puzzle.hpp"

namespace gridlogic::testing {
namespace {

using nlohmann::json;

// Parameters of a small, quick puzzle of each kind.
std::string small_args(std::string_view kind) {
  if (kind == "dominosa") return "--max 3";
  if (kind == "killer") return "--size 4";
  if (kind == "binox") return "--rows 4 --cols 4";
  return "--rows 3 --cols 3 --levels 3";
}

TEST(CliKinds, TypeAcceptsEveryNameAndAlias) {
  for (std::string_view word : all_type_names()) {
    // Taken: the only complaint is the empty input.
    CliRun run = run_cli("solve --json --type " + std::string(word), "\n");
    EXPECT_EQ(run.err.find("--type"), std::string::npos) << word << ": " << run.err;
    EXPECT_NE(run.err.find("no puzzle"), std::string::npos) << word << ": " << run.err;
  }
  CliRun refused = run_cli("solve --json --type nosuchtype", "\n");
  EXPECT_EQ(refused.exit_code, 2);
  EXPECT_NE(refused.err.find("--type"), std::string::npos) << refused.err;
}

TEST(CliKinds, TypeTakuzuReadsABinoxWithoutHeader) {
  CliRun run = run_cli("solve --json --type takuzu", "X....O\n......\n..X...\n......\n");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  auto results = json_lines(run.out);
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(results[0]["type"], "binox");
  EXPECT_EQ(results[0]["status"], "solved");
}

TEST(CliKinds, GenerateAcceptsEveryNameAndAlias) {
  for (const PuzzleKind* kind : all_kinds()) {
    std::vector<std::string_view> words = {kind->name()};
    for (const KindAlias& alias : kind->aliases()) words.push_back(alias.name);
    for (std::string_view word : words) {
      CliRun run = run_cli("generate " + std::string(word) + " " + small_args(kind->name()));
      ASSERT_EQ(run.exit_code, 0) << word << ": " << run.err;
      auto puzzles = json_lines(run.out);
      ASSERT_EQ(puzzles.size(), 1u) << word;
      // The generated puzzle reads back as the same type.
      EXPECT_EQ(find_kind(puzzles[0]["type"].get<std::string>()), kind) << word;
    }
  }
}

// Every generator works without any option: each parameter has a default that makes a puzzle.
TEST(CliKinds, GenerateNeedsNoOptions) {
  for (std::string_view word : all_type_names()) {
    CliRun run = run_cli("generate " + std::string(word) + " --with-solution");
    ASSERT_EQ(run.exit_code, 0) << word << ": " << run.err;
    auto puzzles = json_lines(run.out);
    ASSERT_EQ(puzzles.size(), 1u) << word;
    CliRun check = run_cli("verify", run.out);
    EXPECT_EQ(check.exit_code, 0) << word << ": " << check.out << check.err;
  }
}

TEST(CliKinds, GenerateSudokuMakesAClassicSudoku) {
  CliRun run = run_cli("generate sudoku --size 4");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  auto puzzles = json_lines(run.out);
  ASSERT_EQ(puzzles.size(), 1u);
  EXPECT_EQ(puzzles[0]["type"], "sudoku");
  EXPECT_FALSE(puzzles[0].contains("cages"));
}

TEST(CliKinds, GenerateRefusesParametersOutsideTheirRangeNamingTheFlag) {
  for (const PuzzleKind* kind : all_kinds()) {
    for (const ParamSpec& spec : kind->generate_params()) {
      if (spec.shape != ParamSpec::Shape::kInteger) continue;
      std::string flag = "--" + std::string(spec.name);
      std::string required;
      for (const ParamSpec& other : kind->generate_params()) {
        if (other.default_text.empty() && other.name != spec.name) {
          required += " --" + std::string(other.name) + " " + std::to_string(other.lo);
        }
      }
      for (int64_t value : {spec.lo - 1, spec.hi + 1}) {
        CliRun run = run_cli("generate " + std::string(kind->name()) + required + " " + flag + " " +
                             std::to_string(value));
        EXPECT_EQ(run.exit_code, 2) << kind->name() << " " << flag << " " << value;
        EXPECT_NE(run.err.find(flag), std::string::npos) << run.err;
      }
    }
  }
}

TEST(CliKinds, GenerateHelpListsEveryParameterWithItsDefault) {
  CliRun run = run_cli("generate --help");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  for (std::string_view word : all_type_names()) {
    EXPECT_NE(run.out.find(std::string(word)), std::string::npos) << word;
  }
  for (const PuzzleKind* kind : all_kinds()) {
    for (const ParamSpec& spec : kind->generate_params()) {
      EXPECT_NE(run.out.find("--" + std::string(spec.name)), std::string::npos) << spec.name;
      std::string shown = spec.default_text.empty() ? std::string("required")
                                                    : "default " + std::string(spec.default_text);
      EXPECT_NE(run.out.find(std::string(spec.meaning) + " ("), std::string::npos) << spec.name;
      EXPECT_NE(run.out.find(shown), std::string::npos) << spec.name << ": " << shown;
    }
  }
}

TEST(CliKinds, SolveHelpOffersEveryTypeFlag) {
  CliRun run = run_cli("solve --help");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  for (const PuzzleKind* kind : all_kinds()) {
    for (const FlagSpec& flag : kind->solve_flags()) {
      EXPECT_NE(run.out.find("--" + std::string(flag.name)), std::string::npos) << flag.name;
    }
  }
}

TEST(CliKinds, ClassicSudokuResultsSaySudoku) {
  const std::string sudoku =
      "sudoku\n"
      "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n";
  for (const char* command : {"solve --json", "count --json --limit 2", "explain --json"}) {
    CliRun run = run_cli(command, sudoku);
    ASSERT_EQ(run.exit_code, 0) << command << ": " << run.err;
    auto results = json_lines(run.out);
    ASSERT_EQ(results.size(), 1u) << command;
    EXPECT_EQ(results[0]["type"], "sudoku") << command;
  }
}

}  // namespace
}  // namespace gridlogic::testing
