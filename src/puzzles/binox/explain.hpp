// Human deductions for Binox, one use of one rule per step, cheapest rule first: the reasoning
// core's walk (src/reasoning/walk.hpp) over the ladder (ladder.hpp), through the Game of
// reasoning.hpp. A guess takes a cell from the solution the search found.
#pragma once

#include "gridlogic/context.hpp"
#include "puzzles/binox/board.hpp"
#include "puzzles/binox/ladder.hpp"

namespace gridlogic::binox {

/// The steps from `board` to its solution. Status kSolved when the steps end at a full grid;
/// kUnsolvable when the puzzle has no solution (no steps); kTimeout when ctx expired.
Explanation explain_board(const Board& board, const Context& ctx);

/// The grade on the scale of rules.hpp (docs/puzzles/binox.md "Grades").
Grade grade_board(const Board& board, const Context& ctx);

/// The next step from a player's position (docs/FORMATS.md "Positions", binox), or its first
/// mistake. Throws InputError for a malformed position.
Hint hint_board(const Board& board, const Context& ctx, const Json& progress, HintDepth depth);

}  // namespace gridlogic::binox
