// The list of puzzle types. A new type is one folder under src/puzzles/ and one line here.
#include "puzzles/binox/kind.hpp"
#include "puzzles/dominosa/kind.hpp"
#include "puzzles/killer/kind.hpp"
#include "puzzles/lightsout/kind.hpp"

namespace gridlogic {

const std::vector<const PuzzleKind*>& all_kinds() {
  static const std::vector<const PuzzleKind*> kinds = {&dominosa::kind(), &killer::kind(),
                                                       &binox::kind(), &lightsout::kind()};
  return kinds;
}

const PuzzleKind* find_kind(std::string_view name) {
  for (const PuzzleKind* kind : all_kinds()) {
    if (kind->name() == name) return kind;
    for (std::string_view alias : kind->aliases()) {
      if (alias == name) return kind;
    }
  }
  return nullptr;
}

}  // namespace gridlogic
