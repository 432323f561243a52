// A set of at most 64 vectors of GF(2)^64 in echelon form (internal), remembering how each row
// was made from the inserted vectors so that reductions can be written in those vectors.
#pragma once

#include <bit>
#include <cstdint>

namespace gridlogic::algebra::detail {

class WordEchelon {
 public:
  /// v reduced by the rows: the canonical remainder, zero iff v is in the span.
  [[nodiscard]] uint64_t reduce(uint64_t v) const {
    for (int b = 63; b >= 0; --b) {
      if ((v >> b & 1U) != 0 && has_[b]) v ^= row_[b];
    }
    return v;
  }
  /// Inserts v, which must not be in the span; `label` is the bit naming v in combinations.
  void insert(uint64_t v, uint64_t label) {
    uint64_t combo = label;
    for (int b = 63; b >= 0; --b) {
      if ((v >> b & 1U) != 0 && has_[b]) {
        v ^= row_[b];
        combo ^= combo_[b];
      }
    }
    const int p = 63 - std::countl_zero(v);
    has_[p] = true;
    row_[p] = v;
    combo_[p] = combo;
  }
  /// The combination of inserted labels that equals v; v must be in the span.
  [[nodiscard]] uint64_t express(uint64_t v) const {
    uint64_t combo = 0;
    for (int b = 63; b >= 0; --b) {
      if ((v >> b & 1U) != 0 && has_[b]) {
        v ^= row_[b];
        combo ^= combo_[b];
      }
    }
    return combo;
  }

 private:
  bool has_[64] = {};
  uint64_t row_[64] = {};
  uint64_t combo_[64] = {};
};

}  // namespace gridlogic::algebra::detail
