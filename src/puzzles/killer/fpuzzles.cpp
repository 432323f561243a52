// f-puzzles JSON and its share links (docs/FORMATS.md "Formats of other programs").
//
// f-puzzles (and SudokuPad, which opens its links) keeps a puzzle as a JSON object: `size`, a
// `grid` of size x size cell objects (`{"value": 5, "given": true}` for a given, `{}` for an empty
// cell), and optional constraint lists, of which we read `killercage` (`{"cells": ["R1C1",
// "R1C2"], "value": "3"}`). A share link is that JSON compressed by LZ-string to base64 after
// `?load=`. We read the sudoku and its killer cages and refuse what would change the puzzle:
// a constraint we do not model (arrows, thermometers, diagonals, ...), irregular regions, a cage
// without a sum, and cages that leave cells out (our killer cages every cell). Titles, authors,
// rule texts and drawings without a rule (text, lines, rectangles, circles) are dropped.
#include <algorithm>
#include <set>

#include "base/lz_string.hpp"
#include "base/tatham_id.hpp"
#include "gridlogic/foreign_format.hpp"
#include "gridlogic/json_text.hpp"
#include "puzzles/killer/foreign.hpp"
#include "puzzles/killer/kind.hpp"

namespace gridlogic::killer {

namespace {

// Keys that carry no rule: read past.
const std::set<std::string, std::less<>>& fpuzzles_quiet_keys() {
  static const std::set<std::string, std::less<>> keys = {"size",
                                                          "grid",
                                                          "killercage",
                                                          "title",
                                                          "author",
                                                          "ruleset",
                                                          "solution",
                                                          "text",
                                                          "line",
                                                          "rectangle",
                                                          "circle",
                                                          "activeConstraints",
                                                          "disabledlogic",
                                                          "truecandidatesoptions",
                                                          "highlightConflicts"};
  return keys;
}

// "R3C12": f-puzzles' name of a cell (built by appending: GCC 12 warns falsely on
// "R" + std::to_string).
std::string fpuzzles_cell_name(int cell, int n) {
  std::string name = "R";
  name += std::to_string(cell / n + 1);
  name += 'C';
  name += std::to_string(cell % n + 1);
  return name;
}

[[noreturn]] void fpuzzles_fail(const std::string& where, const std::string& detail) {
  throw InputError("bad f-puzzles data", where, detail);
}

// "R3C12" (either case) as a cell number of a side-n grid.
int fpuzzles_cell(const Json& name, int n, const std::string& where) {
  if (!name.is_string()) fpuzzles_fail(where, "a cell is a string such as \"R1C1\"");
  const std::string& text = name.get_ref<const std::string&>();
  int row = 0;
  int col = 0;
  size_t at = 0;
  const auto number = [&](char letter, int* out) {
    if (at >= text.size() || (text[at] != letter && text[at] != letter + ('a' - 'A'))) {
      return false;
    }
    ++at;
    const size_t begin = at;
    while (at < text.size() && text[at] >= '0' && text[at] <= '9' && at - begin < 3) {
      *out = *out * 10 + (text[at++] - '0');
    }
    return at > begin;
  };
  if (!number('R', &row) || !number('C', &col) || at != text.size() || row < 1 || row > n ||
      col < 1 || col > n) {
    fpuzzles_fail(where, "'" + text + "' is not a cell R1C1 to R" + std::to_string(n) + "C" +
                             std::to_string(n));
  }
  return (row - 1) * n + (col - 1);
}

int fpuzzles_sum(const Json& value, const std::string& where) {
  if (value.is_number_integer() && value.get<int64_t>() > 0 && value.get<int64_t>() < 100000) {
    return value.get<int>();
  }
  if (value.is_string()) {
    const std::string& text = value.get_ref<const std::string&>();
    if (!text.empty() && text.size() < 6 &&
        std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; })) {
      return std::stoi(text);
    }
  }
  fpuzzles_fail(where,
                "the cage has no sum (" + value.dump() + "): our killer needs every cage's sum");
}

