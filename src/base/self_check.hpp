// The self-check mode (GRIDLOGIC_SELF_CHECK, on in the sanitizer build): every native solve has
// its answer checked by the type's independent checker (Puzzle::verify), and every explanation
// that ends must end where the native solver does. A failed check is a bug in the library, not
// bad input, so it aborts with a message naming the type, the size and what disagreed.
//
// Every type reaches it through its Puzzle's solve and explain (BoardPuzzle, and Lights Out's own
// Puzzle), so every front end and every test of such a build runs it:
//
//   SolveResult result = solve_native(ctx, options);
//   self_check::after_solve(*this, result);
//   return result;
//
// Without the mode the hooks compile to nothing.
#pragma once

#include "gridlogic/puzzle.hpp"

#ifndef GRIDLOGIC_SELF_CHECK
#define GRIDLOGIC_SELF_CHECK 0
#endif

namespace gridlogic::self_check {

inline constexpr bool kEnabled = GRIDLOGIC_SELF_CHECK != 0;

/// Aborts when `result` is solved and `puzzle.verify` refuses its solution.
void check_solve(const Puzzle& puzzle, const SolveResult& result);

/// Aborts when `explanation` disagrees with the native solver on `puzzle`: it ends solved at a
/// grid that verify refuses, or at another grid than the solver's while the solution is unique,
/// or solved where the solver proves there is no solution, or unsolvable where it finds one. An
/// explanation stopped by a limit, or one that is refused (too large), is not checked.
void check_explanation(const Puzzle& puzzle, const Context& ctx, const Explanation& explanation);

/// The hook after a native solve: check_solve when the mode is on.
inline void after_solve(const Puzzle& puzzle, const SolveResult& result) {
  if constexpr (kEnabled) check_solve(puzzle, result);
}

/// The hook after explain: check_explanation when the mode is on.
inline void after_explain(const Puzzle& puzzle, const Context& ctx,
                          const Explanation& explanation) {
  if constexpr (kEnabled) check_explanation(puzzle, ctx, explanation);
}

}  // namespace gridlogic::self_check
