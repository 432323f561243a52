// The MILP engine's CBC back end (backend.hpp), built as the module gridlogic_milp.so: a model
// goes into an OsiClpSolverInterface, and each solve is one CbcModel::branchAndBound on a copy of
// it, quiet and bounded by the Context.
//
// Setup follows CBC's own sample driver (Cbc/examples/sample2.cpp): the classic cut generators
// and the rounding and feasibility-pump heuristics on top of LP-based branch and bound. CbcMain
// (the full command-line driver) is avoided on purpose: it keeps static state and prints.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <exception>
#include <memory>
#include <string>
#include <type_traits>

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
#include "CoinError.hpp"
#include "CoinMessageHandler.hpp"
#include "CoinPackedMatrix.hpp"
#include "CoinPackedVector.hpp"
#include "OsiClpSolverInterface.hpp"
#include "engines/milp/backend.hpp"

namespace gridlogic::milp {

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

// Runs `body` and turns whatever it throws into the error text of backend.hpp ("" when it
// returns), so that no exception leaves the module.
template <typename Body>
std::string guarded(Body body) noexcept {
  try {
    body();
    return {};
  } catch (const CoinError& error) {
    return "CBC: " + error.className() + "::" + error.methodName() + ": " + error.message();
  } catch (const std::exception& error) {
    const std::string what = error.what();
    return what.empty() ? "an unnamed error" : what;
  } catch (...) {
    return "an unknown exception";
  }
}

class CbcLoadedModel final : public LoadedModel {
 public:
  CbcLoadedModel(const Model& model, bool feasibility_only) : model_(model) {
    solver_.passInMessageHandler(&handler_);
    load(model, feasibility_only, solver_);
  }

  std::string solve(const Context& ctx, const SolveParams& params,
                    Solution& out) noexcept override {
    return guarded([&] { out = run(model_, solver_, ctx, params); });
  }

  std::string add_row(const std::vector<Term>& terms, double lower) noexcept override {
    return guarded([&] {
      CoinPackedVector row;
      for (const Term& t : terms) row.insert(t.var, t.coef);
      solver_.addRow(row, lower, solver_.getInfinity());
    });
  }

 private:
  const Model& model_;
  SilentHandler handler_;  // before solver_, which keeps a pointer to it
  OsiClpSolverInterface solver_;
};

class CbcBackend final : public Backend {
 public:
  std::string load(const Model& model, bool feasibility_only,
                   std::unique_ptr<LoadedModel>& out) const noexcept override {
    out.reset();
    return guarded([&] { out = std::make_unique<CbcLoadedModel>(model, feasibility_only); });
  }
};

}  // namespace

}  // namespace gridlogic::milp

// The module's one exported symbol (backend.hpp: kBackendSymbol).
extern "C" __attribute__((visibility("default"))) const gridlogic::milp::Backend*
gridlogic_milp_backend_v1() {
  static const gridlogic::milp::CbcBackend backend;
  return &backend;
}

static_assert(std::is_same_v<decltype(gridlogic_milp_backend_v1), gridlogic::milp::BackendFactory>,
              "the exported function must have the type the library calls it with");
