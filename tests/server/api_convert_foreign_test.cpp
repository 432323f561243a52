// The API's convert?to= in other programs' formats (no network: run_command as the server calls
// it), and a Tatham id or f-puzzles link as the body of any command.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "api/commands.hpp"

namespace gridlogic::api {
namespace {

const std::string kUnrulyId = "unruly:8x8u:bCgDBbefGBAacDakac";

TEST(ApiConvertForeign, ToTathamAndBack) {
  ApiLimits limits;
  const Reply json = run_command("convert", {}, kUnrulyId, limits);
  ASSERT_EQ(json.status, 200) << json.body;
  EXPECT_EQ(nlohmann::json::parse(json.body)["type"], "binox");
  const Reply id = run_command("convert", {{"to", "tatham"}}, json.body, limits);
  ASSERT_EQ(id.status, 200) << id.body;
  EXPECT_EQ(id.content_type, "text/plain; charset=utf-8");
  EXPECT_EQ(id.body, kUnrulyId + "\n");
}

TEST(ApiConvertForeign, FpuzzlesLinkOfASudokuAndRefusals) {
  ApiLimits limits;
  const Reply link =
      run_command("convert", {{"to", "fpuzzles-link"}}, "solo:2x3:5_4d6f2a3_4b6_3a5f5d6_3", limits);
  ASSERT_EQ(link.status, 200) << link.body;
  EXPECT_EQ(link.body.rfind("https://www.f-puzzles.com/?load=N4Ig", 0), 0u) << link.body;
  const Reply solved = run_command("solve", {}, link.body, limits);
  EXPECT_EQ(nlohmann::json::parse(solved.body)["status"], "solved") << solved.body;
  // A binox has no f-puzzles form: well formed, impossible (422), naming the option.
  const Reply refused = run_command("convert", {{"to", "fpuzzles"}}, kUnrulyId, limits);
  EXPECT_EQ(refused.status, 422) << refused.body;
  EXPECT_EQ(nlohmann::json::parse(refused.body)["where"], "query parameter to") << refused.body;
  // A bad id: 400, its character named.
  const Reply bad = run_command("convert", {}, "unruly:8x8u:bC1", limits);
  EXPECT_EQ(bad.status, 400) << bad.body;
  EXPECT_NE(bad.body.find("char 15"), std::string::npos) << bad.body;
  EXPECT_EQ(run_command("convert", {{"to", "nonsense"}}, kUnrulyId, limits).status, 400);
}

TEST(ApiConvertForeign, TypesListTheFormatsOfEachType) {
  const Reply reply = types_reply(ApiLimits());
  ASSERT_EQ(reply.status, 200);
  const nlohmann::json types = nlohmann::json::parse(reply.body);
  for (const auto& listed : types["types"]) {
    const auto expected = listed["name"] == "killer"
                              ? nlohmann::json::array({"tatham", "fpuzzles", "fpuzzles-link"})
                              : nlohmann::json::array({"tatham"});
    EXPECT_EQ(listed["foreign_formats"], expected) << listed["name"];
  }
}

}  // namespace
}  // namespace gridlogic::api
