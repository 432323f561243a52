// CBC in process: Model -> OsiClpSolverInterface -> CbcModel::branchAndBound, quiet and bounded.
//
// Setup follows CBC's own sample driver (Cbc/examples/sample2.cpp): the classic cut generators
// and the rounding and feasibility-pump heuristics on top of LP-based branch and bound. CbcMain
// (the full command-line driver) is avoided on purpose: it keeps static state and prints.
#include "engines/milp/cbc_solver.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <stdexcept>

#include "CbcEventHandler.hpp"
#include "CbcHeuristic.hpp"
#include "CbcHeuristicFPump.hpp"
#include "CbcModel.hpp"
#include "CglClique.hpp"
#include "CglFlowCover.hpp"
#include "CglGomory.hpp"
#include "CglKnapsackCover.hpp"
#include "CglMixedIntegerRounding2.hpp"
#include "CglProbing.hpp"
#include "ClpEventHandler.hpp"
#include "ClpSimplex.hpp"
#include "CoinMessageHandler.hpp"
#include "CoinPackedMatrix.hpp"
#include "CoinPackedVector.hpp"
#include "OsiClpSolverInterface.hpp"

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

namespace {

// Drops every message. checkSeverity is overridden too: the default aborts the process on a
// message of severity 'S', and library code must never abort.
class SilentHandler final : public CoinMessageHandler {
 public:
  SilentHandler() { setLogLevel(0); }
  int print() override { return 0; }
  void checkSeverity() override {}
  CoinMessageHandler* clone() const override { return new SilentHandler(*this); }
};

// Stops the branch and bound once the context expires (deadline or cancel). CBC clones the
// handler it is given, so the handler only holds a pointer to the caller's context.
class StopHandler final : public CbcEventHandler {
 public:
  explicit StopHandler(const Context* ctx) : ctx_(ctx) {}
  CbcAction event(CbcEvent which) override {
    if (which == node || which == treeStatus || which == afterHeuristic || which == heuristicPass) {
      if (ctx_->expired()) return stop;
    }
    return noAction;
  }
  CbcEventHandler* clone() const override { return new StopHandler(*this); }

 private:
  const Context* ctx_;
};

// Stops Clp's simplex iterations once the context expires. Used only for the root LP solve: a
// 250,000-row literal Binox model spent minutes there, past any deadline, and CBC's own checks
// only start after it. Not left in place for the tree, where a stopped node LP would confuse CBC.
class ClpStopHandler final : public ClpEventHandler {
 public:
  explicit ClpStopHandler(const Context* ctx) : ctx_(ctx) {}
  int event(Event which) override {
    if (which == endOfIteration && ++calls_ % 32 == 0 && ctx_->expired()) return 5;
    return -1;
  }
  ClpEventHandler* clone() const override { return new ClpStopHandler(*this); }

