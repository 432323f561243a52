// Sums of digits over groups of cells: the digit sets that make a cage's sum, which of them a
// position can still place, and what a linear sum rule (the rule of 45) leaves each cell. The
// killer rules of the human ladder (ladder_cages.cpp, ladder_innies.cpp) are built on these.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "puzzles/killer/position.hpp"

namespace gridlogic::killer::human {

/// The sets of `count` distinct digits of 1..n that sum to `sum` (masks, bit d - 1 for digit
/// d); empty when there are none. Tables are built once per side and shared.
const std::vector<Mask>& digit_sets(int n, int count, int sum);

/// What is left of a cage in a position: its open cells, the sum they must make, and the digits
/// placed in it (which its open cells cannot repeat).
struct CageRest {
  std::vector<int> open;
  int sum = 0;
  Mask placed = 0;
  bool repeated = false;  ///< a digit placed twice in the cage
};
CageRest cage_rest(const Position& position, int cage);
/// The same for any cells that must add up to `sum` (a piece the rule of 45 split off a cage).
CageRest rest_of(const Position& position, int sum, const std::vector<int>& cells);

/// The digit sets `cells` (open, holding distinct digits) can take to sum to `sum`: each set
/// avoids `avoid` and gives every cell one of its candidates, each digit once. Nothing when
/// there are too many sets to try (huge cages of 16 x 16 boards): a rule then finds less.
std::optional<std::vector<Mask>> placeable_sets(const Position& position,
                                                const std::vector<int>& cells, int sum, Mask avoid);

/// The digit sets of `count` = cells.size() digits summing to `sum` that avoid `avoid` and leave
/// no cell without a candidate among them: the quick test a person (and Tatham's Solo) makes,
/// without checking that the cells can take the digits one each.
std::vector<Mask> loose_sets(const Position& position, const std::vector<int>& cells, int sum,
                             Mask avoid);

/// Whether a cage's open cells can still make up the rest of its sum with distinct digits.
bool cage_can_hold_sum(const Position& position, int cage);

/// The candidates each cell keeps under sum(signs[i] * value(cells[i])) = total, every cell
/// read on its own (digits may repeat): a digit stays when the other cells can make up the
/// rest. Groups of at most 32 cells.
std::vector<Mask> linear_support(const Position& position, const std::vector<int>& cells,
                                 const std::vector<int>& signs, int total);

/// The candidates each cell keeps under sum(cells) = total when each other cell may add from its
/// smallest to its largest candidate: minimum and maximum sums, as a person bounds them.
std::vector<Mask> bounds_support(const Position& position, const std::vector<int>& cells,
                                 int total);

/// "{1,5,9}".
std::string set_text(Mask set);
/// "{1,5,9} or {2,4,9}".
std::string sets_text(const std::vector<Mask>& sets);

}  // namespace gridlogic::killer::human
