// The generic solver's tables (Tables) and deductions (Propagator), shared by the search, the
// generator and explain. See solver.hpp for the state layout.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <span>
#include <vector>

#include "puzzles/killer/board.hpp"
#include "puzzles/killer/geometry.hpp"
#include "puzzles/killer/solver.hpp"

namespace gridlogic::killer {

/// A cage rule: the cells cage_cells[begin, end) hold distinct digits summing to `sum`.
/// Virtual cages come from the rule of 45 (cells that already see each other).
struct CageRule {
  int begin = 0;
  int end = 0;
  int sum = 0;
  std::span<const uint16_t> combos;  ///< its digit sets (cage_combinations)
  bool is_virtual = false;
};

/// A linear rule of 45: sum of sign[i] * digit(cell[i]) over [begin, end) equals total
/// (signs +1 for innies, -1 for outies; each cell once).
struct SumRule {
  int begin = 0;
  int end = 0;
  int total = 0;
};

/// The fixed tables of one puzzle: cages and rule-of-45 sums over the shape's geometry.
struct Tables {
  const Geometry* geo = nullptr;  ///< units and peers of the shape (shared, read-only)
  int n = 9;
  int cells = 81;
  uint16_t full = 0x1FF;
  int units = 27;
  std::vector<int> cage_of;  ///< per cell: the puzzle cage holding it, or -1
  std::vector<int> cage_cells;
  std::vector<CageRule> cages;  ///< the puzzle's cages first, then the virtual ones
  int real_cages = 0;           ///< how many of `cages` are the puzzle's own
  std::vector<int> sum_cells;
  std::vector<int8_t> sum_signs;
  std::vector<SumRule> sums;
  std::vector<int> givens;
  /// The search state: one candidate mask per cell, then per puzzle cage the digits known to be
  /// in it (Propagator::cage_holds_all), then, with the full tables, kSumLanes lanes per sum
  /// rule from `sum_state` on (SumLane: its slack below and above and its open cells, kept by
  /// the propagator after Propagator::start so that a sum that cannot narrow anything is not
  /// queued).
  int state_size = 81;
  int sum_state = 81;
  /// Per unit, its cells grouped by cage: unit_cell_part[u * n + i] is the part of the unit's
  /// i-th cell, unit_part_cage[u * n + p] the cage of part p (-1: a cell in no cage), and
  /// unit_parts[u] the number of parts.
  std::vector<int8_t> unit_cell_part;
  std::vector<int> unit_part_cage;
  std::vector<int8_t> unit_parts;
  // Which rules each cell is in, so that a change re-examines only those: per cell, a bit set
  // of rule ids (cage_words / sum_words 64-bit words each).
  size_t cage_words = 1;
  size_t sum_words = 1;
  std::vector<uint64_t> cell_cage_bits;
  std::vector<uint64_t> cell_sum_bits;
  /// Per cell, the sum rules holding it (with the sum lanes only): entries cell_sum_begin[c] ..
  /// cell_sum_begin[c + 1] of cell_sum_refs, each `rule id * 2 + (1 if the cell's sign is -1)`.
  std::vector<int> cell_sum_begin;
  std::vector<int> cell_sum_refs;
};

/// A sum rule's lanes in the search state (Tables::sum_state + kSumLanes * rule id + lane): how
/// far the total lies above the least reachable sum and below the greatest, and how many of its
/// cells are open, each less the count at which the rule may narrow a cell and biased
/// (propagation.cpp). All three only shrink as candidates do. The fourth lane pads the rule to
/// one 64-bit word.
enum SumLane : int { kSlackBelow = 0, kSlackAbove = 1, kOpenCells = 2, kSumLanes = 4 };

/// 64-bit words for a bit set of `size` ids.
inline size_t words_for(size_t size) {
  return size / 64 + 1;
}

/// Builds the tables; `rule45` chooses the innie/outie rules (killers only).
Tables build_tables(const Board& board, Rule45 rule45);

/// Sum rules with at most this many open cells are solved exactly, not by bounds.
inline constexpr int kExactSumCells = 3;

/// The digits of `mask` (bit d - 1 = digit d, n digits) mirrored: d becomes n + 1 - d.
uint16_t reflect_digits(uint16_t mask, int n);
/// The digits a (1..16) with total - a in `mask`: the partners that make up `total`.
uint16_t pair_partners(uint16_t mask, int total);

/// Outcome of one pass of a rule.
enum class Pass { kNoChange, kChanged, kContradiction };

/// Applies deductions to a candidate array (Tables::cells masks). Not thread-safe: one per search.
class Propagator {
 public:
  explicit Propagator(const Tables& tables);

