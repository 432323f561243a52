#include "gridlogic/io.hpp"

#include <algorithm>
#include <cctype>
#include <climits>
#include <cstdio>

#include "base/text_lines.hpp"
#include "catalogue/line_source.hpp"

namespace gridlogic {

namespace {

std::string too_deep_detail(std::string_view text, size_t at) {
  const size_t line_start = text.rfind('\n', at);
  const size_t column = at - (line_start == std::string_view::npos ? 0 : line_start + 1) + 1;
  return "JSON nested deeper than " + std::to_string(kMaxJsonDepth) + " levels at column " +
         std::to_string(column);
}

// An error message quotes what it refuses, and an id is the user's own: both are cut to these
// lengths, so that a 100 KB bad value is not echoed whole.
constexpr size_t kMaxErrorBytes = 600;
constexpr size_t kMaxIdBytes = 200;

// `text` cut to at most `most` bytes by taking out its middle (an error's where and its
// "[rule: ...]" tag stay), never inside a UTF-8 character.
std::string shorten(const std::string& text, size_t most) {
  if (text.size() <= most) return text;
  const std::string gap = " ... ";
  const auto is_continuation = [&](size_t i) {
    return i < text.size() && (static_cast<unsigned char>(text[i]) & 0xC0) == 0x80;
  };
  size_t head = (most - gap.size()) * 3 / 4;
  while (head > 0 && is_continuation(head)) --head;
  size_t tail = text.size() - (most - gap.size() - head);
  while (is_continuation(tail)) ++tail;
  return text.substr(0, head) + gap + text.substr(tail);
}

bool ends_with(std::string_view text, std::string_view suffix) {
  return text.size() >= suffix.size() && text.substr(text.size() - suffix.size()) == suffix;
}

// "line 3: malformed JSON at column 7: ..." from nlohmann's parse error, or "at line 5, column 2"
// when the puzzle's text spans lines: nlohmann counts from the text's own first line, which is
// the input's line `first_line`. Trailing blank lines are cut first, so that a text that ends too
// soon is placed at its last character, not on a line after it.
std::string malformed_json(std::string text, int64_t first_line, const std::string& place) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.pop_back();
  try {
    Json rethrown = Json::parse(text);
    (void)rethrown;
  } catch (const Json::exception& error) {  // parse_error, or out_of_range for 1e999
    const std::string what = error.what();
    // nlohmann's text reads "[json.exception.parse_error.101] parse error at line 1, column 7:
    // syntax error ..."
    size_t line = 0;
    size_t column = 0;
    const size_t at = what.find(" at line ");
    const size_t after = what.find(": ", at == std::string::npos ? 0 : at);
    if (at == std::string::npos || after == std::string::npos ||
        std::sscanf(what.c_str() + at, " at line %zu, column %zu", &line, &column) != 2) {
      return place + ": malformed JSON: " + what + " [rule: malformed JSON]";
    }
    const std::string position =
        text.find('\n') == std::string::npos
            ? "column " + std::to_string(column)
            : "line " + std::to_string(first_line + static_cast<int64_t>(line) - 1) + ", column " +
                  std::to_string(column);
    return place + ": malformed JSON at " + position + what.substr(after) +
           " [rule: malformed JSON]";
  }
  return place + ": malformed JSON [rule: malformed JSON]";
}

// "tatham: " before an error of a foreign format, so the message says whose spelling it read.
std::string format_label(const ForeignFormat& format) {
  return std::string(format.name()) + ": ";
}

// Takes the object over: the item keeps it (raw), and a copy of a large puzzle's JSON costs as
// much as reading it.
void parse_json_item(InputItem& item, Json&& parsed, const ReadOptions& options,
                     const std::string& place) {
  item.raw = std::move(parsed);
  const Json& object = item.raw;
  if (!object.is_object()) {
    item.error = place + ": a puzzle must be a JSON object [rule: not an object]";
    item.error_rule = "not an object";
    item.error_where = "body";
    return;
  }
  if (auto it = object.find("id"); it != object.end() && !it->is_null()) {
    item.id = it->is_string() ? it->get<std::string>() : it->dump();
  }
  if (auto it = object.find("type"); it != object.end()) {
    if (!it->is_string()) {
      item.error = place + ": field type: must be a string [rule: not a string]";
      item.error_rule = "not a string";
      item.error_where = "field type";
      return;
    }
    item.kind = find_kind(it->get<std::string>());
    if (item.kind == nullptr) {
      item.error = place + ": field type: unknown puzzle type '" + it->get<std::string>() +
                   "' [rule: unknown type]";
      item.error_rule = "unknown type";
      item.error_where = "field type";
      return;
    }
  } else if (const ForeignFormat* format = recognise_foreign_object(object)) {
    // Another program's JSON (f-puzzles): what it carries besides the puzzle is not ours.
    item.kind = &format->kind();
    try {
      item.puzzle = format->read_object(object);
    } catch (const InputError& error) {
      item.fail(error, place + ": " + format_label(*format) + error.what());
    }
    item.raw = Json();
    return;
  } else if (!options.type.empty()) {
    item.kind = find_kind(options.type);
  } else {
    item.kind = kind_from_filename(options.filename);
  }
  if (item.kind == nullptr) {
    item.error = place + ": the puzzle has no \"type\" field; give --type [rule: unknown type]";
    item.error_rule = "unknown type";
    item.error_where = "field type";
    return;
  }
  try {
    item.puzzle = item.kind->from_json(object);
  } catch (const InputError& error) {
    item.fail(error, place + ": " + error.what());
  }
}

void parse_json_piece(InputItem& item, const PuzzleText& text, const ReadOptions& options) {
  const std::string place =
      "line " + std::to_string(text.line) +
      (text.in_array ? ", item " + std::to_string(text.array_item) + " of the array" : "");
  if (const size_t deep = json_too_deep_at(text.text); deep != std::string::npos) {
    // Texts cut by a PuzzleReader were checked as they were cut; this is for other callers.
    item.error = place + ": JSON nested deeper than " + std::to_string(kMaxJsonDepth) +
                 " levels [rule: too deep]";
    item.error_rule = "too deep";
    item.error_where = place;
    return;
  }
  Json object;
  try {
    object = parse_json_text(text.text);
  } catch (const InputError& error) {
    item.fail(error, place + ": " + error.what());
    return;
  }
  if (object.is_discarded()) {
    item.error = malformed_json(text.text, text.line, place);
    item.error_rule = "malformed JSON";
    item.error_where = place;
    return;
  }
  parse_json_item(item, std::move(object), options, place);
}

// An error of a text puzzle, its places counted in the input's lines: a parser counts from the
// first line of the body it was given, and names the header "header". `where` is the error's
// place with its line counted so too, so that the answers which give the place apart (the
// server, Python) name the line the message names.
struct TextErrorPlace {
  std::string message;
  std::string where;
};

TextErrorPlace text_error(const InputError& error, const PuzzleText& text) {
  const std::string& where = error.where();
  const std::string rest = std::string(error.what()).substr(where.size());
  if (where.rfind("header", 0) == 0 && text.header_line > 0) {
    return {"line " + std::to_string(text.header_line) + ": " + error.what(), where};
  }
  if (where.rfind("line ", 0) == 0) {
    size_t digits = 5;
    while (digits < where.size() && std::isdigit(static_cast<unsigned char>(where[digits]))) {
      ++digits;
    }
    if (digits > 5) {
      const int64_t body_line = std::stoll(where.substr(5, digits - 5));
      std::string shifted =
          "line " + std::to_string(body_line + text.line - 1) + where.substr(digits);
      return {shifted + rest, shifted};
    }
  }
  return {"line " + std::to_string(text.line) + ": " + error.what(), where};
}

void parse_foreign_line(InputItem& item, const PuzzleText& text) {
  item.kind = text.kind;
  try {
    item.puzzle = text.foreign->read(text.text);
  } catch (const InputError& error) {
    item.fail(error, "line " + std::to_string(text.line) + ": " + format_label(*text.foreign) +
                         error.what());
  }
}

void parse_text_piece(InputItem& item, const PuzzleText& text) {
  item.kind = text.kind;
  const auto& params = *text.params;
  const auto& allowed = text.kind->header_keys();
  for (const auto& [key, value] : params) {
    if (key == "type" || std::find(allowed.begin(), allowed.end(), key) != allowed.end()) continue;
    std::string known;
    for (std::string_view name : allowed) known += (known.empty() ? "" : ", ") + std::string(name);
    item.error = "line " + std::to_string(text.header_line) + ": header: '" + key + "' is not a " +
                 std::string(text.kind->name()) + " key (" +
                 (known.empty() ? "it takes none" : "known: " + known) +
                 ") [rule: unknown header key]";
    item.error_rule = "unknown header key";
    item.error_where = "header";
    return;
  }
  try {
    if (text.fed_error) std::rethrow_exception(text.fed_error);
    item.puzzle = text.fed ? text.fed->finish() : text.kind->from_text(text.text, params);
  } catch (const InputError& error) {
    TextErrorPlace place = text_error(error, text);
    item.fail(error, std::move(place.message));
    item.error_where = std::move(place.where);
  }
}

// The kind's own spelling of `word` (its name or one of its aliases), which outlives any input;
// "" when `word` is neither.
std::string_view static_type_word(const PuzzleKind& kind, std::string_view word) {
  if (word == kind.name()) return kind.name();
  for (const KindAlias& alias : kind.aliases()) {
    if (word == alias.name) return alias.name;
  }
  return {};
}

}  // namespace

