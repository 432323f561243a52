#include "gridlogic/rules.hpp"

#include <stdexcept>
#include <utility>

namespace gridlogic {

RuleTable::RuleTable(std::initializer_list<Rule> rules) : RuleTable(std::vector<Rule>(rules)) {}

RuleTable::RuleTable(std::vector<Rule> rules) : rules_(std::move(rules)) {
  for (size_t i = 0; i < rules_.size(); ++i) {
    if (i > 0 && rules_[i].rank < rules_[i - 1].rank) {
      throw std::invalid_argument("rule table: rank decreases at '" + std::string(rules_[i].name) +
                                  "'");
    }
    if (index_of(rules_[i].name) != i) {
      throw std::invalid_argument("rule table: '" + std::string(rules_[i].name) + "' repeats");
    }
  }
}

size_t RuleTable::index_of(std::string_view name) const {
  for (size_t i = 0; i < rules_.size(); ++i) {
    if (rules_[i].name == name) return i;
  }
  return rules_.size();
}

Step RuleTable::step(size_t index, std::string text, Json detail) const {
  const Rule& rule = at(index);
  return Step{std::string(rule.name), rule.rank, std::move(text), std::move(detail)};
}

}  // namespace gridlogic
