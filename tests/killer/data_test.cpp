// Our own puzzles in tests/data/killer (made by the generator): they run without the corpora.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "gridlogic/io.hpp"
#include "killer/helpers.hpp"
#include "puzzles/killer/kind.hpp"
#include "puzzles/killer/solver.hpp"

namespace gridlogic::killer {
namespace {

std::string data_path(const std::string& name) {
  return std::string(GRIDLOGIC_TEST_DATA) + "/killer/" + name;
}

std::string read_all(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(KillerData, GeneratedPuzzlesSolveUniquely) {
  auto lines = testing::read_lines(data_path("generated.jsonl"));
  ASSERT_GE(lines.size(), 10u);
  for (const std::string& line : lines) {
    Json j = Json::parse(line);
    auto p = kind().from_json(j);
    ASSERT_TRUE(p->verify(j["solution"]).valid) << j["id"];
    CountResult c = p->count(Context::with_time_limit(60), {}, 2);
    ASSERT_EQ(c.num_solutions, BigCount(1)) << j["id"];
    EXPECT_TRUE(c.complete);
    EXPECT_EQ(c.first_solution, j["solution"]) << j["id"];
    // A 16 x 16 explanation takes forcing chains (2.4 s in Release): past the sanitizers'
    // patience, and the Release run covers it.
    if (testing::sanitized() && j.value("size", 9) > 9) continue;
    Explanation e = p->explain(Context::with_time_limit(60));
    ASSERT_EQ(e.status, Status::kSolved) << j["id"];
    EXPECT_EQ(e.solution, j["solution"]) << j["id"];
  }
}

TEST(KillerData, TextFiles) {
  std::string text = read_all(data_path("givens9.killer"));
  ASSERT_FALSE(text.empty());
  Board b = testing::parse_with_header(text);
  EXPECT_FALSE(b.classic());
  EXPECT_EQ(to_text(b), text);
  EXPECT_EQ(count_solutions(b, Context(), 2).count, 1u);
  std::string batch = read_all(data_path("classic_batch.txt"));
  ReadOptions sudoku;
  sudoku.type = "sudoku";
  auto items = read_puzzles(batch, sudoku);
  ASSERT_EQ(items.size(), 2u);
  EXPECT_EQ(items[1].line, 2);
  for (const auto& item : items) {
    ASSERT_NE(item.puzzle, nullptr) << item.error;
    EXPECT_EQ(item.puzzle->count(Context(), {}, 2).num_solutions, BigCount(1))
        << "line " << item.line;
  }
}

}  // namespace
}  // namespace gridlogic::killer
