// Dominosa as SAT: exactly one pair per cell and per domino.
#include <utility>

#include "puzzles/dominosa/engine_encoding.hpp"

namespace gridlogic::dominosa::engine {

SatEncoding build_sat(const Grid& g, bool literal) {
  SatEncoding e;
  e.cand = candidates(g, !literal);
  const int dominoes = (g.max + 1) * (g.max + 2) / 2;
  std::vector<std::vector<sat::Lit>> cell(g.values.size());
  std::vector<std::vector<sat::Lit>> domino(static_cast<size_t>(dominoes));
  for (size_t i = 0; i < e.cand.pairs.size(); ++i) {
    const Pair& p = e.cand.pairs[i];
    const sat::Lit x = e.cnf.new_var("x_" + std::to_string(p.a / g.cols) + "_" +
                                     std::to_string(p.a % g.cols) + (p.horizontal ? "_h" : "_v"));
    e.x.push_back(x);
    if (e.cand.fixed[i]) e.cnf.add_unit(x);
    cell[static_cast<size_t>(p.a)].push_back(x);
    cell[static_cast<size_t>(p.b)].push_back(x);
    int u = g.values[static_cast<size_t>(p.a)];
    int v = g.values[static_cast<size_t>(p.b)];
    if (u > v) std::swap(u, v);
    domino[static_cast<size_t>(u * (g.max + 1) - u * (u - 1) / 2 + (v - u))].push_back(x);
  }
  for (const auto& lits : cell) e.cnf.exactly_one(lits);
  for (const auto& lits : domino) e.cnf.exactly_one(lits);
  return e;
}

}  // namespace gridlogic::dominosa::engine
