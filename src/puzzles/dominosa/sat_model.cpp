// Dominosa as SAT: exactly one pair per cell and per domino.
#include <utility>

#include "engines/sat/solver.hpp"
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

EngineCount count_sat(const Grid& g, bool literal, uint64_t limit, const Context& ctx) {
  const SatEncoding e = build_sat(g, literal);
  EngineCount out;
  const sat::CountResult c = sat::count_models(e.cnf, e.x, limit, ctx);
  out.outcome = c.status == sat::SatStatus::kTimeout ? Outcome::kTimeout : Outcome::kDone;
  out.count = c.count;
  out.complete = c.complete;
  if (!c.first.empty()) {
    std::vector<bool> chosen;
    for (sat::Lit x : e.x) chosen.push_back(c.first[static_cast<size_t>(x)]);
    out.first = to_solution(g, e.cand.pairs, chosen);
  }
  return out;
}

}  // namespace gridlogic::dominosa::engine
