// Test-only: the n×n (or R×C) Lights Out system over GF(2), solved by plain Gauss–Jordan
// elimination, independent of the library's algebra code.
#pragma once

#include <cstdint>
#include <vector>

namespace gridlogic::test {

struct Gf2Coset {
  bool solvable = false;
  std::vector<uint32_t> x0;                   // one solution of A·x = b
  std::vector<std::vector<uint32_t>> kernel;  // a basis of ker A
};

/// The press matrix row of cell (r, c) on an R×C board toggles the cell and its 4 neighbours.
inline Gf2Coset lights_out_coset(int rows, int cols, const std::vector<uint32_t>& b) {
  const size_t n = static_cast<size_t>(rows) * static_cast<size_t>(cols);
  const size_t words = (n + 1 + 63) / 64;  // augmented with b in column n
  std::vector<std::vector<uint64_t>> m(n, std::vector<uint64_t>(words, 0));
  auto set = [&](size_t row, size_t col) { m[row][col / 64] ^= uint64_t{1} << (col % 64); };
  auto get = [&](size_t row, size_t col) { return (m[row][col / 64] >> (col % 64) & 1U) != 0; };
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      const size_t i = static_cast<size_t>(r * cols + c);
      set(i, i);
      if (r > 0) set(i, i - static_cast<size_t>(cols));
      if (r + 1 < rows) set(i, i + static_cast<size_t>(cols));
      if (c > 0) set(i, i - 1);
      if (c + 1 < cols) set(i, i + 1);
      if ((b[i] & 1U) != 0) set(i, n);
    }
  }
  std::vector<size_t> pivot_col;
  size_t rank = 0;
  for (size_t col = 0; col < n && rank < n; ++col) {
    size_t p = rank;
    while (p < n && !get(p, col)) ++p;
    if (p == n) continue;
    std::swap(m[p], m[rank]);
    for (size_t i = 0; i < n; ++i) {
      if (i != rank && get(i, col)) {
        for (size_t w = 0; w < words; ++w) m[i][w] ^= m[rank][w];
      }
    }
    pivot_col.push_back(col);
    ++rank;
  }
  Gf2Coset out;
  out.solvable = true;
  for (size_t i = rank; i < n; ++i) out.solvable = out.solvable && !get(i, n);
  out.x0.assign(n, 0);
  std::vector<bool> is_pivot(n, false);
  for (size_t r = 0; r < rank; ++r) {
    is_pivot[pivot_col[r]] = true;
    out.x0[pivot_col[r]] = get(r, n) ? 1 : 0;
  }
  for (size_t f = 0; f < n; ++f) {
    if (is_pivot[f]) continue;
    std::vector<uint32_t> v(n, 0);
    v[f] = 1;
    for (size_t r = 0; r < rank; ++r) v[pivot_col[r]] = get(r, f) ? 1 : 0;
    out.kernel.push_back(std::move(v));
  }
  return out;
}

/// Presses applied to the all-off board, mod k: the lights they produce.
inline std::vector<uint32_t> lights_from_presses(int rows, int cols, const std::vector<uint32_t>& x,
                                                 uint32_t k) {
  std::vector<uint32_t> lights(x.size(), 0);
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      const size_t i = static_cast<size_t>(r * cols + c);
      uint64_t s = x[i];
      if (r > 0) s += x[i - static_cast<size_t>(cols)];
      if (r + 1 < rows) s += x[i + static_cast<size_t>(cols)];
      if (c > 0) s += x[i - 1];
      if (c + 1 < cols) s += x[i + 1];
      lights[i] = static_cast<uint32_t>(s % k);
    }
  }
  return lights;
}

}  // namespace gridlogic::test
