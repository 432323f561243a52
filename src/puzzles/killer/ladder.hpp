// The human ladder of sudoku deductions (every size): named rules, cheapest first, each a
// finder that returns one use of the rule in a position. Explanations, hints and grades all
// walk it the same way: the cheapest rule that makes progress, one step at a time, restarting
// from the cheapest after every step (Tatham's solvers, Sudoku Explainer).
//
// Ratings follow the scale of Sudoku Explainer, which sudoku forums use: a step's rating is its
// rule's (chains add for their length), and a puzzle's rating is its hardest step's.
//
// Killer Sudoku adds cage rules (Sudoku Explainer has none), placed so that a killer's level
// reads as Tatham's Solo grades it: the cage arithmetic Solo uses at every level (a cage's last
// cell, minimum and maximum sums, the digit sets of cages of up to four cells, the innies of one
// unit, cage splitting, and a lone innie split off its cage, so that the rest of the cage forgets
// its digit) sits among the cheapest singles at Solo's strength; what Solo does not
// use (a cage's required digit, outies, sets that must fit their cells, the rule of 45 on several
// units, clashing sets) would make Solo guess, so it rates as unreasonable, after the chains and
// before the forcing chains. On a classic board the cage rules find nothing.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "gridlogic/context.hpp"
#include "gridlogic/rules.hpp"
#include "puzzles/killer/position.hpp"
#include "reasoning/ladder.hpp"

