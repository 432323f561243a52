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
#include <utility>
#include <vector>

#include "engines/count.hpp"
#include "engines/milp/cbc_solver.hpp"
#include "engines/milp/model.hpp"
#include "gridlogic/context.hpp"

namespace gridlogic::milp {

/// What a caller hands the MILP engine: the model, and its 0/1 projection variables and lazy
/// constraints (the separator returns how many it added).
struct Encoding : engines::Projected<LazySeparator> {
  Encoding() = default;
  explicit Encoding(Model model) : model(std::move(model)) {}
  Model model;
};

/// Counts the solutions of `encoding`, distinct on its projection, up to `limit` (0 = all), by
/// no-good cuts (enumerate / enumerate_lazy in cbc_solver.hpp). The objective is ignored.
[[nodiscard]] engines::Count count(const Encoding& encoding, uint64_t limit, const Context& ctx);

}  // namespace gridlogic::milp
