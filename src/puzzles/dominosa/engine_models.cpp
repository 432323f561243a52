// Placeholder: the MILP and SAT models of Dominosa arrive with the shared engines.
#include "puzzles/dominosa/engine_models.hpp"

namespace gridlogic::dominosa {

namespace {
[[noreturn]] void not_yet() {
  throw NotAvailable("the milp/sat engines are not available yet for dominosa");
}
}  // namespace

SolveResult solve_with_engine(const Board& /*board*/, const Context& /*ctx*/,
                              const SolveOptions& /*options*/) {
  not_yet();
}

CountResult count_with_engine(const Board& /*board*/, const Context& /*ctx*/,
                              const SolveOptions& /*options*/, uint64_t /*limit*/) {
  not_yet();
}

std::string export_model(const Board& /*board*/, ExportFormat /*format*/,
                         ModelVariant /*variant*/) {
  not_yet();
}

}  // namespace gridlogic::dominosa
