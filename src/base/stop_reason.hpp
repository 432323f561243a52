// Why a search stopped, said where its code did not say it.
#pragma once

#include "gridlogic/context.hpp"
#include "gridlogic/status.hpp"

namespace gridlogic {

/// `result` (anything with a `status` and a `stop`: a SolveResult, a CountResult, a native
/// search's outcome) with its StopReason said: a timeout that names no reason of its own (a node
/// cap says kNodeLimit where it stops) stopped on ctx.expired(), by the Context's deadline or
/// cancel.
template <class Outcome>
Outcome with_stop_reason(Outcome result, const Context& ctx) {
  if (result.status == Status::kTimeout && result.stop == StopReason::kFinished) {
    result.stop = ctx.stop_reason();
  }
  return result;
}

}  // namespace gridlogic
