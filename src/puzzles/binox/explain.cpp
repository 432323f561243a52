// Explanation: walk binox's rule table one cell at a time. Each line rule asks the solver's
// propagation what that rule alone forces on each line, rows then columns, and takes the first
// cell of the first line it forces, so the steps read in a natural order.
//
// The distinct-lines rule is offered only lines with two open cells: there a person sees that
// the line would copy a complete line, while the solver's wider enumeration (up to eight open
// cells) is no step a person follows. Contradiction is the solver's propagation run on each
// value of each empty cell in turn; guess takes the value from the solution found by search.
#include "puzzles/binox/explain.hpp"

#include <bit>
#include <optional>
#include <string>

#include "puzzles/binox/rules.hpp"
#include "puzzles/binox/solver.hpp"
#include "puzzles/binox/solver_state.hpp"

namespace gridlogic::binox {
namespace {

struct Deduction {
  BinoxRule rule = BinoxRule::kGuess;
  int row = 0, col = 0;
  Cell value = Cell::kEmpty;
  std::string reason;
};

std::string sym(Cell v) {
  return std::string(1, to_char(v));
}

std::string line_name(const Solver& state, int id) {
  const bool is_row = id < state.rows();
  return (is_row ? "row " : "col ") + std::to_string(is_row ? id : id - state.rows());
}

int line_length(const Solver& state, int id) {
  return id < state.rows() ? state.cols() : state.rows();
}

/// Why `rule` forced `value` on line `id`; `witness` is the complete line distinct lines read.
std::string reason(const Solver& state, BinoxRule rule, int id, Cell value, int witness) {
  const std::string line = line_name(state, id);
  const Cell other = opposite(value);
  const int n = line_length(state, id);
  switch (rule) {
    case BinoxRule::kPair:
      return "pair " + sym(other) + sym(other) + " beside it in " + line;
    case BinoxRule::kSandwich:
      return "between two " + sym(other) + " in " + line;
    case BinoxRule::kBalance:
      return line + " already holds its " + std::to_string(n / 2) + " " + sym(other);
    case BinoxRule::kLineAnalysis:
      return "every way to complete " + line + " without three in a row and with " +
             std::to_string(n / 2) + " of each puts " + sym(value) + " here";
    default:
      return "otherwise " + line + " would equal " + line_name(state, witness);
  }
}

/// The first cell `rule` forces, scanning the lines rows first, each from its start.
std::optional<Deduction> first_forced(Solver& state, BinoxRule rule) {
  uint64_t to_x[kMaxWords], to_o[kMaxWords];
  for (int id = 0; id < state.num_lines(); ++id) {
    const int open = state.open_in(id);
    if (open == 0 || (rule == BinoxRule::kDistinctLines && open != 2)) continue;
    int witness = -1;
    if (!state.line_forced(rule, id, to_x, to_o, &witness)) continue;
    for (int w = 0; w < words_for(line_length(state, id)); ++w) {
      const uint64_t forced = to_x[w] | to_o[w];
      if (forced == 0) continue;
      const int i = w * 64 + std::countr_zero(forced);
      const Cell value = ((to_x[w] >> (i & 63)) & 1U) != 0 ? Cell::kX : Cell::kO;
      Deduction d{rule, 0, 0, value, reason(state, rule, id, value, witness)};
      state.cell_of(id, i, d.row, d.col);
      return d;
    }
  }
  return std::nullopt;
}

std::optional<Deduction> find_contradiction(Board& board, const Context& ctx) {
  for (int r = 0; r < board.rows; ++r) {
    for (int c = 0; c < board.cols; ++c) {
      if (board.at(r, c) != Cell::kEmpty) continue;
      for (Cell v : {Cell::kX, Cell::kO}) {
        if (ctx.expired()) return std::nullopt;
        board.at(r, c) = v;
        bool dead = !propagate_only(board, ctx).has_value();
        board.at(r, c) = Cell::kEmpty;
        if (dead) {
          return Deduction{BinoxRule::kContradiction, r, c, opposite(v),
                           sym(v) + " here would lead, by the rules above, to a broken rule"};
        }
      }
    }
  }
  return std::nullopt;
}

/// The first empty cell, its value from the solution.
Deduction guess(const Board& board, const Board& solution) {
  for (size_t i = 0; i < board.cells.size(); ++i) {
    if (board.cells[i] != Cell::kEmpty) continue;
    int r = static_cast<int>(i / static_cast<size_t>(board.cols));
    int c = static_cast<int>(i % static_cast<size_t>(board.cols));
    return Deduction{BinoxRule::kGuess, r, c, solution.at(r, c),
                     "no rule applies; taken from the solution"};
  }
  return Deduction{};  // unreachable: the caller asks only while a cell is open
}

/// The cheapest deduction the position allows.
Deduction next_deduction(Solver& state, Board& board, const Board& solution, const Context& ctx) {
  for (BinoxRule rule : {BinoxRule::kPair, BinoxRule::kSandwich, BinoxRule::kBalance,
                         BinoxRule::kLineAnalysis, BinoxRule::kDistinctLines}) {
    if (std::optional<Deduction> d = first_forced(state, rule)) return *d;
  }
  if (std::optional<Deduction> d = find_contradiction(board, ctx)) return *d;
  return guess(board, solution);
}

}  // namespace

Explanation explain_board(const Board& puzzle, const Context& ctx) {
  Explanation out;
  SearchResult solved = search(puzzle, ctx, SearchOptions{});
  if (solved.status != Status::kSolved) {
    out.status = solved.status;
    out.error = solved.status == Status::kUnsolvable ? "the puzzle has no solution"
                                                     : "the time limit stopped the search";
    out.solution = to_rows(puzzle);
    return out;
  }
  const Board& solution = *solved.first;
  const RuleTable& rules = binox_rules();
  Board board = puzzle;
  // The position as the propagation sees it: each step is assigned here too, never propagated.
  Solver state(puzzle, ctx, SearchOptions{});
  size_t open = board.cells.size() - board.num_givens();
  while (open > 0) {
    if (ctx.expired()) {
      out.status = Status::kTimeout;
      out.error = "the time limit stopped the explanation";
      out.solution = to_rows(board);
      return out;
    }
    const Deduction d = next_deduction(state, board, solution, ctx);
    board.at(d.row, d.col) = d.value;
    state.assign(d.row, d.col, d.value == Cell::kX);
    --open;
    out.steps.push_back(rules.step(static_cast<size_t>(d.rule),
                                   "row " + std::to_string(d.row) + ", col " +
                                       std::to_string(d.col) + " = " + sym(d.value) + ": " +
                                       d.reason,
                                   {{"row", d.row}, {"col", d.col}, {"value", sym(d.value)}}));
  }
  out.status = Status::kSolved;
  out.solution = to_rows(board);
  return out;
}

}  // namespace gridlogic::binox
