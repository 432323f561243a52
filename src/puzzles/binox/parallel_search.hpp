// One Binox search on several threads (parallel_search.cpp): what the threads share.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "base/work_share.hpp"
#include "gridlogic/context.hpp"
#include "puzzles/binox/board.hpp"
#include "puzzles/binox/solver.hpp"

namespace gridlogic::binox {

/// A part of the tree for another thread: the decisions from the root to its node, each as
/// cell * 2 + 1 for X, cell * 2 for O (cell = row * cols + col), replayed on the taker's state.
/// Counting by partition, `check` = k >= 0 instead stands for the node with the cells
/// checks[0..k) set as in the reference solution and cell checks[k] set to the other value.
struct SearchTask {
  std::vector<uint32_t> path;
  int64_t check = -1;
};

/// What the threads of one search share: the work, the first solution found and, counting by
/// partition, the solution the others are told apart from.
struct SearchShare {
  SearchShare(int threads, uint64_t limit) : work(threads, limit) {}
  WorkShare<SearchTask> work;
  std::optional<Board> first;      ///< written under work.locked()
  std::optional<Board> reference;  ///< partition: the solution found first (read only)
  std::vector<uint32_t> checks;    ///< partition: the cells to check, in order (read only)
};

/// search() with options.threads > 1 (options.max_nodes 0, not randomized): the same count as
/// one thread; where several solutions exist, `first` may be another of them.
SearchResult search_in_parallel(const Board& board, const Context& ctx,
                                const SearchOptions& options);

}  // namespace gridlogic::binox
