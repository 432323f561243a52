// The command-line frame: commands, usage errors, exit codes, batches of bad lines.
#include <gtest/gtest.h>
#include <unistd.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <set>

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

TEST(CliFrame, VersionHelpCommandAndNearMisses) {
  CliRun run = run_cli("--version");
  EXPECT_EQ(run.exit_code, 0);
  EXPECT_EQ(run.out.rfind("gridlogic ", 0), 0u) << run.out;
  run = run_cli("help");
  EXPECT_EQ(run.exit_code, 0);
  EXPECT_NE(run.out.find("generate"), std::string::npos) << run.out;
  run = run_cli("help solve");
  EXPECT_EQ(run.exit_code, 0);
  EXPECT_NE(run.out.find("--timeout"), std::string::npos) << run.out;
  run = run_cli("solvee x.json");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("unknown command 'solvee' (did you mean solve?)"), std::string::npos)
      << run.err;
  run = run_cli("help conut");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("(did you mean count?)"), std::string::npos) << run.err;
  run = run_cli("frobnicate");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_EQ(run.err.find("did you mean"), std::string::npos) << run.err;
}

TEST(CliFrame, NoCommandIsAUsageError) {
  EXPECT_EQ(run_cli("").exit_code, 2);
  EXPECT_EQ(run_cli("frobnicate").exit_code, 2);
  EXPECT_EQ(run_cli("solve --no-such-option").exit_code, 2);
}

