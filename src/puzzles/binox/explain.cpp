// The walk (cheapest deduction, apply, repeat) and its steps as an explanation.
#include "puzzles/binox/explain.hpp"

#include <string>

#include "puzzles/binox/solver.hpp"

namespace gridlogic::binox {
namespace {

/// The first open cell, its value from the solution.
Deduction guess(const Board& board, const Board& solution) {
  for (int r = 0; r < board.rows; ++r) {
    for (int c = 0; c < board.cols; ++c) {
      if (board.at(r, c) != Cell::kEmpty) continue;
      return Deduction{BinoxRule::kGuess,
                       {{r, c}},
                       {{r, c, solution.at(r, c)}},
                       {},
                       "no rule applies; taken from the solution"};
    }
  }
  return Deduction{};  // unreachable: the caller asks only while a cell is open
}

}  // namespace

Walk walk_board(const Board& puzzle, const Context& ctx) {
  Walk out;
  out.end = puzzle;
  const SearchResult solved = search(puzzle, ctx, SearchOptions{});
  if (solved.status != Status::kSolved) {
    out.status = solved.status;
    out.error = solved.status == Status::kUnsolvable ? "the puzzle has no solution"
                                                     : "the time limit stopped the search";
    return out;
  }
  LadderPosition position(puzzle, ctx);
  while (position.open() > 0) {
    std::optional<Deduction> d = next_deduction(position, ctx);
    if (ctx.expired()) {
      out.status = Status::kTimeout;
      out.error = "the time limit stopped the explanation";
      out.end = position.board();
      return out;
    }
    if (!d) d = guess(position.board(), *solved.first);
    position.apply(*d);
    out.steps.push_back(std::move(*d));
  }
  out.end = position.board();
  return out;
}

Step to_step(const Deduction& d) {
  Json cells = Json::array();
  for (const CellRef& c : d.cells) cells.push_back(Json::array({c.row, c.col}));
  Json placements = Json::array();
  for (const Placement& p : d.placements) {
    placements.push_back(Json::array({p.row, p.col, std::string(1, to_char(p.value))}));
  }
  Json detail = {{"cells", std::move(cells)},
                 {"placements", std::move(placements)},
                 {"lines", d.lines},
                 {"rating", base_rating(d.rule)}};
  return binox_rules().step(static_cast<size_t>(d.rule),
                            placements_text(d.placements) + ": " + d.reason, std::move(detail));
}

Explanation explain_board(const Board& puzzle, const Context& ctx) {
  Explanation out;
  Walk walk = walk_board(puzzle, ctx);
  out.status = walk.status;
  out.error = walk.error;
  for (const Deduction& d : walk.steps) out.steps.push_back(to_step(d));
  out.solution = to_rows(walk.end);
  return out;
}

}  // namespace gridlogic::binox
