#include "puzzles/dominosa/reasoning.hpp"

#include <string>
#include <vector>

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

}  // namespace

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

Game::Solved Game::solve(const Context& ctx, uint64_t limit) const {
  CountOutcome found = count_solutions(board_, ctx, limit);
  Solved out{found.status, found.count, {}};
  if (!found.solutions.empty()) out.solution = std::move(found.solutions.front());
  return out;
}

std::optional<Deduction> Game::last_resort(const Position& position, const Solved& solved,
                                           bool one_cell, const Context& /*ctx*/) const {
  std::optional<Deduction> guess = guess_from(position, solved.solution);
  if (!guess && !one_cell && solved.solution.empty()) {
    return Deduction{
        kGuess, "no rule applies; an exhaustive search proves there is no solution", -1, {}, {}};
  }
  return guess;
}

Step Game::step(const Deduction& deduction) const {
  if (deduction.rule == kGuess && deduction.place < 0) {
    return rule_table().step(deduction.rule, deduction.text, nullptr);
  }
  Json detail = {{"level", level_name(level_of(deduction.rule))}};
  Json cells = Json::array();
  for (int c : deduction.cells) cells.push_back(names_.cell_json(c));
  detail["cells"] = std::move(cells);
  if (deduction.place >= 0) {
    detail["place"] = names_.edge_json(deduction.place);
    detail["domino"] = names_.domino_text(names_.graph().edges[deduction.place].domino);
  }
  Json removes = Json::array();
  for (int e : deduction.removes) removes.push_back(names_.edge_json(e));
  detail["remove"] = std::move(removes);
  return rule_table().step(deduction.rule, deduction.text, std::move(detail));
}

Json Game::values(const Position& position, const Solved& /*solved*/) const {
  if (!position.solved()) return nullptr;
  const Graph& graph = position.graph();
  Partners partner(static_cast<size_t>(graph.cells));
  for (int c = 0; c < graph.cells; ++c) partner[c] = position.other(position.cover(c), c);
  return solution_to_json(board_, partner);
}

std::string Game::mistake(const Player& player, const Solved& solved, const Context& /*ctx*/,
                          Json& cells) const {
  // Against the solution only when it is the only one: another solution may use the domino.
  return find_mistake(board_, player, solved.count == 1 ? solved.solution : Partners{}, cells);
}

std::unique_ptr<Game::Position> Game::position(const Player& player, const Solved& /*solved*/,
                                               const Context& /*ctx*/) const {
  auto ladder = std::make_unique<Ladder>(board_);
  for (int cell = 0; cell < board_.cell_count(); ++cell) {
    const int to = player.points[static_cast<size_t>(cell)];
    if (to > cell) ladder->take(edge_between(ladder->graph(), cell, to));
  }
  for (const auto& [a, b] : player.ruled_out) {
    const int e = edge_between(ladder->graph(), a, b);
    if (ladder->open_edge(e)) ladder->rule_out(e);
  }
  return ladder;
}

reasoning::NextStep Game::next_step(const Deduction& deduction, const Player& /*player*/) const {
  reasoning::NextStep out;
  std::vector<int> cells = deduction.cells;
  if (cells.empty() && deduction.place >= 0) {
    cells = {names_.graph().edges[deduction.place].a, names_.graph().edges[deduction.place].b};
  }
  std::vector<std::string> names;
  for (int c : cells) {
    names.push_back(names_.cell_text(c));
    out.region_cells.push_back(names_.cell_json(c));
  }
  out.region = names.empty() ? "the whole board" : reasoning::listed(names);
  out.step = step(deduction);
  if (deduction.place >= 0) {
    out.answer = "place " + names_.edge_text(deduction.place);
    out.changes.place.push_back(names_.edge_json(deduction.place));
  }
  for (int e : deduction.removes) {
    out.answer += (out.answer.empty() ? "rule out " : ", rule out ") + names_.edge_text(e);
    out.changes.remove.push_back(names_.edge_json(e));
  }
  return out;
}

}  // namespace gridlogic::dominosa
