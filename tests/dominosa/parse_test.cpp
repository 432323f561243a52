// Dominosa parsing, validation and canonical output.
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "dominosa/helpers.hpp"

namespace {

using dominosa_test::kind;
using dominosa_test::parse;
using gridlogic::InputError;
using gridlogic::Json;

const char* kExample =
    R"({"type": "dominosa", "grid": [[2, 1, 1, 2], [0, 0, 0, 2], [1, 0, 2, 1]]})";

struct BadCase {
  const char* name;
  bool text;  // text body (with params below) instead of JSON
  std::string input;
  std::map<std::string, std::string> params;
  std::string rule;
  std::string where;  // must appear in the message
};

// Captures the InputError of one bad input; fails the test when none is thrown.
InputError error_of(const BadCase& c) {
  try {
    if (c.text) {
      (void)kind().from_text(c.input, c.params);
    } else {
      (void)kind().from_json(Json::parse(c.input));
    }
  } catch (const InputError& e) {
    return e;
  }
  ADD_FAILURE() << c.name << ": no error thrown";
  return InputError("", "", "");
}

class BadInput : public ::testing::TestWithParam<BadCase> {};

TEST_P(BadInput, NamesRuleAndPlace) {
  const BadCase& c = GetParam();
  InputError e = error_of(c);
  EXPECT_EQ(e.rule(), c.rule) << c.name << ": " << e.what();
  EXPECT_NE(std::string(e.what()).find(c.where), std::string::npos)
      << c.name << ": '" << e.what() << "' does not name " << c.where;
  EXPECT_NE(std::string(e.what()).find("[rule: " + c.rule + "]"), std::string::npos) << e.what();
}

std::string big_grid_json(int rows) {
  std::string s = R"({"grid": [)";
  for (int r = 0; r < rows; ++r) s += (r ? ",[0]" : "[0]");
  return s + "]}";
}

INSTANTIATE_TEST_SUITE_P(
    Dominosa, BadInput,
    ::testing::Values(
        BadCase{"not_object", false, "[1, 2]", {}, "not an object", ""},
        BadCase{
            "missing_grid", false, R"({"type": "dominosa"})", {}, "missing field", "field grid"},
        BadCase{"grid_not_list", false, R"({"grid": 5})", {}, "not a list", "field grid"},
        BadCase{"grid_empty", false, R"({"grid": []})", {}, "empty", "field grid"},
        BadCase{
            "row_not_list", false, R"({"grid": [[0, 0, 1], 7]})", {}, "not a list", "grid row 2"},
        BadCase{"entry_string",
                false,
                R"({"grid": [[0, 0, 1], [1, "a", 1]]})",
                {},
                "not an integer",
                "r2c2"},
        BadCase{"entry_float",
                false,
                R"({"grid": [[0, 0.5, 1], [1, 0, 1]]})",
                {},
                "not an integer",
                "r1c2"},
        BadCase{"entry_negative",
                false,
                R"({"grid": [[0, 0, 1], [1, 0, -1]]})",
                {},
                "value out of range",
                "r2c3"},
        BadCase{"ragged",
                false,
                R"({"grid": [[0, 0, 1], [1, 0]]})",
                {},
                "rows of unequal length",
                "grid row 2"},
        BadCase{"empty_row", false, R"({"grid": [[], []]})", {}, "empty row", "grid row 1"},
        BadCase{"cell_count",
                false,
                R"({"grid": [[0, 0, 1], [1, 0, 1], [0, 1, 1]]})",
                {},
                "wrong cell count",
                "3 x 3 = 9 cells"},
        BadCase{"max_mismatch",
                false,
                R"({"max": 3, "grid": [[2, 1, 1, 2], [0, 0, 0, 2], [1, 0, 2, 1]]})",
                {},
                "size does not match max",
                "max 3"},
        BadCase{"max_not_int",
                false,
                R"({"max": "two", "grid": [[2, 1, 1, 2], [0, 0, 0, 2], [1, 0, 2, 1]]})",
                {},
                "not an integer",
                "field max"},
        BadCase{"max_negative",
                false,
                R"({"max": -1, "grid": [[0, 0]]})",
                {},
                "value out of range",
                "field max"},
        BadCase{"value_above_max",
                false,
                R"({"grid": [[2, 1, 1, 2], [0, 0, 0, 2], [1, 3, 2, 1]]})",
                {},
                "value out of range",
                "r3c2"},
        BadCase{"value_count",
                false,
                R"({"grid": [[2, 1, 1, 2], [0, 0, 0, 2], [1, 1, 2, 1]]})",
                {},
                "wrong value count",
                "r3c4"},
        BadCase{"too_many_rows", false, big_grid_json(5000), {}, "too large", "field grid"},
        BadCase{"wrong_type",
                false,
                R"({"type": "binox", "grid": [[0, 0]]})",
                {},
                "wrong type",
                "field type"},
        BadCase{"text_token",
                true,
                "2 1 1 2\n0 0 x 2\n1 0 2 1\n",
                {},
                "not an integer",
                "line 2 (r2c3)"},
        BadCase{"text_negative",
                true,
                "2 1 1 2\n0 0 0 2\n1 0 2 -1\n",
                {},
                "not an integer",
                "line 3 (r3c4)"},
        BadCase{"text_huge",
                true,
                "2 1 1 2\n0 0 0 2\n1 0 2 99999999999\n",
                {},
                "value out of range",
                "line 3 (r3c4)"},
        BadCase{"text_blank_line",
                true,
                "2 1 1 2\n0 0 0 2\n\n1 0 2 1\n",
                {},
                "blank line in grid",
                "line 3"},
        BadCase{"text_ragged",
                true,
                "2 1 1 2\n0 0 0 2\n1 0 2\n",
                {},
                "rows of unequal length",
                "line 3 (row 3)"},
        BadCase{"text_empty", true, "\n\n", {}, "empty", "no grid rows"},
        BadCase{"text_unknown_key",
                true,
                "2 1 1 2\n0 0 0 2\n1 0 2 1\n",
                {{"size", "3"}},
                "unknown header key",
                "header"},
        BadCase{"text_header_max",
                true,
                "2 1 1 2\n0 0 0 2\n1 0 2 1\n",
                {{"max", "4"}},
                "size does not match max",
                "max 4"},
        BadCase{"text_header_max_word",
                true,
                "0 0\n",
                {{"max", "zero"}},
                "not an integer",
                "header max"},
        BadCase{"text_value_count",
                true,
                "0 0 0 0\n0 1 1 1\n2 2 2 2\n",
                {},
                "wrong value count",
                "line 2 (r2c1)"}),
    [](const ::testing::TestParamInfo<BadCase>& info) { return std::string(info.param.name); });

TEST(DominosaParse, AcceptsTheFormatsExample) {
  auto p = kind().from_json(Json::parse(kExample));
  Json j = p->to_json();
  EXPECT_EQ(j["type"], "dominosa");
  EXPECT_EQ(j["max"], 2);
  EXPECT_EQ(j["grid"], Json::parse("[[2, 1, 1, 2], [0, 0, 0, 2], [1, 0, 2, 1]]"));
  EXPECT_EQ(p->to_text(), "dominosa max=2\n2 1 1 2\n0 0 0 2\n1 0 2 1\n");
}

TEST(DominosaParse, IgnoresUnknownKeysAndChecksGivenMax) {
  Json j = Json::parse(kExample);
  j["id"] = "x7";
  j["notes"] = {1, 2};
  j["max"] = 2;
  EXPECT_EQ(kind().from_json(j)->to_json()["max"], 2);
}

TEST(DominosaParse, SmallestBoard) {
  auto p = kind().from_json(Json::parse(R"({"grid": [[0], [0]]})"));
  EXPECT_EQ(p->to_json()["max"], 0);
}

TEST(DominosaParse, TextAcceptsExtraWhiteSpaceAndTabs) {
  auto p = kind().from_text("\n  2\t1 1   2 \r\n0 0 0 2\n1 0 2 1\n\n", {{"type", "dominosa"}});
  EXPECT_EQ(p->to_json(), kind().from_json(Json::parse(kExample))->to_json());
}

TEST(DominosaParse, RoundTripsAreLossless) {
  std::mt19937_64 rng(11);
  const std::vector<std::array<int, 3>> shapes = {{1, 2, 0},   {2, 3, 1},    {3, 4, 2}, {4, 5, 3},
                                                  {10, 11, 9}, {12, 11, 10}, {1, 12, 2}};
  for (auto [rows, cols, max] : shapes) {
    auto b = dominosa_test::shuffled_board(rows, cols, max, rng);
    auto p = parse(dominosa_test::grid_json(b));
    // JSON -> board -> JSON
    Json j = p->to_json();
    EXPECT_EQ(kind().from_json(j)->to_json(), j);
    EXPECT_EQ(j["grid"], dominosa_test::grid_json(b)["grid"]);
    // text -> board -> text, header split off as the front end would.
    std::string text = p->to_text();
    auto newline = text.find('\n');
    ASSERT_EQ(text.substr(0, newline), "dominosa max=" + std::to_string(max));
    auto q = kind().from_text(text.substr(newline + 1),
                              {{"type", "dominosa"}, {"max", std::to_string(max)}});
    EXPECT_EQ(q->to_text(), text);
    EXPECT_EQ(q->to_json(), j);
  }
}

TEST(DominosaParse, WideValuesAlignInText) {
  std::mt19937_64 rng(5);
  auto b = dominosa_test::shuffled_board(11, 12, 10, rng);
  std::string text = parse(dominosa_test::grid_json(b))->to_text();
  // Every row line has the same length: two characters per value plus separators.
  auto lines = text.substr(text.find('\n') + 1);
  size_t first = lines.find('\n');
  EXPECT_EQ(first, static_cast<size_t>(12 * 2 + 11));
}

}  // namespace

namespace {

// Text cells are tokens, so a non-ASCII one is already named at its cell; the message must
// quote it legibly, and bytes that are not UTF-8 as \xNN.
TEST(DominosaParse, NonAsciiTokensAreQuotedAtTheirCell) {
  BadCase accented{"accented", true, "2 1 1 2\n0 é 0 2\n1 0 2 1\n", {}, "not an integer", ""};
  InputError e = error_of(accented);
  EXPECT_EQ(e.where(), "line 2 (r2c2)") << e.what();
  EXPECT_NE(std::string(e.what()).find("'é' is not"), std::string::npos) << e.what();
  BadCase invalid{"invalid", true, "2 1 1 2\n0 \xC0 0 2\n1 0 2 1\n", {}, "not an integer", ""};
  EXPECT_NE(std::string(error_of(invalid).what()).find("'\\xC0' is not"), std::string::npos);
}

}  // namespace
