// Cutting an input into puzzle texts, one at a time (io.hpp: PuzzleReader).
//
// The first character of the input decides between JSON and text. JSON is scanned character by
// character (strings, escapes, depth), so that each top-level object, or each item of a
// top-level array, is cut out whole without parsing it. When the first value closes on its own
// line the input is JSON Lines: every value must then close on its line, and one that does not is
// an error of that line alone. Text is taken line by line: a header line starts a puzzle, and a
// type whose puzzles fit on one line (classic sudokus) makes every line its own puzzle. A body
// that spans lines is held whole, or, when its type reads bodies line by line
// (PuzzleKind::text_body_parser: Lights Out), fed to the type's parser as it is read; the limits
// count its bytes the same either way.
#include <algorithm>

#include "base/text_lines.hpp"
#include "catalogue/line_source.hpp"
#include "gridlogic/io.hpp"

namespace gridlogic {

namespace {

std::string_view without_trailing_space(std::string_view text) {
  const size_t keep = text.find_last_not_of(" \t\r\n\v\f");
  return keep == std::string_view::npos ? std::string_view() : text.substr(0, keep + 1);
}

std::string line_place(int64_t line) {
  return "line " + std::to_string(line);
}

// The reader's own refusals are errors like the parsers': their rule and status travel as data,
// and their text reads "line N: <detail> [rule: <rule>]".
TooLarge too_long(int64_t line, size_t max_bytes) {
  return TooLarge(
      TooLarge::Limit::kPuzzleBytes, line_place(line),
      "one puzzle's text is longer than " + std::to_string(max_bytes) + " bytes (--max-puzzle-mb)");
}

InputError bad_json(int64_t line, const std::string& detail) {
  return InputError("malformed JSON", line_place(line), detail);
}

void refuse(PuzzleText& text, const InputError& error) {
  text.error = error.what();
  text.error_rule = error.rule();
  text.error_status = error.status();
}

bool refused_as_too_large(const PuzzleText& text) {
  return text.error_status == Status::kTooLarge;
}

// A header line: a known type word followed only by key=value tokens.
const PuzzleKind* header_kind(std::string_view line, std::map<std::string, std::string>* params) {
  auto words = text_lines::tokens(line);
  if (words.empty()) return nullptr;
  const PuzzleKind* kind = find_kind(words[0]);
  if (kind == nullptr) return nullptr;
  std::map<std::string, std::string> found;
  for (size_t i = 1; i < words.size(); ++i) {
    size_t eq = words[i].find('=');
    if (eq == std::string::npos || eq == 0) return nullptr;
    found[words[i].substr(0, eq)] = words[i].substr(eq + 1);
  }
  found["type"] = words[0];
  if (params != nullptr) *params = std::move(found);
  return kind;
}

}  // namespace

struct PuzzleReader::State {
  State(std::istream& in, ReadOptions read) : options(std::move(read)), lines(in, line_limit()) {}
  State(std::string_view content, ReadOptions read)
      : options(std::move(read)), lines(content, line_limit()) {}

  // A line may be as long as a puzzle; one byte more tells a cut line from one that fits.
  [[nodiscard]] size_t line_limit() const { return options.max_puzzle_bytes + 1; }

  ReadOptions options;
  LineSource lines;
  enum class Mode { kUnknown, kJson, kText } mode = Mode::kUnknown;
  size_t position = 0;
  std::vector<PuzzleText> ready;  // cut, not handed out yet (first in, first out)
  size_t ready_at = 0;
  bool ended = false;

  // JSON: the value being cut.
  struct JsonCut {
    bool open = false;  // a value is being cut
    PuzzleText text;
    size_t depth = 0;   // brackets open inside the value
    size_t values = 0;  // values begun inside it (a bound on its parsed size)
    bool in_string = false;
    bool escaped = false;
    bool scalar = false;   // an array item that is a number, string, ...
    bool refused = false;  // too deep or too large: scanned to its end, not kept
  } json;
  bool json_lines = false;  // the first top-level value closed on the line it opened
  bool decided_lines = false;
  size_t array_depth = 0;  // 1 inside a top-level array
  bool array_expects_item = false;
  size_t array_items = 0;
  int64_t last_line = 0;  // the input's last line read

