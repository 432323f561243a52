// Binox as SAT: eager distinctness (literal) or lazily added distinctness (improved).
#include <array>
#include <set>
#include <utility>

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

// Clauses saying lines a and b differ, with fresh variables of `solver`:
// d_p ⇒ (a_p ≠ b_p) for each position, and d_1 ∨ ... ∨ d_len.
void add_distinct_pair(const std::vector<Lit>& va, const std::vector<Lit>& vb,
                       sat::Solver& solver) {
  std::vector<Lit> some;
  for (size_t p = 0; p < va.size(); ++p) {
    const Lit d = solver.new_var();
    solver.add_clause({-d, va[p], vb[p]});
    solver.add_clause({-d, -va[p], -vb[p]});
    some.push_back(d);
  }
  solver.add_clause(some);
}

// The lazy hook: the distinctness of every pair of lines that came out equal in `model` and was
// not added before.
int separate(const Grid& g, const std::vector<Lit>& x, const std::vector<bool>& model,
             std::array<std::set<std::pair<int, int>>, 2>& done, sat::Solver& solver) {
  int added = 0;
  for (int r = 0; r < 2; ++r) {
    const bool rows = r == 0;
    const int lines = rows ? g.rows : g.cols;
    const int len = rows ? g.cols : g.rows;
    auto at = [&](int line, int p) {
      return model[static_cast<size_t>(
          x[static_cast<size_t>(rows ? line * g.cols + p : p * g.cols + line)])];
    };
    for (int a = 0; a < lines; ++a) {
      for (int b = a + 1; b < lines; ++b) {
        bool equal = true;
        for (int p = 0; p < len && equal; ++p) equal = at(a, p) == at(b, p);
        if (!equal || !done[r].insert({a, b}).second) continue;
        add_distinct_pair(line_lits(g, x, rows, a), line_lits(g, x, rows, b), solver);
        ++added;
      }
    }
  }
  return added;
}

}  // namespace

sat::Encoding build_sat(const Grid& g, bool literal, bool eager_distinct, const Context* stop) {
  sat::Encoding e;
  sat::Cnf& cnf = e.cnf;
  for (int i = 0; i < g.rows; ++i) {
    for (int j = 0; j < g.cols; ++j) {
      e.projection.push_back(cnf.new_var("x_" + std::to_string(i) + "_" + std::to_string(j)));
      const int8_t given = g.cells[static_cast<size_t>(i * g.cols + j)];
      if (given >= 0) cnf.add_unit(given == 1 ? e.projection.back() : -e.projection.back());
    }
  }
  const sat::CardEncoding card =
      literal ? sat::CardEncoding::kSequentialCounter : sat::CardEncoding::kTotalizer;
  for (bool rows : {true, false}) {
    const int lines = rows ? g.rows : g.cols;
    for (int l = 0; l < lines; ++l) {
      const std::vector<Lit> v = line_lits(g, e.projection, rows, l);
      for (size_t p = 0; p + 2 < v.size(); ++p) {
        cnf.add_clause({v[p], v[p + 1], v[p + 2]});
        cnf.add_clause({-v[p], -v[p + 1], -v[p + 2]});
      }
      cnf.exactly_k(v, static_cast<int64_t>(v.size() / 2), card);
    }
  }
  if (literal || eager_distinct) {
    e.interrupted = !for_each_line_pair(g, stop, [&](bool rows, int a, int b) {
      const std::vector<Lit> va = line_lits(g, e.projection, rows, a);
      const std::vector<Lit> vb = line_lits(g, e.projection, rows, b);
      std::vector<Lit> d = cnf.new_vars(va.size());
      for (size_t p = 0; p < va.size(); ++p) {
        cnf.add_clause({-d[p], va[p], vb[p]});
        cnf.add_clause({-d[p], -va[p], -vb[p]});
      }
      cnf.add_clause(d);
    });
  } else {
    e.lazy = [g, x = e.projection, done = std::array<std::set<std::pair<int, int>>, 2>()](
                 const std::vector<bool>& model, sat::Solver& solver) mutable {
      return separate(g, x, model, done, solver);
    };
  }
  return e;
}

}  // namespace gridlogic::binox::engine
