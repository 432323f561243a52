// JSON text in and out, below every reader and writer: the depth limit checked before parsing,
// parsing that refuses a repeated key, and compact writing that survives invalid UTF-8. The
// readers (io.hpp), the result lines (results.hpp) and the types' own JSON formats use them.
#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace gridlogic {

using Json = nlohmann::json;

/// JSON nested deeper than this is refused unparsed (a puzzle needs 4 levels).
inline constexpr size_t kMaxJsonDepth = 64;

/// The offset of the first bracket that opens a level deeper than kMaxJsonDepth in a JSON text
/// (brackets in strings do not count), or npos: a text to refuse before parsing it.
size_t json_too_deep_at(std::string_view text);

/// `text` parsed as JSON, as Json::parse(text, nullptr, false) does (a malformed text gives a
/// discarded value), except that an object giving a key twice is refused: nlohmann would keep the
/// last value unseen. Throws InputError("duplicate key", where, ...) naming the key's place
/// ("field cages, item 3, field sum", after `place` when given) and both its values. Every reader
/// of JSON input uses it.
Json parse_json_text(std::string_view text, const std::string& place = {});

/// Appends `value` to `out` as compact JSON; invalid UTF-8 from the input becomes U+FFFD
/// instead of an exception that would lose the rest of a batch.
void append_json(std::string& out, const Json& value);

}  // namespace gridlogic