  // Text: the puzzle being gathered.
  struct TextCut {
    const PuzzleKind* kind = nullptr;
    std::shared_ptr<const std::map<std::string, std::string>> params;
    int64_t header_line = 0;
    enum class Shape { kUndecided, kOnePerLine, kWhole } shape = Shape::kUndecided;
    PuzzleText body;  // the lines so far (kUndecided: the first one)
    bool has_body = false;
    size_t body_bytes = 0;  // the body's bytes, each line with its '\n', held or fed
    bool feeding = false;   // kWhole: the lines go to body.fed (after its error, nowhere)
    // kUndecided: how the first line reads on its own.
    PuzzleKind::LineAlone first_alone = PuzzleKind::LineAlone::kPart;
    size_t blanks_after_first = 0;  // kUndecided: blank lines after the first
  } text;
  bool previous_blank = true;

  void emit(PuzzleText&& item) {
    item.position = ++position;
    ready.push_back(std::move(item));
  }

  bool has_ready() const { return ready_at < ready.size(); }

  PuzzleText take_ready() {
    PuzzleText out = std::move(ready[ready_at++]);
    if (ready_at == ready.size()) {
      ready.clear();
      ready_at = 0;
    }
    return out;
  }

  // ---- JSON ----

  void json_error(int64_t line, const InputError& error) {
    PuzzleText item;
    item.json = true;
    item.line = line;
    refuse(item, error);
    emit(std::move(item));
  }

  void begin_json_value(int64_t line, bool scalar) {
    json = JsonCut{};
    json.open = true;
    json.text.json = true;
    json.text.line = line;
    json.text.in_array = array_depth > 0;
    json.scalar = scalar;
  }

  void refuse_json(const InputError& error) {
    if (json.refused) return;
    json.refused = true;
    json.text.text.clear();
    json.text.text.shrink_to_fit();
    refuse(json.text, error);
  }

  void end_json_value() {
    json.open = false;
    if (!json.refused && json.text.in_array) {
      // An array item's text may carry the white space before the ',' that ended it.
      json.text.text.erase(json.text.text.find_last_not_of(" \t\r\n") + 1);
    }
    emit(std::move(json.text));
    json = JsonCut{};
  }

  // Keeps a piece of the open value, read on input line `line`.
  void keep_json(std::string_view piece, int64_t line) {
    if (json.refused) return;
    if (json.text.text.size() + piece.size() > options.max_puzzle_bytes) {
      refuse_json(too_long(line, options.max_puzzle_bytes));
      return;
    }
    json.text.text.append(piece);
  }

  // Scans `line` from `at` inside the open value; returns where the value ended (just past it;
  // at the ',' or ']' after an array item that is not an object or array), or npos when it goes
  // on past the line.
  size_t scan_json_value(const SourceLine& line, size_t at) {
    const std::string_view s = line.text;
    for (size_t i = at; i < s.size(); ++i) {
      const char c = s[i];
      if (json.in_string) {
        if (json.escaped) {
          json.escaped = false;
        } else if (c == '\\') {
          json.escaped = true;
        } else if (c == '"') {
          json.in_string = false;
        }
        continue;
      }
      if (json.scalar && json.depth == 0 && (c == ',' || c == ']')) {
        keep_json(s.substr(at, i - at), line.number);
        return i;
      }
      if (c == '"') {
        json.in_string = true;
      } else if (c == '[' || c == '{') {
        count_value(line.number);
        if (++json.depth > kMaxJsonDepth) {
          refuse_json(InputError("too deep", line_place(line.number),
                                 "JSON nested deeper than " + std::to_string(kMaxJsonDepth) +
                                     " levels at column " + std::to_string(i + 1)));
        }
      } else if (c == ']' || c == '}') {
        if (json.depth > 0 && --json.depth == 0 && !json.scalar) {
          keep_json(s.substr(at, i + 1 - at), line.number);
          return i + 1;
        }
      } else if (c == ',') {
        count_value(line.number);
      }
    }
    keep_json(s.substr(at), line.number);
    return std::string_view::npos;
  }

  void count_value(int64_t line) {
    if (++json.values > kMaxJsonValues) {
      refuse_json(
          TooLarge(TooLarge::Limit::kJsonValues, line_place(line),
                   "more than " + std::to_string(kMaxJsonValues) + " JSON values in one puzzle"));
    }
  }

