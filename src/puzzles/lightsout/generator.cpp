// Random Lights Out boards with exactly one solution, reproducible from ctx.seed.
//
// A board's solution is unique exactly when its matrix is invertible over Z_k (nullity 0); then
// every state is solvable, so the generator picks random presses and lights the board they
// clear. Sizes whose board is singular (5x5 over GF(2), ...) have no unique puzzle at all and are
// refused with the reason.
#include "puzzles/lightsout/generator.hpp"

#include <random>

#include "puzzles/lightsout/solver.hpp"

namespace gridlogic::lightsout {

namespace {

constexpr int64_t kMaxGenerateSide = 1000;
constexpr int64_t kMaxGenerateLevels = 1000;

// 6 x 6 by default: the classic 5 x 5 has presses that change nothing, so no 5 x 5 puzzle with
// two levels has a unique solution.
const ParamSpec kSize = ParamSpec::integer("size", "square board N x N", "6", 1, kMaxGenerateSide);
const ParamSpec kRows = ParamSpec::integer("rows", "number of rows", "size", 1, kMaxGenerateSide);
const ParamSpec kCols = ParamSpec::integer(
    "cols", "number of columns", "rows when only rows is given, else size", 1, kMaxGenerateSide);
const ParamSpec kLevels =
    ParamSpec::integer("levels", "levels per light k", "2", 2, kMaxGenerateLevels);

}  // namespace

const std::vector<ParamSpec>& generate_params() {
  static const std::vector<ParamSpec> all = {kSize, kRows, kCols, kLevels};
  return all;
}

Board generate_board(const Context& ctx, const GenerateParams& params, Presses& solution) {
  int64_t size = params.get_int(kSize);
  int64_t rows = params.get_int(kRows, size);
  int64_t cols = params.get_int(kCols, params.has(kRows) && !params.has(kSize) ? rows : size);
  int64_t levels = params.get_int(kLevels);
  Board b;
  b.levels = static_cast<uint32_t>(levels);
  b.rows = static_cast<int>(rows);
  b.cols = static_cast<int>(cols);
  b.holes.assign(static_cast<size_t>(rows * cols), 0);
  b.state.assign(static_cast<size_t>(rows * cols), 0);
  Analysis an = analyse(b, ctx, false);
  if (an.status == Status::kTimeout)
    throw InputError("time limit", "--rows", "the time limit stopped the generator");
  if (an.status == Status::kInvalid) throw InputError("too large", "--rows", an.error);
  if (an.nullity != 0) {
    throw InputError("no unique puzzle", "--rows",
                     "the " + std::to_string(rows) + "x" + std::to_string(cols) + " board with " +
                         std::to_string(levels) + " levels is singular (nullity " +
                         std::to_string(an.nullity) + "): every solvable state has " +
                         an.num_solutions.to_string() +
                         " solutions; choose another size or number of levels");
  }
  std::mt19937_64 rng(ctx.seed);
  solution.assign(b.size(), 0);
  bool any = false;
  while (!any) {
    for (auto& p : solution) {
      p = static_cast<uint32_t>(rng() % b.levels);
      any = any || p != 0;
    }
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
