// The contract's hints: from the start, from positions along the explain walk (the solution with
// the later steps taken back) and from the finished grid, a hint is found, names no mistake in a
// correct position, and its step agrees with the solution. A position with one wrong entry is a
// mistake, except where steps are moves (presses) rather than conclusions: there every position
// still leads to the solution, and following the hints must reach it.
#include <gtest/gtest.h>

#include "contract/cases.hpp"
#include "contract/positions.hpp"

namespace gridlogic::contract {
namespace {

// Positions along the walk taken at most, the start and the end among them (each costs a hint).
constexpr size_t kWalkSamples = 6;
// Open cells given a wrong entry in each position tried.
constexpr int kWrongCells = 3;

Context hint_context() {
  return Context::with_time_limit(kCallSeconds);
}

// The explanation of `c`, whose walk the positions come from; nullopt with a failure when it
// does not end solved at a solution the contract can read cell by cell.
std::optional<Explanation> explained(const Case& c) {
  if (c.puzzle == nullptr) return std::nullopt;
  Explanation explanation = c.puzzle->explain(Context::with_time_limit(kCallSeconds));
  if (explanation.status != Status::kSolved || !Grid::fits(c.solution)) {
    ADD_FAILURE() << "explain: " << to_string(explanation.status) << " " << explanation.error;
    return std::nullopt;
  }
  return explanation;
}

// The positions of the explain walk: [k] is the solution with steps k+1.. taken back, so [0] is
// where the walk starts (the givens) and the last is the solution.
std::vector<Grid> walk_of(const Case& c, const Explanation& explanation) {
  const int64_t levels = press_levels(*c.puzzle);
  std::vector<Grid> walk(explanation.steps.size() + 1, Grid(c.solution));
  for (size_t k = explanation.steps.size(); k > 0; --k) {
    walk[k - 1] = walk[k];
    take_back(explanation.steps[k - 1].detail, levels, walk[k - 1]);
  }
  return walk;
}

// The positions of `walk` before it reaches the solution: the steps after the last entry or
// press only read the board (Lights Out's last row, a killer's eliminations).
std::vector<Grid> unfinished(std::vector<Grid> walk, const Case& c) {
  while (!walk.empty() && walk.back().json() == c.solution) walk.pop_back();
  return walk;
}

// At most `most` indices spread over [0, n), 0 and n - 1 among them.
std::vector<size_t> spread(size_t n, size_t most) {
  std::vector<size_t> out;
  for (size_t i = 0; i < most && i < n; ++i) {
    const size_t at = most >= n ? i : i * (n - 1) / (most - 1);
    if (out.empty() || out.back() != at) out.push_back(at);
  }
  return out;
}

// Checks the hint from a correct, unfinished `position` (`progress` is how it is given: null for
// the start) and returns it.
Hint check_hint(const Case& c, const Json& progress, const Grid& position, HintDepth depth) {
  const Hint hint = c.puzzle->hint(hint_context(), progress, depth);
  SCOPED_TRACE("hint from " + (progress.is_null() ? std::string("the start") : progress.dump()));
  EXPECT_EQ(hint.status, Status::kSolved) << hint.error;
  EXPECT_EQ(hint.mistake, "") << "a correct position";
  EXPECT_FALSE(hint.solved);
  // Each depth gives what the one before it gives, and more.
  EXPECT_NE(hint.region, "");
  EXPECT_FALSE(hint.region_cells.empty()) << hint.region;
  EXPECT_EQ(hint.rule.empty(), depth < HintDepth::kRule);
  EXPECT_EQ(hint.step.has_value(), depth >= HintDepth::kStep);
  EXPECT_EQ(hint.answer.empty(), depth != HintDepth::kAnswer);
  EXPECT_EQ(hint.changes.has_value(), depth == HintDepth::kAnswer);
  if (hint.step) {
    EXPECT_EQ(hint.rule, hint.step->rule);
  }
  if (hint.step) {
    const std::string fault = rule_fault(*hint.step, c.puzzle->rules()) +
                              step_fault(hint.step->detail, Grid(c.solution), &position);
    EXPECT_EQ(fault, "") << hint.step->text << "\n" << hint.step->detail.dump();
  }
  return hint;
}

// Follows the hints from `position`, making each step's moves, until a hint says the position is
// solved; it must then be the solution.
void follow_moves(const Case& c, Grid position) {
  const Grid solution(c.solution);
  const int64_t levels = press_levels(*c.puzzle);
  int64_t cells = 0;
  for (int64_t r = 0; r < solution.rows(); ++r) cells += solution.cols(r);
  for (int64_t hints = 0; hints <= 4 * cells + 8; ++hints) {
    const Hint hint = c.puzzle->hint(hint_context(), position.json(), HintDepth::kStep);
    ASSERT_EQ(hint.status, Status::kSolved) << hint.error << "\nfrom " << position.json().dump();
    ASSERT_EQ(hint.mistake, "");
    if (hint.solved) {
      EXPECT_EQ(position.json(), c.solution) << "the hints' moves end elsewhere";
      return;
    }
    ASSERT_TRUE(hint.step.has_value());
    ASSERT_TRUE(changes_position(hint.step->detail))
        << "a hint that moves nothing: " << hint.step->detail.dump();
    make_step(hint.step->detail, solution, levels, position);
  }
  FAIL() << "the hints did not reach the solution; at " << position.json().dump();
}

// Gives up to kWrongCells open cells of the correct `position` a wrong entry (a value the
// solution holds elsewhere; one the reader refuses, as a Dominosa letter pointing off the board,
// is passed over): each must be a mistake, said without a step.
void check_wrong_entries(const Case& c, const Grid& position) {
  const Grid solution(c.solution);
  int wronged = 0;
  for (int64_t r = 0; r < position.rows() && wronged < kWrongCells; ++r) {
    for (int64_t col = 0; col < position.cols(r) && wronged < kWrongCells; ++col) {
      if (!position.is_open(r, col)) continue;
      for (const std::string& value : solution.values()) {
        if (value == value_text(solution.at(r, col))) continue;
        Grid wrong = position;
        wrong.set(r, col, value);
        Hint hint;
        try {
          hint = c.puzzle->hint(hint_context(), wrong.json(), HintDepth::kStep);
        } catch (const InputError&) {
          continue;
        }
        SCOPED_TRACE(value + " in " + cell_text(r, col) + " of " + wrong.json().dump());
        EXPECT_EQ(hint.status, Status::kSolved) << hint.error;
        EXPECT_NE(hint.mistake, "");
        EXPECT_FALSE(hint.mistake_cells.empty());
        EXPECT_FALSE(hint.step.has_value());
        ++wronged;
        break;
      }
    }
  }
  EXPECT_GT(wronged, 0) << "no open cell took a wrong entry in " << position.json().dump();
}

// Whether a step of the explanation is a move (a press) rather than a conclusion.
bool makes_any_move(const Explanation& explanation) {
  for (const Step& step : explanation.steps) {
    if (makes_moves(step.detail)) return true;
  }
  return false;
}

class ContractHint : public testing::TestWithParam<std::string> {};

TEST_P(ContractHint, FromTheStartAtEveryDepth) {
  for (const Case& c : cases(GetParam())) {
    SCOPED_TRACE(c.name());
    const std::optional<Explanation> explanation = explained(c);
    if (!explanation) continue;
    const Grid start = walk_of(c, *explanation).front();
    for (std::string_view word : hint_depth_words())
      check_hint(c, Json(), start, *hint_depth_of(word));
    // The walk's start written out is the start: the same next step.
    const Hint none = c.puzzle->hint(hint_context(), Json(), HintDepth::kStep);
    const Hint written = check_hint(c, start.json(), start, HintDepth::kStep);
    if (none.step && written.step) {
      EXPECT_EQ(written.step->rule, none.step->rule);
      EXPECT_EQ(written.step->detail, none.step->detail);
    }
  }
}

TEST_P(ContractHint, AlongTheExplainWalk) {
  for (const Case& c : cases(GetParam())) {
    SCOPED_TRACE(c.name());
    const std::optional<Explanation> explanation = explained(c);
    if (!explanation) continue;
    const std::vector<Grid> walk = unfinished(walk_of(c, *explanation), c);
    for (size_t k : spread(walk.size(), kWalkSamples)) {
      SCOPED_TRACE("after step " + std::to_string(k));
      check_hint(c, walk[k].json(), walk[k], HintDepth::kAnswer);
    }
    const Hint done = c.puzzle->hint(hint_context(), c.solution, HintDepth::kAnswer);
    EXPECT_EQ(done.status, Status::kSolved) << done.error;
    EXPECT_TRUE(done.solved) << "the finished grid";
    EXPECT_EQ(done.mistake, "");
    EXPECT_FALSE(done.step.has_value());
  }
}

TEST_P(ContractHint, AWrongEntryIsAMistakeOrStillLeadsToTheSolution) {
  for (const Case& c : cases(GetParam())) {
    SCOPED_TRACE(c.name());
    const std::optional<Explanation> explanation = explained(c);
    if (!explanation) continue;
    const std::vector<Grid> walk = unfinished(walk_of(c, *explanation), c);
    ASSERT_FALSE(walk.empty()) << "the walk starts at the solution";
    if (makes_any_move(*explanation)) {
      follow_moves(c, walk.front());
      Grid pressed = walk.front();
      pressed.set_count(0, 0, (pressed.count(0, 0) + 1) % press_levels(*c.puzzle));
      follow_moves(c, pressed);
      continue;
    }
    check_wrong_entries(c, walk.front());
    check_wrong_entries(c, walk[(walk.size() - 1) / 2]);
  }
}

INSTANTIATE_TEST_SUITE_P(EveryType, ContractHint, testing::ValuesIn(type_words()), WordName());

}  // namespace
}  // namespace gridlogic::contract