std::unique_ptr<Puzzle> read_fpuzzles(const Json& object) {
  for (const auto& [key, value] : object.items()) {
    if (fpuzzles_quiet_keys().count(key) != 0) continue;
    const bool set =
        (value.is_array() && !value.empty()) || (value.is_boolean() && value.get<bool>());
    if (set) fpuzzles_fail("field " + key, "'" + key + "' is a constraint we do not model");
  }
  const Json* size = object.contains("size") ? &object.at("size") : nullptr;
  if (size == nullptr || !size->is_number_integer()) {
    fpuzzles_fail("field size", "expected the side as a number");
  }
  const int64_t side = size->get<int64_t>();
  int box_h = 0;
  int box_w = 0;
  if (side < 1 || side > kMaxSize || !default_box(static_cast<int>(side), &box_h, &box_w)) {
    fpuzzles_fail("field size", "a side of " + std::to_string(side) +
                                    " has no box shape we solve (4, 6, 8, 9, 12 or 16)");
  }
  const int n = static_cast<int>(side);
  const Json& grid = object.contains("grid") ? object.at("grid") : Json();
  if (!grid.is_array() || grid.size() != static_cast<size_t>(n)) {
    fpuzzles_fail("field grid", "expected " + std::to_string(n) + " rows");
  }
  std::vector<int> givens(static_cast<size_t>(n * n), 0);
  for (int r = 0; r < n; ++r) {
    const Json& row = grid[static_cast<size_t>(r)];
    if (!row.is_array() || row.size() != static_cast<size_t>(n)) {
      fpuzzles_fail("field grid, row " + std::to_string(r + 1),
                    "expected " + std::to_string(n) + " cells");
    }
    for (int c = 0; c < n; ++c) {
      const Json& cell = row[static_cast<size_t>(c)];
      const std::string where = "field grid, " + fpuzzles_cell_name(r * n + c, n);
      if (!cell.is_object()) fpuzzles_fail(where, "a cell is an object");
      if (cell.contains("region")) {
        fpuzzles_fail(where, "irregular regions are a rule we do not model");
      }
      const bool given = cell.contains("given") && cell.at("given") == true;
      if (!given || !cell.contains("value")) continue;  // a player's entry is no clue
      const Json& value = cell.at("value");
      if (!value.is_number_integer() || value.get<int64_t>() < 1 || value.get<int64_t>() > n) {
        fpuzzles_fail(where, "a given is a digit 1 to " + std::to_string(n));
      }
      givens[static_cast<size_t>(r * n + c)] = value.get<int>();
    }
  }
  std::vector<Cage> cages;
  if (object.contains("killercage")) {
    const Json& list = object.at("killercage");
    if (!list.is_array()) fpuzzles_fail("field killercage", "expected a list of cages");
    std::vector<int> caged(static_cast<size_t>(n * n), 0);
    for (size_t k = 0; k < list.size(); ++k) {
      const std::string where = "field killercage, cage " + std::to_string(k + 1);
      const Json& entry = list[k];
      if (!entry.is_object() || !entry.contains("cells") || !entry.at("cells").is_array()) {
        fpuzzles_fail(where, "a cage is an object with \"cells\"");
      }
      Cage cage;
      for (const Json& name : entry.at("cells")) {
        const int cell = fpuzzles_cell(name, n, where);
        if (caged[static_cast<size_t>(cell)]++ != 0) {
          fpuzzles_fail(where, name.get<std::string>() + " is in two cages");
        }
        cage.cells.push_back(cell);
      }
      cage.sum = fpuzzles_sum(entry.contains("value") ? entry.at("value") : Json(), where);
      std::sort(cage.cells.begin(), cage.cells.end());
      cages.push_back(std::move(cage));
    }
    const auto open = std::find(caged.begin(), caged.end(), 0);
    if (!cages.empty() && open != caged.end()) {
      const auto cell = static_cast<int>(open - caged.begin());
      fpuzzles_fail("field killercage",
                    fpuzzles_cell_name(cell, n) + " is in no cage: our killer cages every cell");
    }
  }
  std::sort(cages.begin(), cages.end(),
            [](const Cage& a, const Cage& b) { return a.cells[0] < b.cells[0]; });
  return killer::kind().from_json(board_json(n, box_h, box_w, givens, cages));
}

