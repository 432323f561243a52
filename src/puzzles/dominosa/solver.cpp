// Dominosa native solver. The deductions and the search are described in solver.hpp.
#include "puzzles/dominosa/solver.hpp"

#include <algorithm>

namespace gridlogic::dominosa {

namespace {
// How far (in grid steps) from a change an edge is probed again. Measured on unique M=25..30
// boards: radius 1 needs the fewest probes overall (it misses a few failed edges, which the
// search then finds by branching, but re-probing a wider ring costs more than it saves: at
// radius 100, i.e. everything, one board took 40,674 probes against 3,562 at radius 1).
constexpr int kProbeRadius = 1;
}  // namespace

Graph::Graph(const Board& board)
    : rows(board.rows),
      cols(board.cols),
      cells(board.cell_count()),
      dominoes(board.domino_count()) {
  cell_edges.assign(static_cast<size_t>(cells), {-1, -1, -1, -1});
  std::vector<int> per_domino(static_cast<size_t>(dominoes), 0);
  edges.reserve(static_cast<size_t>(2 * cells));
  auto add = [&](int a, int b) {
    const int d = domino_index(board.values[a], board.values[b]);
    const int e = static_cast<int>(edges.size());
    edges.push_back({a, b, d});
    for (int x : {a, b}) {
      auto& slots = cell_edges[x];
      *std::find(slots.begin(), slots.end(), -1) = e;
    }
    ++per_domino[d];
  };
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      const int i = r * cols + c;
      if (c + 1 < cols) add(i, i + 1);
      if (r + 1 < rows) add(i, i + cols);
    }
  }
  domino_start.assign(static_cast<size_t>(dominoes) + 1, 0);
  for (int d = 0; d < dominoes; ++d) domino_start[d + 1] = domino_start[d] + per_domino[d];
  domino_edges.assign(edges.size(), 0);
  std::vector<int> fill(domino_start.begin(), domino_start.end() - 1);
  for (int e = 0; e < static_cast<int>(edges.size()); ++e)
    domino_edges[fill[edges[e].domino]++] = e;
}

Search::Search(const Graph& graph)
    : graph_(graph),
      alive_(graph.edges.size(), 1),
      degree_(static_cast<size_t>(graph.cells), 0),
      cover_(static_cast<size_t>(graph.cells), -1),
      options_(static_cast<size_t>(graph.dominoes), 0),
      used_(static_cast<size_t>(graph.dominoes), -1) {
  for (const auto& edge : graph.edges) {
    ++degree_[edge.a];
    ++degree_[edge.b];
    ++options_[edge.domino];
  }
  // Everything is worth a first look.
  queue_.reserve(static_cast<size_t>(graph.cells + graph.dominoes));
  for (int c = 0; c < graph.cells; ++c) queue_.push_back(c);
  for (int d = 0; d < graph.dominoes; ++d) queue_.push_back(graph.cells + d);
}

void Search::kill(int e) {
  if (alive_[e] == 0) return;
  alive_[e] = 0;
  trail_.push_back(e);
  const auto& edge = graph_.edges[e];
  --degree_[edge.a];
  --degree_[edge.b];
  --options_[edge.domino];
  if (cover_[edge.a] < 0) queue_.push_back(edge.a);
  if (cover_[edge.b] < 0) queue_.push_back(edge.b);
  if (used_[edge.domino] < 0 && options_[edge.domino] <= 4) {
    queue_.push_back(graph_.cells + edge.domino);
  }
}

void Search::place(int e) {
  const auto& edge = graph_.edges[e];
  if (cover_[edge.a] == e) return;  // already taken by propagation
  if (alive_[e] == 0 || cover_[edge.a] >= 0 || cover_[edge.b] >= 0 || used_[edge.domino] >= 0) {
    failed_ = true;
    return;
  }
  cover_[edge.a] = e;
  cover_[edge.b] = e;
  used_[edge.domino] = e;
  ++placed_;
  trail_.push_back(~e);
  for (int x : {edge.a, edge.b}) {
    for (int f : graph_.cell_edges[x]) {
      if (f >= 0 && f != e) kill(f);
    }
  }
  const int* begin = graph_.domino_edges.data() + graph_.domino_start[edge.domino];
  const int* end = graph_.domino_edges.data() + graph_.domino_start[edge.domino + 1];
  for (const int* f = begin; f != end; ++f) {
    if (*f != e) kill(*f);
  }
}

