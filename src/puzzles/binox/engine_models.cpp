// Placeholder: the milp/sat models of Binox arrive with the engines' issue.
#include "puzzles/binox/engine_models.hpp"

namespace gridlogic::binox {

SolveResult solve_with_engine(const Board& /*board*/, const Context& /*ctx*/,
                              const SolveOptions& /*options*/) {
  throw NotAvailable("the milp/sat engines are not available yet for binox");
}

CountResult count_with_engine(const Board& /*board*/, const Context& /*ctx*/,
                              const SolveOptions& /*options*/, uint64_t /*limit*/) {
  throw NotAvailable("the milp/sat engines are not available yet for binox");
}

std::string export_model(const Board& /*board*/, ExportFormat /*format*/, ModelVariant /*variant*/) {
  throw NotAvailable("the milp/sat engines are not available yet for binox");
}

}  // namespace gridlogic::binox
