// The checks of the self-check mode (self_check.hpp). They are compiled in every build, so that
// the tests can show that they fire; only the hooks depend on the mode.
#include "base/self_check.hpp"

#include <cstdio>
#include <cstdlib>
#include <string>

namespace gridlogic::self_check {

namespace {

// A puzzle or grid in a failure message: enough to reproduce a small case, cut for a large one.
constexpr size_t kMostQuoted = 4000;

std::string quoted(const Json& value) {
  std::string text = value.dump(-1, ' ', false, Json::error_handler_t::replace);
  if (text.size() > kMostQuoted) text = text.substr(0, kMostQuoted) + " ...";
  return text;
}

[[noreturn]] void fail(const Puzzle& puzzle, const std::string& what) {
  const std::string message =
      "gridlogic self-check failed (a bug, not bad input): " + std::string(puzzle.type_name()) +
      " " + puzzle.size_label() + ": " + what + "\n  the puzzle: " + quoted(puzzle.to_json()) +
      "\n";
  std::fputs(message.c_str(), stderr);
  std::fflush(stderr);
  std::abort();
}

}  // namespace

void check_solve(const Puzzle& puzzle, const SolveResult& result) {
  if (result.status != Status::kSolved) return;
  const Json& solution = result.solution.json();
  const Verdict verdict = puzzle.verify(solution);
  if (!verdict.valid) {
    fail(puzzle, "the native solve answered a solution that verify refuses (" + verdict.error +
                     ")\n  the solution: " + quoted(solution));
  }
}

void check_explanation(const Puzzle& puzzle, const Context& ctx, const Explanation& explanation) {
  if (explanation.status != Status::kSolved && explanation.status != Status::kUnsolvable) return;
  if (explanation.status == Status::kSolved) {
    const Verdict verdict = puzzle.verify(explanation.solution);
    if (!verdict.valid) {
      fail(puzzle, "explain ended at a grid that verify refuses (" + verdict.error +
                       ")\n  the grid: " + quoted(explanation.solution));
    }
  }
  const SolveResult solved = puzzle.solve(ctx, SolveOptions{});
  if (solved.status != Status::kSolved && solved.status != Status::kUnsolvable) return;
  if (explanation.status == Status::kUnsolvable) {
    if (solved.status == Status::kSolved) {
      fail(puzzle, "explain found no solution (" + explanation.error +
                       "), the native solve found\n  " + quoted(solved.solution.json()));
    }
    return;
  }
  if (solved.status == Status::kUnsolvable) {
    fail(puzzle, "explain ended solved, the native solve proved there is no solution (" +
                     solved.error + ")\n  explain's grid: " + quoted(explanation.solution));
  }
  const Json& grid = solved.solution.json();
  if (grid == explanation.solution) return;
  // Another grid is right when there are several solutions.
  const CountResult two = puzzle.count(ctx, SolveOptions{}, 2);
  if (two.status == Status::kSolved && two.complete && two.num_solutions == BigCount(1)) {
    fail(puzzle, "explain ended at another grid than the unique solution\n  explain's grid: " +
                     quoted(explanation.solution) + "\n  the solution:   " + quoted(grid));
  }
}

}  // namespace gridlogic::self_check
