// Dominosa on the shared engines (MILP on CBC, SAT on CaDiCaL): the entry points the Puzzle
// adapter calls when SolveOptions::engine is not kNative, and the model export.
#pragma once

#include <cstdint>
#include <string>

#include "gridlogic/puzzle.hpp"
#include "puzzles/dominosa/board.hpp"

namespace gridlogic::dominosa {

/// Solves with the engine named in options.engine. Throws NotAvailable until the engines exist.
SolveResult solve_with_engine(const Board& board, const Context& ctx, const SolveOptions& options);
/// Counts with the engine named in options.engine, up to `limit` (0 = no limit).
CountResult count_with_engine(const Board& board, const Context& ctx, const SolveOptions& options,
                              uint64_t limit);
/// The MILP (lp, mps) or SAT (cnf) model of the board as file text.
std::string export_model(const Board& board, ExportFormat format, ModelVariant variant);

}  // namespace gridlogic::dominosa
