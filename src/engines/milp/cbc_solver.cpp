// The MILP engine's calls: solving, enumeration by no-good cuts and lazy constraints, on the CBC
// back end that backend() loads from its module (backend.hpp) on the first solve.
#include "engines/milp/cbc_solver.hpp"

#include <cmath>
#include <memory>
#include <stdexcept>
#include <string>

#include "engines/milp/backend.hpp"
#include "platform/module.hpp"

namespace gridlogic::milp {

const char* to_string(SolveStatus status) {
  switch (status) {
    case SolveStatus::kOptimal:
      return "optimal";
    case SolveStatus::kFeasible:
      return "feasible";
    case SolveStatus::kInfeasible:
      return "infeasible";
    case SolveStatus::kUnbounded:
      return "unbounded";
    case SolveStatus::kTimeout:
      return "timeout";
  }
  return "timeout";
}

int64_t Solution::int_value(int var) const {
  return static_cast<int64_t>(std::llround(values.at(static_cast<size_t>(var))));
}

const Backend& backend() {
  // A throw leaves the static unset, so a later call tries to load the module again.
  static const Backend& instance = *platform::module_function<BackendFactory>(
      kBackendModule, kBackendSymbol, "the MILP engine (CBC)")();
  return instance;
}

namespace {

// The back end's error text (backend.hpp) as an exception of the library's own runtime.
void check(const std::string& error) {
  if (!error.empty()) throw std::runtime_error("the MILP engine (CBC) failed: " + error);
}

std::unique_ptr<LoadedModel> load(const Model& model, bool feasibility_only) {
  std::unique_ptr<LoadedModel> loaded;
  check(backend().load(model, feasibility_only, loaded));
  return loaded;
}

Solution solve_loaded(LoadedModel& loaded, const Context& ctx, const SolveParams& params) {
  Solution s;
  check(loaded.solve(ctx, params, s));
  return s;
}

void check_projection(const Model& model, const std::vector<int>& projection) {
  for (int v : projection) {
    if (v < 0 || v >= model.num_vars()) throw std::invalid_argument("milp: unknown variable");
    const Variable& var = model.var(v);
    if (var.type == VarType::kContinuous || var.lower < 0 || var.upper > 1) {
      throw std::invalid_argument("milp: enumerate needs 0/1 variables, '" + var.name + "' is not");
    }
  }
}

// Whether one round's answer ends an enumeration: no further solution (the count is then
// complete) or none to be had (a limit or an unbounded model). Sets out.status when it does.
bool enumeration_ends(const Solution& s, Enumeration& out) {
  if (s.status == SolveStatus::kInfeasible) {
    out.status = out.count == 0 ? SolveStatus::kInfeasible : SolveStatus::kOptimal;
    out.complete = true;
    return true;
  }
  if (!s.has_solution()) {
    out.status =
        s.status == SolveStatus::kUnbounded ? SolveStatus::kUnbounded : SolveStatus::kTimeout;
    return true;
  }
  return false;
}

// The no-good cut that removes solution `s` on the projection and nothing else:
// Σ_{s_j=1} −x_j + Σ_{s_j=0} x_j ≥ 1 − |{j : s_j = 1}|. Calls add(var, coef) per term and
// returns the right-hand side.
template <typename Add>
double no_good(const Solution& s, const std::vector<int>& projection, Add add) {
  double rhs = 1;
  for (int v : projection) {
    if (s.int_value(v) == 1) {
      add(v, -1.0);
      rhs -= 1;
    } else {
      add(v, 1.0);
    }
  }
  return rhs;
}

}  // namespace

Solution solve(const Model& model, const Context& ctx, const SolveParams& params) {
  if (ctx.expired()) return Solution{};
  return solve_loaded(*load(model, params.feasibility_only), ctx, params);
}

std::vector<int> binary_vars(const Model& model) {
  std::vector<int> out;
  for (int v = 0; v < model.num_vars(); ++v) {
    const Variable& var = model.var(v);
    if (var.type != VarType::kContinuous && var.lower >= 0 && var.upper <= 1) out.push_back(v);
  }
  return out;
}

Enumeration enumerate(const Model& model, const std::vector<int>& projection, uint64_t limit,
                      const Context& ctx, const SolutionCallback& on_solution, LazyStats* stats) {
  check_projection(model, projection);
  LazyStats local;
  LazyStats& st = stats != nullptr ? *stats : local;
  Enumeration out;
  if (ctx.expired()) return out;
  const std::unique_ptr<LoadedModel> loaded = load(model, /*feasibility_only=*/true);
  SolveParams params;
  params.feasibility_only = true;
  while (limit == 0 || out.count < limit) {
    Solution s = solve_loaded(*loaded, ctx, params);
    ++st.rounds;
    if (enumeration_ends(s, out)) return out;
    ++out.count;
    if (out.first.empty()) out.first = s.values;
    std::vector<Term> cut;
    const double rhs = no_good(s, projection, [&](int v, double c) { cut.push_back({v, c}); });
    check(loaded->add_row(cut, rhs));
    if (on_solution && !on_solution(s.values)) break;
    if (projection.empty()) {  // one point on an empty projection: no other can differ
      out.complete = true;
      out.status = SolveStatus::kOptimal;
      return out;
    }
  }
  out.status = SolveStatus::kOptimal;
  return out;
}

Solution solve_lazy(Model model, const Context& ctx, const LazySeparator& separate,
                    const SolveParams& params, LazyStats* stats) {
  LazyStats local;
  LazyStats& st = stats != nullptr ? *stats : local;
  for (;;) {
    // The last run decides: its model is a relaxation of the full one, so an optimum of it that
    // breaks no lazy constraint is an optimum of the full model.
    Solution s = solve(model, ctx, params);
    ++st.rounds;
    if (!s.has_solution()) return s;
    const int added = separate(s.values, model);
    if (added == 0) return s;
    st.cuts_added += added;
    if (ctx.expired()) return Solution{};
  }
}

Enumeration enumerate_lazy(Model model, const std::vector<int>& projection, uint64_t limit,
                           const Context& ctx, const LazySeparator& separate,
                           const SolutionCallback& on_solution, LazyStats* stats) {
  check_projection(model, projection);
  LazyStats local;
  LazyStats& st = stats != nullptr ? *stats : local;
  Enumeration out;
  SolveParams params;
  params.feasibility_only = true;
  uint64_t nogoods = 0;
  while (limit == 0 || out.count < limit) {
    const Solution s = solve(model, ctx, params);
    ++st.rounds;
    if (enumeration_ends(s, out)) return out;
    const int added = separate(s.values, model);
    if (added > 0) {
      st.cuts_added += added;
      continue;
    }
    ++out.count;
    if (out.first.empty()) out.first = s.values;
    LinExpr cut;
    const double rhs = no_good(s, projection, [&](int v, double c) { cut.add(v, c); });
    model.add_constraint("nogood_" + std::to_string(nogoods++), cut, Sense::kGe, rhs);
    if (on_solution && !on_solution(s.values)) break;
    if (projection.empty()) {
      out.complete = true;
      out.status = SolveStatus::kOptimal;
      return out;
    }
  }
  out.status = SolveStatus::kOptimal;
  return out;
}

}  // namespace gridlogic::milp
