// A MILP encoding (model, projection, optional lazy constraints) and its count with a limit.
//
// Worked example (a puzzle with 0/1 cell variables x):
//
//   milp::Encoding e;
//   e.model = build_model(...);             // see model.hpp
//   e.projection = x;                       // solutions that differ on x are different
//   engines::Count c = milp::count(e, 2, ctx);   // uniqueness: stop at 2
//   if (c.count > 0) decode(c.first);
#pragma once

#include <cstdint>
#include <vector>

#include "engines/count.hpp"
#include "engines/milp/cbc_solver.hpp"
#include "engines/milp/model.hpp"
#include "gridlogic/context.hpp"

namespace gridlogic::milp {

/// What a caller hands the MILP engine: the model, what tells its solutions apart, and
/// optionally the constraints left out of the model and added on demand.
struct Encoding {
  Model model;
  /// The 0/1 variables that project a solution: two solutions are the same when they agree here.
  std::vector<int> projection;
  /// When set, each candidate solution is shown to it first; constraints it adds (returning
  /// their number) reject the candidate and the model is solved again. Left empty, the model
  /// is complete as it stands.
  LazySeparator lazy;
  /// Building gave up at the deadline, so the model is incomplete: count() reports a timeout.
  bool interrupted = false;
};

/// Counts the solutions of `encoding`, distinct on its projection, up to `limit` (0 = all), by
/// no-good cuts (enumerate / enumerate_lazy in cbc_solver.hpp). The objective is ignored.
[[nodiscard]] engines::Count count(const Encoding& encoding, uint64_t limit, const Context& ctx);

}  // namespace gridlogic::milp
