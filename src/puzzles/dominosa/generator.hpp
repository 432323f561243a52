// Dominosa generator: boards with exactly one solution, reproducible from a seed.
//
// Method (planted solution, repaired until unique):
//   1. A random tiling of the (M+1) x (M+2) grid: a regular tiling scrambled by many random
//      2x2 flips (two parallel dominoes in a square turned by a quarter).
//   2. The dominoes of the double-M set dealt to its places at random, each turned at random.
//      This planted tiling is a solution, so the board is never unsolvable.
//   3. Count with limit 2. While a second solution exists, pick a cell where it differs from the
//      planted one and swap the values of the planted domino there with those of another random
//      planted domino. The planted tiling stays a solution; the alternative usually dies.
// Every board returned was proved unique by the counter.
#pragma once

#include <cstdint>

#include "gridlogic/context.hpp"
#include "puzzles/dominosa/model.hpp"

namespace gridlogic::dominosa {

/// The largest M `generate` accepts.
inline constexpr int kMaxGenerateMax = 100;

struct GeneratedBoard {
  Board board;
  Partners solution;
  int attempts = 0;  ///< boards tried, counting each repair as one
};

/// A board for M with exactly one solution, determined by `seed` alone. The search polls
/// ctx.expired(); returns nullopt when it runs out of time.
std::optional<GeneratedBoard> generate_board(int max, uint64_t seed, const Context& ctx);

}  // namespace gridlogic::dominosa
