// Killer Sudoku as SAT: exactly-one constraints and cage sums by allowed digit sets.
#include <bit>
#include <map>

#include "puzzles/killer/engine_encoding.hpp"

namespace gridlogic::killer::engine {

namespace {

using sat::Lit;

constexpr size_t kMaxSetsPerCage = 300;

// Σ digits of `cells` = sum, by partial-sum states with forward implications.
void cage_sum_chain(sat::Cnf& cnf, const std::vector<std::vector<std::pair<int, Lit>>>& cells,
                    int sum) {
  // reach: partial sum t -> state literal (0 = the constant "true" start).
  std::map<int, Lit> reach{{0, 0}};
  for (size_t i = 0; i < cells.size(); ++i) {
    const bool last = i + 1 == cells.size();
    std::map<int, Lit> next;
    for (const auto& [t, state] : reach) {
      for (const auto& [d, x] : cells[i]) {
        const int t2 = t + d;
        std::vector<Lit> clause;
        if (state != 0) clause.push_back(-state);
        clause.push_back(-x);
        if (t2 > sum || (last && t2 != sum)) {
          cnf.add_clause(clause);  // this digit here cannot lead to the sum
          continue;
        }
        if (last) continue;  // reaches exactly the sum
        auto it = next.find(t2);
        if (it == next.end()) it = next.emplace(t2, cnf.new_var()).first;
        clause.push_back(it->second);
        cnf.add_clause(clause);
      }
    }
    reach = std::move(next);
  }
}

}  // namespace

SatEncoding build_sat(const Board& board, bool literal) {
  const int n = board.n;
  SatEncoding e;
  sat::Cnf& cnf = e.cnf;
  const std::vector<uint32_t> cand = candidate_masks(board, !literal);
  e.x.assign(static_cast<size_t>(board.cells() * n), 0);
  for (int cell = 0; cell < board.cells(); ++cell) {
    for (int d = 1; d <= n; ++d) {
      if (cand[static_cast<size_t>(cell)] >> (d - 1) & 1) {
        e.x[static_cast<size_t>(cell * n + d - 1)] =
            cnf.new_var("x_" + std::to_string(board.row(cell)) + "_" +
                        std::to_string(board.col(cell)) + "_" + std::to_string(d));
      }
    }
  }
  auto lit = [&](int cell, int d) { return e.x[static_cast<size_t>(cell * n + d - 1)]; };
  for (int cell = 0; cell < board.cells(); ++cell) {
    std::vector<Lit> one;
    for (int d = 1; d <= n; ++d) {
      if (lit(cell, d) != 0) one.push_back(lit(cell, d));
    }
    cnf.exactly_one(one);
    const int g = board.givens.empty() ? 0 : board.givens[static_cast<size_t>(cell)];
    if (g != 0) {
      if (lit(cell, g) != 0) {
        cnf.add_unit(lit(cell, g));
      } else {
        cnf.add_clause({});
      }
    }
  }
  for (int kind = 0; kind < 3; ++kind) {
    for (int u = 0; u < n; ++u) {
      for (int d = 1; d <= n; ++d) {
        std::vector<Lit> one;
        for (int cell = 0; cell < board.cells(); ++cell) {
          const int unit = kind == 0   ? board.row(cell)
                           : kind == 1 ? board.col(cell)
                                       : board.box(cell);
          if (unit == u && lit(cell, d) != 0) one.push_back(lit(cell, d));
        }
        cnf.exactly_one(one);
      }
    }
  }
  for (const Cage& cage : board.cages) {
    std::vector<std::vector<std::pair<int, Lit>>> cells;
    uint32_t available = 0;
    for (int cell : cage.cells) {
      cells.emplace_back();
      for (int d = 1; d <= n; ++d) {
        if (lit(cell, d) != 0) {
          cells.back().push_back({d, lit(cell, d)});
          available |= 1u << (d - 1);
        }
      }
    }
    std::vector<std::vector<Lit>> by_digit(static_cast<size_t>(n) + 1);
    for (const auto& c : cells) {
      for (const auto& [d, x] : c) by_digit[static_cast<size_t>(d)].push_back(x);
    }
    for (int d = 1; d <= n; ++d) cnf.at_most_one(by_digit[static_cast<size_t>(d)]);

    std::vector<uint32_t> sets;
    for (uint32_t s : digit_sets(n, static_cast<int>(cage.cells.size()), cage.sum)) {
      if ((s & ~available) == 0) sets.push_back(s);
    }
    if (sets.size() > kMaxSetsPerCage) {
      cage_sum_chain(cnf, cells, cage.sum);
      continue;
    }
    std::vector<Lit> selector = cnf.new_vars(sets.size());
    cnf.exactly_one(selector);  // no set left: the empty clause
    for (int d = 1; d <= n; ++d) {
      const auto& xs = by_digit[static_cast<size_t>(d)];
      const Lit u = cnf.new_var();
      // u ⇔ some cell of the cage holds d.
      std::vector<Lit> some{-u};
      for (Lit x : xs) {
        cnf.add_clause({-x, u});
        some.push_back(x);
      }
      cnf.add_clause(some);
      std::vector<Lit> from_sets{-u};
      for (size_t s = 0; s < sets.size(); ++s) {
        if (sets[s] >> (d - 1) & 1) {
          cnf.add_clause({-selector[s], u});
          from_sets.push_back(selector[s]);
        } else {
          cnf.add_clause({-selector[s], -u});
        }
      }
      cnf.add_clause(from_sets);
    }
  }
  return e;
}

}  // namespace gridlogic::killer::engine