// serve's options are checked before anything is bound (tests/server runs the server itself).
TEST(CliFrame, ServeRefusesBadOptionsWithExitTwo) {
  for (const char* options :
       {"--port 70000", "--port -1", "--threads 0", "--timeout nan", "--frobnicate"}) {
    CliRun run = run_cli(std::string("serve ") + options);
    EXPECT_EQ(run.exit_code, 2) << options << ": " << run.err;
    EXPECT_EQ(run.err.find("serving"), std::string::npos) << run.err;
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

TEST(CliFrame, DeepNestingIsInvalidInputNotACrash) {
  const std::string deep = std::string(150000, '[') + std::string(150000, ']');
  for (const char* command : {"solve --json", "count --json", "verify", "convert", "show"}) {
    CliRun run = run_cli(std::string(command) + " --type binox",
                         "{\"grid\":[\"XO\",\"OX\"],\"x\":" + deep + "}\n");
    EXPECT_EQ(run.exit_code, 2) << command << ": " << run.err.substr(0, 300);
    EXPECT_NE((run.out + run.err).find("nested deeper than 64 levels"), std::string::npos)
        << command;
  }
}

TEST(CliFrame, NoSolutionExitsOneForCountAsForSolve) {
  // Row 1 needs a 9 in column 9, which already holds one: no solution, but legal givens.
  const std::string puzzle = "12345678.........9" + std::string(63, '.') + "\n";
  for (const char* command : {"solve --type sudoku", "count --type sudoku --limit 2"}) {
    CliRun run = run_cli(std::string(command) + " --json", puzzle);
    EXPECT_EQ(run.exit_code, 1) << command << ": " << run.out << run.err;
    EXPECT_NE(run.out.find("\"status\":\"unsolvable\""), std::string::npos) << run.out;
  }
}

TEST(CliFrame, OutputThatCannotBeWrittenIsNotASuccess) {
  if (std::ifstream("/dev/full").fail()) GTEST_SKIP() << "no /dev/full here";
  const std::string sudoku =
      "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
  for (const char* command :
       {"solve --type sudoku", "convert --type sudoku --to json", "generate binox --size 6"}) {
    const std::string line =
        "echo " + sudoku + " | " + GRIDLOGIC_CLI + " " + command + " > /dev/full 2> /dev/null";
    const int raw = std::system(line.c_str());
    ASSERT_TRUE(WIFEXITED(raw)) << command;
    EXPECT_EQ(WEXITSTATUS(raw), 4) << command;
  }
}

TEST(CliFrame, HostileTextNeitherLosesTheBatchNorReachesTheTerminalRaw) {
  const std::string good = "{\"type\":\"binox\",\"grid\":[\"XO\",\"OX\"]}\n";
  // Invalid UTF-8 is quoted by the error message; the result line still prints, and so do the
  // puzzles after it.
  CliRun run = run_cli("solve --json", "{\"type\":\"\xff\xfe\"}\n" + good);
  EXPECT_EQ(run.exit_code, 2) << run.err;
  auto results = json_lines(run.out);
  ASSERT_EQ(results.size(), 2u) << run.out << run.err;
  EXPECT_EQ(results[0]["status"], "invalid");
  EXPECT_EQ(results[1]["status"], "solved");
  // A terminal escape sequence in an id is shown, not obeyed.
  run =
      run_cli("solve", "{\"type\":\"binox\",\"id\":\"\\u001b[31mred\",\"grid\":[\"XO\",\"OX\"]}\n");
  EXPECT_EQ(run.out.find('\x1b'), std::string::npos);
  EXPECT_NE(run.out.find("puzzle \\x1b[31mred: solved"), std::string::npos) << run.out;
  // A 100 KB bad value is not echoed whole.
  run = run_cli("solve --json", "{\"type\":\"" + std::string(100000, 'q') + "\"}\n");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_LT(run.out.size(), 1000u);
  EXPECT_NE(run.out.find("[rule: unknown type]"), std::string::npos) << run.out;
  // A folder is not a puzzle file.
  run = run_cli("solve " + ::testing::TempDir());
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("a folder, not a puzzle file"), std::string::npos) << run.err;
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
  // Values a parser would take silently: negative unsigned numbers, and seconds that are no number.
  for (const char* args :
       {"count --limit -1", "generate binox --seed -1", "solve --timeout nan",
        "solve --timeout inf", "generate binox --timeout -0.5", "count --limit 1e3"}) {
    CliRun run = run_cli(args, "");
    EXPECT_EQ(run.exit_code, 2) << args;
    EXPECT_NE(run.err.find("needs a"), std::string::npos) << args << ": " << run.err;
  }
  EXPECT_EQ(run_cli("generate binox --size 4 --seed 18446744073709551615").exit_code, 0);
}

// An input without a single puzzle is a mistake (a wrong file, an empty pipe), in every command.
TEST(CliFrame, EmptyInputIsAnError) {
  for (const char* command :
       {"solve --json", "count", "verify", "convert", "show", "explain", "export --type binox"}) {
    CliRun run = run_cli(command, "\n\n");
    EXPECT_EQ(run.exit_code, 2) << command;
    EXPECT_TRUE(run.out.empty()) << command;
    EXPECT_NE(run.err.find("no puzzle"), std::string::npos) << command << ": " << run.err;
  }
  CliRun run = run_cli("solve --json", "[]\n");
  EXPECT_EQ(run.exit_code, 2);
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

namespace gridlogic::testing {
namespace {

const char* const kSudokuLine =
    ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...\n";

// Several inputs are read in turn, each typed by its own name; positions name their file.
TEST(CliFrame, SeveralInputFiles) {
  const std::string sudokus = temp_file("several_a.sudoku", std::string(kSudokuLine) + kSudokuLine);
  const std::string binox = temp_file("several_b.binox", "XO\nOX\n");
  CliRun run = run_cli("solve --json " + sudokus + " " + binox);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  auto results = json_lines(run.out);
  ASSERT_EQ(results.size(), 3u) << run.out;
  EXPECT_EQ(results[0]["id"], sudokus + ":1");
  EXPECT_EQ(results[1]["id"], sudokus + ":2");
  EXPECT_EQ(results[2]["id"], binox + ":1");
  EXPECT_EQ(results[2]["type"], "binox");
}

TEST(CliFrame, OutputFile) {
  const std::string input = temp_file("output_in.sudoku", kSudokuLine);
  const std::string output = ::testing::TempDir() + "output_out.jsonl";
  CliRun run = run_cli("solve --json " + input + " -o " + output);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(run.out.empty());
  std::ifstream written(output);
  std::string line;
  ASSERT_TRUE(std::getline(written, line));
  EXPECT_EQ(nlohmann::json::parse(line)["status"], "solved");
  // Writing over the input would empty it before it is read.
  run = run_cli("solve --json " + input + " --output " + input);
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("output is an input"), std::string::npos) << run.err;
  std::ifstream kept(input);
  ASSERT_TRUE(std::getline(kept, line));
  EXPECT_EQ(line.size(), 81u);
  // A file that cannot be written is named.
  run = run_cli("solve " + input + " -o /no/such/folder/out.txt");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("/no/such/folder/out.txt"), std::string::npos) << run.err;
}

TEST(CliFrame, LostOutputIsNotSuccess) {
  if (!std::ifstream("/dev/full")) GTEST_SKIP() << "no /dev/full";
  const std::string input = temp_file("lost_in.sudoku", kSudokuLine);
  for (const std::string& command :
       {"solve --json " + input + " -o /dev/full", "count " + input + " -o /dev/full",
        std::string("generate binox --size 4 -o /dev/full"),
        "export --to cnf " + input + " -o /dev/full"}) {
    CliRun run = run_cli(command);
    EXPECT_EQ(run.exit_code, 4) << command << ": " << run.err;
  }
}

// Past a size limit is its own answer: too_large, exit code 3, and the batch goes on.
TEST(CliFrame, TooLargeIsItsOwnStatus) {
  std::string input = std::string(kSudokuLine) + std::string(2 << 20, '.') + "\n" + kSudokuLine;
  CliRun run = run_cli("solve --json --type sudoku --max-puzzle-mb 1", input);
  EXPECT_EQ(run.exit_code, 3) << run.err;
  auto results = json_lines(run.out);
  ASSERT_EQ(results.size(), 3u) << run.out.substr(0, 300);
  EXPECT_EQ(results[1]["status"], "too_large");
  EXPECT_EQ(results[2]["status"], "solved");
}

TEST(CliFrame, ThreadsKeepTheInputOrder) {
  std::string input;
  for (int i = 0; i < 300; ++i) {
    input += i % 7 == 3 ? std::string(81, 'x') + "\n" : std::string(kSudokuLine);
  }
  CliRun one = run_cli("count --limit 2 --json --type sudoku", input);
  CliRun four = run_cli("count --limit 2 --json --type sudoku --threads 4", input);
  EXPECT_EQ(one.exit_code, 2);
  EXPECT_EQ(four.exit_code, 2);
  auto a = json_lines(one.out);
  auto b = json_lines(four.out);
  ASSERT_EQ(a.size(), 300u);
  ASSERT_EQ(b.size(), 300u);
  for (size_t i = 0; i < a.size(); ++i) {
    EXPECT_EQ(a[i]["id"], b[i]["id"]);
    EXPECT_EQ(a[i]["status"], b[i]["status"]);
    EXPECT_EQ(b[i]["id"], std::to_string(i + 1));
  }
}

// A pipe is answered puzzle by puzzle: the first answer comes while the writer still holds the
// pipe open and has not written the second puzzle (a program feeding puzzles one at a time and
// waiting for each answer must not wait for ever).
TEST(CliFrame, APipeIsAnsweredPuzzleByPuzzle) {
  const std::string dir = ::testing::TempDir() + "gridlogic_pipe_" + std::to_string(::getpid());
  const std::string script =
      temp_file("pipe_test.sh",
                "set -e\n"
                "d=" +
                    dir +
                    "\n"
                    "rm -rf \"$d\"; mkdir -p \"$d\"; mkfifo \"$d/in\"\n"
                    "\"$1\" count --limit 2 --json --type sudoku - < \"$d/in\" > \"$d/out\" &\n"
                    "exec 3> \"$d/in\"\n"
                    "printf '%s' \"$2\" >&3\n"
                    "for i in $(seq 600); do [ -s \"$d/out\" ] && break; sleep 0.1; done\n"
                    "if [ -s \"$d/out\" ]; then echo answered > \"$d/seen\"; else echo waiting > "
                    "\"$d/seen\"; fi\n"
                    "printf '%s' \"$2\" >&3\n"
                    "exec 3>&-\n"
                    "wait\n");
  const std::string command = "bash " + script + " " + std::string(GRIDLOGIC_CLI) + " '" +
                              std::string(kSudokuLine, 82) + "'";
  ASSERT_EQ(std::system(command.c_str()), 0);
  std::ifstream seen(dir + "/seen");
  std::string word;
  seen >> word;
  EXPECT_EQ(word, "answered");
  std::ifstream out(dir + "/out");
  const std::string lines((std::istreambuf_iterator<char>(out)), std::istreambuf_iterator<char>());
  EXPECT_EQ(json_lines(lines).size(), 2u);
  std::system(("rm -rf " + dir).c_str());
  std::remove(script.c_str());
}

// A regular file is read a run of puzzles ahead (parsed, then run, then printed); standard
// input puzzle by puzzle. Both must give every puzzle its own answer, in input order: lines of
// different puzzles (one with a single solution, ones with many, one without any) and bad ones.
TEST(CliFrame, AFileReadAheadAnswersAsStandardInputDoes) {
  std::string line(kSudokuLine, 81);
  std::vector<std::string> kinds = {line, line, line, std::string(81, 'x'), line};
  kinds[1][17] = '.';                   // fewer givens: more than one solution
  kinds[2][0] = '1';                    // a given that leaves no solution
  kinds[4].replace(0, 9, "123456789");  // a repeated given
  std::string input;
  for (int i = 0; i < 333; ++i) input += kinds[static_cast<size_t>(i * 7 % 5)] + "\n";
  const std::string file = temp_file("read_ahead.sudoku", input);
  CliRun piped = run_cli("count --limit 2 --json --type sudoku -", input);
  CliRun read = run_cli("count --limit 2 --json --type sudoku " + file);
  EXPECT_EQ(piped.exit_code, 2);
  EXPECT_EQ(read.exit_code, 2);
  auto a = json_lines(piped.out);
  auto b = json_lines(read.out);
  ASSERT_EQ(a.size(), 333u);
  ASSERT_EQ(b.size(), 333u);
  std::set<std::string> statuses;
  for (size_t i = 0; i < a.size(); ++i) {
    EXPECT_EQ(b[i]["id"], std::to_string(i + 1));
    for (const char* key : {"id", "status", "num_solutions", "solution", "error"}) {
      EXPECT_EQ(a[i].value(key, nlohmann::json()), b[i].value(key, nlohmann::json()))
          << "puzzle " << i + 1 << ", " << key;
    }
    statuses.insert(b[i]["status"].get<std::string>());
  }
  EXPECT_EQ(statuses, (std::set<std::string>{"solved", "unsolvable", "invalid"}));
  std::remove(file.c_str());
}

}  // namespace
}  // namespace gridlogic::testing

