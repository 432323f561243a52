// Chains: X-chains, XY-chains and alternating inference chains (AIC).
//
// A chain is a walk over candidates (cell, digit) whose links alternate: a strong link says "if
// this one is false, that one is true" (a cell's two candidates, a digit's two places in a
// unit), a weak link says "if this one is true, that one is false" (two candidates of a cell,
// one digit in two peers). A chain that starts and ends with a strong link proves "the first or
// the last is true", whatever else holds; any candidate weakly linked to both ends is false,
// and a chain that comes back to its own start proves the start true. Every implication is
// sound on its own, so any such walk is a proof; the search is a breadth-first search over
// (candidate, true/false) from every start, and the shortest productive chain wins.
#include <algorithm>
#include <bit>

#include "puzzles/killer/ladder_finders.hpp"

namespace gridlogic::killer::human {

namespace {

// Which links a kind of chain may use.
struct ChainKind {
  const char* name;
  bool strong_cell;   ///< a two-candidate cell's digits
  bool strong_unit;   ///< a digit's two places in a unit
  bool weak_cell;     ///< two digits of a cell
  bool weak_unit;     ///< one digit in two peers
  bool bivalue_only;  ///< only cells with two candidates take part (XY-chains)
  int digit = 0;      ///< when not 0, only this digit takes part (X-chains)
};

// The candidates and links of a position, candidates numbered cell * n + digit - 1.
class ChainGraph {
 public:
  ChainGraph(const Position& position, const ChainKind& kind)
      : p_(position), g_(position.geometry()), kind_(kind), n_(position.n()) {
    strong_.assign(static_cast<size_t>(p_.cells() * n_), {});
    for (int cell = 0; cell < p_.cells(); ++cell) {
      for (Mask m = p_.candidates(cell); m != 0; m &= m - 1) {
        const int digit = first_digit(m);
        if (usable(cell, digit)) add_strong(cell, digit);
      }
    }
  }

  [[nodiscard]] int n() const { return n_; }
  [[nodiscard]] int nodes() const { return p_.cells() * n_; }
  [[nodiscard]] int cell(int node) const { return node / n_; }
  [[nodiscard]] int digit(int node) const { return node % n_ + 1; }
  [[nodiscard]] int node(int cell, int digit) const { return cell * n_ + digit - 1; }
  [[nodiscard]] bool usable(int cell, int digit) const {
    if (!p_.has(cell, digit)) return false;
    if (kind_.digit != 0 && digit != kind_.digit) return false;
    return !kind_.bivalue_only || mask_count(p_.candidates(cell)) == 2;
  }
  [[nodiscard]] const std::vector<int>& strong(int node) const {
    return strong_[static_cast<size_t>(node)];
  }
  // The usable candidates weakly linked to `node`, in a fixed order.
  template <class Visit>
  void weak(int node, Visit visit) const {
    const int c = cell(node);
    const int d = digit(node);
    if (kind_.weak_cell) {
      for (Mask m = p_.candidates(c) & ~digit_bit(d); m != 0; m &= m - 1) {
        if (usable(c, first_digit(m))) visit(this->node(c, first_digit(m)));
      }
    }
    if (kind_.weak_unit) {
      for (int peer : g_.peers[static_cast<size_t>(c)]) {
        if (usable(peer, d)) visit(this->node(peer, d));
      }
    }
  }
  // Whether two candidates cannot both be true (any candidate, usable or not).
  [[nodiscard]] bool weakly_linked(int a, int b) const {
    if (a == b) return false;
    if (cell(a) == cell(b)) return true;
    return digit(a) == digit(b) && g_.sees(cell(a), cell(b));
  }

 private:
  void add_strong(int cell, int digit) {
    auto& out = strong_[static_cast<size_t>(node(cell, digit))];
    const Mask mask = p_.candidates(cell);
    if (kind_.strong_cell && mask_count(mask) == 2) {
      const int other = first_digit(mask & ~digit_bit(digit));
      if (usable(cell, other)) out.push_back(node(cell, other));
    }
    if (!kind_.strong_unit) return;
    for (int unit : g_.unit_of[static_cast<size_t>(cell)]) {
      const uint32_t places = p_.places(unit, digit);
      if (std::popcount(places) != 2) continue;
      const auto& members = g_.units[static_cast<size_t>(unit)];
      for (uint32_t m = places; m != 0; m &= m - 1) {
        const int other = members[static_cast<size_t>(std::countr_zero(m))];
        const int target = node(other, digit);
        if (other != cell && usable(other, digit) &&
            std::find(out.begin(), out.end(), target) == out.end()) {
          out.push_back(target);
        }
      }
    }
  }

