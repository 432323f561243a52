#include "puzzles/killer/rules.hpp"

#include <array>
#include <stdexcept>

namespace gridlogic::killer {

namespace {

using PassFn = Pass (*)(Propagator&, uint16_t*);

// One pass per rule with a pass, indexed by RuleId: the size check below keeps the two lists
// in step when a rule is added.
constexpr std::array<PassFn, kSearch> kPasses = {
    // naked single: the pass reads the cells placed since it last ran, so no marking
    [](Propagator& p, uint16_t* cand) { return p.eliminate(cand); },
    [](Propagator& p, uint16_t* cand) {
      p.mark_all();
      return p.hidden_singles(cand);
    },
    [](Propagator& p, uint16_t* cand) {
      p.mark_all();
      return p.cage_combinations(cand, Propagator::Cages::kReal);
    },
    [](Propagator& p, uint16_t* cand) {
      p.mark_all();
      return p.cage_locked(cand);
    },
    [](Propagator& p, uint16_t* cand) { return p.cage_holds_all(cand); },
    // rule of 45: the virtual cages it makes, then its innie/outie sums
    [](Propagator& p, uint16_t* cand) {
      p.mark_all();
      const Pass cages = p.cage_combinations(cand, Propagator::Cages::kVirtual);
      if (cages == Pass::kContradiction) return cages;
      const Pass sums = p.rule45_sums(cand);
      if (sums == Pass::kContradiction) return sums;
      return (cages == Pass::kChanged || sums == Pass::kChanged) ? Pass::kChanged : Pass::kNoChange;
    },
};
static_assert(kPasses.size() + 1 == kRuleCount, "every rule but search has exactly one pass");

}  // namespace

const RuleTable& rule_table() {
  static const RuleTable table{
      {"naked single", kNakedSingle, "a placed digit leaves its row, column, box and cage"},
      {"hidden single", kHiddenSingle, "a digit has one place left in a row, column or box"},
      {"cage combinations", kCageCombinations, "only some digit sets reach the cage's sum"},
      {"cage locked digit", kCageLocked,
       "a digit the cage needs lies in one row, column or box of it"},
      {"cage holds digit", kCageHolds,
       "a digit's places in a row, column or box all lie in one cage: the cage holds it there"},
      {"rule of 45", kRuleOf45, "rows, columns and boxes sum to 45: innies and outies"},
      {"search", kSearch, "no rule applies: trial and error"},
  };
  return table;
}

Pass apply_pass(Propagator& propagator, RuleId rule, uint16_t* cand) {
  if (!has_pass(rule)) throw std::logic_error("killer: the search rule has no propagator pass");
  return kPasses[rule](propagator, cand);
}

}  // namespace gridlogic::killer
