// The lightsout kind through the built command-line program: exit codes, JSON results, and the
// facts file tests/data/lightsout/facts.jsonl (each line carries what the solver must answer).
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <utility>

#include "cli/run_cli.hpp"
#include "gridlogic/puzzle.hpp"

namespace gridlogic {
namespace {

using testing::run_cli;

std::vector<Json> lines_of(const std::string& text) {
  std::vector<Json> out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty()) out.push_back(Json::parse(line));
  }
  return out;
}

TEST(LightsOutCli, FactsFile) {
  const std::string path = std::string(GRIDLOGIC_TEST_DATA) + "/lightsout/facts.jsonl";
  std::ifstream in(path);
  ASSERT_TRUE(in.good()) << path;
  std::vector<Json> puzzles;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty()) puzzles.push_back(Json::parse(line));
  }
  auto run = run_cli("solve --json --min --kernel " + path);
  std::vector<Json> results = lines_of(run.out);
  ASSERT_EQ(results.size(), puzzles.size()) << run.out << run.err;
  for (size_t i = 0; i < puzzles.size(); ++i) {
    const Json& want = puzzles[i]["expect"];
    const Json& got = results[i];
    SCOPED_TRACE(got.dump());
    EXPECT_EQ(got["id"], puzzles[i]["id"]);
    for (const auto& [key, value] : want.items()) EXPECT_EQ(got[key], value) << key;
    EXPECT_TRUE(got.contains("num_solutions"));
    if (got["status"] == "solved") {
      // Re-check with verify: the puzzle with its presses.
      Json with = puzzles[i];
      with["presses"] = got["presses"];
      auto v = run_cli("verify --json", with.dump() + "\n");
      EXPECT_EQ(v.exit_code, 0) << v.out << v.err;
      EXPECT_NE(v.out.find("\"valid\""), std::string::npos) << v.out;
    } else {
      EXPECT_TRUE(got.contains("certificate"));
    }
  }
}

// --part I/N: each part of all-on 39 x 39 (a kernel of 32 dimensions, split) answers a solution
// and its share's least, never below the whole minimum (A075464: 561), and the least of the parts
// is it; a part says it proves nothing alone. Bad parts exit 2 naming --part.
TEST(LightsOutCli, PartsOfTheFewestPressesMergeToTheWholeMinimum) {
  std::string board = R"({"type":"lightsout","grid":[)";
  for (int r = 0; r < 39; ++r)
    board += std::string(r == 0 ? "" : ",") + '"' + std::string(39, '1') + '"';
  board += "]}\n";
  uint64_t least = UINT64_MAX;
  for (int index = 1; index <= 3; ++index) {
    auto run = run_cli("solve --json --min --part " + std::to_string(index) + "/3 -", board);
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const Json result = Json::parse(run.out);
    EXPECT_EQ(result["part"], std::to_string(index) + "/3");
    EXPECT_EQ(result["part_searched"], true);
    EXPECT_EQ(result["min_proved"], false);
    EXPECT_GE(result["min_presses"].get<uint64_t>(), 561U);
    least = std::min(least, result["min_presses"].get<uint64_t>());
    Json with = Json::parse(board);
    with["presses"] = result["presses"];
    EXPECT_EQ(run_cli("verify --json", with.dump() + "\n").exit_code, 0);
  }
  EXPECT_EQ(least, 561U);
  for (const char* bad : {"--min --part 0/3", "--min --part 4/3", "--min --part 1-3", "--part 1/3",
                          "--min --engine milp --part 1/3"}) {
    auto run = run_cli(std::string("solve ") + bad + " -", board);
    EXPECT_EQ(run.exit_code, 2) << bad;
    EXPECT_NE(run.err.find("--part: "), std::string::npos) << bad << ": " << run.err;
  }
}

// A large two-level rectangle goes the packed way (its text packed as it is read, its result
// line written in blocks); --kernel takes the general way: the same presses, the same count.
TEST(LightsOutCli, APackedBoardAnswersAsTheGeneralPath) {
  std::string input = "lightsout levels=2\n";
  uint64_t seed = 7;
  for (int r = 0; r < 1100; ++r) {
    for (int c = 0; c < 1000; ++c) {
      seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
      input += (seed >> 62) != 0 ? '1' : '0';
    }
    input += '\n';
  }
  const auto packed = run_cli("solve --json -", input);
  const auto general = run_cli("solve --json --kernel -", input);
  const auto counted = run_cli("count --json -", input + "\n" + input);
  ASSERT_EQ(packed.exit_code, 0) << packed.err;
  ASSERT_EQ(general.exit_code, 0) << general.err;
  const std::vector<Json> a = lines_of(packed.out);
  const std::vector<Json> b = lines_of(general.out);
  const std::vector<Json> c = lines_of(counted.out);
  ASSERT_EQ(a.size(), 1u);
  ASSERT_EQ(b.size(), 1u);
  ASSERT_EQ(c.size(), 2u);
  // (Compared as booleans: a difference would print megabytes.)
  EXPECT_EQ(a[0]["presses"].size(), 1100u);
  EXPECT_TRUE(a[0]["presses"] == b[0]["presses"]);
  EXPECT_EQ(a[0]["num_solutions"], b[0]["num_solutions"]);
  EXPECT_TRUE(c[1]["presses"] == b[0]["presses"]) << "count's first solution";
  EXPECT_EQ(c[1]["num_solutions"], b[0]["num_solutions"]);
  // The line is the compact dump of its value, key for key.
  EXPECT_TRUE(packed.out.find("\"presses\":" + a[0]["presses"].dump() + ",") ==
              packed.out.find("\"presses\":"));
}

