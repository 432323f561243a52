#include "puzzles/binox/balance_flow.hpp"

#include <algorithm>

namespace gridlogic::binox {

void BalanceFlow::add_edge(int from, int to, int cap) {
  to_.push_back(to);
  cap_.push_back(cap);
  next_.push_back(head_[from]);
  head_[from] = static_cast<int>(to_.size()) - 1;
  to_.push_back(from);
  cap_.push_back(0);
  next_.push_back(head_[to]);
  head_[to] = static_cast<int>(to_.size()) - 1;
}

bool BalanceFlow::bfs() {
  std::fill(level_.begin(), level_.end(), -1);
  queue_.clear();
  queue_.push_back(source_);
  level_[source_] = 0;
  for (size_t k = 0; k < queue_.size(); ++k) {
    const int v = queue_[k];
    for (int a = head_[v]; a >= 0; a = next_[a]) {
      if (cap_[a] > 0 && level_[to_[a]] < 0) {
        level_[to_[a]] = level_[v] + 1;
        queue_.push_back(to_[a]);
      }
    }
  }
  return level_[sink_] >= 0;
}

// Dinic's blocking-flow step. The recursion is at most one level per node of the level graph.
int BalanceFlow::augment(int v, int pushed) {
  if (v == sink_) return pushed;
  for (int& a = iter_[v]; a >= 0; a = next_[a]) {
    const int w = to_[a];
    if (cap_[a] <= 0 || level_[w] != level_[v] + 1) continue;
    const int got = augment(w, std::min(pushed, cap_[a]));
    if (got > 0) {
      cap_[a] -= got;
      cap_[a ^ 1] += got;
      return got;
    }
  }
  return 0;
}

bool BalanceFlow::analyze(int rows, int cols, const std::vector<uint32_t>& cells,
                          const std::vector<int>& row_need, const std::vector<int>& col_need,
                          std::vector<uint8_t>& forced) {
  forced.assign(cells.size(), 0);
  int64_t total_rows = 0, total_cols = 0;
  for (int need : row_need) {
    if (need < 0) return false;
    total_rows += need;
  }
  for (int need : col_need) {
    if (need < 0) return false;
    total_cols += need;
  }
  if (total_rows != total_cols) return false;
  nodes_ = rows + cols + 2;
  source_ = 0;
  sink_ = rows + cols + 1;
  head_.assign(static_cast<size_t>(nodes_), -1);
  next_.clear();
  to_.clear();
  cap_.clear();
  // Cell edges first: cell k is arc 2k (row -> col), its flow is the residual of arc 2k + 1.
  for (uint32_t cell : cells) {
    const int r = static_cast<int>(cell / static_cast<uint32_t>(cols));
    const int c = static_cast<int>(cell % static_cast<uint32_t>(cols));
    add_edge(1 + r, 1 + rows + c, 1);
  }
  for (int r = 0; r < rows; ++r) {
    if (row_need[r] > 0) add_edge(source_, 1 + r, row_need[r]);
  }
  for (int c = 0; c < cols; ++c) {
    if (col_need[c] > 0) add_edge(1 + rows + c, sink_, col_need[c]);
  }
  level_.assign(static_cast<size_t>(nodes_), -1);
  iter_.assign(static_cast<size_t>(nodes_), -1);
  int64_t flow = 0;
  while (bfs()) {
    std::copy(head_.begin(), head_.end(), iter_.begin());
    while (int got = augment(source_, 1 << 30)) flow += got;
  }
  if (flow != total_rows) return false;

  // Components of the residual graph on the line nodes 1 .. rows + cols (iterative Tarjan).
  const int lines = rows + cols;
  index_.assign(static_cast<size_t>(nodes_), -1);
  low_.assign(static_cast<size_t>(nodes_), 0);
  comp_.assign(static_cast<size_t>(nodes_), -1);
  on_stack_.assign(static_cast<size_t>(nodes_), 0);
  edge_at_.assign(static_cast<size_t>(nodes_), -1);
  stack_.clear();
  call_.clear();
  int counter = 0, components = 0;
  auto is_line = [lines](int v) { return v >= 1 && v <= lines; };
  for (int start = 1; start <= lines; ++start) {
    if (index_[start] >= 0) continue;
    call_.push_back(start);
    index_[start] = low_[start] = counter++;
    edge_at_[start] = head_[start];
    stack_.push_back(start);
    on_stack_[start] = 1;
    while (!call_.empty()) {
      const int v = call_.back();
      int& a = edge_at_[v];
      bool descended = false;
      for (; a >= 0; a = next_[a]) {
        const int w = to_[a];
        if (cap_[a] <= 0 || !is_line(w)) continue;
        if (index_[w] < 0) {
          index_[w] = low_[w] = counter++;
          edge_at_[w] = head_[w];
          stack_.push_back(w);
          on_stack_[w] = 1;
          call_.push_back(w);
          a = next_[a];
          descended = true;
          break;
        }
        if (on_stack_[w]) low_[v] = std::min(low_[v], index_[w]);
      }
      if (descended) continue;
      if (low_[v] == index_[v]) {
        for (;;) {
          const int w = stack_.back();
          stack_.pop_back();
          on_stack_[w] = 0;
          comp_[w] = components;
          if (w == v) break;
        }
        ++components;
      }
      call_.pop_back();
      if (!call_.empty()) low_[call_.back()] = std::min(low_[call_.back()], low_[v]);
    }
  }
  for (size_t k = 0; k < cells.size(); ++k) {
    const int r_node = to_[2 * k + 1];
    const int c_node = to_[2 * k];
    if (comp_[r_node] == comp_[c_node]) continue;
    forced[k] = cap_[2 * k + 1] > 0 ? 1 : 2;  // the flow's value: X when the edge carries flow
  }
  return true;
}

}  // namespace gridlogic::binox
