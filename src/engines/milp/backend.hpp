// The seam between the MILP engine (cbc_solver.hpp) and CBC: CBC, Clp, CoinUtils and their
// LAPACK/BLAS/gfortran cost several milliseconds of start-up to every process that links them,
// so they live in the module gridlogic_milp.so (src/engines/milp/cbc/), which backend() loads on
// the first MILP solve. Everything else of the engine (the model, the writers, the enumeration
// and lazy-constraint loops) is in the library and knows CBC only through this interface.
//
// No exception crosses it: each call returns an error text instead (empty: it worked). CBC's
// own CoinError is not a std::exception, and the gridlogic program has its own copy of the C++
// runtime (CMakeLists.txt), so an exception thrown by the module's runtime could not be caught
// cleanly by the program's. Objects cross only as data (the same compiler and headers on both
// sides give them the same layout), and whatever the module allocates is freed through malloc's
// free either way.
//
// Worked example (what enumerate() in cbc_solver.cpp does, with the errors checked):
//
//   std::unique_ptr<LoadedModel> loaded;
//   std::string error = backend().load(model, /*feasibility_only=*/true, loaded);
//   Solution s;
//   error = loaded->solve(ctx, params, s);
//   error = loaded->add_row(cut, rhs);     // Σ cut ≥ rhs, kept for the next solve
//   error = loaded->solve(ctx, params, s);
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "engines/milp/cbc_solver.hpp"
#include "engines/milp/model.hpp"
#include "gridlogic/context.hpp"

namespace gridlogic::milp {

/// A model loaded into the solver; rows added to it stay for its later solves. Not thread-safe:
/// one per thread (each solve builds its own CBC objects, so separate ones never interfere).
class LoadedModel {
 public:
  LoadedModel() = default;
  LoadedModel(const LoadedModel&) = delete;
  LoadedModel& operator=(const LoadedModel&) = delete;
  virtual ~LoadedModel() = default;

  /// One branch and bound on the model as loaded, with the rows added since, into `out`: what
  /// solve() in cbc_solver.hpp promises (statuses, deadline, silence), for this model.
  /// Returns "" or why CBC failed (then `out` is unspecified).
  [[nodiscard]] virtual std::string solve(const Context& ctx, const SolveParams& params,
                                          Solution& out) noexcept = 0;
  /// Adds the row Σ terms ≥ lower (terms on distinct variables of the model). Returns "" or
  /// why CBC failed.
  [[nodiscard]] virtual std::string add_row(const std::vector<Term>& terms,
                                            double lower) noexcept = 0;
};

/// The solver behind the MILP engine.
class Backend {
 public:
  Backend() = default;
  Backend(const Backend&) = delete;
  Backend& operator=(const Backend&) = delete;
  virtual ~Backend() = default;

  /// `model` loaded into a fresh solver, into `out`; with feasibility_only its objective is left
  /// out. `out` reads `model` (integrality, objective) until it is destroyed, so `model` must
  /// outlive it. Returns "" or why CBC failed (then `out` is empty).
  [[nodiscard]] virtual std::string load(const Model& model, bool feasibility_only,
                                         std::unique_ptr<LoadedModel>& out) const noexcept = 0;
};

/// The module's file name and the symbol it exports: a function with C linkage and no arguments
/// that returns its Backend, which lives as long as the process. The version in the symbol's
/// name changes whenever this interface (or a type it passes) changes, so that a module built
/// from other sources is refused with a clear error rather than called.
inline constexpr const char* kBackendModule = "gridlogic_milp.so";
inline constexpr const char* kBackendSymbol = "gridlogic_milp_backend_v1";
using BackendFactory = const Backend*();

/// The CBC back end, loading its module on the first call. Thread-safe. Throws NotAvailable
/// ("the MILP engine (CBC) is not installed: <reason>") when the module cannot be loaded.
[[nodiscard]] const Backend& backend();

}  // namespace gridlogic::milp
