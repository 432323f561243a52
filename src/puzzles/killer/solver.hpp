// The native exact solver for Killer Sudoku and classic Sudoku (any supported size).
//
// Counting with a limit is the primitive: solve = count to 1, "unique?" = count to 2.
//
// State: one 16-bit candidate mask per cell (bit d-1 = digit d still possible), then one per
// puzzle cage:
//
//     cell:   0      1      2            n*n-1  cage 0       cage k-1
//           +------+------+------+ ... +------+------+ ... +------+
//           | mask | mask | mask |     | mask | held |     | held |
//           +------+------+------+ ... +------+------+ ... +------+
//
// uint16_t masks, a single bit = placed digit; then per puzzle cage the digits it is known to
// hold ("cage holds digit", propagation.hpp), copied with the candidates.
//
// Propagation to a fixed point, cheapest first: naked singles (a placed digit leaves every peer:
// row, column, box and cage mates), hidden singles (a digit with one place in a unit; with the
// full tables also a digit whose places in a unit all lie in one cage: the cage holds it), cage
// combinations (per cage the digit sets of its size and sum from a table, pruned against the
// candidates: digits in no surviving set are removed, a digit in every set with one place is
// placed), and the rule of 45 (for rows, columns, boxes and unions of them, the cells of the
// region not covered by cages wholly inside it have a known sum: bounds propagation on those
// linear sums, exact with the full tables once two or three cells are open). Search branches
// on a cell with the fewest candidates per conflict weight, state copied per level.
// Classic 9x9 puzzles take a separate bitboard path (classic_solver.hpp) that is much faster.
#pragma once

#include <cstdint>
#include <span>

#include "gridlogic/context.hpp"
#include "gridlogic/puzzle.hpp"
#include "puzzles/killer/board.hpp"

namespace gridlogic::killer {

/// What count_solutions found.
struct CountOutcome {
  Status status = Status::kSolved;  ///< kSolved when the search ran to its end or the limit
  /// With kTimeout, what stopped it: the Context's deadline or cancel, or kNodeLimit (a capped
  /// search's cap).
  StopReason stop = StopReason::kFinished;
  uint64_t count = 0;     ///< solutions found (exact when complete)
  bool complete = false;  ///< the whole tree was searched
  Grid first;             ///< the first solution found (empty when none)
  Grid second;            ///< the second one (empty when fewer were found)
  uint64_t nodes = 0;     ///< search nodes, for benchmarks
};

/// How many rule-of-45 rules to derive. Light ones (single and double lines and single boxes,
/// at most five cells) cost little to build and settle most puzzles; full ones (ranges of up to
/// about n/2 lines, pairs of boxes, up to seven cells) prune hard puzzles' search trees more.
enum class Rule45 { kNone, kLight, kFull };

/// Counts solutions of `board`, stopping after `limit` (0 = no limit) or when ctx expires
/// (status kTimeout, complete false). count 0 with complete true proves there is none.
/// With `threads` > 1 one search runs on that many threads (the caller's among them), idle ones
/// taking untried branches from busy ones: the same count, and with several solutions possibly
/// other first ones. (The classic 9x9 path, microseconds a puzzle, stays on one.)
CountOutcome count_solutions(const Board& board, const Context& ctx, uint64_t limit,
                             int threads = 1);

/// The same, always on the generic path (for tests that cross-check the classic path).
CountOutcome count_solutions_generic(const Board& board, const Context& ctx, uint64_t limit,
                                     int threads = 1);
/// The generic path giving up after `max_nodes` search nodes (0 = no cap): status kTimeout, stop
/// kNodeLimit and complete false then. Lets the generator drop a layout that is slow to
/// decide instead of grinding through it. A capped search runs on one thread.
CountOutcome count_solutions_capped(const Board& board, const Context& ctx, uint64_t limit,
                                    uint64_t max_nodes, int threads = 1);

/// The generic path with one fixed rule-of-45 level (for tests that cross-check the levels).
CountOutcome count_solutions_at(const Board& board, const Context& ctx, uint64_t limit,
                                Rule45 level);

/// Digit sets (bit d-1 = digit d) of `size` distinct digits in 1..n that sum to `sum`.
/// The table is built once per n and shared read-only.
std::span<const uint16_t> cage_combinations(int n, int size, int sum);

}  // namespace gridlogic::killer