// Rectangles with more levels and at least 64 columns take the polynomial path
// (polynomial_chase.hpp): its presses pass verify, its certificate is a stationary pattern, and
// count agrees with solve.
TEST(LightsOutCli, ManyLevelsWideBoardsThroughThePolynomialPath) {
  uint64_t seed = 11;
  int solved = 0;
  for (int k : {3, 4, 6}) {
    for (int variant = 0; variant < 2; ++variant) {
      std::string input = "lightsout levels=" + std::to_string(k) + "\n";
      for (int r = 0; r < 150; ++r) {
        for (int c = 0; c < 130; ++c) {
          seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
          input += static_cast<char>('0' + (variant == 0 ? 1 : static_cast<int>((seed >> 33) % k)));
        }
        input += '\n';
      }
      const auto run = run_cli("solve --json --kernel -", input);
      const auto counted = run_cli("count --json -", input);
      const std::vector<Json> r = lines_of(run.out);
      const std::vector<Json> c = lines_of(counted.out);
      ASSERT_EQ(r.size(), 1u) << run.err;
      ASSERT_EQ(c.size(), 1u) << counted.err;
      SCOPED_TRACE("k=" + std::to_string(k) + " status " + r[0]["status"].dump());
      EXPECT_EQ(c[0]["num_solutions"], r[0]["num_solutions"]);
      EXPECT_EQ(r[0]["kernel"].size(), r[0]["nullity"].get<size_t>());
      Json board = Json::parse(run_cli("convert --to json -", input).out);
      if (r[0]["status"] == "solved") {
        ++solved;
        board["presses"] = r[0]["presses"];
      } else {
        EXPECT_EQ(run.exit_code, 1);
        EXPECT_EQ(r[0]["num_solutions"], 0);
        // The certificate changes no light: it "solves" the dark board.
        for (auto& row : board["grid"]) row = std::string(row.get<std::string>().size(), '0');
        board["presses"] = r[0]["certificate"];
      }
      const auto v = run_cli("verify --json", board.dump() + "\n");
      EXPECT_EQ(v.exit_code, 0) << v.out << v.err;
    }
  }
  EXPECT_GT(solved, 0);
}

TEST(LightsOutCli, ExitCodes) {
  EXPECT_EQ(run_cli("solve --type lightsout", "11111\n11111\n11111\n11111\n11111\n").exit_code, 0);
  EXPECT_EQ(run_cli("solve --type lightsout", "10000\n00000\n00000\n00000\n00000\n").exit_code, 1);
  auto bad = run_cli("solve --type lightsout", "lightsout levels=2\n102\n");
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE((bad.out + bad.err).find("level out of range"), std::string::npos)
      << bad.out << bad.err;
  auto wrong = run_cli("verify --json",
                       R"({"type": "lightsout", "grid": ["11", "10"], "presses": ["01", "00"]})"
                       "\n");
  EXPECT_EQ(wrong.exit_code, 1);
  EXPECT_NE(wrong.out.find("light left on"), std::string::npos) << wrong.out;
  auto batch = run_cli("solve --json",
                       "{\"type\": \"lightsout\", \"grid\": [\"11\", \"11\"]}\n"
                       "{\"type\": \"lightsout\", \"levels\": 1, \"grid\": [\"0\"]}\n"
                       "{\"type\": \"lightsout\", \"grid\": [\"1\"]}\n");
  std::vector<Json> r = lines_of(batch.out);
  ASSERT_EQ(r.size(), 3u) << batch.out << batch.err;
  EXPECT_EQ(r[0]["status"], "solved");
  EXPECT_EQ(r[1]["status"], "invalid");
  EXPECT_EQ(r[2]["status"], "solved");
  auto ex = run_cli("explain --type lightsout", "lightsout levels=3\n120\n012\n201\n");
  EXPECT_EQ(ex.exit_code, 0) << ex.err;
  EXPECT_NE(ex.out.find("chase down"), std::string::npos) << ex.out;
}

// A row with a hole after a digit ("1#1") is a row, not one of Tatham's random-seed ids, when
// the type is given: the board stays one puzzle, with or without its header line.
TEST(LightsOutCli, HoledRowsWithTheTypeGivenStayOneBoard) {
  const std::pair<const char*, Json> cases[] = {
      {"110\n1#1\n011\n", Json::array({"110", "1#1", "011"})},
      {"lightsout levels=3\n210\n1#1\n012\n", Json::array({"210", "1#1", "012"})}};
  for (const auto& [text, grid] : cases) {
    const auto run = run_cli("convert --to json --type lightsout", text);
    ASSERT_EQ(run.exit_code, 0) << text << run.err;
    const std::vector<Json> boards = lines_of(run.out);
    ASSERT_EQ(boards.size(), 1u) << text << run.out;
    EXPECT_EQ(boards[0]["grid"], grid) << boards[0];
  }
}

}  // namespace
}  // namespace gridlogic
