// The lightsout body parser (fed line by line as a reader reads) against the whole-text parser:
// the same board or the same error, word for word, on every kind of body; and through the
// reader, the same items with the same line numbers as a body cut whole.
#include <gtest/gtest.h>

#include <random>

#include "gridlogic/io.hpp"
#include "puzzles/lightsout/board.hpp"
#include "puzzles/lightsout/kind.hpp"

namespace gridlogic::lightsout {
namespace {

using Params = std::map<std::string, std::string>;

std::string outcome_of(const std::function<std::unique_ptr<Puzzle>()>& parse) {
  try {
    return "board " + parse()->to_text();
  } catch (const InputError& e) {
    return "error " + e.rule() + " | " + e.where() + " | " + e.what();
  }
}

// The lines a reader would feed: the body's lines without trailing white space.
std::vector<std::string> fed_lines(const std::string& body) {
  std::vector<std::string> lines;
  size_t start = 0;
  while (start < body.size()) {
    size_t end = body.find('\n', start);
    if (end == std::string::npos) end = body.size();
    std::string line = body.substr(start, end - start);
    line.erase(line.find_last_not_of(" \t\r\v\f") + 1);
    lines.push_back(line);
    start = end + 1;
  }
  return lines;
}

std::string fed_outcome(const std::string& body, const Params& params) {
  return outcome_of([&] {
    std::unique_ptr<TextBodyParser> parser = kind().text_body_parser(params);
    for (const std::string& line : fed_lines(body)) parser->feed(line);
    return parser->finish();
  });
}

std::string whole_outcome(const std::string& body, const Params& params) {
  return outcome_of([&] { return kind().from_text(body, params); });
}

struct BodyCase {
  Params params;
  std::string body;
};

std::vector<BodyCase> crafted_bodies() {
  const Params two = {{"levels", "2"}};
  std::string tall;
  for (int r = 0; r < kMaxSide + 1; ++r) tall += "1\n";
  std::string tall_then_bad = tall + "2\n";
  std::string exactly_max;
  for (int r = 0; r < kMaxSide; ++r) exactly_max += "1\n";
  return {
      {two, "0101\n1100\n"},
      {{}, "0101\n1100\n"},
      {{{"levels", "02"}}, "0101\n1100\n"},
      {two, "0101  \n1100\t\n"},
      {two, "\n0101\n\n\n1100\n\n"},
      {two, "\n0101\n\n\n1100\n\n11#0\n0011\n"},  // blank lines before packing ends
      {two, "0101\n1#00\n"},
      {two, "0101\n1200\n"},
      {two, "0101\n110\n"},
      {two, "0101\n11001\n"},
      {two,
       "0101\n110\n1\xff"
       "01\n"},  // a ragged row before invalid UTF-8: UTF-8 is named
      {two,
       "0101\n1x00\n1\xff"
       "01\n"},
      {two, "0101\n11 00\n"},
      {two, " 0101\n1100\n"},
      {two,
       "01\xc3\xa9"
       "1\n0101\n"},
      {two,
       "0101\n01\xef\xbc\x91"
       "1\n"},  // a full-width digit
      {two, ""},
      {two, "\n\n"},
      {two, "####\n####\n"},
      {two, "0\n"},
      {two, tall},
      {two, tall_then_bad},
      {two, exactly_max},
      {two, std::string(kMaxSide + 1, '1') + "\n" + std::string(kMaxSide + 1, '1') + "\n"},
      {two, std::string(kMaxSide, '1') + "\n" + std::string(kMaxSide, '0') + "\n"},
      {{{"levels", "3"}}, "0120\n2210\n"},
      {{{"levels", "3"}}, "0120\n2230\n"},
      {{{"levels", "x"}}, "0101\n1100\n"},
      {{{"levels", "1"}}, "0101\n1100\n"},
      {{{"levels", "99999999999999999999"}}, "01\n10\n"},
      {{{"levels", "12"}}, "1 2 3\n4 # 11\n"},
      {{{"levels", "12"}}, "1 2\n3 -5\n"},
      {{{"levels", "12"}}, "1 2\n3\n"},
      {{{"nodes", "3"}}, "state 0 1 0\nedges 0-1 1-2\n"},
      {{{"nodes", "3"}}, "state 0 1 0\nbogus\n"},
      {{{"nodes", "3"}, {"levels", "2"}}, "state 011\n"},
  };
}

TEST(LightsOutTextBody, FedLinesReadAsTheWholeBody) {
  for (const BodyCase& c : crafted_bodies()) {
    SCOPED_TRACE(c.body.substr(0, 60));
    EXPECT_EQ(fed_outcome(c.body, c.params), whole_outcome(c.body, c.params));
  }
}

TEST(LightsOutTextBody, RandomBodiesWithOneFlawReadAsTheWholeBody) {
  std::mt19937_64 rng(21);
  const char* flaws[] = {"2", "#", " ", "x", "\xff", "\xc3\xa9", "", "11"};
  int errors = 0;
  for (int round = 0; round < 300; ++round) {
    const size_t rows = 1 + rng() % 12;
    const size_t cols = 1 + rng() % 140;
    std::vector<std::string> lines(rows, std::string(cols, '0'));
    for (auto& line : lines) {
      for (auto& ch : line) ch = (rng() & 1U) ? '1' : '0';
    }
    if (round % 3 != 0) {  // one flaw, anywhere
      std::string& line = lines[rng() % rows];
      const char* flaw = flaws[rng() % std::size(flaws)];
      const size_t at = rng() % line.size();
      if (rng() & 1U) {
        line.replace(at, 1, flaw);
      } else {
        line.insert(at, flaw);
      }
    }
    std::string body;
    for (const auto& line : lines) body += line + ((rng() % 5 == 0) ? "\n\n" : "\n");
    const Params params = {{"levels", "2"}};
    const std::string whole = whole_outcome(body, params);
    EXPECT_EQ(fed_outcome(body, params), whole) << body;
    errors += whole.rfind("error", 0) == 0 ? 1 : 0;
  }
  EXPECT_GT(errors, 50);  // the flaws do reach the errors
}

// ---- through the reader -----------------------------------------------------------------------

// The same puzzle cut whole, as the reader cut every text body before body parsers: its body
// from the first line after the header that is not blank, each line without trailing white
// space.
PuzzleText cut_whole(const std::string& input, int64_t header_line, const Params& params) {
  const std::vector<std::string> lines = fed_lines(input);
  PuzzleText text;
  text.kind = &kind();
  text.params = std::make_shared<const Params>(params);
  text.header_line = header_line;
  text.position = 1;
  size_t at = static_cast<size_t>(header_line);
  while (at < lines.size() && lines[at].empty()) ++at;
  text.line = static_cast<int64_t>(at) + 1;
  for (; at < lines.size(); ++at) text.text += lines[at] + "\n";
  return text;
}

std::string item_outcome(const InputItem& item) {
  if (item.puzzle == nullptr) return "error " + item.error;
  return "board " + item.puzzle->to_text();
}

TEST(LightsOutTextBody, TheReaderNamesTheSameLines) {
  for (const BodyCase& c : crafted_bodies()) {
    if (c.body.find_first_not_of('\n') == std::string::npos) continue;  // no body: no puzzle
    SCOPED_TRACE(c.body.substr(0, 60));
    std::string header = "lightsout";
    for (const auto& [key, value] : c.params) header += " " + key + "=" + value;
    const std::string input = "\n" + header + "\n\n" + c.body;
    const std::vector<InputItem> items = read_puzzles(input, {});
    ASSERT_EQ(items.size(), 1u);
    Params params = c.params;
    params["type"] = "lightsout";
    const InputItem whole = parse_puzzle(cut_whole(input, 2, params), {});
    EXPECT_EQ(item_outcome(items[0]), item_outcome(whole));
    EXPECT_EQ(items[0].error_status, whole.error_status);
    EXPECT_EQ(items[0].line, whole.line);
  }
}

TEST(LightsOutTextBody, TheReaderFeedsBodiesThatSpanLines) {
  PuzzleReader reader(std::string_view("lightsout\n0101\n1100\n\nlightsout\n0101\n"), {});
  const std::optional<PuzzleText> spanning = reader.next_text();
  ASSERT_TRUE(spanning.has_value());
  EXPECT_NE(spanning->fed, nullptr);
  EXPECT_TRUE(spanning->text.empty()) << "a fed body is not held as text";
  const std::optional<PuzzleText> one_line = reader.next_text();
  ASSERT_TRUE(one_line.has_value());
  EXPECT_EQ(one_line->fed, nullptr);
  EXPECT_EQ(one_line->text, "0101\n");
  const InputItem item = parse_puzzle(*spanning, {});
  ASSERT_NE(item.puzzle, nullptr) << item.error;
  EXPECT_EQ(item.puzzle->size_label(), "2x4");
}

TEST(LightsOutTextBody, CrlfReadsAsLf) {
  const std::string lf =
      "binox\nXO\nOX\n\nlightsout levels=2\n0110\n1\n\n0111\n\nlightsout\n0110\n1001\n";
  std::string crlf;
  for (char ch : lf) crlf += ch == '\n' ? std::string("\r\n") : std::string(1, ch);
  const auto a = read_puzzles(lf, {});
  const auto b = read_puzzles(crlf, {});
  ASSERT_EQ(a.size(), 3u);
  ASSERT_EQ(b.size(), 3u);
  for (size_t i = 0; i < a.size(); ++i) EXPECT_EQ(item_outcome(a[i]), item_outcome(b[i]));
  EXPECT_EQ(a[1].error.rfind("line 7: ", 0), 0u) << a[1].error;  // the ragged row, in the file
  EXPECT_NE(a[2].puzzle, nullptr) << a[2].error;
}

TEST(LightsOutTextBody, BodiesPastTheLimitAreTooLarge) {
  ReadOptions small;
  small.max_puzzle_bytes = 40;
  const std::string expected =
      "line 3: one puzzle's text is longer than 40 bytes (--max-puzzle-mb) [rule: too large]";
  // Rows that fit, past the limit together; a row past the limit alone (a cut line; as the
  // second line it would make every line a puzzle of its own, as a cut line does in any text).
  for (const std::string& body :
       {std::string("0101010101\n0101010101\n0101010101\n0101010101\n"),
        std::string("0101010101\n0101010101\n") + std::string(60, '1') + "\n0101010101\n",
        std::string("0101010101\n0101010101\n0101010101\n1#1#1#1#1#\n")}) {
    const std::string input = "\nlightsout\n" + body + "\nlightsout\n11\n11\n";
    const auto items = read_puzzles(input, small);
    ASSERT_EQ(items.size(), 2u) << body;
    EXPECT_EQ(items[0].error, expected);
    EXPECT_EQ(items[0].error_status, Status::kTooLarge);
    EXPECT_NE(items[1].puzzle, nullptr) << "the next puzzle is read: " << items[1].error;
  }
  // Exactly at the limit: read (4 rows of 9 characters and their line breaks are 40 bytes).
  const auto items = read_puzzles("lightsout\n010101010\n010101010\n010101010\n010101010\n", small);
  ASSERT_EQ(items.size(), 1u);
  EXPECT_NE(items[0].puzzle, nullptr) << items[0].error;
}

TEST(LightsOutTextBody, AFedErrorIsNamedAtItsLineOfTheInput) {
  // What a body parser threw is reported as from_text's errors are: its line counted in the
  // input, a header error at the header's line.
  PuzzleText text;
  text.kind = &kind();
  text.params = std::make_shared<const Params>(Params{{"type", "lightsout"}});
  text.line = 10;
  text.header_line = 8;
  text.fed_error = std::make_exception_ptr(InputError("bad character", "line 3, col 1", "'x'"));
  EXPECT_EQ(parse_puzzle(text, {}).error, "line 12, col 1: 'x' [rule: bad character]");
  text.fed_error = std::make_exception_ptr(InputError("not an integer", "header", "levels"));
  EXPECT_EQ(parse_puzzle(text, {}).error, "line 8: header: levels [rule: not an integer]");
  text.fed_error = std::make_exception_ptr(std::runtime_error("out of memory"));
  EXPECT_EQ(parse_puzzle(text, {}).error, "line 10: out of memory");
}

}  // namespace
}  // namespace gridlogic::lightsout
