// Lights Out's solve on the MILP / SAT engines, with what only this puzzle asks of them.
#pragma once

#include "gridlogic/puzzle.hpp"
#include "puzzles/lightsout/board.hpp"

namespace gridlogic::lightsout {

/// Solves with options.engine (kMilp or kSat). SAT and the counting path go through
/// engine_bridge; the MILP solves here are Lights Out's own: the literal press model with the
/// least-presses objective when asked (reports min_presses, min_proved, min_lower_bound), and
/// the improved model over the kernel coefficients of the native algebra (reports
/// kernel_variables, and min_presses / min_proved when asked). Throws NotAvailable for boards
/// beyond check_engine_limits and for the least presses on SAT.
[[nodiscard]] SolveResult solve_with_engine(const Board& board, const Context& ctx,
                                            const SolveOptions& options);

}  // namespace gridlogic::lightsout