  /// Places the givens on a full candidate array. False on a contradiction. From here on the
  /// state's sum lanes are kept, so the states passed to assign() must descend from this one
  /// through assign() alone (copies are fine).
  bool start(uint16_t* cand);
  /// Prepares to assign() on states that another Propagator over the same tables (with the same
  /// settings) started: a second thread of one search.
  void adopt_started();
  /// Places the givens without propagating (for explain, which then runs single passes and may
  /// set candidates itself: the sum lanes are not used).
  void load(uint16_t* cand);
  /// Places digit bit `bit` in `cell` and propagates to a fixed point. False on a contradiction.
  bool assign(uint16_t* cand, int cell, uint16_t bit);
  /// Runs every rule to a fixed point. False on a contradiction.
  bool propagate(uint16_t* cand);

  // Single passes, for explain. Each looks at the rules marked as touched since it last ran
  // (mark_all() marks every rule).
  Pass eliminate(uint16_t* cand);  ///< naked singles: placed digits leave their peers
  /// Hidden singles, and (with set_cage_holds_in_singles(true)) cage_holds_all's rule on the
  /// same units, which shares their scan.
  Pass hidden_singles(uint16_t* cand);
  /// A digit whose places in a row, column or box all lie in one cage: the cage holds it (a
  /// state lane, which its digit sets then respect), and its cells outside that unit do not.
  /// Over every unit; only with the full tables (Rule45::kFull builds the unit parts it needs).
  Pass cage_holds_all(uint16_t* cand);
  /// Whether hidden_singles applies the cage-holds rule too (off by default; the search turns
  /// it on with the full tables, explain keeps it apart as its own named rule).
  void set_cage_holds_in_singles(bool on) { with_cage_holds_ = on && !m_.unit_parts.empty(); }
  /// Whether rule45_sums solves a rule with two or three open cells exactly (every digit kept
  /// has a completion) instead of by bounds (off by default; the search turns it on with the
  /// full tables: it prunes hard puzzles' trees, and easy ones settle without it). Set it
  /// before start(): the sum lanes it fills depend on it.
  void set_exact_small_sums(bool on) { exact_sums_ = on; }
  /// Real cages, rule-of-45 virtual cages, or both.
  enum class Cages { kAll, kReal, kVirtual };
  Pass cage_combinations(uint16_t* cand, Cages which);
  Pass rule45_sums(uint16_t* cand);
  /// A digit a cage needs, with all its places in one row, column or box, leaves that unit.
  Pass cage_locked(uint16_t* cand);
  void mark_all();

  /// A sum rule's kept counts, decoded from a state's lanes (Tables::sum_state): valid for
  /// states from start() and assign() (for tests).
  struct SumCounts {
    int slack_below = 0;  ///< total - least reachable sum
    int slack_above = 0;  ///< greatest reachable sum - total
    int open = 0;         ///< cells with more than one candidate
  };
  [[nodiscard]] SumCounts sum_counts(const uint16_t* state, int rule) const;

  /// Conflict weights per cell (1 + contradictions found in rules holding the cell), for the
  /// search's branching choice (dom/wdeg).
  [[nodiscard]] const std::vector<uint32_t>& weights() const { return weight_; }
  /// Replaces the weights: by the sums over all threads when several search one puzzle.
  void set_weights(const std::vector<uint32_t>& weights) { weight_ = weights; }

 private:
  // The rules waiting to be looked at: a bit per rule id, taken lowest first. A change to a
  // cell ORs in the cell's precomputed rule bits (Tables::cell_*_bits). The id being worked on
  // does not queue itself again (its own changes need no second look): done() drops it.
  class WorkList {
   public:
    WorkList() = default;
    // data_ points into bits_: a copy would point into the original. A move keeps the buffer.
    WorkList(const WorkList&) = delete;
    WorkList& operator=(const WorkList&) = delete;
    WorkList(WorkList&&) noexcept = default;
    WorkList& operator=(WorkList&&) noexcept = default;
    ~WorkList() = default;

