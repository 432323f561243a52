// The rule tables of docs/puzzles/ say what the ladders say: every rule of a type's table is a row
// of its page's table, with the ladder's level (and rating, where the page gives one).
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "gridlogic/puzzle.hpp"

namespace gridlogic {
namespace {

std::vector<std::string> cells_of(const std::string& line) {
  std::vector<std::string> out;
  std::stringstream in(line);
  std::string cell;
  std::getline(in, cell, '|');  // before the first bar
  while (std::getline(in, cell, '|')) {
    const size_t first = cell.find_first_not_of(' ');
    const size_t last = cell.find_last_not_of(' ');
    out.push_back(first == std::string::npos ? "" : cell.substr(first, last - first + 1));
  }
  return out;
}

// The rows of every table in `page` whose header has a "rule" column: rule -> row, with the
// header's column names.
struct DocRow {
  std::vector<std::string> header, cells;
};
std::vector<DocRow> rule_rows(const std::string& page) {
  std::ifstream in(page);
  EXPECT_TRUE(in) << page;
  std::vector<DocRow> out;
  std::vector<std::string> header;
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind('|', 0) != 0) {
      header.clear();
      continue;
    }
    std::vector<std::string> cells = cells_of(line);
    if (header.empty()) {
      header = cells;
      continue;
    }
    if (!cells.empty() && cells[0].rfind("---", 0) == 0) continue;
    out.push_back({header, cells});
  }
  return out;
}

std::string column(const DocRow& row, const std::string& name) {
  for (size_t i = 0; i < row.header.size() && i < row.cells.size(); ++i) {
    if (row.header[i] == name || row.header[i].find(name) != std::string::npos) return row.cells[i];
  }
  return "";
}

TEST(DocsLadders, EveryRuleIsInItsPageWithItsLevelAndRating) {
  for (const PuzzleKind* kind : all_kinds()) {
    std::vector<DocRow> rows;
    std::vector<std::string> pages = {std::string(kind->name())};
    for (const KindAlias& alias : kind->aliases()) pages.emplace_back(alias.name);
    for (const std::string& name : pages) {
      const std::string page =
          std::string(GRIDLOGIC_TEST_DATA) + "/../../docs/puzzles/" + name + ".md";
      if (!std::ifstream(page)) continue;
      for (DocRow& row : rule_rows(page)) rows.push_back(std::move(row));
    }
    ASSERT_FALSE(rows.empty()) << kind->name() << ": no page with a rule table";
    for (const Rule& rule : kind->rules().all()) {
      if (rule.level.empty()) continue;  // a table without levels (Lights Out's phases)
      const DocRow* found = nullptr;
      for (const DocRow& row : rows) {
        if (column(row, "rule") == rule.name) found = &row;
      }
      if (found == nullptr && rule.name == "search") continue;  // said in prose
      ASSERT_NE(found, nullptr) << kind->name() << ": rule '" << rule.name << "' is in no table";
      const std::string level = column(*found, "level");
      EXPECT_EQ(level, rule.level) << kind->name() << ": " << rule.name;
      const std::string rating = column(*found, "rating");
      if (!rating.empty() && rating != "—") {
        EXPECT_NEAR(std::stod(rating), rule.rating, 0.05) << kind->name() << ": " << rule.name;
      }
    }
  }
}

}  // namespace
}  // namespace gridlogic
