// Balance of all lines at once, as a flow problem.
//
// Forget the no-three rule and line distinctness: which open cells can be X so that every row
// and every column gets exactly the X's it still needs? That is a bipartite degree-constrained
// subgraph (rows and columns are the nodes, open cells the edges, the X's the chosen edges), i.e.
// a transportation problem that max-flow decides exactly. Line-by-line reasoning cannot see it:
// rows and columns with two or three open cells each chain into parity cycles that a depth-first
// search only refutes after assigning the whole cycle, which made boards with 80-95 % revealed
// thrash for minutes.
//
// Beyond feasibility, the flow gives every deduction of the relaxation (as Regin's filtering does
// for all-different): two feasible choices differ by alternating cycles in the residual graph, so
// an open cell can take both values exactly when its row and its column lie in the same strongly
// connected component of the residual graph of one feasible flow. Every other open cell is forced
// to the value it has in that flow. Cost O(E sqrt(V)) for the flow (Dinic, unit capacities on
// the cell edges) plus O(E) for the components, E = open cells, V = rows + cols.
#pragma once

#include <cstdint>
#include <vector>

namespace gridlogic::binox {

class BalanceFlow {
 public:
  /// `cells`: the open cells as r * cols + c. `row_need` / `col_need`: X's each line still needs
  /// on its open cells. Returns false when no choice of X's among the open cells meets every
  /// need (then the board has no solution). Otherwise fills `forced` (one entry per cell of
  /// `cells`): 0 = both values fit the relaxation, 1 = must be X, 2 = must be O.
  bool analyze(int rows, int cols, const std::vector<uint32_t>& cells,
               const std::vector<int>& row_need, const std::vector<int>& col_need,
               std::vector<uint8_t>& forced);

 private:
  bool bfs();
  int augment(int v, int pushed);
  void add_edge(int from, int to, int cap);

  int nodes_ = 0, source_ = 0, sink_ = 0;
  std::vector<int> head_, next_, to_, cap_;  // arc lists; arc k and k ^ 1 are a pair
  std::vector<int> level_, iter_;
  std::vector<int> queue_;
  // Strongly connected components (iterative Tarjan).
  std::vector<int> index_, low_, comp_, stack_, call_, edge_at_;
  std::vector<uint8_t> on_stack_;
};

}  // namespace gridlogic::binox
