// Exact analysis of one Binox line: which values can each cell still take, over all completions
// of the line that have no three equal in a row and exactly n/2 X's?
//
// A dynamic programme over positions whose state is the value and run length of the last cell
// (X1, X2, O1, O2). Instead of one boolean per (position, state, X count) it keeps, per
// (position, state), the set of possible X counts as a bit set, so one step is a shift and an OR
// over (n/2 + 64) / 64 words. Forward sets hold "X's in cells 0..i"; backward sets hold "X's that
// cells 0..i must contribute" for the rest to complete the line, so a value is possible at i
// exactly when a forward and a backward set of compatible runs intersect. Cost O(n * n / 64).
#pragma once

#include <cstdint>
#include <vector>

namespace gridlogic::binox {

class LineAnalyzer {
 public:
  /// `x` and `o` hold the line's cells (n bits in (n + 63) / 64 words; n even). On success fills
  /// force_x / force_o (same size) with empty cells that every completion makes X / O (all of
  /// them, except on lines with more than kExactOpenCells open cells, where the relaxation may
  /// find fewer) and returns true; returns false when the line has no completion at all.
  bool analyze(const uint64_t* x, const uint64_t* o, int n, uint64_t* force_x, uint64_t* force_o);

  /// Lines longer than 126 cells with more open cells than this take the interval relaxation.
  static constexpr int kExactOpenCells = 127;

 private:
  /// The relaxation: per (position, state) only the least and greatest X count, so a step is a
  /// few min/max operations, O(n) per line instead of O(n * open / 64) plus clearing the tables.
  /// The true count sets lie inside the intervals, so whatever it forces or refutes is forced or
  /// refuted by the exact programme too (sound); it may force less. With many open cells the
  /// count sets have no holes in practice and the two agree. `target`: X's still to place.
  bool analyze_intervals(const uint64_t* x, const uint64_t* o, int n, int target, uint64_t* force_x,
                         uint64_t* force_o);

  std::vector<uint64_t> forward_;
  std::vector<uint64_t> backward_;
  std::vector<int32_t> lo_f_, hi_f_, lo_b_, hi_b_;
};

}  // namespace gridlogic::binox