  // Takes the rest of a JSON line from `at`: array brackets and separators at the top level,
  // and the values between them. Returns true when a top-level value (an object, or a whole
  // array) closed on this line.
  bool json_values(const SourceLine& line, size_t at) {
    const std::string_view s = line.text;
    bool top_closed = false;
    size_t i = at;
    while (i < s.size()) {
      const size_t next = s.find_first_not_of(" \t\r\f\v", i);
      if (next == std::string_view::npos) break;
      i = next;
      const char c = s[i];
      if (array_depth > 0) {
        if (c == ']' || c == ',') {
          if (array_expects_item && (c == ',' || array_items > 0)) {
            const std::string detail = std::string("a JSON array item is missing before '") + c +
                                       "' at column " + std::to_string(i + 1);
            json_error(line.number, bad_json(line.number, detail));
          }
          array_expects_item = c == ',';
          if (c == ']') {
            array_depth = 0;
            top_closed = true;
          }
          ++i;
          continue;
        }
        if (!array_expects_item) {
          const std::string detail =
              "expected ',' or ']' after a JSON array item at column " + std::to_string(i + 1);
          json_error(line.number, bad_json(line.number, detail));
          break;
        }
        array_expects_item = false;
        ++array_items;
        begin_json_value(line.number, c != '{' && c != '[');
        json.text.array_item = array_items;
      } else if (c == '[') {
        array_depth = 1;
        array_expects_item = true;
        array_items = 0;
        ++i;
        continue;
      } else if (c == '{') {
        begin_json_value(line.number, false);
      } else {
        json_error(line.number, bad_json(line.number, "expected a JSON object at column " +
                                                          std::to_string(i + 1)));
        break;
      }
      const size_t end = scan_json_value(line, i);
      if (end == std::string_view::npos) break;
      end_json_value();
      if (array_depth == 0) top_closed = true;
      i = end;
    }
    return top_closed;
  }

  void json_line(const SourceLine& line) {
    const size_t ready_before = ready.size();
    const size_t position_before = position;
    const bool array_open_before = array_depth > 0;
    size_t at = 0;
    bool top_closed = false;
    if (json.open) {
      at = scan_json_value(line, 0);
      if (at != std::string_view::npos) {
        end_json_value();
        top_closed = array_depth == 0;
      }
    }
    if (at != std::string_view::npos) top_closed |= json_values(line, at);
    const bool open_at_end = json.open || array_depth > 0;
    if (!decided_lines && (open_at_end || top_closed)) {
      decided_lines = true;
      json_lines = !open_at_end;
    }
    if (json_lines && array_depth > 0 && !array_open_before) {
      // JSON Lines: an array that a line opens and leaves open is one error of that line, not
      // its items.
      ready.resize(ready_before);
      position = position_before;
      json = JsonCut{};
      array_depth = 0;
      json_error(line.number, bad_json(line.number, "the JSON array is not closed on its line"));
    } else if (json_lines && open_at_end) {
      // JSON Lines: what a line opens, it closes; the parser names what is missing.
      if (json.open) end_json_value();
      array_depth = 0;
    } else if (json.open) {
      keep_json("\n", line.number);
    }
  }

  void finish_json() {
    if (json.open) end_json_value();
    if (array_depth > 0) {
      json_error(last_line,
                 bad_json(last_line, "the JSON array is not closed at the end of the input"));
      array_depth = 0;
    }
  }

  // ---- text ----

  void finish_text_chunk() {
    if (text.shape != TextCut::Shape::kOnePerLine && text.has_body) emit(std::move(text.body));
    text.body = PuzzleText{};
    text.has_body = false;
    text.body_bytes = 0;
    text.feeding = false;
    text.shape = TextCut::Shape::kUndecided;
  }

  PuzzleText text_piece(int64_t line) const {
    PuzzleText piece;
    piece.line = line;
    piece.kind = text.kind;
    piece.params = text.params;
    piece.header_line = text.header_line;
    return piece;
  }

  // The type of text without a header, and the word it goes by: --type, the file name, the one
  // type that reads this line as a puzzle of its own (an 81-character sudoku), or the one type
  // whose texts alone start with such a line (a pasted sudoku grid).
  const PuzzleKind* fallback_kind(std::string_view line, int64_t number, std::string* word) const {
    if (!options.type.empty()) {
      *word = options.type;
      return find_kind(options.type);
    }
    if (const PuzzleKind* by_name = kind_from_filename(options.filename)) {
      *word = type_word_of_filename(options.filename);
      return by_name;
    }
    const auto only_kind = [&](auto&& reads) -> const PuzzleKind* {
      const PuzzleKind* only = nullptr;
      for (const PuzzleKind* kind : all_kinds()) {
        if (!reads(*kind)) continue;
        if (only != nullptr) return nullptr;
        only = kind;
      }
      return only;
    };
    if (const PuzzleKind* alone = only_kind([&](const PuzzleKind& kind) {
          return kind.read_line_alone(line) != PuzzleKind::LineAlone::kPart;
        })) {
      const std::string_view named = alone->text_word_of_first_line(line);
      *word = named.empty() ? alone->name() : named;
      return alone;
    }
    if (const PuzzleKind* starts = only_kind(
            [&](const PuzzleKind& kind) { return !kind.text_word_of_first_line(line).empty(); })) {
      *word = starts->text_word_of_first_line(line);
      return starts;
    }
    throw InputError("unknown type", "line " + std::to_string(number),
                     "cannot tell the puzzle type: the text has no header line (such as "
                     "'binox' or 'lightsout levels=3'), the command no --type and the file "
                     "name no type extension (such as .binox)");
  }

