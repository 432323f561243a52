// Random Lights Out boards, solvable and not all off, reproducible from ctx.seed.
//
// The generator picks random presses and lights the board they clear, so every board it makes
// is solvable. On a regular board (its matrix invertible over Z_k, nullity 0) those presses are
// the one solution. On a singular board (the classic 5 x 5 over GF(2) has nullity 2) other press
// sets clear it too, k^nullity in all: the puzzle is still "turn every light off", and the
// generator gives the press set with the fewest presses (min_presses.hpp), proved least unless
// the time limit stops the search. A random press set that changes nothing (a kernel vector)
// would light nothing; another is drawn.
//
// A level (grade.hpp) is reached by the presses' first row: chasing from the top reproduces the
// presses below a dark first row, so presses with a dark first row make a trivial board; on an
// invertible board a first row with a press leaves the last row lit, and the board's width and
// levels then decide between the lookup table and algebra. Each level is thus made on the first
// try, or refused for the size when the size cannot have it (on a singular board a first row
// may chase to a dark last row; the grade in kind.cpp catches it and the next seed is tried).
#include "puzzles/lightsout/generator.hpp"

#include <algorithm>
#include <random>

#include "puzzles/lightsout/grade.hpp"
#include "puzzles/lightsout/min_presses.hpp"
#include "puzzles/lightsout/solver.hpp"
#include "puzzles/lightsout/symmetries.hpp"

namespace gridlogic::lightsout {

namespace {

constexpr int64_t kMaxGenerateSide = 1000;
constexpr int64_t kMaxGenerateLevels = 1000;

// 6 x 6 by default: its board is regular, so a puzzle made on it has one solution (the classic
// 5 x 5 has presses that change nothing; it is made when asked for, with its fewest presses).
constexpr int64_t kDefaultSide = 6;
const ParamSpec kSize = ParamSpec::integer(
    "size",
    "square board N x N (when no size, rows or cols is given: 6, or the side nearest 6 whose "
    "board reaches --difficulty; a singular size such as 5 has several press sets, and the "
    "one with the fewest presses is given)",
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

// The board's analysis with no lights: its nullity (0 when regular). Throws for a time limit or
// a board too large to analyse.
Analysis analyse_dark(const Board& board, const Context& ctx) {
  const Analysis an = analyse(board, ctx, false);
  if (an.status == Status::kTimeout)
    throw InputError("time limit", "--size", "the time limit stopped the generator");
  if (an.status == Status::kInvalid) throw TooLarge(TooLarge::Limit::kTypeSize, "--size", an.error);
  return an;
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
// regular (so that its puzzle has one solution): a level the default 6 x 6 cannot have (algebra
// needs a row too wide for a lookup table: 13 columns at two levels) is still made when asked for
// by name alone.
int64_t nearest_side(std::string_view level, int64_t levels, const Context& ctx) {
  for (int64_t distance = 0; distance < kMaxGenerateSide; ++distance) {
    const int64_t sides[] = {kDefaultSide + distance, kDefaultSide - distance};
    for (size_t i = 0; i < (distance == 0 ? 1U : 2U); ++i) {
      const int64_t side = sides[i];
      if (side < 1 || side > kMaxGenerateSide) continue;
      if (!unreachable(level, side, side, levels).empty()) continue;
      if (analyse_dark(dark_board(side, side, levels), ctx).nullity == 0) return side;
    }
  }
  return kDefaultSide;  // none: the default's own reason is given
}

std::string generate_difficulty(const GenerateParams& params) {
  return params.get_choice(kDifficulty);
}

Board generate_board(const Context& ctx, const GenerateParams& params, Presses& solution,
                     Fewest* fewest) {
  const int64_t levels = params.get_int(kLevels);
  const std::string difficulty = params.get_choice(kDifficulty);
  const bool sized = params.has(kSize) || params.has(kRows) || params.has(kCols);
  const int64_t size = sized ? params.get_int(kSize) : nearest_side(difficulty, levels, ctx);
  const int64_t rows = params.get_int(kRows, size);
  const int64_t cols = params.get_int(kCols, params.has(kRows) && !params.has(kSize) ? rows : size);
  if (const std::string why = unreachable(difficulty, rows, cols, levels); !why.empty())
    throw InputError("level not reached", "--difficulty", "no " + difficulty + " board: " + why);
  const Board dark = dark_board(rows, cols, levels);
  const size_t nullity = analyse_dark(dark, ctx).nullity;
  std::mt19937_64 rng(ctx.seed);
  Board b;
  // The presses of the first row: none for a trivial board, some for the levels above it.
  const size_t first_row = static_cast<size_t>(cols);
  const bool aim = difficulty != "any";
  const auto adj = dark.neighbours();
  bool fits = false;
  while (!fits) {
    solution.assign(dark.size(), 0);
    bool any = false;
    bool any_first = false;
    for (size_t i = 0; i < solution.size(); ++i) {
      uint32_t& p = solution[i];
      p = static_cast<uint32_t>(rng() % dark.levels);
      if (difficulty == "trivial" && i < first_row) p = 0;
      any = any || p != 0;
      any_first = any_first || (i < first_row && p != 0);
    }
    fits = any && (!aim || difficulty == "trivial" || any_first);
    if (!fits) continue;
    b = dark;
    for (size_t i = 0; i < b.size(); ++i) {
      if (solution[i] == 0) continue;
      // The lights are what pressing `solution` would clear: -A x.
      uint32_t minus = b.levels - solution[i];
      b.state[i] = (b.state[i] + minus) % b.levels;
      for (uint32_t j : adj[i]) b.state[j] = (b.state[j] + minus) % b.levels;
    }
    // Only on a singular board can presses change nothing (a kernel vector): draw again.
    if (nullity != 0) {
      fits = std::any_of(b.state.begin(), b.state.end(), [](uint32_t v) { return v != 0; });
    }
  }
  Fewest facts;
  facts.nullity = nullity;
  if (nullity == 0) {
    facts.solutions = BigCount(1);
    for (uint32_t p : solution) facts.presses += p;
  } else {
    // Every solution is the drawn presses plus a kernel combination: the fewest among them.
    Analysis an = analyse(b, ctx, true);
    if (an.status == Status::kTimeout)
      throw InputError("time limit", "--size", "the time limit stopped the generator");
    if (an.status != Status::kSolved)
      throw TooLarge(TooLarge::Limit::kTypeSize, "--size", an.error);
    MinPresses best = minimize_presses(an.presses, an.kernel, b.levels, ctx, board_symmetries(b));
    solution = std::move(best.x);
    facts.solutions = an.num_solutions;
    facts.presses = best.weight;
    facts.proved = best.proved;
  }
  if (fewest != nullptr) *fewest = std::move(facts);
  return b;
}

}  // namespace gridlogic::lightsout
