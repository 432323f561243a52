// Explanation: apply the rule table one cell at a time. Each rule scans rows then columns and
// reports the first cell it can fill, so the steps read in a natural order.
#include "puzzles/binox/explain.hpp"

#include <optional>

#include "puzzles/binox/line_analysis.hpp"
#include "puzzles/binox/solver.hpp"

namespace gridlogic::binox {
namespace {

/// A view of one line of a board (a row or a column) by index along it.
struct LineView {
  Board* board;
  bool is_row;
  int index;
  [[nodiscard]] int size() const { return is_row ? board->cols : board->rows; }
  [[nodiscard]] Cell get(int i) const { return is_row ? board->at(index, i) : board->at(i, index); }
  [[nodiscard]] int row(int i) const { return is_row ? index : i; }
  [[nodiscard]] int col(int i) const { return is_row ? i : index; }
  [[nodiscard]] std::string name() const {
    return (is_row ? "row " : "col ") + std::to_string(index);
  }
};

struct Deduction {
  int rule = 0;
  int row = 0, col = 0;
  Cell value = Cell::kEmpty;
  std::string reason;
};

std::string sym(Cell v) {
  return std::string(1, to_char(v));
}

template <class Fn>
std::optional<Deduction> each_line(Board& board, const Fn& fn) {
  for (int r = 0; r < board.rows; ++r) {
    if (auto d = fn(LineView{&board, true, r})) return d;
  }
  for (int c = 0; c < board.cols; ++c) {
    if (auto d = fn(LineView{&board, false, c})) return d;
  }
  return std::nullopt;
}

std::optional<Deduction> find_pair(Board& board) {
  return each_line(board, [](const LineView& l) -> std::optional<Deduction> {
    for (int i = 0; i + 1 < l.size(); ++i) {
      Cell v = l.get(i);
      if (v == Cell::kEmpty || l.get(i + 1) != v) continue;
      for (int j : {i - 1, i + 2}) {
        if (j >= 0 && j < l.size() && l.get(j) == Cell::kEmpty) {
          return Deduction{0, l.row(j), l.col(j), opposite(v),
                           "pair " + sym(v) + sym(v) + " beside it in " + l.name()};
        }
      }
    }
    return std::nullopt;
  });
}

std::optional<Deduction> find_sandwich(Board& board) {
  return each_line(board, [](const LineView& l) -> std::optional<Deduction> {
    for (int i = 0; i + 2 < l.size(); ++i) {
      Cell v = l.get(i);
      if (v != Cell::kEmpty && l.get(i + 2) == v && l.get(i + 1) == Cell::kEmpty) {
        return Deduction{1, l.row(i + 1), l.col(i + 1), opposite(v),
                         "between two " + sym(v) + " in " + l.name()};
      }
    }
    return std::nullopt;
  });
}

std::optional<Deduction> find_balance(Board& board) {
  return each_line(board, [](const LineView& l) -> std::optional<Deduction> {
    int nx = 0, no = 0, first_empty = -1;
    for (int i = 0; i < l.size(); ++i) {
      nx += l.get(i) == Cell::kX;
      no += l.get(i) == Cell::kO;
      if (l.get(i) == Cell::kEmpty && first_empty < 0) first_empty = i;
    }
    if (first_empty < 0) return std::nullopt;
    for (Cell full : {Cell::kX, Cell::kO}) {
      if ((full == Cell::kX ? nx : no) * 2 == l.size()) {
        return Deduction{
            2, l.row(first_empty), l.col(first_empty), opposite(full),
            l.name() + " already holds its " + std::to_string(l.size() / 2) + " " + sym(full)};
      }
    }
    return std::nullopt;
  });
}

std::optional<Deduction> find_line_analysis(Board& board, LineAnalyzer& analyzer) {
  return each_line(board, [&](const LineView& l) -> std::optional<Deduction> {
    const int n = l.size();
    const int words = (n + 63) / 64;
    std::vector<uint64_t> x(static_cast<size_t>(words), 0), o(x), fx(x), fo(x);
    bool open = false;
    for (int i = 0; i < n; ++i) {
      if (l.get(i) == Cell::kX) x[i >> 6] |= uint64_t{1} << (i & 63);
      if (l.get(i) == Cell::kO) o[i >> 6] |= uint64_t{1} << (i & 63);
      open = open || l.get(i) == Cell::kEmpty;
    }
    if (!open || !analyzer.analyze(x.data(), o.data(), n, fx.data(), fo.data()))
      return std::nullopt;
    for (int i = 0; i < n; ++i) {
      bool force_x = (fx[i >> 6] >> (i & 63)) & 1U;
      bool force_o = (fo[i >> 6] >> (i & 63)) & 1U;
      if (force_x || force_o) {
        Cell v = force_x ? Cell::kX : Cell::kO;
        return Deduction{3, l.row(i), l.col(i), v,
                         "every way to complete " + l.name() + " without three in a row and with " +
                             std::to_string(n / 2) + " of each puts " + sym(v) + " here"};
      }
    }
    return std::nullopt;
  });
}

std::optional<Deduction> find_distinct(Board& board) {
  return each_line(board, [&](const LineView& l) -> std::optional<Deduction> {
    const int n = l.size();
    std::vector<int> empties;
    for (int i = 0; i < n && empties.size() <= 2; ++i) {
      if (l.get(i) == Cell::kEmpty) empties.push_back(i);
    }
    if (empties.size() != 2) return std::nullopt;
    const int count = l.is_row ? board.rows : board.cols;
    for (int k = 0; k < count; ++k) {
      LineView other{&board, l.is_row, k};
      bool complete = true, agrees = true;
      for (int i = 0; i < n && complete && agrees; ++i) {
        complete = other.get(i) != Cell::kEmpty;
        agrees = l.get(i) == Cell::kEmpty || l.get(i) == other.get(i);
      }
      if (!complete || !agrees || other.get(empties[0]) == other.get(empties[1])) continue;
      int i = empties[0];
      return Deduction{4, l.row(i), l.col(i), opposite(other.get(i)),
                       "otherwise " + l.name() + " would equal " + other.name()};
    }
    return std::nullopt;
  });
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
          return Deduction{5, r, c, opposite(v),
                           sym(v) + " here would lead, by the rules above, to a broken rule"};
        }
      }
    }
  }
  return std::nullopt;
}

}  // namespace