bool looks_like_fpuzzles(const Json& object) {
  if (!object.is_object() || object.contains("type")) return false;
  auto size = object.find("size");
  auto grid = object.find("grid");
  return size != object.end() && size->is_number() && grid != object.end() && grid->is_array() &&
         !grid->empty() && (*grid)[0].is_array() && !(*grid)[0].empty() &&
         (*grid)[0][0].is_object();
}

// The f-puzzles JSON of a board, keys in f-puzzles' own order.
std::string fpuzzles_text(const Puzzle& puzzle) {
  const Board& board = board_of_puzzle(puzzle);
  int box_h = 0;
  int box_w = 0;
  if (!default_box(board.n, &box_h, &box_w) || box_h != board.box_h || box_w != board.box_w) {
    throw NotAvailable("f-puzzles draws a side of " + std::to_string(board.n) +
                       " with its own boxes; this sudoku's are " + std::to_string(board.box_h) +
                       " x " + std::to_string(board.box_w));
  }
  nlohmann::ordered_json out;
  out["size"] = board.n;
  nlohmann::ordered_json rows = nlohmann::ordered_json::array();
  for (int r = 0; r < board.n; ++r) {
    nlohmann::ordered_json row = nlohmann::ordered_json::array();
    for (int c = 0; c < board.n; ++c) {
      const int given = board.givens[static_cast<size_t>(r * board.n + c)];
      nlohmann::ordered_json cell = nlohmann::ordered_json::object();
      if (given != 0) {
        cell["value"] = given;
        cell["given"] = true;
      }
      row.push_back(std::move(cell));
    }
    rows.push_back(std::move(row));
  }
  out["grid"] = std::move(rows);
  if (!board.classic()) {
    nlohmann::ordered_json cages = nlohmann::ordered_json::array();
    for (const Cage& cage : board.cages) {
      nlohmann::ordered_json cells = nlohmann::ordered_json::array();
      for (int cell : cage.cells) {
        cells.push_back(fpuzzles_cell_name(cell, board.n));
      }
      nlohmann::ordered_json entry;
      entry["cells"] = std::move(cells);
      entry["value"] = std::to_string(cage.sum);
      cages.push_back(std::move(entry));
    }
    out["killercage"] = std::move(cages);
  }
  return out.dump();
}

// A JSON text read as f-puzzles; a syntax error is placed at its character.
std::unique_ptr<Puzzle> read_fpuzzles_text(std::string_view text, size_t offset) {
  if (const size_t deep = json_too_deep_at(text); deep != std::string_view::npos) {
    tatham::fail(offset + deep,
                 "JSON nested deeper than " + std::to_string(kMaxJsonDepth) + " levels");
  }
  Json object;
  try {
    object = parse_json_text(text);  // a repeated key throws its own InputError
    if (object.is_discarded()) object = Json::parse(text);  // throws, placing the error
  } catch (const Json::parse_error& error) {
    tatham::fail(offset + (error.byte == 0 ? 0 : error.byte - 1), "malformed JSON");
  } catch (const Json::exception&) {
    tatham::fail(offset, "malformed JSON");
  }
  if (!looks_like_fpuzzles(object)) {
    tatham::fail(offset, "not an f-puzzles object (\"size\" and a \"grid\" of cell objects)");
  }
  return read_fpuzzles(object);
}

class FpuzzlesFormat final : public ForeignFormat {
 public:
  std::string_view name() const override { return "fpuzzles"; }
  const PuzzleKind& kind() const override { return killer::kind(); }
  bool recognises(std::string_view text, bool /*typed*/) const override {
    return !text.empty() && text[0] == '{' && text.find("\"grid\"") != std::string_view::npos &&
           text.find("\"size\"") != std::string_view::npos &&
           text.find("\"type\"") == std::string_view::npos;
  }
  std::unique_ptr<Puzzle> read(std::string_view text) const override {
    return read_fpuzzles_text(text, 0);
  }
  std::string write(const Puzzle& puzzle) const override { return fpuzzles_text(puzzle); }
  bool recognises_object(const Json& object) const override { return looks_like_fpuzzles(object); }
  std::unique_ptr<Puzzle> read_object(const Json& object) const override {
    return read_fpuzzles(object);
  }
};

