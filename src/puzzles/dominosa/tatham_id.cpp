// Simon Tatham's Dominosa ids: `dominosa:N:DESC` (docs/FORMATS.md "Formats of other programs").
//
// N is the largest number (his parameter may carry a difficulty, `6dt`, or the older `6a`, which
// name how he made the puzzle and are skipped). The board is N+1 rows by N+2 columns, read row
// by row; DESC holds one character per cell, the digit itself, or `[12]` for a number past 9.
// Boards of other shapes (ours may be N+2 rows by N+1 columns, or any R x C with the right
// area) have no such id.
#include "base/tatham_id.hpp"

#include "puzzles/dominosa/foreign.hpp"
#include "puzzles/dominosa/kind.hpp"

namespace gridlogic::dominosa {

namespace {

constexpr std::string_view kDominosaGame = "dominosa";
// His apps make boards up to a few dozen; this bounds memory for a hostile id.
constexpr int64_t kMostDominosaMax = 1000;

class DominosaTathamFormat final : public ForeignFormat {
 public:
  std::string_view name() const override { return "tatham"; }
  const PuzzleKind& kind() const override { return dominosa::kind(); }

  bool recognises(std::string_view text, bool typed) const override {
    return tatham::looks_like_id(text, kDominosaGame, typed);
  }

  std::unique_ptr<Puzzle> read(std::string_view text) const override {
    const tatham::IdParts id = tatham::split_id(text, kDominosaGame);
    size_t at = 0;
    const int64_t n = tatham::read_number(id.params, at, id.params_at, kMostDominosaMax);
    const int64_t rows = n + 1;
    const int64_t cols = n + 2;
    Json grid = Json::array();
    size_t i = 0;
    const std::string_view desc = id.desc;
    for (int64_t r = 0; r < rows; ++r) {
      Json row = Json::array();
      for (int64_t c = 0; c < cols; ++c) {
        if (i >= desc.size()) {
          tatham::fail(id.desc_at + i, "the description is too short: " +
                                           std::to_string(rows * cols) + " numbers expected");
        }
        int64_t value = 0;
        if (desc[i] >= '0' && desc[i] <= '9') {
          value = desc[i++] - '0';
        } else if (desc[i] == '[') {
          const size_t open = i++;
          if (i < desc.size() && desc[i] == '0') {
            value = 0;
            ++i;
          } else {
            value = tatham::read_number(desc, i, id.desc_at, kMostDominosaMax);
          }
          if (i >= desc.size() || desc[i] != ']') tatham::fail(id.desc_at + open, "missing ']'");
          ++i;
        } else {
          tatham::fail(id.desc_at + i,
                       std::string("'") + desc[i] + "' is neither a digit nor a '[number]'");
        }
        if (value > n) {
          tatham::fail(id.desc_at + i - 1, "number " + std::to_string(value) +
                                               " is past the largest, " + std::to_string(n));
        }
        row.push_back(value);
      }
      grid.push_back(std::move(row));
    }
    if (i < desc.size()) tatham::fail(id.desc_at + i, "the description is too long");
    return tatham::build(kind(), Json{{"type", "dominosa"}, {"max", n}, {"grid", grid}},
                         id.desc_at);
  }

  std::string write(const Puzzle& puzzle) const override {
    const Json object = puzzle.to_json();
    const Json& grid = object.at("grid");
    const int64_t n = object.at("max").get<int64_t>();
    const size_t rows = grid.size();
    const size_t cols = rows == 0 ? 0 : grid[0].size();
    if (static_cast<int64_t>(rows) != n + 1 || static_cast<int64_t>(cols) != n + 2) {
      throw NotAvailable("Tatham's Dominosa boards are N+1 rows by N+2 columns (" +
                         std::to_string(n + 1) + " x " + std::to_string(n + 2) +
                         " for N = " + std::to_string(n) + "); this one is " +
                         std::to_string(rows) + " x " + std::to_string(cols));
    }
    std::string out = std::string(kDominosaGame) + ":" + std::to_string(n) + ":";
    for (const Json& row : grid) {
      for (const Json& cell : row) {
        const int64_t value = cell.get<int64_t>();
        // Appended piece by piece: GCC 12 warns falsely (stringop-overflow) on "[" + string.
        if (value >= 10) out += '[';
        out += std::to_string(value);
        if (value >= 10) out += ']';
      }
    }
    return out;
  }
};

}  // namespace

const ForeignFormat& tatham_format() {
  static const DominosaTathamFormat format;
  return format;
}

}  // namespace gridlogic::dominosa