void InputItem::fail(const InputError& failure, std::string message) {
  error = std::move(message);
  error_rule = failure.rule();
  error_where = failure.where();
  error_status = failure.status();
}

const Json* InputItem::carried_solution() const {
  if (kind == nullptr || !raw.is_object()) return nullptr;
  auto it = raw.find(kind->solution_field());
  if (it == raw.end() || it->is_null()) return nullptr;
  return &*it;
}

std::string type_word_of_filename(std::string_view filename) {
  std::string_view name = filename;
  for (std::string_view packaging : {".jsonl", ".json", ".txt"}) {
    if (ends_with(name, packaging)) name.remove_suffix(packaging.size());
  }
  const size_t dot = name.rfind('.');
  if (dot == std::string_view::npos) return {};
  return std::string(name.substr(dot + 1));
}

const PuzzleKind* kind_from_filename(std::string_view filename) {
  const std::string word = type_word_of_filename(filename);
  return word.empty() ? nullptr : find_kind(word);
}

InputItem parse_puzzle(PuzzleText text, const ReadOptions& options) {
  InputItem item;
  item.id = std::to_string(text.position);
  item.line = static_cast<int>(std::min<int64_t>(text.line, INT32_MAX));
  item.kind = text.kind;
  if (!text.error.empty()) {
    item.error = text.error;
    item.error_rule = text.error_rule;
    item.error_status = text.error_status;
  } else {
    try {
      if (text.json) {
        parse_json_piece(item, text, options);
      } else if (text.foreign != nullptr) {
        parse_foreign_line(item, text);
      } else {
        parse_text_piece(item, text);
      }
    } catch (const std::exception& error) {  // a parser's slip: still only this puzzle's error
      item.puzzle = nullptr;
      item.error = "line " + std::to_string(text.line) + ": " + error.what();
    }
  }
  if (item.puzzle == nullptr && item.kind != nullptr) {  // a read puzzle names its own type
    std::string_view word = options.type;
    if (text.json && item.raw.is_object()) {
      auto type = item.raw.find("type");
      if (type != item.raw.end() && type->is_string()) word = type->get_ref<const std::string&>();
    } else if (!text.json && text.params != nullptr) {
      auto type = text.params->find("type");
      if (type != text.params->end()) word = type->second;
    }
    item.type_word = static_type_word(*item.kind, word);
  }
  item.id = shorten(item.id, kMaxIdBytes);
  item.error = shorten(item.error, kMaxErrorBytes);
  return item;
}