  // Starts the body of a puzzle that spans lines with its first line.
  void begin_body(int64_t number) {
    text.body = text_piece(number);
    text.has_body = true;
    text.body_bytes = 0;
    text.feeding = false;
  }

  void add_to_body(std::string_view content, bool cut) {
    if (refused_as_too_large(text.body)) return;
    if (cut || text.body_bytes + content.size() + 1 > options.max_puzzle_bytes) {
      text.body.text.clear();
      text.body.text.shrink_to_fit();
      text.body.fed.reset();
      text.body.fed_error = nullptr;
      text.feeding = false;
      refuse(text.body, too_long(text.body.line, options.max_puzzle_bytes));
      return;
    }
    text.body_bytes += content.size() + 1;
    if (text.feeding) {
      feed_body(content);
    } else {
      text.body.text.append(content);
      text.body.text += '\n';
    }
  }

  // A body found to span lines goes to its type's body parser, when it has one, from its first
  // line (held until now) on; what the parser throws is kept as the puzzle's error.
  void start_feeding() {
    if (refused_as_too_large(text.body)) return;
    try {
      text.body.fed = text.kind->text_body_parser(*text.params);
    } catch (...) {
      text.body.fed_error = std::current_exception();
    }
    if (text.body.fed == nullptr && !text.body.fed_error) return;
    text.feeding = true;
    std::string first = std::move(text.body.text);
    text.body.text = std::string();
    first.pop_back();  // its '\n'
    feed_body(first);
  }

  void feed_body(std::string_view line) {
    if (text.body.fed_error) return;
    try {
      text.body.fed->feed(line);
    } catch (...) {
      text.body.fed_error = std::current_exception();
    }
  }

  void emit_line_puzzle(std::string_view content, int64_t number, bool cut) {
    PuzzleText piece = text_piece(number);
    if (cut) {
      refuse(piece, too_long(number, options.max_puzzle_bytes));
    } else {
      piece.text.assign(content);
    }
    emit(std::move(piece));
  }

  // The kind --type names, whose foreign formats also take ids without their game prefix.
  const PuzzleKind* typed_kind() const {
    return options.type.empty() ? nullptr : find_kind(options.type);
  }

  // A line in another program's format is a puzzle of its own: it ends a puzzle that spans
  // lines (a batch of one-line sudokus goes on around it), and a header may follow it.
  void foreign_line(std::string_view content, const SourceLine& line, const ForeignFormat* format) {
    if (text.shape != TextCut::Shape::kOnePerLine) finish_text_chunk();
    PuzzleText piece;
    piece.line = line.number;
    piece.kind = &format->kind();
    piece.foreign = format;
    if (line.cut) {
      refuse(piece, too_long(line.number, options.max_puzzle_bytes));
    } else {
      piece.text.assign(content);
    }
    emit(std::move(piece));
    previous_blank = true;
  }

