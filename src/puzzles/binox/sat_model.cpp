// Binox as SAT: eager distinctness (literal) or lazily added distinctness (improved).
#include <set>
#include <utility>

#include "engines/sat/solver.hpp"
#include "puzzles/binox/engine_encoding.hpp"

namespace gridlogic::binox::engine {

namespace {

using sat::Lit;

std::vector<Lit> line_lits(const Grid& g, const std::vector<Lit>& x, bool rows, int line) {
  std::vector<Lit> out;
  const int len = rows ? g.cols : g.rows;
  for (int p = 0; p < len; ++p) {
    out.push_back(x[static_cast<size_t>(rows ? line * g.cols + p : p * g.cols + line)]);
  }
  return out;
}

// Clauses saying lines a and b differ, with fresh variables from `next_var`:
// d_p ⇒ (a_p ≠ b_p) for each position, and d_1 ∨ ... ∨ d_len.
template <typename AddClause>
void distinct_pair(const std::vector<Lit>& va, const std::vector<Lit>& vb, int& next_var,
                   AddClause&& add) {
  std::vector<Lit> some;
  for (size_t p = 0; p < va.size(); ++p) {
    const Lit d = next_var++;
    add(std::vector<Lit>{-d, va[p], vb[p]});
    add(std::vector<Lit>{-d, -va[p], -vb[p]});
    some.push_back(d);
  }
  add(some);
}

}  // namespace

SatEncoding build_sat(const Grid& g, bool literal, bool eager_distinct, const Context* stop) {
  SatEncoding e;
  sat::Cnf& cnf = e.cnf;
  for (int i = 0; i < g.rows; ++i) {
    for (int j = 0; j < g.cols; ++j) {
      e.x.push_back(cnf.new_var("x_" + std::to_string(i) + "_" + std::to_string(j)));
      const int8_t given = g.cells[static_cast<size_t>(i * g.cols + j)];
      if (given >= 0) cnf.add_unit(given == 1 ? e.x.back() : -e.x.back());
    }
  }
  const sat::CardEncoding card =
      literal ? sat::CardEncoding::kSequentialCounter : sat::CardEncoding::kTotalizer;
  for (bool rows : {true, false}) {
    const int lines = rows ? g.rows : g.cols;
    for (int l = 0; l < lines; ++l) {
      const std::vector<Lit> v = line_lits(g, e.x, rows, l);
      for (size_t p = 0; p + 2 < v.size(); ++p) {
        cnf.add_clause({v[p], v[p + 1], v[p + 2]});
        cnf.add_clause({-v[p], -v[p + 1], -v[p + 2]});
      }
      cnf.exactly_k(v, static_cast<int64_t>(v.size() / 2), card);
    }
  }
  if (literal || eager_distinct) {
    e.interrupted = !for_each_line_pair(g, stop, [&](bool rows, int a, int b) {
      const std::vector<Lit> va = line_lits(g, e.x, rows, a);
      const std::vector<Lit> vb = line_lits(g, e.x, rows, b);
      std::vector<Lit> d = cnf.new_vars(va.size());
      for (size_t p = 0; p < va.size(); ++p) {
        cnf.add_clause({-d[p], va[p], vb[p]});
        cnf.add_clause({-d[p], -va[p], -vb[p]});
      }
      cnf.add_clause(d);
    });
  }
  return e;
}

EngineCount count_sat(const Grid& grid, bool literal, uint64_t limit, const Context& ctx) {
  EngineCount out;
  const SatEncoding e = build_sat(grid, literal, false, &ctx);
  if (e.interrupted || ctx.expired()) return out;  // outcome kTimeout, nothing found
  sat::Solver solver(e.cnf, &ctx);
  int next_var = e.cnf.num_vars() + 1;
  std::set<std::pair<int, int>> done[2];
  auto add = [&](const std::vector<Lit>& clause) { solver.add_clause(clause); };
  std::vector<int8_t> cells(e.x.size());
  while (limit == 0 || out.count < limit) {
    ++out.rounds;
    const sat::SatStatus st = solver.solve(ctx);
    if (st == sat::SatStatus::kTimeout) {
      out.outcome = Outcome::kTimeout;
      return out;
    }
    if (st == sat::SatStatus::kUnsat) {
      out.outcome = Outcome::kDone;
      out.complete = true;
      return out;
    }
    for (size_t c = 0; c < e.x.size(); ++c) cells[c] = solver.value(e.x[c]) ? 1 : 0;
    if (!literal) {  // equal lines: add that pair's distinctness and solve again
      int added = 0;
      for (int r = 0; r < 2; ++r) {
        const bool rows = r == 0;
        const int lines = rows ? grid.rows : grid.cols;
        const int len = rows ? grid.cols : grid.rows;
        auto at = [&](int line, int p) {
          return cells[static_cast<size_t>(rows ? line * grid.cols + p : p * grid.cols + line)];
        };
        for (int a = 0; a < lines; ++a) {
          for (int b = a + 1; b < lines; ++b) {
            bool equal = true;
            for (int p = 0; p < len && equal; ++p) equal = at(a, p) == at(b, p);
            if (!equal || !done[r].insert({a, b}).second) continue;
            distinct_pair(line_lits(grid, e.x, rows, a), line_lits(grid, e.x, rows, b), next_var,
                          add);
            ++added;
          }
        }
      }
      if (added > 0) {
        out.lazy_added += added;
        continue;
      }
    }
    ++out.count;
    if (out.first.empty()) out.first = cells;
    std::vector<Lit> block;
    for (size_t c = 0; c < e.x.size(); ++c) block.push_back(cells[c] ? -e.x[c] : e.x[c]);
    solver.add_clause(block);
  }
  out.outcome = Outcome::kDone;
  return out;
}

}  // namespace gridlogic::binox::engine
