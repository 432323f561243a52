// Engine counts as puzzle results, and exports, the same way for every puzzle.
#include "engine_bridge/engine_bridge.hpp"

#include <cstdint>

#include "engines/build_budget.hpp"
#include "engines/milp/model.hpp"

namespace gridlogic::engine_bridge {

namespace {

// No bound at all is the largest one.
uint64_t budget_of(const Context& ctx) {
  return ctx.max_model_entries == 0 ? UINT64_MAX : ctx.max_model_entries;
}

}  // namespace

EngineRun run(const PuzzleEncoding& encoding, uint64_t limit, const Context& ctx) {
  const engines::Count c = encoding.engine == Engine::kSat ? sat::count(encoding.sat, limit, ctx)
                                                           : milp::count(encoding.milp, limit, ctx);
  EngineRun out;
  out.stop = c.stop;
  out.count = c.count;
  out.complete = c.complete;
  if (!c.first.empty()) out.first = encoding.decode(c.first);
  if (encoding.report) encoding.report(c.stats, out.extra);
  return out;
}

SolveResult solve(const Encoder& encoder, const Context& ctx, const SolveOptions& options) {
  engines::BuildBudget budget(budget_of(ctx));
  const PuzzleEncoding e = encoder(options.engine, options.model, Use::kCount, &ctx);
  return to_solve_result(run(e, 1, ctx), options);
}

CountResult count(const Encoder& encoder, const Context& ctx, const SolveOptions& options,
                  uint64_t limit) {
  engines::BuildBudget budget(budget_of(ctx));
  const PuzzleEncoding e = encoder(options.engine, options.model, Use::kCount, &ctx);
  return to_count_result(run(e, limit, ctx), options);
}

std::string export_model(const Encoder& encoder, ExportFormat format, ModelVariant variant,
                         const Context& ctx) {
  const Engine engine = format == ExportFormat::kCnf ? Engine::kSat : Engine::kMilp;
  engines::BuildBudget budget(budget_of(ctx));
  const PuzzleEncoding e = encoder(engine, variant, Use::kExport, &ctx);
  if (e.sat.interrupted || e.milp.interrupted || ctx.expired()) {
    throw TimeLimitReached("the time limit was reached while the model was built");
  }
  if (format == ExportFormat::kCnf) return e.sat.cnf.to_dimacs(true, e.sat.comment);
  return format == ExportFormat::kLp ? milp::write_lp(e.milp.model) : milp::write_mps(e.milp.model);
}

const char* engine_name(Engine engine) {
  switch (engine) {
    case Engine::kNative:
      return "native";
    case Engine::kMilp:
      return "milp";
    case Engine::kSat:
      return "sat";
  }
  return "native";
}

const char* model_name(ModelVariant model) {
  return model == ModelVariant::kLiteral ? "literal" : "improved";
}

CountResult to_count_result(const EngineRun& run, const SolveOptions& options) {
  const bool stopped = run.stop != StopReason::kFinished;
  CountResult r;
  r.status = stopped ? Status::kTimeout : Status::kSolved;
  r.stop = run.stop;
  r.num_solutions = BigCount(run.count);
  r.complete = run.complete && !stopped;
  r.first_solution = run.first;
  if (stopped) r.error = "the time limit was reached while counting";
  r.extra = run.extra;
  r.extra["engine"] = engine_name(options.engine);
  r.extra["model"] = model_name(options.model);
  return r;
}

SolveResult to_solve_result(const EngineRun& run, const SolveOptions& options) {
  SolveResult r;
  r.extra = run.extra;
  r.extra["engine"] = engine_name(options.engine);
  r.extra["model"] = model_name(options.model);
  if (run.count > 0) {
    r.status = Status::kSolved;
    r.solution = run.first;
  } else if (run.stop != StopReason::kFinished) {
    r.status = Status::kTimeout;
    r.stop = run.stop;
    r.error = "the time limit was reached before a solution was found";
  } else {
    r.status = Status::kUnsolvable;
    r.error = std::string("the ") + engine_name(options.engine) + " model (" +
              model_name(options.model) + ") has no solution";
  }
  return r;
}

}  // namespace gridlogic::engine_bridge
