#include "puzzles/binox/line_analysis.hpp"

#include <algorithm>

namespace gridlogic::binox {
namespace {

enum State { kX1 = 0, kX2 = 1, kO1 = 2, kO2 = 3 };

bool bit(const uint64_t* v, int i) { return (v[i >> 6] >> (i & 63)) & 1U; }

}  // namespace

bool LineAnalyzer::analyze(const uint64_t* x, const uint64_t* o, int n, uint64_t* force_x,
                           uint64_t* force_o) {
  const int half = n / 2;
  const int cw = half / 64 + 1;  // words of a count set: counts 0..half
  const uint64_t top_mask = ((half + 1) % 64 == 0) ? ~uint64_t{0} : ((uint64_t{1} << ((half + 1) % 64)) - 1);
  const size_t stride = static_cast<size_t>(4) * cw;
  forward_.assign(static_cast<size_t>(n) * stride, 0);
  backward_.assign(static_cast<size_t>(n) * stride, 0);
  auto fw = [&](int i, int s) { return &forward_[static_cast<size_t>(i) * stride + static_cast<size_t>(s) * cw]; };
  auto bw = [&](int i, int s) { return &backward_[static_cast<size_t>(i) * stride + static_cast<size_t>(s) * cw]; };

  // Forward: sets of X counts over cells 0..i.
  if (!bit(o, 0)) fw(0, kX1)[0] = 2;  // count 1
  if (!bit(x, 0)) fw(0, kO1)[0] = 1;  // count 0
  for (int i = 1; i < n; ++i) {
    const bool can_x = !bit(o, i);
    const bool can_o = !bit(x, i);
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
        x1[w] = (a << 1) | carry_a;
        x2[w] = (b << 1) | carry_b;
        carry_a = a >> 63;
        carry_b = b >> 63;
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
  // Backward: sets of "X's the cells 0..i must hold" for cells i..n-1 to complete the line.
  const uint64_t half_bit = uint64_t{1} << (half % 64);
  if (!bit(o, n - 1)) bw(n - 1, kX1)[half / 64] = half_bit;
  if (!bit(x, n - 1)) bw(n - 1, kO1)[half / 64] = half_bit;
  for (int i = n - 2; i >= 0; --i) {
    const bool can_x = !bit(o, i);
    const bool can_o = !bit(x, i);
    const uint64_t* nx1 = bw(i + 1, kX1);
    const uint64_t* nx2 = bw(i + 1, kX2);
    const uint64_t* no1 = bw(i + 1, kO1);
    const uint64_t* no2 = bw(i + 1, kO2);
    uint64_t* x1 = bw(i, kX1);
    uint64_t* x2 = bw(i, kX2);
    uint64_t* o1 = bw(i, kO1);
    uint64_t* o2 = bw(i, kO2);
    // The next cell being X lowers the requirement on 0..i by one: a right shift.
    for (int w = 0; w < cw; ++w) {
      uint64_t next_high = (w + 1 < cw) ? nx1[w + 1] : 0;
      uint64_t next_high_any = (w + 1 < cw) ? (nx1[w + 1] | nx2[w + 1]) : 0;
      if (can_x) {
        x1[w] = no1[w] | no2[w];
        x2[w] = (nx1[w] >> 1) | (next_high << 63);
      }
      if (can_o) {
        o1[w] = ((nx1[w] | nx2[w]) >> 1) | (next_high_any << 63);
        o2[w] = no1[w];
      }
    }
  }
  // Combine: a value fits at i when left run a and right run b (both counting i) have a+b-1 <= 2
  // and the counts meet.
  const int words = (n + 63) / 64;
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
