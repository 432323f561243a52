// Search over the generic propagator: depth-first, a copy of the candidates per level, branch on
// a cell with the fewest candidates. Counting with a limit is the primitive.
#include "puzzles/killer/solver.hpp"

#include <cstring>

#include "puzzles/killer/classic_solver.hpp"
#include "puzzles/killer/propagation.hpp"

namespace gridlogic::killer {
namespace {

class Search {
 public:
  Search(const Board& board, const Context& ctx, uint64_t limit)
      : model_(build_model(board, true)), prop_(model_), stop_(ctx, 256), limit_(limit) {
    stack_.resize(static_cast<size_t>(model_.cells) * static_cast<size_t>(model_.cells + 2));
  }

  CountOutcome run() {
    uint16_t* root = stack_.data();
    if (prop_.start(root)) dfs(0);
    out_.complete = !stopped_ && !(limit_ != 0 && out_.count >= limit_);
    if (stopped_) out_.status = Status::kTimeout;
    return out_;
  }

 private:
  void dfs(int depth) {
    const int cells = model_.cells;
    uint16_t* cand = stack_.data() + static_cast<size_t>(depth) * static_cast<size_t>(cells);
    ++out_.nodes;
    if (stop_()) {
      stopped_ = true;
      return;
    }
    int best = -1;
    int best_count = 99;
    for (int c = 0; c < cells; ++c) {
      uint16_t x = cand[c];
      if (single(x)) continue;
      int pc = popcount16(x);
      if (pc < best_count) {
        best_count = pc;
        best = c;
        if (pc == 2) break;
      }
    }
    if (best < 0) {
      if (out_.count == 0) {
        out_.first.resize(static_cast<size_t>(cells));
        for (int c = 0; c < cells; ++c) out_.first[static_cast<size_t>(c)] = digit_of(cand[c]);
      }
      ++out_.count;
      return;
    }
    uint16_t* child = cand + cells;
    uint16_t options = cand[best];
    while (options) {
      uint16_t bit = static_cast<uint16_t>(options & -options);
      options = static_cast<uint16_t>(options ^ bit);
      std::memcpy(child, cand, sizeof(uint16_t) * static_cast<size_t>(cells));
      if (prop_.assign(child, best, bit)) dfs(depth + 1);
      if (stopped_ || (limit_ != 0 && out_.count >= limit_)) return;
    }
  }

  Model model_;
  Propagator prop_;
  StopCheck stop_;
  uint64_t limit_;
  bool stopped_ = false;
  std::vector<uint16_t> stack_;
  CountOutcome out_;
};

}  // namespace

CountOutcome count_solutions_generic(const Board& board, const Context& ctx, uint64_t limit) {
  Search search(board, ctx, limit);
  return search.run();
}

CountOutcome count_solutions(const Board& board, const Context& ctx, uint64_t limit) {
  if (board.classic() && board.n == 9 && board.box_h == 3) return count_classic9(board, ctx, limit);
  return count_solutions_generic(board, ctx, limit);
}

}  // namespace gridlogic::killer
