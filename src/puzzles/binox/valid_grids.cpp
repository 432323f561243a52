// Valid complete grids without a search: the number of valid lines of a length, and a fast
// construction of a valid grid of any size from complementary column pairs. Both the solver
// (answers about empty boards) and the generator (random grids) build on them.
#include "puzzles/binox/valid_grids.hpp"

#include <algorithm>
#include <array>
#include <random>
#include <string>
#include <unordered_set>
#include <vector>

namespace gridlogic::binox {
namespace {

/// A random balanced line of length n without three equal in a row, or empty on a dead end.
/// Each step picks at random among the values that keep the rest completable: a run of equal
/// values is at most 2 long, so `a` X's and `b` O's still to place need a <= 2(b + 1) and
/// b <= 2(a + 1) (a slight over-approximation: rare dead ends are retried by the caller).
std::vector<uint8_t> random_line(int n, std::mt19937_64& rng) {
  std::vector<uint8_t> line;
  line.reserve(static_cast<size_t>(n));
  int left_x = n / 2, left_o = n / 2;
  for (int i = 0; i < n; ++i) {
    bool can[2];
    for (int v = 0; v < 2; ++v) {
      int a = left_x - (v == 1), b = left_o - (v == 0);
      bool run3 = i >= 2 && line[i - 1] == v && line[i - 2] == v;
      can[v] = a >= 0 && b >= 0 && !run3 && a <= 2 * (b + 1) && b <= 2 * (a + 1);
    }
    if (!can[0] && !can[1]) return {};
    uint8_t v = can[0] && can[1] ? static_cast<uint8_t>(rng() & 1U) : static_cast<uint8_t>(can[1]);
    line.push_back(v);
    (v ? left_x : left_o) -= 1;
  }
  return line;
}

/// Random 2 x 2 swaps: rows r1, r2 and columns c1, c2 whose four cells read X O / O X become
/// O X / X O. Every line keeps its counts; a swap is kept only when the four lines it touches
/// still have no three in a row and stay distinct from all others (64-bit Zobrist hashes per
/// line; equal hashes reject the swap, so a kept grid is valid for sure).
void mix_grid(Board& g, std::mt19937_64& rng, uint64_t attempts) {
  const int rows = g.rows, cols = g.cols;
  std::vector<uint64_t> row_key(static_cast<size_t>(cols)), col_key(static_cast<size_t>(rows));
  for (auto& k : row_key) k = rng();
  for (auto& k : col_key) k = rng();
  std::vector<uint64_t> row_hash(static_cast<size_t>(rows), 0),
      col_hash(static_cast<size_t>(cols), 0);
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      if (g.at(r, c) == Cell::kX) {
        row_hash[r] ^= row_key[c];
        col_hash[c] ^= col_key[r];
      }
    }
  }
  std::unordered_set<uint64_t> row_set(row_hash.begin(), row_hash.end());
  std::unordered_set<uint64_t> col_set(col_hash.begin(), col_hash.end());
  auto no_three_around = [&](int r, int c) {
    for (int d = -2; d <= 0; ++d) {
      if (c + d >= 0 && c + d + 2 < cols && g.at(r, c + d) == g.at(r, c + d + 1) &&
          g.at(r, c + d) == g.at(r, c + d + 2))
        return false;
      if (r + d >= 0 && r + d + 2 < rows && g.at(r + d, c) == g.at(r + d + 1, c) &&
          g.at(r + d, c) == g.at(r + d + 2, c))
        return false;
    }
    return true;
  };
  for (uint64_t a = 0; a < attempts; ++a) {
    const int r1 = static_cast<int>(rng() % static_cast<uint64_t>(rows));
    const int r2 = static_cast<int>(rng() % static_cast<uint64_t>(rows));
    const int c1 = static_cast<int>(rng() % static_cast<uint64_t>(cols));
    const int c2 = static_cast<int>(rng() % static_cast<uint64_t>(cols));
    const Cell v = g.at(r1, c1);
    if (r1 == r2 || c1 == c2 || g.at(r1, c2) == v || g.at(r2, c1) == v || g.at(r2, c2) != v)
      continue;
    const Cell w = opposite(v);
    auto set4 = [&](Cell a11) {
      g.at(r1, c1) = a11;
      g.at(r2, c2) = a11;
      g.at(r1, c2) = opposite(a11);
      g.at(r2, c1) = opposite(a11);
    };
    set4(w);
    bool ok = no_three_around(r1, c1) && no_three_around(r1, c2) && no_three_around(r2, c1) &&
              no_three_around(r2, c2);
    // Each of the four lines flips two cells: one X leaves, one X arrives.
    const uint64_t dr = row_key[c1] ^ row_key[c2];
    const uint64_t dc = col_key[r1] ^ col_key[r2];
    const uint64_t nr1 = row_hash[r1] ^ dr, nr2 = row_hash[r2] ^ dr;
    const uint64_t nc1 = col_hash[c1] ^ dc, nc2 = col_hash[c2] ^ dc;
    ok = ok && nr1 != nr2 && nc1 != nc2 && row_set.count(nr1) == 0 && row_set.count(nr2) == 0 &&
         col_set.count(nc1) == 0 && col_set.count(nc2) == 0;
    if (!ok) {
      set4(v);
      continue;
    }
    row_set.erase(row_hash[r1]);
    row_set.erase(row_hash[r2]);
    col_set.erase(col_hash[c1]);
    col_set.erase(col_hash[c2]);
    row_hash[r1] = nr1;
    row_hash[r2] = nr2;
    col_hash[c1] = nc1;
    col_hash[c2] = nc2;
    row_set.insert(nr1);
    row_set.insert(nr2);
    col_set.insert(nc1);
    col_set.insert(nc2);
  }
}

}  // namespace

