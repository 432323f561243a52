// The ladder's forcing chains (Tatham's Extreme): a cell with exactly two possible placements
// takes one and loses the other, so such cells link placements into chains whose two sides are
// all taken or all lost, one side or the other. A chain decides when
//   - one side uses some domino twice: that side is lost;
//   - one side would use every domino some other cell can make: that side is lost;
//   - a domino has a placement on each side: it goes on one of them, so nowhere else.
// The sides come from a union-find over placements that records, for each placement, whether
// it stands with or against its class's root.
#include <algorithm>
#include <tuple>

#include "puzzles/dominosa/ladder.hpp"

namespace gridlogic::dominosa {

namespace {

class Sides {
 public:
  explicit Sides(size_t n) : parent_(n), flip_(n, 0) {
    for (size_t i = 0; i < n; ++i) parent_[i] = static_cast<int>(i);
  }
  // The side of x: its class's root times two, plus one when x stands against the root.
  int side(int x) {
    int parity = 0;
    const int root = find(x, parity);
    return root * 2 + parity;
  }
  // Records that x and y stand on opposite sides; false when they already stand together.
  bool oppose(int x, int y) {
    int px = 0;
    int py = 0;
    const int rx = find(x, px);
    const int ry = find(y, py);
    if (rx == ry) return px != py;
    parent_[rx] = ry;
    flip_[rx] = static_cast<uint8_t>(px ^ py ^ 1);
    return true;
  }

 private:
  int find(int x, int& parity) {
    int p = 0;
    int root = x;
    while (parent_[root] != root) {
      p ^= flip_[root];
      root = parent_[root];
    }
    // Path compression, keeping each node's parity to the root.
    int q = p;
    while (parent_[x] != x) {
      const int up = parent_[x];
      const int flip = flip_[x];
      parent_[x] = root;
      flip_[x] = static_cast<uint8_t>(q);
      q ^= flip;
      x = up;
    }
    parity = p;
    return root;
  }
  std::vector<int> parent_;
  std::vector<uint8_t> flip_;
};

}  // namespace

std::optional<Deduction> Ladder::forcing_chain() const {
  const int count = static_cast<int>(graph_.edges.size());
  Sides sides(static_cast<size_t>(count));
  for (int c = 0; c < graph_.cells; ++c) {
    if (cover_[c] >= 0) continue;
    const std::vector<int> live = live_at_cell(c);
    if (live.size() == 2 && !sides.oppose(live[0], live[1])) return std::nullopt;  // no solution
  }
  std::vector<int> side_of(static_cast<size_t>(count), -1);
  std::vector<std::tuple<int, int, int>> by_side;  // side, domino, edge
  for (int e = 0; e < count; ++e) {
    if (!open_edge(e)) continue;
    side_of[e] = sides.side(e);
    by_side.emplace_back(side_of[e], graph_.edges[e].domino, e);
  }
  std::sort(by_side.begin(), by_side.end());
  auto side_edges = [&](int side) {
    std::vector<int> out;
    for (const auto& [s, d, e] : by_side) {
      if (s == side) out.push_back(e);
    }
    return out;
  };
  auto chain_cells = [&](int side, std::vector<int>& cells) {
    for (const auto& [s, d, e] : by_side) {
      if ((s | 1) != (side | 1)) continue;
      for (int x : {graph_.edges[e].a, graph_.edges[e].b}) {
        if (std::find(cells.begin(), cells.end(), x) == cells.end()) cells.push_back(x);
      }
    }
  };
  auto list = [&](const std::vector<int>& edges) {
    std::string out;
    for (int f : edges) out += (out.empty() ? "" : ", ") + edge_text(f);
    return out;
  };

  // A side that repeats a domino.
  for (size_t i = 0; i + 1 < by_side.size(); ++i) {
    const auto& [s, d, e] = by_side[i];
    if (std::get<0>(by_side[i + 1]) != s || std::get<1>(by_side[i + 1]) != d) continue;
    Deduction out{kForcingChain, "", -1, side_edges(s), {}};
    chain_cells(s, out.cells);
    out.text = "the placements " + list(out.removes) + " stand or fall together, and would use " +
               domino_text(d) + " twice: rule them all out";
    return out;
  }

  // A side that would take every domino some other cell can make.
  for (int c = 0; c < graph_.cells; ++c) {
    if (cover_[c] >= 0) continue;
    const std::vector<int> live = live_at_cell(c);
    if (live.size() < 2) continue;
    std::vector<int> own;
    for (int f : live) own.push_back(side_of[f]);
    std::vector<int> common;
    for (size_t j = 0; j < live.size(); ++j) {
      std::vector<int> here;
      for (int f : live_of_domino(graph_.edges[live[j]].domino)) {
        if (!open_edge(f)) continue;
        const int s = side_of[f];
        if (std::find(own.begin(), own.end(), s) == own.end()) here.push_back(s);
      }
      std::sort(here.begin(), here.end());
      here.erase(std::unique(here.begin(), here.end()), here.end());
      if (j == 0) {
        common = here;
      } else {
        std::vector<int> both;
        std::set_intersection(common.begin(), common.end(), here.begin(), here.end(),
                              std::back_inserter(both));
        common.swap(both);
      }
      if (common.empty()) break;
    }
    if (common.empty()) continue;
    Deduction out{kForcingChain, "", -1, side_edges(common[0]), {c}};
    chain_cells(common[0], out.cells);
    out.text = "the placements " + list(out.removes) +
               " stand or fall together, and would use every domino " + cell_text(c) +
               " can make: rule them all out";
    return out;
  }

  // A domino with a placement on each side of one chain.
  for (int d = 0; d < graph_.dominoes; ++d) {
    if (used_[d] >= 0) continue;
    const std::vector<int> live = live_of_domino(d);
    if (live.size() <= 2) continue;
    for (size_t j = 0; j < live.size(); ++j) {
      for (size_t k = j + 1; k < live.size(); ++k) {
        if ((side_of[live[j]] ^ side_of[live[k]]) != 1) continue;
        Deduction out{kForcingChain, "", -1, {}, {}};
        for (size_t i = 0; i < live.size(); ++i) {
          if (i != j && i != k) out.removes.push_back(live[i]);
        }
        chain_cells(side_of[live[j]], out.cells);
        out.text = "of the chained placements, either " + edge_text(live[j]) + " or " +
                   edge_text(live[k]) + " is taken, so " + domino_text(d) +
                   " goes nowhere else: rule out " + list(out.removes);
        return out;
      }
    }
  }
  return std::nullopt;
}

}  // namespace gridlogic::dominosa