Explanation explain(const Board& puzzle, const Context& ctx) {
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
  Board board = puzzle;
  LineAnalyzer analyzer;
  size_t open = board.cells.size() - board.num_givens();
  while (open > 0) {
    if (ctx.expired()) {
      out.status = Status::kTimeout;
      out.error = "the time limit stopped the explanation";
      out.solution = to_rows(board);
      return out;
    }
    std::optional<Deduction> d = find_pair(board);
    if (!d) d = find_sandwich(board);
    if (!d) d = find_balance(board);
    if (!d) d = find_line_analysis(board, analyzer);
    if (!d) d = find_distinct(board);
    if (!d) d = find_contradiction(board, ctx);
    if (!d) {
      // First empty cell, value from the solution.
      for (size_t i = 0; i < board.cells.size() && !d; ++i) {
        if (board.cells[i] != Cell::kEmpty) continue;
        int r = static_cast<int>(i / static_cast<size_t>(board.cols));
        int c = static_cast<int>(i % static_cast<size_t>(board.cols));
        d = Deduction{6, r, c, solution.at(r, c), "no rule applies; taken from the solution"};
      }
    }
    board.at(d->row, d->col) = d->value;
    --open;
    Step step;
    step.rule = std::string(kRules[d->rule].name);
    step.difficulty = d->rule;
    step.text = "row " + std::to_string(d->row) + ", col " + std::to_string(d->col) + " = " +
                sym(d->value) + ": " + d->reason;
    step.detail = {{"row", d->row}, {"col", d->col}, {"value", sym(d->value)}};
    out.steps.push_back(std::move(step));
  }
  out.status = Status::kSolved;
  out.solution = to_rows(board);
  return out;
}

}  // namespace gridlogic::binox
