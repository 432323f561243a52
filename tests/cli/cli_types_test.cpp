// The CLI on every puzzle type: generate -> verify -> convert -> show -> solve -> count, with
// correct and subtly wrong solutions, in JSON, JSON Lines and text. The puzzles come from the
// generators and every answer is judged by verify, so nothing here is a stored answer.
#include <gtest/gtest.h>
#include <unistd.h>

#include <nlohmann/json.hpp>
#include <random>
#include <set>

#include "cli/run_cli.hpp"

namespace gridlogic::testing {
namespace {

using nlohmann::json;

struct TypeCase {
  std::string type;
  std::string generate_args;  // parameters for a small puzzle
  std::string solution_field;
};

void PrintTo(const TypeCase& c, std::ostream* os) {
  *os << c.type;
}

std::vector<TypeCase> type_cases() {
  return {{"dominosa", "--max 4", "solution"},
          {"killer", "--size 4", "solution"},
          {"sudoku", "--size 4", "solution"},
          {"binox", "--rows 6 --cols 6", "solution"},
          {"lightsout", "--rows 3 --cols 3 --levels 3", "presses"}};
}

// A copy of `solution` with one cell changed to another symbol of the same row.
json spoil(const json& solution) {
  json wrong = solution;
  for (auto& row : wrong) {
    if (row.is_string()) {
      std::string s = row.get<std::string>();
      for (size_t i = 0; i + 1 < s.size(); ++i) {
        if (s[i] != s[i + 1] && s[i] != '#' && s[i + 1] != '#') {
          std::swap(s[i], s[i + 1]);
          row = s;
          return wrong;
        }
      }
    } else if (row.is_array()) {
      for (size_t i = 0; i + 1 < row.size(); ++i) {
        if (row[i] != row[i + 1]) {
          std::swap(row[i], row[i + 1]);
          return wrong;
        }
      }
    }
  }
  ADD_FAILURE() << "could not spoil " << solution.dump();
  return wrong;
}

class CliTypes : public ::testing::TestWithParam<TypeCase> {
 protected:
  // Three generated puzzles with their solutions, as JSON Lines.
  std::vector<json> generated(int count = 3) {
    CliRun run = run_cli("generate " + GetParam().type + " " + GetParam().generate_args +
                         " --seed 11 --with-solution --count " + std::to_string(count));
    EXPECT_EQ(run.exit_code, 0) << run.err;
    auto puzzles = json_lines(run.out);
    EXPECT_EQ(puzzles.size(), static_cast<size_t>(count)) << run.out << run.err;
    return puzzles;
  }
};

TEST_P(CliTypes, GenerateIsReproducibleFromTheSeed) {
  std::string command =
      "generate " + GetParam().type + " " + GetParam().generate_args + " --seed 5";
  CliRun a = run_cli(command);
  CliRun b = run_cli(command);
  ASSERT_EQ(a.exit_code, 0) << a.err;
  auto pa = json_lines(a.out);
  auto pb = json_lines(b.out);
  ASSERT_EQ(pa.size(), 1u);
  pa[0].erase("time_ms");
  pb[0].erase("time_ms");
  EXPECT_EQ(pa, pb);
  // Puzzle 2 of a run with seed 4 is puzzle 1 of seed 5.
  CliRun second = run_cli("generate " + GetParam().type + " " + GetParam().generate_args +
                          " --seed 4 --count 2");
  auto ps = json_lines(second.out);
  ASSERT_EQ(ps.size(), 2u);
  ps[1].erase("time_ms");
  ps[1]["id"] = pa[0]["id"];
  EXPECT_EQ(ps[1], pa[0]);
}

TEST_P(CliTypes, VerifyJudgesCarriedSolutionsInABatch) {
  auto puzzles = generated();
  ASSERT_FALSE(puzzles.empty());
  const std::string field = GetParam().solution_field;
  std::string batch;
  for (size_t i = 0; i < puzzles.size(); ++i) {
    json p = puzzles[i];
    if (i == 1) p[field] = spoil(p[field]);
    batch += p.dump() + "\n";
  }
  batch += "{\"type\":\"" + GetParam().type + "\",\"id\":\"broken\",\"grid\":7}\n";
  CliRun run = run_cli("verify --json", batch);
  EXPECT_EQ(run.exit_code, 2) << "an invalid line makes the batch exit 2";
  auto verdicts = json_lines(run.out);
  ASSERT_EQ(verdicts.size(), puzzles.size() + 1) << run.out;
  EXPECT_EQ(verdicts[0]["status"], "valid") << verdicts[0];
  EXPECT_EQ(verdicts[1]["status"], "wrong") << verdicts[1];
  EXPECT_FALSE(verdicts[1]["error"].get<std::string>().empty());
  EXPECT_EQ(verdicts[2]["status"], "valid");
  EXPECT_EQ(verdicts.back()["status"], "invalid");
  EXPECT_EQ(verdicts.back()["id"], "broken");

  // Without the bad line: a wrong solution exits 1, all valid exits 0.
  CliRun wrong = run_cli(
      "verify --json", puzzles[0].dump() + "\n" + [&] {
        json p = puzzles[1];
        p[field] = spoil(p[field]);
        return p.dump();
      }() + "\n");
  EXPECT_EQ(wrong.exit_code, 1);
  EXPECT_EQ(run_cli("verify", puzzles[0].dump()).exit_code, 0);
}

TEST_P(CliTypes, VerifyTakesASeparateSolutionFileForTextPuzzles) {
  auto puzzles = generated(1);
  ASSERT_EQ(puzzles.size(), 1u);
  const std::string field = GetParam().solution_field;
  CliRun text = run_cli("convert --to text", puzzles[0].dump());
  ASSERT_EQ(text.exit_code, 0) << text.err;
  std::string puzzle_path = temp_file("p_" + GetParam().type + ".txt", text.out);
  json solution_only = {{field, puzzles[0][field]}};
  std::string good = temp_file("s_good_" + GetParam().type + ".json", solution_only.dump());
  solution_only[field] = spoil(puzzles[0][field]);
  std::string bad = temp_file("s_bad_" + GetParam().type + ".json", solution_only.dump());
  EXPECT_EQ(run_cli("verify " + puzzle_path + " --solution " + good).exit_code, 0);
  CliRun refused = run_cli("verify " + puzzle_path + " --solution " + bad);
  EXPECT_EQ(refused.exit_code, 1);
  EXPECT_NE(refused.out.find("wrong"), std::string::npos) << refused.out;
  // A text puzzle has no solution of its own to verify.
  EXPECT_EQ(run_cli("verify " + puzzle_path).exit_code, 2);
}

TEST_P(CliTypes, ConvertRoundTripsLosslessly) {
  auto puzzles = generated();
  std::string batch;
  for (auto& p : puzzles) {
    p.erase("time_ms");
    batch += p.dump() + "\n";
  }
  CliRun as_json = run_cli("convert --to json", batch);
  ASSERT_EQ(as_json.exit_code, 0) << as_json.err;
  CliRun as_text = run_cli("convert --to text", as_json.out);
  ASSERT_EQ(as_text.exit_code, 0) << as_text.err;
  CliRun back = run_cli("convert --to json", as_text.out);
  ASSERT_EQ(back.exit_code, 0) << back.err << "\n" << as_text.out;
  auto original = json_lines(as_json.out);
  auto again = json_lines(back.out);
  ASSERT_EQ(original.size(), again.size()) << as_text.out;
  for (size_t i = 0; i < original.size(); ++i) {
    json a = original[i];
    for (const char* key : {"id", "seed", "solution", "presses"}) a.erase(key);
    json b = again[i];
    b.erase("id");
    EXPECT_EQ(a, b) << "puzzle " << i;
  }
}

TEST_P(CliTypes, SolveGivesResultsThatVerify) {
  auto puzzles = generated();
  ASSERT_FALSE(puzzles.empty());
  std::string batch;
  for (auto& p : puzzles) {
    p.erase(GetParam().solution_field);
    batch += p.dump() + "\n";
  }
  CliRun run = run_cli("solve --json --threads 2", batch);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  auto results = json_lines(run.out);
  ASSERT_EQ(results.size(), puzzles.size());
  std::string to_verify;
  for (size_t i = 0; i < results.size(); ++i) {
    const json& r = results[i];
    EXPECT_EQ(r["id"], puzzles[i]["id"]) << "results come in input order";
    EXPECT_EQ(r["status"], "solved");
    EXPECT_TRUE(r.contains("time_ms"));
    json check = puzzles[i];
    check[GetParam().solution_field] = r[GetParam().solution_field];
    to_verify += check.dump() + "\n";
  }
  EXPECT_EQ(run_cli("verify", to_verify).exit_code, 0);
  // The human form draws the solved grid.
  CliRun human = run_cli("solve", puzzles[0].dump());
  EXPECT_EQ(human.exit_code, 0);
  EXPECT_NE(human.out.find("solved"), std::string::npos);
}

TEST_P(CliTypes, CountProvesGeneratedPuzzlesUnique) {
  auto puzzles = generated(2);
  std::string batch;
  for (auto& p : puzzles) batch += p.dump() + "\n";
  CliRun run = run_cli("count --limit 2 --json", batch);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  for (const auto& r : json_lines(run.out)) {
    EXPECT_EQ(r["num_solutions"], 1) << r;
    EXPECT_EQ(r["complete"], true) << r;
  }
}

TEST_P(CliTypes, ShowDrawsPuzzleAndSolution) {
  auto puzzles = generated(1);
  ASSERT_EQ(puzzles.size(), 1u);
  json bare = puzzles[0];
  bare.erase(GetParam().solution_field);
  CliRun without = run_cli("show", bare.dump());
  CliRun with = run_cli("show", puzzles[0].dump());
  EXPECT_EQ(without.exit_code, 0) << without.err;
  EXPECT_EQ(with.exit_code, 0) << with.err;
  EXPECT_FALSE(without.out.empty());
  EXPECT_NE(with.out, without.out) << "the solution changes the drawing";
  json wrong = puzzles[0];
  wrong[GetParam().solution_field] = spoil(wrong[GetParam().solution_field]);
  CliRun refused = run_cli("show", wrong.dump());
  EXPECT_EQ(refused.exit_code, 1);
  EXPECT_NE(refused.err.find("wrong"), std::string::npos);
}

INSTANTIATE_TEST_SUITE_P(EveryType, CliTypes, ::testing::ValuesIn(type_cases()),
                         [](const auto& info) { return info.param.type; });

TEST(CliDominosa, TheFormatsExampleVerifies) {
  std::string puzzle = R"({"type":"dominosa","grid":[[2,1,1,2],[0,0,0,2],[1,0,2,1]]})";
  json with = json::parse(puzzle);
  with["solution"] = {"DRLD", "URLU", "RLRL"};
  EXPECT_EQ(run_cli("verify", with.dump()).exit_code, 0);
  with["solution"] = {"RLLD", "URLU", "RLRL"};
  EXPECT_EQ(run_cli("verify", with.dump()).exit_code, 1);
  CliRun text = run_cli("convert --to text", puzzle);
  EXPECT_EQ(text.out.rfind("dominosa", 0), 0u) << text.out;
}

// A grade's rating is the scale's number to one decimal (a sudoku's: Sudoku Explainer's for its
// hardest step, 1.2 for a hidden single in a box); its score adds the tie-breaks to three
// decimals (a sudoku's bonus for hard work, binox's for the top level's uses) and moves neither.
TEST(CliGrade, TheRatingIsTheScalesNumberAndTheScoreAddsTheTieBreaks) {
  const std::string sudoku =
      "sudoku\n..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n";
  const std::string binox = "binox\n..X.X.\n..X...\n...O.O\n..O...\n.X..X.\n......\n";
  CliRun graded = run_cli("grade --json", sudoku);
  ASSERT_EQ(graded.exit_code, 0) << graded.err;
  json g = json::parse(graded.out);
  EXPECT_EQ(g["rating"], 1.2) << graded.out;
  EXPECT_GT(g["score"].get<double>(), 1.2) << graded.out;
  EXPECT_LT(g["score"].get<double>(), 1.25) << graded.out;
  EXPECT_NE(run_cli("grade", sudoku).out.find(", rating 1.2 ("), std::string::npos);
  graded = run_cli("grade --json", binox);
  ASSERT_EQ(graded.exit_code, 0) << graded.err;
  g = json::parse(graded.out);
  EXPECT_EQ(g["rating"], 2.2) << graded.out;
  EXPECT_EQ(g["score"], 2.22) << graded.out;
}

TEST(CliErrors, TextErrorsNameTheFileLine) {
  // The third grid row (line 4 of the file, after the header) holds a bad character.
  CliRun run = run_cli("show", "binox\nX..O\n....\n.Z..\n....\n");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("line 4"), std::string::npos) << run.err;
}

TEST(CliErrors, AnInvalidPuzzleInABatchDoesNotStopTheOthers) {
  std::string batch = R"({"type":"dominosa","grid":[[2,1,1,2],[0,0,0,2],[1,0,2,1]]})"
                      "\n"
                      R"({"type":"dominosa","grid":[[2,1,1,2],[0,0,0,2],[1,0,2,9]]})"
                      "\n"
                      R"({"type":"lightsout","levels":1,"grid":["01"]})"
                      "\n"
                      R"({"type":"dominosa","grid":[[2,1,1,2],[0,0,0,2],[1,0,2,1]]})"
                      "\n";
  CliRun run = run_cli("solve --json", batch);
  EXPECT_EQ(run.exit_code, 2);
  auto results = json_lines(run.out);
  ASSERT_EQ(results.size(), 4u);
  EXPECT_EQ(results[0]["status"], "solved");
  EXPECT_EQ(results[1]["status"], "invalid");
  EXPECT_NE(results[1]["error"].get<std::string>().find("line 2"), std::string::npos);
  EXPECT_NE(results[1]["error"].get<std::string>().find("r3c4"), std::string::npos)
      << results[1]["error"];
  EXPECT_EQ(results[2]["status"], "invalid");
  EXPECT_EQ(results[3]["status"], "solved");
}

TEST(CliErrors, TimeoutIsReportedWithExitThree) {
  // An empty 16x16 Binox counted to no limit cannot finish in a millisecond.
  std::string empty = "binox\n";
  for (int r = 0; r < 16; ++r) empty += std::string(16, '.') + "\n";
  CliRun run = run_cli("count --timeout 0.001 --json", empty);
  EXPECT_EQ(run.exit_code, 3) << run.out << run.err;
  EXPECT_NE(run.out.find("\"timeout\""), std::string::npos) << run.out;
}

TEST(CliErrors, ExplainHonoursTheTimeLimitOnHugeLevels) {
  // A graph of 3000 nodes with 10^9 levels: the elimination over Z_k takes many seconds, and
  // --timeout stops it (the issue saw 26 s past a limit of 1 s).
  std::mt19937 rng(5);
  const int nodes = 3000;
  std::string board = "lightsout levels=1000000000 nodes=" + std::to_string(nodes) + "\nstate";
  for (int i = 0; i < nodes; ++i) board += " " + std::to_string(rng() % 1000000000);
  board += "\nedges";
  std::set<std::pair<int, int>> edges;
  while (edges.size() < static_cast<size_t>(3 * nodes)) {
    const int a = static_cast<int>(rng() % nodes);
    const int b = static_cast<int>(rng() % nodes);
    if (a != b) edges.insert({std::min(a, b), std::max(a, b)});
  }
  for (auto [a, b] : edges) board += " " + std::to_string(a) + "-" + std::to_string(b);
  board += "\n";
  for (const char* command : {"explain", "solve"}) {
    CliRun run = run_cli(std::string(command) + " --timeout 0.05 --json", board);
    EXPECT_EQ(run.exit_code, 3) << command << run.out << run.err;
    EXPECT_NE(run.out.find("\"status\":\"timeout\""), std::string::npos) << command << run.out;
    if (std::string(command) == "solve") {  // explain's result says no reason (its own struct)
      EXPECT_NE(run.out.find("\"status\":\"timeout\",\"stopped_by\":\"time_limit\""),
                std::string::npos)
          << run.out;
    }
  }
}

TEST(CliErrors, ExplainInTextStopsAtTheTimeLimitForEveryPuzzle) {
  // A time limit leaves a killer's grid part filled: that is not a solution to draw, and the
  // batch goes on to say each puzzle's time-out.
  const std::string file = std::string(GRIDLOGIC_TEST_DATA) + "/killer/generated.jsonl";
  CliRun run = run_cli("explain --timeout 0.000001 " + file, "");
  EXPECT_EQ(run.exit_code, 3) << run.out << run.err;
  EXPECT_EQ(run.err.find("bad solution"), std::string::npos) << run.err;
  size_t puzzles = 0;
  for (size_t at = run.out.find("the time limit was reached"); at != std::string::npos;
       at = run.out.find("the time limit was reached", at + 1))
    ++puzzles;
  EXPECT_EQ(puzzles, 13u) << run.out;
}

}  // namespace
}  // namespace gridlogic::testing
