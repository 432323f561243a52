// The MILP engine's one count: no-good enumeration, with the lazy hook when the encoding has one.
#include "engines/milp/count.hpp"

namespace gridlogic::milp {

engines::Count count(const Encoding& encoding, uint64_t limit, const Context& ctx) {
  engines::Count out;
  if (encoding.interrupted) {  // stopped while building, nothing found
    out.stop = ctx.stop_reason();
    return out;
  }
  LazyStats stats;
  const Enumeration en =
      encoding.lazy ? enumerate_lazy(encoding.model, encoding.projection, limit, ctx, encoding.lazy,
                                     {}, &stats)
                    : enumerate(encoding.model, encoding.projection, limit, ctx, {}, &stats);
  out.stop = en.status == SolveStatus::kTimeout ? ctx.stop_reason() : StopReason::kFinished;
  out.count = en.count;
  out.complete = en.complete;
  out.first = en.first;
  out.stats.solver_runs = stats.rounds;
  out.stats.lazy_added = stats.cuts_added;
  return out;
}

}  // namespace gridlogic::milp