namespace gridlogic::testing {
namespace {

// An option that means nothing to the puzzle at hand is said, not silently dropped.
TEST(CliFrame, OptionsThatDoNotApplyAreNamed) {
  CliRun run = run_cli("generate binox --max 6");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("--max"), std::string::npos) << run.err;
  for (const char* type : {"dominosa", "killer", "binox", "lightsout"}) {
    run = run_cli(std::string("generate ") + type + " --difficulty bogus");
    EXPECT_EQ(run.exit_code, 2) << type;
    EXPECT_NE(run.err.find("--difficulty"), std::string::npos) << type << ": " << run.err;
  }
  const std::string sudoku = temp_file("notes.sudoku", kSudokuLine);
  run = run_cli("solve --min " + sudoku);
  EXPECT_EQ(run.exit_code, 0);
  EXPECT_NE(run.err.find("--min does not apply"), std::string::npos) << run.err;
  run = run_cli("solve --model literal " + sudoku);
  EXPECT_NE(run.err.find("--model"), std::string::npos) << run.err;
  run = run_cli("solve --engine sat --model literal " + sudoku);
  EXPECT_TRUE(run.err.empty()) << run.err;
}

}  // namespace
}  // namespace gridlogic::testing

namespace gridlogic::testing {
namespace {

// Models that would explode stop at an explicit bound (too_large, exit code 3), and an export
// honours its time limit.
TEST(CliFrame, ModelsHaveASizeBoundAndExportsATimeLimit) {
  const std::string binox = temp_file("bound.binox",
                                      "X.......\n........\n........\n........\n"
                                      "........\n........\n........\n.......O\n");
  CliRun run = run_cli("export --to cnf --max-model-entries 100 " + binox);
  EXPECT_EQ(run.exit_code, 3);
  EXPECT_NE(run.err.find("too large"), std::string::npos) << run.err;
  EXPECT_TRUE(run.out.empty());
  run = run_cli("export --to lp --max-model-entries 100 " + binox);
  EXPECT_EQ(run.exit_code, 3) << run.err;
  run = run_cli("export --to cnf " + binox);
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out.rfind("c ", 0), 0u);
  run = run_cli("export --to cnf --timeout 0.000001 " + binox);
  EXPECT_EQ(run.exit_code, 3) << run.err;
  EXPECT_NE(run.err.find("time limit"), std::string::npos) << run.err;

