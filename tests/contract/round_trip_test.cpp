// The contract's round trips: a generated puzzle read back from each of its spellings (its JSON,
// its text, and every foreign format that can write it), directly and through the reader that
// the front ends use, is the same puzzle by its canonical JSON.
#include <gtest/gtest.h>

#include "contract/cases.hpp"
#include "gridlogic/foreign_format.hpp"
#include "gridlogic/io.hpp"

namespace gridlogic::contract {
namespace {

// The one puzzle the reader makes of `content` (typed by what it holds), or null with a failure.
std::unique_ptr<Puzzle> read_back(const std::string& content, const std::string& spelling) {
  std::vector<InputItem> items = read_puzzles(content, ReadOptions{});
  if (items.size() != 1) {
    ADD_FAILURE() << spelling << ": the reader found " << items.size() << " puzzles in\n"
                  << content;
    return nullptr;
  }
  if (items[0].puzzle == nullptr) {
    ADD_FAILURE() << spelling << ": the reader refused it: " << items[0].error << "\n" << content;
  }
  return std::move(items[0].puzzle);
}

// The puzzle of a text form through from_text, its header line split as the reader splits it:
// the type word, then key=value pairs.
std::unique_ptr<Puzzle> from_text_form(const PuzzleKind& kind, const std::string& text) {
  const size_t end = text.find('\n');
  std::map<std::string, std::string> params;
  std::istringstream header(text.substr(0, end));
  std::string word;
  header >> word;
  params["type"] = word;
  for (std::string pair; header >> pair;) {
    const size_t equals = pair.find('=');
    params[pair.substr(0, equals)] = equals == std::string::npos ? "" : pair.substr(equals + 1);
  }
  return kind.from_text(end == std::string::npos ? "" : text.substr(end + 1), params);
}

class ContractRoundTrip : public testing::TestWithParam<std::string> {};

TEST_P(ContractRoundTrip, EverySpellingReadsBackAsTheSamePuzzle) {
  for (const Case& c : cases(GetParam())) {
    SCOPED_TRACE(c.name());
    if (c.puzzle == nullptr) {
      ADD_FAILURE() << c.error;
      continue;
    }
    const PuzzleKind& kind = c.puzzle->kind();
    const Json canonical = c.puzzle->to_json();
    EXPECT_EQ(canonical.value("type", ""), c.puzzle->type_name());
    EXPECT_EQ(kind.from_json(canonical)->to_json(), canonical) << "from_json";
    if (auto read = read_back(canonical.dump(), "JSON")) {
      EXPECT_EQ(read->to_json(), canonical);
    }

    const std::string text = c.puzzle->to_text();
    EXPECT_EQ(from_text_form(kind, text)->to_json(), canonical) << "from_text of\n" << text;
    if (auto read = read_back(text, "text")) {
      EXPECT_EQ(read->to_json(), canonical) << text;
    }

    for (const ForeignFormat* format : kind.foreign_formats()) {
      SCOPED_TRACE(std::string(format->name()));
      std::string written;
      try {
        written = format->write(*c.puzzle);
      } catch (const NotAvailable&) {
        continue;  // the format cannot say this puzzle, and says so
      }
      EXPECT_EQ(recognise_foreign(written, &kind), format) << written;
      EXPECT_EQ(format->read(written)->to_json(), canonical) << written;
      if (auto read = read_back(written, std::string(format->name()))) {
        EXPECT_EQ(read->to_json(), canonical) << written;
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(EveryType, ContractRoundTrip, testing::ValuesIn(type_words()), WordName());

}  // namespace
}  // namespace gridlogic::contract
