// Light chasing and the chase matrix; see chase.hpp for the algebra.
#include "puzzles/lightsout/chase.hpp"

#include <algorithm>
#include <bit>

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
        // s < 5k (five terms below k): subtractions instead of a division, which dominated
        // the chase of a 10000 x 10000 board.
        if (s >= 2 * kk) s -= 2 * kk;
        if (s >= 2 * kk) s -= 2 * kk;
        if (s >= kk) s -= kk;
        next[c] = static_cast<uint32_t>(s == 0 ? 0 : kk - s);
      }
    }
    std::swap(prev, cur);
    std::swap(cur, next);
  }
  if (dot != nullptr) *dot = acc;
  return cur;
}

std::vector<uint32_t> chase_dual(const RectView& view, const uint32_t* state, uint32_t k) {
  const size_t width = view.cols;
  const uint64_t kk = k;
  std::vector<uint32_t> after(width, 0), cur(width, 0), next(width, 0);  // beta_{r+2}, _{r+1}
  for (size_t r = view.rows; r-- > 0;) {
    for (size_t c = 0; c < width; ++c) {
      // b_r - (T beta_{r+1})_c - beta_{r+2}, every term below k
      uint64_t minus = static_cast<uint64_t>(cur[c]) + after[c];
      if (c > 0) minus += cur[c - 1];
      if (c + 1 < width) minus += cur[c + 1];
      const uint64_t s = state[view.index(r, c)] + 4 * kk - minus;  // minus < 4k
      next[c] = static_cast<uint32_t>(s % kk);
    }
    std::swap(after, cur);
    std::swap(cur, next);
  }
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

void chase_step_gf2(const uint64_t* x, const uint64_t* before, const uint64_t* light,
                    bool with_self, uint64_t* y, size_t words, uint64_t last_mask) {
  for (size_t w = 0; w < words; ++w) {
    const uint64_t left = (x[w] << 1) | (w > 0 ? x[w - 1] >> 63 : 0);           // bit c: x_{c-1}
    const uint64_t right = (x[w] >> 1) | (w + 1 < words ? x[w + 1] << 63 : 0);  // bit c: x_{c+1}
    uint64_t s = left ^ right ^ before[w];
    if (with_self) s ^= x[w];
    if (light != nullptr) s ^= light[w];
    y[w] = s;
  }
  y[words - 1] &= last_mask;
}

std::vector<uint64_t> chase_gf2(size_t rows, size_t cols, const algebra::Gf2Matrix* lights,
                                const std::vector<uint64_t>& x0, algebra::Gf2Matrix* out,
                                const algebra::Gf2Matrix* dot_with, uint64_t* dot) {
  const size_t words = (cols + 63) / 64;
  const uint64_t last_mask = last_word_mask(cols);
  std::vector<uint64_t> prev(words, 0), cur = x0, next(words, 0);
  uint64_t parity = 0;
  for (size_t r = 0; r < rows; ++r) {
    if (out != nullptr) std::copy(cur.begin(), cur.end(), out->row(r));
    if (dot_with != nullptr) {
      const uint64_t* d = dot_with->row(r);
      for (size_t w = 0; w < words; ++w)
        parity += static_cast<uint64_t>(std::popcount(cur[w] & d[w]));
    }
    chase_step_gf2(cur.data(), prev.data(), lights != nullptr ? lights->row(r) : nullptr, true,
                   next.data(), words, last_mask);
    std::swap(prev, cur);
    std::swap(cur, next);
  }
  if (dot != nullptr) *dot = parity & 1U;
  return cur;
}

algebra::Gf2Matrix chase_matrix_gf2(const RectView& view) {
  const size_t n = view.cols;
  algebra::Gf2Matrix m(n, n);
  const size_t words = m.stride();
  const uint64_t last_mask = last_word_mask(n);
  // First column: the chase of e_0 with no lights.
  std::vector<uint64_t> e0(words, 0);
  e0[0] = 1;
  const std::vector<uint64_t> first = chase_gf2(view.rows, n, nullptr, e0, nullptr);
  std::copy(first.begin(), first.end(), m.row(0));
  // Further columns: M e_{j+1} = (T - I) M e_j - M e_{j-1}, a step without the self term.
  const std::vector<uint64_t> zero(words, 0);
  for (size_t j = 0; j + 1 < n; ++j) {
    chase_step_gf2(m.row(j), j > 0 ? m.row(j - 1) : zero.data(), nullptr, false, m.row(j + 1),
                   words, last_mask);
  }
  return m;
}

}  // namespace gridlogic::lightsout
