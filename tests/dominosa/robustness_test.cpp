// Malformed input of every sort gives InputError (never another exception, a crash or a hang),
// and the solver enumerates exactly the brute force's solutions.
#include <gtest/gtest.h>

#include <random>
#include <set>

#include "dominosa/helpers.hpp"
#include "puzzles/dominosa/board.hpp"
#include "puzzles/dominosa/solver.hpp"

namespace {

using dominosa_test::kind;
using gridlogic::InputError;
using gridlogic::Json;

// Parses `text` both ways a front end would; only InputError may come out.
void parse_or_input_error(const std::string& text) {
  try {
    (void)kind().from_text(text, {});
  } catch (const InputError&) {
  }
  Json j = Json::parse(text, nullptr, false);
  if (j.is_discarded()) return;
  try {
    (void)kind().from_json(j);
  } catch (const InputError&) {
  }
}

TEST(DominosaRobustness, MutatedInputsOnlyEverGiveInputError) {
  std::mt19937_64 rng(1);
  const std::string alphabet = "0123456789 \n\t[],{}\"-.:eE+xmaxgridtype";
  const int rounds = dominosa_test::sanitized() ? 300 : 3000;
  for (int k = 0; k < rounds; ++k) {
    const int max = 1 + k % 4;
    auto b = dominosa_test::shuffled_board(max + 1, max + 2, max, rng);
    std::string text;
    if (k % 2 == 0) {
      text = dominosa_test::grid_json(b).dump();
    } else {  // the text form of the same values
      for (int r = 0; r < b.rows; ++r) {
        for (int c = 0; c < b.cols; ++c) text += std::to_string(b.values[r * b.cols + c]) + " ";
        text += "\n";
      }
    }
    const int edits = 1 + static_cast<int>(rng() % 4);
    for (int e = 0; e < edits && !text.empty(); ++e) {
      const size_t at = rng() % text.size();
      switch (rng() % 3) {
        case 0:
          text[at] = alphabet[rng() % alphabet.size()];
          break;
        case 1:
          text.erase(at, 1 + rng() % 3);
          break;
        default:
          text.insert(at, 1, alphabet[rng() % alphabet.size()]);
          break;
      }
    }
    ASSERT_NO_FATAL_FAILURE(parse_or_input_error(text)) << text;
  }
}

TEST(DominosaRobustness, VerifyTakesAnyJson) {
  auto p = kind().from_json(Json::parse(R"({"grid": [[2, 1, 1, 2], [0, 0, 0, 2], [1, 0, 2, 1]]})"));
  std::mt19937_64 rng(2);
  const std::string letters = "LRUDX";
  for (int k = 0; k < 2000; ++k) {
    Json s = Json::array();
    const int rows = 2 + static_cast<int>(rng() % 3);
    for (int r = 0; r < rows; ++r) {
      std::string row;
      const int cols = 3 + static_cast<int>(rng() % 3);
      for (int c = 0; c < cols; ++c) row += letters[rng() % (k % 2 ? 4 : 5)];
      s.push_back(row);
    }
    auto v = p->verify(s);
    if (!v.valid) {
      EXPECT_NE(v.error.find("[rule: "), std::string::npos);
    }
    (void)p->render(&s);
  }
  for (const char* odd : {"null", "{}", "[[1,2]]", "[null, null, null]", "\"DRLD\"", "3"}) {
    EXPECT_FALSE(p->verify(Json::parse(odd)).valid) << odd;
  }
}

TEST(DominosaRobustness, HugeSizesAreRejectedBeforeAllocation) {
  // 4096 x 4096 cells would be (M+1)(M+2) for no M anyway; 1 x 4097 is too wide.
  std::string wide = "[[";
  for (int c = 0; c < 4097; ++c) wide += (c ? ",0" : "0");
  wide += "]]";
  try {
    (void)kind().from_json(Json{{"grid", Json::parse(wide)}});
    ADD_FAILURE() << "no error";
  } catch (const InputError& e) {
    EXPECT_EQ(e.rule(), "too large");
  }
  try {  // M = 1001 needs 1002 x 1003 cells: over the cap of M <= 1000
    (void)kind().from_text("0 0\n", {{"max", "1001"}});
    ADD_FAILURE() << "no error";
  } catch (const InputError& e) {
    EXPECT_EQ(e.rule(), "value out of range");
  }
}

TEST(DominosaRobustness, EnumeratedSolutionsAreExactlyTheBruteForceOnes) {
  std::mt19937_64 rng(77);
  for (int k = 0; k < 300; ++k) {
    const int shape = k % 4;
    const int rows[] = {2, 3, 4, 5};
    const int cols[] = {3, 4, 5, 6};
    const int max = shape + 1;
    auto b = dominosa_test::planted_board(rows[shape], cols[shape], max, rng);
    dominosa_test::BruteForce brute(b);
    const uint64_t n = brute.count();
    if (n > 64) continue;  // the brute force keeps 64
    auto board = gridlogic::dominosa::parse_json(dominosa_test::grid_json(b));
    auto found = gridlogic::dominosa::count_solutions(board, gridlogic::Context(), 0, 1000);
    ASSERT_EQ(found.count, n);
    std::set<std::vector<int>> mine(found.solutions.begin(), found.solutions.end());
    std::set<std::vector<int>> theirs(brute.solutions().begin(), brute.solutions().end());
    EXPECT_EQ(mine.size(), found.solutions.size()) << "a solution was found twice";
    EXPECT_EQ(mine, theirs);
  }
}

}  // namespace
