// Dominosa generator: boards with exactly one solution, reproducible from a seed.
//
// Method (planted solution, repaired until unique):
//   1. A random tiling of the (M+1) x (M+2) grid: a regular tiling scrambled by many random
//      2x2 flips (two parallel dominoes in a square turned by a quarter).
//   2. The dominoes of the double-M set dealt to its places at random, each turned at random.
//      This planted tiling is a solution, so the board is never unsolvable.
//   3. Hill-climb: while the solver's root deductions leave cells open, swap the values of a
//      planted domino in the open area with those of a random other planted domino, and undo
//      the swap when it opens more cells. The planted tiling stays a solution throughout. With
//      propagation alone as the judge (style kBasic) the boards come out solvable without
//      search; with failed-edge probing (kHard) they need that look-ahead.
//   4. Count with limit 2. While a second solution exists, pick a cell where it differs from the
//      planted one and swap the planted domino there with another random one (as in 3).
// Every board returned was proved unique by the counter.
#pragma once

#include <cstdint>

#include "gridlogic/context.hpp"
#include "puzzles/dominosa/board.hpp"

namespace gridlogic::dominosa {

/// The largest M `generate` accepts.
inline constexpr int kMaxGenerateMax = 100;

struct GeneratedBoard {
  Board board;
  Partners solution;
  int attempts = 0;  ///< boards tried, counting each repair as one
};

/// How hard the boards are, by the deductions that settle them (see the hill-climb below).
enum class GenerateStyle {
  kBasic,  ///< aimed at boards the propagation rules alone solve (fast to make and to solve)
  kHard,   ///< aimed at boards that need failed-edge probing (the "dead end" rule)
  kAny,    ///< no aim: the planted board is only repaired by the counter until unique (step
           ///< 4). Slow beyond M = 30. (Our solver still settles these at the root by probing.)
};

/// A board for M with exactly one solution, determined by `seed` (and `style`) alone. The search
/// polls ctx.expired(); returns nullopt when it runs out of time.
std::optional<GeneratedBoard> generate_board(int max, uint64_t seed, const Context& ctx,
                                             GenerateStyle style = GenerateStyle::kBasic);

}  // namespace gridlogic::dominosa
