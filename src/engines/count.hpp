// What every engine's count returns, whatever the engine and whatever the puzzle.
//
// A count is the engines' one question: "find up to `limit` solutions of this encoding that differ
// on its projection variables". A solve is a count with limit 1. The answer is given in the
// engine's own terms (variable values); the caller's decoder turns them into a puzzle solution.
#pragma once

#include <cstdint>
#include <vector>

#include "gridlogic/status.hpp"

namespace gridlogic::engines {

/// What an encoding holds besides its model, the same for either engine: what tells its
/// solutions apart, the hook for what the model leaves out, and whether building it gave up.
template <class Lazy>
struct Projected {
  /// The variables that project a solution: two solutions are the same when they agree here.
  std::vector<int> projection;
  /// When set, each candidate solution is shown to it first; what it adds rejects the candidate
  /// and the engine runs again. Left empty, the model is complete as it stands.
  Lazy lazy;
  /// Building gave up at the deadline, so the model is incomplete: the count reports a timeout.
  bool interrupted = false;
};

/// What the search cost, for reports.
struct CountStats {
  int solver_runs = 0;  ///< solver calls (each CBC run, each CaDiCaL solve)
  int lazy_added = 0;   ///< constraints the lazy hook added, in all
};

struct Count {
  /// Why the count ended: kFinished when it ran to its end or its limit, else kTimeLimit or
  /// kCancelled (from the Context; the engines have no node cap of their own).
  StopReason stop = StopReason::kTimeLimit;
  uint64_t count = 0;     ///< solutions found (exact when complete, else a lower bound)
  bool complete = false;  ///< every solution was found
  /// The first solution's variable values, empty when none was found. MILP: one value per model
  /// variable (integer variables rounded). SAT: values[v] is 1 or 0 for variable v = 1..n
  /// (index 0 unused), so a positive literal indexes it directly.
  std::vector<double> first;
  CountStats stats;
};

}  // namespace gridlogic::engines
