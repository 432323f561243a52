// Light chasing and the chase matrix; see chase.hpp for the algebra.
#include "puzzles/lightsout/chase.hpp"

namespace gridlogic::lightsout {

RectView best_view(const Board& b) {
  RectView v;
  v.board_cols = static_cast<size_t>(b.cols);
  v.transposed = b.cols > b.rows;
  v.rows = static_cast<size_t>(v.transposed ? b.cols : b.rows);
  v.cols = static_cast<size_t>(v.transposed ? b.rows : b.cols);
  return v;
}

std::vector<uint32_t> chase(const RectView& view, const uint32_t* state,
                            const std::vector<uint32_t>& x0, uint32_t k, uint32_t* out,
                            const uint32_t* dot_with, uint64_t* dot) {
  const size_t width = view.cols;
  const uint64_t kk = k;
  std::vector<uint32_t> prev(width, 0), cur = x0, next(width, 0);
  uint64_t acc = 0;
  for (size_t r = 0; r < view.rows; ++r) {
    if (out != nullptr || dot_with != nullptr) {
      for (size_t c = 0; c < width; ++c) {
        size_t i = view.index(r, c);
        if (out != nullptr) out[i] = cur[c];
        if (dot_with != nullptr) acc = (acc + static_cast<uint64_t>(cur[c]) * dot_with[i]) % kk;
      }
    }
    if (k == 2) {
      // GF(2): -s = s, and parity needs no division.
      for (size_t c = 0; c < width; ++c) {
        uint32_t s = prev[c] ^ cur[c];
        if (c > 0) s ^= cur[c - 1];
        if (c + 1 < width) s ^= cur[c + 1];
        if (state != nullptr) s ^= state[view.index(r, c)];
        next[c] = s & 1U;
      }
    } else {
      for (size_t c = 0; c < width; ++c) {
        uint64_t s = prev[c] + static_cast<uint64_t>(cur[c]);
        if (c > 0) s += cur[c - 1];
        if (c + 1 < width) s += cur[c + 1];
        if (state != nullptr) s += state[view.index(r, c)];
        s %= kk;
        next[c] = static_cast<uint32_t>(s == 0 ? 0 : kk - s);
      }
    }
    std::swap(prev, cur);
    std::swap(cur, next);
  }
  if (dot != nullptr) *dot = acc;
  return cur;
}

std::vector<uint32_t> chase_matrix(const RectView& view, uint32_t k) {
  const size_t n = view.cols;
  const uint64_t kk = k;
  std::vector<uint32_t> e0(n, 0);
  e0[0] = 1;
  std::vector<uint32_t> m(n * n, 0);
  std::vector<uint32_t> first = chase(view, nullptr, e0, k, nullptr);
  std::copy(first.begin(), first.end(), m.begin());
  for (size_t j = 0; j + 1 < n; ++j) {
    const uint32_t* col = &m[j * n];
    const uint32_t* before = j > 0 ? &m[(j - 1) * n] : nullptr;
    uint32_t* next = &m[(j + 1) * n];
    for (size_t i = 0; i < n; ++i) {
      uint64_t s = (i > 0 ? col[i - 1] : 0) + static_cast<uint64_t>(i + 1 < n ? col[i + 1] : 0);
      if (before != nullptr) s += kk - before[i];
      next[i] = static_cast<uint32_t>(s % kk);
    }
  }
  return m;
}

algebra::Gf2Matrix chase_matrix_gf2(const RectView& view) {
  const size_t n = view.cols;
  algebra::Gf2Matrix m(n, n);
  // First column: chase e_0 with bit-packed rows:
  // x_{r+1} = x_r ^ (x_r << 1) ^ (x_r >> 1) ^ x_{r-1}.
  const size_t words = m.stride();
  std::vector<uint64_t> prev(words, 0), cur(words, 0), next(words, 0);
  cur[0] = 1;
  const uint64_t last_mask = (n % 64 == 0) ? ~uint64_t{0} : ((uint64_t{1} << (n % 64)) - 1);
  auto step = [&](const std::vector<uint64_t>& x, const std::vector<uint64_t>& x_before,
                  std::vector<uint64_t>& y, bool with_self) {
    // y = P x (+ x when with_self) ^ x_before, where (P x)_i = x_{i-1} ^ x_{i+1}.
    for (size_t w = 0; w < words; ++w) {
      uint64_t left = (x[w] << 1) | (w > 0 ? x[w - 1] >> 63 : 0);           // bit i gets x_{i-1}
      uint64_t right = (x[w] >> 1) | (w + 1 < words ? x[w + 1] << 63 : 0);  // bit i gets x_{i+1}
      y[w] = left ^ right ^ x_before[w] ^ (with_self ? x[w] : 0);
    }
    y[words - 1] &= last_mask;
  };
  for (size_t r = 0; r < view.rows; ++r) {
    step(cur, prev, next, true);
    std::swap(prev, cur);
    std::swap(cur, next);
  }
  std::copy(cur.begin(), cur.end(), m.row(0));
  std::vector<uint64_t> zero(words, 0), a(words), b(words);
  for (size_t j = 0; j + 1 < n; ++j) {
    std::copy(m.row(j), m.row(j) + words, a.begin());
    if (j > 0) {
      std::copy(m.row(j - 1), m.row(j - 1) + words, b.begin());
    } else {
      std::fill(b.begin(), b.end(), 0);
    }
    step(a, b, next, false);
    std::copy(next.begin(), next.end(), m.row(j + 1));
  }
  return m;
}

}  // namespace gridlogic::lightsout
