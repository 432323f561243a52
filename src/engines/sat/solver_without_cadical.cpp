// The SAT engine of a build without CaDiCaL (GRIDLOGIC_WITH_CADICAL off or not found): every
// use answers NotAvailable, which the front ends report as "not available", and available()
// tells the native searches not to hand their puzzles to CDCL. CMakeLists.txt builds this file
// or solver.cpp, never both.
#include "engines/sat/solver.hpp"
#include "gridlogic/error.hpp"

namespace gridlogic::sat {

namespace {

[[noreturn]] void not_available() {
#if defined(__EMSCRIPTEN__)
  throw NotAvailable(
      "the SAT engine (CaDiCaL) is not in the WebAssembly build: use the "
      "native engine, or the command line");
#else
  throw NotAvailable("the SAT engine (CaDiCaL) is not built in: configure with libcadical-dev");
#endif
}

}  // namespace

struct Solver::Impl {};

bool available() {
  return false;
}

Solver::Solver() {
  not_available();
}
Solver::Solver(const Cnf& /*cnf*/, const Context* /*stop*/) : Solver() {}
Solver::~Solver() = default;
Solver::Solver(Solver&&) noexcept = default;
Solver& Solver::operator=(Solver&&) noexcept = default;
void Solver::add_clause(std::span<const Lit> /*clause*/) {
  not_available();
}
Lit Solver::new_var() {
  not_available();
}
SatStatus Solver::solve(const Context& /*ctx*/, std::span<const Lit> /*assumptions*/) {
  not_available();
}
bool Solver::value(Lit /*lit*/) const {
  not_available();
}
std::vector<bool> Solver::model(int /*num_vars*/) const {
  not_available();
}
int64_t Solver::calls() const {
  not_available();
}

SatResult solve(const Cnf& /*cnf*/, const Context& /*ctx*/) {
  not_available();
}

CountResult count_models(const Cnf& /*cnf*/, std::span<const int> /*projection*/,
                         uint64_t /*limit*/, const Context& /*ctx*/,
                         const ModelCallback& /*on_model*/, const LazyClauses& /*lazy*/,
                         CountStats* /*stats*/) {
  not_available();
}

}  // namespace gridlogic::sat
