// The killer puzzle on the shared MILP/SAT engines (filled in by the engines' owner).
#pragma once

#include <cstdint>
#include <string>

#include "gridlogic/puzzle.hpp"
#include "puzzles/killer/board.hpp"

namespace gridlogic::killer {

/// Solves with options.engine (kMilp or kSat). Throws NotAvailable until the engines exist.
SolveResult solve_with_engine(const Board& board, const Context& ctx, const SolveOptions& options);
/// Counts up to `limit` solutions with options.engine. Throws NotAvailable until then.
CountResult count_with_engine(const Board& board, const Context& ctx, const SolveOptions& options,
                              uint64_t limit);
/// The LP/MPS/CNF model text (literal x[i][j][k] model or the improved one).
std::string export_model(const Board& board, ExportFormat format, ModelVariant variant);

}  // namespace gridlogic::killer
