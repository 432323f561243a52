// Robustness: mutated inputs only ever give InputError (never a crash or another exception),
// and whatever parses can be solved, counted, rendered and written out under a time limit.
#include <gtest/gtest.h>

#include <random>

#include "killer/helpers.hpp"
#include "puzzles/killer/kind.hpp"

namespace gridlogic::killer {
namespace {

void exercise(const Puzzle& p) {
  Context ctx = Context::with_time_limit(0.05);
  SolveResult s = p.solve(ctx, {});
  if (s.status == Status::kSolved) {
    EXPECT_TRUE(p.verify(s.solution.json()).valid);
    (void)p.render(&s.solution.json());
  }
  (void)p.count(ctx, {}, 3);
  (void)p.render(nullptr);
  (void)p.to_json();
  try {
    (void)p.to_text();
  } catch (const InputError&) {
    // more cages than text labels
  }
}

TEST(KillerRobust, MutatedTextAndJson) {
  const std::string text =
      "killer\nAABB\nCCDD\nEEFF\nGGHH\n\nA=3 B=7 C=7 D=3 E=3 F=7 G=7 "
      "H=3\n\n1...\n....\n....\n....\n";
  const std::string json =
      R"({"type":"killer","size":4,"cages":[{"sum":3,"cells":[[0,0],[0,1]]},)"
      R"({"sum":7,"cells":[[0,2],[0,3]]},{"sum":7,"cells":[[1,0],[1,1]]},)"
      R"({"sum":3,"cells":[[1,2],[1,3]]},{"sum":3,"cells":[[2,0],[2,1]]},)"
      R"({"sum":7,"cells":[[2,2],[2,3]]},{"sum":7,"cells":[[3,0],[3,1]]},)"
      R"({"sum":3,"cells":[[3,2],[3,3]]}],"givens":["1...","....","....","...."]})";
  const std::string alphabet = "0123456789.#=ABCabc[]{},:\" \n-xG";
  std::mt19937_64 rng(99);
  int rounds = testing::sanitized() ? 300 : 3000;
  int parsed = 0;
  for (int i = 0; i < rounds; ++i) {
    std::string t = i % 2 ? text : json;
    int edits = 1 + static_cast<int>(rng() % 3);
    for (int e = 0; e < edits; ++e) {
      size_t at = rng() % t.size();
      char c = alphabet[rng() % alphabet.size()];
      switch (rng() % 3) {
        case 0:
          t[at] = c;
          break;
        case 1:
          t.insert(t.begin() + static_cast<long>(at), c);
          break;
        default:
          t.erase(at, 1);
          break;
      }
    }
    try {
      std::unique_ptr<Puzzle> p;
      if (i % 2) {
        Board b = testing::parse_with_header(t);
        p = kind().from_json(to_json(b));
      } else {
        Json j = Json::parse(t, nullptr, false);
        if (j.is_discarded()) continue;
        p = kind().from_json(j);
      }
      ++parsed;
      exercise(*p);
    } catch (const InputError&) {
    } catch (const std::out_of_range&) {
      // the test's own header split (tokens.at) on a mutated header line
    }
  }
  EXPECT_GT(parsed, rounds / 200);
}

TEST(KillerRobust, LargeAndOddInputs) {
  // A 16x16 killer of single cells and dominoes, solved and verified.
  Json j = {{"type", "killer"}, {"size", 16}, {"cages", Json::array()}};
  GenerateParams params;
  params.values = {{"size", "16"}, {"cages", "none"}};
  Generated g = kind().generate(Context::with_time_limit(30), params);
  ASSERT_NE(g.puzzle, nullptr);
  Json grid = g.solution;
  for (int r = 0; r < 16; ++r) {
    for (int c = 0; c < 16; c += 2) {
      int a = grid[r][c].get<int>();
      int b = grid[r][c + 1].get<int>();
      j["cages"].push_back({{"sum", a + b}, {"cells", {{r, c}, {r, c + 1}}}});
    }
  }
  auto p = kind().from_json(j);
  SolveResult s = p->solve(Context::with_time_limit(30), {});
  if (s.status == Status::kSolved) {
    EXPECT_TRUE(p->verify(s.solution.json()).valid);
  } else {
    EXPECT_EQ(s.status, Status::kTimeout);
  }
  // Oversized and malformed fields are rejected, not allocated.
  EXPECT_THROW((void)kind().from_json(Json{{"size", 100000}}), InputError);
  EXPECT_THROW((void)kind().from_json(Json{{"size", -4}}), InputError);
  EXPECT_THROW((void)kind().from_json(Json::array()), InputError);
  Json many = {{"size", 4}, {"cages", Json::array()}};
  for (int i = 0; i < 100; ++i) many["cages"].push_back({{"sum", 1}, {"cells", {{0, 0}}}});
  EXPECT_THROW((void)kind().from_json(many), InputError);
  EXPECT_THROW((void)kind().from_text(std::string(5000, 'A') + "\n", {}), InputError);
}

}  // namespace
}  // namespace gridlogic::killer
