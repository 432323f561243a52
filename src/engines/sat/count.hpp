// A SAT encoding (CNF, projection, optional lazy clauses) and its count with a limit.
//
// Worked example (a puzzle with one literal per cell):
//
//   sat::Encoding e;
//   e.cnf = build_cnf(...);                 // see cnf.hpp
//   e.projection = x;                       // models that differ on x are different solutions
//   engines::Count c = sat::count(e, 2, ctx);
//   if (c.count > 0 && c.first[x[0]] > 0.5) ...   // the first model, 0/1 per variable
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engines/count.hpp"
#include "engines/sat/cnf.hpp"
#include "engines/sat/solver.hpp"
#include "gridlogic/context.hpp"

namespace gridlogic::sat {

/// What a caller hands the SAT engine: the formula, its projection and lazy clauses, and how its
/// DIMACS export introduces itself.
struct Encoding : engines::Projected<LazyClauses> {
  Cnf cnf;
  /// The "c" lines at the top of the DIMACS export (what the variables mean).
  std::string comment;
};

/// Counts the models of `encoding`, distinct on its projection, up to `limit` (0 = all), by
/// blocking clauses on one incremental CaDiCaL (count_models in solver.hpp).
[[nodiscard]] engines::Count count(const Encoding& encoding, uint64_t limit, const Context& ctx);

}  // namespace gridlogic::sat
