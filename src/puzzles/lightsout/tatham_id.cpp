// Simon Tatham's Flip ids: `flip:WxHc:MATRIX,GRID` (docs/FORMATS.md "Formats of other
// programs").
//
// Flip is Lights Out on two levels over any toggle matrix: pressing cell i flips every cell j
// with MATRIX[i][j] = 1. W x H is the board, `c` (crosses: a press flips the cell and its four
// neighbours) or `r` (random: each press flips its own set of cells) the kind of matrix.
// MATRIX is the (WH)^2 bits row by row and GRID the WH lights, each as hex digits of four bits,
// the first bit the highest.
//
// A crosses matrix is our grid board; any other matrix is a graph board when it is symmetric (a
// press of i flips j exactly when a press of j flips i: then i and j are neighbours). Flip's
// random matrices are not symmetric in general, and such a puzzle has no Lights Out board:
// it is refused at the first pair that breaks symmetry. A graph board is written as a random
// matrix of N x 1 cells, so its id differs in layout from one Tatham made.
#include "base/tatham_id.hpp"

#include <vector>

#include "puzzles/lightsout/foreign.hpp"
#include "puzzles/lightsout/kind.hpp"

namespace gridlogic::lightsout {

namespace {

constexpr std::string_view kFlipGame = "flip";
// A matrix of (W H)^2 bits: 2500 cells are 1.5 MB of hex, and a graph of at most 3 M edges.
constexpr int64_t kMostFlipCells = 2500;

std::vector<uint8_t> read_flip_bits(std::string_view hex, size_t bits, size_t offset,
                                    const char* what) {
  const size_t digits = (bits + 3) / 4;
  if (hex.size() != digits) {
    tatham::fail(offset + std::min(hex.size(), digits),
                 std::string("the ") + what + " takes " + std::to_string(digits) +
                     " hex digits, not " + std::to_string(hex.size()));
  }
  std::vector<uint8_t> out(bits);
  for (size_t i = 0; i < digits; ++i) {
    const int value = tatham::hex_value(hex[i]);
    if (value < 0) {
      tatham::fail(offset + i, std::string("'") + hex[i] + "' is not a hex digit");
    }
    for (size_t b = 0; b < 4 && i * 4 + b < bits; ++b) {
      out[i * 4 + b] = static_cast<uint8_t>((value >> (3 - b)) & 1);
    }
  }
  return out;
}

std::string flip_hex(const std::vector<uint8_t>& bits) {
  std::string out;
  for (size_t i = 0; i < bits.size(); i += 4) {
    int value = 0;
    for (size_t b = 0; b < 4; ++b) {
      if (i + b < bits.size() && bits[i + b] != 0) value |= 8 >> b;
    }
    out += "0123456789abcdef"[value];
  }
  return out;
}

// The crosses matrix of a w x h board: a press flips its cell and its four neighbours.
std::vector<uint8_t> crosses_matrix(int64_t w, int64_t h) {
  const auto cells = static_cast<size_t>(w * h);
  std::vector<uint8_t> matrix(cells * cells);
  for (int64_t i = 0; i < w * h; ++i) {
    for (int64_t j = 0; j < w * h; ++j) {
      const int64_t dx = i % w - j % w;
      const int64_t dy = i / w - j / w;
      if ((dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy) <= 1) {
        matrix[static_cast<size_t>(i) * cells + static_cast<size_t>(j)] = 1;
      }
    }
  }
  return matrix;
}

class FlipFormat final : public ForeignFormat {
 public:
  std::string_view name() const override { return "tatham"; }
  const PuzzleKind& kind() const override { return lightsout::kind(); }

  bool recognises(std::string_view text, bool typed) const override {
    return tatham::looks_like_id(text, kFlipGame, typed);
  }

