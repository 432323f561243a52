// Dominosa: candidate pairs (with optional propagation) and the documents' MILP.
#include <algorithm>

#include "puzzles/dominosa/engine_encoding.hpp"

namespace gridlogic::dominosa::engine {

namespace {

// Index of domino {u, v} (u ≤ v) among the (M+1)(M+2)/2 dominoes.
int domino_index(int u, int v, int max) {
  if (u > v) std::swap(u, v);
  return u * (max + 1) - u * (u - 1) / 2 + (v - u);
}

std::string pair_name(const Grid& g, const Pair& p) {
  return "x_" + std::to_string(p.a / g.cols) + "_" + std::to_string(p.a % g.cols) +
         (p.horizontal ? "_h" : "_v");
}

}  // namespace

Candidates candidates(const Grid& g, bool propagate) {
  Candidates out;
  std::vector<Pair> all;
  for (int r = 0; r < g.rows; ++r) {
    for (int c = 0; c < g.cols; ++c) {
      const int a = r * g.cols + c;
      if (c + 1 < g.cols) all.push_back({a, a + 1, true});
      if (r + 1 < g.rows) all.push_back({a, a + g.cols, false});
    }
  }
  const int dominoes = (g.max + 1) * (g.max + 2) / 2;
  auto domino_of = [&](const Pair& p) {
    return domino_index(g.values[static_cast<size_t>(p.a)], g.values[static_cast<size_t>(p.b)],
                        g.max);
  };
  std::vector<bool> alive(all.size(), true);
  std::vector<bool> fixed(all.size(), false);
  if (propagate) {
    // Fix-point of: a cell or domino with a single live pair forces it; a forced pair kills every
    // other pair touching its cells or showing its domino.
    bool changed = true;
    while (changed && !out.contradiction) {
      changed = false;
      std::vector<std::vector<size_t>> by_cell(g.values.size());
      std::vector<std::vector<size_t>> by_domino(static_cast<size_t>(dominoes));
      for (size_t i = 0; i < all.size(); ++i) {
        if (!alive[i]) continue;
        by_cell[static_cast<size_t>(all[i].a)].push_back(i);
        by_cell[static_cast<size_t>(all[i].b)].push_back(i);
        by_domino[static_cast<size_t>(domino_of(all[i]))].push_back(i);
      }
      auto force = [&](size_t i) {
        if (fixed[i]) return;
        fixed[i] = true;
        changed = true;
        for (const auto* list :
             {&by_cell[static_cast<size_t>(all[i].a)], &by_cell[static_cast<size_t>(all[i].b)],
              &by_domino[static_cast<size_t>(domino_of(all[i]))]}) {
          for (size_t j : *list) {
            if (j == i || !alive[j]) continue;
            if (fixed[j]) out.contradiction = true;
            alive[j] = false;
          }
        }
      };
      for (const auto* groups : {&by_cell, &by_domino}) {
        for (const auto& list : *groups) {
          if (list.empty()) out.contradiction = true;
          if (list.size() == 1 && alive[list[0]]) force(list[0]);
          if (changed || out.contradiction) break;
        }
        if (changed || out.contradiction) break;
      }
    }
  }
  for (size_t i = 0; i < all.size(); ++i) {
    if (!alive[i]) continue;
    out.pairs.push_back(all[i]);
    out.fixed.push_back(fixed[i]);
  }
  return out;
}

MilpEncoding build_milp(const Grid& g, bool literal) {
  MilpEncoding e;
  e.cand = candidates(g, !literal);
  milp::Model& m = e.model;
  const int dominoes = (g.max + 1) * (g.max + 2) / 2;
  std::vector<milp::LinExpr> cell(g.values.size());
  std::vector<milp::LinExpr> domino(static_cast<size_t>(dominoes));
  for (size_t i = 0; i < e.cand.pairs.size(); ++i) {
    const Pair& p = e.cand.pairs[i];
    const int v = m.add_binary(pair_name(g, p));
    if (e.cand.fixed[i]) m.set_bounds(v, 1, 1);
    e.x.push_back(v);
    cell[static_cast<size_t>(p.a)].add(v);
    cell[static_cast<size_t>(p.b)].add(v);
    domino[static_cast<size_t>(domino_index(g.values[static_cast<size_t>(p.a)],
                                            g.values[static_cast<size_t>(p.b)], g.max))]
        .add(v);
  }
  for (int r = 0; r < g.rows; ++r) {
    for (int c = 0; c < g.cols; ++c) {
      m.add_constraint("cell_" + std::to_string(r) + "_" + std::to_string(c),
                       cell[static_cast<size_t>(r * g.cols + c)], milp::Sense::kEq, 1);
    }
  }
  for (int u = 0; u <= g.max; ++u) {
    for (int v = u; v <= g.max; ++v) {
      m.add_constraint("domino_" + std::to_string(u) + "_" + std::to_string(v),
                       domino[static_cast<size_t>(domino_index(u, v, g.max))], milp::Sense::kEq, 1);
    }
  }
  return e;
}

std::vector<std::string> to_solution(const Grid& g, const std::vector<Pair>& pairs,
                                     const std::vector<bool>& chosen) {
  std::vector<std::string> out(static_cast<size_t>(g.rows),
                               std::string(static_cast<size_t>(g.cols), '?'));
  for (size_t i = 0; i < pairs.size(); ++i) {
    if (!chosen[i]) continue;
    const Pair& p = pairs[i];
    char& a = out[static_cast<size_t>(p.a / g.cols)][static_cast<size_t>(p.a % g.cols)];
    char& b = out[static_cast<size_t>(p.b / g.cols)][static_cast<size_t>(p.b % g.cols)];
    a = p.horizontal ? 'R' : 'D';
    b = p.horizontal ? 'L' : 'U';
  }
  return out;
}

}  // namespace gridlogic::dominosa::engine
