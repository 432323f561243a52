// Lights Out on the shared MILP / SAT engines (filled in by the engines' helper).
#pragma once

#include <string>

#include "gridlogic/puzzle.hpp"
#include "puzzles/lightsout/board.hpp"

namespace gridlogic::lightsout {

/// Solves with options.engine (kMilp or kSat). Throws NotAvailable until the engines exist.
SolveResult solve_with_engine(const Board& board, const Context& ctx, const SolveOptions& options);
/// Counts with options.engine up to `limit`. Throws NotAvailable until the engines exist.
CountResult count_with_engine(const Board& board, const Context& ctx, const SolveOptions& options,
                              uint64_t limit);
/// The model as LP / MPS / CNF text. Throws NotAvailable until the engines exist.
std::string export_model(const Board& board, ExportFormat format, ModelVariant variant);

}  // namespace gridlogic::lightsout