void Search::undo(size_t mark) {
  while (trail_.size() > mark) {
    const int x = trail_.back();
    trail_.pop_back();
    if (x >= 0) {
      alive_[x] = 1;
      const auto& edge = graph_.edges[x];
      ++degree_[edge.a];
      ++degree_[edge.b];
      ++options_[edge.domino];
    } else {
      const auto& edge = graph_.edges[~x];
      cover_[edge.a] = -1;
      cover_[edge.b] = -1;
      used_[edge.domino] = -1;
      --placed_;
    }
  }
  queue_.clear();
  failed_ = false;
}

bool Search::take(int e) {
  place(e);
  return propagate();
}

bool Search::forbid(int e) {
  kill(e);
  return propagate();
}

bool Search::process_cell(int cell) {
  if (cover_[cell] >= 0) return true;
  const int deg = degree_[cell];
  if (deg == 0) return false;
  const auto& slots = graph_.cell_edges[cell];
  if (deg == 1) {
    for (int f : slots) {
      if (f >= 0 && alive_[f] != 0) {
        place(f);
        return !failed_;
      }
    }
    return false;
  }
  // Cell needs domino: all live edges here carry one domino, so that domino covers this cell.
  int domino = -1;
  for (int f : slots) {
    if (f < 0 || alive_[f] == 0) continue;
    const int d = graph_.edges[f].domino;
    if (domino >= 0 && d != domino) return true;
    domino = d;
  }
  if (options_[domino] == deg) return true;
  const int* begin = graph_.domino_edges.data() + graph_.domino_start[domino];
  const int* end = graph_.domino_edges.data() + graph_.domino_start[domino + 1];
  for (const int* f = begin; f != end; ++f) {
    const auto& edge = graph_.edges[*f];
    if (edge.a != cell && edge.b != cell) kill(*f);
  }
  return true;
}

bool Search::process_domino(int domino) {
  if (used_[domino] >= 0) return true;
  const int count = options_[domino];
  if (count == 0) return false;
  if (count > 4) return true;
  const int* begin = graph_.domino_edges.data() + graph_.domino_start[domino];
  const int* end = graph_.domino_edges.data() + graph_.domino_start[domino + 1];
  if (count == 1) {
    for (const int* f = begin; f != end; ++f) {
      if (alive_[*f] != 0) {
        place(*f);
        return !failed_;
      }
    }
    return false;
  }
  // Domino covers cell: the cells common to every live edge of this domino.
  int common_a = -1;
  int common_b = -1;
  bool first = true;
  for (const int* f = begin; f != end; ++f) {
    if (alive_[*f] == 0) continue;
    const auto& edge = graph_.edges[*f];
    if (first) {
      common_a = edge.a;
      common_b = edge.b;
      first = false;
      continue;
    }
    if (common_a != edge.a && common_a != edge.b) common_a = -1;
    if (common_b != edge.a && common_b != edge.b) common_b = -1;
    if (common_a < 0 && common_b < 0) return true;
  }
  if (common_a >= 0 || common_b >= 0) {
    const int x = common_a >= 0 ? common_a : common_b;
    for (int f : graph_.cell_edges[x]) {
      if (f >= 0 && alive_[f] != 0 && graph_.edges[f].domino != domino) kill(f);
    }
    return true;
  }
  kill_pair_blockers(domino, begin, end);
  return true;
}

// Domino needs one of two cells: when every live edge of `domino` touches cell p or cell q and
// p, q are neighbours, another domino on (p, q) would leave `domino` no place, so that edge dies.
// Any such pair contains a cell of the first live edge, which bounds the search to two tries.
void Search::kill_pair_blockers(int domino, const int* begin, const int* end) {
  std::array<int, 4> live{};
  int count = 0;
  for (const int* f = begin; f != end && count < 4; ++f) {
    if (alive_[*f] != 0) live[count++] = *f;
  }
  const auto& first = graph_.edges[live[0]];
  for (int p : {first.a, first.b}) {
    int qa = -1;
    int qb = -1;
    bool any = false;
    for (int i = 1; i < count; ++i) {
      const auto& edge = graph_.edges[live[i]];
      if (edge.a == p || edge.b == p) continue;
      if (!any) {
        qa = edge.a;
        qb = edge.b;
        any = true;
        continue;
      }
      if (qa != edge.a && qa != edge.b) qa = -1;
      if (qb != edge.a && qb != edge.b) qb = -1;
    }
    if (!any) continue;
    for (int f : graph_.cell_edges[p]) {
      if (f < 0 || alive_[f] == 0 || graph_.edges[f].domino == domino) continue;
      const int other = graph_.edges[f].a == p ? graph_.edges[f].b : graph_.edges[f].a;
      if (other == qa || other == qb) kill(f);
    }
  }
}

