// Binox as a MILP: the documents' model (y/z linearisation of distinct lines) and the lazy one.
#include <set>
#include <utility>

#include "puzzles/binox/engine_encoding.hpp"

namespace gridlogic::binox::engine {

namespace {

using milp::LinExpr;
using milp::Sense;

std::string idx(int a, int b) {
  return std::to_string(a) + "_" + std::to_string(b);
}
std::string idx(int a, int b, int c) {
  return idx(a, b) + "_" + std::to_string(c);
}

// The cells of line `line` (a row when `rows`, else a column), in order.
std::vector<int> line_vars(const Grid& g, const std::vector<int>& x, bool rows, int line) {
  std::vector<int> out;
  const int len = rows ? g.cols : g.rows;
  for (int p = 0; p < len; ++p) {
    out.push_back(x[static_cast<size_t>(rows ? line * g.cols + p : p * g.cols + line)]);
  }
  return out;
}

// Lines `a` and `b` (rows or columns) must differ. Literal: binary y with all four inequalities;
// otherwise continuous y with the two lower bounds, which are all that Σ y ≤ len − 1 needs.
void add_distinct_pair(const Grid& g, const std::vector<int>& x, milp::Model& m, bool rows, int a,
                       int b, bool literal) {
  const std::vector<int> va = line_vars(g, x, rows, a);
  const std::vector<int> vb = line_vars(g, x, rows, b);
  const std::string aux = rows ? "y_" : "z_";
  LinExpr sum;
  for (size_t p = 0; p < va.size(); ++p) {
    const std::string name = aux + idx(a, b, static_cast<int>(p));
    const int y = literal ? m.add_binary(name) : m.add_continuous(name, 0, 1);
    sum.add(y);
    // y ≥ x_a + x_b − 1  and  y ≥ 1 − x_a − x_b
    m.add_constraint(name + "_a", LinExpr().add(y).add(va[p], -1).add(vb[p], -1), Sense::kGe, -1);
    m.add_constraint(name + "_b", LinExpr().add(y).add(va[p]).add(vb[p]), Sense::kGe, 1);
    if (literal) {  // y ≤ 1 − x_a + x_b  and  y ≤ 1 + x_a − x_b
      m.add_constraint(name + "_c", LinExpr().add(y).add(va[p]).add(vb[p], -1), Sense::kLe, 1);
      m.add_constraint(name + "_d", LinExpr().add(y).add(va[p], -1).add(vb[p]), Sense::kLe, 1);
    }
  }
  m.add_constraint((rows ? "drow_" : "dcol_") + idx(a, b), sum, Sense::kLe,
                   static_cast<double>(va.size()) - 1);
}

// The pairs of equal lines in `cells`, not yet in `done`; adds their distinctness to `m`.
int separate(const Grid& g, const std::vector<int>& x, const std::vector<double>& values,
             milp::Model& m, std::set<std::pair<int, int>>& done_rows,
             std::set<std::pair<int, int>>& done_cols) {
  const std::vector<int8_t> cells = read_cells(x, values);
  int added = 0;
  for (bool rows : {true, false}) {
    const int lines = rows ? g.rows : g.cols;
    const int len = rows ? g.cols : g.rows;
    auto at = [&](int line, int p) {
      return cells[static_cast<size_t>(rows ? line * g.cols + p : p * g.cols + line)];
    };
    for (int a = 0; a < lines; ++a) {
      for (int b = a + 1; b < lines; ++b) {
        bool equal = true;
        for (int p = 0; p < len && equal; ++p) equal = at(a, p) == at(b, p);
        if (!equal || !(rows ? done_rows : done_cols).insert({a, b}).second) continue;
        add_distinct_pair(g, x, m, rows, a, b, false);
        ++added;
      }
    }
  }
  return added;
}

}  // namespace

std::vector<int8_t> read_cells(const std::vector<int>& projection,
                               const std::vector<double>& values) {
  std::vector<int8_t> out;
  for (int v : projection) out.push_back(values[static_cast<size_t>(v)] > 0.5 ? 1 : 0);
  return out;
}

milp::Encoding build_milp(const Grid& g, MilpForm form, const Context* stop) {
  milp::Encoding e(milp::Model("binox"));
  milp::Model& m = e.model;
  for (int i = 0; i < g.rows; ++i) {
    for (int j = 0; j < g.cols; ++j) {
      const int v = m.add_binary("x_" + idx(i, j));
      const int8_t given = g.cells[static_cast<size_t>(i * g.cols + j)];
      if (given >= 0) m.set_bounds(v, given, given);
      e.projection.push_back(v);
    }
  }
  auto x = [&](int i, int j) { return e.projection[static_cast<size_t>(i * g.cols + j)]; };
  // No three equal in a row: 1 ≤ x_a + x_b + x_c ≤ 2.
  for (int i = 0; i < g.rows; ++i) {
    for (int j = 0; j + 2 < g.cols; ++j) {
      const LinExpr t = LinExpr().add(x(i, j)).add(x(i, j + 1)).add(x(i, j + 2));
      m.add_constraint("trip_h_" + idx(i, j) + "_hi", t, Sense::kLe, 2);
      m.add_constraint("trip_h_" + idx(i, j) + "_lo", t, Sense::kGe, 1);
    }
  }
  for (int j = 0; j < g.cols; ++j) {
    for (int i = 0; i + 2 < g.rows; ++i) {
      const LinExpr t = LinExpr().add(x(i, j)).add(x(i + 1, j)).add(x(i + 2, j));
      m.add_constraint("trip_v_" + idx(i, j) + "_hi", t, Sense::kLe, 2);
      m.add_constraint("trip_v_" + idx(i, j) + "_lo", t, Sense::kGe, 1);
    }
  }
  for (int i = 0; i < g.rows; ++i) {
    LinExpr row;
    for (int j = 0; j < g.cols; ++j) row.add(x(i, j));
    m.add_constraint("bal_row_" + std::to_string(i), row, Sense::kEq, g.cols / 2);
  }
  for (int j = 0; j < g.cols; ++j) {
    LinExpr col;
    for (int i = 0; i < g.rows; ++i) col.add(x(i, j));
    m.add_constraint("bal_col_" + std::to_string(j), col, Sense::kEq, g.rows / 2);
  }
  if (form != MilpForm::kLazy) {
    const bool literal = form == MilpForm::kLiteral;
    e.interrupted = !for_each_line_pair(g, stop, [&](bool rows, int a, int b) {
      add_distinct_pair(g, e.projection, m, rows, a, b, literal);
    });
  } else {
    // Each pair's distinctness at most once: the lazy hook remembers the pairs it added.
    e.lazy = [g, x = e.projection, done_rows = std::set<std::pair<int, int>>(),
              done_cols = std::set<std::pair<int, int>>()](const std::vector<double>& values,
                                                           milp::Model& model) mutable {
      return separate(g, x, values, model, done_rows, done_cols);
    };
  }
  return e;
}

}  // namespace gridlogic::binox::engine
