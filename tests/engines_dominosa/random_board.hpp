// A random solvable Dominosa grid for the engine tests.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <random>

#include "puzzles/dominosa/engine_encoding.hpp"

namespace gridlogic::dominosa::engine {

// A random puzzle: a random domino tiling of (M+1)×(M+2) with the full double-M set laid on it
// in random order (so it has at least one solution).
inline Grid random_puzzle(int max, std::mt19937_64& rng) {
  Grid g{max + 1, max + 2, max, std::vector<int>(static_cast<size_t>((max + 1) * (max + 2)), -1)};
  std::vector<std::pair<int, int>> set;
  for (int u = 0; u <= max; ++u) {
    for (int v = u; v <= max; ++v) set.push_back(rng() % 2 ? std::pair{u, v} : std::pair{v, u});
  }
  std::shuffle(set.begin(), set.end(), rng);
  std::vector<int> cover(g.values.size(), -1);
  size_t next = 0;
  std::function<bool()> tile = [&]() -> bool {
    const auto it = std::find(cover.begin(), cover.end(), -1);
    if (it == cover.end()) return true;
    const int a = static_cast<int>(it - cover.begin());
    std::vector<int> partners;
    if (a % g.cols + 1 < g.cols && cover[static_cast<size_t>(a + 1)] < 0) partners.push_back(a + 1);
    if (a / g.cols + 1 < g.rows) partners.push_back(a + g.cols);
    std::shuffle(partners.begin(), partners.end(), rng);
    for (int b : partners) {
      cover[static_cast<size_t>(a)] = cover[static_cast<size_t>(b)] = static_cast<int>(next);
      g.values[static_cast<size_t>(a)] = set[next].first;
      g.values[static_cast<size_t>(b)] = set[next].second;
      ++next;
      if (tile()) return true;
      --next;
      cover[static_cast<size_t>(a)] = cover[static_cast<size_t>(b)] = -1;
    }
    return false;
  };
  EXPECT_TRUE(tile());
  return g;
}

}  // namespace gridlogic::dominosa::engine
