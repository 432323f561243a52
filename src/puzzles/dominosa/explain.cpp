// Dominosa explanations. The method is in explain.hpp; the rules' table is in rules.hpp.
//
// The explainer keeps its own plain state (live edges, covered cells, used dominoes) and applies
// one rule at a time, so each step says exactly what it concluded. Only the "dead end" rule
// borrows the solver's propagation (on a Search kept in step with the explainer's state), to
// test whether taking an edge leads to a contradiction.
#include "puzzles/dominosa/explain.hpp"

#include <array>

#include "puzzles/dominosa/rules.hpp"
#include "puzzles/dominosa/solver.hpp"

namespace gridlogic::dominosa {

namespace {

class Explainer {
 public:
  Explainer(const Board& board, const Context& ctx)
      : board_(board),
        ctx_(ctx),
        graph_(board),
        search_(graph_),
        alive_(graph_.edges.size(), 1),
        cover_(static_cast<size_t>(graph_.cells), -1),
        used_(static_cast<size_t>(graph_.dominoes), -1) {
    search_ok_ = search_.propagate();
  }

  Explanation run() {
    const CountOutcome found = count_solutions(board_, ctx_, 1);
    if (found.status == Status::kTimeout) return timeout();
    if (!found.solutions.empty()) solution_ = found.solutions.front();
    using Rule = bool (Explainer::*)();  // one method per RuleId, in table order
    const std::array<Rule, kRuleCount> rules = {&Explainer::no_place_left,  &Explainer::one_partner,
                                                &Explainer::only_placement, &Explainer::covers_cell,
                                                &Explainer::needs_domino,   &Explainer::needs_pair,
                                                &Explainer::dead_end,       &Explainer::guess};
    while (placed_ < graph_.dominoes && !finished_) {
      if (ctx_.expired()) return timeout();
      bool applied = false;
      for (Rule rule : rules) {
        if ((this->*rule)()) {
          applied = true;
          break;
        }
      }
      if (!applied) {  // only when guess has no solution to follow
        step(kGuess, "no rule applies; an exhaustive search proves there is no solution", nullptr);
        break;
      }
    }
    if (placed_ == graph_.dominoes) {
      out_.status = Status::kSolved;
      Partners partner(static_cast<size_t>(graph_.cells));
      for (int c = 0; c < graph_.cells; ++c) partner[c] = other(cover_[c], c);
      out_.solution = solution_to_json(board_, partner);
    } else {
      out_.status = Status::kUnsolvable;
      out_.error = "no tiling uses every domino of the set exactly once";
    }
    return std::move(out_);
  }

 private:
  // ---- names -------------------------------------------------------------------------------
  std::string cell_text(int c) const {
    // Appended piece by piece: g++ 12 warns (-Wrestrict, a false positive) on "(" + ... here.
    std::string out = "(";
    out += std::to_string(c / graph_.cols);
    out += ',';
    out += std::to_string(c % graph_.cols);
    out += ')';
    return out;
  }
  Json cell_json(int c) const { return Json::array({c / graph_.cols, c % graph_.cols}); }
  std::string domino_text(int e) const {
    const auto& edge = graph_.edges[e];
    const int x = board_.values[edge.a];
    const int y = board_.values[edge.b];
    return std::to_string(std::min(x, y)) + "-" + std::to_string(std::max(x, y));
  }
  std::string edge_text(int e) const {
    return domino_text(e) + " on " + cell_text(graph_.edges[e].a) + "-" +
           cell_text(graph_.edges[e].b);
  }
  Json edge_json(int e) const {
    return Json::array({cell_json(graph_.edges[e].a), cell_json(graph_.edges[e].b)});
  }
  int other(int e, int c) const {
    return graph_.edges[e].a == c ? graph_.edges[e].b : graph_.edges[e].a;
  }

