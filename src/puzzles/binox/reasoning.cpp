#include "puzzles/binox/reasoning.hpp"

#include <string>
#include <vector>

#include "puzzles/binox/position.hpp"
#include "puzzles/binox/solver.hpp"

namespace gridlogic::binox {
namespace {

Json placements_json(const std::vector<Placement>& placements) {
  Json out = Json::array();
  for (const Placement& p : placements) {
    out.push_back(Json::array({p.row, p.col, std::string(1, to_char(p.value))}));
  }
  return out;
}

// An entry of the position that differs from the unique solution, or "".
std::string against_solution(const Board& position, const Board& solution, Json& cells) {
  for (int r = 0; r < position.rows; ++r) {
    for (int c = 0; c < position.cols; ++c) {
      const Cell v = position.at(r, c);
      if (v != Cell::kEmpty && v != solution.at(r, c)) {
        cells.push_back(Json::array({r, c}));
        return "the symbol in " + cell_name(r, c) + " is not the one the solution has there";
      }
    }
  }
  return "";
}

}  // namespace

Game::Solved Game::solve(const Context& ctx, uint64_t limit) const {
  SearchOptions options;
  options.limit = limit;
  SearchResult found = search(board_, ctx, options);
  return Solved{found.status, found.count, std::move(found.first)};
}

std::optional<Deduction> Game::last_resort(const Position& position, const Solved& solved,
                                           bool /*one_cell*/, const Context& ctx) const {
  const Board& board = position.board();
  // Of several solutions, the one this position leads to.
  std::optional<Board> solution = solved.count == 1 ? solved.solution : std::nullopt;
  if (!solution) solution = search(board, ctx, SearchOptions{}).first;
  if (!solution) return std::nullopt;
  for (int r = 0; r < board.rows; ++r) {
    for (int c = 0; c < board.cols; ++c) {
      if (board.at(r, c) != Cell::kEmpty) continue;
      return Deduction{BinoxRule::kGuess,
                       {{r, c}},
                       {{r, c, solution->at(r, c)}},
                       {},
                       "no rule applies; taken from the solution"};
    }
  }
  return std::nullopt;
}

Step Game::step(const Deduction& d) const {
  Json cells = Json::array();
  for (const CellRef& c : d.cells) cells.push_back(Json::array({c.row, c.col}));
  Json detail = {{"cells", std::move(cells)},
                 {"placements", placements_json(d.placements)},
                 {"lines", d.lines},
                 {"rating", base_rating(d.rule)}};
  return binox_rules().step(static_cast<size_t>(d.rule),
                            placements_text(d.placements) + ": " + d.reason, std::move(detail));
}

std::string Game::mistake(const Player& player, const Solved& solved, const Context& ctx,
                          Json& cells) const {
  std::string found = broken_rule(board_, player, cells);
  if (found.empty() && solved.count == 1) found = against_solution(player, *solved.solution, cells);
  // Of several solutions, the position is wrong when it reaches none of them.
  if (found.empty() && solved.count > 1 && !search(player, ctx, SearchOptions{}).first &&
      !ctx.expired()) {
    found = "no solution completes this position";
  }
  return found;
}

reasoning::NextStep Game::next_step(const Deduction& d, const Player& /*player*/) const {
  reasoning::NextStep out;
  std::vector<std::string> names = d.lines;
  if (names.empty()) {
    for (const CellRef& c : d.cells) names.push_back(cell_name(c.row, c.col));
  }
  out.region = reasoning::listed(names);
  for (const CellRef& c : d.cells) out.region_cells.push_back(Json::array({c.row, c.col}));
  out.step = step(d);
  out.answer = "place " + placements_text(d.placements);
  out.changes.place = placements_json(d.placements);
  return out;
}

}  // namespace gridlogic::binox
