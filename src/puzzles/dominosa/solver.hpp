// Dominosa native solver: exact cover of cells and dominoes, with propagation and counting.
//
// Dominosa is an exact cover problem. Its options are the placements: an edge between two
// orthogonally adjacent cells, labelled with the domino their two values make. A solution picks
// edges so that every cell is in exactly one and every domino labels exactly one. The search keeps
// the set of live edges and, after every change, applies these deductions until none fires:
//
//   cell with one partner    a cell with one live edge takes it
//   only placement           a domino with one live edge takes it
//   placement kills          a taken edge kills every other edge at its two cells and every
//                            other edge of its domino
//   domino covers cell       when every live edge of a domino touches one cell, that cell's
//                            edges of other dominoes die
//   cell needs domino        when every live edge at a cell has the same domino, that domino's
//                            edges elsewhere die
//   domino needs a pair      when every live edge of a domino touches cell p or cell q, and p, q
//                            are neighbours, the edge p-q (another domino) dies: taking it would
//                            leave the first domino no place
//   failed edge              (at each node) an edge whose taking propagates to a contradiction
//                            dies; after the root, only edges near the latest changes are
//                            probed again
//   balanced regions         (at each node) the grid is a chessboard and every domino covers one
//                            dark and one light cell, so each connected region of uncovered cells
//                            must hold as many dark as light cells; else the node fails
//
// and then branches on the most constrained choice: among cells and dominoes with two live edges,
// the one whose two probes changed most (product rule); else the fewest live edges.
// Branch i takes candidate i and kills candidates 0..i-1, so the branches partition the solutions
// and counting is exact. Counting with a limit is the primitive: solve = limit 1, unique = limit 2.
//
// Memory: every change is recorded on a trail and undone on backtrack, so a search node costs
// only its trail entries; the search is iterative (no recursion), so depth is not limited by the
// stack.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "gridlogic/context.hpp"
#include "gridlogic/puzzle.hpp"
#include "puzzles/dominosa/board.hpp"

namespace gridlogic::dominosa {

/// The fixed structure of a board: cells, placements (edges) and each domino's placements.
struct Graph {
  struct Edge {
    int a = 0;       ///< the upper or left cell
    int b = 0;       ///< the lower or right cell (a < b)
    int domino = 0;  ///< domino_index(value a, value b)
  };
  int rows = 0;
  int cols = 0;
  int cells = 0;
  int dominoes = 0;
  std::vector<Edge> edges;
  std::vector<std::array<int, 4>> cell_edges;  ///< each cell's edges, -1 padded
  std::vector<int> domino_start;               ///< CSR: domino d's edges are
  std::vector<int> domino_edges;               ///< domino_edges[domino_start[d] .. [d+1])

  explicit Graph(const Board& board);
};

/// The search state on one board: live edges, covered cells, used dominoes, and the trail.
/// Not thread-safe; one per thread.
class Search {
 public:
  explicit Search(const Graph& graph);

  /// Lets probe() stop early (returning true, having changed nothing unsound) once `stop` says
  /// so; the caller then sees stop.stopped(). May be null.
  void set_stop(StopCheck* stop) { stop_ = stop; }
  /// Non-zero: branch_candidates breaks ties and orders values pseudo-randomly from this seed
  /// (used by restarts). Zero: fully deterministic heuristics.
  void set_noise(uint64_t seed) { noise_ = seed == 0 ? 0 : seed * 0x9E3779B97F4A7C15ULL; }

  /// Takes edge e and propagates; false when that leads to a contradiction (the state must then
  /// be undone to an earlier mark).
  [[nodiscard]] bool take(int e);
  /// Kills edge e and propagates; false on contradiction.
  [[nodiscard]] bool forbid(int e);
  /// Propagates pending deductions (after construction: the initial ones).
  [[nodiscard]] bool propagate();
  /// Failed-edge probing: takes each live edge in turn and kills it when that propagates to a
  /// contradiction; repeats while that finds something. `since` = 0 probes every edge; else only
  /// edges near the changes recorded on the trail from mark `since` on. Records each edge's
  /// impact for branch_candidates. False when the state itself is contradictory.
  [[nodiscard]] bool probe(size_t since);
  /// The balanced-regions test over uncovered cells (see the file comment).
  [[nodiscard]] bool regions_balanced();

  [[nodiscard]] size_t mark() const { return trail_.size(); }
  void undo(size_t mark);

  [[nodiscard]] bool solved() const { return placed_ == graph_.dominoes; }
  [[nodiscard]] int placed() const { return placed_; }
  [[nodiscard]] bool alive(int e) const { return alive_[e] != 0; }
  [[nodiscard]] int cover(int cell) const { return cover_[cell]; }
  [[nodiscard]] int used(int domino) const { return used_[domino]; }
  [[nodiscard]] int degree(int cell) const { return degree_[cell]; }
  [[nodiscard]] int options(int domino) const { return options_[domino]; }
  /// The partner array of a solved state.
  [[nodiscard]] Partners partners() const;
  /// Appends the live edges of the most constrained cell or domino (fewest live edges, at
  /// least 2) to `out`. Precondition: not solved, propagated without contradiction.
  void branch_candidates(std::vector<int>& out) const;

 private:
  void kill(int e);
  void place(int e);
  bool process_cell(int cell);
  bool process_domino(int domino);
  void kill_pair_blockers(int domino, const int* begin, const int* end);

  const Graph& graph_;
  StopCheck* stop_ = nullptr;
  mutable uint64_t noise_ = 0;  // xorshift state, 0 = off
  uint64_t next_noise() const;
  std::vector<uint8_t> alive_;
  std::vector<int> degree_;   // live edges per cell
  std::vector<int> cover_;    // edge covering the cell, or -1
  std::vector<int> options_;  // live edges per domino
  std::vector<int> used_;     // edge taken for the domino, or -1
  int placed_ = 0;
  bool failed_ = false;
  std::vector<int> trail_;  // e >= 0: edge e killed; ~e: edge e taken
  std::vector<int> queue_;  // cells c, dominoes as cells + d
  std::vector<int> scratch_;
  std::vector<int> impact_;  // changes made by each edge's last probe
  bool probed_ = false;
  std::vector<uint32_t> dirty_;  // == stamp_: near a recent change, worth probing again
  uint32_t stamp_ = 0;
  std::vector<int> frontier_;
  void mark_dirty(size_t from);
};

/// What count_solutions found.
struct CountOutcome {
  Status status = Status::kSolved;  ///< kSolved when the count ran (see complete), or kTimeout
  uint64_t count = 0;               ///< solutions found (exact when complete)
  bool complete = false;            ///< the whole search space was covered
  std::vector<Partners> solutions;  ///< the first `keep` solutions found
  uint64_t nodes = 0;               ///< branch points visited
};

/// Counts the solutions of `board`, stopping once `limit` are found (0 = no limit) or when ctx
/// expires; keeps the first `keep` solutions. With limit 1 the search restarts with growing
/// node budgets (see count.cpp); every other limit is one exhaustive depth-first search.
/// `threads` > 1 searches on that many threads (count.cpp): the same count; where several
/// solutions exist, the ones kept may differ from one thread's.
CountOutcome count_solutions(const Board& board, const Context& ctx, uint64_t limit, int keep = 1,
                             int threads = 1);

}  // namespace gridlogic::dominosa
