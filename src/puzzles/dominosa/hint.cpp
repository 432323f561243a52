#include "puzzles/dominosa/hint.hpp"

#include "puzzles/dominosa/explain.hpp"
#include "puzzles/dominosa/ladder.hpp"
#include "puzzles/dominosa/position.hpp"
#include "puzzles/dominosa/solver.hpp"

namespace gridlogic::dominosa {

namespace {

// The edge joining two neighbouring cells.
int edge_between(const Graph& graph, int a, int b) {
  for (int f : graph.cell_edges[a]) {
    if (f >= 0 && (graph.edges[f].a == b || graph.edges[f].b == b)) return f;
  }
  return -1;
}

std::string nudge_of(const Ladder& ladder, const Deduction& deduction) {
  constexpr size_t kShown = 4;  // a nudge points, it does not list a whole region
  std::string where;
  for (size_t i = 0; i < deduction.cells.size() && i < kShown; ++i) {
    where += (where.empty() ? "" : ", ") + ladder.cell_text(deduction.cells[i]);
  }
  if (deduction.cells.size() > kShown) {
    where += " and " + std::to_string(deduction.cells.size() - kShown) + " more cells";
  }
  const std::string rule(rule_table().at(deduction.rule).name);
  if (where.empty()) return "the rule \"" + rule + "\" applies";
  return "look at " + where + ": the rule \"" + rule + "\" applies";
}

std::string answer_of(const Ladder& ladder, const Deduction& deduction) {
  std::string out;
  if (deduction.place >= 0) out = "place " + ladder.edge_text(deduction.place);
  for (int e : deduction.removes) {
    out += (out.empty() ? "rule out " : ", ") + ladder.edge_text(e);
  }
  return out;
}

}  // namespace

Hint hint_board(const Board& board, const Context& ctx, const Json& progress, HintDepth depth) {
  const PlayerPosition position = read_position(board, progress);
  Hint out;
  const CountOutcome found = count_solutions(board, ctx, 2);
  if (found.status == Status::kTimeout) {
    out.status = Status::kTimeout;
    out.error = "the time limit was reached";
    return out;
  }
  if (found.count == 0) {
    out.status = Status::kUnsolvable;
    out.error = "the puzzle has no solution";
    return out;
  }
  out.status = Status::kSolved;
  // Against the solution only when it is the only one: another solution may use the domino.
  const Partners solution = found.count == 1 ? found.solutions.front() : Partners{};
  out.mistake = find_mistake(board, position, solution, out.mistake_cells);
  if (!out.mistake.empty()) {
    if (depth == HintDepth::kNudge) {
      out.mistake = "there is a mistake in your position";
      out.mistake_cells = Json::array();
    }
    return out;
  }
  Ladder ladder(board);
  for (int cell = 0; cell < board.cell_count(); ++cell) {
    const int to = position.points[static_cast<size_t>(cell)];
    if (to > cell) ladder.take(edge_between(ladder.graph(), cell, to));
  }
  for (const auto& [a, b] : position.ruled_out) {
    const int e = edge_between(ladder.graph(), a, b);
    if (ladder.open_edge(e)) ladder.rule_out(e);
  }
  if (ladder.solved()) {
    out.solved = true;
    return out;
  }
  std::optional<Deduction> next = ladder.next();
  if (!next) next = guess_from(ladder, found.solutions.front());
  if (!next) {
    out.status = Status::kUnsolvable;
    out.error = "no step leads on from this position";
    return out;
  }
  out.nudge = nudge_of(ladder, *next);
  if (depth != HintDepth::kNudge) out.step = step_of(ladder, *next);
  if (depth == HintDepth::kAnswer) out.answer = answer_of(ladder, *next);
  return out;
}

}  // namespace gridlogic::dominosa
