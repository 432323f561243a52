// The ladder's parity rule (Tatham's Basic "odd areas"): a placement that is the only link
// between two parts of the open cells, each of even size, would leave both parts odd once it
// took one cell from each, and an odd area cannot be tiled.
//
// The links that are the only connection are the bridges of the graph of open cells and
// possible placements, found in one depth-first pass (Tarjan); the size of the part below a
// bridge is the size of its subtree. The walk is iterative: a board may have a million cells.
#include <algorithm>

#include "puzzles/dominosa/ladder.hpp"

namespace gridlogic::dominosa {

std::optional<Deduction> Ladder::odd_areas() const {
  const int n = graph_.cells;
  std::vector<int> order(static_cast<size_t>(n), -1);  // preorder number
  std::vector<int> low(static_cast<size_t>(n), 0);
  std::vector<int> size(static_cast<size_t>(n), 1);
  std::vector<int> by_order;  // cells in preorder
  by_order.reserve(static_cast<size_t>(n));
  struct Frame {
    int cell;
    int via;   // edge from the parent, -1 at a root
    int next;  // next slot of cell_edges to look at
  };
  std::vector<Frame> stack;
  for (int root = 0; root < n; ++root) {
    if (cover_[root] >= 0 || order[root] >= 0) continue;
    const int first = static_cast<int>(by_order.size());
    order[root] = low[root] = first;
    by_order.push_back(root);
    stack.push_back({root, -1, 0});
    std::vector<std::pair<int, int>> tree_edges;  // (edge, child) in this component
    while (!stack.empty()) {
      Frame& top = stack.back();
      if (top.next < 4) {
        const int f = graph_.cell_edges[top.cell][top.next++];
        if (f < 0 || f == top.via || !open_edge(f)) continue;
        const int w = other(f, top.cell);
        if (order[w] >= 0) {
          low[top.cell] = std::min(low[top.cell], order[w]);
        } else {
          order[w] = low[w] = static_cast<int>(by_order.size());
          by_order.push_back(w);
          tree_edges.emplace_back(f, w);
          stack.push_back({w, f, 0});
        }
        continue;
      }
      const Frame done = top;
      stack.pop_back();
      if (!stack.empty()) {
        const int parent = stack.back().cell;
        low[parent] = std::min(low[parent], low[done.cell]);
        size[parent] += size[done.cell];
      }
    }
    const int total = size[root];
    for (const auto& [f, child] : tree_edges) {
      const int parent = other(f, child);
      if (low[child] <= order[parent]) continue;  // not a bridge: a cycle passes round it
      const int below = size[child];
      if (below % 2 != 0 || (total - below) % 2 != 0) continue;
      Deduction out{kOddAreas, "", -1, {f}, {}};
      // The smaller part, for the page to show (the subtree is a run of the preorder).
      const bool inside = below * 2 <= total;
      for (int i = first; i < first + total; ++i) {
        const int cell = by_order[static_cast<size_t>(i)];
        const bool in_subtree = order[cell] >= order[child] && order[cell] < order[child] + below;
        if (in_subtree == inside) out.cells.push_back(cell);
      }
      out.text = "taking " + edge_text(f) + " would cut the open cells into two parts of " +
                 std::to_string(below - 1) + " and " + std::to_string(total - below - 1) +
                 " cells, both odd: rule it out";
      return out;
    }
  }
  return std::nullopt;
}

}  // namespace gridlogic::dominosa
