#include "puzzles/binox/line_analysis.hpp"

#include <algorithm>
#include <bit>

namespace gridlogic::binox {
namespace {

enum State { kX1 = 0, kX2 = 1, kO1 = 2, kO2 = 3 };

bool bit(const uint64_t* v, int i) { return (v[i >> 6] >> (i & 63)) & 1U; }

// The same programme for lines of at most 126 cells, where a count set is one word: no heap, no
// inner loops. Most boards people solve take only this path.
bool analyze_short(const uint64_t* x, const uint64_t* o, int n, uint64_t* force_x, uint64_t* force_o) {
  constexpr int kMax = 126;
  const int half = n / 2;
  const uint64_t top_mask = half + 1 == 64 ? ~uint64_t{0} : (uint64_t{1} << (half + 1)) - 1;
  uint64_t f[kMax][4];
  uint64_t b[kMax][4];
  auto can_x = [&](int i) { return !bit(o, i); };
  auto can_o = [&](int i) { return !bit(x, i); };
  f[0][kX1] = can_x(0) ? 2 : 0;
  f[0][kX2] = 0;
  f[0][kO1] = can_o(0) ? 1 : 0;
  f[0][kO2] = 0;
  for (int i = 1; i < n; ++i) {
    const bool cx = can_x(i), co = can_o(i);
    f[i][kX1] = cx ? ((f[i - 1][kO1] | f[i - 1][kO2]) << 1) & top_mask : 0;
    f[i][kX2] = cx ? (f[i - 1][kX1] << 1) & top_mask : 0;
    f[i][kO1] = co ? f[i - 1][kX1] | f[i - 1][kX2] : 0;
    f[i][kO2] = co ? f[i - 1][kO1] : 0;
  }
  const uint64_t target = uint64_t{1} << half;
  b[n - 1][kX1] = can_x(n - 1) ? target : 0;
  b[n - 1][kX2] = 0;
  b[n - 1][kO1] = can_o(n - 1) ? target : 0;
  b[n - 1][kO2] = 0;
  for (int i = n - 2; i >= 0; --i) {
    const bool cx = can_x(i), co = can_o(i);
    b[i][kX1] = cx ? b[i + 1][kO1] | b[i + 1][kO2] : 0;
    b[i][kX2] = cx ? b[i + 1][kX1] >> 1 : 0;
    b[i][kO1] = co ? (b[i + 1][kX1] | b[i + 1][kX2]) >> 1 : 0;
    b[i][kO2] = co ? b[i + 1][kO1] : 0;
  }
  const int words = (n + 63) / 64;
  std::fill(force_x, force_x + words, 0);
  std::fill(force_o, force_o + words, 0);
  for (int i = 0; i < n; ++i) {
    const bool x_ok = ((f[i][kX1] & (b[i][kX1] | b[i][kX2])) | (f[i][kX2] & b[i][kX1])) != 0;
    const bool o_ok = ((f[i][kO1] & (b[i][kO1] | b[i][kO2])) | (f[i][kO2] & b[i][kO1])) != 0;
    if (!x_ok && !o_ok) return false;
    if (bit(x, i) || bit(o, i)) continue;
    if (!o_ok) force_x[i >> 6] |= uint64_t{1} << (i & 63);
    if (!x_ok) force_o[i >> 6] |= uint64_t{1} << (i & 63);
  }
  return true;
}

}  // namespace

bool LineAnalyzer::analyze(const uint64_t* x, const uint64_t* o, int n, uint64_t* force_x,
                           uint64_t* force_o) {
  if (n <= 126) return analyze_short(x, o, n, force_x, force_o);
  // Long lines: count only the X's placed on empty cells, so a count set has (empties + 64) / 64
  // words instead of (n / 2 + 64) / 64: a 1000-cell line with 40 empty cells needs one word.
  const int words = (n + 63) / 64;
  int fixed_x = 0, empties = 0;
  for (int w = 0; w < words; ++w) {
    fixed_x += std::popcount(x[w]);
    uint64_t empty = ~(x[w] | o[w]);
    if (w == words - 1 && n % 64 != 0) empty &= (uint64_t{1} << (n % 64)) - 1;
    empties += std::popcount(empty);
  }
  const int target = n / 2 - fixed_x;
  if (target < 0 || target > empties) return false;
  const int cw = empties / 64 + 1;  // counts 0..empties
  const uint64_t top_mask = ((empties + 1) % 64 == 0) ? ~uint64_t{0} : ((uint64_t{1} << ((empties + 1) % 64)) - 1);
  const size_t stride = static_cast<size_t>(4) * cw;
  forward_.assign(static_cast<size_t>(n) * stride, 0);
  backward_.assign(static_cast<size_t>(n) * stride, 0);
  auto fw = [&](int i, int s) { return &forward_[static_cast<size_t>(i) * stride + static_cast<size_t>(s) * cw]; };
  auto bw = [&](int i, int s) { return &backward_[static_cast<size_t>(i) * stride + static_cast<size_t>(s) * cw]; };
  auto is_empty = [&](int i) { return !bit(x, i) && !bit(o, i); };

  // Forward: sets of "X's on empty cells among 0..i".
  if (!bit(o, 0)) fw(0, kX1)[0] = is_empty(0) ? 2 : 1;
  if (!bit(x, 0)) fw(0, kO1)[0] = 1;
  for (int i = 1; i < n; ++i) {
    const bool can_x = !bit(o, i);
    const bool can_o = !bit(x, i);
    const int shift = is_empty(i) ? 1 : 0;  // an X placed here counts only on an empty cell
    const uint64_t* px1 = fw(i - 1, kX1);
    const uint64_t* px2 = fw(i - 1, kX2);
    const uint64_t* po1 = fw(i - 1, kO1);
    const uint64_t* po2 = fw(i - 1, kO2);
    uint64_t* x1 = fw(i, kX1);
    uint64_t* x2 = fw(i, kX2);
    uint64_t* o1 = fw(i, kO1);
    uint64_t* o2 = fw(i, kO2);
    if (can_x) {
      uint64_t carry_a = 0, carry_b = 0;
      for (int w = 0; w < cw; ++w) {
        uint64_t a = po1[w] | po2[w];
        uint64_t b = px1[w];
        if (shift != 0) {
          x1[w] = (a << 1) | carry_a;
          x2[w] = (b << 1) | carry_b;
          carry_a = a >> 63;
          carry_b = b >> 63;
        } else {
          x1[w] = a;
          x2[w] = b;
        }
      }
      x1[cw - 1] &= top_mask;
      x2[cw - 1] &= top_mask;
    }
    if (can_o) {
      for (int w = 0; w < cw; ++w) {
        o1[w] = px1[w] | px2[w];
        o2[w] = po1[w];
      }
    }
  }
  // Backward: sets of "X's on empty cells among 0..i" that cells i..n-1 need to reach target.
  const uint64_t target_bit = uint64_t{1} << (target % 64);
  if (!bit(o, n - 1)) bw(n - 1, kX1)[target / 64] = target_bit;
  if (!bit(x, n - 1)) bw(n - 1, kO1)[target / 64] = target_bit;
  for (int i = n - 2; i >= 0; --i) {
    const bool can_x = !bit(o, i);
    const bool can_o = !bit(x, i);
    const bool next_counts = is_empty(i + 1);  // an X at i+1 lowers the need on 0..i by one
    const uint64_t* nx1 = bw(i + 1, kX1);
    const uint64_t* nx2 = bw(i + 1, kX2);
    const uint64_t* no1 = bw(i + 1, kO1);
    const uint64_t* no2 = bw(i + 1, kO2);
    uint64_t* x1 = bw(i, kX1);
    uint64_t* x2 = bw(i, kX2);
    uint64_t* o1 = bw(i, kO1);
    uint64_t* o2 = bw(i, kO2);
    for (int w = 0; w < cw; ++w) {
      uint64_t from_x1 = nx1[w];
      uint64_t from_x_any = nx1[w] | nx2[w];
      if (next_counts) {
        uint64_t high1 = (w + 1 < cw) ? nx1[w + 1] : 0;
        uint64_t high_any = (w + 1 < cw) ? (nx1[w + 1] | nx2[w + 1]) : 0;
        from_x1 = (from_x1 >> 1) | (high1 << 63);
        from_x_any = (from_x_any >> 1) | (high_any << 63);
      }
      if (can_x) {
        x1[w] = no1[w] | no2[w];
        x2[w] = from_x1;
      }
      if (can_o) {
        o1[w] = from_x_any;
        o2[w] = no1[w];
      }
    }
  }
  // Combine: a value fits at i when left run a and right run b (both counting i) have a+b-1 <= 2
  // and the counts meet.
  std::fill(force_x, force_x + words, 0);
  std::fill(force_o, force_o + words, 0);
  for (int i = 0; i < n; ++i) {
    bool x_ok = false, o_ok = false;
    const uint64_t* fx1 = fw(i, kX1);
    const uint64_t* fx2 = fw(i, kX2);
    const uint64_t* fo1 = fw(i, kO1);
    const uint64_t* fo2 = fw(i, kO2);
    const uint64_t* bx1 = bw(i, kX1);
    const uint64_t* bx2 = bw(i, kX2);
    const uint64_t* bo1 = bw(i, kO1);
    const uint64_t* bo2 = bw(i, kO2);
    for (int w = 0; w < cw && !(x_ok && o_ok); ++w) {
      x_ok = x_ok || ((fx1[w] & (bx1[w] | bx2[w])) | (fx2[w] & bx1[w])) != 0;
      o_ok = o_ok || ((fo1[w] & (bo1[w] | bo2[w])) | (fo2[w] & bo1[w])) != 0;
    }
    if (!x_ok && !o_ok) return false;
    if (bit(x, i) || bit(o, i)) continue;
    if (!o_ok) force_x[i >> 6] |= uint64_t{1} << (i & 63);
    if (!x_ok) force_o[i >> 6] |= uint64_t{1} << (i & 63);
  }
  return true;
}

}  // namespace gridlogic::binox
