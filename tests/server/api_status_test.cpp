// The API's codes and fields come from types, not words (run_command as the server calls it):
// the HTTP status of every Status, a TooLarge refused 422 and an error that only says "too large"
// 400, the rule of a refusal from the error's field, and a stopped run saying what stopped it.
#include <gtest/gtest.h>

#include <atomic>
#include <nlohmann/json.hpp>
#include <string>

#include "api/commands.hpp"
#include "api/http_status.hpp"
#include "api/params.hpp"

namespace gridlogic::api {
namespace {

using nlohmann::json;

TEST(ApiStatus, EveryStatusHasItsHttpCode) {
  struct Row {
    Status status;
    int http;
  };
  // docs/server.md: results are 200 whatever they say; what cannot be read is 400, what is past
  // a limit 422.
  const Row table[] = {
      {Status::kSolved, 200},   {Status::kUnsolvable, 200}, {Status::kInvalid, 400},
      {Status::kTimeout, 200},  {Status::kTooLarge, 422},   {Status::kValid, 200},
      {Status::kWrong, 200},    {Status::kHint, 200},       {Status::kMistake, 200},
      {Status::kComplete, 200},
  };
  ASSERT_EQ(std::size(table), std::size(kAllStatuses));
  for (size_t i = 0; i < std::size(table); ++i) {
    ASSERT_EQ(table[i].status, kAllStatuses[i]);
    EXPECT_EQ(http_status_for(table[i].status), table[i].http) << to_string(table[i].status);
  }
}

TEST(ApiStatus, ARefusalTakesItsCodeFromTheErrorsType) {
  const ApiError plain = refusal(InputError("too large", "", "says so"), "body");
  EXPECT_EQ(plain.status, 400);  // the words are no size limit
  EXPECT_EQ(plain.rule, "too large");
  EXPECT_EQ(plain.where, "body");
  const ApiError past = refusal(TooLarge(TooLarge::Limit::kTypeSize, "field grid", "9 rows"), "x");
  EXPECT_EQ(past.status, 422);
  EXPECT_EQ(past.rule, "too large");
  EXPECT_EQ(past.where, "field grid");
  EXPECT_EQ(past.error, "field grid: 9 rows [rule: too large]");
}

TEST(ApiStatus, APuzzlePastItsTypesLimitIs422AndAMalformedOne400) {
  ApiLimits limits;
  const std::string wide = R"({"type":"binox","grid":[")" + std::string(5000, '.') + R"("]})";
  Reply reply = run_command("solve", {}, wide, limits);
  EXPECT_EQ(reply.status, 422) << reply.body;
  EXPECT_EQ(json::parse(reply.body)["rule"], "too large") << reply.body;

  reply = run_command("solve", {}, R"({"type":"binox","grid":"XO"})", limits);
  EXPECT_EQ(reply.status, 400) << reply.body;
  EXPECT_EQ(json::parse(reply.body)["rule"], "not a list") << reply.body;
}

// The reader's own refusals name their rule as data: a body past the puzzle limit, JSON nested
// too deep.
TEST(ApiStatus, TheReadersRefusalsNameTheirRule) {
  ApiLimits limits;
  limits.max_body = 200;
  Reply reply =
      run_command("solve", {}, R"({"type":"binox","x":")" + std::string(300, 'a') + "\"}", limits);
  EXPECT_EQ(reply.status, 422) << reply.body;
  json body = json::parse(reply.body);
  EXPECT_EQ(body["rule"], "too large") << reply.body;
  EXPECT_EQ(body["where"], "body") << reply.body;

  reply = run_command("solve", {}, std::string(70, '[') + std::string(70, ']'), ApiLimits{});
  EXPECT_EQ(reply.status, 400) << reply.body;
  EXPECT_EQ(json::parse(reply.body)["rule"], "too deep") << reply.body;
}

// A refusal's rule is the error's field even where its sentence quotes a "[rule: ...]" of the
// input's own; the sentence stays as people read it.
TEST(ApiStatus, TheRuleIsTheErrorsFieldWhateverItsTextQuotes) {
  const Reply reply =
      run_command("solve", {}, R"({"type":"[rule: not a list]","grid":["XO","OX"]})", ApiLimits{});
  EXPECT_EQ(reply.status, 400) << reply.body;
  const json body = json::parse(reply.body);
  EXPECT_EQ(body["rule"], "unknown type") << reply.body;
  EXPECT_EQ(body["where"], "field type") << reply.body;
  EXPECT_EQ(body["error"],
            "line 1: field type: unknown puzzle type '[rule: not a list]' [rule: unknown type]")
      << reply.body;
}

// An export past the answer limit: the model's TooLarge (which limit: the model's entries) is
// answered as the answer being too large.
TEST(ApiStatus, AModelPastTheAnswerLimitIsTheAnswerTooLarge) {
  ApiLimits limits;
  limits.max_answer = 400;
  const Reply reply = run_command(
      "export", {{"to", "cnf"}},
      "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..", limits);
  EXPECT_EQ(reply.status, 422) << reply.body;
  const json body = json::parse(reply.body);
  EXPECT_EQ(body["rule"], "too large") << reply.body;
  EXPECT_EQ(body["where"], "answer") << reply.body;
}

// A run the server stops (its cancel flag) and one past its time say which stopped them; both
// are status timeout, as before.
TEST(ApiStatus, AStoppedRunSaysWhatStoppedIt) {
  const std::string empty = R"({"type":"sudoku","size":16})";
  std::atomic<bool> stopping{true};
  ApiLimits cancelled;
  cancelled.timeout = 0;
  cancelled.cancel = &stopping;
  Reply reply = run_command("count", {{"limit", "0"}}, empty, cancelled);
  EXPECT_EQ(reply.status, 200) << reply.body;
  json body = json::parse(reply.body);
  EXPECT_EQ(body["status"], "timeout") << reply.body;
  EXPECT_EQ(body["stopped_by"], "cancel") << reply.body;

  ApiLimits timed;
  timed.timeout = 0.1;
  reply = run_command("count", {{"limit", "0"}}, empty, timed);
  body = json::parse(reply.body);
  EXPECT_EQ(body["status"], "timeout") << reply.body;
  EXPECT_EQ(body["stopped_by"], "time_limit") << reply.body;

  reply = run_command("count", {{"limit", "2"}}, empty, ApiLimits{});
  body = json::parse(reply.body);
  EXPECT_EQ(body["status"], "solved") << reply.body;
  EXPECT_FALSE(body.contains("stopped_by")) << reply.body;
}

}  // namespace
}  // namespace gridlogic::api
