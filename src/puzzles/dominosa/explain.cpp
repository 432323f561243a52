// Dominosa explanations. The method is in explain.hpp; the rules are in ladder*.cpp.
#include "puzzles/dominosa/explain.hpp"

#include "puzzles/dominosa/rules.hpp"
#include "puzzles/dominosa/solver.hpp"

namespace gridlogic::dominosa {

Step step_of(const Ladder& ladder, const Deduction& deduction) {
  Json detail = {{"level", level_name(level_of(deduction.rule))}};
  Json cells = Json::array();
  for (int c : deduction.cells) cells.push_back(ladder.cell_json(c));
  detail["cells"] = std::move(cells);
  if (deduction.place >= 0) {
    detail["place"] = ladder.edge_json(deduction.place);
    detail["domino"] = ladder.domino_text(ladder.graph().edges[deduction.place].domino);
  }
  Json removes = Json::array();
  for (int e : deduction.removes) removes.push_back(ladder.edge_json(e));
  detail["remove"] = std::move(removes);
  return rule_table().step(deduction.rule, deduction.text, std::move(detail));
}

std::optional<Deduction> guess_from(const Ladder& ladder, const Partners& solution) {
  if (solution.empty()) return std::nullopt;
  const Graph& graph = ladder.graph();
  int best = -1;
  size_t best_count = 5;
  for (int c = 0; c < graph.cells; ++c) {
    if (ladder.cover(c) >= 0) continue;
    const size_t n = ladder.live_at_cell(c).size();
    if (n < best_count) {
      best_count = n;
      best = c;
    }
  }
  if (best < 0) return std::nullopt;
  for (int f : ladder.live_at_cell(best)) {
    if (ladder.other(f, best) != solution[best]) continue;
    return Deduction{kGuess,
                     "place " + ladder.edge_text(f) + ": no rule applies; branching on " +
                         ladder.cell_text(best) + " (" + std::to_string(best_count) +
                         " choices), the search's solution pairs it with " +
                         ladder.cell_text(solution[best]),
                     f,
                     {},
                     {best}};
  }
  return std::nullopt;
}

Explanation explain_board(const Board& board, const Context& ctx) {
  Explanation out;
  auto timeout = [&out] {
    out.status = Status::kTimeout;
    out.error = "the time limit was reached while explaining";
    return std::move(out);
  };
  const CountOutcome found = count_solutions(board, ctx, 1);
  if (found.status == Status::kTimeout) return timeout();
  const Partners solution = found.solutions.empty() ? Partners{} : found.solutions.front();
  Ladder ladder(board);
  while (!ladder.solved()) {
    if (ctx.expired()) return timeout();
    std::optional<Deduction> next = ladder.next();
    if (!next) next = guess_from(ladder, solution);
    if (!next) {
      out.steps.push_back(rule_table().step(
          kGuess, "no rule applies; an exhaustive search proves there is no solution", nullptr));
      break;
    }
    out.steps.push_back(step_of(ladder, *next));
    if (next->rule == kNoPlaceLeft) break;
    ladder.apply(*next);
  }
  if (ladder.solved()) {
    out.status = Status::kSolved;
    Partners partner(static_cast<size_t>(ladder.graph().cells));
    for (int c = 0; c < ladder.graph().cells; ++c) partner[c] = ladder.other(ladder.cover(c), c);
    out.solution = solution_to_json(board, partner);
  } else {
    out.status = Status::kUnsolvable;
    out.error = "no tiling uses every domino of the set exactly once";
  }
  return out;
}

}  // namespace gridlogic::dominosa
