// gridlogic render: every example in every format, several puzzles to several files or one
// booklet, solutions only when asked, and the usage errors, each with exit 2 naming the option.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "cli/run_cli.hpp"
#include "render_checks.hpp"

namespace gridlogic::testing {
namespace {

using namespace render_checks;

const std::string kExamples = std::string(GRIDLOGIC_TEST_DATA) + "/../../examples/";

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// A fresh folder for a test's files.
std::string fresh_folder(const std::string& name) {
  const std::string folder = ::testing::TempDir() + "gridlogic_render_" + name;
  std::filesystem::remove_all(folder);
  std::filesystem::create_directories(folder);
  return folder;
}

const char* const kThreeSudokus =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n"
    "2...8.3...6..7..84.3.5..2.9...1.54.8.........4.27.6...3.1..7.4.72..4..6...4.1...3\n"
    "......9.7...42.18....7.5.261..9.4....5.....4....5.7..992.1.8....34.59...5.7......\n";

TEST(CliRender, EveryExampleInEveryFormat) {
  const std::string folder = fresh_folder("examples");
  for (const char* name : {"sudoku.txt", "binox.txt", "dominosa.json", "lightsout.txt"}) {
    for (const char* to : {"svg", "png", "pdf"}) {
      for (const char* with : {"", " --with-solution"}) {
        const std::string out = folder + "/" + name + with + "." + to;
        CliRun run =
            run_cli("render " + kExamples + name + " --to " + to + with + " -o '" + out + "'");
        ASSERT_EQ(run.exit_code, 0) << name << " " << to << with << ": " << run.err;
        const std::string bytes = slurp(out);
        EXPECT_TRUE(std::string(to) == "svg"   ? is_svg(bytes)
                    : std::string(to) == "png" ? is_png(bytes)
                                               : is_pdf(bytes))
            << name << " " << to;
      }
    }
  }
}

// The README's example, as written there (from the checkout's root).
TEST(CliRender, ReadmeExampleRuns) {
  const std::string folder = fresh_folder("readme");
  CliRun run = run_cli("render " + kExamples + "sudoku.txt --to png -o " + folder + "/sudoku.png");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(png_size(slurp(folder + "/sudoku.png")), std::make_pair(386u, 386u));
  run = run_cli("render " + kExamples + "sudoku.txt --with-solution -o " + folder + "/sudoku.pdf");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(pdf_pages(slurp(folder + "/sudoku.pdf")), 2u);
}

TEST(CliRender, SolutionDigitsOnlyWithSolution) {
  CliRun bare = run_cli("render --to svg -o - " + kExamples + "sudoku.txt");
  ASSERT_EQ(bare.exit_code, 0) << bare.err;
  EXPECT_EQ(svg_glyphs(bare.out), 32u);
  CliRun solved = run_cli("render --to svg -o - --with-solution " + kExamples + "sudoku.txt");
  ASSERT_EQ(solved.exit_code, 0) << solved.err;
  EXPECT_EQ(svg_glyphs(solved.out), 81u);
}

TEST(CliRender, SeveralPuzzlesNeedAPatternOrAFolderOrAPdf) {
  const std::string folder = fresh_folder("several");
  CliRun run = run_cli("render --type sudoku --to svg -o " + folder + "/one.svg", kThreeSudokus);
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("{n}"), std::string::npos) << run.err;
  EXPECT_FALSE(std::filesystem::exists(folder + "/one.svg"));
  run = run_cli("render --type sudoku -o " + folder + "/s-{n}.png", kThreeSudokus);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  for (int n = 1; n <= 3; ++n) {
    EXPECT_TRUE(is_png(slurp(folder + "/s-" + std::to_string(n) + ".png"))) << n;
  }
  EXPECT_FALSE(std::filesystem::exists(folder + "/s-4.png"));
  run = run_cli("render --type sudoku --to svg -o " + folder, kThreeSudokus);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  for (int n = 1; n <= 3; ++n) {
    EXPECT_TRUE(is_svg(slurp(folder + "/" + std::to_string(n) + ".svg"))) << n;
  }
}

TEST(CliRender, BookletPagesAndSolutionPages) {
  const std::string folder = fresh_folder("booklet");
  CliRun run = run_cli("render --type sudoku --per-page 2 -o " + folder + "/b.pdf", kThreeSudokus);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(pdf_pages(slurp(folder + "/b.pdf")), 2u);
  run = run_cli(
      "render --type sudoku --per-page 2 --paper letter --with-solution -o " + folder + "/b.pdf",
      kThreeSudokus);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::string pdf = slurp(folder + "/b.pdf");
  EXPECT_EQ(pdf_pages(pdf), 4u);
  EXPECT_NE(pdf.find("/MediaBox [ 0 0 612 792 ]"), std::string::npos);
}

TEST(CliRender, UnsolvablePuzzleIsDrawnWithoutSolutionAndSaysSo) {
  const std::string folder = fresh_folder("unsolvable");
  // Pressing every node of a 6-cycle changes no light, and it meets the lights an odd number
  // of times: no press pattern turns them off.
  CliRun run = run_cli("render --with-solution -o " + folder + "/l.png",
                       R"({"type": "lightsout", "nodes": 6, "edges": [[0,1],[1,2],[2,3],[3,4],)"
                       R"([4,5],[5,0]], "state": [1,1,0,0,0,0]})");
  EXPECT_EQ(run.exit_code, 1) << run.err;  // as solve: no solution
  EXPECT_NE(run.err.find("no solution to draw"), std::string::npos) << run.err;
  EXPECT_TRUE(is_png(slurp(folder + "/l.png")));
}

TEST(CliRender, UsageErrorsExitTwoNamingTheOption) {
  const std::string sudoku = kExamples + "sudoku.txt";
  struct Case {
    std::string args;
    std::string says;
  };
  const std::vector<Case> cases = {
      {"render " + sudoku, "--output"},
      {"render " + sudoku + " -o x.txt", "--to"},
      {"render " + sudoku + " --to gif -o x.gif", "--to"},
      {"render " + sudoku + " --to pdf --per-page 0 -o x.pdf", "--per-page"},
      {"render " + sudoku + " --to pdf --per-page 1000 -o x.pdf", "--per-page"},
      {"render " + sudoku + " --to pdf --paper a5 -o x.pdf", "--paper"},
      {"render " + sudoku + " --to png --max-px 100000 -o x.png", "--max-px"},
      {"render " + sudoku + " --to png -o /no/such/folder/x.png", "cannot write file"},
  };
  for (const Case& c : cases) {
    CliRun run = run_cli(c.args);
    EXPECT_EQ(run.exit_code, 2) << c.args << ": " << run.err;
    EXPECT_NE(run.err.find(c.says), std::string::npos) << c.args << ": " << run.err;
  }
}

TEST(CliRender, BadInputIsReportedWithoutACrash) {
  CliRun run = run_cli("render --type sudoku --to svg -o -", "12345\n");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("puzzle 1"), std::string::npos) << run.err;
  run = run_cli("render --to pdf -o -", "");
  EXPECT_EQ(run.exit_code, 2);
}

TEST(CliRender, AFullDiskIsExitFour) {
  if (!std::filesystem::exists("/dev/full")) GTEST_SKIP() << "no /dev/full";
  CliRun run = run_cli("render " + kExamples + "sudoku.txt --to png -o /dev/full");
  EXPECT_EQ(run.exit_code, 4) << run.err;
  EXPECT_NE(run.err.find("could not be written"), std::string::npos) << run.err;
}

}  // namespace
}  // namespace gridlogic::testing
