#include "puzzles/binox/graded_generator.hpp"

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "base/portable_random.hpp"
#include "gridlogic/error.hpp"
#include "puzzles/binox/ladder.hpp"
#include "puzzles/binox/reasoning.hpp"

namespace gridlogic::binox {
namespace {

// The hardest rule of each generatable level, in binox_levels() order.
constexpr BinoxRule kHardest[] = {BinoxRule::kLastCell, BinoxRule::kDistinctLines,
                                  BinoxRule::kQuotaNoThree, BinoxRule::kDistinctCompletions,
                                  BinoxRule::kContradiction};

size_t level_index(std::string_view level) {
  const auto& levels = binox_levels();
  return static_cast<size_t>(std::find(levels.begin(), levels.end(), level) - levels.begin());
}

// Grids tried before a level is called out of reach. Boards of 6 x 6 and larger reach every
// level within about 10; on a 4 x 4 an extreme puzzle takes 600-17,000 grids (70 us each), and
// a normal or hard one none in 290,000, so the bound ends those in seconds.
constexpr int kMaxGrids = 50000;

// Whether the ladder up to `hardest` fills the whole board.
bool ladder_solves(const Board& board, BinoxRule hardest, const Context& ctx) {
  LadderPosition position(board, ctx);
  while (position.open() > 0) {
    const std::optional<Deduction> d = next_deduction(position, ctx, hardest);
    if (!d) return false;
    position.apply(*d);
  }
  return true;
}

}  // namespace

bool generatable_level(std::string_view level) {
  return level_index(level) < std::size(kHardest);
}

GeneratedBoard generate_graded(int rows, int cols, std::string_view level, const Context& ctx) {
  const size_t index = level_index(level);
  const BinoxRule hardest = kHardest[index];
  std::mt19937_64 rng(ctx.seed);
  GeneratedBoard out;
  for (int grids = 0; !ctx.expired(); ++grids) {
    if (grids == kMaxGrids) {
      throw InputError("level not reached", "--difficulty",
                       "no " + std::string(level) + " binox of " + std::to_string(rows) + " x " +
                           std::to_string(cols) + " in " + std::to_string(kMaxGrids) +
                           " grids; boards of 6 x 6 and larger reach every level");
    }
    const RandomGrid grid = random_grid(rows, cols, rng(), ctx);
    if (grid.status != Status::kSolved) {
      out.status = grid.status;
      return out;
    }
    Board puzzle = grid.grid;
    std::vector<size_t> order(puzzle.cells.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = i;
    portable::shuffle(rng, order);
    for (size_t i : order) {
      if (ctx.expired()) break;
      const Cell given = puzzle.cells[i];
      puzzle.cells[i] = Cell::kEmpty;
      if (!ladder_solves(puzzle, hardest, ctx)) puzzle.cells[i] = given;
    }
    if (ctx.expired()) break;
    // Too easy when the level below solves it; the grade itself settles the rest.
    if (index > 0 && ladder_solves(puzzle, kHardest[index - 1], ctx)) continue;
    if (reasoning::grade(Game(puzzle), ctx).level != level) continue;
    out.status = Status::kSolved;
    out.puzzle = std::move(puzzle);
    out.solution = grid.grid;
    return out;
  }
  out.status = Status::kTimeout;
  return out;
}

}  // namespace gridlogic::binox
