// LZ-string's compressToBase64 and decompressFromBase64 (pieroxy's JavaScript library, which
// f-puzzles and SudokuPad use for their share links), written from its algorithm.
//
// LZ-string works on a JavaScript string, that is on UTF-16 code units: these functions take
// and give UTF-8, converted at the edges, so that a text of any characters gives the same
// bits as the JavaScript library gives. The base64 text uses A-Z a-z 0-9 + / and is padded with
// '=' to a multiple of four characters (the library's own padding, which may add three).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace gridlogic::lz_string {

/// `text` (UTF-8; an invalid byte counts as U+FFFD) compressed, in base64.
std::string compress_to_base64(std::string_view text);

/// What decompress_from_base64 found wrong, when it returns nothing.
struct DecodeError {
  size_t at = 0;  ///< 0-based offset in the base64 text
  std::string detail;
};

/// The UTF-8 text that `base64` decompresses to, or nullopt with `error` set (a character not
/// of base64, data that ends too soon or names no dictionary entry, or an output past
/// `max_bytes`). An empty input is the empty text.
std::optional<std::string> decompress_from_base64(std::string_view base64, DecodeError* error,
                                                  size_t max_bytes = size_t{64} << 20);

}  // namespace gridlogic::lz_string
