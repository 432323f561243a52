#include "engines/build_budget.hpp"

#include <string>

namespace gridlogic::engines {

namespace {
thread_local BuildBudget* current = nullptr;
}  // namespace

BuildBudget::BuildBudget(uint64_t max_entries) : max_(max_entries), outer_(current) {
  current = this;
}

BuildBudget::~BuildBudget() {
  current = outer_;
}

void BuildBudget::spend(uint64_t entries) {
  BuildBudget* budget = current;
  if (budget == nullptr) return;
  budget->spent_ += entries;
  if (budget->spent_ > budget->max_) {
    throw TooLarge(TooLarge::Limit::kModelEntries, "model",
                   "the model has more than " + std::to_string(budget->max_) +
                       " entries (literals or coefficients; --max-model-entries)");
  }
}

}  // namespace gridlogic::engines