  void text_line(const SourceLine& line) {
    const std::string_view content = without_trailing_space(line.text);
    if (content.empty()) {
      if (text.shape == TextCut::Shape::kWhole) add_to_body({}, false);
      if (text.shape == TextCut::Shape::kUndecided && text.has_body) ++text.blanks_after_first;
      previous_blank = true;
      return;
    }
    if (const ForeignFormat* format = recognise_foreign(content, typed_kind())) {
      foreign_line(content, line, format);
      return;
    }
    if (previous_blank) {
      std::map<std::string, std::string> params;
      if (const PuzzleKind* kind = header_kind(content, &params)) {
        finish_text_chunk();
        text.kind = kind;
        text.params = std::make_shared<const std::map<std::string, std::string>>(std::move(params));
        text.header_line = line.number;
        previous_blank = false;
        return;
      }
    }
    previous_blank = false;
    if (text.kind == nullptr) {
      // The word the user gave (--type sudoku, *.sudoku), or the layout showed, tells the parser
      // what is meant.
      std::string word;
      text.kind = fallback_kind(content, line.number, &word);
      text.params = std::make_shared<const std::map<std::string, std::string>>(
          std::map<std::string, std::string>{{"type", word}});
    }
    switch (text.shape) {
      case TextCut::Shape::kOnePerLine:
        emit_line_puzzle(content, line.number, line.cut);
        return;
      case TextCut::Shape::kWhole:
        add_to_body(content, line.cut);
        return;
      case TextCut::Shape::kUndecided:
        break;
    }
    if (!text.has_body) {  // the first line: the second decides, unless it is a puzzle alone
      const PuzzleKind::LineAlone first =
          line.cut ? PuzzleKind::LineAlone::kWhole : text.kind->read_line_alone(content);
      if (first == PuzzleKind::LineAlone::kWhole) {
        // One puzzle a line, whatever follows: handed on now, not when the next line comes (a
        // program that sends one puzzle and waits for its answer would wait for ever).
        text.shape = TextCut::Shape::kOnePerLine;
        emit_line_puzzle(content, line.number, line.cut);
        return;
      }
      begin_body(line.number);
      add_to_body(content, line.cut);
      text.first_alone = first;
      text.blanks_after_first = 0;
      return;
    }
    const PuzzleKind::LineAlone second =
        line.cut ? PuzzleKind::LineAlone::kWhole : text.kind->read_line_alone(content);
    using Alone = PuzzleKind::LineAlone;
    if (text.first_alone == Alone::kWhole || second == Alone::kWhole ||
        (text.first_alone == Alone::kMaybeWhole && second == Alone::kMaybeWhole)) {
      text.shape = TextCut::Shape::kOnePerLine;
      PuzzleText first = std::move(text.body);
      if (!first.text.empty()) first.text.pop_back();  // its '\n'
      text.has_body = false;
      emit(std::move(first));
      emit_line_puzzle(content, line.number, line.cut);
      return;
    }
    text.shape = TextCut::Shape::kWhole;
    start_feeding();
    for (size_t i = 0; i < text.blanks_after_first; ++i) add_to_body({}, false);
    add_to_body(content, line.cut);
  }

  // ---- both ----

  void read_some() {
    std::optional<SourceLine> line = lines.next();
    if (!line) {
      if (mode == Mode::kJson) finish_json();
      if (mode == Mode::kText) finish_text_chunk();
      if (lines.skipped_to_end()) {
        PuzzleText item;
        item.line = last_line;
        refuse(item, TooLarge(TooLarge::Limit::kLineBytes, line_place(last_line),
                              "the line runs on for more than " +
                                  std::to_string(LineSource::kMaxSkippedBytes) +
                                  " bytes: the rest of the input is not read"));
        emit(std::move(item));
      }
      ended = true;
      return;
    }
    if (mode == Mode::kUnknown) {
      const size_t first = line->text.find_first_not_of(" \t\r\n\v\f");
      if (first == std::string_view::npos) return;
      const char c = line->text[first];
      mode = c == '{' || c == '[' ? Mode::kJson : Mode::kText;
    }
    last_line = line->number;
    if (mode == Mode::kJson) {
      if (line->cut && !json.open) {
        // A line past the limit: its puzzle cannot be whole, whatever it holds.
        json_error(line->number, too_long(line->number, options.max_puzzle_bytes));
        return;
      }
      json_line(*line);
      if (line->cut && json.open) {
        refuse_json(too_long(line->number, options.max_puzzle_bytes));
        if (json_lines) end_json_value();
      }
    } else {
      text_line(*line);
    }
  }
};

PuzzleReader::PuzzleReader(std::istream& in, ReadOptions options)
    : state_(std::make_unique<State>(in, std::move(options))) {}

PuzzleReader::PuzzleReader(std::string_view content, ReadOptions options)
    : state_(std::make_unique<State>(content, std::move(options))) {}

PuzzleReader::~PuzzleReader() = default;

std::optional<PuzzleText> PuzzleReader::next_text() {
  State& s = *state_;
  while (!s.has_ready() && !s.ended) s.read_some();
  if (!s.has_ready()) return std::nullopt;
  return s.take_ready();
}

std::optional<InputItem> PuzzleReader::next() {
  std::optional<PuzzleText> text = next_text();
  if (!text) return std::nullopt;
  return parse_puzzle(std::move(*text), state_->options);
}

uint64_t PuzzleReader::bytes_read() const {
  return state_->lines.bytes_read();
}

const ReadOptions& PuzzleReader::options() const {
  return state_->options;
}

}  // namespace gridlogic
