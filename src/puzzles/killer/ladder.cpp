#include "puzzles/killer/ladder.hpp"

#include <algorithm>
#include <iterator>
#include <stdexcept>

#include "puzzles/killer/ladder_finders.hpp"

namespace gridlogic::killer::human {

namespace {

// Levels as Tatham's Solo names them, so that a grade reads the same as his generator's.
constexpr std::string_view kTrivial = "trivial";
constexpr std::string_view kBasic = "basic";
constexpr std::string_view kIntermediate = "intermediate";
constexpr std::string_view kAdvanced = "advanced";
constexpr std::string_view kExtreme = "extreme";
constexpr std::string_view kUnreasonable = "unreasonable";

constexpr std::string_view kLevels[] = {kTrivial,  kBasic,   kIntermediate,
                                        kAdvanced, kExtreme, kUnreasonable};

// The rating of a puzzle the ladder cannot finish: above every rule's.
constexpr double kBeyondLadder = 10.0;

// The one side Sukaku Explainer rates; on the others the ladder follows Tatham's Solo.
constexpr int kExplainerSide = 9;

// The extreme rules Tatham's Solo lacks, in ladder order. Its solver has, at its extreme level,
// fish of any size and forcing chains of two-candidate cells (XY-Wing, XY-chain); a board that
// needs more it solves by trial and error and calls unreasonable.
constexpr HumanRule kBeyondSolo[] = {kTurbotFish, kXYZWing,      kUniqueRectangle, kXChain,
                                     kWWing,      kBivalueGrave, kAlternatingChain};

// Sudoku Explainer's scale rates a puzzle by its hardest step alone, so puzzles whose hardest
// steps rate the same tie, whatever else they ask. Of two such puzzles, the one that needs its
// hardest step again, and first needs it while its open cells are less decided (more candidates
// to find the pattern among), is more work: half of the bonus for each, 1 - 1/k for k steps of
// the hardest rating and the share of candidates still open then (Game::open_share). Below 0.05
// in all, and added to the score alone (the rating stays the hardest step's, SE's number), so
// that it orders ties and never reaches the next rating.
bool beyond_solo(HumanRule rule) {
  return std::find(std::begin(kBeyondSolo), std::end(kBeyondSolo), rule) != std::end(kBeyondSolo);
}

double hard_work_bonus(const reasoning::HardWork& work) {
  const double again = 1.0 - 1.0 / static_cast<double>(work.hardest_uses);
  return 0.049 * (again + work.open) / 2;
}

}  // namespace

double length_bonus(int length) {
  double added = 0;
  int ceiling = 4;
  bool odd = false;
  while (length > ceiling) {
    added += 0.1;
    ceiling = odd ? ceiling * 4 / 3 : ceiling * 3 / 2;
    odd = !odd;
  }
  return added;
}

const std::vector<LadderRule>& ladder() {
  // Ratings: Sudoku Explainer's for the rules it knows; chains add for length (ladder_chains.cpp).
  static const std::vector<LadderRule> rules = {
      {"full house", "the last open cell of a row, column or box takes the digit left", 1.0,
       kTrivial, find_full_house},
      {"last cell of a cage", "a cage with one open cell left: it takes the rest of the sum", 1.0,
       kTrivial, find_cage_last_cell},
      {"hidden single in a box", "a digit has one place left in a box", 1.2, kTrivial,
       find_hidden_single_box},
      {"minimum and maximum sums",
       "a digit too small or too large for what the cage's other cells can add", 1.2, kTrivial,
       find_cage_sum_bounds},
      {"cage combinations",
       "the digit sets that make the sum of a cage of up to four open cells, each meeting every "
       "cell's candidates: digits in none of them go",
       1.3, kTrivial, find_cage_combinations},
      {"innies",
       "the rule of 45 on a row, column or box: the cells outside its whole cages have a known "
       "sum, which fixes a lone one or bounds each by the others' smallest and largest digits",
       1.3, kTrivial, find_innies},
      {"hidden cage",
       "innies of up to four cells see each other: a cage nobody drew, whose digit sets apply", 1.4,
       kTrivial, find_hidden_cage},
      {"cage splitting",
       "innies inside one cage split it: the rest of the cage has a known sum too", 1.4, kTrivial,
       find_cage_splitting},
      {"hidden single in a line", "a digit has one place left in a row or column", 1.5, kBasic,
       find_hidden_single_line},
      {"naked single", "a cell has one candidate left", 2.3, kBasic, find_naked_single},
      {"pointing",
       "a box's places for a digit lie in one line: the digit leaves the rest of the line", 2.6,
       kIntermediate, find_pointing},
      {"claiming",
       "a line's places for a digit lie in one box: the digit leaves the rest of the box", 2.8,
       kIntermediate, find_claiming},
      {"naked pair",
       "two cells of a unit hold only the same two digits: the digits leave the unit's other cells",
       3.0, kAdvanced, find_naked_pair},
      {"X-Wing",
       "a digit's places in two lines lie in the same two cross lines: it leaves the rest of those",
       3.2, kExtreme, find_x_wing},
      {"hidden pair",
       "two digits have the same two places in a unit: those cells hold nothing else", 3.4,
       kAdvanced, find_hidden_pair},
      {"naked triple", "three cells of a unit hold only three digits between them", 3.6, kAdvanced,
       find_naked_triple},
      {"Swordfish", "a digit's places in three lines lie in three cross lines", 3.8, kExtreme,
       find_swordfish},
      {"hidden triple", "three digits have the same three places in a unit", 4.0, kAdvanced,
       find_hidden_triple},
      {"turbot fish",
       "an X-chain of four candidates (skyscraper, 2-string kite, turbot fish): "
       "a cell seeing both ends is not the digit",
       4.0, kExtreme, find_turbot_fish},
      {"XY-Wing", "a pivot xy and pincers xz, yz: a cell seeing both pincers is not z", 4.2,
       kExtreme, find_xy_wing},
      {"XYZ-Wing", "a pivot xyz and pincers xz, yz: a cell seeing all three is not z", 4.4,
       kExtreme, find_xyz_wing},
      {"unique rectangle",
       "four cells in two boxes would hold two digits either way round: "
       "the puzzle has one solution, so one of them takes another digit",
       4.5, kExtreme, find_unique_rectangle},
      {"naked quad", "four cells of a unit hold only four digits between them", 5.0, kAdvanced,
       find_naked_quad},
      {"Jellyfish", "a digit's places in four lines lie in four cross lines", 5.2, kExtreme,
       find_jellyfish},
      {"hidden quad", "four digits have the same four places in a unit", 5.4, kAdvanced,
       find_hidden_quad},
      {"X-chain",
       "a chain of strong and weak links of one digit: a cell seeing both ends is not it", 5.4,
       kExtreme, find_x_chain},
      {"W-Wing", "two cells xy joined by a strong link on y: a cell seeing both is not x", 5.6,
       kExtreme, find_w_wing},
      {"bivalue universal grave",
       "every open cell but one holds two candidates: the puzzle has "
       "one solution, so the odd cell takes the digit that would "
       "otherwise appear three times in its units",
       5.6, kExtreme, find_bivalue_grave},
      {"XY-chain", "a chain of two-candidate cells: a cell seeing both ends loses the end digit",
       5.6, kExtreme, find_xy_chain},
      {"alternating inference chain",
       "strong and weak links over cells and digits: whatever is "
       "true, one end holds, so what sees both ends is false",
       7.0, kExtreme, find_alternating_chain},
      {"required digit",
       "a digit every set of a cage holds, with its places there in one unit, leaves the rest of "
       "the unit; a digit whose places in a unit all lie in one cage rules out the cage's sets "
       "without it",
       7.6, kUnreasonable, find_required_digit},
      {"innies and outies",
       "the rule of 45 on one unit read in full: outies, innies minus outies, every sum the other "
       "cells can make, sets that must fit the cells",
       7.7, kUnreasonable, find_innies_outies},
      {"combinations that fit",
       "a cage's digit sets (any size) whose digits its cells cannot take one each go", 7.7,
       kUnreasonable, find_fitting_combinations},
      {"innies and outies over several units",
       "the rule of 45 on neighbouring rows, columns or boxes taken together", 7.8, kUnreasonable,
       find_innies_outies_multi},
      {"combination interaction",
       "two cages in one unit cannot share a digit: sets of one that clash with every set of the "
       "other go",
       7.9, kUnreasonable, find_combination_interaction},
      {"cell forcing chain", "every candidate of a cell leads to the same conclusion", 8.2,
       kUnreasonable, find_cell_forcing_chain},
      {"unit forcing chain", "every place of a digit in a unit leads to the same conclusion", 8.3,
       kUnreasonable, find_unit_forcing_chain},
      {"dynamic forcing chain", "a candidate whose consequences break a rule is false", 8.5,
       kUnreasonable, find_dynamic_forcing_chain},
      {"forcing chain through the cages",
       "a candidate whose consequences, followed through singles, every cage's digit sets and "
       "the rule of 45, break a rule is false",
       8.6, kUnreasonable, find_cage_forcing_chain},
      {"nested forcing chain", "the same, with forcing chains among the consequences", 9.0,
       kUnreasonable, find_nested_forcing_chain},
      {"nested forcing chain through the cages",
       "forcing chains through the cages inside the consequences of an assumption", 9.1,
       kUnreasonable, find_nested_cage_forcing_chain},
  };
  if (rules.size() != kHumanRuleCount) throw std::logic_error("human ladder: one entry per rule");
  return rules;
}

const reasoning::LadderFacts& ladder_facts() {
  static const reasoning::LadderFacts facts = [] {
    std::vector<reasoning::LadderFacts::Row> rows;
    for (const LadderRule& rule : ladder())
      rows.push_back({rule.name, rule.summary, rule.level, rule.rating});
    // What a walk ends with when no rule applies: explanations name it, grades call it guessed,
    // rated above every rule, ranked above the last rank.
    rows.push_back({"search", "no rule of the ladder applies: trial and error", kUnreasonable,
                    kBeyondLadder, static_cast<int>(std::size(kLevels)), true});
    // The rating is SE's, the hardest step's alone; the bonus for hard work goes to the score.
    return reasoning::LadderFacts({std::begin(kLevels), std::end(kLevels)}, rows,
                                  reasoning::no_bonus, hard_work_bonus);
  }();
  return facts;
}

const RuleTable& ladder_table() {
  return ladder_facts().table();
}

const std::vector<std::string_view>& ladder_levels() {
  return ladder_facts().levels();
}

size_t level_index(HumanRule rule) {
  return ladder_facts().level_of(rule);
}

size_t level_index(const Deduction& deduction) {
  return deduction.level == reasoning::kRuleLevel ? level_index(deduction.rule) : deduction.level;
}

const std::vector<HumanRule>& ladder_order(int side) {
  static const auto order_of = [](bool solo) {
    std::vector<HumanRule> order;
    for (size_t i = 0; i < kHumanRuleCount; ++i) {
      const auto rule = static_cast<HumanRule>(i);
      if (solo && beyond_solo(rule)) continue;
      order.push_back(rule);
      if (solo && rule == kXYChain) {
        order.insert(order.end(), std::begin(kBeyondSolo), std::end(kBeyondSolo));
      }
    }
    return order;
  };
  static const std::vector<HumanRule> explainer = order_of(false);
  static const std::vector<HumanRule> solo = order_of(true);
  return side == kExplainerSide ? explainer : solo;
}

std::optional<Deduction> next_deduction(const Position& position, bool unique, size_t max_level) {
  if (position.solved() || position.broken()) return std::nullopt;
  const auto& rules = ladder();
  const bool explainer = position.n() == kExplainerSide;
  // Past XY-chain, Solo's last: the first rule beyond Solo rates just above it, the others
  // keep their distances.
  const double beyond = rules[kXYChain].rating + 0.1 - rules[kBeyondSolo[0]].rating;
  static const size_t unreasonable = ladder_facts().level_index(kUnreasonable);
  for (const HumanRule rule : ladder_order(position.n())) {
    const bool past_solo = !explainer && beyond_solo(rule);
    if ((past_solo ? unreasonable : level_index(rule)) > max_level) continue;
    Deduction found;
    if (rules[rule].find(position, unique, found)) {
      found.rule = rule;
      if (found.rating < rules[rule].rating) found.rating = rules[rule].rating;
      if (past_solo) {
        found.rating += beyond;
        found.level = unreasonable;
      }
      return found;
    }
  }
  return std::nullopt;
}

void apply(Position& position, const Deduction& deduction) {
  for (const auto& [cell, digit] : deduction.placements) {
    if (position.value(cell) != 0) continue;
    // A placed digit leaves the other cells of the cage's piece it is in, as Solo's cages are
    // the pieces the rule of 45 split them into: a lone innie, a piece of its own, tells the
    // rest of its old cage nothing (its row, column and box still lose the digit).
    std::vector<int> piece;
    for (const CagePart& part : position.cage_parts()) {
      if (std::find(part.cells.begin(), part.cells.end(), cell) != part.cells.end()) {
        piece = part.cells;
        break;
      }
    }
    position.place(cell, digit, /*from_cage_mates=*/false);
    for (int mate : piece) {
      if (position.value(mate) == 0) position.eliminate(mate, digit);
    }
  }
  for (const auto& [cell, digit] : deduction.eliminations) position.eliminate(cell, digit);
}

}  // namespace gridlogic::killer::human
