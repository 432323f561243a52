// The native exact Binox solver: bit-parallel propagation plus depth-first search with a trail.
//
// Layout. Every line (row or column) is kept twice over as two bit vectors, one bit per cell:
//
//     row r:  rx[r * row_words .. +row_words)   bit c set = cell (r, c) is X
//             ro[r * row_words .. +row_words)   bit c set = cell (r, c) is O
//     col c:  cx[c * col_words .. +col_words)   bit r set = cell (r, c) is X
//             co[...]                           bit r set = cell (r, c) is O
//
// so every rule is a handful of word operations on one line, whatever the orientation. An
// assignment writes both copies and is pushed on a trail; backtracking pops it.
//
// Propagation, cheapest first (the same table explain.cpp walks one step at a time):
//   1. pairs and sandwiches: XX -> O on both ends, X.X -> O in the middle (shifts and ANDs);
//   2. balance: a line holding all its X's gets O's everywhere else (popcounts);
//   3. line analysis: an exact dynamic programme over (position, last run, X count) with the X
//      counts kept as bit sets, so each step is a few word operations. A cell value that no
//      completion of the line allows is removed. This covers every "subtler counting" deduction
//      of one line (e.g. X.. ..X with two X's left);
//      Lines of more than 127 open cells take a sound interval relaxation (line_analysis.hpp);
//   4. distinct lines: a line with at most 8 open cells drops the completions equal to a
//      complete line and keeps what the rest agree on; two equal complete lines contradict;
//   5. the flow rule (balance_flow.hpp, boards of 40 x 40 and more): balance of all lines at
//      once as a transportation problem; forces what every feasible flow agrees on.
// Solve on large boards with many cells open after propagation first tries a fill-and-repair
// local search (local_repair.hpp: incomplete, but seconds at 1000 x 1000 where the searches
// drown); it hands the open cells to CaDiCaL when the search keeps failing and the encoding is
// small (sat_finish.hpp).
// Branching: an empty cell of the open line with the fewest empty cells (ties: the first). Once
// the search keeps failing, failed-literal probing on the cells of the emptiest-but-open lines:
// a value whose propagation fails forces the other, and the branch goes to the cell whose two
// values both propagate most.
//
// Counting with a limit is the primitive: solve = limit 1, unique? = limit 2, count = limit 0.
#pragma once

#include <cstdint>
#include <optional>

#include "gridlogic/context.hpp"
#include "puzzles/binox/board.hpp"

namespace gridlogic::binox {

struct SearchOptions {
  uint64_t limit = 1;         ///< stop after this many solutions; 0 = count all
  bool line_analysis = true;  ///< rule 3 above (off: only pairs, sandwiches, balance, distinct)
  bool randomize = false;     ///< try the branch values in a random order (generator)
  uint64_t seed = 0;          ///< seed of that order, and of the local repair
  /// Branch on the first empty cell in row-major order instead of the most constrained line.
  /// Filling an empty board this way grows a valid prefix row by row, which keeps contradictions
  /// shallow; for puzzles the most constrained line is better.
  bool row_major = false;
  /// Stop (status kTimeout) after this many branch decisions; 0 = no cap. Lets the generator
  /// restart a random fill that went astray instead of thrashing.
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
};

struct SearchResult {
  Status status = Status::kSolved;  ///< kSolved, kUnsolvable (0 solutions, proved) or kTimeout
  uint64_t count = 0;               ///< solutions found
  bool complete = false;            ///< the whole search space was explored (count is exact)
  std::optional<Board> first;       ///< the first solution found
  uint64_t nodes = 0;               ///< branch decisions taken
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
