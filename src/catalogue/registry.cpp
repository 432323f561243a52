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
    for (const KindAlias& alias : kind->aliases()) {
      if (alias.name == name) return kind;
    }
  }
  return nullptr;
}

std::vector<std::string_view> all_type_names() {
  std::vector<std::string_view> names;
  for (const PuzzleKind* kind : all_kinds()) {
    names.push_back(kind->name());
    for (const KindAlias& alias : kind->aliases()) names.push_back(alias.name);
  }
  return names;
}

std::map<std::string, std::string> generate_preset(std::string_view name) {
  for (const PuzzleKind* kind : all_kinds()) {
    for (const KindAlias& alias : kind->aliases()) {
      if (alias.name == name) return alias.generate_preset;
    }
  }
  return {};
}

}  // namespace gridlogic
