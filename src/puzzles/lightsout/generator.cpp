// Random Lights Out boards with exactly one solution, reproducible from ctx.seed.
//
// A board's solution is unique exactly when its matrix is invertible over Z_k (nullity 0); then
// every state is solvable, so the generator picks random presses and lights the board they
// clear. Sizes whose board is singular (5x5 over GF(2), ...) have no unique puzzle at all and are
// refused with the reason.
//
// A level (grade.hpp) is reached by the presses' first row: chasing from the top reproduces the
// presses below a dark first row, so presses with a dark first row make a trivial board; on an
// invertible board a first row with a press leaves the last row lit, and the board's width and
// levels then decide between the lookup table and algebra. Each level is thus made on the first
// try, or refused for the size when the size cannot have it.
#include "puzzles/lightsout/generator.hpp"

#include <random>

#include "puzzles/lightsout/grade.hpp"
#include "puzzles/lightsout/solver.hpp"

namespace gridlogic::lightsout {

namespace {

constexpr int64_t kMaxGenerateSide = 1000;
constexpr int64_t kMaxGenerateLevels = 1000;

// 6 x 6 by default: the classic 5 x 5 has presses that change nothing, so no 5 x 5 puzzle with
// two levels has a unique solution.
constexpr int64_t kDefaultSide = 6;
const ParamSpec kSize = ParamSpec::integer(
    "size",
    "square board N x N (when no size, rows or cols is given: 6, or the side nearest 6 whose "
    "board reaches --difficulty)",
    "6", 1, kMaxGenerateSide);
const ParamSpec kRows = ParamSpec::integer("rows", "number of rows", "size", 1, kMaxGenerateSide);
const ParamSpec kCols = ParamSpec::integer(
    "cols", "number of columns", "rows when only rows is given, else size", 1, kMaxGenerateSide);
const ParamSpec kLevels =
    ParamSpec::integer("levels", "levels per light k", "2", 2, kMaxGenerateLevels);
const ParamSpec kDifficulty = ParamSpec::choice(
    "difficulty",
    "any (random presses, no aim), or the exact grade level: trivial, lookup, algebra "
    "(docs/puzzles/lightsout.md)",
    "any", {"any", "trivial", "lookup", "algebra"});

// Why a rows x cols board with `levels` levels cannot have grade `level`; empty when it can.
std::string unreachable(std::string_view level, int64_t rows, int64_t cols, int64_t levels) {
  const std::string board = std::to_string(rows) + "x" + std::to_string(cols) + " board with " +
                            std::to_string(levels) + " levels";
  const bool table = lookup_table_fits(static_cast<size_t>(cols), static_cast<uint32_t>(levels));
  if (level == "trivial" && rows == 1) {
    return "a board of one row has nothing to chase: every lit " + board +
           " needs its first row pressed; choose at least 2 rows";
  }
  if (level == "lookup" && !table) {
    return "the " + board + " has more than " + std::to_string(static_cast<int>(kMaxLookupTable)) +
           " first-row patterns, too many for a lookup table: its lit last rows need algebra; "
           "choose fewer columns or levels";
  }
  if (level == "algebra" && table) {
    return "every lit last row of the " + board + " is fixed from its lookup table (at most " +
           std::to_string(static_cast<int>(kMaxLookupTable)) +
           " first-row patterns); choose more columns or levels";
  }
  return {};
}

}  // namespace

const std::vector<ParamSpec>& generate_params() {
  static const std::vector<ParamSpec> all = {kSize, kRows, kCols, kLevels, kDifficulty};
  return all;
}

// The board is singular: no puzzle on it has one solution (why, in words; empty when regular).
std::string singular(const Board& board, const Context& ctx) {
  const Analysis an = analyse(board, ctx, false);
  if (an.status == Status::kTimeout)
    throw InputError("time limit", "--size", "the time limit stopped the generator");
  if (an.status == Status::kInvalid) throw TooLarge(TooLarge::Limit::kTypeSize, "--size", an.error);
  if (an.nullity == 0) return {};
  return "the " + std::to_string(board.rows) + " x " + std::to_string(board.cols) + " board with " +
         std::to_string(board.levels) + " levels is singular (nullity " +
         std::to_string(an.nullity) + "): every solvable state has " +
         an.num_solutions.to_string() + " solutions; choose another size or number of levels";
}

Board dark_board(int64_t rows, int64_t cols, int64_t levels) {
  Board b;
  b.levels = static_cast<uint32_t>(levels);
  b.rows = static_cast<int>(rows);
  b.cols = static_cast<int>(cols);
  b.holes.assign(static_cast<size_t>(rows * cols), 0);
  b.state.assign(static_cast<size_t>(rows * cols), 0);
  return b;
}

// With no side given, the square side nearest the default whose board reaches `level` and is
// regular: a level the default 6 x 6 cannot have (algebra needs a row too wide for a lookup
// table: 13 columns at two levels) is still made when asked for by name alone.
int64_t nearest_side(std::string_view level, int64_t levels, const Context& ctx) {
  for (int64_t distance = 0; distance < kMaxGenerateSide; ++distance) {
    const int64_t sides[] = {kDefaultSide + distance, kDefaultSide - distance};
    for (size_t i = 0; i < (distance == 0 ? 1U : 2U); ++i) {
      const int64_t side = sides[i];
      if (side < 1 || side > kMaxGenerateSide) continue;
      if (!unreachable(level, side, side, levels).empty()) continue;
      if (singular(dark_board(side, side, levels), ctx).empty()) return side;
    }
  }
  return kDefaultSide;  // none: the default's own reason is given
}

std::string generate_difficulty(const GenerateParams& params) {
  return params.get_choice(kDifficulty);
}

Board generate_board(const Context& ctx, const GenerateParams& params, Presses& solution) {
  const int64_t levels = params.get_int(kLevels);
  const std::string difficulty = params.get_choice(kDifficulty);
  const bool sized = params.has(kSize) || params.has(kRows) || params.has(kCols);
  const int64_t size = sized ? params.get_int(kSize) : nearest_side(difficulty, levels, ctx);
  const int64_t rows = params.get_int(kRows, size);
  const int64_t cols = params.get_int(kCols, params.has(kRows) && !params.has(kSize) ? rows : size);
  if (const std::string why = unreachable(difficulty, rows, cols, levels); !why.empty())
    throw InputError("level not reached", "--difficulty", "no " + difficulty + " board: " + why);
  Board b = dark_board(rows, cols, levels);
  if (const std::string why = singular(b, ctx); !why.empty()) {
    throw InputError("no unique puzzle", "--size", why);
  }
  std::mt19937_64 rng(ctx.seed);
  solution.assign(b.size(), 0);
  // The presses of the first row: none for a trivial board, some for the levels above it.
  const size_t first_row = static_cast<size_t>(cols);
  const bool aim = difficulty != "any";
  bool fits = false;
  while (!fits) {
    bool any = false;
    bool any_first = false;
    for (size_t i = 0; i < solution.size(); ++i) {
      uint32_t& p = solution[i];
      p = static_cast<uint32_t>(rng() % b.levels);
      if (difficulty == "trivial" && i < first_row) p = 0;
      any = any || p != 0;
      any_first = any_first || (i < first_row && p != 0);
    }
    fits = any && (!aim || difficulty == "trivial" || any_first);
  }
  auto adj = b.neighbours();
  for (size_t i = 0; i < b.size(); ++i) {
    if (solution[i] == 0) continue;
    // The lights are what pressing `solution` would clear: -A x.
    uint32_t minus = b.levels - solution[i];
    b.state[i] = (b.state[i] + minus) % b.levels;
    for (uint32_t j : adj[i]) b.state[j] = (b.state[j] + minus) % b.levels;
  }
  return b;
}

}  // namespace gridlogic::lightsout
