// A bound on the size of a model while it is built, for boards whose encodings explode.
#pragma once

#include <cstdint>

#include "gridlogic/error.hpp"

namespace gridlogic::engines {

/// While a BuildBudget lives, the models its thread builds (clauses of a sat::Cnf, variables and
/// coefficients of a milp::Model) count their entries against it, and the one that goes past it
/// throws TooLarge (Limit::kModelEntries) — the puzzle then answers too_large instead of
/// taking all memory (a 200 x 200 Binox has a 1 GB CNF). Without a budget nothing is counted.
/// Budgets nest: the inner one applies until it ends.
class BuildBudget {
 public:
  /// The most entries a model may have: literals and clause ends of a CNF; variables and
  /// coefficients of a MILP count 4 each, as they take about four times the memory.
  explicit BuildBudget(uint64_t max_entries);
  ~BuildBudget();
  BuildBudget(const BuildBudget&) = delete;
  BuildBudget& operator=(const BuildBudget&) = delete;

  /// Counts `entries` against this thread's budget, if any; throws past it.
  static void spend(uint64_t entries);

 private:
  uint64_t max_ = 0;
  uint64_t spent_ = 0;
  BuildBudget* outer_ = nullptr;
};

}  // namespace gridlogic::engines
