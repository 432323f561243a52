// A type's ladder of human deductions as one table of data: each rule's name, summary, level,
// rating and finder. Everything else is derived from it, as Tatham derives his solvers'
// difficulty lists from one DIFFLIST: the RuleTable that explanations name their steps from,
// the levels a grade answers and `generate --difficulty` accepts, the ratings a grade starts
// from, and the cheapest-first search for the next deduction.
//
//   using Finder = std::optional<Deduction> (*)(Position&, const Context&);
//   static const reasoning::Ladder<Finder> ladder({"easy", "hard"}, {
//       {"pair", "two equal neighbours: ...", "easy", 1.0, find_pair},
//       {"guess", "no rule applies: ...", "hard", 6.0, nullptr}});  // the walk's last resort
//   std::optional<Deduction> next = ladder.first<Deduction>(reasoning::Reach{}, position, ctx);
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "gridlogic/rules.hpp"

namespace gridlogic::reasoning {

/// A use of a rule that counts at the rule's own level (LadderFacts::level_of), where a type can
/// say otherwise for one use (a grade's GradedStep::level).
inline constexpr size_t kRuleLevel = SIZE_MAX;

/// What a grade's bonus reads of a walk's hardest work (grade.hpp).
struct HardWork {
  size_t level_uses = 0;    ///< steps at the walk's top level (>= 1)
  size_t hardest_uses = 0;  ///< steps rated as high as the hardest step (>= 1)
  /// How undecided the puzzle was when the walk first took a step of the hardest rating, from 0
  /// (decided) to 1 (every open cell could still take every value): GradedStep::open.
  double open = 0;
};

/// A type's grade parameter: what a grade adds for a walk's hardest work, to its rating (the use
/// bonus) or to its score alone (the tie-break).
using UseBonus = double (*)(const HardWork& work);

/// No bonus: the hardest step's rating alone.
double no_bonus(const HardWork& work);

/// The part of a ladder that does not depend on how its rules are found: levels, ranks,
/// ratings. Grades and the front ends read it; Ladder adds the finders.
class LadderFacts {
 public:
  /// One rule's facts. `rank` < 0 takes the rank from the level (the level's index, never below
  /// an earlier rule's rank, so that a rule of a lower level after a harder one keeps the rank
  /// reached); a type whose steps have always been ranked finer gives its ranks.
  struct Row {
    std::string_view name;
    std::string_view summary;
    std::string_view level;  ///< one of the ladder's levels
    double rating = 0;       ///< the rating of its simplest use
    int rank = -1;
    bool last_resort = false;  ///< the walk's own step when no rule applies (guess, search)
  };

  /// Throws std::invalid_argument when a row's level is not one of `levels`, or when the rows do
  /// not make a RuleTable (rules.hpp: ranks never decrease, names do not repeat). `bonus` is
  /// what the grade's rating adds for the walk's hardest work, `tie_break` what its score adds
  /// on top of that (grade.hpp).
  LadderFacts(std::vector<std::string_view> levels, const std::vector<Row>& rows,
              UseBonus bonus = no_bonus, UseBonus tie_break = no_bonus);

  /// The table explanations name their steps from.
  [[nodiscard]] const RuleTable& table() const { return table_; }
  /// The levels a grade answers, easiest first.
  [[nodiscard]] const std::vector<std::string_view>& levels() const { return levels_; }
  [[nodiscard]] size_t size() const { return level_.size(); }
  /// The index in levels() of rule `rule`'s level.
  [[nodiscard]] size_t level_of(size_t rule) const { return level_.at(rule); }
  [[nodiscard]] double rating_of(size_t rule) const { return rating_.at(rule); }
  [[nodiscard]] bool last_resort(size_t rule) const { return last_resort_.at(rule) != 0; }
  [[nodiscard]] UseBonus use_bonus() const { return bonus_; }
  [[nodiscard]] UseBonus tie_break() const { return tie_break_; }
  /// The index of the level called `name`, or levels().size().
  [[nodiscard]] size_t level_index(std::string_view name) const;
  /// The words `generate --difficulty` takes: `before` (such as "any"), then the levels from
  /// the first up to `hardest` (a level name) inclusive.
  [[nodiscard]] std::vector<std::string_view> difficulty_choices(
      std::vector<std::string_view> before, std::string_view hardest) const;

 private:
  std::vector<std::string_view> levels_;
  RuleTable table_;
  std::vector<size_t> level_;
  std::vector<double> rating_;
  std::vector<char> last_resort_;
  UseBonus bonus_;
  UseBonus tie_break_;
};

/// Which rules a search for the next deduction may try: those up to a level (a generator asking
/// whether a puzzle stays at or below it), or up to a rule (a test asking for a cheaper one).
struct Reach {
  size_t max_level = SIZE_MAX;  ///< an index of the ladder's levels
  size_t last_rule = SIZE_MAX;  ///< a rule's index
};

/// A ladder: the facts, and for each rule the finder of its next use (nullptr for a last
/// resort, which the walk supplies). Finder is a function pointer type; every finder of a
/// type takes the same arguments.
template <class Finder>
class Ladder : public LadderFacts {
 public:
  struct Rule {
    std::string_view name;
    std::string_view summary;
    std::string_view level;
    double rating = 0;
    Finder find = nullptr;
    int rank = -1;  ///< as LadderFacts::Row::rank
  };

  Ladder(std::vector<std::string_view> levels, const std::vector<Rule>& rules,
         UseBonus bonus = no_bonus, UseBonus tie_break = no_bonus)
      : LadderFacts(std::move(levels), facts_of(rules), bonus, tie_break) {
    for (const Rule& rule : rules) finders_.push_back(rule.find);
  }

  /// The cheapest rule's first use, trying in table order the rules within `reach`, each
  /// finder called with `args`; the deduction's `rule` is set to the rule's index. nullopt when
  /// none applies.
  template <class Deduction, class... Args>
  std::optional<Deduction> first(Reach reach, Args&&... args) const {
    for (size_t i = 0; i < finders_.size() && i <= reach.last_rule; ++i) {
      if (finders_[i] == nullptr || level_of(i) > reach.max_level) continue;
      std::optional<Deduction> found = finders_[i](args...);
      if (found) {
        found->rule = static_cast<decltype(found->rule)>(i);
        return found;
      }
    }
    return std::nullopt;
  }

 private:
  static std::vector<Row> facts_of(const std::vector<Rule>& rules) {
    std::vector<Row> rows;
    rows.reserve(rules.size());
    for (const Rule& rule : rules) {
      rows.push_back(
          {rule.name, rule.summary, rule.level, rule.rating, rule.rank, rule.find == nullptr});
    }
    return rows;
  }

  std::vector<Finder> finders_;
};

}  // namespace gridlogic::reasoning
