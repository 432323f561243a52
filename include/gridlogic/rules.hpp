// A type's ladder of human deductions: one table per puzzle type, cheapest rule first.
//
// Tatham's solvers taught the design: the solver applies rules from the cheapest up, restarting
// from the cheapest after any progress, and everything that reasons reads the same table —
// `explain` names each step's rule, a hint is the first rule that fires, a grade is the hardest
// rule the cheapest-first path needed. No deduction is written twice for show.
//
//   const gridlogic::RuleTable& rules = gridlogic::find_kind("binox")->rules();
//   for (const gridlogic::Rule& rule : rules.all()) std::cout << rule.rank << ' ' << rule.name;
#pragma once

#include <cstddef>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace gridlogic {

using Json = nlohmann::json;

/// One deduction a person can follow: one use of one rule.
struct Step {
  std::string rule;    ///< the deduction's name, from the type's rule table
  int difficulty = 0;  ///< the rule's rank in that table (0 = easiest)
  std::string text;    ///< the step in words
  Json detail;         ///< machine-readable form (cells, values), may be null
};

/// One named deduction.
struct Rule {
  std::string_view name;     ///< as printed in explanations: "naked single"
  int rank = 0;              ///< position on the ladder: 0 is the cheapest; ranks never decrease
  std::string_view summary;  ///< one sentence a person can follow: what the rule concludes
  std::string_view level;    ///< the grade level of a puzzle whose hardest rule it is ("" if none)
  double rating = 0;         ///< the rating of its simplest use on the type's scale (0 if none)
};

/// The ordered rules of one type. Entries are addressed by their index, which each type names
/// with an enum in table order, so a step and the table can never disagree on a rule's name.
class RuleTable {
 public:
  /// Throws std::invalid_argument when ranks decrease or a name repeats: a table is a ladder.
  RuleTable(std::initializer_list<Rule> rules);
  /// The same from a list built at run time (a ladder whose ranks come from its levels).
  explicit RuleTable(std::vector<Rule> rules);

  [[nodiscard]] const std::vector<Rule>& all() const { return rules_; }
  [[nodiscard]] size_t size() const { return rules_.size(); }
  /// The rule at `index` (the type's enum value). Throws std::out_of_range past the end.
  [[nodiscard]] const Rule& at(size_t index) const { return rules_.at(index); }
  /// The index of the rule called `name`, or size() when there is none.
  [[nodiscard]] size_t index_of(std::string_view name) const;

  /// One explanation step by the rule at `index`: its name and rank, the sentence, and the
  /// cells and values it read and concluded (`detail`, may be null).
  [[nodiscard]] Step step(size_t index, std::string text, Json detail = nullptr) const;

 private:
  std::vector<Rule> rules_;
};

}  // namespace gridlogic