namespace gridlogic::killer::human {

/// The rules in ladder order; a HumanRule is the rule's index in ladder_table().
enum HumanRule : uint8_t {
  kFullHouse,         ///< the last open cell of a unit
  kCageLastCell,      ///< killer: the last open cell of a cage
  kHiddenSingleBox,   ///< a digit's one place in a box
  kCageSumBounds,     ///< killer: a cell's digit out of reach of the cage's sum
  kCageCombinations,  ///< killer: digits in none of the sets a cage can hold
  kInnies,            ///< killer: the rule of 45 on one unit fixes or bounds its innies
  kHiddenCage,        ///< killer: innies that see each other hold a set with a known sum
  kCageSplitting,     ///< killer: innies inside one cage split it into two known sums
  kHiddenSingleLine,  ///< a digit's one place in a row or column
  kNakedSingle,       ///< a cell's one candidate
  kPointing,          ///< a box's places for a digit in one line: not elsewhere in the line
  kClaiming,          ///< a line's places for a digit in one box: not elsewhere in the box
  kNakedPair,
  kXWing,
  kHiddenPair,
  kNakedTriple,
  kSwordfish,
  kHiddenTriple,
  kTurbotFish,  ///< X-chains of four candidates: skyscraper, 2-string kite, turbot fish
  kXYWing,
  kXYZWing,
  kUniqueRectangle,  ///< only for a puzzle known to have one solution
  kNakedQuad,
  kJellyfish,
  kHiddenQuad,
  kXChain,  ///< single-digit chains of any length
  kWWing,
  kBivalueGrave,  ///< only for a puzzle known to have one solution
  kXYChain,
  kAlternatingChain,        ///< alternating inference chains over cells and digits
  kRequiredDigit,           ///< killer: a digit a cage must hold, confined to a unit, or vice versa
  kInniesOuties,            ///< killer: outies and innies minus outies of one unit, read in full
  kFittingCombinations,     ///< killer: digit sets a cage's cells cannot take one digit each
  kInniesOutiesMulti,       ///< killer: the rule of 45 on several units
  kCombinationInteraction,  ///< killer: sets clashing with another cage's in a unit
  kCellForcingChain,        ///< every candidate of a cell leads to the same conclusion
  kUnitForcingChain,        ///< every place of a digit in a unit leads to the same conclusion
  kDynamicForcingChain,     ///< a candidate whose consequences break a rule is false
  kCageForcingChain,        ///< killer: a candidate that breaks a rule through every cage rule
  kNestedForcingChain,      ///< the same, with forcing chains inside the consequences
  kNestedCageForcingChain,  ///< killer: cage forcing chains inside cage forcing chains
  kHumanRuleCount,          ///< not a rule: the table's size
};

/// One use of one rule: what it read and what it concludes.
struct Deduction {
  HumanRule rule = kHumanRuleCount;
  double rating = 0;  ///< this use's difficulty on the Sudoku Explainer scale (ladder_order)
  /// The index in ladder_levels() of the level this use counts at (ladder_order), or
  /// reasoning::kRuleLevel for its rule's.
  size_t level = reasoning::kRuleLevel;
  std::vector<std::pair<int, int>> placements;    ///< (cell, digit)
  std::vector<std::pair<int, int>> eliminations;  ///< (cell, digit)
  std::vector<int> cells;  ///< the cells the deduction reads (a hint highlights them)
  std::vector<int> units;  ///< the units it reads, if any
  std::string text;        ///< the step in a sentence a person can follow
};

/// A rule's entry in the ladder: its finder and its place on the scales.
struct LadderRule {
  std::string_view name;
  std::string_view summary;
  double rating;           ///< the Sudoku Explainer rating of its simplest use
  std::string_view level;  ///< the level of a puzzle whose hardest step it is
  /// Finds one use of the rule in `position` (the first in a fixed scan order), or returns
  /// false. `unique` says the puzzle is known to have one solution (unique rectangles).
  bool (*find)(const Position& position, bool unique, Deduction& out);
};

/// What a chain's length adds to its rating, as Sudoku Explainer counts it: +0.1 each time
/// the length passes 4, 6, 8, 12, 16, 24, 32, ...
double length_bonus(int length);

/// The ladder, indexed by HumanRule.
const std::vector<LadderRule>& ladder();
/// The ladder's facts (src/reasoning/ladder.hpp): its levels, ranks and ratings, with "search"
/// last, the walk's last resort when no rule applies (index kHumanRuleCount).
const reasoning::LadderFacts& ladder_facts();
/// The facts' RuleTable (names, ranks, summaries), which explanations name their steps from.
const RuleTable& ladder_table();
/// The levels, easiest first: trivial, basic, intermediate, advanced, extreme, unreasonable.
const std::vector<std::string_view>& ladder_levels();

/// The order the walk tries the rules in on a board of `side`. On 9 x 9 it is the table's,
/// Sudoku Explainer's ratings; SE rates no other size, and there Tatham's Solo is the reference:
/// the extreme rules his solver lacks (turbot fish, XYZ-Wing, unique rectangle, X-chain, W-Wing,
/// bivalue universal grave, alternating inference chain) come after XY-chain, his last; a use
/// of one rates above XY-chain by as much as the rule rates above turbot fish on SE's scale, and
/// counts as unreasonable, as Solo calls a board he can only guess (docs/puzzles/sudoku.md,
/// "Other sizes").
const std::vector<HumanRule>& ladder_order(int side);

/// The cheapest deduction that makes progress in `position`, in ladder_order(), or nothing when
/// no rule applies (or the position is solved or broken). With `max_level` (an index of
/// ladder_levels()), only the rules of that level or below are tried: what a generator asks when
/// it needs to know whether a puzzle stays at or below a level, without the dear rules above it.
std::optional<Deduction> next_deduction(const Position& position, bool unique,
                                        size_t max_level = SIZE_MAX);
/// The index in ladder_levels() of a rule's level.
size_t level_index(HumanRule rule);
/// The index in ladder_levels() of the level a deduction counts at: its own, else its rule's.
size_t level_index(const Deduction& deduction);

/// Applies a deduction's placements and eliminations. A placed digit leaves the other cells of
/// the cage piece holding it (Position::cage_parts), not of the whole cage, as in Solo: a lone
/// innie's digit stays a candidate in the rest of its old cage.
void apply(Position& position, const Deduction& deduction);

}  // namespace gridlogic::killer::human
