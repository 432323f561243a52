// Simon Tatham's Unruly ids: `unruly:WxHu:DESC` (docs/FORMATS.md "Formats of other programs").
//
// W and H are the board's columns and rows (both even); `u` is his "unique rows and columns"
// option, and a difficulty `dX` may follow (skipped: it names how he made the puzzle). DESC runs
// over the cells row by row: a letter skips that many empty cells ('a' none, 'b' one, ...) and
// then places a cell, lower case his colour 0 (our O), upper case his colour 1 (our X); 'z' and
// 'Z' skip 25 empty cells and place nothing. A last letter places a cell just past the board,
// which ends the description.
//
// Without `u` his rules allow two equal rows or columns, which Binox forbids: such an id is a
// different puzzle (its solution may have equal lines), so it is refused, not read as a Binox.
#include "base/tatham_id.hpp"

#include "puzzles/binox/foreign.hpp"
#include "puzzles/binox/kind.hpp"

namespace gridlogic::binox {

namespace {

constexpr std::string_view kUnrulyGame = "unruly";
constexpr int64_t kMostUnrulySide = 10000;
constexpr size_t kUnrulyLongestSkip = 25;

struct UnrulyParams {
  int64_t cols = 0;
  int64_t rows = 0;
};

UnrulyParams read_unruly_params(const tatham::IdParts& id) {
  UnrulyParams params;
  size_t at = 0;
  params.cols = tatham::read_number(id.params, at, id.params_at, kMostUnrulySide);
  params.rows = params.cols;
  if (at < id.params.size() && id.params[at] == 'x') {
    ++at;
    params.rows = tatham::read_number(id.params, at, id.params_at, kMostUnrulySide);
  }
  bool unique = false;
  while (at < id.params.size()) {
    const char c = id.params[at];
    if (c == 'u') {
      unique = true;
      ++at;
    } else if (c == 'd' && at + 1 < id.params.size()) {
      at += 2;  // the difficulty he made it at
    } else {
      tatham::fail(id.params_at + at, std::string("'") + c + "' is not an Unruly parameter");
    }
  }
  if (!unique) {
    tatham::fail(id.params_at + id.params.size(),
                 "without 'u' (unique rows and columns) Unruly allows two equal rows or "
                 "columns, which Binox forbids: this is not a Binox puzzle");
  }
  if (params.cols % 2 != 0 || params.rows % 2 != 0) {
    tatham::fail(id.params_at, "the width and height must be even");
  }
  return params;
}

class UnrulyFormat final : public ForeignFormat {
 public:
  std::string_view name() const override { return "tatham"; }
  const PuzzleKind& kind() const override { return binox::kind(); }

  bool recognises(std::string_view text, bool typed) const override {
    return tatham::looks_like_id(text, kUnrulyGame, typed);
  }

  std::unique_ptr<Puzzle> read(std::string_view text) const override {
    const tatham::IdParts id = tatham::split_id(text, kUnrulyGame);
    const UnrulyParams params = read_unruly_params(id);
    const size_t cells = static_cast<size_t>(params.cols * params.rows);
    std::string grid(cells, '.');
    size_t pos = 0;
    bool ended = false;
    for (size_t i = 0; i < id.desc.size(); ++i) {
      const char c = id.desc[i];
      if (ended) tatham::fail(id.desc_at + i, "the description is too long");
      const bool zero = c >= 'a' && c <= 'z';
      const bool one = c >= 'A' && c <= 'Z';
      if (!zero && !one) {
        tatham::fail(id.desc_at + i, std::string("'") + c + "' is not a letter");
      }
      const size_t skip = static_cast<size_t>(zero ? c - 'a' : c - 'A');
      pos += skip;
      if (skip == kUnrulyLongestSkip) {  // 'z' or 'Z': a gap alone
        if (pos > cells) tatham::fail(id.desc_at + i, "the description is too long");
        continue;
      }
      if (pos > cells) tatham::fail(id.desc_at + i, "the description is too long");
      if (pos == cells) {
        ended = true;
      } else {
        grid[pos] = zero ? 'O' : 'X';
      }
      ++pos;
    }
    if (!ended) tatham::fail(id.desc_at + id.desc.size(), "the description is too short");
    Json rows = Json::array();
    for (int64_t r = 0; r < params.rows; ++r) {
      rows.push_back(
          grid.substr(static_cast<size_t>(r * params.cols), static_cast<size_t>(params.cols)));
    }
    return tatham::build(kind(), Json{{"type", "binox"}, {"grid", rows}}, id.desc_at);
  }

  std::string write(const Puzzle& puzzle) const override {
    const Json object = puzzle.to_json();
    const Json& rows = object.at("grid");
    const size_t height = rows.size();
    const size_t width = height == 0 ? 0 : rows[0].get_ref<const std::string&>().size();
    std::string out = std::string(kUnrulyGame) + ":" + std::to_string(width) + "x" +
                      std::to_string(height) + "u:";
    size_t run = 0;
    const auto place = [&](char lower_a) {
      while (run >= kUnrulyLongestSkip) {
        out += static_cast<char>(static_cast<size_t>(lower_a) + kUnrulyLongestSkip);
        run -= kUnrulyLongestSkip;
      }
      out += static_cast<char>(static_cast<size_t>(lower_a) + run);
      run = 0;
    };
    for (const Json& row : rows) {
      for (char cell : row.get_ref<const std::string&>()) {
        if (cell == 'O' || cell == 'o') {
          place('a');
        } else if (cell == 'X' || cell == 'x') {
          place('A');
        } else {
          ++run;
        }
      }
    }
    place('a');  // the end, one cell past the board
    return out;
  }
};

}  // namespace

const ForeignFormat& tatham_format() {
  static const UnrulyFormat format;
  return format;
}

}  // namespace gridlogic::binox
