// What Simon Tatham's game ids share (docs/FORMATS.md "Formats of other programs").
//
// An id is `PARAMS:DESC` as his apps show it under Game > Specific, and `game:PARAMS:DESC` in a
// file (the game's name first, as his save files and command line take it). `PARAMS#SEED` is a
// random-seed id: it names a puzzle only through his random number generator, so we refuse it.
// Errors name the place as "char N", N 1-based in the whole text read.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "gridlogic/puzzle.hpp"

namespace gridlogic::tatham {

/// An id taken apart; offsets are 0-based in the whole text.
struct IdParts {
  std::string_view params;
  size_t params_at = 0;
  std::string_view desc;
  size_t desc_at = 0;
};

/// Whether `text` is meant as an id of `game`: `game:` then a digit, and a second ':' or '#'
/// further on; or, when `typed` (the user named the type), the same without `game:` but for
/// random-seed ids (with '#'), which a grid row could look like.
bool looks_like_id(std::string_view text, std::string_view game, bool typed);

/// Splits an id of `game` (with or without its `game:` prefix). Throws InputError for a seed
/// id or a missing ':'.
IdParts split_id(std::string_view text, std::string_view game);

/// Throws InputError (rule "bad game id") at 0-based offset `at` of the text.
[[noreturn]] void fail(size_t at, const std::string& detail);

/// The decimal number at `text[at]` (0-based offset `offset + at` in the whole text), which
/// must be in [1, most]; `at` moves past it.
int64_t read_number(std::string_view text, size_t& at, size_t offset, int64_t most);

/// Solo's run of `run` empty cells: 'a' = 1 ... 'z' = 26, longer runs as several letters.
std::string gap_letters(size_t run);

/// The puzzle of `object` (our canonical JSON, made from an id's description at 0-based offset
/// `desc_at`). A rule the puzzle breaks is an error of the id at its description.
std::unique_ptr<Puzzle> build(const PuzzleKind& kind, const Json& object, size_t desc_at);

/// The value of hex digit `c` (either case), or -1.
int hex_value(char c);

}  // namespace gridlogic::tatham
