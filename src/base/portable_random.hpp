// Random draws that every C++ standard library makes alike, so that a seed names one puzzle.
#pragma once

#include <cstddef>
#include <cstdint>
#include <random>
#include <type_traits>
#include <utility>
#include <vector>

namespace gridlogic::portable {

// Why these exist: `generate --seed N` must give the same puzzle in every build, the native
// program (GCC's libstdc++) and the WebAssembly one (Emscripten's libc++) alike. The standard
// specifies the engines exactly (std::mt19937_64 yields the same numbers everywhere) but leaves
// to each library how std::uniform_int_distribution and the other distributions, std::shuffle
// and std::sample turn those numbers into draws, and the libraries differ. So the generators
// draw only through these helpers or the engine's raw output, never through a std distribution
// or algorithm; tests/core/seed_pins_test.cpp pins the puzzle one seed gives for each type.

/// Uniform in [0, n), for n > 0: the engine's next number modulo n (the bias, under n / 2^64,
/// is nothing to a generator).
template <typename Int>
Int below(std::mt19937_64& rng, Int n) {
  static_assert(std::is_integral_v<Int>);
  return static_cast<Int>(rng() % static_cast<uint64_t>(n));
}

/// Uniform in [lo, hi], for lo <= hi.
inline int between(std::mt19937_64& rng, int lo, int hi) {
  return lo + static_cast<int>(rng() % static_cast<uint64_t>(static_cast<int64_t>(hi) - lo + 1));
}

/// Puts `items` (a random-access container) in a random order: Fisher-Yates from the back, each
/// position's partner drawn with below().
template <typename Container>
void shuffle(std::mt19937_64& rng, Container& items) {
  using std::swap;
  for (size_t i = items.size(); i > 1; --i) swap(items[i - 1], items[below(rng, i)]);
}

/// 0 .. n-1 in a random order.
inline std::vector<int> permutation(std::mt19937_64& rng, int n) {
  std::vector<int> p(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) p[static_cast<size_t>(i)] = i;
  shuffle(rng, p);
  return p;
}

}  // namespace gridlogic::portable
