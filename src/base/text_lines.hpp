// Splitting text puzzles into lines, blank-line separated sections and characters.
//
// Lengths and columns count characters (Unicode code points), not bytes, so that a grid typed
// with 'é' or a full-width 'Ｘ' is reported at the cell where it stands, not as a ragged row.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gridlogic::text_lines {

/// A line of text and its 1-based number in the body it came from.
struct Line {
  int number = 0;
  std::string text;  ///< without the line break, trailing white space and '\r' removed
};

/// Every line of `body`.
std::vector<Line> split(std::string_view body);
/// Runs of non-blank lines, separated by one or more blank lines; leading and trailing blank
/// lines are dropped.
std::vector<std::vector<Line>> sections(std::string_view body);
/// White-space separated tokens of one line.
std::vector<std::string> tokens(std::string_view line);
/// Removes leading and trailing white space.
std::string trim(std::string_view text);
/// The integer that all of `text` spells (an optional '-', then digits), or nullopt. A number
/// past 64 bits is nullopt too, with `*too_big` set, so that it is refused as out of range with
/// its own digits rather than read as a wrapped or clamped value.
std::optional<int64_t> integer(std::string_view text, bool* too_big = nullptr);

// ---- characters ------------------------------------------------------------------------------
/// True when every byte is ASCII: then characters are bytes (the common case, checked first).
bool is_ascii(std::string_view text);

/// The byte length of the character `text` starts with: a well-formed UTF-8 code point, or 1 for
/// a byte that starts none (a lone continuation byte, an overlong form, a surrogate, a code
/// point past U+10FFFF, a cut sequence), so that malformed text still splits; 0 when empty.
size_t next_character(std::string_view text);
/// The characters of `text` (as `next_character` splits it), as views into it.
std::vector<std::string_view> characters(std::string_view text);
/// How many characters `text` has, without building them.
size_t length(std::string_view text);
/// True when `ch` is exactly one well-formed UTF-8 code point.
bool well_formed(std::string_view ch);
/// The code point of a well-formed character; -1 for anything else.
long code_point(std::string_view ch);
/// The length of `text` in characters; throws InputError("invalid UTF-8", place(i), ...) for the
/// first malformed one, i being its 0-based index among the characters. Allocates nothing, so
/// it is cheap to call before deciding whether a long line is worth splitting.
size_t check_utf8(std::string_view text, const std::function<std::string(size_t)>& place);
/// A character as messages quote it: 'é' in quotes; a full-width form also names the ASCII
/// character it looks like; a control character or a byte that is not UTF-8 as "byte 0xC3".
std::string quote(std::string_view ch);
/// `text` for a message: every byte that is not part of well-formed UTF-8 written as \xNN.
std::string printable(std::string_view text);

}  // namespace gridlogic::text_lines
