// Finding a foreign format among the kinds' (foreign_format.hpp).
#include "gridlogic/foreign_format.hpp"

#include <algorithm>

namespace gridlogic {

const std::vector<const ForeignFormat*>& PuzzleKind::foreign_formats() const {
  static const std::vector<const ForeignFormat*> none;
  return none;
}

std::unique_ptr<Puzzle> ForeignFormat::read_object(const Json& /*object*/) const {
  throw NotAvailable(std::string(name()) + " reads no JSON object");
}

const ForeignFormat* recognise_foreign(std::string_view text, const PuzzleKind* typed) {
  for (const PuzzleKind* kind : all_kinds()) {
    for (const ForeignFormat* format : kind->foreign_formats()) {
      if (format->recognises(text, kind == typed)) return format;
    }
  }
  return nullptr;
}

const ForeignFormat* recognise_foreign_object(const Json& object) {
  if (!object.is_object() || object.contains("type")) return nullptr;
  for (const PuzzleKind* kind : all_kinds()) {
    for (const ForeignFormat* format : kind->foreign_formats()) {
      if (format->recognises_object(object)) return format;
    }
  }
  return nullptr;
}

std::vector<std::string_view> foreign_format_names() {
  std::vector<std::string_view> names;
  for (const PuzzleKind* kind : all_kinds()) {
    for (const ForeignFormat* format : kind->foreign_formats()) {
      if (std::find(names.begin(), names.end(), format->name()) == names.end()) {
        names.push_back(format->name());
      }
    }
  }
  return names;
}

std::string write_foreign(const Puzzle& puzzle, std::string_view name) {
  for (const ForeignFormat* format : puzzle.kind().foreign_formats()) {
    if (format->name() == name) return format->write(puzzle);
  }
  throw NotAvailable("a " + std::string(puzzle.type_name()) + " puzzle has no " +
                     std::string(name) + " form");
}

}  // namespace gridlogic
