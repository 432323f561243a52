// libFuzzer target: every input spelling, every parser, every writer and verify, through the
// shared interface. Whatever parses must round-trip through its JSON and text forms and render
// without crashing.
//
// The first byte chooses how the rest is read, so that one corpus reaches every reader:
//   bits 0-1  0: read_puzzles with no type hint (JSON object, JSON Lines, JSON array, text with
//                a header line: the input says what it is)
//             1: read_puzzles with --type (text by type: one-line and drawn sudokus, grids ...)
//             2: the kind's own from_text on the whole input and on each line, and its
//                read_line_alone on each line, with no reader in between
//             3: a puzzle, the byte 0x1E, then its solution: read_puzzles with --type, the
//                solution by read_solution, then verify and render with it; the same text is
//                also a player's position (parse_position), from which a hint is asked
//   bits 2-6  the type word for 1-3: all_type_names()[bits % count] (dominosa 0, killer 1,
//             sudoku 2, binox 3, ... lightsout 7 as the registry lists them today)
//   bit 7     expand: the next byte N sets a length L = (N+1)^2 * 16 bytes (up to 1 MiB), and
//             the rest, `head NUL unit NUL tail`, becomes head + unit repeated to L bytes + tail.
//             Inputs of 100,000 brackets or a megabyte-long line stay seeds of a few bytes
//             (CTest runs with -max_len=4096).
#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "gridlogic/foreign_format.hpp"
#include "gridlogic/io.hpp"

namespace {

constexpr char kSolutionMark = '\x1E';

void exercise(const gridlogic::Puzzle& puzzle) {
  (void)puzzle.render(nullptr);
  gridlogic::Json as_json = puzzle.to_json();
  auto again = puzzle.kind().from_json(as_json);
  if (again->to_json() != as_json) __builtin_trap();  // JSON round trip must be lossless
  std::string text = puzzle.to_text();
  gridlogic::ReadOptions options;
  auto items = gridlogic::read_puzzles(text, options);
  if (items.size() != 1 || items[0].puzzle == nullptr) __builtin_trap();  // text must re-read
  if (items[0].puzzle->to_json() != as_json) __builtin_trap();  // text round trip lossless
  (void)puzzle.verify(gridlogic::Json::array({"X", "0"}));
  (void)puzzle.verify(gridlogic::Json());
  // Every foreign format that can say the puzzle says it losslessly (foreign_format.hpp).
  for (const gridlogic::ForeignFormat* format : puzzle.kind().foreign_formats()) {
    std::string written;
    try {
      written = format->write(puzzle);
    } catch (const gridlogic::NotAvailable&) {
      continue;
    }
    if (format->read(written)->to_json() != as_json) __builtin_trap();
  }
}

void exercise_with(const gridlogic::Puzzle& puzzle, const gridlogic::Json& solution) {
  (void)puzzle.verify(solution);
  try {
    (void)puzzle.render(&solution);
  } catch (const gridlogic::InputError&) {  // a malformed solution cannot be drawn
  }
}

// The input after the selector, expanded when bit 7 asks for it (see the top of the file).
std::string expanded(const uint8_t* data, size_t size) {
  const bool expand = (data[0] & 0x80) != 0;
  std::string_view rest(reinterpret_cast<const char*>(data + 1), size - 1);
  if (!expand || rest.empty()) return std::string(rest);
  const size_t n = static_cast<uint8_t>(rest[0]);
  const size_t length = (n + 1) * (n + 1) * 16;
  rest.remove_prefix(1);
  const size_t first = rest.find('\0');
  const size_t second = first == std::string_view::npos ? first : rest.find('\0', first + 1);
  if (second == std::string_view::npos || second == first + 1) return std::string(rest);
  const std::string_view unit = rest.substr(first + 1, second - first - 1);
  std::string out(rest.substr(0, first));
  out.reserve(out.size() + length + unit.size() + rest.size());
  for (size_t made = 0; made < length; made += unit.size()) out += unit;
  out += rest.substr(second + 1);
  return out;
}

void read_and_exercise(std::string_view input, const gridlogic::ReadOptions& options) {
  for (const auto& item : gridlogic::read_puzzles(input, options)) {
    if (item.puzzle == nullptr) continue;
    exercise(*item.puzzle);
    if (const gridlogic::Json* solution = item.carried_solution()) {
      exercise_with(*item.puzzle, *solution);
    }
  }
}

void read_directly(std::string_view input, const gridlogic::PuzzleKind& kind,
                   std::string_view type) {
  const std::map<std::string, std::string> params = {{"type", std::string(type)}};
  const auto read = [&](std::string_view piece) {
    try {
      exercise(*kind.from_text(piece, params));
    } catch (const gridlogic::InputError&) {  // one bad piece does not stop the others
    }
  };
  read(input);
  size_t start = 0;
  while (start < input.size()) {
    size_t end = input.find('\n', start);
    if (end == std::string_view::npos) end = input.size();
    const std::string_view line = input.substr(start, end - start);
    if (kind.read_line_alone(line) != gridlogic::PuzzleKind::LineAlone::kPart) read(line);
    start = end + 1;
  }
}

// The next step from `position_text` as a player's position, in each puzzle read. A short
// deadline keeps each input quick: what is looked at is how the position is read and checked.
void hint_from(const std::vector<gridlogic::InputItem>& items, std::string_view position_text) {
  gridlogic::Json position;
  try {
    position = gridlogic::parse_position(position_text);
  } catch (const gridlogic::InputError&) {
    return;
  }
  for (const auto& item : items) {
    if (item.puzzle == nullptr) continue;
    try {
      const gridlogic::Context ctx = gridlogic::Context::with_time_limit(0.1);
      (void)item.puzzle->hint(ctx, position, gridlogic::HintDepth::kAnswer);
    } catch (const gridlogic::InputError&) {
    } catch (const gridlogic::NotAvailable&) {
    }
  }
}

void read_with_solution(std::string_view input, const gridlogic::PuzzleKind& kind,
                        const gridlogic::ReadOptions& options) {
  const size_t mark = input.find(kSolutionMark);
  const std::string_view puzzle_part = input.substr(0, mark);
  const std::string_view solution_part =
      mark == std::string_view::npos ? std::string_view() : input.substr(mark + 1);
  auto items = gridlogic::read_puzzles(puzzle_part, options);
  // A hint reads the position whatever it holds: a malformed one is refused, never a crash.
  hint_from(items, solution_part);
  const gridlogic::Json solution = gridlogic::read_solution(solution_part, kind);
  for (const auto& item : items) {
    if (item.puzzle != nullptr) exercise_with(*item.puzzle, solution);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  static const std::vector<std::string_view> kTypes = gridlogic::all_type_names();
  const std::string_view type = kTypes[((data[0] >> 2) & 0x1F) % kTypes.size()];
  const gridlogic::PuzzleKind& kind = *gridlogic::find_kind(type);
  const std::string input = expanded(data, size);
  gridlogic::ReadOptions options;
  try {
    switch (data[0] & 0x3) {
      case 0:
        read_and_exercise(input, options);
        break;
      case 1:
        options.type = std::string(type);
        read_and_exercise(input, options);
        break;
      case 2:
        read_directly(input, kind, type);
        break;
      default:
        options.type = std::string(type);
        read_with_solution(input, kind, options);
        break;
    }
  } catch (const gridlogic::InputError&) {
  } catch (const gridlogic::NotAvailable&) {
  }
  return 0;
}
