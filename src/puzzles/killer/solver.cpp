// Search over the generic propagator: depth-first, a copy of the candidates per level, branch on
// a cell with the fewest candidates. Counting with a limit is the primitive.
//
// Killers first run with the light rule-of-45 tables, which are cheap to build and settle most
// puzzles at the root; a search that needs more than kLightNodes nodes starts again with the
// full tables, whose extra rules prune hard puzzles' trees (see Rule45).
#include "puzzles/killer/solver.hpp"

#include <cstring>

#include "puzzles/killer/classic_solver.hpp"
#include "puzzles/killer/propagation.hpp"

namespace gridlogic::killer {
namespace {

constexpr uint64_t kLightNodes = 100;

class Search {
 public:
  /// `node_budget` 0 = none; past it the search gives up (gave_up()).
  Search(const Board& board, const Context& ctx, uint64_t limit, Rule45 level, uint64_t node_budget)
      : tables_(build_tables(board, level)),
        prop_(tables_),
        stop_(ctx, 256),
        limit_(limit),
        budget_(node_budget) {
    // Easy killers settle with the light tables at the root, where the cage-holds rule costs
    // more than it saves (KrazyDad median +5 %); hard ones get it with the full tables.
    prop_.set_cage_holds_in_singles(level == Rule45::kFull && !board.classic());
    prop_.set_exact_small_sums(level == Rule45::kFull);
    stack_.resize(static_cast<size_t>(tables_.state_size) * static_cast<size_t>(tables_.cells + 2));
  }

  CountOutcome run() {
    uint16_t* root = stack_.data();
    if (prop_.start(root)) dfs(0);
    out_.complete = !stopped_ && !gave_up_ && !(limit_ != 0 && out_.count >= limit_);
    if (stopped_) out_.status = Status::kTimeout;
    return out_;
  }

  [[nodiscard]] bool gave_up() const { return gave_up_; }

 private:
  void dfs(int depth) {
    const int cells = tables_.cells;
    const int size = tables_.state_size;
    uint16_t* cand = stack_.data() + static_cast<size_t>(depth) * static_cast<size_t>(size);
    ++out_.nodes;
    if (stop_()) {
      stopped_ = true;
      return;
    }
    if (budget_ != 0 && out_.nodes > budget_) {
      gave_up_ = true;
      return;
    }
    // dom/wdeg: fewest candidates per conflict weight (weights only grow in killers, where
    // rules interact; a classic grid has all weights 1 and this is plain fewest-candidates).
    const std::vector<uint32_t>& weight = prop_.weights();
    int best = -1;
    uint64_t best_count = 99;
    uint64_t best_weight = 1;
    for (int c = 0; c < cells; ++c) {
      uint16_t x = cand[c];
      if (single(x)) continue;
      uint64_t pc = static_cast<uint64_t>(popcount16(x));
      uint64_t w = weight[static_cast<size_t>(c)];
      if (pc * best_weight < best_count * w) {
        best_count = pc;
        best_weight = w;
        best = c;
      }
    }
    if (best < 0) {
      if (out_.count < 2) {
        Grid& g = out_.count == 0 ? out_.first : out_.second;
        g.resize(static_cast<size_t>(cells));
        for (int c = 0; c < cells; ++c) g[static_cast<size_t>(c)] = digit_of(cand[c]);
      }
      ++out_.count;
      return;
    }
    uint16_t* child = cand + size;
    uint16_t options = cand[best];
    while (options) {
      uint16_t bit = static_cast<uint16_t>(options & -options);
      options = static_cast<uint16_t>(options ^ bit);
      std::memcpy(child, cand, sizeof(uint16_t) * static_cast<size_t>(size));
      if (prop_.assign(child, best, bit)) dfs(depth + 1);
      if (stopped_ || gave_up_ || (limit_ != 0 && out_.count >= limit_)) return;
    }
  }

  Tables tables_;
  Propagator prop_;
  StopCheck stop_;
  uint64_t limit_;
  uint64_t budget_;
  bool stopped_ = false;
  bool gave_up_ = false;
  std::vector<uint16_t> stack_;
  CountOutcome out_;
};

}  // namespace

CountOutcome count_solutions_at(const Board& board, const Context& ctx, uint64_t limit,
                                Rule45 level) {
  return Search(board, ctx, limit, level, 0).run();
}

CountOutcome count_solutions_generic(const Board& board, const Context& ctx, uint64_t limit) {
  return count_solutions_capped(board, ctx, limit, 0);
}

CountOutcome count_solutions_capped(const Board& board, const Context& ctx, uint64_t limit,
                                    uint64_t max_nodes) {
  if (board.classic()) {
    Search search(board, ctx, limit, Rule45::kNone, max_nodes);
    CountOutcome out = search.run();
    if (search.gave_up()) out.status = Status::kTimeout;
    return out;
  }
  uint64_t light_nodes = 0;
  {
    Search light(board, ctx, limit, Rule45::kLight, kLightNodes);
    CountOutcome out = light.run();
    if (!light.gave_up()) return out;
    light_nodes = out.nodes;
  }
  Search full(board, ctx, limit, Rule45::kFull, max_nodes);
  CountOutcome out = full.run();
  if (full.gave_up()) out.status = Status::kTimeout;
  out.nodes += light_nodes;
  return out;
}

CountOutcome count_solutions(const Board& board, const Context& ctx, uint64_t limit) {
  if (board.classic() && board.n == 9 && board.box_h == 3) return count_classic9(board, ctx, limit);
  return count_solutions_generic(board, ctx, limit);
}

}  // namespace gridlogic::killer
