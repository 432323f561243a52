// CaDiCaL behind a small interface: a Terminator bound to the Context, blocking-clause counting.
#include "engines/sat/solver.hpp"

#include <algorithm>
#include <cadical.hpp>

namespace gridlogic::sat {

bool available() {
  return true;
}

namespace {

// CaDiCaL asks terminate() very often; a clock read every call would cost more than the search,
// so ask the Context only every 64 calls.
class ContextTerminator final : public CaDiCaL::Terminator {
 public:
  explicit ContextTerminator(const Context& ctx) : ctx_(ctx) {}
  bool terminate() override {
    if (stopped_) return true;
    if (++calls_ % 64 != 0) return false;
    stopped_ = ctx_.expired();
    return stopped_;
  }

 private:
  const Context& ctx_;
  uint32_t calls_ = 0;
  bool stopped_ = false;
};

}  // namespace

struct Solver::Impl {
  CaDiCaL::Solver solver;
  int64_t calls = 0;
  bool incomplete = false;  // loading was interrupted: the solver lacks clauses
  int num_vars = 0;         // the largest variable of any clause (or of the loaded Cnf)
};

// CaDiCaL prints some messages at verbosity 0 (e.g. "c found falsified original clause" when a
// blocking clause is already false at the root); "quiet" silences all of them. Options can only
// be set before the first clause.
Solver::Solver() : impl_(std::make_unique<Impl>()) {
  impl_->solver.set("quiet", 1);
}

Solver::Solver(const Cnf& cnf, const Context* stop) : Solver() {
  impl_->num_vars = cnf.num_vars();
  if (cnf.num_vars() > 0) impl_->solver.reserve(cnf.num_vars());
  constexpr size_t kPoll = size_t{1} << 16;  // literals between two looks at the clock
  const auto& lits = cnf.flat();
  for (size_t i = 0; i < lits.size(); ++i) {
    if (stop != nullptr && i % kPoll == 0 && stop->expired()) {
      impl_->incomplete = true;
      return;
    }
    impl_->solver.add(lits[i]);
  }
}

Solver::~Solver() = default;
Solver::Solver(Solver&&) noexcept = default;
Solver& Solver::operator=(Solver&&) noexcept = default;

void Solver::add_clause(std::span<const Lit> clause) {
  for (Lit lit : clause) {
    if (lit != 0) impl_->solver.add(lit);
    impl_->num_vars = std::max(impl_->num_vars, lit > 0 ? lit : -lit);
  }
  impl_->solver.add(0);
}

Lit Solver::new_var() {
  return ++impl_->num_vars;
}

SatStatus Solver::solve(const Context& ctx, std::span<const Lit> assumptions) {
  ++impl_->calls;
  if (impl_->incomplete || ctx.expired()) return SatStatus::kTimeout;
  for (Lit lit : assumptions) impl_->solver.assume(lit);
  ContextTerminator terminator(ctx);
  impl_->solver.connect_terminator(&terminator);
  const int res = impl_->solver.solve();
  impl_->solver.disconnect_terminator();
  if (res == 10) return SatStatus::kSat;
  if (res == 20) return SatStatus::kUnsat;
  return SatStatus::kTimeout;
}

bool Solver::value(Lit lit) const {
  const int var = lit > 0 ? lit : -lit;
  if (var == 0 || var > impl_->solver.vars()) return lit < 0;
  return impl_->solver.val(lit) > 0;
}

std::vector<bool> Solver::model(int num_vars) const {
  std::vector<bool> out(static_cast<size_t>(num_vars) + 1, false);
  for (int v = 1; v <= num_vars; ++v) out[static_cast<size_t>(v)] = value(v);
  return out;
}

int64_t Solver::calls() const {
  return impl_->calls;
}

SatResult solve(const Cnf& cnf, const Context& ctx) {
  Solver solver(cnf, &ctx);
  SatResult result;
  result.status = solver.solve(ctx);
  if (result.status == SatStatus::kSat) result.model = solver.model(cnf.num_vars());
  return result;
}

CountResult count_models(const Cnf& cnf, std::span<const int> projection, uint64_t limit,
                         const Context& ctx, const ModelCallback& on_model, const LazyClauses& lazy,
                         CountStats* stats) {
  for (int v : projection) {
    if (v < 1 || v > cnf.num_vars()) {
      throw std::invalid_argument("sat: projection variable " + std::to_string(v) +
                                  " out of range");
    }
  }
  CountStats local;
  CountStats& st = stats != nullptr ? *stats : local;
  Solver solver(cnf, &ctx);
  CountResult out;
  std::vector<Lit> block;
  while (limit == 0 || out.count < limit) {
    const SatStatus status = solver.solve(ctx);
    ++st.solves;
    if (status == SatStatus::kTimeout) {
      out.status = SatStatus::kTimeout;
      return out;
    }
    if (status == SatStatus::kUnsat) {
      out.status = out.count == 0 ? SatStatus::kUnsat : SatStatus::kSat;
      out.complete = true;
      return out;
    }
    std::vector<bool> model = solver.model(cnf.num_vars());
    if (lazy) {
      const int added = lazy(model, solver);
      if (added > 0) {
        st.lazy_added += added;
        continue;
      }
    }
    ++out.count;
    block.clear();
    for (int v : projection) block.push_back(model[static_cast<size_t>(v)] ? -v : v);
    if (out.first.empty()) out.first = model;
    if (on_model && !on_model(model)) break;
    if (limit != 0 && out.count >= limit) break;
    if (block.empty()) {  // nothing to tell models apart: this one is the only one
      out.status = SatStatus::kSat;
      out.complete = true;
      return out;
    }
    solver.add_clause(block);
  }
  out.status = SatStatus::kSat;
  return out;
}

}  // namespace gridlogic::sat
