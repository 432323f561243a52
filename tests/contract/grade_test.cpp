// The contract's grades: every case grades at a level of its type's scale, and generate asked for
// a level makes a puzzle that grades at that level.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "contract/cases.hpp"

namespace gridlogic::contract {
namespace {

class ContractGrade : public testing::TestWithParam<std::string> {};

TEST_P(ContractGrade, TheLevelIsOnTheTypesScale) {
  for (const Case& c : cases(GetParam())) {
    SCOPED_TRACE(c.name());
    if (c.puzzle == nullptr) continue;
    const std::vector<std::string_view>& scale = c.puzzle->kind().levels();
    ASSERT_FALSE(scale.empty()) << "the kind has no levels";
    const Grade grade = c.puzzle->grade(Context::with_time_limit(kCallSeconds));
    ASSERT_EQ(grade.status, Status::kSolved) << grade.error;
    EXPECT_NE(std::find(scale.begin(), scale.end(), grade.level), scale.end())
        << "the grade's level '" << grade.level << "' is not on the scale";
    EXPECT_GT(grade.steps, 0U);
  }
}

TEST_P(ContractGrade, GenerateAimsOnlyAtLevelsOfTheScale) {
  const PuzzleKind& kind = *find_kind(GetParam());
  const std::vector<std::string_view>& scale = kind.levels();
  const std::vector<std::string> aimed = aimed_levels(kind);
  EXPECT_FALSE(aimed.empty()) << "generate aims at no level";
  for (const std::string& level : aimed)
    EXPECT_NE(std::find(scale.begin(), scale.end(), level), scale.end()) << level;
}

INSTANTIATE_TEST_SUITE_P(EveryType, ContractGrade, testing::ValuesIn(type_words()), WordName());

// A type word and one level its kind's generate can aim at.
struct Leveled {
  std::string word;
  std::string level;
};

std::vector<Leveled> every_level() {
  std::vector<Leveled> out;
  for (const std::string& word : type_words()) {
    for (const std::string& level : aimed_levels(*find_kind(word))) out.push_back({word, level});
  }
  return out;
}

struct LeveledName {
  std::string operator()(const testing::TestParamInfo<Leveled>& info) const {
    return info.param.word + "_" + info.param.level;
  }
};

class ContractLevels : public testing::TestWithParam<Leveled> {};

// At the kind's default sizes: every level is reachable there (Lights Out's default side is the
// one nearest 6 that reaches the level asked), while below them a level may not exist (no
// normal binox of 4 x 4), which generate takes seconds to rule out.
TEST_P(ContractLevels, GenerateAtALevelGradesAtIt) {
  const Leveled& asked = GetParam();
  const Values values = {{"difficulty", asked.level}};
  SCOPED_TRACE(asked.word + " seed 1 (" + describe(params_of(asked.word, values).values) + ")");
  Generated made;
  try {
    made = generate(asked.word, values, 1);
  } catch (const InputError& error) {
    FAIL() << "generate refused: " << error.what();
  }
  ASSERT_NE(made.puzzle, nullptr) << "generate made no puzzle (a time limit?)";
  const Grade grade = made.puzzle->grade(Context::with_time_limit(kCallSeconds));
  ASSERT_EQ(grade.status, Status::kSolved) << grade.error;
  EXPECT_EQ(grade.level, asked.level) << made.puzzle->to_json().dump();
}

INSTANTIATE_TEST_SUITE_P(EveryLevel, ContractLevels, testing::ValuesIn(every_level()),
                         LeveledName());

}  // namespace
}  // namespace gridlogic::contract
