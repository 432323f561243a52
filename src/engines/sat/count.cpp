// The SAT engine's one count: blocking clauses, with the lazy hook when the encoding has one.
#include "engines/sat/count.hpp"

namespace gridlogic::sat {

engines::Count count(const Encoding& encoding, uint64_t limit, const Context& ctx) {
  engines::Count out;
  // Loading a big CNF into CaDiCaL takes a while: not at all when the time is already up.
  if (encoding.interrupted || ctx.expired()) {
    out.stop = ctx.stop_reason();
    return out;
  }
  CountStats stats;
  const CountResult c =
      count_models(encoding.cnf, encoding.projection, limit, ctx, {}, encoding.lazy, &stats);
  out.stop = c.status == SatStatus::kTimeout ? ctx.stop_reason() : StopReason::kFinished;
  out.count = c.count;
  out.complete = c.complete;
  out.first.reserve(c.first.size());
  for (const bool value : c.first) out.first.push_back(value ? 1.0 : 0.0);
  out.stats.solver_runs = stats.solves;
  out.stats.lazy_added = stats.lazy_added;
  return out;
}

}  // namespace gridlogic::sat
