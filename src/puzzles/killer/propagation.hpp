// The generic solver's tables (Model) and deductions (Propagator), shared by the search, the
// generator and explain. See solver.hpp for the state layout.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <vector>

#include "puzzles/killer/geometry.hpp"
#include "puzzles/killer/model.hpp"

namespace gridlogic::killer {

/// A cage rule: the cells cage_cells[begin, end) hold distinct digits summing to `sum`.
/// Virtual cages come from the rule of 45 (cells that already see each other).
struct CageRule {
  int begin = 0;
  int end = 0;
  int sum = 0;
  const std::vector<uint16_t>* combos = nullptr;
  bool is_virtual = false;
};

/// A linear rule of 45: sum of sign[i] * digit(cell[i]) over [begin, end) equals total.
struct SumRule {
  int begin = 0;
  int end = 0;
  int total = 0;
};

/// The fixed tables of one puzzle: cages and rule-of-45 sums over the shape's geometry.
struct Model {
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
  // Which rules each cell is in, so that a change re-examines only those (CSR lists).
  std::vector<int> cage_of_begin, cages_of;
  std::vector<int> sum_of_begin, sums_of;
};

/// Builds the tables; `rule45` adds the innie/outie sums (killers only).
Model build_model(const Board& board, bool rule45);

/// Outcome of one pass of a rule.
enum class Pass { kNoChange, kChanged, kContradiction };

/// Applies deductions to a candidate array (Model::cells masks). Not thread-safe: one per search.
class Propagator {
 public:
  explicit Propagator(const Model& model);

  /// Places the givens on a full candidate array. False on a contradiction.
  bool start(uint16_t* cand);
  /// Places the givens without propagating (for explain, which then runs single passes).
  void load(uint16_t* cand);
  /// Places digit bit `bit` in `cell` and propagates to a fixed point. False on a contradiction.
  bool assign(uint16_t* cand, int cell, uint16_t bit);
  /// Runs every rule to a fixed point. False on a contradiction.
  bool propagate(uint16_t* cand);

  // Single passes, for explain. Each looks at the rules marked as touched since it last ran
  // (mark_all() marks every rule).
  Pass eliminate(uint16_t* cand);  ///< naked singles: placed digits leave their peers
  Pass hidden_singles(uint16_t* cand);
  /// Real cages, rule-of-45 virtual cages, or both.
  enum class Cages { kAll, kReal, kVirtual };
  Pass cage_combinations(uint16_t* cand, Cages which);
  Pass rule45_sums(uint16_t* cand);
  /// A digit a cage needs, with all its places in one row, column or box, leaves that unit.
  Pass cage_locked(uint16_t* cand);
  void mark_all();

  /// Conflict weights per cell (1 + contradictions found in rules holding the cell), for the
  /// search's branching choice (dom/wdeg).
  [[nodiscard]] const std::vector<uint32_t>& weights() const { return weight_; }

 private:
  // A work list of rule ids with a flag per id, so each waits at most once.
  struct WorkList {
    std::vector<uint8_t> flag;
    std::vector<int> items;
    void reset(size_t size) {
      flag.assign(size, 0);
      items.clear();
      items.reserve(size);
    }
    void add(int id) {
      if (flag[static_cast<size_t>(id)]) return;
      flag[static_cast<size_t>(id)] = 1;
      items.push_back(id);
    }
    // Takes the next id; its flag stays set (so its own changes do not queue it again) until
    // done(id), or until clear() after a contradiction.
    int take() {
      int id = items.back();
      items.pop_back();
      return id;
    }
    void done(int id) { flag[static_cast<size_t>(id)] = 0; }
    void clear() {
      std::fill(flag.begin(), flag.end(), 0);
      items.clear();
    }
  };

  bool narrow(uint16_t* cand, int cell, uint16_t mask, bool* changed);
  void push(int cell) { queue_.push_back(cell); }
  void reset_work();
  void touch(int cell, uint16_t old, uint16_t now);
  bool drain(uint16_t* cand);
  Pass one_cage(uint16_t* cand, const CageRule& cage);
  Pass one_sum(uint16_t* cand, const SumRule& rule);
  void blame(const int* cells, int count);

  const Model& m_;
  std::vector<int> queue_;
  WorkList units_;
  WorkList cages_;          ///< the puzzle's own cages
  WorkList virtual_cages_;  ///< rule-of-45 cages
  WorkList sums_;
  WorkList locked_;
  std::vector<uint16_t> required_;  ///< per cage: digits all its sets need (last seen)
  std::vector<uint32_t> weight_;
};

/// Bit counts (one POPCNT instruction with the build's default -march=x86-64-v2).
inline int popcount64(uint64_t x) { return std::popcount(x); }
inline int popcount16(uint32_t x) { return std::popcount(x); }

inline bool single(uint16_t mask) { return mask != 0 && (mask & (mask - 1)) == 0; }
inline int digit_of(uint16_t bit) { return __builtin_ctz(bit) + 1; }

}  // namespace gridlogic::killer
