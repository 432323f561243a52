// Formats of other programs that people paste: Simon Tatham's game ids, f-puzzles JSON and its
// share links (docs/FORMATS.md "Formats of other programs").
//
// Each puzzle kind lists the foreign formats it reads and writes (PuzzleKind::foreign_formats);
// front ends find a format by asking every kind, so they spell no type and no format by name.
//
// Worked example:
//
//   const gridlogic::ForeignFormat* format =
//       gridlogic::recognise_foreign("dominosa:1:011120001221", nullptr);
//   auto puzzle = format->read("dominosa:1:011120001221");  // a 2 x 3 dominosa
//   std::string id = gridlogic::write_foreign(*puzzle, "tatham");  // the same id again
//
// Errors: read throws InputError whose where is "char N" (1-based, in the text given) for a
// malformed id; write throws NotAvailable when the puzzle cannot be said in the format (a
// Lights Out board with holes has no Flip id).
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "gridlogic/puzzle.hpp"

namespace gridlogic {

/// One foreign spelling of one puzzle kind.
class ForeignFormat {
 public:
  virtual ~ForeignFormat() = default;

  /// The name `convert --to` takes: "tatham", "fpuzzles" or "fpuzzles-link". Kinds that share a
  /// program share its name (every Tatham game id is "tatham").
  [[nodiscard]] virtual std::string_view name() const = 0;
  /// The kind whose puzzles this format spells.
  [[nodiscard]] virtual const PuzzleKind& kind() const = 0;
  /// Whether `text` (one line, trailing white space removed) is meant as this format: a prefixed
  /// id (`dominosa:...`), a link or a blob. `typed` is true when the user named this format's
  /// kind (--type), which lets an id without its game prefix count. Cheap and exact enough that
  /// no line of our own text formats is taken: a recognised text that then fails to read is an
  /// error of the format, not another format's puzzle.
  [[nodiscard]] virtual bool recognises(std::string_view text, bool typed) const = 0;
  /// Reads `text` (which recognises() accepted). Throws InputError naming the place as
  /// "char N", N 1-based in `text`.
  [[nodiscard]] virtual std::unique_ptr<Puzzle> read(std::string_view text) const = 0;
  /// The puzzle in this format, one line without a line break, prefixed by the game's name
  /// where the format has one. Throws NotAvailable when the format cannot say the puzzle.
  [[nodiscard]] virtual std::string write(const Puzzle& puzzle) const = 0;
  /// Whether a parsed JSON object without a "type" field is this format's (f-puzzles JSON).
  [[nodiscard]] virtual bool recognises_object(const Json& /*object*/) const { return false; }
  /// Reads such an object. Throws InputError naming the field.
  [[nodiscard]] virtual std::unique_ptr<Puzzle> read_object(const Json& object) const;
};

/// The format of any kind that recognises `text` (see ForeignFormat::recognises), or nullptr.
/// `typed`, when given, is the kind the user named: its formats also take unprefixed ids.
const ForeignFormat* recognise_foreign(std::string_view text, const PuzzleKind* typed);
/// The format of any kind that recognises a JSON object without "type", or nullptr.
const ForeignFormat* recognise_foreign_object(const Json& object);
/// Every foreign format name of every kind, each once, in registry order.
std::vector<std::string_view> foreign_format_names();
/// The puzzle written in the format named `name` of its own kind. Throws NotAvailable when its
/// kind has no format of that name, or the format cannot say this puzzle.
std::string write_foreign(const Puzzle& puzzle, std::string_view name);

}  // namespace gridlogic
