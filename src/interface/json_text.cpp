// JSON text in and out (json_text.hpp). Parsed without a guess: nlohmann keeps the last of two
// equal keys, which would solve a grid its author did not mean to send, so a repeated key is
// refused with both values.
#include "gridlogic/json_text.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <unordered_set>
#include <vector>

#include "gridlogic/error.hpp"
#include "interface/line_writer.hpp"

namespace gridlogic {

namespace {

using Event = Json::parse_event_t;

// One open object or array while the parser walks the text.
struct Frame {
  bool object = false;
  int64_t ordinal = 0;                   // an object's place among the objects the text opens
  std::unordered_set<std::string> keys;  // an object's keys so far
  std::string last_key;                  // the one whose value is being read
  int64_t items = 0;                     // an array's elements so far
};

// Where a repeated key was met: the path to its object and the key itself. The object is the
// `ordinal`-th one the text opens, which lets a second pass find it again.
struct RepeatedKey {
  std::string path;
  std::string key;
  int64_t ordinal = 0;
};

// "field cages, item 3, field sum": the frames' places, counted from 1 as people count.
std::string place_of(const std::vector<Frame>& frames, const std::string& key) {
  std::string path;
  for (size_t i = 0; i + 1 < frames.size(); ++i) {
    const Frame& frame = frames[i];
    if (!path.empty()) path += ", ";
    path += frame.object ? "field " + frame.last_key : "item " + std::to_string(frame.items);
  }
  return path + (path.empty() ? "" : ", ") + "field " + key;
}

// Counts an element of the array on top, before the element itself opens a frame.
void count_item(std::vector<Frame>& frames) {
  if (!frames.empty() && !frames.back().object) ++frames.back().items;
}

// A value as a message may quote it: short, on one line.
std::string quoted(const Json& value) {
  std::string text = value.dump();
  constexpr size_t kMost = 40;
  if (text.size() > kMost) text = text.substr(0, kMost - 3) + "...";
  return text;
}

// The values the `ordinal`-th object of `text` gives its key `key`, in order (a second pass, on
// the error's path only: the first pass keeps no values).
std::vector<std::string> values_of(std::string_view text, int64_t ordinal, const std::string& key) {
  std::vector<std::string> values;
  std::vector<int64_t> open;  // the ordinal of each open container, 0 for arrays
  int64_t objects = 0;
  bool wanted_next = false;  // the next value closed directly in the object is one of key's
  size_t wanted_depth = 0;
  const auto take = [&](const Json& value) {
    if (wanted_next && open.size() == wanted_depth) {
      values.push_back(quoted(value));
      wanted_next = false;
    }
  };
  [[maybe_unused]] const Json whole = Json::parse(
      text.begin(), text.end(),
      [&](int /*depth*/, Event event, Json& parsed) {
        switch (event) {
          case Event::object_start:
            open.push_back(++objects);
            break;
          case Event::array_start:
            open.push_back(0);
            break;
          case Event::object_end:
          case Event::array_end:
            open.pop_back();
            take(parsed);
            break;
          case Event::key:
            if (!open.empty() && open.back() == ordinal && parsed == key) {
              wanted_next = true;
              wanted_depth = open.size();
            }
            break;
          case Event::value:
            take(parsed);
            break;
        }
        return true;
      },
      /*allow_exceptions=*/false);
  return values;
}

// Whether `text` may give a key twice, told by a scan of its bytes that is far cheaper than the
// parser's callbacks: keys compared as written, which is exact unless a key holds an escape
// ("\u0061" is "a"), or the scan cannot follow the text (malformed: the parser says how).
bool may_repeat_a_key(std::string_view text) {
  struct Open {
    bool object = false;
    bool key_next = false;  // in an object, the next string is a key
    size_t first_key = 0;   // its keys' place in `keys`
  };
  std::vector<Open> open;
  std::vector<std::string_view> keys;
  std::vector<std::string_view> sorted;
  const auto repeats = [&](size_t first) {
    const size_t count = keys.size() - first;
    if (count < 2) return false;
    if (count <= 8) {
      for (size_t i = first; i < keys.size(); ++i) {
        for (size_t j = first; j < i; ++j) {
          if (keys[i] == keys[j]) return true;
        }
      }
      return false;
    }
    sorted.assign(keys.begin() + static_cast<std::ptrdiff_t>(first), keys.end());
    std::sort(sorted.begin(), sorted.end());
    return std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end();
  };
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '"') {
      const size_t start = ++i;
      bool escaped = false;
      while (i < text.size() && text[i] != '"') {
        if (text[i] == '\\') {
          escaped = true;
          ++i;
        }
        ++i;
      }
      if (i >= text.size()) return true;
      if (!open.empty() && open.back().object && open.back().key_next) {
        if (escaped) return true;
        keys.push_back(text.substr(start, i - start));
        open.back().key_next = false;
      }
    } else if (c == '{' || c == '[') {
      open.push_back({c == '{', c == '{', keys.size()});
    } else if (c == '}' || c == ']') {
      if (open.empty() || open.back().object != (c == '}')) return true;
      if (open.back().object && repeats(open.back().first_key)) return true;
      keys.resize(open.back().first_key);
      open.pop_back();
    } else if (c == ',' && !open.empty() && open.back().object) {
      open.back().key_next = true;
    }
  }
  return !open.empty();
}

}  // namespace

Json parse_json_text(std::string_view text, const std::string& place) {
  if (!may_repeat_a_key(text)) return Json::parse(text.begin(), text.end(), nullptr, false);
  std::vector<Frame> frames;
  int64_t objects = 0;
  RepeatedKey repeated;
  bool found = false;
  // The callback stops at the first repeat by discarding the rest: nlohmann has no other way out
  // of a parse short of an exception through its frames.
  Json value = Json::parse(
      text.begin(), text.end(),
      [&](int /*depth*/, Event event, Json& parsed) {
        if (found) return false;
        switch (event) {
          case Event::object_start:
            count_item(frames);
            frames.push_back({true, ++objects, {}, {}, 0});
            break;
          case Event::array_start:
            count_item(frames);
            frames.push_back({false, 0, {}, {}, 0});
            break;
          case Event::object_end:
          case Event::array_end:
            frames.pop_back();
            break;
          case Event::key: {
            Frame& frame = frames.back();
            const auto& key = parsed.get_ref<const std::string&>();
            if (!frame.keys.insert(key).second) {
              repeated = {place_of(frames, key), key, frame.ordinal};
              found = true;
              return false;
            }
            frame.last_key = key;
            break;
          }
          case Event::value:
            count_item(frames);
            break;
        }
        return true;
      },
      /*allow_exceptions=*/false);
  if (!found) return value;
  const std::vector<std::string> values = values_of(text, repeated.ordinal, repeated.key);
  std::string both;
  if (values.size() >= 2) both = " (" + values[0] + ", then " + values[1] + ")";
  throw InputError("duplicate key", place.empty() ? repeated.path : place + ", " + repeated.path,
                   "the key \"" + repeated.key + "\" is given twice" + both +
                       ": which one is meant cannot be told, so give it once");
}

// Brackets inside strings do not count; a malformed text is left for the parser to describe.
size_t json_too_deep_at(std::string_view text) {
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

void append_json(std::string& out, const Json& value) {
  LineWriter(out).value(value);
}

}  // namespace gridlogic
