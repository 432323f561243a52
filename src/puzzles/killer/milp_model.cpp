// Killer Sudoku: candidates, digit sets, and the documents' MILP x[i][j][k].
#include <bit>

#include "puzzles/killer/engine_encoding.hpp"

namespace gridlogic::killer::engine {

std::vector<uint32_t> digit_sets(int n, int size, int sum) {
  std::vector<uint32_t> out;
  if (size < 1 || size > n) return out;
  for (uint32_t mask = 1; mask < (1u << n); ++mask) {
    if (std::popcount(mask) != size) continue;
    int total = 0;
    for (int d = 1; d <= n; ++d) total += (mask >> (d - 1) & 1) ? d : 0;
    if (total == sum) out.push_back(mask);
  }
  return out;
}

std::vector<uint32_t> candidate_masks(const Board& board, bool prune) {
  const int n = board.n;
  const uint32_t all = (1u << n) - 1;
  std::vector<uint32_t> mask(static_cast<size_t>(board.cells()), all);
  if (!prune) return mask;
  std::vector<int> cage_of(static_cast<size_t>(board.cells()), -1);
  for (size_t i = 0; i < board.cages.size(); ++i) {
    uint32_t allowed = 0;
    for (uint32_t set :
         digit_sets(n, static_cast<int>(board.cages[i].cells.size()), board.cages[i].sum))
      allowed |= set;
    for (int c : board.cages[i].cells) {
      mask[static_cast<size_t>(c)] &= allowed;
      cage_of[static_cast<size_t>(c)] = static_cast<int>(i);
    }
  }
  for (int cell = 0; cell < board.cells(); ++cell) {
    const int g = board.givens.empty() ? 0 : board.givens[static_cast<size_t>(cell)];
    if (g == 0) continue;
    mask[static_cast<size_t>(cell)] &= 1u << (g - 1);
    for (int other = 0; other < board.cells(); ++other) {
      if (other == cell) continue;
      const bool peer = board.row(other) == board.row(cell) ||
                        board.col(other) == board.col(cell) ||
                        board.box(other) == board.box(cell) ||
                        (cage_of[static_cast<size_t>(cell)] >= 0 &&
                         cage_of[static_cast<size_t>(other)] == cage_of[static_cast<size_t>(cell)]);
      if (peer) mask[static_cast<size_t>(other)] &= ~(1u << (g - 1));
    }
  }
  return mask;
}

MilpEncoding build_milp(const Board& board, bool literal) {
  const int n = board.n;
  MilpEncoding e;
  milp::Model& m = e.model;
  const std::vector<uint32_t> cand = candidate_masks(board, !literal);
  e.x.assign(static_cast<size_t>(board.cells() * n), -1);
  auto name3 = [](int a, int b, int c) {
    return std::to_string(a) + "_" + std::to_string(b) + "_" + std::to_string(c);
  };
  for (int cell = 0; cell < board.cells(); ++cell) {
    for (int d = 1; d <= n; ++d) {
      if (!(cand[static_cast<size_t>(cell)] >> (d - 1) & 1)) continue;
      const int v = m.add_binary("x_" + name3(board.row(cell), board.col(cell), d));
      e.x[static_cast<size_t>(cell * n + d - 1)] = v;
      const int g = board.givens.empty() ? 0 : board.givens[static_cast<size_t>(cell)];
      if (literal && g == d) m.set_bounds(v, 1, 1);
    }
  }
  auto var = [&](int cell, int d) { return e.x[static_cast<size_t>(cell * n + d - 1)]; };
  for (int cell = 0; cell < board.cells(); ++cell) {
    milp::LinExpr sum;
    for (int d = 1; d <= n; ++d) {
      if (var(cell, d) >= 0) sum.add(var(cell, d));
    }
    m.add_constraint(
        "cell_" + std::to_string(board.row(cell)) + "_" + std::to_string(board.col(cell)), sum,
        milp::Sense::kEq, 1);
  }
  // Units: rows, columns, boxes.
  for (int kind = 0; kind < 3; ++kind) {
    const char* prefix = kind == 0 ? "row_" : kind == 1 ? "col_" : "box_";
    for (int u = 0; u < n; ++u) {
      for (int d = 1; d <= n; ++d) {
        milp::LinExpr sum;
        for (int cell = 0; cell < board.cells(); ++cell) {
          const int unit = kind == 0   ? board.row(cell)
                           : kind == 1 ? board.col(cell)
                                       : board.box(cell);
          if (unit == u && var(cell, d) >= 0) sum.add(var(cell, d));
        }
        m.add_constraint(prefix + std::to_string(u) + "_" + std::to_string(d), sum,
                         milp::Sense::kEq, 1);
      }
    }
  }
  for (size_t i = 0; i < board.cages.size(); ++i) {
    const Cage& cage = board.cages[i];
    milp::LinExpr total;
    for (int cell : cage.cells) {
      for (int d = 1; d <= n; ++d) {
        if (var(cell, d) >= 0) total.add(var(cell, d), d);
      }
    }
    m.add_constraint("cage_" + std::to_string(i) + "_sum", total, milp::Sense::kEq, cage.sum);
    if (cage.cells.size() < 2) continue;
    for (int d = 1; d <= n; ++d) {
      milp::LinExpr once;
      for (int cell : cage.cells) {
        if (var(cell, d) >= 0) once.add(var(cell, d));
      }
      if (literal || once.terms.size() >= 2) {
        m.add_constraint("cage_" + std::to_string(i) + "_" + std::to_string(d), once,
                         milp::Sense::kLe, 1);
      }
    }
  }
  return e;
}

}  // namespace gridlogic::killer::engine
