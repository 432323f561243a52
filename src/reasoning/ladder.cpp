#include "reasoning/ladder.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace gridlogic::reasoning {
namespace {

std::vector<Rule> table_rows(const std::vector<std::string_view>& levels,
                             const std::vector<LadderFacts::Row>& rows) {
  std::vector<Rule> out;
  int reached = 0;
  for (const LadderFacts::Row& row : rows) {
    const auto level = std::find(levels.begin(), levels.end(), row.level);
    if (level == levels.end()) {
      throw std::invalid_argument(
          "ladder: rule '" + std::string(row.name) +
          "' has a level that is not on the scale: " + std::string(row.level));
    }
    reached =
        row.rank >= 0 ? row.rank : std::max(reached, static_cast<int>(level - levels.begin()));
    out.push_back({row.name, reached, row.summary, row.level, row.rating});
  }
  return out;
}

}  // namespace

double no_bonus(const HardWork& /*work*/) {
  return 0;
}

LadderFacts::LadderFacts(std::vector<std::string_view> levels, const std::vector<Row>& rows,
                         UseBonus bonus, UseBonus tie_break)
    : levels_(std::move(levels)),
      table_(table_rows(levels_, rows)),
      bonus_(bonus),
      tie_break_(tie_break) {
  for (const Row& row : rows) {
    level_.push_back(level_index(row.level));
    rating_.push_back(row.rating);
    last_resort_.push_back(row.last_resort ? 1 : 0);
  }
}

size_t LadderFacts::level_index(std::string_view name) const {
  return static_cast<size_t>(std::find(levels_.begin(), levels_.end(), name) - levels_.begin());
}

std::vector<std::string_view> LadderFacts::difficulty_choices(std::vector<std::string_view> before,
                                                              std::string_view hardest) const {
  const size_t last = level_index(hardest);
  if (last == levels_.size()) {
    throw std::invalid_argument("ladder: no level called " + std::string(hardest));
  }
  for (size_t i = 0; i <= last; ++i) before.push_back(levels_[i]);
  return before;
}

}  // namespace gridlogic::reasoning
