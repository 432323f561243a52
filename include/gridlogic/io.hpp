// Reading puzzles in every spelling of FORMATS.md.
//
// A PuzzleReader takes an input (a stream or a text in memory) apart one puzzle at a time: a JSON
// object, a JSON Lines batch, a JSON array of objects, or text (one or several puzzles, each
// optionally led by a header line `type key=value ...`; classic sudokus one per line; lines in
// other programs' formats, foreign_format.hpp, each a puzzle of its own). It holds
// one puzzle's text at a time, so a batch of any length is read in bounded memory, and solving
// can start at the first puzzle. Malformed items do not stop the others: each comes back with
// its error.
#pragma once

#include <cstdint>
#include <exception>
#include <istream>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gridlogic/foreign_format.hpp"
#include "gridlogic/json_text.hpp"
#include "gridlogic/puzzle.hpp"

namespace gridlogic {

/// Limits on any input (FORMATS.md "Limits").
inline constexpr size_t kDefaultMaxPuzzleBytes = size_t{128} << 20;
/// JSON values (numbers, strings, lists, objects) in one puzzle: a bound on the memory of its
/// parsed form, which takes some 30 times the bytes of a text of small numbers.
inline constexpr size_t kMaxJsonValues = size_t{4} << 20;

/// One puzzle of an input, parsed or not.
struct InputItem {
  std::string id;  ///< the input's "id" field, else its 1-based position in the input
  int line = 0;    ///< line of the input where this puzzle starts
  const PuzzleKind* kind = nullptr;  ///< its type, when known
  /// For a puzzle that could not be read: the word the input named its type by (the kind's name
  /// or an alias such as "sudoku"), when it gave one; static text. Its result names it.
  std::string_view type_word;
  std::unique_ptr<Puzzle> puzzle;  ///< null when the item is invalid
  std::string error;  ///< when invalid: what and where, e.g. "line 3: row 1, col 2: ..."
  /// When invalid by a named rule: the rule and its place as the error said them ("not a
  /// list", "field grid"), for answers that name the field apart from the sentence (the server);
  /// a text's line counted in the input, as `error` counts it ("line 11 (row 2)").
  std::string error_rule, error_where;
  /// When invalid: the status its result says, kInvalid, or kTooLarge past a documented size
  /// limit.
  Status error_status = Status::kInvalid;
  Json raw;  ///< the JSON object as read (null for text input)
  /// Threads this puzzle's search may use (SolveOptions::threads): a batch runs one puzzle a
  /// thread, an input of one puzzle gives it every thread of --threads.
  int search_threads = 1;

  /// The solution field's value carried by the input (JSON only), or nullptr.
  [[nodiscard]] const Json* carried_solution() const;
  /// Marks the item as not read because of `failure`: `message` (the error's text with the
  /// item's place before it) for people, and the error's rule, place and status as data.
  void fail(const InputError& failure, std::string message);
};

struct ReadOptions {
  std::string type;      ///< --type: the type when the input does not say it ("" = not given)
  std::string filename;  ///< used for type detection by extension ("" or "-" for stdin)
  /// The most bytes one puzzle's text may take (a JSON line or document, a text puzzle); a
  /// longer one is answered too_large and skipped.
  size_t max_puzzle_bytes = kDefaultMaxPuzzleBytes;
};

/// One puzzle's text as cut from the input, not parsed yet: cutting is cheap, so one thread can
/// read while others parse and solve.
struct PuzzleText {
  bool json = false;      ///< a JSON value, else a text puzzle
  std::string text;       ///< the JSON value, or the text body after its header (empty when fed)
  int64_t line = 0;       ///< the input line where it starts
  size_t position = 0;    ///< 1-based place in the input: the id when the input gives none
  bool in_array = false;  ///< an item of a JSON array
  size_t array_item = 0;  ///< its 1-based place in the array (errors name it)
  const PuzzleKind* kind = nullptr;  ///< text: the type of its header, --type or file name
  /// text: the header's key=value pairs, and "type" -> the type word (shared by a header's
  /// puzzles).
  std::shared_ptr<const std::map<std::string, std::string>> params;
  int64_t header_line = 0;  ///< text: the header's line, 0 when there is none
  /// text: when its type reads bodies line by line (PuzzleKind::text_body_parser) and the body
  /// spans lines, the parser it was fed to as it was read, in place of `text`; parse_puzzle
  /// finishes it.
  std::shared_ptr<TextBodyParser> fed;
  /// text: what making or feeding the body parser threw (parse_puzzle reports it as its own).
  std::exception_ptr fed_error;
  std::string error;                       ///< set when the text could not be cut out whole
  std::string error_rule;                  ///< the rule that error names
  Status error_status = Status::kInvalid;  ///< kTooLarge when the error is a size limit
  /// text: a line of another program's format (foreign_format.hpp: a Tatham id, an f-puzzles
  /// link), which reads it; `kind` is its kind, `params` null.
  const ForeignFormat* foreign = nullptr;
};

/// Reads the puzzles of one input, one at a time.
class PuzzleReader {
 public:
  /// Reads `in` block by block; `in` must outlive the reader.
  PuzzleReader(std::istream& in, ReadOptions options);
  /// Reads a text in memory, which must outlive the reader.
  PuzzleReader(std::string_view content, ReadOptions options);
  ~PuzzleReader();
  PuzzleReader(const PuzzleReader&) = delete;
  PuzzleReader& operator=(const PuzzleReader&) = delete;

  /// The next puzzle's text, or nullopt at the end of the input. Throws InputError only when a
  /// text input's type cannot be known at all (no header, --type, file extension, or a line
  /// that only one type could mean), which is found at its first puzzle.
  std::optional<PuzzleText> next_text();
  /// The next puzzle, parsed (next_text, then parse_puzzle).
  std::optional<InputItem> next();
  /// Bytes of the input consumed so far.
  [[nodiscard]] uint64_t bytes_read() const;
  [[nodiscard]] const ReadOptions& options() const;

 private:
  struct State;
  std::unique_ptr<State> state_;
};

/// Parses and validates one cut puzzle text. Never throws: errors land in the item.
InputItem parse_puzzle(PuzzleText text, const ReadOptions& options);

/// Reads every puzzle of `content` (a PuzzleReader run to the end).
std::vector<InputItem> read_puzzles(std::string_view content, const ReadOptions& options);

/// The type named by a file name's extension (*.dominosa, *.killer, *.sudoku, *.binox,
/// *.lightsout), or nullptr.
const PuzzleKind* kind_from_filename(std::string_view filename);
/// The type word of a file name's extension ("sudoku" for x.sudoku.txt), or "".
std::string type_word_of_filename(std::string_view filename);

/// A player's position as a front end takes it (FORMATS.md "Positions"): JSON when the text
/// starts with `{`, `[` or `"`, else the text with its white space removed (a line of digits,
/// rows of X and O). Throws InputError (where "progress") for malformed or too deep JSON.
/// Reads no file: a front end that takes a file name reads it first.
Json parse_position(std::string_view text);

/// Reads a solution given on its own: a JSON object carrying the solution field, a bare JSON
/// array, or text rows (one row per line; rows with white space become lists of integers).
/// Throws InputError when it is none of these.
Json read_solution(std::string_view content, const PuzzleKind& kind);

/// Text form of several puzzles, separated by blank lines, each with its header.
std::string to_text(const std::vector<const Puzzle*>& puzzles);

}  // namespace gridlogic
