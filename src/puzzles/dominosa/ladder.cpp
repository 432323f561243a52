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

namespace {

// k / (k + 4) for k steps at the hardest level: a puzzle needing many hard steps rates above
// one needing a single hard step, but never reaches the next level's base.
double use_bonus(const reasoning::HardWork& work) {
  const auto k = static_cast<double>(work.level_uses);
  return k / (k + 4.0);
}

}  // namespace

// The levels follow Simon Tatham's Dominosa solver (dominosa.c): Trivial uses only the two
// "one place left" rules, Basic adds the local eliminations and the odd-area (parity) argument,
// Hard adds set analysis, Extreme adds set analysis through a double and forcing chains. Above
// them is our own level for what none of his rules reach: trial (dead end) and search (guess).
// A rule's rating is its level's place from 1; the grade adds for repeated use (use_bonus).
const DominosaLadder& Ladder::rules() {
  static const DominosaLadder ladder(
      {"trivial", "basic", "hard", "extreme", "unreasonable"},
      {
          {"no place left", "a cell or a domino has no placement left: there is no solution",
           "trivial", 1, [](Ladder& l) { return l.no_place_left(); }, 0},
          {"cell with one partner", "a cell that can pair with only one neighbour takes it",
           "trivial", 1, [](Ladder& l) { return l.one_partner(); }, 1},
          {"only placement of domino", "a domino with one possible placement goes there", "trivial",
           1, [](Ladder& l) { return l.only_placement(); }, 1},
          {"cell needs domino",
           "every pairing of a cell makes the same domino, so that domino goes nowhere else",
           "basic", 2, [](Ladder& l) { return l.needs_domino(); }, 2},
          {"domino must cover cell",
           "every placement of a domino covers one cell, so no other domino may cover that cell",
           "basic", 2, [](Ladder& l) { return l.must_overlap(true); }, 2},
          {"domino needs one of two cells",
           "every placement of a domino overlaps one other placement, so that placement goes",
           "basic", 2, [](Ladder& l) { return l.must_overlap(false); }, 3},
          {"would force a second copy",
           "a placement would leave a neighbouring cell only pairings that make the same domino, "
           "so it goes",
           "basic", 2, [](Ladder& l) { return l.forces_copy(); }, 3},
          {"would force two copies",
           "a placement would leave two cells that cannot pair with each other only pairings "
           "making one and the same domino, so it goes",
           "basic", 2, [](Ladder& l) { return l.forces_two_copies(); }, 4},
          {"odd areas",
           "a placement that would cut the open cells into two parts of odd size leaves them "
           "untileable, so it goes",
           "basic", 2, [](Ladder& l) { return l.odd_areas(); }, 4},
          {"number set",
           "k cells of one number can only make k dominoes between them, so those dominoes go "
           "nowhere else",
           "hard", 3, [](Ladder& l) { return l.number_set(false); }, 5},
          {"number set with double",
           "cells of one number whose dominoes are fewer than or as many as the cells, with a "
           "double that may cover two of them: the double (and the others) must stay on those "
           "cells",
           "extreme", 4, [](Ladder& l) { return l.number_set(true); }, 6},
          {"forcing chain",
           "cells with two pairings each chain placements that stand or fall together; a chain "
           "that repeats a domino, empties another cell, or shares a domino with its opposite "
           "decides",
           "extreme", 4, [](Ladder& l) { return l.forcing_chain(); }, 7},
          {"dead end",
           "taking a placement forces, by propagation, a cell or domino with no place left (or a "
           "region that cannot be tiled), so it goes",
           "unreasonable", 5, [](Ladder& l) { return l.dead_end(); }, 8},
          {"guess", "no rule applies: the solver's search takes one placement and goes on",
           "unreasonable", 5, nullptr, 9},
      },
      use_bonus);
  return ladder;
}

std::optional<Deduction> Ladder::next(RuleId last) {
  return rules().first<Deduction>(reasoning::Reach{SIZE_MAX, last}, *this);
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