  const Position& p_;
  const Geometry& g_;
  ChainKind kind_;
  int n_;
  std::vector<std::vector<int>> strong_;
};

// A chain found: its candidates from start to end, and what it proves.
struct Chain {
  std::vector<int> nodes;
  std::vector<std::pair<int, int>> placements;
  std::vector<std::pair<int, int>> eliminations;
};

// Every candidate of the position weakly linked to `start`: the candidates of its cell, and its
// digit in the cell's peers.
std::vector<int> weak_of(const Position& position, const ChainGraph& graph, int start) {
  std::vector<int> out;
  const int cell = graph.cell(start);
  const int digit = graph.digit(start);
  for (Mask m = position.candidates(cell) & ~digit_bit(digit); m != 0; m &= m - 1)
    out.push_back(graph.node(cell, first_digit(m)));
  for (int peer : position.geometry().peers[static_cast<size_t>(cell)]) {
    if (position.has(peer, digit)) out.push_back(graph.node(peer, digit));
  }
  std::sort(out.begin(), out.end());
  return out;
}

// What a chain from `start` (first strong link) to `end` (last strong link) proves: one end is
// true, so a candidate weakly linked to both is false; a chain back to its start proves it.
void conclusions(const ChainGraph& graph, const std::vector<int>& start_weak, int start, int end,
                 Chain& out) {
  out.placements.clear();
  out.eliminations.clear();
  if (start == end) {
    out.placements.emplace_back(graph.cell(start), graph.digit(start));
    return;
  }
  for (int x : start_weak) {
    if (x != end && graph.weakly_linked(x, end))
      out.eliminations.emplace_back(graph.cell(x), graph.digit(x));
  }
}

// The shortest productive chain starting at `start` no longer than `limit` candidates.
bool chain_from(const Position& position, const ChainGraph& graph, int start, int limit,
                Chain& out) {
  // States: candidate * 2 + (1 when it is true). The start is assumed false.
  const int states = graph.nodes() * 2;
  std::vector<int> parent(static_cast<size_t>(states), -2);
  std::vector<int> depth(static_cast<size_t>(states), 0);
  const std::vector<int> start_weak = weak_of(position, graph, start);
  std::vector<int> queue = {start * 2};
  parent[static_cast<size_t>(start * 2)] = -1;
  for (size_t head = 0; head < queue.size(); ++head) {
    const int state = queue[head];
    const int node = state / 2;
    const bool on = (state & 1) != 0;
    const int d = depth[static_cast<size_t>(state)];
    if (on) {
      conclusions(graph, start_weak, start, node, out);
      if (!out.placements.empty() || !out.eliminations.empty()) {
        out.nodes.clear();
        for (int s = state; s != -1; s = parent[static_cast<size_t>(s)]) out.nodes.push_back(s / 2);
        std::reverse(out.nodes.begin(), out.nodes.end());
        return true;
      }
    }
    if (d + 2 > limit) continue;
    auto push = [&](int next) {
      const int next_state = next * 2 + (on ? 0 : 1);
      if (parent[static_cast<size_t>(next_state)] != -2) return;
      parent[static_cast<size_t>(next_state)] = state;
      depth[static_cast<size_t>(next_state)] = d + 1;
      queue.push_back(next_state);
    };
    if (on) {
      graph.weak(node, push);
    } else {
      for (int next : graph.strong(node)) push(next);
    }
  }
  return false;
}

// The shortest productive chain of a kind over every start, first start on ties.
bool shortest_chain(const Position& position, const ChainKind& kind, Chain& best, int longest = 0) {
  const ChainGraph graph(position, kind);
  int limit = longest > 0 ? longest : graph.nodes() * 2;
  bool found = false;
  Chain chain;
  for (int start = 0; start < graph.nodes(); ++start) {
    if (!graph.usable(graph.cell(start), graph.digit(start)) || graph.strong(start).empty())
      continue;
    if (!chain_from(position, graph, start, limit, chain)) continue;
    const int length = static_cast<int>(chain.nodes.size());
    if (found && length >= static_cast<int>(best.nodes.size())) continue;
    best = chain;
    found = true;
    limit = length - 1;
  }
  return found;
}

std::string node_text(const Geometry& g, int n, int node, bool with_digit) {
  std::string out;
  if (with_digit) {
    out += '(';
    out += std::to_string(node % n + 1);
    out += ')';
  }
  out += cell_label(g, node / n);
  return out;
}

std::string conclusion_text(const Geometry& g, const Chain& chain) {
  if (!chain.placements.empty()) {
    const auto [cell, digit] = chain.placements.front();
    return ": if " + cell_label(g, cell) + " were not " + std::to_string(digit) +
           ", the chain would make it " + std::to_string(digit) + ", so it is " +
           std::to_string(digit);
  }
  std::string out;
  for (const auto& [cell, digit] : chain.eliminations) {
    out += (out.empty() ? "" : ", ") + cell_label(g, cell) + " is not " + std::to_string(digit);
  }
  return ": one end is true and " + out + " would contradict either";
}

// The kind of unit two linked cells share, lines first: 0 a row, 1 a column, 2 only a box.
int shared_unit_kind(const Geometry& g, int a, int b) {
  const auto& ua = g.unit_of[static_cast<size_t>(a)];
  const auto& ub = g.unit_of[static_cast<size_t>(b)];
  if (ua[0] == ub[0]) return 0;
  return ua[1] == ub[1] ? 1 : 2;
}

struct NamedRating {
  std::string name;
  double rating;
};

// A chain's name and rating. Sudoku Explainer names the four-candidate X-chains Skyscraper
// (4.0: both strong links in parallel lines), 2-String Kite (4.1: a row and a column) and Turbot
// Fish (4.2: a box); over its rated puzzles, longer X-chains fall near 5.4, XY-chains of four
// cells near 5.6, longer ones and alternating chains near 7.0, and each grows with its length.
NamedRating name_and_rating(const Geometry& g, HumanRule rule, const Chain& chain) {
  const auto length = static_cast<int>(chain.nodes.size());
  const int n = g.n;
  if (rule == kXChain || rule == kTurbotFish) {
    if (length == 4 && chain.placements.empty()) {
      const int first = shared_unit_kind(g, chain.nodes[0] / n, chain.nodes[1] / n);
      const int last = shared_unit_kind(g, chain.nodes[2] / n, chain.nodes[3] / n);
      if (first == 2 || last == 2) return {"Turbot Fish", 4.2};
      return first == last ? NamedRating{"Skyscraper", 4.0} : NamedRating{"2-String Kite", 4.1};
    }
    return {"X-chain", 5.4 + length_bonus(length - 2)};
  }
  if (rule == kXYChain) {
    if (length <= 8) return {"XY-chain", 5.6};
    return {"XY-chain", 7.0 + length_bonus(length - 6)};
  }
  return {"alternating inference chain", 7.0 + length_bonus(length - 2)};
}

// Fills a deduction from a chain; links alternate strong (=) and weak (-).
void describe(const Position& position, const ChainKind& kind, HumanRule rule, const Chain& chain,
              Deduction& out) {
  const Geometry& g = position.geometry();
  const int n = position.n();
  out.placements = chain.placements;
  out.eliminations = chain.eliminations;
  out.cells.clear();
  for (int node : chain.nodes) {
    if (std::find(out.cells.begin(), out.cells.end(), node / n) == out.cells.end())
      out.cells.push_back(node / n);
  }
  const auto [name, rating] = name_and_rating(g, rule, chain);
  out.rating = rating;
  std::string text = name;
  if (kind.digit != 0) text += " on " + std::to_string(kind.digit);
  text += ": ";
  for (size_t i = 0; i < chain.nodes.size(); ++i) {
    if (i > 0) text += i % 2 == 1 ? " = " : " - ";
    text += node_text(g, n, chain.nodes[i], kind.digit == 0);
  }
  out.text = text + conclusion_text(g, chain);
}

bool find_chain(const Position& position, const ChainKind& kind, HumanRule rule, Deduction& out) {
  Chain chain;
  if (!shortest_chain(position, kind, chain)) return false;
  describe(position, kind, rule, chain, out);
  return true;
}

ChainKind x_chain(int digit) {
  return {"X-chain", false, true, false, true, false, digit};
}

}  // namespace

namespace {

// The shortest X-chain over every digit (the lowest digit on ties), of at most `longest`
// candidates (0: any length), named and rated as `rule`.
bool shortest_x_chain(const Position& position, int longest, HumanRule rule, Deduction& out) {
  Chain best;
  int best_digit = 0;
  for (int digit = 1; digit <= position.n(); ++digit) {
    Chain chain;
    if (!shortest_chain(position, x_chain(digit), chain, longest)) continue;
    if (best_digit == 0 || chain.nodes.size() < best.nodes.size()) {
      best = std::move(chain);
      best_digit = digit;
    }
  }
  if (best_digit == 0) return false;
  describe(position, x_chain(best_digit), rule, best, out);
  return true;
}

}  // namespace

bool find_turbot_fish(const Position& position, bool /*unique*/, Deduction& out) {
  return shortest_x_chain(position, 4, kTurbotFish, out);
}

bool find_x_chain(const Position& position, bool /*unique*/, Deduction& out) {
  return shortest_x_chain(position, 0, kXChain, out);
}

bool find_xy_chain(const Position& position, bool /*unique*/, Deduction& out) {
  return find_chain(position, {"XY-chain", true, false, false, true, true, 0}, kXYChain, out);
}

bool find_alternating_chain(const Position& position, bool /*unique*/, Deduction& out) {
  return find_chain(position, {"alternating inference chain", true, true, true, true, false, 0},
                    kAlternatingChain, out);
}

}  // namespace gridlogic::killer::human
