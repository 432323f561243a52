// The generic solver's tables (Model) and deductions (Propagator), shared by the search, the
// generator and explain. See solver.hpp for the state layout.
#pragma once

#include <cstdint>
#include <vector>

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

/// The fixed tables of one puzzle: units, peers, cages and rule-of-45 sums.
struct Model {
  int n = 9;
  int cells = 81;
  uint16_t full = 0x1FF;
  int units = 27;
  std::vector<int> unit_cells;  ///< units * n cells: rows, columns, boxes
  std::vector<int> peer_begin;  ///< cells + 1 offsets into peers
  std::vector<int> peers;       ///< row, column, box and cage mates, each once
  std::vector<int> cage_cells;
  std::vector<CageRule> cages;
  std::vector<int> sum_cells;
  std::vector<int8_t> sum_signs;
  std::vector<SumRule> sums;
  std::vector<int> givens;
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
  /// Places digit bit `bit` in `cell` and propagates to a fixed point. False on a contradiction.
  bool assign(uint16_t* cand, int cell, uint16_t bit);
  /// Runs every rule to a fixed point. False on a contradiction.
  bool propagate(uint16_t* cand);

  // Single passes, for explain (each also clears the peers of cells it places).
  Pass eliminate(uint16_t* cand);  ///< naked singles: placed digits leave their peers
  Pass hidden_singles(uint16_t* cand);
  Pass cage_combinations(uint16_t* cand, bool virtual_only);
  Pass rule45_sums(uint16_t* cand);

 private:
  bool narrow(uint16_t* cand, int cell, uint16_t mask, bool* changed);
  void push(int cell) { queue_.push_back(cell); }
  bool drain(uint16_t* cand);

  const Model& m_;
  std::vector<int> queue_;
};

/// Bit counts without a library call: the build targets plain x86-64 (no POPCNT instruction),
/// where __builtin_popcount becomes a slow call into libgcc.
inline int popcount64(uint64_t x) {
  x = x - ((x >> 1) & 0x5555555555555555ull);
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  return static_cast<int>((x * 0x0101010101010101ull) >> 56);
}
inline int popcount16(uint32_t x) {
  x = x - ((x >> 1) & 0x5555u);
  x = (x & 0x3333u) + ((x >> 2) & 0x3333u);
  x = (x + (x >> 4)) & 0x0F0Fu;
  return static_cast<int>((x + (x >> 8)) & 0x1Fu);
}

inline bool single(uint16_t mask) { return mask != 0 && (mask & (mask - 1)) == 0; }
inline int digit_of(uint16_t bit) { return __builtin_ctz(bit) + 1; }

}  // namespace gridlogic::killer