  std::unique_ptr<Puzzle> read(std::string_view text) const override {
    const tatham::IdParts id = tatham::split_id(text, kFlipGame);
    size_t at = 0;
    const int64_t w = tatham::read_number(id.params, at, id.params_at, kMostFlipCells);
    int64_t h = w;
    if (at < id.params.size() && id.params[at] == 'x') {
      ++at;
      h = tatham::read_number(id.params, at, id.params_at, kMostFlipCells);
    }
    if (w * h > kMostFlipCells) {
      tatham::fail(id.params_at, "more than " + std::to_string(kMostFlipCells) + " cells");
    }
    if (at < id.params.size() && (id.params[at] == 'c' || id.params[at] == 'r')) ++at;
    if (at < id.params.size()) {
      tatham::fail(id.params_at + at,
                   std::string("'") + id.params[at] + "' is not a Flip parameter");
    }
    const auto cells = static_cast<size_t>(w * h);
    const size_t comma = id.desc.find(',');
    if (comma == std::string_view::npos) {
      tatham::fail(id.desc_at + id.desc.size(), "expected ',' between the matrix and the grid");
    }
    const std::vector<uint8_t> matrix =
        read_flip_bits(id.desc.substr(0, comma), cells * cells, id.desc_at, "matrix");
    const std::vector<uint8_t> lights =
        read_flip_bits(id.desc.substr(comma + 1), cells, id.desc_at + comma + 1, "grid");
    Json object = {{"type", "lightsout"}, {"levels", 2}};
    if (matrix == crosses_matrix(w, h)) {
      Json rows = Json::array();
      for (int64_t r = 0; r < h; ++r) {
        std::string row;
        for (int64_t c = 0; c < w; ++c) row += lights[static_cast<size_t>(r * w + c)] ? '1' : '0';
        rows.push_back(row);
      }
      object["grid"] = rows;
    } else {
      object["nodes"] = cells;
      object["edges"] = graph_edges(matrix, cells, id.desc_at);
      Json state = Json::array();
      for (uint8_t light : lights) state.push_back(light);
      object["state"] = state;
    }
    return tatham::build(kind(), object, id.desc_at);
  }

  std::string write(const Puzzle& puzzle) const override {
    const Json object = puzzle.to_json();
    if (object.at("levels").get<int64_t>() != 2) {
      throw NotAvailable("Flip has two levels; this board has " + object.at("levels").dump());
    }
    std::vector<uint8_t> matrix;
    std::vector<uint8_t> lights;
    std::string params;
    if (object.contains("grid")) {
      const Json& rows = object.at("grid");
      const auto h = static_cast<int64_t>(rows.size());
      const auto w =
          h == 0 ? 0 : static_cast<int64_t>(rows[0].get_ref<const std::string&>().size());
      for (const Json& row : rows) {
        for (char c : row.get_ref<const std::string&>()) {
          if (c == '#') throw NotAvailable("Flip boards are full rectangles: this one has holes");
          lights.push_back(c == '1' ? 1 : 0);
        }
      }
      check_size(w * h);
      matrix = crosses_matrix(w, h);
      params = std::to_string(w) + "x" + std::to_string(h) + "c";
    } else {
      const auto n = object.at("nodes").get<int64_t>();
      check_size(n);
      const auto cells = static_cast<size_t>(n);
      matrix.assign(cells * cells, 0);
      for (size_t i = 0; i < cells; ++i) matrix[i * cells + i] = 1;
      for (const Json& edge : object.at("edges")) {
        const auto a = edge[0].get<size_t>();
        const auto b = edge[1].get<size_t>();
        matrix[a * cells + b] = 1;
        matrix[b * cells + a] = 1;
      }
      for (const Json& light : object.at("state")) lights.push_back(light.get<int>() != 0 ? 1 : 0);
      params = std::to_string(n) + "x1r";
    }
    return std::string(kFlipGame) + ":" + params + ":" + flip_hex(matrix) + "," + flip_hex(lights);
  }

 private:
  static void check_size(int64_t cells) {
    if (cells > kMostFlipCells) {
      throw NotAvailable("a Flip id of more than " + std::to_string(kMostFlipCells) +
                         " cells is not written (its matrix grows as the square)");
    }
  }

  // The edges of a symmetric matrix whose presses each flip their own cell.
  static Json graph_edges(const std::vector<uint8_t>& matrix, size_t cells, size_t desc_at) {
    Json edges = Json::array();
    for (size_t i = 0; i < cells; ++i) {
      if (matrix[i * cells + i] == 0) {
        tatham::fail(desc_at + (i * cells + i) / 4,
                     "pressing cell " + std::to_string(i + 1) +
                         " does not flip itself: Lights Out presses always do");
      }
      for (size_t j = i + 1; j < cells; ++j) {
        if (matrix[i * cells + j] != matrix[j * cells + i]) {
          tatham::fail(desc_at + (j * cells + i) / 4,
                       "the matrix is not symmetric: pressing cell " + std::to_string(i + 1) +
                           (matrix[i * cells + j] ? " flips" : " does not flip") + " cell " +
                           std::to_string(j + 1) +
                           " but not the other way round; such a Flip "
                           "puzzle has no Lights Out board");
        }
        if (matrix[i * cells + j] != 0) edges.push_back(Json::array({i, j}));
      }
    }
    return edges;
  }
};

}  // namespace

const ForeignFormat& tatham_format() {
  static const FlipFormat format;
  return format;
}

}  // namespace gridlogic::lightsout
