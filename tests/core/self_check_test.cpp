// The self-check mode's checks fire: a solve whose answer verify refuses, and an explanation that
// ends away from the solver, abort with a message naming the puzzle. In a build with the mode on
// (the sanitizer build), the hooks in the Puzzle that every type derives from fire too.
#include "base/self_check.hpp"

#include <gtest/gtest.h>

#include "base/board_puzzle.hpp"
#include "puzzles/binox/board.hpp"
#include "puzzles/binox/draw.hpp"
#include "puzzles/binox/encodings.hpp"
#include "puzzles/binox/reasoning.hpp"

namespace gridlogic {
namespace {

// A 4 x 4 binox with one solution, and that solution.
const Json kUniqueGrid = {"....", "X.X.", ".X..", "..OO"};

std::unique_ptr<Puzzle> unique_binox() {
  return find_kind("binox")->from_json(Json{{"type", "binox"}, {"grid", kUniqueGrid}});
}

Json solution_of(const Puzzle& puzzle) {
  const SolveResult solved = puzzle.solve(Context::with_time_limit(30), SolveOptions{});
  EXPECT_EQ(solved.status, Status::kSolved) << solved.error;
  return solved.solution.json();
}

// The grid with its first cell's symbol swapped: breaks the balance of its row and column.
Json with_first_cell_swapped(Json grid) {
  std::string& row = grid[0].get_ref<std::string&>();
  row[0] = row[0] == 'X' ? 'O' : 'X';
  return grid;
}

TEST(SelfCheck, PassesARightSolveAndExplanation) {
  const auto puzzle = unique_binox();
  SolveResult right;
  right.status = Status::kSolved;
  right.solution = solution_of(*puzzle);
  self_check::check_solve(*puzzle, right);
  Explanation explanation;
  explanation.status = Status::kSolved;
  explanation.solution = right.solution.json();
  self_check::check_explanation(*puzzle, Context(), explanation);
}

TEST(SelfCheck, AbortsOnASolutionThatVerifyRefuses) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  const auto puzzle = unique_binox();
  SolveResult wrong;
  wrong.status = Status::kSolved;
  wrong.solution = with_first_cell_swapped(solution_of(*puzzle));
  EXPECT_DEATH(self_check::check_solve(*puzzle, wrong),
               "self-check failed.*binox 4x4: the native solve answered a solution that verify "
               "refuses");
}

TEST(SelfCheck, AbortsOnAnExplanationThatEndsAwayFromTheSolver) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  const auto puzzle = unique_binox();
  Explanation elsewhere;
  elsewhere.status = Status::kSolved;
  elsewhere.solution = with_first_cell_swapped(solution_of(*puzzle));
  EXPECT_DEATH(self_check::check_explanation(*puzzle, Context(), elsewhere),
               "self-check failed.*explain ended at a grid that verify refuses");
  Explanation none;
  none.status = Status::kUnsolvable;
  EXPECT_DEATH(self_check::check_explanation(*puzzle, Context(), none),
               "self-check failed.*explain found no solution");
}

#if GRIDLOGIC_SELF_CHECK
// A binox whose native solver answers `answer` and counts `count` solutions, whatever the board:
// the hooks of BoardPuzzle, which every type but Lights Out derives from, must catch it.
class LyingBinox final : public BoardPuzzle<binox::Board> {
 public:
  LyingBinox(binox::Board board, Json answer, uint64_t count)
      : BoardPuzzle(std::move(board)), answer_(std::move(answer)), count_(count) {}
  const PuzzleKind& kind() const override { return *find_kind("binox"); }

 protected:
  SolveResult solve_native(const Context&, const SolveOptions&) const override {
    SolveResult result;
    result.status = Status::kSolved;
    result.solution = answer_;
    return result;
  }
  Explanation explain_native(const Context& ctx) const override {
    return reasoning::explain(binox::Game(board()), ctx);
  }
  CountResult count_native(const Context&, const SolveOptions&, uint64_t) const override {
    CountResult result;
    result.status = Status::kSolved;
    result.num_solutions = count_;
    result.complete = true;
    result.first_solution = answer_;
    return result;
  }

 private:
  Json answer_;
  uint64_t count_;
};

TEST(SelfCheck, ANativeSolveIsCheckedInEveryBuildWithTheMode) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  const Json right = solution_of(*unique_binox());
  const LyingBinox lying(binox::parse_json(Json{{"grid", kUniqueGrid}}),
                         with_first_cell_swapped(right), 1);
  EXPECT_DEATH((void)lying.solve(Context(), SolveOptions{}),
               "self-check failed.*the native solve answered a solution that verify refuses");
}

TEST(SelfCheck, AnExplanationIsCheckedInEveryBuildWithTheMode) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  // An empty 2 x 2 board has two solutions; a solver that answers the one explain does not reach
  // and calls it unique contradicts the explanation.
  const binox::Board empty = binox::parse_json(Json{{"grid", {"..", ".."}}});
  const Explanation walked = reasoning::explain(binox::Game(empty), Context());
  ASSERT_EQ(walked.status, Status::kSolved) << walked.error;
  const Json other = walked.solution == Json{"XO", "OX"} ? Json{"OX", "XO"} : Json{"XO", "OX"};
  const LyingBinox lying(empty, other, 1);
  EXPECT_DEATH((void)lying.explain(Context()),
               "self-check failed.*explain ended at another grid than the unique solution");
}
#endif

}  // namespace
}  // namespace gridlogic
