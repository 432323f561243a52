#include "puzzles/killer/reasoning.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "puzzles/killer/solver.hpp"

namespace gridlogic::killer {
namespace {

using human::Deduction;

// The rule that ends a walk the ladder could not finish (the table's last row).
constexpr auto kSearch = human::kHumanRuleCount;

Json triples(const Board& board, const std::vector<std::pair<int, int>>& entries) {
  Json out = Json::array();
  for (const auto& [cell, digit] : entries) {
    out.push_back(Json::array({board.row(cell), board.col(cell), digit}));
  }
  return out;
}

}  // namespace

Game::Solved Game::solve(const Context& ctx, uint64_t limit) const {
  if (options_.known) return *options_.known;
  const CountOutcome found = count_solutions(board_, ctx, limit);
  return Solved{found.status, found.count, found.first};
}

std::optional<Deduction> Game::next(Position& position, const Solved& solved,
                                    const Context& /*ctx*/) const {
  // Unique rectangles and the bivalue grave rest on one solution, and only a classic board's
  // twins are twins: cages can tell them apart.
  const bool unique = solved.count == 1 && board_.classic();
  return human::next_deduction(position, unique, options_.max_level);
}

std::optional<Deduction> Game::last_resort(const Position& position, const Solved& solved,
                                           bool one_cell, const Context& /*ctx*/) const {
  if (!options_.search || solved.solution.empty()) return std::nullopt;
  Deduction out;
  out.rule = kSearch;
  out.rating = human::ladder_facts().rating_of(kSearch);
  for (int cell = 0; cell < position.cells(); ++cell) {
    if (position.value(cell) != 0) continue;
    out.placements.emplace_back(cell, solved.solution[static_cast<size_t>(cell)]);
    out.cells.push_back(cell);
    if (one_cell) break;
  }
  if (out.placements.empty()) return std::nullopt;
  const std::string_view name = human::ladder_table().at(kSearch).name;
  const std::string_view summary = human::ladder_table().at(kSearch).summary;
  out.text = one_cell ? "no rule of the ladder applies here; " +
                            cell_name(board_, out.cells.front()) + " can be found by trial"
                      : std::string(name) + " (" + std::string(summary) + "): the remaining cells";
  return out;
}

double Game::open_share(const Position& position) const {
  int open = 0;
  int candidates = 0;
  for (int cell = 0; cell < position.cells(); ++cell) {
    if (position.value(cell) != 0) continue;
    ++open;
    candidates += human::mask_count(position.candidates(cell));
  }
  return open == 0 ? 0.0 : static_cast<double>(candidates) / (open * position.n());
}

Step Game::step(const Deduction& deduction) const {
  if (deduction.rule == kSearch && deduction.cells.size() != 1) {
    return human::ladder_table().step(kSearch, deduction.text);
  }
  Json cells = Json::array();
  for (int cell : deduction.cells) cells.push_back(cell_json(board_, cell));
  Json detail = {{"placements", triples(board_, deduction.placements)},
                 {"eliminations", triples(board_, deduction.eliminations)},
                 {"cells", std::move(cells)},
                 {"rating", deduction.rating}};
  return human::ladder_table().step(deduction.rule, deduction.text, std::move(detail));
}

Json Game::values(const Position& position, const Solved& /*solved*/) const {
  Grid grid(static_cast<size_t>(position.cells()));
  for (int cell = 0; cell < position.cells(); ++cell) {
    grid[static_cast<size_t>(cell)] = position.value(cell);
  }
  return solution_to_json(board_, grid);
}

std::unique_ptr<Game::Position> Game::position(const Player& player, const Solved& solved,
                                               const Context& /*ctx*/) const {
  // Marks that leave out the solution's digit (the hint's warning) are read as no marks, so
  // that no step builds on them.
  std::vector<human::Mask> marks = player.marks;
  if (solved.count == 1) {
    for (size_t cell = 0; cell < marks.size(); ++cell) {
      if ((marks[cell] & human::digit_bit(solved.solution[cell])) == 0) marks[cell] = 0;
    }
  }
  return std::make_unique<Position>(board_, player.values, marks);
}

reasoning::NextStep Game::next_step(const Deduction& deduction, const Player& player) const {
  const human::Geometry& g = human::Geometry::of(board_.n, board_.box_h, board_.box_w);
  reasoning::NextStep out;
  std::vector<std::string> names;
  if (!deduction.units.empty()) {
    for (int unit : deduction.units) {
      names.push_back(human::unit_name(g, unit));
      for (int cell : g.units[static_cast<size_t>(unit)]) {
        out.region_cells.push_back(cell_json(board_, cell));
      }
    }
  } else {
    for (int cell : deduction.cells) {
      names.push_back(cell_name(board_, cell));
      out.region_cells.push_back(cell_json(board_, cell));
    }
  }
  out.region = reasoning::listed(names);
  out.step = step(deduction);
  for (const auto& [cell, digit] : deduction.placements) {
    out.answer += (out.answer.empty() ? "" : "; ") + std::string("place ") + std::to_string(digit) +
                  " in " + cell_name(board_, cell);
  }
  // A candidate the player has written is a mark to remove; one never written is said as what
  // the cell cannot be.
  for (const auto& [cell, digit] : deduction.eliminations) {
    const bool marked = !player.marks.empty() && player.marks[static_cast<size_t>(cell)] != 0;
    out.answer +=
        (out.answer.empty() ? "" : "; ") +
        (marked ? "remove the mark " + std::to_string(digit) + " from " + cell_name(board_, cell)
                : cell_name(board_, cell) + " cannot be " + std::to_string(digit));
  }
  out.changes.place = triples(board_, deduction.placements);
  out.changes.remove = triples(board_, deduction.eliminations);
  return out;
}

size_t level_of_unique(const Board& board, const Grid& solution, const Context& ctx) {
  Game::Options options;
  options.known = Game::Solved{Status::kSolved, 1, solution};
  const Grade grade = reasoning::grade(Game(board, options), ctx);
  const auto& levels = human::ladder_levels();
  return static_cast<size_t>(std::find(levels.begin(), levels.end(), grade.level) - levels.begin());
}

std::optional<size_t> level_up_to(const Board& board, const Grid& solution, const Context& ctx,
                                  size_t cap) {
  Game::Options options;
  options.known = Game::Solved{Status::kSolved, 1, solution};
  options.max_level = cap;
  options.search = false;
  const auto walked = reasoning::walk(Game(board, options), ctx);
  if (walked.status != Status::kSolved) return std::nullopt;
  size_t level = 0;
  for (const human::Deduction& step : walked.steps) {
    level = std::max(level, human::level_index(step));
  }
  return level;
}

}  // namespace gridlogic::killer
