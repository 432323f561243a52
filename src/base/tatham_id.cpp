#include "base/tatham_id.hpp"

#include "gridlogic/error.hpp"

namespace gridlogic::tatham {

namespace {

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}

// The params part: a digit first, then digits, letters and the 'x' of WxH, up to ':' or, when
// `seed_ids`, '#'.
bool params_then_separator(std::string_view text, bool seed_ids) {
  if (text.empty() || !is_digit(text[0])) return false;
  for (char c : text) {
    if (c == ':' || (seed_ids && c == '#')) return true;
    if (!is_digit(c) && !(c >= 'a' && c <= 'z')) return false;
  }
  return false;
}

}  // namespace

bool looks_like_id(std::string_view text, std::string_view game, bool typed) {
  if (text.size() > game.size() && text.substr(0, game.size()) == game &&
      text[game.size()] == ':') {
    return params_then_separator(text.substr(game.size() + 1), true);
  }
  // Without the game's name, a random-seed id (which is refused anyway) is not worth the risk
  // of taking a grid row for one: "1#1" is a Lights Out row with a hole.
  return typed && params_then_separator(text, false);
}

void fail(size_t at, const std::string& detail) {
  throw InputError("bad game id", "char " + std::to_string(at + 1), detail);
}

IdParts split_id(std::string_view text, std::string_view game) {
  IdParts parts;
  size_t start = 0;
  if (text.size() > game.size() && text.substr(0, game.size()) == game &&
      text[game.size()] == ':') {
    start = game.size() + 1;
  }
  const size_t colon = text.find(':', start);
  const size_t hash = text.find('#', start);
  if (hash != std::string_view::npos && (colon == std::string_view::npos || hash < colon)) {
    fail(hash,
         "a random-seed id ('#') names a puzzle only through Tatham's random number generator, "
         "which we do not reproduce; copy the id under Game > Specific instead");
  }
  if (colon == std::string_view::npos) fail(text.size(), "expected ':' after the parameters");
  parts.params = text.substr(start, colon - start);
  parts.params_at = start;
  parts.desc = text.substr(colon + 1);
  parts.desc_at = colon + 1;
  return parts;
}

int64_t read_number(std::string_view text, size_t& at, size_t offset, int64_t most) {
  if (at >= text.size() || !is_digit(text[at])) fail(offset + at, "expected a number");
  const size_t begin = at;
  int64_t value = 0;
  while (at < text.size() && is_digit(text[at])) {
    value = value * 10 + (text[at] - '0');
    if (value > most) fail(offset + begin, "number larger than " + std::to_string(most));
    ++at;
  }
  if (value < 1) fail(offset + begin, "expected a number from 1");
  return value;
}

std::string gap_letters(size_t run) {
  std::string out;
  while (run > 26) {
    out += 'z';
    run -= 26;
  }
  if (run > 0) out += static_cast<char>('a' - 1 + run);
  return out;
}

std::unique_ptr<Puzzle> build(const PuzzleKind& kind, const Json& object, size_t desc_at) {
  try {
    return kind.from_json(object);
  } catch (const InputError& error) {
    throw_like(error, "char " + std::to_string(desc_at + 1),
               std::string("the description: ") + error.what());
  }
}

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

}  // namespace gridlogic::tatham
