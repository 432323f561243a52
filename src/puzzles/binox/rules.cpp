// The summaries are what a person reads in `explain` output and the docs; the order is the
// cheapest-first order of explain. The levels follow Tatham's Unruly solver: "trivial" uses only
// no-three and the last open cell of a line, "easy" adds completing a line that holds half its
// cells of one symbol and the unique-rows check, "normal" adds the quota with no-three. What
// his solver never needs gets the levels above: one-line reasoning (hard), forcing (extreme),
// search (unreasonable).
#include "puzzles/binox/rules.hpp"

#include <array>

namespace gridlogic::binox {
namespace {

struct Scale {
  size_t level;  // index into binox_levels()
  double rating;
};

// Indexed by BinoxRule.
constexpr std::array<Scale, 10> kScale = {{
    {0, 1.0},  // pair
    {0, 1.1},  // sandwich
    {0, 1.2},  // last cell
    {1, 2.0},  // balance
    {1, 2.2},  // distinct lines
    {2, 3.0},  // quota and no three
    {3, 4.0},  // line analysis
    {3, 4.2},  // distinct completions
    {4, 5.0},  // contradiction
    {5, 6.0},  // guess
}};

}  // namespace

const RuleTable& binox_rules() {
  static const RuleTable table{
      {"pair", 0, "two equal neighbours: the cells on both ends take the other symbol"},
      {"sandwich", 1, "two equal cells one apart: the cell between takes the other symbol"},
      {"last cell", 2, "a line with one open cell: it takes the symbol the line is short of"},
      {"balance", 3, "a line holding all its X's (or O's): its other cells take the other symbol"},
      {"distinct lines", 4,
       "a line whose X's all lie where a complete line has X's, one short: its last X may not "
       "go where it would copy that line"},
      {"quota and no three", 5,
       "a line with one X left to place and three cells that would be three O's without it: "
       "the X goes there, every other open cell is O"},
      {"line analysis", 6,
       "every way to complete the line (no three, half X's) agrees on the cell"},
      {"distinct completions", 7,
       "every way to complete the line that copies no complete line agrees on the cell"},
      {"contradiction", 8, "the other value leads, by the rules above, to a broken rule"},
      {"guess", 9, "no rule applies; the value is taken from the solution found by search"},
  };
  return table;
}

const std::vector<std::string_view>& binox_levels() {
  static const std::vector<std::string_view> levels = {"trivial", "easy",    "normal",
                                                       "hard",    "extreme", "unreasonable"};
  return levels;
}

std::string_view level_of(BinoxRule rule) {
  return binox_levels()[kScale.at(static_cast<size_t>(rule)).level];
}

double base_rating(BinoxRule rule) {
  return kScale.at(static_cast<size_t>(rule)).rating;
}

}  // namespace gridlogic::binox
