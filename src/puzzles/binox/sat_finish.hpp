// Finishing a large board with CaDiCaL: the open cells left after propagation only.
//
// On boards revealed at 80-99 % the line rules leave pockets of open cells whose conflicts (no
// three in a row crossing the balance of long lines) a depth-first search without learning
// refutes far below the wrong decision. A CDCL solver learns those conflicts. A full encoding of
// a 1000 x 1000 board is out of reach (balance over 1000 cells per line), but after propagation
// a line has a few dozen open cells, and only those need variables:
//   - one variable per open cell (true = X);
//   - no three: for every window of three cells in a line with an open cell and no fixed cell of
//     the colour, one clause forbidding three X's (and one for three O's);
//   - balance: exactly the X's the line still needs among its open cells (a totalizer per line);
//   - distinct lines, lazily: solve, and for every pair of equal lines in the model add clauses
//     "these two lines differ" (one selector per position both could differ at), then solve
//     again. CaDiCaL keeps what it learnt between calls.
// Every constraint is exact, so a model is a solution and "unsatisfiable" is a proof.
#pragma once

#include <cstdint>
#include <optional>

#include "gridlogic/context.hpp"
#include "puzzles/binox/board.hpp"

namespace gridlogic::binox {

struct SatFinish {
  Status status = Status::kTimeout;  ///< kSolved, kUnsolvable (proved) or kTimeout
  std::optional<Board> solution;
  bool too_large = false;  ///< not attempted: the encoding would exceed `max_literals`
};

/// Estimated size of the encoding of `board` in literals (no-three clauses plus totalizers).
uint64_t sat_finish_size(const Board& board);

/// Completes `board` (givens and propagated cells; must not break a rule already) or proves it
/// has no completion. Refuses (too_large) when sat_finish_size exceeds `max_literals`.
SatFinish sat_finish(const Board& board, const Context& ctx, uint64_t max_literals);

}  // namespace gridlogic::binox
