// Cross-checks of a puzzle's engines against its native solver, through the Puzzle interface,
// and of its exported models through the `cbc` and `glpsol` programs.
#pragma once

#include <gtest/gtest.h>

#include <functional>
#include <string>

#include "engines/test_util.hpp"
#include "gridlogic/puzzle.hpp"

namespace gridlogic::test {

struct EngineChoice {
  Engine engine;
  ModelVariant model;
};

inline std::string describe(const EngineChoice& c) {
  return std::string(c.engine == Engine::kMilp ? "milp" : "sat") +
         (c.model == ModelVariant::kLiteral ? "/literal" : "/improved");
}

inline std::vector<EngineChoice> all_engines(bool with_literal_milp = true) {
  std::vector<EngineChoice> out;
  if (with_literal_milp) out.push_back({Engine::kMilp, ModelVariant::kLiteral});
  out.push_back({Engine::kMilp, ModelVariant::kImproved});
  out.push_back({Engine::kSat, ModelVariant::kLiteral});
  out.push_back({Engine::kSat, ModelVariant::kImproved});
  return out;
}

/// Counts with the native solver and each engine up to `limit`: same status, count and
/// completeness; every reported solution passes verify; a unique solution is the same one.
/// Solve agrees too. Returns the native count.
inline uint64_t cross_check(const Puzzle& puzzle, uint64_t limit,
                            const std::vector<EngineChoice>& engines, double seconds = 60) {
  const CountResult native = puzzle.count(Context::with_time_limit(seconds), SolveOptions{}, limit);
  EXPECT_EQ(native.status, Status::kSolved);
  for (const EngineChoice& choice : engines) {
    SCOPED_TRACE(describe(choice));
    SolveOptions options;
    options.engine = choice.engine;
    options.model = choice.model;
    const CountResult r = puzzle.count(Context::with_time_limit(seconds), options, limit);
    EXPECT_EQ(r.status, Status::kSolved) << r.error;
    EXPECT_EQ(r.num_solutions.to_string(), native.num_solutions.to_string());
    EXPECT_EQ(r.complete, native.complete);
    if (!r.first_solution.json().is_null()) {
      const Verdict v = puzzle.verify(r.first_solution.json());
      EXPECT_TRUE(v.valid) << v.error;
    }
    if (native.complete && native.num_solutions == BigCount(1)) {
      EXPECT_EQ(r.first_solution, native.first_solution);
    }
    const SolveResult s = puzzle.solve(Context::with_time_limit(seconds), options);
    const bool solvable = !(native.num_solutions == BigCount(0));
    EXPECT_EQ(s.status, solvable ? Status::kSolved : Status::kUnsolvable) << s.error;
    if (s.status == Status::kSolved) {
      const Verdict v = puzzle.verify(s.solution.json());
      EXPECT_TRUE(v.valid) << v.error;
    }
  }
  return native.num_solutions.to_u64();
}

/// Turns cbc's variable values (by name) into the puzzle's solution field.
using Decoder = std::function<Json(const std::map<std::string, double>& values)>;

/// Exports the puzzle's MILP (both variants, LP and MPS) and solves the files with `cbc` and
/// `glpsol`: both must agree with `solvable`; cbc's point, decoded, must pass verify.
inline void check_exports(const Puzzle& puzzle, bool solvable, const Decoder& decode) {
  const bool have_cbc = have_program("cbc");
  const bool have_glpsol = have_program("glpsol");
  if (kToolsRequired && !have_cbc) ADD_FAILURE() << missing_program("cbc");
  if (kToolsRequired && !have_glpsol) ADD_FAILURE() << missing_program("glpsol");
  if (!have_cbc && !have_glpsol) GTEST_SKIP() << "neither cbc nor glpsol is installed";
  TempDir dir;
  for (ModelVariant variant : {ModelVariant::kLiteral, ModelVariant::kImproved}) {
    for (ExportFormat format : {ExportFormat::kLp, ExportFormat::kMps}) {
      const bool mps = format == ExportFormat::kMps;
      const std::string path = dir.file(std::string("model") + (mps ? ".mps" : ".lp"));
      write_file(path, puzzle.export_model(Context(), format, variant));
      SCOPED_TRACE(path + (variant == ModelVariant::kLiteral ? " literal" : " improved"));
      if (have_cbc) {
        const ExternalResult r = run_cbc(dir, path);
        EXPECT_EQ(r.status, solvable ? "optimal" : "infeasible");
        if (solvable && r.status == "optimal") {
          const Verdict v = puzzle.verify(decode(r.values));
          EXPECT_TRUE(v.valid) << v.error;
        }
      }
      if (have_glpsol) {
        const ExternalResult r = run_glpsol(dir, path, mps);
        EXPECT_EQ(r.status, solvable ? "optimal" : "infeasible");
      }
    }
  }
  // The CNF is at least well formed: a "p cnf" line and clauses ending in 0.
  const std::string cnf =
      puzzle.export_model(Context(), ExportFormat::kCnf, ModelVariant::kImproved);
  EXPECT_NE(cnf.find("\np cnf "), std::string::npos);
}

}  // namespace gridlogic::test
