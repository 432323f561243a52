// Killer and classic sudoku explanations, grades and hints: the reasoning core's walk
// (src/reasoning/walk.hpp) over the human ladder (ladder.hpp), through the Game of
// reasoning.hpp; and the walks the generator grades its boards with.
#pragma once

#include <cstddef>
#include <optional>

#include "gridlogic/puzzle.hpp"
#include "puzzles/killer/board.hpp"

namespace gridlogic::killer {

/// The steps from the givens to the solution, one ladder step each (and one "search" step for
/// the rest when the ladder cannot finish); status kUnsolvable when there is no solution,
/// kTimeout when ctx expires.
Explanation explain_board(const Board& board, const Context& ctx);

/// The grade on the Sudoku Explainer scale with Tatham's level names (docs/puzzles/sudoku.md,
/// docs/puzzles/killer.md).
Grade grade_board(const Board& board, const Context& ctx);

/// The hint for `progress` (player_position.hpp) at `depth`: a mistake first (at nudge depth only
/// that there is one), else the next step cut to the depth, with pencil marks that leave out a
/// cell's digit named as a warning. Throws InputError for a malformed position.
Hint hint_board(const Board& board, const Context& ctx, const Json& progress, HintDepth depth);

/// The level (an index of human::ladder_levels()) of a board whose only solution is
/// `solution`, as grade_board gives it, without counting again.
size_t level_of_unique(const Board& board, const Grid& solution, const Context& ctx);
/// The same when it is at most `cap`, walking only the rules up to the cap (a board past it
/// costs no forcing chains); nullopt when the board needs more (or ctx expired).
std::optional<size_t> level_up_to(const Board& board, const Grid& solution, const Context& ctx,
                                  size_t cap);

}  // namespace gridlogic::killer
