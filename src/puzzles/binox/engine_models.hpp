// Binox through the shared MILP / SAT engines (filled in by the engines' issue).
#pragma once

#include <cstdint>
#include <string>

#include "puzzles/binox/board.hpp"

namespace gridlogic::binox {

/// Solves with options.engine (kMilp or kSat). Throws NotAvailable until the engines exist.
SolveResult solve_with_engine(const Board& board, const Context& ctx, const SolveOptions& options);
/// Counts up to `limit` solutions with options.engine. Throws NotAvailable until then.
CountResult count_with_engine(const Board& board, const Context& ctx, const SolveOptions& options,
                              uint64_t limit);
/// The MILP (lp, mps) or SAT (cnf) model as file text. Throws NotAvailable until then.
std::string export_model(const Board& board, ExportFormat format, ModelVariant variant);

}  // namespace gridlogic::binox
