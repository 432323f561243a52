#include "gridlogic/io.hpp"

#include <algorithm>

#include "core/text_lines.hpp"

namespace gridlogic {

namespace {

constexpr size_t kMaxInputBytes = size_t{1} << 30;

// JSON nested deeper than this is refused before it is parsed: every walk of a JSON value (copy,
// dump, compare) recurses once per level, so 100,000 brackets in an ignored field would overflow
// the stack. Puzzles need 4 levels; the rest is room for fields of the user's own.
constexpr size_t kMaxJsonDepth = 64;

// The offset in `text` of the first bracket that opens level kMaxJsonDepth + 1, or npos. Brackets
// inside strings do not count; a malformed text is left for the parser to describe.
size_t too_deep_at(std::string_view text) {
  size_t depth = 0;
  bool in_string = false;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (c == '\\') {
        ++i;  // the escaped character, whatever it is
      } else if (c == '"') {
        in_string = false;
      }
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxJsonDepth) return i;
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return std::string_view::npos;
}

std::string too_deep_detail(std::string_view text, size_t at) {
  const size_t line_start = text.rfind('\n', at);
  const size_t column = at - (line_start == std::string_view::npos ? 0 : line_start + 1) + 1;
  return "JSON nested deeper than " + std::to_string(kMaxJsonDepth) + " levels at column " +
         std::to_string(column);
}

// Parses one JSON text from the user; discarded when malformed or nested too deep.
Json parse_input_json(std::string_view text) {
  if (too_deep_at(text) != std::string_view::npos) return Json(Json::value_t::discarded);
  return Json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false);
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

// Editors on some systems start UTF-8 files with a byte-order mark; it is not part of the text.
std::string_view without_byte_order_mark(std::string_view content) {
  constexpr std::string_view kMark = "\xEF\xBB\xBF";
  return content.substr(0, kMark.size()) == kMark ? content.substr(kMark.size()) : content;
}

bool ends_with(std::string_view text, std::string_view suffix) {
  return text.size() >= suffix.size() && text.substr(text.size() - suffix.size()) == suffix;
}

std::string describe(const std::exception& error) {
  return error.what();
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

void parse_json_item(InputItem& item, const Json& object, const ReadOptions& options,
                     size_t position) {
  item.raw = object;
  item.id = std::to_string(position);
  if (!object.is_object()) {
    item.error = "line " + std::to_string(item.line) + ": a puzzle must be a JSON object";
    return;
  }
  if (auto it = object.find("id"); it != object.end() && !it->is_null()) {
    item.id = it->is_string() ? it->get<std::string>() : it->dump();
  }
  if (auto it = object.find("type"); it != object.end()) {
    if (!it->is_string()) {
      item.error = "line " + std::to_string(item.line) + ": field type: must be a string";
      return;
    }
    item.kind = find_kind(it->get<std::string>());
    if (item.kind == nullptr) {
      item.error = "line " + std::to_string(item.line) + ": field type: unknown puzzle type '" +
                   it->get<std::string>() + "' [rule: unknown type]";
      return;
    }
  } else if (!options.type.empty()) {
    item.kind = find_kind(options.type);
  } else {
    item.kind = kind_from_filename(options.filename);
  }
  if (item.kind == nullptr) {
    item.error = "line " + std::to_string(item.line) +
                 ": the puzzle has no \"type\" field; give --type [rule: unknown type]";
    return;
  }
  try {
    item.puzzle = item.kind->from_json(object);
  } catch (const std::exception& error) {
    item.error = "line " + std::to_string(item.line) + ": " + describe(error);
  }
}

std::vector<InputItem> read_json(std::string_view content, const ReadOptions& options) {
  std::vector<InputItem> items;
  // One document (object or array) first; else JSON Lines.
  Json whole = parse_input_json(content);
  if (!whole.is_discarded() && (whole.is_object() || whole.is_array())) {
    size_t count = whole.is_array() ? whole.size() : 1;
    for (size_t i = 0; i < count; ++i) {
      InputItem item;
      item.line = whole.is_array() ? 0 : 1;
      parse_json_item(item, whole.is_array() ? whole[i] : whole, options, i + 1);
      if (whole.is_array()) {
        // Array items have no line of their own: name their position instead.
        if (!item.error.empty())
          item.error.replace(0, item.error.find(':'), "item " + std::to_string(i + 1));
      }
      items.push_back(std::move(item));
    }
    return items;
  }
  int line_number = 0;
  size_t start = 0;
  while (start < content.size()) {
    size_t end = content.find('\n', start);
    if (end == std::string_view::npos) end = content.size();
    std::string_view line = content.substr(start, end - start);
    ++line_number;
    start = end + 1;
    if (text_lines::trim(line).empty()) continue;
    InputItem item;
    item.line = line_number;
    if (const size_t deep = too_deep_at(line); deep != std::string_view::npos) {
      item.id = std::to_string(items.size() + 1);
      item.error = "line " + std::to_string(line_number) + ": " + too_deep_detail(line, deep) +
                   " [rule: too deep]";
      items.push_back(std::move(item));
      continue;
    }
    Json object = Json::parse(line.begin(), line.end(), nullptr, false);
    if (object.is_discarded()) {
      item.id = std::to_string(items.size() + 1);
      try {
        Json rethrown = Json::parse(line.begin(), line.end());
        (void)rethrown;
      } catch (const Json::exception& error) {  // parse_error, or out_of_range for 1e999
        std::string what = error.what();
        // nlohmann's text reads "[json.exception.parse_error.101] parse error at line 1, column 7:
        // ..."; keep the column part, the line is ours.
        size_t at = what.find("column");
        item.error = "line " + std::to_string(line_number) + ": malformed JSON" +
                     (at == std::string::npos ? ": " + what : " at " + what.substr(at)) +
                     " [rule: malformed JSON]";
      }
      items.push_back(std::move(item));
      continue;
    }
    parse_json_item(item, object, options, items.size() + 1);
    items.push_back(std::move(item));
  }
  return items;
}

// A text chunk: the lines of one header's reach.
struct TextChunk {
  int first_line = 1;  // line of the file where the body starts
  const PuzzleKind* kind = nullptr;
  std::map<std::string, std::string> params;
  std::string body;  // padded with blank lines so that body line numbers equal file lines
};

std::vector<TextChunk> split_text_chunks(std::string_view content, const ReadOptions& options) {
  auto lines = text_lines::split(content);
  std::vector<TextChunk> chunks;
  const PuzzleKind* fallback =
      !options.type.empty() ? find_kind(options.type) : kind_from_filename(options.filename);
  bool previous_blank = true;
  for (const auto& line : lines) {
    std::map<std::string, std::string> params;
    const PuzzleKind* kind = previous_blank ? header_kind(line.text, &params) : nullptr;
    if (kind != nullptr) {
      TextChunk chunk;
      chunk.kind = kind;
      chunk.params = std::move(params);
      chunk.first_line = line.number + 1;
      chunk.body.assign(static_cast<size_t>(line.number), '\n');
      chunks.push_back(std::move(chunk));
    } else {
      if (chunks.empty()) {
        if (fallback == nullptr) {
          throw InputError("unknown type", "line " + std::to_string(line.number),
                           "cannot tell the puzzle type: no header line (e.g. 'binox'), no "
                           "--type and no known file extension");
        }
        TextChunk chunk;
        chunk.kind = fallback;
        chunk.params["type"] = std::string(fallback->name());
        chunk.first_line = line.number;
        chunk.body.assign(static_cast<size_t>(line.number - 1), '\n');
        chunks.push_back(std::move(chunk));
      }
      chunks.back().body += line.text;
      chunks.back().body += '\n';
    }
    previous_blank = text_lines::trim(line.text).empty();
  }
  return chunks;
}

std::vector<InputItem> read_text(std::string_view content, const ReadOptions& options) {
  std::vector<InputItem> items;
  for (auto& chunk : split_text_chunks(content, options)) {
    std::vector<std::pair<int, std::string>> pieces;
    try {
      pieces = chunk.kind->split_text(chunk.body);
    } catch (const std::exception& error) {
      InputItem item;
      item.id = std::to_string(items.size() + 1);
      item.line = chunk.first_line;
      item.kind = chunk.kind;
      item.error = describe(error);
      items.push_back(std::move(item));
      continue;
    }
    for (auto& [line, text] : pieces) {
      InputItem item;
      item.id = std::to_string(items.size() + 1);
      item.line = pieces.size() == 1 ? chunk.first_line : line;
      item.kind = chunk.kind;
      try {
        item.puzzle = chunk.kind->from_text(text, chunk.params);
      } catch (const std::exception& error) {
        item.error = describe(error);
        if (item.error.rfind("line ", 0) != 0) {
          item.error = "line " + std::to_string(item.line) + ": " + item.error;
        }
      }
      items.push_back(std::move(item));
    }
  }
  return items;
}

}  // namespace

const Json* InputItem::carried_solution() const {
  if (kind == nullptr || !raw.is_object()) return nullptr;
  auto it = raw.find(kind->solution_field());
  if (it == raw.end() || it->is_null()) return nullptr;
  return &*it;
}

const PuzzleKind* kind_from_filename(std::string_view filename) {
  std::string_view name = filename;
  for (std::string_view packaging : {".jsonl", ".json", ".txt"}) {
    if (ends_with(name, packaging)) name.remove_suffix(packaging.size());
  }
  size_t dot = name.rfind('.');
  if (dot == std::string_view::npos) return nullptr;
  return find_kind(name.substr(dot + 1));
}

std::vector<InputItem> read_puzzles(std::string_view content, const ReadOptions& options) {
  content = without_byte_order_mark(content);
  if (content.size() > kMaxInputBytes) {
    throw InputError("too large", "input", "inputs of more than 1 GiB are not accepted");
  }
  size_t first = content.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return {};
  std::vector<InputItem> items = content[first] == '{' || content[first] == '['
                                     ? read_json(content, options)
                                     : read_text(content, options);
  for (InputItem& item : items) {
    item.id = shorten(item.id, kMaxIdBytes);
    item.error = shorten(item.error, kMaxErrorBytes);
  }
  return items;
}

Json read_solution(std::string_view content, const PuzzleKind& kind) {
  content = without_byte_order_mark(content);
  size_t first = content.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) {
    throw InputError("empty", "solution", "the solution input is empty");
  }
  if (content[first] == '{' || content[first] == '[') {
    if (const size_t deep = too_deep_at(content); deep != std::string_view::npos) {
      throw InputError("too deep", "solution", too_deep_detail(content, deep));
    }
    Json value = Json::parse(content.begin(), content.end(), nullptr, false);
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
