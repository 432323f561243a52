// The contract's explanations: explain ends solved at the unique solution, each step named by a
// rule of the puzzle's ladder with that rule's rank, and no step concludes against the solution.
#include <gtest/gtest.h>

#include "contract/cases.hpp"
#include "contract/positions.hpp"

namespace gridlogic::contract {
namespace {

class ContractExplain : public testing::TestWithParam<std::string> {};

TEST_P(ContractExplain, EndsAtTheSolutionBySoundSteps) {
  for (const Case& c : cases(GetParam())) {
    SCOPED_TRACE(c.name());
    if (c.puzzle == nullptr) continue;
    const Explanation explanation = c.puzzle->explain(Context::with_time_limit(kCallSeconds));
    ASSERT_EQ(explanation.status, Status::kSolved) << explanation.error;
    EXPECT_EQ(explanation.solution, c.solution);
    EXPECT_FALSE(explanation.steps.empty());
    ASSERT_TRUE(Grid::fits(c.solution))
        << "a solution the contract cannot read cell by cell: " << c.solution.dump();
    const Grid solution(c.solution);
    for (size_t i = 0; i < explanation.steps.size(); ++i) {
      const Step& step = explanation.steps[i];
      const std::string fault =
          rule_fault(step, c.puzzle->rules()) + step_fault(step.detail, solution, nullptr);
      EXPECT_EQ(fault, "") << "step " << i + 1 << ": " << step.text << "\n" << step.detail.dump();
    }
  }
}

INSTANTIATE_TEST_SUITE_P(EveryType, ContractExplain, testing::ValuesIn(type_words()), WordName());

}  // namespace
}  // namespace gridlogic::contract