  // ---- state -------------------------------------------------------------------------------
  std::vector<int> live_at_cell(int c) const {
    std::vector<int> out;
    for (int f : graph_.cell_edges[c]) {
      if (f >= 0 && alive_[f] != 0) out.push_back(f);
    }
    return out;
  }
  std::vector<int> live_of_domino(int d) const {
    std::vector<int> out;
    for (int i = graph_.domino_start[d]; i < graph_.domino_start[d + 1]; ++i) {
      if (alive_[graph_.domino_edges[i]] != 0) out.push_back(graph_.domino_edges[i]);
    }
    return out;
  }
  void remove(int e) {
    alive_[e] = 0;
    if (search_ok_) search_ok_ = search_.forbid(e);
  }
  // Takes e; the placements it rules out go with it (they are part of the same step).
  int place(int e) {
    const auto& edge = graph_.edges[e];
    cover_[edge.a] = cover_[edge.b] = e;
    used_[edge.domino] = e;
    ++placed_;
    int removed = 0;
    auto drop = [&](int f) {
      if (f != e && alive_[f] != 0) {
        alive_[f] = 0;
        ++removed;
      }
    };
    for (int x : {edge.a, edge.b}) {
      for (int f : graph_.cell_edges[x]) {
        if (f >= 0) drop(f);
      }
    }
    for (int f : live_of_domino(edge.domino)) drop(f);
    if (search_ok_ && search_.cover(edge.a) != e) search_ok_ = search_.take(e);
    return removed;
  }
  void step(RuleId id, std::string text, Json detail) {
    out_.steps.push_back(rule_table().step(id, std::move(text), std::move(detail)));
  }
  void step_place(RuleId id, int e, const std::string& why) {
    const int removed = place(e);
    step(id, "place " + edge_text(e) + ": " + why,
         Json{{"place", edge_json(e)}, {"domino", domino_text(e)}, {"removes", removed}});
  }
  void step_remove(RuleId id, const std::vector<int>& edges, const std::string& why) {
    Json list = Json::array();
    std::string text;
    for (int f : edges) {
      list.push_back(edge_json(f));
      text += (text.empty() ? "" : ", ") + edge_text(f);
      remove(f);
    }
    step(id, why + "; remove " + text, Json{{"remove", list}});
  }

  // ---- the rules, in table order -------------------------------------------------------------
  bool no_place_left() {
    for (int c = 0; c < graph_.cells; ++c) {
      if (cover_[c] < 0 && live_at_cell(c).empty()) {
        step(kNoPlaceLeft, "cell " + cell_text(c) + " can no longer pair with any neighbour",
             Json{{"cell", cell_json(c)}});
        finished_ = true;
        return true;
      }
    }
    for (int d = 0; d < graph_.dominoes; ++d) {
      if (used_[d] < 0 && live_of_domino(d).empty()) {
        step(kNoPlaceLeft, "domino " + domino_name(d) + " has no place left",
             Json{{"domino", domino_name(d)}});
        finished_ = true;
        return true;
      }
    }
    return false;
  }
  std::string domino_name(int d) const {
    int b = 0;
    while ((b + 1) * (b + 2) / 2 <= d) ++b;
    return std::to_string(d - b * (b + 1) / 2) + "-" + std::to_string(b);
  }

  bool one_partner() {
    for (int c = 0; c < graph_.cells; ++c) {
      if (cover_[c] >= 0) continue;
      auto live = live_at_cell(c);
      if (live.size() == 1) {
        step_place(kOnePartner, live[0],
                   cell_text(c) + " can only pair with " + cell_text(other(live[0], c)));
        return true;
      }
    }
    return false;
  }

  bool only_placement() {
    for (int d = 0; d < graph_.dominoes; ++d) {
      if (used_[d] >= 0) continue;
      auto live = live_of_domino(d);
      if (live.size() == 1) {
        step_place(kOnlyPlacement, live[0], "it is the only place left for " + domino_name(d));
        return true;
      }
    }
    return false;
  }

  // The cell every live edge of `edges` touches, or -1.
  int common_cell(const std::vector<int>& edges) const {
    int a = graph_.edges[edges[0]].a;
    int b = graph_.edges[edges[0]].b;
    for (int e : edges) {
      if (a != graph_.edges[e].a && a != graph_.edges[e].b) a = -1;
      if (b != graph_.edges[e].a && b != graph_.edges[e].b) b = -1;
    }
    return a >= 0 ? a : b;
  }

  bool covers_cell() {
    for (int d = 0; d < graph_.dominoes; ++d) {
      if (used_[d] >= 0) continue;
      auto live = live_of_domino(d);
      if (live.size() < 2) continue;
      const int x = common_cell(live);
      if (x < 0) continue;
      std::vector<int> doomed;
      for (int f : live_at_cell(x)) {
        if (graph_.edges[f].domino != d) doomed.push_back(f);
      }
      if (doomed.empty()) continue;
      step_remove(kCoversCell, doomed,
                  "every place left for " + domino_name(d) + " covers " + cell_text(x));
      return true;
    }
    return false;
  }

