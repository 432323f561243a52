// The ladder's duplicate rules (Tatham's Basic "local duplicate" deductions): a placement goes
// when taking it would leave some cell, or two cells, able to make only a domino that is then
// needed twice.
#include "puzzles/dominosa/ladder.hpp"

namespace gridlogic::dominosa {

// Taking p kills q, an overlapping placement; if q's far cell is left only pairings that make
// p's own domino, that domino would be needed twice.
std::optional<Deduction> Ladder::forces_copy() const {
  std::vector<int> near;
  for (int p = 0; p < static_cast<int>(graph_.edges.size()); ++p) {
    if (!open_edge(p)) continue;
    const int d = graph_.edges[p].domino;
    overlaps(p, near);
    for (int q : near) {
      const int shared = touches(q, graph_.edges[p].a) ? graph_.edges[p].a : graph_.edges[p].b;
      const int far = other(q, shared);
      if (sole_domino_without(far, q) != d) continue;
      return Deduction{kForcesCopy,
                       "taking " + edge_text(p) + " would leave " + cell_text(far) +
                           " only pairings that make " + domino_text(d) + " again: rule it out",
                       -1,
                       {p},
                       {graph_.edges[p].a, graph_.edges[p].b, far}};
    }
  }
  return std::nullopt;
}

// Taking p kills q1 and q2; if their far cells are then each left only pairings that make one
// domino, and cannot pair with each other, that domino would be needed twice.
std::optional<Deduction> Ladder::forces_two_copies() const {
  std::vector<int> near;
  for (int p = 0; p < static_cast<int>(graph_.edges.size()); ++p) {
    if (!open_edge(p)) continue;
    overlaps(p, near);
    auto far_of = [&](int q) {
      const int shared = touches(q, graph_.edges[p].a) ? graph_.edges[p].a : graph_.edges[p].b;
      return other(q, shared);
    };
    for (size_t i = 0; i < near.size(); ++i) {
      const int s = far_of(near[i]);
      const int d = sole_domino_without(s, near[i]);
      if (d < 0) continue;
      for (size_t j = 0; j < near.size(); ++j) {
        if (j == i) continue;
        const int t = far_of(near[j]);
        if (sole_domino_without(t, near[j]) != d) continue;
        bool joined = false;
        for (int f : graph_.cell_edges[t]) {
          if (f >= 0 && f != near[j] && live(f) && touches(f, s)) joined = true;
        }
        if (joined) continue;
        return Deduction{kForcesTwoCopies,
                         "taking " + edge_text(p) + " would leave " + cell_text(s) + " and " +
                             cell_text(t) + " both to make " + domino_text(d) + ": rule it out",
                         -1,
                         {p},
                         {graph_.edges[p].a, graph_.edges[p].b, s, t}};
      }
    }
  }
  return std::nullopt;
}

}  // namespace gridlogic::dominosa
