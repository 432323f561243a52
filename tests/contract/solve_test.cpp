// The contract's solving: the generator's solution verifies, the native solver finds it and proves
// it unique, and the SAT and MILP engines find it too. An engine a type does not offer says so by
// throwing NotAvailable, never by a status.
#include <gtest/gtest.h>

#include "contract/cases.hpp"

namespace gridlogic::contract {
namespace {

std::string_view engine_name(Engine engine) {
  return engine == Engine::kSat ? "sat" : engine == Engine::kMilp ? "milp" : "native";
}

// Checks one engine's solve of `c`: the unique solution. The engines' counts are cross-checked
// on small boards by the engines label: a MILP count of a 6 x 6 Lights Out with 3 levels (no-good
// cuts over mod-3 equations) takes minutes.
void check_solve(const Case& c, Engine engine) {
  SCOPED_TRACE(std::string(engine_name(engine)));
  SolveOptions options;
  options.engine = engine;
  SolveResult solved;
  try {
    solved = c.puzzle->solve(Context::with_time_limit(kCallSeconds), options);
  } catch (const NotAvailable&) {
    return;  // not offered, and said so the one way
  }
  ASSERT_EQ(solved.status, Status::kSolved) << solved.error;
  const Verdict verdict = c.puzzle->verify(solved.solution.json());
  EXPECT_TRUE(verdict.valid) << verdict.error << "\n" << solved.solution.json().dump();
  EXPECT_EQ(solved.solution.json(), c.solution);
}

class ContractSolve : public testing::TestWithParam<std::string> {};

TEST_P(ContractSolve, TheGeneratedSolutionVerifies) {
  for (const Case& c : cases(GetParam())) {
    SCOPED_TRACE(c.name());
    if (c.puzzle == nullptr) {
      ADD_FAILURE() << c.error;
      continue;
    }
    const Verdict verdict = c.puzzle->verify(c.solution);
    EXPECT_TRUE(verdict.valid) << verdict.error << "\n" << c.solution.dump();
  }
}

TEST_P(ContractSolve, NativeSolverFindsTheUniqueSolution) {
  for (const Case& c : cases(GetParam())) {
    SCOPED_TRACE(c.name());
    if (c.puzzle == nullptr) continue;
    check_solve(c, Engine::kNative);
    const CountResult counted =
        c.puzzle->count(Context::with_time_limit(kCallSeconds), SolveOptions{}, 2);
    ASSERT_EQ(counted.status, Status::kSolved) << counted.error;
    EXPECT_TRUE(counted.complete);
    EXPECT_EQ(counted.num_solutions.to_string(), "1");
    EXPECT_EQ(counted.first_solution.json(), c.solution);
  }
}

// The engines on the small cases only: at the default sizes a 9 x 9 killer keeps CBC busy for
// tens of seconds (minutes under the sanitizers), and the engines label solves default-size
// boards of every type on both engines already.
TEST_P(ContractSolve, SatEngineAgrees) {
  for (const Case& c : cases(GetParam())) {
    SCOPED_TRACE(c.name());
    if (c.puzzle != nullptr && !c.values.empty()) check_solve(c, Engine::kSat);
  }
}

TEST_P(ContractSolve, MilpEngineAgrees) {
  for (const Case& c : cases(GetParam())) {
    SCOPED_TRACE(c.name());
    if (c.puzzle != nullptr && !c.values.empty()) check_solve(c, Engine::kMilp);
  }
}

INSTANTIATE_TEST_SUITE_P(EveryType, ContractSolve, testing::ValuesIn(type_words()), WordName());

}  // namespace
}  // namespace gridlogic::contract
