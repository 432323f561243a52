// Test helpers for dominosa: random boards and an independent brute-force counter.
//
// Nothing here calls the solver or the generator: boards are built from a tiling made by a
// restart-on-dead-end greedy, and the brute force enumerates every domino tiling of the grid and
// keeps those whose dominoes are all different.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "gridlogic/puzzle.hpp"
#include "puzzles/dominosa/kind.hpp"
#include "sanitized.hpp"

namespace dominosa_test {

using gridlogic::Json;

using gridlogic::test_env::sanitized;

/// The Dominosa kind, through the shared interface.
inline const gridlogic::PuzzleKind& kind() {
  return gridlogic::dominosa::kind();
}

struct TestBoard {
  int rows = 0;
  int cols = 0;
  int max = 0;
  std::vector<int> values;   // row-major
  std::vector<int> partner;  // the planted tiling, empty when none
};

inline Json grid_json(const TestBoard& b) {
  Json grid = Json::array();
  for (int r = 0; r < b.rows; ++r) {
    Json row = Json::array();
    for (int c = 0; c < b.cols; ++c) row.push_back(b.values[r * b.cols + c]);
    grid.push_back(row);
  }
  return Json{{"type", "dominosa"}, {"grid", grid}};
}

/// Direction letters of a partner array, written here independently of the library.
inline Json letters(const TestBoard& b, const std::vector<int>& partner) {
  Json rows = Json::array();
  for (int r = 0; r < b.rows; ++r) {
    std::string s;
    for (int c = 0; c < b.cols; ++c) {
      int i = r * b.cols + c;
      int p = partner[i];
      s += (p == i + 1 && c + 1 < b.cols) ? 'R'
           : (p == i - 1 && c > 0)        ? 'L'
           : p == i + b.cols              ? 'D'
                                          : 'U';
    }
    rows.push_back(s);
  }
  return rows;
}

/// A random tiling of rows x cols (rows * cols even) by greedy placement with restarts.
inline std::vector<int> random_tiling(int rows, int cols, std::mt19937_64& rng) {
  const int n = rows * cols;
  while (true) {
    std::vector<int> partner(n, -1);
    bool dead = false;
    for (int i = 0; i < n && !dead; ++i) {
      if (partner[i] >= 0) continue;
      int r = i / cols, c = i % cols;
      std::vector<int> options;
      if (c + 1 < cols && partner[i + 1] < 0) options.push_back(i + 1);
      if (r + 1 < rows) options.push_back(i + cols);
      if (options.empty()) {
        dead = true;
        break;
      }
      int p = options[rng() % options.size()];
      partner[i] = p;
      partner[p] = i;
    }
    if (!dead) return partner;
  }
}

/// A board with a planted solution: a random tiling, the dominoes of the set dealt to it at
/// random, each turned at random.
inline TestBoard planted_board(int rows, int cols, int max, std::mt19937_64& rng) {
  TestBoard b{rows, cols, max, std::vector<int>(rows * cols, -1), random_tiling(rows, cols, rng)};
  std::vector<std::pair<int, int>> set;
  for (int a = 0; a <= max; ++a)
    for (int c = a; c <= max; ++c) set.emplace_back(a, c);
  std::shuffle(set.begin(), set.end(), rng);
  size_t k = 0;
  for (int i = 0; i < rows * cols; ++i) {
    if (b.partner[i] < i) continue;
    auto [x, y] = set[k++];
    if (rng() & 1) std::swap(x, y);
    b.values[i] = x;
    b.values[b.partner[i]] = y;
  }
  return b;
}

/// A board with each value M+2 times at random places (often unsolvable).
inline TestBoard shuffled_board(int rows, int cols, int max, std::mt19937_64& rng) {
  TestBoard b{rows, cols, max, {}, {}};
  for (int v = 0; v <= max; ++v)
    for (int k = 0; k < max + 2; ++k) b.values.push_back(v);
  std::shuffle(b.values.begin(), b.values.end(), rng);
  return b;
}

/// Every tiling of the grid whose dominoes are pairwise different, counted by plain recursion.
class BruteForce {
 public:
  explicit BruteForce(const TestBoard& b)
      : b_(b), partner_(b.rows * b.cols, -1), used_((b.max + 1) * (b.max + 1), 0) {}

  uint64_t count() {
    total_ = 0;
    recurse(0);
    return total_;
  }
  const std::vector<std::vector<int>>& solutions() const { return solutions_; }

 private:
  void recurse(int from) {
    int n = b_.rows * b_.cols;
    while (from < n && partner_[from] >= 0) ++from;
    if (from == n) {
      ++total_;
      if (solutions_.size() < 64) solutions_.push_back(partner_);
      return;
    }
    int r = from / b_.cols, c = from % b_.cols;
    if (c + 1 < b_.cols && partner_[from + 1] < 0) try_pair(from, from + 1);
    if (r + 1 < b_.rows) try_pair(from, from + b_.cols);
  }
  void try_pair(int i, int j) {
    int x = std::min(b_.values[i], b_.values[j]);
    int y = std::max(b_.values[i], b_.values[j]);
    int& u = used_[x * (b_.max + 1) + y];
    if (u) return;
    u = 1;
    partner_[i] = j;
    partner_[j] = i;
    recurse(i + 1);
    partner_[i] = partner_[j] = -1;
    u = 0;
  }

  const TestBoard& b_;
  std::vector<int> partner_;
  std::vector<int> used_;
  std::vector<std::vector<int>> solutions_;
  uint64_t total_ = 0;
};

inline std::unique_ptr<gridlogic::Puzzle> parse(const Json& j) {
  return gridlogic::dominosa::kind().from_json(j);
}

}  // namespace dominosa_test