    void reset(size_t size) {
      bits_.assign(words_for(size), 0);
      data_ = bits_.data();
      words_ = bits_.size();
      active_ = -1;
    }
    void add(int id) { data_[static_cast<size_t>(id) >> 6] |= uint64_t{1} << (id & 63); }
    void add_words(const uint64_t* words) {
      switch (words_) {  // one or two words in most puzzles: no loop for those
        case 2:
          data_[1] |= words[1];
          [[fallthrough]];
        case 1:
          data_[0] |= words[0];
          break;
        default:
          for (size_t i = 0; i < words_; ++i) data_[i] |= words[i];
      }
    }
    /// The lowest waiting id in [lo, hi), now active; -1 when none waits there.
    int take(int lo, int hi) {
      for (size_t i = static_cast<size_t>(lo) >> 6; i < words_; ++i) {
        uint64_t x = data_[i];
        if (i == (static_cast<size_t>(lo) >> 6)) x &= ~uint64_t{0} << (lo & 63);
        if (x == 0) continue;
        int id = static_cast<int>(i * 64) + std::countr_zero(x);
        if (id >= hi) return -1;
        data_[i] &= ~(uint64_t{1} << (id & 63));
        return active_ = id;
      }
      return -1;
    }
    void done() {
      if (active_ >= 0)
        data_[static_cast<size_t>(active_) >> 6] &= ~(uint64_t{1} << (active_ & 63));
      active_ = -1;
    }
    void clear() {
      std::fill(data_, data_ + words_, 0);
      active_ = -1;
    }

   private:
    std::vector<uint64_t> bits_;
    uint64_t* data_ = nullptr;  // bits_.data() and bits_.size(), kept for the hot add_words
    size_t words_ = 0;
    int active_ = -1;
  };

  /// Keeps only `mask` of the cell's candidates: false when none is left. Most calls remove
  /// nothing (a cage pass narrows every open cell to its digit sets' union), so that test is
  /// inline and the rest is not.
  bool narrow(uint16_t* cand, int cell, uint16_t mask, bool* changed) {
    if ((cand[cell] & ~mask) == 0) return true;
    return narrow_changed(cand, cell, mask, changed);
  }
  bool narrow_changed(uint16_t* cand, int cell, uint16_t mask, bool* changed);
  void push(int cell) { queue_.push_back(cell); }
  void reset_work();
  [[gnu::always_inline]] inline void touch(int cell, uint16_t old, uint16_t now);
  /// hidden_singles for grids of N digits (0: any, m_.n).
  template <int N>
  Pass hidden_singles_n(uint16_t* cand);
  /// touch's part for the sum rules when their lanes are kept: updates each rule's slacks and
  /// open count, and queues it only if it might narrow a cell.
  void touch_sums(int cell, uint16_t old, uint16_t now);
  /// Sets every sum rule's lanes from the candidates (start).
  void init_sum_lanes(uint16_t* cand) const;
  /// The counts at which a sum rule may narrow a cell (below them, SumLane bit 14 clears).
  [[nodiscard]] int loose_slack() const;
  [[nodiscard]] int exact_open() const;
  bool drain(uint16_t* cand);
  Pass one_cage(uint16_t* cand, const CageRule& cage);
  /// cage_holds_all's rule on unit u (`part_or`: the candidates of each of its cage parts,
  /// Tables::unit_cell_part).
  Pass cage_holds(uint16_t* cand, int u, const uint16_t* part_or);
  /// The candidates of each cage part of unit u (n entries, parts first). For cage_holds_all;
  /// hidden_singles gathers the same inside its own scan of the unit, which it needs anyway.
  void unit_part_candidates(const uint16_t* cand, int u, uint16_t* part_or) const;
  Pass one_sum(uint16_t* cand, const SumRule& rule);
  /// A sum rule with two or three open cells (signs +-1) adding up to `rest`: keeps exactly
  /// the digits that have a completion.
  Pass exact_sum(uint16_t* cand, const int* cells, const int* signs, int count, int rest);
  void blame(const int* cells, int count);

  const Tables& m_;
  std::vector<int> queue_;
  WorkList units_;
  WorkList cages_;  ///< real cages first, then the rule-of-45 ones (ids as in Tables::cages)
  WorkList sums_;
  WorkList locked_;
  std::vector<uint16_t> required_;  ///< per cage: digits all its sets need (last seen)
  std::vector<uint32_t> weight_;
  bool with_cage_holds_ = false;
  bool exact_sums_ = false;
  // The sum lanes of the state being propagated (Tables::sum_state), or null when they are not
  // kept (explain's single passes after load(), whose callers may set candidates directly).
  uint16_t* sum_lanes_ = nullptr;
  bool keep_sum_lanes_ = false;  ///< set by start(): the states it and assign() see keep them
};

/// Bit counts (one POPCNT instruction with the build's default -march=x86-64-v2).
inline int popcount64(uint64_t x) {
  return std::popcount(x);
}
inline int popcount16(uint32_t x) {
  return std::popcount(x);
}

inline bool single(uint16_t mask) {
  return mask != 0 && (mask & (mask - 1)) == 0;
}
inline int digit_of(uint16_t bit) {
  return __builtin_ctz(bit) + 1;
}

}  // namespace gridlogic::killer