 private:
  const Context* ctx_;
  uint32_t calls_ = 0;
};

// Loads the model into a fresh Clp interface (row-wise matrix).
void load(const Model& model, bool feasibility_only, OsiClpSolverInterface& solver) {
  const int n = model.num_vars();
  // Row-ordered arrays built in one pass: appendRow() on a matrix without slack reallocates on
  // every call, which made loading 30,000 rows take seconds.
  std::vector<double> elements;
  std::vector<int> indices;
  std::vector<CoinBigIndex> starts;
  std::vector<int> lengths;
  std::vector<double> row_lower;
  std::vector<double> row_upper;
  elements.reserve(model.num_nonzeros());
  indices.reserve(model.num_nonzeros());
  const double inf = solver.getInfinity();
  for (const Constraint& row : model.constraints()) {
    starts.push_back(static_cast<CoinBigIndex>(elements.size()));
    lengths.push_back(static_cast<int>(row.terms.size()));
    for (const Term& t : row.terms) {
      indices.push_back(t.var);
      elements.push_back(t.coef);
    }
    row_lower.push_back(row.sense == Sense::kLe ? -inf : row.rhs);
    row_upper.push_back(row.sense == Sense::kGe ? inf : row.rhs);
  }
  starts.push_back(static_cast<CoinBigIndex>(elements.size()));
  const CoinPackedMatrix matrix(false, n, model.num_constraints(),
                                static_cast<CoinBigIndex>(elements.size()), elements.data(),
                                indices.data(), starts.data(), lengths.data());
  std::vector<double> col_lower(static_cast<size_t>(n));
  std::vector<double> col_upper(static_cast<size_t>(n));
  std::vector<double> obj(static_cast<size_t>(n), 0.0);
  for (int v = 0; v < n; ++v) {
    const Variable& var = model.var(v);
    col_lower[static_cast<size_t>(v)] = var.lower == -kInf ? -solver.getInfinity() : var.lower;
    col_upper[static_cast<size_t>(v)] = var.upper == kInf ? solver.getInfinity() : var.upper;
  }
  if (!feasibility_only) {
    for (const Term& t : model.objective()) obj[static_cast<size_t>(t.var)] = t.coef;
  }
  solver.loadProblem(matrix, col_lower.data(), col_upper.data(), obj.data(), row_lower.data(),
                     row_upper.data());
  for (int v = 0; v < n; ++v) {
    if (model.is_integral(v)) solver.setInteger(v);
  }
  solver.setObjSense(model.objective_sense() == ObjSense::kMaximize && !feasibility_only ? -1.0
                                                                                         : 1.0);
}

double seconds_left(const Context& ctx) {
  if (!ctx.deadline) return 1e8;
  const auto left = std::chrono::duration<double>(*ctx.deadline - Context::Clock::now()).count();
  return std::max(left, 0.0);
}

// One CBC run on an already loaded solver.
Solution run(const Model& model, const OsiClpSolverInterface& loaded, const Context& ctx,
             const SolveParams& params) {
  Solution result;
  if (ctx.expired()) return result;

  SilentHandler handler;
  OsiClpSolverInterface solver(loaded);
  solver.passInMessageHandler(&handler);
  solver.getModelPtr()->passInMessageHandler(&handler);
  solver.setHintParam(OsiDoReducePrint, true, OsiHintTry);

  CbcModel cbc(solver);
  cbc.passInMessageHandler(&handler);
  cbc.solver()->passInMessageHandler(&handler);
  cbc.setLogLevel(0);
  cbc.setUseElapsedTime(true);
  cbc.setMaximumSeconds(seconds_left(ctx));
  StopHandler stopper(&ctx);
  cbc.passInEventHandler(&stopper);
  cbc.setNumberThreads(0);
  // Strong branching runs dual simplex from a hot start on each candidate and never looks at the
  // clock; with CBC's default iteration limit one root strong-branching pass overran a 5 s deadline
  // by 15 s on a 10x10 Binox model. 100 iterations per candidate is what the cbc program uses.
  cbc.solver()->setIntParam(OsiMaxNumIterationHotStart, 100);
  cbc.setNumberStrong(5);

  if (params.cuts_and_heuristics) {
    CglProbing probing;
    probing.setUsingObjective(true);
    probing.setMaxPass(1);
    probing.setMaxPassRoot(5);
    probing.setMaxProbe(10);
    probing.setMaxLook(50);
    probing.setRowCuts(3);
    CglGomory gomory;
    gomory.setLimit(300);
    CglKnapsackCover knapsack;
    CglClique clique;
    clique.setStarCliqueReport(false);
    clique.setRowCliqueReport(false);
    CglMixedIntegerRounding2 mir;
    CglFlowCover flow;
    cbc.addCutGenerator(&probing, -1, "Probing");
    cbc.addCutGenerator(&gomory, -1, "Gomory");
    cbc.addCutGenerator(&knapsack, -1, "Knapsack");
    cbc.addCutGenerator(&clique, -1, "Clique");
    cbc.addCutGenerator(&mir, -1, "MIR2");
    cbc.addCutGenerator(&flow, -1, "FlowCover");
    CbcRounding rounding(cbc);
    cbc.addHeuristic(&rounding);
    CbcHeuristicFPump pump(cbc);
    cbc.addHeuristic(&pump);
  }

  auto* clp = dynamic_cast<OsiClpSolverInterface*>(cbc.solver());
  if (clp != nullptr) {
    const ClpStopHandler stop_lp(&ctx);
    clp->getModelPtr()->passInEventHandler(&stop_lp);
  }
  cbc.initialSolve();
  if (clp != nullptr) {
    const ClpEventHandler plain;
    clp->getModelPtr()->passInEventHandler(&plain);
  }
  if (ctx.expired()) return result;
  if (cbc.isInitialSolveProvenPrimalInfeasible()) {
    result.status = SolveStatus::kInfeasible;
    return result;
  }
  if (cbc.isInitialSolveProvenDualInfeasible()) {
    result.status = SolveStatus::kUnbounded;
    return result;
  }
  cbc.branchAndBound();
  result.nodes = cbc.getNodeCount();

  const double* best = cbc.bestSolution();
  const bool stopped = !cbc.isProvenOptimal() && !cbc.isProvenInfeasible();
  if (best != nullptr) {
    result.values.assign(best, best + model.num_vars());
    for (int v = 0; v < model.num_vars(); ++v) {
      if (model.is_integral(v)) {
        auto& value = result.values[static_cast<size_t>(v)];
        value = std::round(value);
      }
    }
    double objective = model.objective_constant();
    for (const Term& t : model.objective())
      objective += t.coef * result.values[static_cast<size_t>(t.var)];
    result.objective = objective;
    result.proved_optimal = cbc.isProvenOptimal() && !stopped;
    result.status = result.proved_optimal ? SolveStatus::kOptimal : SolveStatus::kFeasible;
    result.best_bound = result.proved_optimal
                            ? objective
                            : cbc.getBestPossibleObjValue() + model.objective_constant();
    if (params.feasibility_only) {
      result.best_bound = objective;
      result.proved_optimal = true;
      result.status = SolveStatus::kOptimal;
    }
    return result;
  }
  if (cbc.isProvenInfeasible()) {
    result.status = SolveStatus::kInfeasible;
  } else if (cbc.isContinuousUnbounded()) {
    result.status = SolveStatus::kUnbounded;
  } else {
    result.status = SolveStatus::kTimeout;
  }
  return result;
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
  OsiClpSolverInterface loaded;
  SilentHandler handler;
  loaded.passInMessageHandler(&handler);
  load(model, params.feasibility_only, loaded);
  return run(model, loaded, ctx, params);
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
  SilentHandler handler;
  OsiClpSolverInterface loaded;
  loaded.passInMessageHandler(&handler);
  load(model, /*feasibility_only=*/true, loaded);
  SolveParams params;
  params.feasibility_only = true;
  while (limit == 0 || out.count < limit) {
    Solution s = run(model, loaded, ctx, params);
    ++st.rounds;
    if (enumeration_ends(s, out)) return out;
    ++out.count;
    if (out.first.empty()) out.first = s.values;
    CoinPackedVector cut;
    const double rhs = no_good(s, projection, [&](int v, double c) { cut.insert(v, c); });
    loaded.addRow(cut, rhs, loaded.getInfinity());
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
