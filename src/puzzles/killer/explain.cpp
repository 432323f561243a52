#include "puzzles/killer/explain.hpp"

#include <vector>

#include "puzzles/killer/solver.hpp"

namespace gridlogic::killer {

namespace {

using human::Deduction;
using human::Position;

Grid values_of(const Position& position) {
  Grid grid(static_cast<size_t>(position.cells()));
  for (int cell = 0; cell < position.cells(); ++cell)
    grid[static_cast<size_t>(cell)] = position.value(cell);
  return grid;
}

}  // namespace

Json cell_json(const Board& board, int cell) {
  return Json::array({board.row(cell), board.col(cell)});
}

bool ladder_unique(const Board& board, const Uniqueness& unique) {
  return unique.count == 1 && board.classic();
}

Step to_step(const Board& board, const Deduction& deduction) {
  Json placements = Json::array();
  for (const auto& [cell, digit] : deduction.placements) {
    placements.push_back(Json::array({board.row(cell), board.col(cell), digit}));
  }
  Json eliminations = Json::array();
  for (const auto& [cell, digit] : deduction.eliminations) {
    eliminations.push_back(Json::array({board.row(cell), board.col(cell), digit}));
  }
  Json cells = Json::array();
  for (int cell : deduction.cells) cells.push_back(cell_json(board, cell));
  Json detail = {{"placements", std::move(placements)},
                 {"eliminations", std::move(eliminations)},
                 {"cells", std::move(cells)},
                 {"rating", deduction.rating}};
  return human::ladder_table().step(deduction.rule, deduction.text, std::move(detail));
}

Step search_step() {
  const RuleTable& table = human::ladder_table();
  const size_t search = table.size() - 1;
  return table.step(search, std::string(table.at(search).name) + " (" +
                                std::string(table.at(search).summary) + "): the remaining cells");
}

Uniqueness uniqueness(const Board& board, const Context& ctx) {
  const CountOutcome found = count_solutions(board, ctx, 2);
  Uniqueness out;
  out.status = found.status;
  out.count = found.count;
  out.solution = found.first;
  return out;
}

std::optional<Stop> cannot_walk(const Uniqueness& unique) {
  if (unique.status == Status::kTimeout)
    return Stop{Status::kTimeout, "the time limit was reached"};
  if (unique.count == 0) {
    return Stop{Status::kUnsolvable, "no grid meets every rule (proved by exhaustive search)"};
  }
  return std::nullopt;
}

Explanation explain_board(const Board& board, const Context& ctx) {
  Explanation out;
  const Uniqueness unique = uniqueness(board, ctx);
  if (const std::optional<Stop> stop = cannot_walk(unique)) {
    out.status = stop->status;
    out.error = stop->error;
    return out;
  }
  Position position(board);
  for (;;) {
    if (position.solved()) break;
    if (ctx.expired()) {
      out.status = Status::kTimeout;
      out.error = "the time limit was reached";
      out.solution = solution_to_json(board, values_of(position));
      return out;
    }
    std::optional<Deduction> step = human::next_deduction(position, ladder_unique(board, unique));
    if (!step) {
      out.steps.push_back(search_step());
      out.status = Status::kSolved;
      out.solution = solution_to_json(board, unique.solution);
      return out;
    }
    human::apply(position, *step);
    out.steps.push_back(to_step(board, *step));
  }
  out.status = Status::kSolved;
  out.solution = solution_to_json(board, values_of(position));
  return out;
}

}  // namespace gridlogic::killer