  bool needs_domino() {
    for (int c = 0; c < graph_.cells; ++c) {
      if (cover_[c] >= 0) continue;
      auto live = live_at_cell(c);
      if (live.size() < 2) continue;
      const int d = graph_.edges[live[0]].domino;
      bool same = true;
      for (int f : live) same = same && graph_.edges[f].domino == d;
      if (!same) continue;
      std::vector<int> doomed;
      for (int f : live_of_domino(d)) {
        if (graph_.edges[f].a != c && graph_.edges[f].b != c) doomed.push_back(f);
      }
      if (doomed.empty()) continue;
      step_remove(kNeedsDomino, doomed,
                  "every pairing left for " + cell_text(c) + " makes " + domino_name(d));
      return true;
    }
    return false;
  }

  bool needs_pair() {
    for (int d = 0; d < graph_.dominoes; ++d) {
      if (used_[d] >= 0) continue;
      auto live = live_of_domino(d);
      if (live.size() < 2 || live.size() > 4) continue;
      for (int p : {graph_.edges[live[0]].a, graph_.edges[live[0]].b}) {
        std::vector<int> rest;
        for (int f : live) {
          if (graph_.edges[f].a != p && graph_.edges[f].b != p) rest.push_back(f);
        }
        if (rest.empty()) continue;
        const int ra = graph_.edges[rest[0]].a;
        const int rb = graph_.edges[rest[0]].b;
        for (int q : {ra, rb}) {
          bool all = true;
          for (int f : rest) all = all && (graph_.edges[f].a == q || graph_.edges[f].b == q);
          if (!all) continue;
          for (int f : live_at_cell(p)) {
            if (other(f, p) == q && graph_.edges[f].domino != d) {
              step_remove(kNeedsPair, {f},
                          "every place left for " + domino_name(d) + " touches " + cell_text(p) +
                              " or " + cell_text(q));
              return true;
            }
          }
        }
      }
    }
    return false;
  }

  bool dead_end() {
    if (!search_ok_) return false;
    for (int e = 0; e < static_cast<int>(graph_.edges.size()); ++e) {
      if (alive_[e] == 0 || cover_[graph_.edges[e].a] == e) continue;
      if (!search_.alive(e)) {
        // The solver's propagation already knows this edge is impossible.
        step_remove(kDeadEnd, {e}, "taking " + edge_text(e) + " leads to a contradiction");
        return true;
      }
      const size_t mark = search_.mark();
      const bool ok = search_.take(e) && search_.regions_balanced();
      search_.undo(mark);
      if (!ok) {
        step_remove(kDeadEnd, {e}, "taking " + edge_text(e) + " leads to a contradiction");
        return true;
      }
    }
    return false;
  }

  bool guess() {
    if (solution_.empty()) return false;
    int best = -1;
    size_t best_count = 5;
    for (int c = 0; c < graph_.cells; ++c) {
      if (cover_[c] >= 0) continue;
      const size_t n = live_at_cell(c).size();
      if (n < best_count) {
        best_count = n;
        best = c;
      }
    }
    if (best < 0) return false;
    for (int f : live_at_cell(best)) {
      if (other(f, best) == solution_[best]) {
        step_place(kGuess, f,
                   "no rule applies; branching on " + cell_text(best) + " (" +
                       std::to_string(best_count) +
                       " choices), the search's solution pairs it "
                       "with " +
                       cell_text(solution_[best]));
        return true;
      }
    }
    return false;
  }

  Explanation timeout() {
    out_.status = Status::kTimeout;
    out_.error = "the time limit was reached while explaining";
    return std::move(out_);
  }

  const Board& board_;
  const Context& ctx_;
  Graph graph_;
  Search search_;
  bool search_ok_ = true;
  std::vector<uint8_t> alive_;
  std::vector<int> cover_;
  std::vector<int> used_;
  int placed_ = 0;
  bool finished_ = false;
  Partners solution_;
  Explanation out_;
};

}  // namespace

Explanation explain_board(const Board& board, const Context& ctx) {
  return Explainer(board, ctx).run();
}

}  // namespace gridlogic::dominosa
