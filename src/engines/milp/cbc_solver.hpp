// In-process MILP solving with CBC (CbcModel over OsiClpSolverInterface), quiet and time-limited.
// CBC itself is in a module that the first solve loads (backend.hpp); every call here that
// solves throws NotAvailable when that module cannot be loaded (see solve()).
//
// Worked example:
//
//   milp::Model m = ...;                                   // see model.hpp
//   Context ctx = Context::with_time_limit(10);
//   milp::Solution s = milp::solve(m, ctx);
//   if (s.status == milp::SolveStatus::kOptimal) { use(s.values, s.objective); }
//
//   // How many 0/1 points does the model have (projected on its binaries)? Stop at 2.
//   milp::Enumeration e = milp::enumerate(m, milp::binary_vars(m), 2, ctx);
//
// Time: the Context deadline becomes CBC's wall-clock limit, and an event handler stops the
// branch and bound when the deadline passes or ctx.cancel is raised. What the run found then is
// reported honestly: kFeasible (a solution, optimality not proved) or kTimeout (none).
// Output: CBC, CLP and CGL messages all go to a handler that drops them; nothing is printed.
// Threads: every call builds its own CBC objects, so calls in different threads do not interfere.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "engines/milp/model.hpp"
#include "gridlogic/context.hpp"

namespace gridlogic::milp {

enum class SolveStatus {
  kOptimal,     ///< a solution, and CBC proved it optimal (for feasibility models: any solution)
  kFeasible,    ///< a solution, but the time ran out before optimality was proved
  kInfeasible,  ///< proved to have no solution
  kUnbounded,   ///< the relaxation is unbounded (a modelling error for our puzzles)
  kTimeout,     ///< stopped by the deadline or cancel before any solution was found
};
[[nodiscard]] const char* to_string(SolveStatus status);

struct SolveParams {
  /// Ignore the objective: any feasible point is an answer (CBC stops at the first one).
  bool feasibility_only = false;
  /// Add CBC's usual cut generators (probing, Gomory, knapsack covers, cliques, MIR, flow covers)
  /// and the rounding / feasibility pump heuristics. Off = plain LP-based branch and bound.
  bool cuts_and_heuristics = true;
};

struct Solution {
  SolveStatus status = SolveStatus::kTimeout;
  /// True only when kOptimal: CBC closed the gap (or the model is a feasibility model).
  bool proved_optimal = false;
  /// The objective value of `values` (objective constant included); 0 without a solution.
  double objective = 0;
  /// The best bound CBC proved (a lower bound when minimising); equals objective when proved.
  double best_bound = 0;
  /// One value per variable (integer variables rounded to the nearest integer); empty without
  /// a solution.
  std::vector<double> values;
  /// Branch-and-bound nodes explored.
  int64_t nodes = 0;

  [[nodiscard]] bool has_solution() const { return !values.empty(); }
  /// values[var] as an integer (rounded).
  [[nodiscard]] int64_t int_value(int var) const;
};

/// Solves `model` with CBC. Never prints; never runs past ctx's deadline by more than CBC's
/// reaction time (one LP solve or one node). Throws NotAvailable when CBC's module cannot be
/// loaded, and std::runtime_error when CBC fails (out of memory, or a model CBC cannot take:
/// none built with Model can fail this way today).
[[nodiscard]] Solution solve(const Model& model, const Context& ctx,
                             const SolveParams& params = {});

/// The indices of the model's binary variables (and integer ones with bounds within [0,1]).
[[nodiscard]] std::vector<int> binary_vars(const Model& model);

/// What a repeated solve cost: CBC runs, and constraints a lazy separator added.
struct LazyStats {
  int rounds = 0;      ///< CBC runs
  int cuts_added = 0;  ///< lazy constraints added in all
};

/// Called with each solution found during enumeration (one value per variable); return false
/// to stop the enumeration early.
using SolutionCallback = std::function<bool(const std::vector<double>& values)>;

struct Enumeration {
  /// kOptimal when the enumeration ran to the end or to the limit (count is then exact, resp. a
  /// lower bound), kTimeout when the deadline or cancel stopped it, kInfeasible when the model
  /// has no solution at all (count 0, complete).
  SolveStatus status = SolveStatus::kTimeout;
  uint64_t count = 0;         ///< distinct solutions found (distinct on the projection)
  bool complete = false;      ///< true when every solution was found (count is exact)
  std::vector<double> first;  ///< the first solution found (empty when none)
};

/// Enumerates the solutions of `model`, distinct on the 0/1 variables `projection`, by solving
/// repeatedly and adding after each solution s the no-good cut
///   Σ_{j: s_j = 1} (1 − x_j) + Σ_{j: s_j = 0} x_j ≥ 1
/// which removes exactly that 0/1 point. The objective is ignored. Stops after `limit`
/// solutions (0 = no limit), at the deadline, or when `on_solution` returns false.
/// Each step is a full CBC run, so this suits small counts (uniqueness checks: limit 2).
/// `stats`, when given, receives the number of CBC runs.
/// Throws std::invalid_argument when a projection variable is not 0/1.
[[nodiscard]] Enumeration enumerate(const Model& model, const std::vector<int>& projection,
                                    uint64_t limit, const Context& ctx,
                                    const SolutionCallback& on_solution = {},
                                    LazyStats* stats = nullptr);

/// Lazy constraints: looks at a solution of the current model and adds to `model` whatever left-out
/// constraints `values` violates (new variables allowed, e.g. the auxiliaries of a linearisation
/// added only for the pair of lines that came out equal). Returns the number of constraints
/// added; 0 means the solution satisfies the full model.
using LazySeparator = std::function<int(const std::vector<double>& values, Model& model)>;

/// Solves `model` plus the constraints `separate` produces on demand: solve, ask the separator,
/// repeat until it adds nothing (then the answer is an answer of the full model, and an optimum
/// when the last run proved one: each run solves a relaxation of the full model).
[[nodiscard]] Solution solve_lazy(Model model, const Context& ctx, const LazySeparator& separate,
                                  const SolveParams& params = {}, LazyStats* stats = nullptr);

/// enumerate() with lazy constraints: a solution the separator rejects is not counted; the model
/// grows by the separator's constraints and by the no-good cuts, and is solved again.
[[nodiscard]] Enumeration enumerate_lazy(Model model, const std::vector<int>& projection,
                                         uint64_t limit, const Context& ctx,
                                         const LazySeparator& separate,
                                         const SolutionCallback& on_solution = {},
                                         LazyStats* stats = nullptr);

}  // namespace gridlogic::milp
