// Hints: a mistake first (a broken rule, then an entry against the unique solution), said without
// the answer; else the ladder's cheapest deduction from the player's position, given away as far
// as the depth asks.
#include <string>

#include "puzzles/binox/explain.hpp"
#include "puzzles/binox/position.hpp"
#include "puzzles/binox/solver.hpp"

namespace gridlogic::binox {
namespace {

std::string nudge_of(const Deduction& d) {
  std::string where;
  for (const std::string& line : d.lines) where += (where.empty() ? "" : " and ") + line;
  if (where.empty()) {
    for (const Placement& p : d.placements)
      where += (where.empty() ? "" : "; ") + cell_name(p.row, p.col);
  }
  return "look at " + where + ": a " +
         std::string(binox_rules().at(static_cast<size_t>(d.rule)).name) + " step applies";
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

Hint hint_board(const Board& puzzle, const Context& ctx, const Json& progress, HintDepth depth) {
  const Board position = read_position(puzzle, progress);
  Hint out;
  SearchOptions two;
  two.limit = 2;
  const SearchResult found = search(puzzle, ctx, two);
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
  out.mistake = broken_rule(puzzle, position, out.mistake_cells);
  if (out.mistake.empty() && found.count == 1) {
    out.mistake = against_solution(position, *found.first, out.mistake_cells);
  }
  // A puzzle with several solutions: the position is wrong when it reaches none of them.
  std::optional<Board> reachable;
  if (out.mistake.empty()) {
    const SearchResult own = search(position, ctx, SearchOptions{});
    if (own.status == Status::kTimeout) {
      out.status = Status::kTimeout;
      out.error = "the time limit was reached";
      return out;
    }
    if (own.first) {
      reachable = *own.first;
    } else {
      out.mistake = "no solution completes this position";
    }
  }
  if (!out.mistake.empty()) {
    if (depth == HintDepth::kNudge) {
      out.mistake = "there is a mistake in your grid";
      out.mistake_cells = Json::array();
    }
    return out;
  }
  if (position.complete()) {
    out.solved = true;
    return out;
  }
  LadderPosition ladder(position, ctx);
  std::optional<Deduction> d = next_deduction(ladder, ctx);
  if (ctx.expired()) {
    out.status = Status::kTimeout;
    out.error = "the time limit was reached";
    return out;
  }
  if (!d) {
    // Beyond the ladder: one cell of the solution.
    for (size_t i = 0; i < position.cells.size() && !d; ++i) {
      if (position.cells[i] != Cell::kEmpty) continue;
      const int r = static_cast<int>(i / static_cast<size_t>(position.cols));
      const int c = static_cast<int>(i % static_cast<size_t>(position.cols));
      d = Deduction{BinoxRule::kGuess,
                    {{r, c}},
                    {{r, c, reachable->at(r, c)}},
                    {},
                    "no rule applies; taken from the solution"};
    }
    out.nudge = "no rule of the ladder applies here; " +
                cell_name(d->cells[0].row, d->cells[0].col) + " can be found by trial";
  } else {
    out.nudge = nudge_of(*d);
  }
  if (depth != HintDepth::kNudge) out.step = to_step(*d);
  if (depth == HintDepth::kAnswer) out.answer = "place " + placements_text(d->placements);
  return out;
}

}  // namespace gridlogic::binox
