// Engine runs as puzzle results.
#include "engines/results.hpp"

namespace gridlogic::engines {

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
  CountResult r;
  r.status = run.timed_out ? Status::kTimeout : Status::kSolved;
  r.num_solutions = BigCount(run.count);
  r.complete = run.complete && !run.timed_out;
  r.first_solution = run.first;
  if (run.timed_out) r.error = "the time limit was reached while counting";
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
  } else if (run.timed_out) {
    r.status = Status::kTimeout;
    r.error = "the time limit was reached before a solution was found";
  } else {
    r.status = Status::kUnsolvable;
    r.error = std::string("the ") + engine_name(options.engine) + " model (" +
              model_name(options.model) + ") has no solution";
  }
  return r;
}

}  // namespace gridlogic::engines
