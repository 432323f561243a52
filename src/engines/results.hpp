// Turning an engine run into the puzzle interface's results, the same way for every puzzle.
#pragma once

#include <cstdint>
#include <string>

#include "gridlogic/puzzle.hpp"

namespace gridlogic::engines {

/// What a MILP or SAT count found, in puzzle terms.
struct EngineRun {
  bool timed_out = false;
  uint64_t count = 0;           ///< solutions found (exact when complete)
  bool complete = false;        ///< every solution was found
  Json first;                   ///< the first solution as the puzzle's solution field, or null
  Json extra = Json::object();  ///< engine statistics to pass on
};

/// The EngineRun of a puzzle encoding's count: `c` has `outcome` (an enum with kTimeout),
/// `count`, `complete` and `first` (empty when nothing was found); `solution(c.first)` gives
/// the puzzle's solution field.
template <typename Count, typename Solution>
[[nodiscard]] EngineRun run_of(const Count& c, Solution solution) {
  EngineRun out;
  out.timed_out = c.outcome == decltype(c.outcome)::kTimeout;
  out.count = c.count;
  out.complete = c.complete;
  if (!c.first.empty()) out.first = solution(c.first);
  return out;
}

/// "milp" / "sat" / "native".
[[nodiscard]] const char* engine_name(Engine engine);
/// "literal" / "improved".
[[nodiscard]] const char* model_name(ModelVariant model);

/// The CountResult of a run (status kSolved unless timed out; extra gets engine and model).
[[nodiscard]] CountResult to_count_result(const EngineRun& run, const SolveOptions& options);
/// The SolveResult of a run with limit 1: solved, unsolvable ("the <engine> model (<model>) has
/// no solution") or timeout.
[[nodiscard]] SolveResult to_solve_result(const EngineRun& run, const SolveOptions& options);
}  // namespace gridlogic::engines
