// People count from 1: no message of any type names a row, column, box, cage or cell by a 0-based
// number (docs/FORMATS.md, Coordinates). Over the project's own puzzles (tests/data), the texts of
// explain, hint (from the start and from positions with a mistake in the first or last cell)
// and verify (solutions wrong there) are scanned for "row 0", "col 0", "r0c", "c0" and the old
// "(0,1)" form.
#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "gridlogic/io.hpp"
#include "gridlogic/puzzle.hpp"

namespace gridlogic {
namespace message_numbers_test {

const std::regex& zero_based() {
  static const std::regex pattern(
      R"(\b(?:rows?|cols?|columns?|box(?:es)?|cages?|cells?) 0\b|\br0c\d|\br\d+c0\b|\(0,\d+\)|\(\d+,0\))");
  return pattern;
}

// The texts scanned, each with where it came from for the failure message.
struct Texts {
  std::vector<std::pair<std::string, std::string>> all;
  void add(const std::string& from, const std::string& text) {
    if (!text.empty()) all.emplace_back(from, text);
  }
};

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream out;
  out << in.rdbuf();
  return out.str();
}

// The solution with the cell at the start (first) or the end of the grid changed to another
// symbol the solution uses, or one more: a mistake in row 1 or the last row.
Json corrupt(const Json& solution, bool first) {
  Json out = solution;
  if (!out.is_array() || out.empty()) return out;
  Json& row = first ? out.front() : out.back();
  if (row.is_string()) {
    std::string text = row.get<std::string>();
    if (text.empty()) return out;
    std::set<char> symbols;
    for (const Json& r : solution) {
      if (r.is_string()) {
        for (char c : r.get<std::string>()) {
          if (c != '#' && c != ' ') symbols.insert(c);
        }
      }
    }
    char& cell = first ? text.front() : text.back();
    for (char c : symbols) {
      if (c != cell) {
        cell = c;
        break;
      }
    }
    row = text;
  } else if (row.is_array() && !row.empty()) {
    Json& cell = first ? row.front() : row.back();
    if (cell.is_number_integer() && cell.get<int64_t>() >= 0) cell = cell.get<int64_t>() + 1;
  } else if (row.is_number_integer()) {
    row = row.get<int64_t>() + 1;
  }
  return out;
}

void add_hint(Texts& texts, const Puzzle& puzzle, const Json& progress, const std::string& from) {
  for (HintDepth depth : {HintDepth::kNudge, HintDepth::kAnswer}) {
    try {
      const Hint hint = puzzle.hint(Context::with_time_limit(20), progress, depth);
      texts.add(from + " mistake", hint.mistake);
      texts.add(from + " nudge", hint.region);
      texts.add(from + " warning", hint.warning);
      if (hint.step) texts.add(from + " step", hint.step->text);
      texts.add(from + " answer", hint.answer);
      texts.add(from + " error", hint.error);
    } catch (const InputError& error) {
      texts.add(from + " refused", error.what());
    }
  }
}

void add_puzzle(Texts& texts, const Puzzle& puzzle, const std::string& name) {
  const Explanation explanation = puzzle.explain(Context::with_time_limit(20));
  for (const Step& step : explanation.steps) texts.add(name + " explain", step.text);
  texts.add(name + " explain error", explanation.error);
  texts.add(name + " grade error", puzzle.grade(Context::with_time_limit(20)).error);
  add_hint(texts, puzzle, nullptr, name + " hint");
  const SolveResult solved = puzzle.solve(Context::with_time_limit(20), {});
  if (solved.status != Status::kSolved) return;
  for (bool first : {true, false}) {
    const Json wrong = corrupt(solved.solution.json(), first);
    const std::string where = name + (first ? " first cell" : " last cell");
    texts.add(where + " verify", puzzle.verify(wrong).error);
    add_hint(texts, puzzle, wrong, where + " hint");
  }
}

TEST(MessageNumbers, NoMessageCountsFromZero) {
  const std::string data = GRIDLOGIC_TEST_DATA;
  const char* const files[] = {"binox/generated_10x10.binox", "dominosa/unique_any.jsonl",
                               "killer/generated.jsonl",      "killer/classic_batch.txt",
                               "killer/givens9.killer",       "lightsout/facts.jsonl"};
  Texts texts;
  std::set<std::string> types;
  for (const char* file : files) {
    ReadOptions options;
    options.filename = file;
    const std::vector<InputItem> items = read_puzzles(read_file(data + "/" + file), options);
    ASSERT_FALSE(items.empty()) << file;
    size_t taken = 0;
    for (const InputItem& item : items) {
      ASSERT_NE(item.puzzle, nullptr) << file << ": " << item.error;
      if (++taken > 4) break;  // a few of each file: every type, several shapes
      types.insert(std::string(item.puzzle->kind().name()));
      add_puzzle(texts, *item.puzzle, std::string(file) + " #" + item.id);
    }
  }
  EXPECT_EQ(types.size(), 4u);
  EXPECT_GT(texts.all.size(), 200u);
  for (const auto& [from, text] : texts.all) {
    EXPECT_FALSE(std::regex_search(text, zero_based())) << from << ": " << text;
  }
}

TEST(MessageNumbers, ThePatternCatchesTheOldWords) {
  for (const char* old :
       {"row 0, col 3", "row 8, col 0", "rows 0 and 2", "cols 0-1 of row 2", "row 0 has lights on",
        "(0,0)-(0,1)", "(2,0)", "r0c3", "r3c0", "repeated in box 0", "cage 0"}) {
    EXPECT_TRUE(std::regex_search(std::string(old), zero_based())) << old;
  }
  for (const char* now : {"row 1, col 10", "r10c1", "r1c1-r1c2", "first row 01", "node 0",
                          "line 1, col 2", "the last row reads 1001"}) {
    EXPECT_FALSE(std::regex_search(std::string(now), zero_based())) << now;
  }
}

}  // namespace message_numbers_test
}  // namespace gridlogic
