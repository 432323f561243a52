// The native exact Binox solver: bit-parallel propagation plus depth-first search with a trail.
//
// One technique a file, over one shared state (solver_state.hpp: the board as bit vectors per
// line, the trail):
//   propagation.cpp  the rules of binox's table (rules.hpp), cheapest first, to a fixpoint:
//                    pairs, sandwiches, balance, line analysis, distinct lines, the flow rule;
//   branching.cpp    the branch cell (fewest empty cells, local first), its first value, and
//                    failed-literal probing once the search keeps failing;
//   search.cpp       depth-first search, restarts, counting by partition, the local repair and
//                    CaDiCaL finish on large boards, and the entry points below;
//   parallel_search.cpp  the same on several threads (SearchOptions::threads): counts share the
//                    tree, a solve runs restart sequences side by side.
//
// Counting with a limit is the primitive: solve = limit 1, unique? = limit 2, count = limit 0.
#pragma once

#include <cstdint>
#include <optional>

#include "gridlogic/context.hpp"
#include "puzzles/binox/board.hpp"

namespace gridlogic::binox {

struct SearchOptions {
  uint64_t limit = 1;  ///< stop after this many solutions; 0 = count all
  bool line_analysis =
      true;  ///< line analysis (propagation.cpp; off: only pairs, sandwiches, balance, distinct)
  bool randomize = false;  ///< try the branch values in a random order (generator)
  uint64_t seed = 0;       ///< seed of that order, and of the local repair
  /// Branch on the first empty cell in row-major order instead of the most constrained line.
  /// Filling an empty board this way grows a valid prefix row by row, which keeps contradictions
  /// shallow; for puzzles the most constrained line is better.
  bool row_major = false;
  /// Stop (status kTimeout, stop kNodeLimit) after this many branch decisions; 0 = no cap. Lets the
  /// generator restart a random fill that went astray instead of thrashing.
  uint64_t max_nodes = 0;
  /// Failed-literal probing once the search fails far more often than it finds solutions.
  bool probing = true;
  /// The flow rule: balance of all rows and columns at once (balance_flow.hpp).
  bool balance_flow = true;
  /// Solve (limit 1) on boards of 64 x 64 cells or more: when the search keeps failing, hand the
  /// cells propagation leaves open to CaDiCaL (sat_finish.hpp), if that encoding is small.
  bool sat_finish = true;
  /// Solve (limit 1) on boards of 64 x 64 cells or more with many cells open after propagation:
  /// first try the fill-and-repair local search (local_repair.hpp), which finds a solution of a
  /// loosely constrained large board in seconds where the complete searches drown.
  bool local_repair = true;
  /// Threads of the search (the caller's among them). Above 1, a count shares the depth-first
  /// tree between them and a solve runs them as a portfolio of restart sequences
  /// (parallel_search.cpp); counts are the same, the solution found may be another one when
  /// there are several. Searches with max_nodes or randomize run on one thread.
  int threads = 1;
};

struct SearchResult {
  Status status = Status::kSolved;  ///< kSolved, kUnsolvable (0 solutions, proved) or kTimeout
  /// With kTimeout, what stopped it: the Context's deadline or cancel, or kNodeLimit (max_nodes).
  StopReason stop = StopReason::kFinished;
  uint64_t count = 0;          ///< solutions found
  bool complete = false;       ///< the whole search space was explored (count is exact)
  std::optional<Board> first;  ///< the first solution found
  uint64_t nodes = 0;          ///< branch decisions taken
};

/// Counts the solutions of `board` up to options.limit. `board` must be well formed (even sizes,
/// as parse produces); givens that break a rule simply give 0 solutions. Polls ctx for timeouts.
SearchResult search(const Board& board, const Context& ctx, const SearchOptions& options);

/// Propagation only (no search): the cells the rules above force, or nullopt when they reach a
/// contradiction. Used by the generator and the tests.
/// `options`: which rules (line_analysis, balance_flow); the search fields are ignored.
std::optional<Board> propagate_only(const Board& board, const Context& ctx,
                                    const SearchOptions& options = {});

}  // namespace gridlogic::binox
