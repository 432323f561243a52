// Forcing chains through the cages, for killer boards. The other forcing chains follow singles
// and each cage's sum bounds, with every step told; on a hard killer with no givens they find no
// contradiction short of a search. These follow everything the exact solver propagates (singles,
// every cage's digit sets, the rule of 45 on the regions it keeps, a cage's required digit), so
// a candidate whose consequences break a rule is found at once. The chain is told by what it
// assumes and that it breaks, not step by step. Nested levels assume inside assumptions; their
// work is bounded, and past the bound a step is not found (the ladder then says "search").
#include <cstdint>
#include <string>
#include <vector>

#include "puzzles/killer/ladder_finders.hpp"
#include "puzzles/killer/propagation.hpp"

namespace gridlogic::killer::human {

namespace {

// Assumptions a nested chain may still try in one step: about a second of work here.
constexpr uint64_t kAssumptionBudget = 400'000;

using State = std::vector<uint16_t>;

// The solver's propagation over a position's candidates.
class Prober {
 public:
  explicit Prober(const Position& position)
      : tables_(build_tables(position.board(), Rule45::kFull)), propagator_(tables_) {
    propagator_.set_cage_holds_in_singles(true);
    base_.assign(static_cast<size_t>(tables_.state_size), 0);
    propagator_.load(base_.data());
    for (int cell = 0; cell < position.cells(); ++cell) {
      const int digit = position.value(cell);
      base_[static_cast<size_t>(cell)] =
          static_cast<uint16_t>(digit != 0 ? digit_bit(digit) : position.candidates(cell));
    }
    // The position has already taken its placed digits out of their peers and cage mates:
    // what is left is every rule run to its fixed point.
    propagator_.mark_all();
    consistent_ = propagator_.propagate(base_.data());
  }

  [[nodiscard]] bool consistent() const { return consistent_; }
  [[nodiscard]] const State& base() const { return base_; }
  [[nodiscard]] bool out_of_budget() const { return budget_ == 0; }
  void set_budget(uint64_t budget) { budget_ = budget; }

  /// Whether `digit` in `cell` breaks a rule in `state` with `level` levels of assumptions
  /// inside (0: propagation alone). False, too, when the budget runs out.
  bool fails(const State& state, int cell, int digit, int level) {
    if (budget_ == 0) return false;
    --budget_;
    State branch = state;
    if (!propagator_.assign(branch.data(), cell, static_cast<uint16_t>(digit_bit(digit))))
      return true;
    if (level == 0) return false;
    // Inside the assumption, remove what breaks one level down, until nothing more goes.
    for (bool progress = true; progress;) {
      progress = false;
      for (int other = 0; other < tables_.cells; ++other) {
        const uint16_t mask = branch[static_cast<size_t>(other)];
        if (std::popcount(mask) < 2) continue;
        for (uint16_t m = mask; m != 0; m &= static_cast<uint16_t>(m - 1)) {
          const int d = first_digit(m);
          if ((branch[static_cast<size_t>(other)] & digit_bit(d)) == 0) continue;
          if (!fails(branch, other, d, level - 1)) {
            if (budget_ == 0) return false;
            continue;
          }
          if (!remove(branch, other, d)) return true;
          progress = true;
        }
      }
    }
    return false;
  }

 private:
  // Removes a candidate and propagates; false when the state breaks.
  bool remove(State& state, int cell, int digit) {
    uint16_t& mask = state[static_cast<size_t>(cell)];
    mask = static_cast<uint16_t>(mask & ~digit_bit(digit));
    if (mask == 0) return false;
    if (std::popcount(mask) == 1) return propagator_.assign(state.data(), cell, mask);
    propagator_.mark_all();
    return propagator_.propagate(state.data());
  }

  Tables tables_;
  Propagator propagator_;
  State base_;
  bool consistent_ = true;
  uint64_t budget_ = 0;
};

// The first candidate of `position` that breaks a rule at `level`, as a deduction.
bool first_failure(const Position& position, Prober& prober, int level, Deduction& out) {
  const Geometry& g = position.geometry();
  // Two-candidate cells first: the cheapest case split, and the one a person tries.
  for (int pass = 0; pass < 2; ++pass) {
    for (int cell = 0; cell < position.cells(); ++cell) {
      const Mask mask = position.candidates(cell);
      if (position.value(cell) != 0 || (pass == 0) != (mask_count(mask) == 2)) continue;
      for (Mask m = mask; m != 0; m &= m - 1) {
        const int digit = first_digit(m);
        if (!prober.fails(prober.base(), cell, digit, level)) {
          if (prober.out_of_budget()) return false;
          continue;
        }
        out.eliminations = {{cell, digit}};
        out.cells = {cell};
        out.text =
            "if " + cell_label(g, cell) + " were " + std::to_string(digit) +
            ", following singles, the cages' digit sets and the rule of 45" +
            (level == 0 ? std::string()
                        : " (with " + std::to_string(level) + (level == 1 ? " level" : " levels") +
                              " of assumptions inside)") +
            " would break a rule: " + std::to_string(digit) + " leaves " + cell_label(g, cell);
        return true;
      }
    }
  }
  return false;
}

}  // namespace

bool find_cage_forcing_chain(const Position& position, bool /*unique*/, Deduction& out) {
  if (position.board().cages.empty()) return false;
  Prober prober(position);
  if (!prober.consistent()) return false;
  prober.set_budget(kAssumptionBudget);
  return first_failure(position, prober, 0, out);
}

bool find_nested_cage_forcing_chain(const Position& position, bool /*unique*/, Deduction& out) {
  if (position.board().cages.empty()) return false;
  Prober prober(position);
  if (!prober.consistent()) return false;
  prober.set_budget(kAssumptionBudget);
  for (int level = 1; level <= position.open_cells() && !prober.out_of_budget(); ++level) {
    if (first_failure(position, prober, level, out)) {
      out.rating = 9.0 + 0.1 * level;
      return true;
    }
  }
  return false;
}

}  // namespace gridlogic::killer::human
