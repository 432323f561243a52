// Generation: a random complete grid, then givens removed while the solution stays unique.
#include "puzzles/binox/generator.hpp"

#include <algorithm>
#include <optional>
#include <random>
#include <vector>

#include "base/portable_random.hpp"
#include "puzzles/binox/solver.hpp"
#include "puzzles/binox/valid_grids.hpp"

namespace gridlogic::binox {

RandomGrid random_grid(int rows, int cols, uint64_t seed, const Context& ctx) {
  RandomGrid result;
  // Distinct lines need at least as many valid lines as there are lines (4 rows allow only 6
  // distinct columns): answer at once instead of letting a search prove it.
  if (count_lines(rows, static_cast<uint64_t>(cols)) < static_cast<uint64_t>(cols) ||
      count_lines(cols, static_cast<uint64_t>(rows)) < static_cast<uint64_t>(rows)) {
    result.status = Status::kUnsolvable;
    return result;
  }
  if (static_cast<int64_t>(rows) * cols > kSearchFillCells) {
    result = paired_random_grid(rows, cols, seed, ctx);
    if (result.status != Status::kUnsolvable) return result;
  }
  std::mt19937_64 rng(seed);
  // Restarts with a growing node budget: a random fill either succeeds with about one decision
  // per three cells or wanders into a region it cannot leave quickly.
  uint64_t budget = static_cast<uint64_t>(rows) * cols + 64;
  for (int attempt = 0;; ++attempt) {
    SearchOptions options;
    options.randomize = true;
    options.seed = rng();
    options.max_nodes = attempt < 20 ? budget : 0;  // the last attempt is exhaustive
    SearchResult found = search(Board(rows, cols), ctx, options);
    if (found.status == Status::kSolved) {
      result.status = Status::kSolved;
      result.grid = std::move(*found.first);
      return result;
    }
    if (found.status == Status::kUnsolvable) {
      result.status = Status::kUnsolvable;
      return result;
    }
    if (found.stop != StopReason::kNodeLimit) {  // the time is up, or a cancel
      result.status = Status::kTimeout;
      return result;
    }
    budget += budget / 2;
  }
}

GeneratedBoard generate_unique(int rows, int cols, const Context& ctx) {
  constexpr uint64_t kCheckNodes = 16;
  constexpr int64_t kDeepReduceCells = 40 * 40;
  constexpr size_t kFirstBatch = 16;
  constexpr size_t kMaxBatch = 1024;
  GeneratedBoard out;
  std::mt19937_64 rng(ctx.seed);
  RandomGrid grid = random_grid(rows, cols, rng(), ctx);
  if (grid.status != Status::kSolved) {
    out.status = grid.status;
    return out;
  }
  out.solution = grid.grid;
  out.puzzle = grid.grid;
  std::vector<size_t> order(out.puzzle.cells.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  portable::shuffle(rng, order);
  // Pass 0: remove givens in batches while propagation alone still completes the grid (then the
  // puzzle is unique: propagation only sets values every solution has). A batch that fails is
  // halved and retried; a single given that fails is left for pass 1. The batch doubles after
  // each success, so the many easy removals of the first half cost a few propagations instead
  // of one each (100 x 100: about 300 propagations instead of 10^4).
  std::vector<size_t> kept;
  SearchOptions rules;
  rules.balance_flow = false;  // measured: the same givens at 100 x 100, and slower
  {
    size_t next = 0;
    size_t batch = kFirstBatch;
    while (next < order.size()) {
      if (ctx.expired()) {
        out.status = Status::kTimeout;
        return out;
      }
      const size_t take = std::min(batch, order.size() - next);
      for (size_t k = next; k < next + take; ++k) out.puzzle.cells[order[k]] = Cell::kEmpty;
      std::optional<Board> closed = propagate_only(out.puzzle, ctx, rules);
      if (closed.has_value() && *closed == out.solution) {
        next += take;
        batch = std::min(batch * 2, kMaxBatch);
        continue;
      }
      for (size_t k = next; k < next + take; ++k)
        out.puzzle.cells[order[k]] = out.solution.cells[order[k]];
      if (ctx.expired()) {
        out.status = Status::kTimeout;
        return out;
      }
      if (take == 1) {
        for (size_t k = next; k < next + take; ++k) kept.push_back(order[k]);
        next += take;
        batch = 1;
        continue;
      }
      batch = take / 2;
    }
  }
  // Pass 1 (boards up to 40 x 40): remove a given when propagation refutes its other value (a
  // failed literal), pass 2 when a small search refutes it. Both cost one propagation or search
  // per given left; on large boards they took most of the time for few removals, and pass 2's
  // puzzles can need searches there that take minutes.
  const int passes = static_cast<int64_t>(rows) * cols <= kDeepReduceCells ? 2 : 0;
  for (int pass = 0; pass < passes; ++pass) {
    for (size_t cell : kept) {
      const Cell value = out.puzzle.cells[cell];
      if (value == Cell::kEmpty) continue;
      if (ctx.expired()) {
        out.status = Status::kTimeout;
        return out;
      }
      // The puzzle is unique now; without this given, any other solution has the other value
      // here. A given is only removed when that is proved impossible.
      out.puzzle.cells[cell] = opposite(value);
      bool refuted = false;
      if (pass == 0) {
        refuted = !propagate_only(out.puzzle, ctx, rules).has_value();
      } else {
        SearchOptions check;
        check.max_nodes = kCheckNodes;
        refuted = search(out.puzzle, ctx, check).status == Status::kUnsolvable;
      }
      if (ctx.expired()) {
        out.status = Status::kTimeout;
        out.puzzle.cells[cell] = value;
        return out;
      }
      out.puzzle.cells[cell] = refuted ? Cell::kEmpty : value;
    }
  }
  return out;
}

}  // namespace gridlogic::binox
