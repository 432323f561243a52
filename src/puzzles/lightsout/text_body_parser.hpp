// A lightsout text body read line by line (PuzzleKind::text_body_parser), so that a large
// two-level rectangle goes from its text to one bit a light without the text being held whole.
#pragma once

#include <map>
#include <memory>
#include <string>

#include "gridlogic/puzzle.hpp"

namespace gridlogic::lightsout {

/// The body parser for a header's `params`.
///
/// With levels=2 and no `nodes`, rows of only '0' and '1', all of one width (at most kMaxSide
/// of them), are packed as they come. The first line that is anything else (a '#' hole, another
/// character, a width of its own, a row past kMaxSide) ends packing: the lines taken so far are
/// written back as the text they were, the rest is collected, and finish() hands the whole body
/// to parse_text, so such a body reads, and fails, exactly as it does through from_text. Other
/// levels and graph boards are collected from the first line.
std::unique_ptr<TextBodyParser> make_text_body_parser(
    const std::map<std::string, std::string>& params);

}  // namespace gridlogic::lightsout
