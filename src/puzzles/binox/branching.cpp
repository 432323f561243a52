// Branching: which cell the search decides next, which value it tries first, and
// failed-literal probing.
//
// The branch cell is an empty cell of the open line with the fewest empty cells (ties: the
// first), among the lines the last decision touched when there are such (locality: a large board
// breaks into pockets, and finishing the pocket at hand keeps backtracking where the conflict
// is). Fewest empty cells means the fewest completions, so a wrong value fails soonest. The
// first value is the one that keeps the cell's row and column closest to their balance.
//
// Once the search keeps failing, failed-literal probing on the cells of the emptiest-but-open
// lines: each value of a cell is assigned and propagated. Sound: a value whose propagation fails
// has no solution below it, so the other value is forced; a cell whose two values both fail
// proves the node dead. The branch then goes to the cell whose two values both propagate most
// (the product of the gains), its stronger value first. Cost: two propagations a probed cell,
// which is why it waits until failures outnumber solutions and probes a bounded set of cells.
#include <algorithm>
#include <bit>

#include "puzzles/binox/solver_state.hpp"

namespace gridlogic::binox {

bool Solver::probing_wanted(const SearchResult& so_far) const {
  if (!options_.probing) return false;
  return failures_ > 2 * so_far.count + kProbeAfterFailures;
}

bool Solver::probe(int& branch_r, int& branch_c, bool& branch_x, bool& have_branch, bool at_root) {
  // No flow inside probes (too costly per probe); what probes force is flow-checked after.
  struct ProbeScope {
    bool& flag;
    bool& dirty;
    ProbeScope(bool& f, bool& d) : flag(f), dirty(d) { flag = true; }
    ~ProbeScope() {
      flag = false;
      dirty = true;
    }
  } scope(in_probe_, flow_dirty_);
  for (;;) {
    collect_probe_cells(at_root);
    if (probe_cells_.empty()) return true;
    bool forced = false;
    uint64_t best_score = 0;
    have_branch = false;
    for (uint32_t cell : probe_cells_) {
      const int r = static_cast<int>(cell / static_cast<uint32_t>(cols_));
      const int c = static_cast<int>(cell % static_cast<uint32_t>(cols_));
      if (is_set(r, c)) continue;
      const size_t mark = trail_.size();
      const bool ok_x = assign(r, c, true) && propagate();
      const size_t gain_x = trail_.size() - mark;
      undo_to(mark);
      restore_fixpoint();
      if (stop_.stopped()) return true;
      const bool ok_o = assign(r, c, false) && propagate();
      const size_t gain_o = trail_.size() - mark;
      undo_to(mark);
      restore_fixpoint();
      if (stop_.stopped()) return true;
      if (!ok_x && !ok_o) return false;
      if (!ok_x || !ok_o) {
        if (!assign(r, c, ok_x) || !propagate()) return false;
        forced = true;
        continue;
      }
      const uint64_t score = (gain_x + 1) * (gain_o + 1);
      if (score > best_score) {
        best_score = score;
        branch_r = r;
        branch_c = c;
        branch_x = gain_x >= gain_o;
        have_branch = true;
      }
    }
    if (!forced) return true;
  }
}

bool Solver::prefer_x(int r, int c) const {
  const int col = rows_ + c;
  const int row_open = cols_ - nx_[r] - no_[r];
  const int col_open = rows_ - nx_[col] - no_[col];
  // need share of X minus 1/2, per line, as fractions compared without division
  const int64_t row_lean = static_cast<int64_t>(2 * (cols_ / 2 - nx_[r]) - row_open) * col_open;
  const int64_t col_lean = static_cast<int64_t>(2 * (rows_ / 2 - nx_[col]) - col_open) * row_open;
  const int64_t lean = row_lean + col_lean;
  return lean != 0 ? lean > 0 : ((r + c) & 1) == 0;
}

void Solver::collect_probe_cells(bool at_root) {
  probe_cells_.clear();
  line_order_.clear();
  size_t empty_cells = 0;
  for (int r = 0; r < rows_; ++r) empty_cells += static_cast<size_t>(cols_ - nx_[r] - no_[r]);
  const bool all = at_root && empty_cells <= kProbeAllCells;
  for (int id = 0; id < (all ? rows_ : rows_ + cols_); ++id) {
    int n = id < rows_ ? cols_ : rows_;
    int empty = n - nx_[id] - no_[id];
    if (empty > 0) line_order_.push_back({empty, id});
  }
  const size_t take = all ? line_order_.size() : std::min<size_t>(line_order_.size(), kProbeLines);
  const size_t max_cells = all ? kProbeAllCells : kProbeCells;
  std::partial_sort(line_order_.begin(), line_order_.begin() + static_cast<std::ptrdiff_t>(take),
                    line_order_.end());
  for (size_t k = 0; k < take && probe_cells_.size() < max_cells; ++k) {
    const int id = line_order_[k].second;
    Line l = line(id);
    for (int w = 0; w < l.words && probe_cells_.size() < max_cells; ++w) {
      uint64_t empty = ~(l.x[w] | l.o[w]);
      if (w == l.words - 1) empty &= last_mask(l.n);
      while (empty != 0 && probe_cells_.size() < max_cells) {
        int r = 0, c = 0;
        cell_of(id, w * 64 + std::countr_zero(empty), r, c);
        empty &= empty - 1;
        uint32_t cell =
            static_cast<uint32_t>(r) * static_cast<uint32_t>(cols_) + static_cast<uint32_t>(c);
        // Rows only when probing all cells, so no duplicates then; a few lines otherwise.
        if (all ||
            std::find(probe_cells_.begin(), probe_cells_.end(), cell) == probe_cells_.end()) {
          probe_cells_.push_back(cell);
        }
      }
    }
  }
}

bool Solver::pick_local_branch(size_t since, int& r, int& c) {
  if (options_.row_major) return false;
  int best = -1;
  int best_empty = 1 << 30;
  const size_t end = std::min(trail_.size(), since + kLocalScan);
  for (size_t k = since; k < end; ++k) {
    const int cr = static_cast<int>(trail_[k] / static_cast<uint32_t>(cols_));
    const int cc = static_cast<int>(trail_[k] % static_cast<uint32_t>(cols_));
    for (int id : {cr, rows_ + cc}) {
      const int n = id < rows_ ? cols_ : rows_;
      const int empty = n - nx_[id] - no_[id];
      if (empty > 0 && empty < best_empty) {
        best_empty = empty;
        best = id;
      }
    }
  }
  return best >= 0 && first_empty(best, r, c);
}

bool Solver::first_empty(int id, int& r, int& c) {
  Line l = line(id);
  for (int w = 0; w < l.words; ++w) {
    uint64_t empty = ~(l.x[w] | l.o[w]);
    if (w == l.words - 1) empty &= last_mask(l.n);
    if (empty != 0) {
      cell_of(id, w * 64 + std::countr_zero(empty), r, c);
      return true;
    }
  }
  return false;
}

bool Solver::pick_branch(int& r, int& c) {
  if (options_.row_major) {
    // Rows below the first open row are usually empty; start from where the last search left.
    for (; scan_row_ < rows_; ++scan_row_) {
      if (nx_[scan_row_] + no_[scan_row_] < cols_ && first_empty(scan_row_, r, c)) return true;
    }
    return false;
  }
  int best = -1;
  int best_empty = 1 << 30;
  for (int id = 0; id < rows_ + cols_; ++id) {
    int n = id < rows_ ? cols_ : rows_;
    int empty = n - nx_[id] - no_[id];
    if (empty > 0 && empty < best_empty) {
      best_empty = empty;
      best = id;
    }
  }
  return best >= 0 && first_empty(best, r, c);
}

}  // namespace gridlogic::binox
