// Binox's table, levels and ratings, read from the ladder (ladder.cpp), where each rule's row
// holds them beside its finder.
#include "puzzles/binox/rules.hpp"

#include "puzzles/binox/ladder.hpp"

namespace gridlogic::binox {

const RuleTable& binox_rules() {
  return binox_ladder().table();
}

const std::vector<std::string_view>& binox_levels() {
  return binox_ladder().levels();
}

std::string_view level_of(BinoxRule rule) {
  return binox_levels()[binox_ladder().level_of(static_cast<size_t>(rule))];
}

double base_rating(BinoxRule rule) {
  return binox_ladder().rating_of(static_cast<size_t>(rule));
}

}  // namespace gridlogic::binox
