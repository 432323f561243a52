// The ladder's state, names and the cheapest-first choice. The rules live in ladder_*.cpp.
#include "puzzles/dominosa/ladder.hpp"

#include <algorithm>

namespace gridlogic::dominosa {

Ladder::Ladder(const Board& board)
    : board_(board),
      graph_(board),
      search_(graph_),
      alive_(graph_.edges.size(), 1),
      cover_(static_cast<size_t>(graph_.cells), -1),
      used_(static_cast<size_t>(graph_.dominoes), -1) {
  search_ok_ = search_.propagate();
}

std::vector<int> Ladder::live_at_cell(int cell) const {
  std::vector<int> out;
  for (int f : graph_.cell_edges[cell]) {
    if (f >= 0 && alive_[f] != 0) out.push_back(f);
  }
  return out;
}

std::vector<int> Ladder::live_of_domino(int domino) const {
  std::vector<int> out;
  for (int i = graph_.domino_start[domino]; i < graph_.domino_start[domino + 1]; ++i) {
    if (alive_[graph_.domino_edges[i]] != 0) out.push_back(graph_.domino_edges[i]);
  }
  return out;
}

void Ladder::overlaps(int e, std::vector<int>& out) const {
  out.clear();
  for (int x : {graph_.edges[e].a, graph_.edges[e].b}) {
    for (int f : graph_.cell_edges[x]) {
      if (f >= 0 && f != e && open_edge(f)) out.push_back(f);
    }
  }
}

int Ladder::sole_domino_without(int cell, int except) const {
  int domino = -1;
  for (int f : graph_.cell_edges[cell]) {
    if (f < 0 || f == except || alive_[f] == 0) continue;
    if (domino >= 0 && graph_.edges[f].domino != domino) return -1;
    domino = graph_.edges[f].domino;
  }
  return domino;
}

std::optional<Deduction> Ladder::next(RuleId last) {
  std::optional<Deduction> found;
  for (int id = 0; id <= last && id < kGuess && !found; ++id) {
    switch (static_cast<RuleId>(id)) {
      case kNoPlaceLeft:
        found = no_place_left();
        break;
      case kOnePartner:
        found = one_partner();
        break;
      case kOnlyPlacement:
        found = only_placement();
        break;
      case kNeedsDomino:
        found = needs_domino();
        break;
      case kCoversCell:
        found = must_overlap(true);
        break;
      case kNeedsPair:
        found = must_overlap(false);
        break;
      case kForcesCopy:
        found = forces_copy();
        break;
      case kForcesTwoCopies:
        found = forces_two_copies();
        break;
      case kOddAreas:
        found = odd_areas();
        break;
      case kNumberSet:
        found = number_set(false);
        break;
      case kNumberSetDouble:
        found = number_set(true);
        break;
      case kForcingChain:
        found = forcing_chain();
        break;
      case kDeadEnd:
        found = dead_end();
        break;
      default:
        break;
    }
  }
  return found;
}

void Ladder::apply(const Deduction& deduction) {
  if (deduction.place >= 0) take(deduction.place);
  for (int e : deduction.removes) rule_out(e);
}

bool Ladder::take(int e) {
  if (alive_[e] == 0) return false;
  const auto& edge = graph_.edges[e];
  if (cover_[edge.a] == e) return true;
  cover_[edge.a] = cover_[edge.b] = e;
  used_[edge.domino] = e;
  ++placed_;
  for (int x : {edge.a, edge.b}) {
    for (int f : graph_.cell_edges[x]) {
      if (f >= 0 && f != e) alive_[f] = 0;
    }
  }
  for (int i = graph_.domino_start[edge.domino]; i < graph_.domino_start[edge.domino + 1]; ++i) {
    if (graph_.domino_edges[i] != e) alive_[graph_.domino_edges[i]] = 0;
  }
  if (search_ok_ && search_.cover(edge.a) != e) search_ok_ = search_.take(e);
  return true;
}

void Ladder::rule_out(int e) {
  if (alive_[e] == 0) return;
  alive_[e] = 0;
  if (search_ok_) search_ok_ = search_.forbid(e);
}

std::optional<Deduction> Ladder::no_place_left() const {
  for (int c = 0; c < graph_.cells; ++c) {
    if (cover_[c] < 0 && live_at_cell(c).empty()) {
      return Deduction{kNoPlaceLeft,
                       "cell " + cell_text(c) + " can no longer pair with any neighbour",
                       -1,
                       {},
                       {c}};
    }
  }
  for (int d = 0; d < graph_.dominoes; ++d) {
    if (used_[d] < 0 && live_of_domino(d).empty()) {
      return Deduction{kNoPlaceLeft, "domino " + domino_text(d) + " has no place left", -1, {}, {}};
    }
  }
  return std::nullopt;
}

// ---- names ------------------------------------------------------------------------------------

std::string Ladder::cell_text(int cell) const {
  return numbered_cell_name(cell, graph_.cols);
}

Json Ladder::cell_json(int cell) const {
  return Json::array({cell / graph_.cols, cell % graph_.cols});
}

std::string Ladder::domino_text(int domino) const {
  int b = 0;
  while ((b + 1) * (b + 2) / 2 <= domino) ++b;
  return std::to_string(domino - b * (b + 1) / 2) + "-" + std::to_string(b);
}

std::string Ladder::edge_text(int e) const {
  return domino_text(graph_.edges[e].domino) + " on " +
         placement_name(graph_.edges[e].a, graph_.edges[e].b, graph_.cols);
}

Json Ladder::edge_json(int e) const {
  return Json::array({cell_json(graph_.edges[e].a), cell_json(graph_.edges[e].b)});
}

}  // namespace gridlogic::dominosa