constexpr std::string_view kFpuzzlesLink = "https://www.f-puzzles.com/?load=";
// An f-puzzles 16 x 16 with every constraint is some 100 KB of JSON; a link that expands past
// this is refused before its JSON is parsed.
constexpr size_t kMostFpuzzlesBytes = size_t{4} << 20;
// The JSON `{"` compressed: how every f-puzzles blob starts.
constexpr std::string_view kBlobStart = "N4Ig";

bool is_blob_char(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '+' ||
         c == '/' || c == '=' || c == '%';
}

// Where the blob of a link or bare blob starts in `text`, or npos.
size_t blob_start(std::string_view text) {
  if (text.rfind("http://", 0) == 0 || text.rfind("https://", 0) == 0) {
    const bool fpuzzles = text.find("f-puzzles.com") != std::string_view::npos;
    if (fpuzzles) {
      const size_t load = text.find("load=");
      return load == std::string_view::npos ? load : load + 5;
    }
    // SudokuPad and its mirrors: .../fpuzzlesN4Ig... or ?puzzleid=fpuzzlesN4Ig...
    const size_t tag = text.find("fpuzzles");
    return tag == std::string_view::npos ? tag : tag + 8;
  }
  if (text.rfind(kBlobStart, 0) == 0 && text.size() >= 16 &&
      std::all_of(text.begin(), text.end(), is_blob_char)) {
    return 0;
  }
  return std::string_view::npos;
}

class FpuzzlesLinkFormat final : public ForeignFormat {
 public:
  std::string_view name() const override { return "fpuzzles-link"; }
  const PuzzleKind& kind() const override { return killer::kind(); }
  bool recognises(std::string_view text, bool /*typed*/) const override {
    return blob_start(text) != std::string_view::npos;
  }
  std::unique_ptr<Puzzle> read(std::string_view text) const override {
    const size_t start = blob_start(text);
    if (start == std::string_view::npos) tatham::fail(0, "not an f-puzzles link");
    // The blob, with %2B-style escapes undone; `from` maps each of its characters back.
    std::string blob;
    std::vector<size_t> from;
    for (size_t i = start; i < text.size() && text[i] != '&' && text[i] != '#'; ++i) {
      if (text[i] == '%' && i + 2 < text.size() && tatham::hex_value(text[i + 1]) >= 0 &&
          tatham::hex_value(text[i + 2]) >= 0) {
        blob +=
            static_cast<char>(tatham::hex_value(text[i + 1]) * 16 + tatham::hex_value(text[i + 2]));
        from.push_back(i);
        i += 2;
      } else {
        blob += text[i];
        from.push_back(i);
      }
    }
    if (blob.empty()) tatham::fail(start, "the link holds no puzzle after 'load='");
    lz_string::DecodeError error;
    const std::optional<std::string> json =
        lz_string::decompress_from_base64(blob, &error, kMostFpuzzlesBytes);
    if (!json) {
      tatham::fail(error.at < from.size() ? from[error.at] : text.size(),
                   "the compressed puzzle: " + error.detail);
    }
    try {
      return read_fpuzzles_text(*json, 0);
    } catch (const InputError& inner) {
      throw_like(inner, "char " + std::to_string(start + 1),
                 std::string("the decompressed puzzle: ") + inner.what());
    }
  }
  std::string write(const Puzzle& puzzle) const override {
    return std::string(kFpuzzlesLink) + lz_string::compress_to_base64(fpuzzles_text(puzzle));
  }
};

}  // namespace

const ForeignFormat& fpuzzles_format() {
  static const FpuzzlesFormat format;
  return format;
}

const ForeignFormat& fpuzzles_link_format() {
  static const FpuzzlesLinkFormat format;
  return format;
}

}  // namespace gridlogic::killer
