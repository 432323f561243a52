// In-process SAT solving with CaDiCaL: solve, model extraction, incremental use, counting.
//
// Worked example:
//
//   sat::Cnf cnf = ...;                                   // see cnf.hpp
//   Context ctx = Context::with_time_limit(10);
//   sat::SatResult r = sat::solve(cnf, ctx);
//   if (r.status == sat::SatStatus::kSat && r.value(x)) { ... }
//
//   // Uniqueness: are there two assignments of the puzzle variables?
//   sat::CountResult c = sat::count_models(cnf, puzzle_vars, 2, ctx);
//
// Time: a CaDiCaL Terminator polls ctx.expired() (deadline or cancel); a stopped call returns
// kTimeout. CaDiCaL prints nothing in library use. Each Solver owns its own CaDiCaL instance, so
// solvers in different threads do not interfere.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <vector>

#include "engines/sat/cnf.hpp"
#include "gridlogic/context.hpp"

namespace gridlogic::sat {

/// Whether this build has the SAT engine (CaDiCaL): without it every solver answers
/// NotAvailable (CMakeLists.txt, GRIDLOGIC_WITH_CADICAL).
[[nodiscard]] bool available();

enum class SatStatus { kSat, kUnsat, kTimeout };
[[nodiscard]] const char* to_string(SatStatus status);

/// An incremental CaDiCaL solver: clauses can be added between calls, and each call may take
/// assumptions (literals assumed true for that call only).
class Solver {
 public:
  /// A solver holding the clauses of `cnf` (more can be added later). Loading millions of
  /// clauses takes seconds: with `stop`, loading polls it and gives up when it expires, and every
  /// solve() of such a half-loaded solver answers kTimeout.
  explicit Solver(const Cnf& cnf, const Context* stop = nullptr);
  /// An empty solver.
  Solver();
  ~Solver();
  Solver(const Solver&) = delete;
  Solver& operator=(const Solver&) = delete;
  Solver(Solver&&) noexcept;
  Solver& operator=(Solver&&) noexcept;

  /// Adds one clause (literals of any variable; new variables are created on the fly).
  void add_clause(std::span<const Lit> clause);
  void add_clause(std::initializer_list<Lit> clause) {
    add_clause(std::span<const Lit>(clause.begin(), clause.size()));
  }

  /// A variable no clause has used yet (one past the largest seen, counting the Cnf's
  /// variables), for clauses added between calls that need auxiliaries.
  Lit new_var();

  /// Solves under `assumptions`. kTimeout when ctx expired first.
  SatStatus solve(const Context& ctx, std::span<const Lit> assumptions = {});
  /// After kSat: the value of a literal in the model (variables the solver never saw are false).
  [[nodiscard]] bool value(Lit lit) const;
  /// After kSat: model[v] for v = 1..num_vars (index 0 unused).
  [[nodiscard]] std::vector<bool> model(int num_vars) const;
  /// Number of solve() calls so far.
  [[nodiscard]] int64_t calls() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

struct SatResult {
  SatStatus status = SatStatus::kTimeout;
  /// model[v] for v = 1..cnf.num_vars() (index 0 unused); empty unless kSat.
  std::vector<bool> model;
  /// The value of a literal in `model`.
  [[nodiscard]] bool value(Lit lit) const {
    return lit > 0 ? model.at(static_cast<size_t>(lit)) : !model.at(static_cast<size_t>(-lit));
  }
};

/// Solves `cnf` once.
[[nodiscard]] SatResult solve(const Cnf& cnf, const Context& ctx);

/// Called with each model found while counting (model[v], v = 1..num_vars); return false to stop.
using ModelCallback = std::function<bool(const std::vector<bool>& model)>;

struct CountResult {
  /// kSat when counting finished or reached the limit (kUnsat when there is no model at all,
  /// count 0, complete), kTimeout when the deadline or cancel stopped it (count a lower bound).
  SatStatus status = SatStatus::kTimeout;
  uint64_t count = 0;
  bool complete = false;    ///< true when every model was found (count is exact)
  std::vector<bool> first;  ///< the first model found (empty when none)
};

/// Lazy clauses: looks at a model of the current formula and adds to `solver` whatever left-out
/// clauses it violates (auxiliaries from solver.new_var()). Returns the number of constraints
/// added; 0 means the model satisfies the full formula.
using LazyClauses = std::function<int(const std::vector<bool>& model, Solver& solver)>;

/// What a repeated solve cost: solve() calls, and constraints the lazy hook added.
struct CountStats {
  int solves = 0;
  int lazy_added = 0;
};

/// Counts the models of `cnf` that differ on the variables `projection`, by solving repeatedly
/// and adding after each model the blocking clause ¬(x_1 = m_1 ∧ ... ∧ x_p = m_p). Stops after
/// `limit` models (0 = no limit), at the deadline, or when `on_model` returns false.
/// With `lazy`, each model is shown to it first, and a model it adds clauses against is not
/// counted (the solver runs again). An empty projection counts 1 for a satisfiable formula.
[[nodiscard]] CountResult count_models(const Cnf& cnf, std::span<const int> projection,
                                       uint64_t limit, const Context& ctx,
                                       const ModelCallback& on_model = {},
                                       const LazyClauses& lazy = {}, CountStats* stats = nullptr);

}  // namespace gridlogic::sat