std::vector<InputItem> read_puzzles(std::string_view content, const ReadOptions& options) {
  std::vector<InputItem> items;
  PuzzleReader reader(content, options);
  while (std::optional<InputItem> item = reader.next()) items.push_back(std::move(*item));
  return items;
}

Json parse_position(std::string_view text) {
  const size_t first = text.find_first_not_of(" \t\r\n");
  if (first != std::string_view::npos &&
      (text[first] == '{' || text[first] == '[' || text[first] == '"')) {
    if (const size_t deep = json_too_deep_at(text); deep != std::string_view::npos) {
      throw InputError("too deep", "progress", too_deep_detail(text, deep));
    }
    Json value = parse_json_text(text, "progress");
    if (value.is_discarded()) {
      throw InputError("malformed JSON", "progress", "the position is not valid JSON");
    }
    return value;
  }
  std::string line;
  for (char c : text) {
    if (c != ' ' && c != '\t' && c != '\r' && c != '\n') line += c;
  }
  return line;
}

Json read_solution(std::string_view content, const PuzzleKind& kind) {
  content = without_byte_order_mark(content);
  size_t first = content.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) {
    throw InputError("empty", "solution", "the solution input is empty");
  }
  if (content[first] == '{' || content[first] == '[') {
    if (const size_t deep = json_too_deep_at(content); deep != std::string_view::npos) {
      throw InputError("too deep", "solution", too_deep_detail(content, deep));
    }
    Json value = parse_json_text(content, "solution");
    if (value.is_discarded()) {
      throw InputError("malformed JSON", "solution", "the solution is not valid JSON");
    }
    if (value.is_object()) {
      auto it = value.find(kind.solution_field());
      if (it == value.end()) {
        throw InputError("missing field", "solution",
                         "the object has no \"" + std::string(kind.solution_field()) + "\" field");
      }
      return *it;
    }
    return value;
  }
  Json rows = Json::array();
  for (const auto& line : text_lines::split(content)) {
    std::string text = text_lines::trim(line.text);
    if (text.empty()) continue;
    auto words = text_lines::tokens(text);
    if (words.size() == 1) {
      rows.push_back(text);
      continue;
    }
    Json row = Json::array();
    for (const auto& word : words) {
      try {
        size_t used = 0;
        long long v = std::stoll(word, &used);
        if (used != word.size()) throw std::invalid_argument(word);
        row.push_back(v);
      } catch (const std::exception&) {
        // Words that are not numbers: keep the row as one string without spaces.
        row = Json();
        break;
      }
    }
    if (row.is_null()) {
      std::string joined;
      for (const auto& word : words) joined += word;
      rows.push_back(joined);
    } else {
      rows.push_back(std::move(row));
    }
  }
  return rows;
}

std::string to_text(const std::vector<const Puzzle*>& puzzles) {
  std::string out;
  for (size_t i = 0; i < puzzles.size(); ++i) {
    if (i > 0) out += '\n';
    out += puzzles[i]->to_text();
  }
  return out;
}

}  // namespace gridlogic
