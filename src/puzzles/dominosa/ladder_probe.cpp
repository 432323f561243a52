// The ladder's trial rule ("dead end", above Tatham's levels): taking a placement and following
// the solver's propagation leads to a cell or domino with no place left, or to a region that
// cannot be tiled, so the placement goes. It reads the Search kept in step with the ladder.
#include "puzzles/dominosa/ladder.hpp"

namespace gridlogic::dominosa {

std::optional<Deduction> Ladder::dead_end() {
  if (!search_ok_) return std::nullopt;
  for (int e = 0; e < static_cast<int>(graph_.edges.size()); ++e) {
    if (!open_edge(e)) continue;
    bool ok = search_.alive(e);  // false: propagation already knows e is impossible
    if (ok) {
      const size_t mark = search_.mark();
      ok = search_.take(e) && search_.regions_balanced();
      search_.undo(mark);
    }
    if (!ok) {
      return Deduction{kDeadEnd,
                       "taking " + edge_text(e) + " leads to a contradiction",
                       -1,
                       {e},
                       {graph_.edges[e].a, graph_.edges[e].b}};
    }
  }
  return std::nullopt;
}

}  // namespace gridlogic::dominosa
