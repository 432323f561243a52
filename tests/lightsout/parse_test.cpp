// Parsing, validation, canonical output, verify and render of lightsout boards.
#include <gtest/gtest.h>

#include <algorithm>
#include <utility>
#include <vector>

#include "gridlogic/foreign_format.hpp"
#include "puzzles/lightsout/board.hpp"
#include "puzzles/lightsout/foreign.hpp"
#include "puzzles/lightsout/kind.hpp"

namespace gridlogic::lightsout {
namespace {

struct BadCase {
  const char* json;
  const char* rule;
  const char* where;
};

TEST(LightsOutParse, RejectsBadJsonWithRuleAndPlace) {
  const BadCase cases[] = {
      {R"({"levels": 1, "grid": ["00"]})", "levels out of range", "field levels"},
      {R"({"levels": 0, "grid": ["00"]})", "levels out of range", "field levels"},
      {R"({"levels": "x", "grid": ["00"]})", "not an integer", "field levels"},
      {R"({"levels": 3, "grid": ["012", "01"]})", "ragged rows", "row 2"},
      {R"({"levels": 3, "grid": ["012", "0a2"]})", "bad character", "row 2, col 2"},
      {R"({"levels": 3, "grid": ["013"]})", "level out of range", "row 1, col 3"},
      {R"({"grid": ["10", "02"]})", "level out of range", "row 2, col 2"},
      {R"({"grid": []})", "empty", "field grid"},
      {R"({"grid": [""]})", "empty row", "row 1"},
      {R"({"grid": ["##", "##"]})", "no cells", "field grid"},
      {R"({"levels": 12, "grid": ["0101"]})", "digits need levels <= 10", "row 1"},
      {R"({"levels": 12, "grid": [[0, 11], [12, 0]]})", "level out of range", "row 2, col 1"},
      {R"({"levels": 12, "grid": [[0, 11], [-2, 0]]})", "level out of range", "row 2, col 1"},
      {R"({"levels": 12, "grid": [[0, 11], [1]]})", "ragged rows", "row 2"},
      {R"({"levels": 12, "grid": [[0, 1.5]]})", "not an integer", "grid row 1, col 2"},
      {R"({"nodes": 3, "edges": [[0, 3]], "state": [0, 0, 0]})", "node out of range", "edge 0"},
      {R"({"nodes": 3, "edges": [[0, 1], [1, 1]], "state": [0, 0, 0]})", "self-loop", "edge 1"},
      {R"({"nodes": 3, "edges": [[0, 1], [1, 2], [1, 0]], "state": [0, 0, 0]})", "duplicate edge",
       "edge 2"},
      {R"({"nodes": 3, "edges": [[0, 1, 2]], "state": [0, 0, 0]})", "bad edge", "edge 0"},
      {R"({"nodes": 3, "edges": [], "state": [0, 0]})", "state length", "field state"},
      {R"({"nodes": 3, "edges": [], "state": [0, 2, 0]})", "level out of range", "node 1"},
      {R"({"nodes": 0, "edges": [], "state": []})", "value out of range", "field nodes"},
      {R"({"nodes": 2, "edges": []})", "missing field", "field state"},
      {R"({"levels": 2})", "missing field", "field grid"},
      {R"({"grid": ["01"], "nodes": 2, "state": [0, 1]})", "both grid and graph", "field nodes"},
      {R"([1, 2])", "not an object", ""},
      {R"({"grid": "0101"})", "not a list", "field grid"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.json);
    try {
      (void)kind().from_json(Json::parse(c.json));
      ADD_FAILURE() << "accepted";
    } catch (const InputError& e) {
      EXPECT_EQ(e.rule(), c.rule) << e.what();
      EXPECT_EQ(e.where(), c.where) << e.what();
    }
  }
}

TEST(LightsOutParse, RejectsBadTextWithLineNumbers) {
  struct TextCase {
    const char* body;
    std::map<std::string, std::string> params;
    const char* rule;
    const char* where;
  };
  const TextCase cases[] = {
      {"010\n01\n", {}, "ragged rows", "line 2"},
      {"010\n0x0\n", {}, "bad character", "line 2, col 2"},
      {"012\n", {{"levels", "2"}}, "level out of range", "line 1, col 3"},
      {"01\n", {{"levels", "1"}}, "levels out of range", "header"},
      {"01\n", {{"levels", "two"}}, "not an integer", "header"},
      {"0 11\n12 #\n", {{"levels", "12"}}, "level out of range", "line 2, col 1"},
      {"0 11\nq #\n", {{"levels", "12"}}, "bad character", "line 2, col 1"},
      {"state 0 1 0\nedges 0-1 1-1\n", {{"nodes", "3"}}, "self-loop", "line 2"},
      {"state 0 1\n", {{"nodes", "3"}}, "state length", "line 1"},
      {"", {}, "empty", "line 1"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.body);
    try {
      (void)kind().from_text(c.body, c.params);
      ADD_FAILURE() << "accepted";
    } catch (const InputError& e) {
      EXPECT_EQ(e.rule(), c.rule) << e.what();
      EXPECT_EQ(e.where(), c.where) << e.what();
    }
  }
}

TEST(LightsOutParse, RowsRunTogetherPastTenLevelsSayToSpaceThem) {
  // With 12 levels a cell may be 11: "12#1" cannot be read digit by digit, and the error says
  // what the row needs; a one-column row of one number stays a board.
  for (const char* body : {"12#1\n1#1\n", "3141592653589793238462643\n1\n"}) {
    try {
      (void)kind().from_text(body, {{"levels", "12"}});
      ADD_FAILURE() << "accepted " << body;
    } catch (const InputError& e) {
      EXPECT_NE(std::string(e.what()).find("separated by spaces"), std::string::npos) << e.what();
    }
  }
  // "11" over "10" is a column of 11 and 10, or 1 1 over 1 0: refused, naming both, unless the
  // header gives the width.
  try {
    (void)kind().from_text("11\n10\n", {{"levels", "12"}});
    ADD_FAILURE() << "read by a guess";
  } catch (const InputError& e) {
    EXPECT_EQ(e.rule(), "ambiguous row") << e.what();
    EXPECT_NE(std::string(e.what()).find("cols=1"), std::string::npos) << e.what();
  }
  const auto column = kind().from_text("11\n10\n", {{"levels", "12"}, {"cols", "1"}});
  EXPECT_EQ(column->to_json()["grid"], Json::parse("[[11], [10]]"));
  EXPECT_EQ(column->to_text(), "lightsout levels=12 cols=1\n11\n10\n");
  EXPECT_EQ(kind().from_text("11 1\n10 0\n", {{"levels", "12"}, {"cols", "2"}})->to_json()["grid"],
            Json::parse("[[11, 1], [10, 0]]"));
  EXPECT_THROW((void)kind().from_text("11 1\n10 0\n", {{"levels", "12"}, {"cols", "3"}}),
               InputError);
  EXPECT_THROW((void)kind().from_text("101\n010\n", {{"cols", "2"}}), InputError);
}

TEST(LightsOutParse, RoundTripsJsonAndText) {
  const char* inputs[] = {
      R"({"type": "lightsout", "levels": 2, "grid": ["10110", "0#101", "11011", "00000", "10101"]})",
      R"({"type": "lightsout", "levels": 3, "grid": ["210", "1#2"]})",
      R"({"type": "lightsout", "levels": 12, "grid": [[0, 11, -1], [3, 4, 5]]})",
      R"({"type": "lightsout", "levels": 2, "nodes": 6, "edges": [[0,1],[1,2],[1,3],[2,4],[3,4],[4,5]], "state": [1,1,0,0,1,1]})",
      R"({"type": "lightsout", "levels": 5, "nodes": 2, "edges": [], "state": [4, 0]})",
  };
  for (const char* text : inputs) {
    SCOPED_TRACE(text);
    Json in = Json::parse(text);
    auto p = kind().from_json(in);
    Json out = p->to_json();
    EXPECT_EQ(out["levels"], in["levels"]);
    if (in.contains("grid")) {
      EXPECT_EQ(out["grid"], in["grid"]);
    }
    if (in.contains("state")) {
      EXPECT_EQ(out["state"], in["state"]);
    }
    EXPECT_EQ(kind().from_json(out)->to_json(), out);
    // Text: parse the header the way the front end does (first line: type key=value ...).
    std::string t = p->to_text();
    size_t nl = t.find('\n');
    std::string header = t.substr(0, nl);
    std::map<std::string, std::string> params;
    size_t pos = header.find(' ');
    while (pos != std::string::npos) {
      size_t next = header.find(' ', pos + 1);
      std::string kv =
          header.substr(pos + 1, next == std::string::npos ? std::string::npos : next - pos - 1);
      params[kv.substr(0, kv.find('='))] = kv.substr(kv.find('=') + 1);
      pos = next;
    }
    EXPECT_EQ(header.rfind("lightsout levels=", 0), 0u);
    auto back = kind().from_text(t.substr(nl + 1), params);
    EXPECT_EQ(back->to_json(), out);
    EXPECT_EQ(back->to_text(), t);
  }
}

TEST(LightsOutParse, TextWithoutHeaderDefaultsToTwoLevels) {
  auto p = kind().from_text("101\n#10\n", {});
  EXPECT_EQ(p->to_json()["grid"], Json::parse(R"(["101", "#10"])"));
  EXPECT_EQ(p->to_json()["levels"], 2);
}

TEST(LightsOutVerify, AcceptsRightAndNamesTheFirstWrongCell) {
  // 3x3, k=3, from the documents: state [[2,1,1],[1,1,2],[0,2,1]] solved by 000 122 200.
  auto p = kind().from_json(Json::parse(R"({"levels": 3, "grid": ["211", "112", "021"]})"));
  EXPECT_TRUE(p->verify(Json::parse(R"(["000", "122", "200"])")).valid);
  // Same pattern with pressing counts above k-1 (5 = 2 mod 3) is still right.
  EXPECT_TRUE(p->verify(Json::parse(R"(["000", "152", "200"])")).valid);
  Verdict off_by_one = p->verify(Json::parse(R"(["000", "122", "100"])"));
  EXPECT_FALSE(off_by_one.valid);
  EXPECT_NE(off_by_one.error.find("row 2, col 1"), std::string::npos) << off_by_one.error;
  EXPECT_NE(off_by_one.error.find("light left on"), std::string::npos);
  // Wrong shapes.
  EXPECT_NE(p->verify(Json::parse(R"(["000", "122"])")).error.find("presses shape"),
            std::string::npos);
  EXPECT_NE(p->verify(Json::parse(R"(["000", "12", "200"])")).error.find("presses shape"),
            std::string::npos);
  EXPECT_NE(p->verify(Json::parse(R"(["000", "1x2", "200"])")).error.find("bad character"),
            std::string::npos);
  EXPECT_FALSE(p->verify(Json::parse(R"(7)")).valid);
}

TEST(LightsOutVerify, HolesMustBeMarked) {
  auto p = kind().from_json(Json::parse(R"({"grid": ["1#", "11"]})"));
  // Pressing (1,0) toggles (0,0), (1,0), (1,1): the hole is no one's neighbour.
  EXPECT_TRUE(p->verify(Json::parse(R"(["0#", "10"])")).valid);
  Verdict v = p->verify(Json::parse(R"(["00", "10"])"));
  EXPECT_FALSE(v.valid);
  EXPECT_NE(v.error.find("hole not marked"), std::string::npos) << v.error;
  v = p->verify(Json::parse(R"(["#0", "10"])"));
  EXPECT_NE(v.error.find("hole on a cell"), std::string::npos) << v.error;
  // Int-list presses for k > 10 use -1 for holes.
  auto q = kind().from_json(Json::parse(R"({"levels": 11, "grid": [[10, -1], [10, 10]]})"));
  EXPECT_TRUE(q->verify(Json::parse(R"([[0, -1], [1, 0]])")).valid);
  EXPECT_FALSE(q->verify(Json::parse(R"([[0, 0], [1, 0]])")).valid);
  // On a hole any character but '#' is "hole not marked", even one just below '0' in ASCII.
  for (const char* presses : {R"(["0x", "10"])", R"(["0/", "10"])"}) {
    v = p->verify(Json::parse(presses));
    EXPECT_NE(v.error.find("hole not marked"), std::string::npos) << presses << ": " << v.error;
  }
  v = q->verify(Json::parse(R"([[0, 0], [1, 0]])"));
  EXPECT_NE(v.error.find("a hole must be -1"), std::string::npos) << v.error;
  v = q->verify(Json::parse(R"([[-1, -1], [1, 0]])"));
  EXPECT_NE(v.error.find("-1 marks a cell that is not a hole"), std::string::npos) << v.error;
}

TEST(LightsOutVerify, GraphBoards) {
  auto p = kind().from_json(Json::parse(
      R"({"nodes": 6, "edges": [[0,1],[1,2],[1,3],[2,4],[3,4],[4,5]], "state": [1,1,0,0,1,1]})"));
  EXPECT_TRUE(p->verify(Json::parse("[0,1,0,0,1,0]")).valid);
  Verdict v = p->verify(Json::parse("[0,1,0,0,0,1]"));
  EXPECT_FALSE(v.valid);
  EXPECT_NE(v.error.find("node "), std::string::npos);
  EXPECT_FALSE(p->verify(Json::parse("[0,1,0,0,1]")).valid);
}

TEST(LightsOutRender, DrawsHolesAndPresses) {
  auto p = kind().from_json(Json::parse(R"({"grid": ["1#", "10"]})"));
  std::string plain = p->render(nullptr);
  EXPECT_NE(plain.find("* #"), std::string::npos) << plain;
  Json presses = Json::parse(R"(["0#", "10"])");
  std::string with = p->render(&presses);
  EXPECT_NE(with.find("presses"), std::string::npos) << with;
  EXPECT_NE(with.find(". #"), std::string::npos) << with;
  auto g = kind().from_json(
      Json::parse(R"({"levels": 3, "nodes": 2, "edges": [[0,1]], "state": [2, 0]})"));
  EXPECT_NE(g->render(nullptr).find("node 0: level 2"), std::string::npos);
}

}  // namespace
}  // namespace gridlogic::lightsout

namespace gridlogic::lightsout {
namespace {

// A regular size has one solution; a singular one (5 x 5) is made too (generate_test.cpp).
TEST(LightsOutGenerate, ReproducibleUniqueOnRegularSizes) {
  Context ctx;
  ctx.seed = 42;
  GenerateParams params;
  params.values = {{"size", "6"}, {"levels", "3"}};
  Generated g = kind().generate(ctx, params);
  EXPECT_TRUE(g.puzzle->verify(g.solution).valid);
  CountResult c = g.puzzle->count(ctx, {}, 2);
  EXPECT_EQ(c.num_solutions.to_u64(), 1u);
  Generated again = kind().generate(ctx, params);
  EXPECT_EQ(again.puzzle->to_json(), g.puzzle->to_json());
  ctx.seed = 43;
  EXPECT_NE(kind().generate(ctx, params).puzzle->to_json(), g.puzzle->to_json());
  EXPECT_FALSE(g.extra.contains("nullity"));
  params.values = {{"size", "5"}};
  EXPECT_EQ(kind().generate(ctx, params).extra["nullity"], 2);
  params.values = {{"rows", "3"}, {"cols", "7"}, {"levels", "2"}};
  Generated r = kind().generate(ctx, params);
  EXPECT_EQ(r.puzzle->to_json()["grid"].size(), 3u);
  EXPECT_EQ(r.puzzle->to_json()["grid"][0].get<std::string>().size(), 7u);
}

}  // namespace
}  // namespace gridlogic::lightsout

namespace gridlogic::lightsout {
namespace {

// Widths count characters: a non-ASCII cell is a bad character where it stands, not a ragged row.
TEST(LightsOutParse, NonAsciiCellsAreNamedAtTheirColumn) {
  struct Case {
    bool text;
    std::string input;
    const char* rule;
    const char* where;
    const char* detail;
  };
  const Case cases[] = {
      {true, "1é1\n010\n101\n", "bad character", "line 1, col 2", "'é' is neither a digit nor '#'"},
      {true, "1１1\n010\n", "bad character", "line 1, col 2", "full-width form of '1'"},
      {true, "1\xE0\x80\x80\n010\n", "invalid UTF-8", "line 1, col 2", "0xE0"},
      {false, R"({"grid": ["1é1", "010"]})", "bad character", "row 1, col 2", "'é'"},
      {false, R"({"levels": 2, "nodes": 3, "state": "1é0"})", "bad character", "node 1",
       "'é' is not a digit"},
      // Three bytes, two characters: ragged in characters, though not in bytes.
      {true, "100\n0é\n", "ragged rows", "line 2", "has 2 cells, row 1 has 3"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.input);
    try {
      if (c.text) {
        (void)kind().from_text(c.input, {});
      } else {
        (void)kind().from_json(Json::parse(c.input));
      }
      ADD_FAILURE() << "accepted";
    } catch (const InputError& e) {
      EXPECT_EQ(e.rule(), c.rule) << e.what();
      EXPECT_EQ(e.where(), c.where) << e.what();
      EXPECT_NE(std::string(e.what()).find(c.detail), std::string::npos) << e.what();
    }
  }
  // A graph's digit string and a text state line count characters too.
  try {
    (void)kind().from_text("state 1é0\n", {{"nodes", "3"}});
    ADD_FAILURE() << "accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(e.rule(), "bad character") << e.what();
    EXPECT_EQ(e.where(), "line 1, node 1") << e.what();
  }
}

TEST(LightsOutVerify, NonAsciiPressesAreNamedAtTheirColumn) {
  auto p = kind().from_json(Json::parse(R"({"levels": 3, "grid": ["211", "112", "021"]})"));
  Verdict v = p->verify(Json::parse(R"(["000", "1é2", "200"])"));
  EXPECT_FALSE(v.valid);
  EXPECT_NE(v.error.find("presses row 2, col 2"), std::string::npos) << v.error;
  EXPECT_NE(v.error.find("bad character"), std::string::npos) << v.error;
}

}  // namespace
}  // namespace gridlogic::lightsout

namespace gridlogic::lightsout {
namespace {

// A graph's edges are written canonically (smaller node first, sorted), so JSON -> Flip id ->
// JSON gives the same JSON whatever order the input lists them in.
TEST(LightsOutParse, GraphThroughFlipIdAndBackIsTheSameJson) {
  const Json input = Json::parse(
      R"({"type":"lightsout","levels":2,"nodes":6,"edges":[[5,1],[1,2],[1,3],[2,4],[3,4],[4,5]],"state":[1,1,0,0,1,1]})");
  const auto puzzle = kind().from_json(input);
  const Json canonical = puzzle->to_json();
  const std::string id = write_foreign(*puzzle, "tatham");
  ASSERT_TRUE(tatham_format().recognises(id, false)) << id;
  const auto back = tatham_format().read(id);
  EXPECT_EQ(back->to_json().dump(), canonical.dump()) << id;
  EXPECT_EQ(write_foreign(*back, "tatham"), id);
  // Canonical: each edge smaller node first, the edges sorted; the same graph.
  std::vector<std::pair<int, int>> edges;
  for (const Json& e : input["edges"]) {
    const int a = e[0].get<int>();
    const int b = e[1].get<int>();
    edges.emplace_back(std::min(a, b), std::max(a, b));
  }
  std::sort(edges.begin(), edges.end());
  ASSERT_EQ(canonical["edges"].size(), edges.size());
  for (size_t i = 0; i < edges.size(); ++i) {
    EXPECT_EQ(canonical["edges"][i][0].get<int>(), edges[i].first);
    EXPECT_EQ(canonical["edges"][i][1].get<int>(), edges[i].second);
  }
  EXPECT_EQ(canonical["state"], input["state"]);
}

}  // namespace
}  // namespace gridlogic::lightsout