bool Search::propagate() {
  while (!queue_.empty() && !failed_) {
    const int item = queue_.back();
    queue_.pop_back();
    const bool ok = item < graph_.cells ? process_cell(item) : process_domino(item - graph_.cells);
    if (!ok) failed_ = true;
  }
  if (failed_) {
    queue_.clear();
    return false;
  }
  return true;
}

// Marks (with the current stamp) the cells worth probing again after the changes on the trail
// from `from` on.
void Search::mark_dirty(size_t from) {
  // Cells touched by trail entries from `from` on, widened by kProbeRadius grid steps.
  stamp_ += 1;
  frontier_.clear();
  for (size_t t = from; t < trail_.size(); ++t) {
    const int x = trail_[t] >= 0 ? trail_[t] : ~trail_[t];
    for (int c : {graph_.edges[x].a, graph_.edges[x].b}) {
      if (dirty_[c] != stamp_) {
        dirty_[c] = stamp_;
        frontier_.push_back(c);
      }
    }
  }
  size_t begin = 0;
  for (int step = 0; step < kProbeRadius; ++step) {
    const size_t end = frontier_.size();
    for (size_t i = begin; i < end; ++i) {
      const int c = frontier_[i];
      const int r = c / graph_.cols;
      const int col = c % graph_.cols;
      const int around[4][2] = {{r - 1, col}, {r + 1, col}, {r, col - 1}, {r, col + 1}};
      for (const auto& rc : around) {
        if (rc[0] < 0 || rc[0] >= graph_.rows || rc[1] < 0 || rc[1] >= graph_.cols) continue;
        const int n = rc[0] * graph_.cols + rc[1];
        if (dirty_[n] != stamp_) {
          dirty_[n] = stamp_;
          frontier_.push_back(n);
        }
      }
    }
    begin = end;
  }
}

// A probe's outcome can only change where the state changed, so after the first full sweep
// only edges near the latest changes are probed again (see kProbeRadius).
bool Search::probe(size_t since) {
  const int edge_count = static_cast<int>(graph_.edges.size());
  if (impact_.size() != static_cast<size_t>(edge_count)) {
    impact_.assign(static_cast<size_t>(edge_count), 0);
    dirty_.assign(static_cast<size_t>(graph_.cells), 0);
  }
  probed_ = true;
  bool everything = since == 0;
  while (true) {
    if (!everything) mark_dirty(since);
    since = mark();
    bool changed = false;
    for (int e = 0; e < edge_count; ++e) {
      if (alive_[e] == 0 || cover_[graph_.edges[e].a] == e) continue;
      if (stop_ != nullptr && (*stop_)()) return true;
      if (!everything && dirty_[graph_.edges[e].a] != stamp_ &&
          dirty_[graph_.edges[e].b] != stamp_) {
        continue;
      }
      const size_t before = mark();
      const bool ok = take(e);
      impact_[e] = static_cast<int>(mark() - before);
      undo(before);
      if (!ok) {
        if (!forbid(e)) return false;
        changed = true;
      }
    }
    if (!changed) return true;
    everything = false;
  }
}

bool Search::regions_balanced() {
  // Flood fill over uncovered cells along live edges; count dark minus light cells per region.
  scratch_.assign(static_cast<size_t>(graph_.cells), 0);
  std::vector<int>& seen = scratch_;
  std::vector<int> stack;
  for (int start = 0; start < graph_.cells; ++start) {
    if (cover_[start] >= 0 || seen[start] != 0) continue;
    int balance = 0;
    seen[start] = 1;
    stack.push_back(start);
    while (!stack.empty()) {
      const int c = stack.back();
      stack.pop_back();
      balance += ((c / graph_.cols + c % graph_.cols) & 1) != 0 ? 1 : -1;
      for (int f : graph_.cell_edges[c]) {
        if (f < 0 || alive_[f] == 0) continue;
        const int other = graph_.edges[f].a == c ? graph_.edges[f].b : graph_.edges[f].a;
        if (seen[other] == 0) {
          seen[other] = 1;
          stack.push_back(other);
        }
      }
    }
    if (balance != 0) return false;
  }
  return true;
}

