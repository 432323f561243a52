// Placeholder: the MILP and SAT encodings of killer arrive with the engines.
#include "puzzles/killer/engine_models.hpp"

namespace gridlogic::killer {

SolveResult solve_with_engine(const Board& /*board*/, const Context& /*ctx*/,
                              const SolveOptions& /*options*/) {
  throw NotAvailable("the milp/sat engines are not available yet for killer");
}

CountResult count_with_engine(const Board& /*board*/, const Context& /*ctx*/,
                              const SolveOptions& /*options*/, uint64_t /*limit*/) {
  throw NotAvailable("the milp/sat engines are not available yet for killer");
}

std::string export_model(const Board& /*board*/, ExportFormat /*format*/,
                         ModelVariant /*variant*/) {
  throw NotAvailable("the milp/sat engines are not available yet for killer");
}

}  // namespace gridlogic::killer
