// The API reads nothing by a guess (run_command as the server calls it): a key given twice in a
// puzzle, a position or generate's parameters is refused naming it, never the last one taken.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "api/commands.hpp"
#include "api/generate.hpp"

namespace gridlogic::api {
namespace {

TEST(ApiNoGuess, APuzzleGivingAKeyTwiceIsRefused) {
  ApiLimits limits;
  const Reply reply = run_command(
      "solve", {}, R"({"type":"lightsout","levels":2,"grid":["10","01"],"levels":3})", limits);
  EXPECT_EQ(reply.status, 400) << reply.body;
  const nlohmann::json body = nlohmann::json::parse(reply.body);
  EXPECT_EQ(body["rule"], "duplicate key") << reply.body;
  EXPECT_EQ(body["where"], "field levels") << reply.body;
}

TEST(ApiNoGuess, APositionGivingAKeyTwiceIsRefused) {
  ApiLimits limits;
  const std::string puzzle = R"({"type":"binox","grid":["X...","..O.","....","...X"]})";
  const Reply reply = run_command(
      "hint", {{"progress", R"({"grid":["X...","..O.","....","...X"],"grid":["XX.."]})"}}, puzzle,
      limits);
  EXPECT_EQ(reply.status, 400) << reply.body;
  EXPECT_EQ(nlohmann::json::parse(reply.body)["rule"], "duplicate key") << reply.body;
}

TEST(ApiNoGuess, GenerateParametersGivenTwiceInTheBodyAreRefused) {
  ApiLimits limits;
  const Reply reply = run_command("generate", {}, R"({"type":"sudoku","seed":1,"seed":2})", limits);
  EXPECT_EQ(reply.status, 400) << reply.body;
  const nlohmann::json body = nlohmann::json::parse(reply.body);
  EXPECT_EQ(body["rule"], "duplicate key") << reply.body;
  EXPECT_EQ(body["where"], "body, field seed") << reply.body;
}

}  // namespace
}  // namespace gridlogic::api