  run = run_cli("solve --json --engine sat --max-model-entries 100 " + binox);
  EXPECT_EQ(run.exit_code, 3) << run.err;
  auto results = json_lines(run.out);
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(results[0]["status"], "too_large");
  run = run_cli("solve --json --engine sat --max-model-entries 0 " + binox);
  EXPECT_EQ(run.exit_code, 0) << run.err;
}

}  // namespace
}  // namespace gridlogic::testing

namespace gridlogic::testing {
namespace {

// --progress draws on a terminal only: under `script` stderr is one; in a file it is not.
TEST(CliFrame, ProgressShowsOnATerminalOnly) {
  // script(1) needs a pseudo-terminal, which a container or chroot may not offer.
  if (std::system("script -qec true /dev/null > /dev/null 2>&1") != 0) {
    GTEST_SKIP() << "script(1) cannot open a terminal here";
  }
  std::string lines;
  for (int i = 0; i < 20; ++i) lines += kSudokuLine;
  const std::string input = temp_file("progress.sudoku", lines);
  const std::string log = ::testing::TempDir() + "progress.log";
  const std::string command = "script -qec '" + std::string(GRIDLOGIC_CLI) + " count --progress " +
                              input + " > /dev/null' " + log + " > /dev/null 2>&1";
  ASSERT_EQ(std::system(command.c_str()), 0);
  std::ifstream in(log);
  const std::string shown((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_NE(shown.find("puzzles"), std::string::npos) << shown;
  EXPECT_NE(shown.find("/s"), std::string::npos) << shown;
  CliRun run = run_cli("count --progress " + input);
  EXPECT_EQ(run.exit_code, 0);
  EXPECT_TRUE(run.err.empty()) << run.err;
}

}  // namespace
}  // namespace gridlogic::testing

namespace gridlogic::testing {
namespace {

// bench reports a bad puzzle and times the others.
TEST(CliFrame, BenchGoesOnPastABadPuzzle) {
  const std::string input = temp_file(
      "bench_bad.sudoku", std::string(kSudokuLine) + std::string(81, 'x') + "\n" + kSudokuLine);
  CliRun run = run_cli("bench --engines native --repeat 1 --json " + input);
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("puzzle 2: line 2"), std::string::npos) << run.err;
  auto rows = json_lines(run.out);
  ASSERT_EQ(rows.size(), 1u) << run.out;
  EXPECT_EQ(rows[0]["puzzles"], 2);
}

}  // namespace
}  // namespace gridlogic::testing

namespace gridlogic::testing {
namespace {

// The README's examples teach: each logic puzzle among them has one solution, and its
// explanation needs no guess.
TEST(CliFrame, ExamplesAreUniqueAndExplainedWithoutGuesses) {
  const std::string examples = std::string(GRIDLOGIC_TEST_DATA) + "/../../examples/";
  for (const char* name : {"binox.txt", "dominosa.json", "sudoku.txt"}) {
    CliRun run = run_cli("count --limit 2 --json " + examples + name);
    ASSERT_EQ(run.exit_code, 0) << name << ": " << run.err;
    auto results = json_lines(run.out);
    ASSERT_EQ(results.size(), 1u) << name;
    EXPECT_EQ(results[0]["num_solutions"], 1) << name;
    run = run_cli("explain " + examples + name);
    EXPECT_EQ(run.exit_code, 0) << name;
    EXPECT_EQ(run.out.find("[guess]"), std::string::npos) << name << ":\n" << run.out;
  }
}

}  // namespace
}  // namespace gridlogic::testing