Partners Search::partners() const {
  Partners partner(static_cast<size_t>(graph_.cells), -1);
  for (int c = 0; c < graph_.cells; ++c) {
    const int e = cover_[c];
    if (e >= 0) partner[c] = graph_.edges[e].a == c ? graph_.edges[e].b : graph_.edges[e].a;
  }
  return partner;
}

void Search::branch_candidates(std::vector<int>& out) const {
  // With probe impacts at hand (the number of changes each edge's propagation made), a choice
  // between two edges goes to the pair whose two branches both shrink the problem most (the
  // product rule of look-ahead SAT solvers). Otherwise: fewest live edges wins, a domino winning
  // ties, since taking one of its edges also settles two cells.
  int best = -1;
  long long best_score = -1;
  if (probed_) {
    auto consider = [&](int item, int e1, int e2) {
      long long score =
          static_cast<long long>(impact_[e1] + 1) * static_cast<long long>(impact_[e2] + 1);
      if (noise_ != 0) score = score * static_cast<long long>(64 + next_noise() % 64);
      if (score > best_score) {
        best_score = score;
        best = item;
      }
    };
    for (int d = 0; d < graph_.dominoes; ++d) {
      if (used_[d] >= 0 || options_[d] != 2) continue;
      int pair[2] = {-1, -1};
      int k = 0;
      for (int i = graph_.domino_start[d]; i < graph_.domino_start[d + 1] && k < 2; ++i) {
        if (alive_[graph_.domino_edges[i]] != 0) pair[k++] = graph_.domino_edges[i];
      }
      consider(graph_.cells + d, pair[0], pair[1]);
    }
    for (int c = 0; c < graph_.cells; ++c) {
      if (cover_[c] >= 0 || degree_[c] != 2) continue;
      int pair[2] = {-1, -1};
      int k = 0;
      for (int f : graph_.cell_edges[c]) {
        if (f >= 0 && alive_[f] != 0) pair[k++] = f;
      }
      consider(c, pair[0], pair[1]);
    }
  }
  if (best < 0) {
    int best_count = 1 << 30;
    for (int d = 0; d < graph_.dominoes; ++d) {
      if (used_[d] < 0 && options_[d] < best_count) {
        best_count = options_[d];
        best = graph_.cells + d;
        if (best_count <= 2) break;
      }
    }
    if (best_count > 2) {
      for (int c = 0; c < graph_.cells; ++c) {
        if (cover_[c] < 0 && degree_[c] < best_count) {
          best_count = degree_[c];
          best = c;
          if (best_count <= 2) break;
        }
      }
    }
  }
  const size_t first = out.size();
  if (best < graph_.cells) {
    for (int f : graph_.cell_edges[best]) {
      if (f >= 0 && alive_[f] != 0) out.push_back(f);
    }
  } else {
    const int d = best - graph_.cells;
    for (int i = graph_.domino_start[d]; i < graph_.domino_start[d + 1]; ++i) {
      if (alive_[graph_.domino_edges[i]] != 0) out.push_back(graph_.domino_edges[i]);
    }
  }
  // Value order: the placement that changes least first, as it leaves the most room for a
  // solution; on restarts the order is randomised instead.
  if (probed_) {
    std::stable_sort(out.begin() + static_cast<std::ptrdiff_t>(first), out.end(),
                     [this](int x, int y) { return impact_[x] < impact_[y]; });
  }
  if (noise_ != 0 && out.size() - first >= 2 && (next_noise() & 1) != 0) {
    std::swap(out[first], out[first + 1]);
  }
}

uint64_t Search::next_noise() const {
  // xorshift64: cheap, and its own state, so searches in other threads are unaffected.
  noise_ ^= noise_ << 13;
  noise_ ^= noise_ >> 7;
  noise_ ^= noise_ << 17;
  return noise_;
}

}  // namespace gridlogic::dominosa