uint64_t count_lines(int n, uint64_t cap) {
  const int half = n / 2;
  // ways[x][v][run-1]
  std::vector<std::array<std::array<uint64_t, 2>, 2>> ways(static_cast<size_t>(half) + 2);
  std::vector<std::array<std::array<uint64_t, 2>, 2>> next(ways.size());
  for (auto& w : ways) w = {};
  if (half >= 1) ways[1][1][0] = 1;  // first cell X
  ways[0][0][0] = 1;                 // first cell O
  auto add = [cap](uint64_t& a, uint64_t b) { a = std::min(cap, a + b); };
  for (int i = 1; i < n; ++i) {
    for (auto& w : next) w = {};
    for (int x = 0; x <= half; ++x) {
      for (int v = 0; v < 2; ++v) {
        for (int run = 0; run < 2; ++run) {
          const uint64_t here = ways[x][v][run];
          if (here == 0) continue;
          // Same value again (run 2), or switch (run 1).
          if (run == 0) {
            const int nx = x + v;
            if (nx <= half) add(next[nx][v][1], here);
          }
          const int nv = 1 - v;
          const int nx = x + nv;
          if (nx <= half) add(next[nx][nv][0], here);
        }
      }
    }
    std::swap(ways, next);
  }
  uint64_t total = 0;
  for (int v = 0; v < 2; ++v) {
    for (int run = 0; run < 2; ++run) add(total, ways[half][v][run]);
  }
  return total;
}

RandomGrid paired_random_grid(int rows, int cols, uint64_t seed, const Context& ctx) {
  std::mt19937_64 rng(seed);
  RandomGrid result;
  const int pairs = cols / 2;
  for (int attempt = 0; attempt < 50; ++attempt) {
    if (ctx.expired()) {
      result.status = Status::kTimeout;
      return result;
    }
    std::vector<std::vector<uint8_t>> columns;
    std::unordered_set<std::string> used;  // each chosen column and its complement
    int failures = 0;
    while (static_cast<int>(columns.size()) < pairs && failures < 1000) {
      std::vector<uint8_t> line = random_line(rows, rng);
      if (line.empty()) {
        ++failures;
        continue;
      }
      std::string key(line.begin(), line.end()), complement = key;
      for (auto& ch : complement) ch = static_cast<char>(1 - ch);
      if (used.count(key) != 0 || used.count(complement) != 0) {
        ++failures;
        continue;
      }
      used.insert(key);
      used.insert(complement);
      columns.push_back(std::move(line));
    }
    if (static_cast<int>(columns.size()) < pairs) continue;
    Board grid(rows, cols);
    std::unordered_set<std::string> row_keys;
    bool distinct = true;
    for (int r = 0; r < rows && distinct; ++r) {
      std::string key(static_cast<size_t>(pairs), '0');
      for (int k = 0; k < pairs; ++k) {
        bool x = columns[k][r] != 0;
        key[k] = x ? '1' : '0';
        grid.at(r, 2 * k) = x ? Cell::kX : Cell::kO;
        grid.at(r, 2 * k + 1) = x ? Cell::kO : Cell::kX;
      }
      distinct = row_keys.insert(std::move(key)).second;
    }
    if (!distinct) continue;
    // Hide the pair structure (which leaves many swappable 2 x 2 pockets a puzzle cannot pin).
    mix_grid(grid, rng, static_cast<uint64_t>(rows) * static_cast<uint64_t>(cols) * 4);
    result.grid = std::move(grid);
    return result;
  }
  result.status = Status::kUnsolvable;
  return result;
}

}  // namespace gridlogic::binox
