// A two-level rectangle's press pattern, one bit a cell, handed over as a CompactSolution: its
// JSON text, the "presses" rows ["0110", ...] that solution_to_json gives, is written a row at a
// time, so that a 10000 x 10000 pattern (100 MB of text) never exists whole in memory, nor as a
// JSON value of 10000 strings.
#pragma once

#include "engines/algebra/gf2_matrix.hpp"
#include "gridlogic/solution.hpp"

namespace gridlogic::lightsout {

class PackedPresses final : public CompactSolution {
 public:
  explicit PackedPresses(algebra::Gf2Matrix presses) : presses_(std::move(presses)) {}

  void write_json(JsonSink& out) const override;
  /// Each row's digits, quotes and comma, and the brackets.
  [[nodiscard]] size_t text_bytes() const override {
    return presses_.rows() * (presses_.cols() + 3) + 1;
  }
  /// The pattern: bit (r, c) set when cell (r, c) is pressed.
  [[nodiscard]] const algebra::Gf2Matrix& bits() const { return presses_; }

 protected:
  [[nodiscard]] Json build_json() const override;

 private:
  algebra::Gf2Matrix presses_;
};

}  // namespace gridlogic::lightsout
