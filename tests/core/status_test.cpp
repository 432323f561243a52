// How a run ended, as types: every Status has its word and exit code, too large is a type and
// not a phrase, an error's rule and status travel as data, and why a run stopped is said apart
// from what it found.
#include "gridlogic/status.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <set>
#include <string>

#include "base/stop_reason.hpp"
#include "gridlogic/io.hpp"
#include "gridlogic/results.hpp"

namespace gridlogic {
namespace {

struct StatusRow {
  Status status;
  std::string_view word;
  ExitCode exit_code;
};

// FORMATS.md "Results" and the README's exit codes, one row a status.
const StatusRow kStatusTable[] = {
    {Status::kSolved, "solved", ExitCode::kOk},
    {Status::kUnsolvable, "unsolvable", ExitCode::kFailed},
    {Status::kInvalid, "invalid", ExitCode::kInvalid},
    {Status::kTimeout, "timeout", ExitCode::kLimit},
    {Status::kTooLarge, "too_large", ExitCode::kLimit},
    {Status::kValid, "valid", ExitCode::kOk},
    {Status::kWrong, "wrong", ExitCode::kFailed},
    {Status::kHint, "hint", ExitCode::kOk},
    {Status::kMistake, "mistake", ExitCode::kFailed},
    {Status::kComplete, "complete", ExitCode::kOk},
};

TEST(StatusTable, EveryStatusHasItsWordAndExitCode) {
  ASSERT_EQ(std::size(kStatusTable), std::size(kAllStatuses));
  std::set<Status> seen;
  for (const StatusRow& row : kStatusTable) {
    seen.insert(row.status);
    EXPECT_EQ(to_string(row.status), row.word);
    EXPECT_EQ(exit_code_for(row.status), row.exit_code) << row.word;
    EXPECT_EQ(status_from_string(row.word), row.status) << row.word;
  }
  for (const Status status : kAllStatuses) EXPECT_EQ(seen.count(status), 1u) << to_string(status);
  EXPECT_EQ(status_from_string("finished"), std::nullopt);
  EXPECT_EQ(status_from_string("Solved"), std::nullopt);
}

TEST(StatusTable, EveryStopReasonHasItsWord) {
  ASSERT_EQ(std::size(kAllStopReasons), 4u);
  EXPECT_EQ(to_string(StopReason::kFinished), "finished");
  EXPECT_EQ(to_string(StopReason::kTimeLimit), "time_limit");
  EXPECT_EQ(to_string(StopReason::kCancelled), "cancel");
  EXPECT_EQ(to_string(StopReason::kNodeLimit), "node_limit");
}

// The type decides, never the words: an InputError whose rule happens to read "too large" is
// invalid input, and a TooLarge is past a limit whatever its place and detail say.
TEST(TooLargeError, TheTypeDecidesTheStatus) {
  const InputError named("too large", "field grid", "has 9 rows");
  EXPECT_EQ(named.status(), Status::kInvalid);
  const TooLarge past(TooLarge::Limit::kTypeSize, "field grid", "has 9 rows [rule: not a list]");
  EXPECT_EQ(past.status(), Status::kTooLarge);
  EXPECT_EQ(past.rule(), "too large");
  EXPECT_EQ(past.limit(), TooLarge::Limit::kTypeSize);
  // The text for people is as every InputError writes it.
  EXPECT_STREQ(past.what(), "field grid: has 9 rows [rule: not a list] [rule: too large]");
  const InputError& as_input_error = past;
  EXPECT_EQ(as_input_error.status(), Status::kTooLarge);
}

TEST(TooLargeError, RewordedAtAnotherPlaceItStaysTooLarge) {
  try {
    throw_like(TooLarge(TooLarge::Limit::kModelEntries, "model", "9 entries"), "char 3", "x");
  } catch (const TooLarge& error) {
    EXPECT_EQ(error.limit(), TooLarge::Limit::kModelEntries);
    EXPECT_EQ(error.where(), "char 3");
    EXPECT_STREQ(error.what(), "char 3: x [rule: too large]");
  }
  try {
    throw_like(InputError("bad character", "row 1", "'x'"), "char 3", "y");
  } catch (const TooLarge&) {
    ADD_FAILURE() << "an InputError reworded became a TooLarge";
  } catch (const InputError& error) {
    EXPECT_EQ(error.rule(), "bad character");
    EXPECT_EQ(error.status(), Status::kInvalid);
  }
}

// A type's size limit read from a puzzle: the item says too_large from the parser's TooLarge.
TEST(TooLargeError, APuzzlePastItsTypesLimitIsTooLarge) {
  const std::string wide = "{\"type\":\"binox\",\"grid\":[\"" + std::string(5000, '.') + "\"]}";
  const std::vector<InputItem> items = read_puzzles(wide + "\n", {});
  ASSERT_EQ(items.size(), 1u);
  EXPECT_EQ(items[0].error_status, Status::kTooLarge) << items[0].error;
  EXPECT_EQ(items[0].error_rule, "too large");
  EXPECT_EQ(invalid_result(items[0]).to_json()["status"], "too_large");
}

// The reader's own refusals (not a parser's) carry their rule as data too: a too-long text, a
// JSON array left open, JSON nested too deep, too many values.
TEST(ReaderErrors, CarryTheirRuleAndStatusAsData) {
  ReadOptions small;
  small.max_puzzle_bytes = 100;
  std::vector<InputItem> items =
      read_puzzles("{\"type\":\"binox\",\"x\":\"" + std::string(300, 'a') + "\"}\n", small);
  ASSERT_EQ(items.size(), 1u);
  EXPECT_EQ(items[0].error_rule, "too large") << items[0].error;
  EXPECT_EQ(items[0].error_status, Status::kTooLarge);

  items = read_puzzles("[{\"type\":\"binox\",\"grid\":[\"XO\",\"OX\"]}\n", {});
  ASSERT_FALSE(items.empty());
  const InputItem& open = items.back();
  EXPECT_EQ(open.error_rule, "malformed JSON") << open.error;
  EXPECT_EQ(open.error_status, Status::kInvalid);

  items = read_puzzles(std::string(70, '[') + std::string(70, ']') + "\n", {});
  ASSERT_EQ(items.size(), 1u);
  EXPECT_EQ(items[0].error_rule, "too deep") << items[0].error;
  EXPECT_EQ(items[0].error_status, Status::kInvalid);
}

// The rule is the error's field, whatever its text says: a cut text whose sentence ends in a
// "[rule: ...]" of its own still names the rule it was refused by.
TEST(ReaderErrors, TheRuleIsTheErrorsFieldNotItsText) {
  PuzzleText text;
  text.json = true;
  text.line = 4;
  text.position = 1;
  text.error = "line 4: quoted 'x [rule: not this]' [rule: nor this]";
  text.error_rule = "too large";
  text.error_status = Status::kTooLarge;
  const InputItem item = parse_puzzle(std::move(text), {});
  EXPECT_EQ(item.error_rule, "too large");
  EXPECT_EQ(item.error_status, Status::kTooLarge);
  EXPECT_EQ(item.error, "line 4: quoted 'x [rule: not this]' [rule: nor this]");

  InputItem failed;
  failed.fail(InputError("bad character", "row 2", "'[rule: x]'"), "line 3: row 2: ...");
  EXPECT_EQ(failed.error_rule, "bad character");
  EXPECT_EQ(failed.error_where, "row 2");
  EXPECT_EQ(failed.error_status, Status::kInvalid);
  EXPECT_EQ(failed.error, "line 3: row 2: ...");
}

TEST(StopReasons, TheContextSaysWhichOfItsLimitsStoppedARun) {
  Context past;
  past.deadline = Context::Clock::now();
  EXPECT_EQ(past.stop_reason(), StopReason::kTimeLimit);
  std::atomic<bool> cancel{true};
  Context cancelled;
  cancelled.cancel = &cancel;
  EXPECT_EQ(cancelled.stop_reason(), StopReason::kCancelled);
  past.cancel = &cancel;  // both: the caller asked for the stop
  EXPECT_EQ(past.stop_reason(), StopReason::kCancelled);
}

TEST(StopReasons, ATimeoutWithoutAReasonGetsTheContexts) {
  std::atomic<bool> cancel{true};
  Context ctx;
  ctx.cancel = &cancel;
  SolveResult timed_out;
  timed_out.status = Status::kTimeout;
  EXPECT_EQ(with_stop_reason(timed_out, ctx).stop, StopReason::kCancelled);
  SolveResult capped = timed_out;
  capped.stop = StopReason::kNodeLimit;  // a reason of its own stays
  EXPECT_EQ(with_stop_reason(capped, ctx).stop, StopReason::kNodeLimit);
  SolveResult solved;
  solved.status = Status::kSolved;  // an answer did not stop early
  EXPECT_EQ(with_stop_reason(solved, ctx).stop, StopReason::kFinished);
}

// A real search: a sudoku of 16 x 16 without givens cannot be counted, so a count stops; the
// result says by what, right after its status.
TEST(StopReasons, ACountStoppedSaysByWhat) {
  const std::vector<InputItem> items =
      read_puzzles("{\"type\":\"sudoku\",\"size\":16,\"id\":\"e\"}\n", {});
  ASSERT_EQ(items.size(), 1u);
  ASSERT_NE(items[0].puzzle, nullptr) << items[0].error;
  std::atomic<bool> cancel{true};
  Context cancelled;
  cancelled.cancel = &cancel;
  CountResult stopped = items[0].puzzle->count(cancelled, {}, 0);
  EXPECT_EQ(stopped.status, Status::kTimeout);
  EXPECT_EQ(stopped.stop, StopReason::kCancelled);
  const std::string line = count_result(items[0], std::move(stopped), 1).json_line();
  EXPECT_EQ(line.rfind("{\"id\":\"e\",\"type\":\"sudoku\",\"status\":\"timeout\","
                       "\"stopped_by\":\"cancel\",",
                       0),
            0u)
      << line;

  const CountResult timed = items[0].puzzle->count(Context::with_time_limit(0.05), {}, 0);
  EXPECT_EQ(timed.status, Status::kTimeout);
  EXPECT_EQ(timed.stop, StopReason::kTimeLimit);
  // A count that stops at its limit finished what it was asked: no stopped_by.
  const CountResult two = items[0].puzzle->count(Context::with_time_limit(60), {}, 2);
  EXPECT_EQ(two.status, Status::kSolved);
  EXPECT_EQ(two.stop, StopReason::kFinished);
  EXPECT_FALSE(two.complete);
  EXPECT_FALSE(count_result(items[0], two, 1).to_json().contains("stopped_by"));
}

TEST(StopReasons, EveryReasonButFinishedIsWrittenAfterTheStatus) {
  InputItem item;
  item.id = "7";
  item.kind = find_kind("binox");
  for (const StopReason reason : kAllStopReasons) {
    SolveResult result;
    result.status = Status::kTimeout;
    result.stop = reason;
    result.nodes = 12;
    result.error = "stopped";
    const OrderedJson object = solve_result(item, std::move(result), 2).to_json();
    if (reason == StopReason::kFinished) {
      EXPECT_FALSE(object.contains("stopped_by")) << object;
      continue;
    }
    auto it = object.begin();
    ASSERT_EQ((it++).key(), "id");
    ASSERT_EQ((it++).key(), "type");
    ASSERT_EQ((it++).key(), "status");
    EXPECT_EQ(it.key(), "stopped_by") << object;
    EXPECT_EQ(it.value(), to_string(reason));
  }
}

// Result keeps the Status and writes its word: the hint's three answers and verify's two.
TEST(ResultStatus, IsKeptAsAStatusAndWrittenAsItsWord) {
  InputItem item;
  item.id = "1";
  item.kind = find_kind("binox");
  Hint mistake;
  mistake.status = Status::kSolved;
  mistake.mistake = "two X's";
  Result result = hint_result(item, mistake, 0);
  EXPECT_EQ(result.status(), Status::kMistake);
  EXPECT_EQ(exit_code_for(result.status()), ExitCode::kFailed);
  EXPECT_EQ(result.to_json()["status"], "mistake");
  Verdict wrong;
  wrong.error = "row 1: three X's";
  result = verify_result(item, wrong, 0);
  EXPECT_EQ(result.status(), Status::kWrong);
  EXPECT_NE(result.json_line().find("\"status\":\"wrong\""), std::string::npos);
  item.error = "line 1: field grid: has 5000 columns [rule: too large]";
  item.error_status = Status::kTooLarge;
  EXPECT_EQ(invalid_result(item).status(), Status::kTooLarge);
  EXPECT_EQ(exit_code_for(invalid_result(item).status()), ExitCode::kLimit);
}

}  // namespace
}  // namespace gridlogic
