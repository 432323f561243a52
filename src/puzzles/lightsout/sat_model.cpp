// Lights Out as SAT: one-hot press levels and a mod-k partial-sum chain per light.
#include <string>

#include "puzzles/lightsout/engine_encoding.hpp"

namespace gridlogic::lightsout::engine {

System press_system(const Board& board) {
  System s;
  std::vector<int> node_of(board.size(), -1);
  for (size_t i = 0; i < board.size(); ++i) {
    if (board.is_hole(i)) continue;
    node_of[i] = static_cast<int>(s.cells.size());
    s.cells.push_back(i);
  }
  const std::vector<std::vector<uint32_t>> nb = board.neighbours();
  s.press.levels = static_cast<int>(board.levels);
  for (size_t i : s.cells) {
    std::vector<int> effects;
    for (uint32_t j : nb[i]) {
      if (node_of[j] >= 0) effects.push_back(node_of[j]);
    }
    s.press.effects.push_back(std::move(effects));
    s.press.state.push_back(static_cast<int>(board.state[i]));
    s.press.names.push_back(board.graph
                                ? std::to_string(i)
                                : std::to_string(i / static_cast<size_t>(board.cols)) + "_" +
                                      std::to_string(i % static_cast<size_t>(board.cols)));
  }
  return s;
}

SatEncoding build_sat(const System& system) {
  const PressSystem& ps = system.press;
  const int k = ps.levels;
  const size_t n = ps.state.size();
  SatEncoding e;
  sat::Cnf& cnf = e.cnf;
  for (size_t j = 0; j < n; ++j) {
    e.level.push_back(cnf.new_vars(static_cast<size_t>(k), "p_" + ps.names[j]));
    cnf.exactly_one(e.level.back());
  }
  std::vector<std::vector<int>> changed_by(n);
  for (size_t j = 0; j < n; ++j) {
    changed_by[j].push_back(static_cast<int>(j));
    for (int i : ps.effects[j]) changed_by[static_cast<size_t>(i)].push_back(static_cast<int>(j));
  }
  for (size_t i = 0; i < n; ++i) {
    const int target = (k - ps.state[i] % k) % k;
    // state[t]: "the presses seen so far sum to t mod k"; 0 = the constant start (t = 0).
    std::vector<sat::Lit> state(static_cast<size_t>(k), 0);
    std::vector<bool> live(static_cast<size_t>(k), false);
    live[0] = true;
    const auto& changers = changed_by[i];
    for (size_t step = 0; step < changers.size(); ++step) {
      const bool last = step + 1 == changers.size();
      std::vector<sat::Lit> next(static_cast<size_t>(k), 0);
      std::vector<bool> next_live(static_cast<size_t>(k), false);
      if (!last) {
        for (int t = 0; t < k; ++t) {
          next[static_cast<size_t>(t)] = cnf.new_var();
          next_live[static_cast<size_t>(t)] = true;
        }
      }
      const auto& p = e.level[static_cast<size_t>(changers[step])];
      for (int t = 0; t < k; ++t) {
        if (!live[static_cast<size_t>(t)]) continue;
        for (int v = 0; v < k; ++v) {
          const int t2 = (t + v) % k;
          std::vector<sat::Lit> clause;
          if (state[static_cast<size_t>(t)] != 0) clause.push_back(-state[static_cast<size_t>(t)]);
          clause.push_back(-p[static_cast<size_t>(v)]);
          if (last) {
            if (t2 != target) cnf.add_clause(clause);
          } else {
            clause.push_back(next[static_cast<size_t>(t2)]);
            cnf.add_clause(clause);
          }
        }
      }
      state = std::move(next);
      live = std::move(next_live);
    }
  }
  return e;
}

}  // namespace gridlogic::lightsout::engine
