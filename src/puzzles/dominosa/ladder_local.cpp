// The ladder's local rules: Tatham's Trivial ones (a cell or a domino with one place left) and
// the first Basic ones (a cell with one domino, the placements every place of a domino
// overlaps).
#include <algorithm>

#include "puzzles/dominosa/ladder.hpp"

namespace gridlogic::dominosa {

std::optional<Deduction> Ladder::one_partner() const {
  for (int c = 0; c < graph_.cells; ++c) {
    if (cover_[c] >= 0) continue;
    const std::vector<int> live = live_at_cell(c);
    if (live.size() != 1) continue;
    const int e = live[0];
    return Deduction{kOnePartner,
                     "place " + edge_text(e) + ": " + cell_text(c) + " can only pair with " +
                         cell_text(other(e, c)),
                     e,
                     {},
                     {c}};
  }
  return std::nullopt;
}

std::optional<Deduction> Ladder::only_placement() const {
  for (int d = 0; d < graph_.dominoes; ++d) {
    if (used_[d] >= 0) continue;
    const std::vector<int> live = live_of_domino(d);
    if (live.size() != 1) continue;
    const int e = live[0];
    return Deduction{kOnlyPlacement,
                     "place " + edge_text(e) + ": it is the only place left for " + domino_text(d),
                     e,
                     {},
                     {graph_.edges[e].a, graph_.edges[e].b}};
  }
  return std::nullopt;
}

std::optional<Deduction> Ladder::needs_domino() const {
  for (int c = 0; c < graph_.cells; ++c) {
    if (cover_[c] >= 0) continue;
    const std::vector<int> live = live_at_cell(c);
    if (live.size() < 2) continue;
    const int d = graph_.edges[live[0]].domino;
    if (!std::all_of(live.begin(), live.end(),
                     [&](int f) { return graph_.edges[f].domino == d; })) {
      continue;
    }
    Deduction out{kNeedsDomino, "", -1, {}, {c}};
    for (int f : live_of_domino(d)) {
      if (!touches(f, c)) out.removes.push_back(f);
    }
    if (out.removes.empty()) continue;
    out.text = "every pairing left for " + cell_text(c) + " makes " + domino_text(d) +
               ", so it goes nowhere else";
    return out;
  }
  return std::nullopt;
}

// Tatham's "domino must overlap": the placements that overlap every place left for a domino
// cannot be taken, as they would leave it none. `one_cell` picks the case where all those places
// share a cell (the others at that cell go) from the rest (e.g. places around a pair of cells).
std::optional<Deduction> Ladder::must_overlap(bool one_cell) const {
  std::vector<int> common;
  std::vector<int> next;
  std::vector<int> around;
  for (int d = 0; d < graph_.dominoes; ++d) {
    if (used_[d] >= 0) continue;
    const std::vector<int> live = live_of_domino(d);
    if (live.size() < 2) continue;
    int shared = -1;
    for (int x : {graph_.edges[live[0]].a, graph_.edges[live[0]].b}) {
      if (std::all_of(live.begin(), live.end(), [&](int f) { return touches(f, x); })) shared = x;
    }
    if ((shared >= 0) != one_cell) continue;
    overlaps(live[0], common);
    for (size_t i = 1; i < live.size() && !common.empty(); ++i) {
      overlaps(live[i], around);
      next.clear();
      for (int f : common) {
        if (std::find(around.begin(), around.end(), f) != around.end()) next.push_back(f);
      }
      common.swap(next);
    }
    if (common.empty()) continue;
    Deduction out{one_cell ? kCoversCell : kNeedsPair, "", -1, common, {}};
    for (int f : live) {
      for (int x : {graph_.edges[f].a, graph_.edges[f].b}) {
        if (std::find(out.cells.begin(), out.cells.end(), x) == out.cells.end()) {
          out.cells.push_back(x);
        }
      }
    }
    std::string gone;
    for (int f : common) gone += (gone.empty() ? "" : ", ") + edge_text(f);
    out.text = one_cell ? "every place left for " + domino_text(d) + " covers " +
                              cell_text(shared) + ", so no other domino may: rule out " + gone
                        : "every place left for " + domino_text(d) + " overlaps " + gone +
                              ", which would leave it none: rule it out";
    return out;
  }
  return std::nullopt;
}

}  // namespace gridlogic::dominosa
