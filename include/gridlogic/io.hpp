// Reading puzzles in every spelling of FORMATS.md, and writing result objects.
//
// One call reads a whole input (a file's content or stdin): a JSON object, a JSON Lines batch, a
// JSON array of objects, or text (one or several puzzles, each optionally led by a header line
// `type key=value ...`). Malformed items do not stop the others: each comes back with its error.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gridlogic/puzzle.hpp"

namespace gridlogic {

/// One puzzle of an input, parsed or not.
struct InputItem {
  std::string id;  ///< the input's "id" field, else its 1-based position in the input
  int line = 0;    ///< line of the input where this puzzle starts
  const PuzzleKind* kind = nullptr;  ///< its type, when known
  std::unique_ptr<Puzzle> puzzle;    ///< null when the item is invalid
  std::string error;  ///< when invalid: what and where, e.g. "line 3: row 1, col 2: ..."
  Json raw;           ///< the JSON object as read (null for text input)

  /// The solution field's value carried by the input (JSON only), or nullptr.
  [[nodiscard]] const Json* carried_solution() const;
};

struct ReadOptions {
  std::string type;      ///< --type: the type when the input does not say it ("" = not given)
  std::string filename;  ///< used for type detection by extension ("" or "-" for stdin)
};

/// Reads every puzzle of `content`. Never throws for bad content: errors land in the items.
/// Throws InputError only when the type cannot be known at all (no header, type field, --type or
/// extension) — then no item can be read.
std::vector<InputItem> read_puzzles(std::string_view content, const ReadOptions& options);

/// The type named by a file name's extension (*.dominosa, *.killer, *.sudoku, *.binox,
/// *.lightsout), or nullptr.
const PuzzleKind* kind_from_filename(std::string_view filename);

/// Reads a solution given on its own: a JSON object carrying the solution field, a bare JSON
/// array, or text rows (one row per line; rows with white space become lists of integers).
/// Throws InputError when it is none of these.
Json read_solution(std::string_view content, const PuzzleKind& kind);

/// Text form of several puzzles, separated by blank lines, each with its header.
std::string to_text(const std::vector<const Puzzle*>& puzzles);

}  // namespace gridlogic
