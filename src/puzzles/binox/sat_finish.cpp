#include "puzzles/binox/sat_finish.hpp"

#include <algorithm>
#include <bit>
#include <unordered_map>
#include <vector>

#include "engines/sat/cnf.hpp"
#include "engines/sat/solver.hpp"

namespace gridlogic::binox {
namespace {

using sat::Lit;

/// The cells of line `id` (rows first, then columns) as indices into board.cells.
size_t cell_index(const Board& b, int id, int p) {
  return id < b.rows ? static_cast<size_t>(id) * b.cols + p
                     : static_cast<size_t>(p) * b.cols + (id - b.rows);
}
int line_length(const Board& b, int id) {
  return id < b.rows ? b.cols : b.rows;
}

}  // namespace

uint64_t sat_finish_size(const Board& board) {
  uint64_t total = 0;
  for (int id = 0; id < board.rows + board.cols; ++id) {
    const int n = line_length(board, id);
    uint64_t open = 0;
    for (int p = 0; p < n; ++p) open += board.cells[cell_index(board, id, p)] == Cell::kEmpty;
    // A totalizer over k inputs cut at the need: about k log2 k nodes, each with clauses up to
    // the need's size; k * k bounds it. Three-cell windows: at most 6 literals per open cell.
    total += open * open + 6 * open;
  }
  return total;
}

SatFinish sat_finish(const Board& board, const Context& ctx, uint64_t max_literals) {
  SatFinish out;
  if (sat_finish_size(board) > max_literals) {
    out.too_large = true;
    return out;
  }
  const int rows = board.rows, cols = board.cols;
  sat::Cnf cnf;
  std::vector<Lit> var(board.cells.size(), 0);
  for (size_t k = 0; k < board.cells.size(); ++k) {
    if (board.cells[k] == Cell::kEmpty) {
      // var[k] is the literal "cell k is X". On odd (r + c) it is a negated variable, so the
      // solver's default phase (true) starts from the checkerboard, which is balanced and has no
      // three in a row anywhere: the search starts next to a solution instead of from all X.
      const size_t r = k / static_cast<size_t>(board.cols), c = k % static_cast<size_t>(board.cols);
      var[k] = (r + c) % 2 == 0 ? cnf.new_var() : -cnf.new_var();
    }
  }
  // The literal "cell k is X": a variable, or nullopt-like 0 with the fixed value aside.
  auto fixed = [&](size_t k) { return board.cells[k]; };
  for (int id = 0; id < rows + cols; ++id) {
    const int n = line_length(board, id);
    int need = n / 2;
    std::vector<Lit> open;
    for (int p = 0; p < n; ++p) {
      const size_t k = cell_index(board, id, p);
      if (fixed(k) == Cell::kX) --need;
      if (fixed(k) == Cell::kEmpty) open.push_back(var[k]);
    }
    for (int p = 0; p + 2 < n; ++p) {
      const size_t k[3] = {cell_index(board, id, p), cell_index(board, id, p + 1),
                           cell_index(board, id, p + 2)};
      for (Cell colour : {Cell::kX, Cell::kO}) {
        std::vector<Lit> clause;
        bool possible = true;  // could the window be three of `colour`?
        for (size_t q : k) {
          if (fixed(q) == Cell::kEmpty)
            clause.push_back(colour == Cell::kX ? -var[q] : var[q]);
          else if (fixed(q) != colour)
            possible = false;
        }
        if (possible && !clause.empty()) cnf.add_clause(clause);
        if (possible && clause.empty()) {
          out.status = Status::kUnsolvable;  // three fixed equal cells
          return out;
        }
      }
    }
    if (need < 0 || need > static_cast<int>(open.size())) {
      out.status = Status::kUnsolvable;
      return out;
    }
    if (open.empty()) continue;
    if (need == 0) {
      for (Lit l : open) cnf.add_unit(-l);
    } else if (need == static_cast<int>(open.size())) {
      for (Lit l : open) cnf.add_unit(l);
    } else {
      cnf.exactly_k(open, need, sat::CardEncoding::kTotalizer);
    }
  }
  sat::Solver solver(cnf);
  Board grid = board;
  for (int round = 0;; ++round) {
    const sat::SatStatus st = solver.solve(ctx);
    if (st == sat::SatStatus::kTimeout) return out;
    if (st == sat::SatStatus::kUnsat) {
      out.status = Status::kUnsolvable;
      return out;
    }
    for (size_t k = 0; k < grid.cells.size(); ++k) {
      if (var[k] != 0) grid.cells[k] = solver.value(var[k]) ? Cell::kX : Cell::kO;
    }
    // Equal lines of one orientation, found by hashing the lines of the model.
    bool any_equal = false;
    for (int orientation = 0; orientation < 2; ++orientation) {
      const int begin = orientation == 0 ? 0 : rows;
      const int end = orientation == 0 ? rows : rows + cols;
      std::unordered_map<std::string, int> seen;
      for (int id = begin; id < end; ++id) {
        const int n = line_length(grid, id);
        std::string key(static_cast<size_t>(n), '.');
        for (int p = 0; p < n; ++p)
          key[static_cast<size_t>(p)] = to_char(grid.cells[cell_index(grid, id, p)]);
        auto [it, inserted] = seen.emplace(std::move(key), id);
        if (inserted) continue;
        any_equal = true;
        // Lines it->second and id must differ somewhere both could differ.
        const int a = it->second;
        std::vector<Lit> some;
        for (int p = 0; p < n; ++p) {
          const size_t ka = cell_index(board, a, p), kb = cell_index(board, id, p);
          const Cell fa = board.cells[ka], fb = board.cells[kb];
          if (fa != Cell::kEmpty && fb != Cell::kEmpty) continue;  // equal here in every model
          if (fa != Cell::kEmpty) {
            some.push_back(fa == Cell::kX ? -var[kb] : var[kb]);
          } else if (fb != Cell::kEmpty) {
            some.push_back(fb == Cell::kX ? -var[ka] : var[ka]);
          } else {
            const Lit d = cnf.new_var();
            solver.add_clause({-d, var[ka], var[kb]});
            solver.add_clause({-d, -var[ka], -var[kb]});
            some.push_back(d);
          }
        }
        solver.add_clause(some);  // empty: the two lines are equal in every completion
      }
    }
    if (!any_equal) {
      out.status = Status::kSolved;
      out.solution = std::move(grid);
      return out;
    }
  }
}

}  // namespace gridlogic::binox
