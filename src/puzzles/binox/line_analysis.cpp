#include "puzzles/binox/line_analysis.hpp"

#include <algorithm>
#include <bit>

namespace gridlogic::binox {
namespace {

enum State { kX1 = 0, kX2 = 1, kO1 = 2, kO2 = 3 };

bool bit(const uint64_t* v, int i) {
  return (v[i >> 6] >> (i & 63)) & 1U;
}

// The same programme for lines of at most 126 cells, where a count set is one word: no heap, no
// inner loops. Most boards people solve take only this path.
bool analyze_short(const uint64_t* x, const uint64_t* o, int n, uint64_t* force_x,
                   uint64_t* force_o) {
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

bool LineAnalyzer::analyze_intervals(const uint64_t* x, const uint64_t* o, int n, int target,
                                     uint64_t* force_x, uint64_t* force_o) {
  // lo/hi of "X's on empty cells" per (position, state); unreachable = lo > hi.
  constexpr int kNone = 1 << 29;
  const size_t size = static_cast<size_t>(n) * 4;
  if (lo_f_.size() < size) {
    lo_f_.resize(size);
    hi_f_.resize(size);
    lo_b_.resize(size);
    hi_b_.resize(size);
  }
  int32_t* lf = lo_f_.data();
  int32_t* hf = hi_f_.data();
  int32_t* lb = lo_b_.data();
  int32_t* hb = hi_b_.data();
  auto set = [](int32_t* lo, int32_t* hi, int k, int a_lo, int a_hi, int add) {
    if (a_lo > a_hi) {
      lo[k] = kNone;
      hi[k] = -kNone;
    } else {
      lo[k] = a_lo + add;
      hi[k] = a_hi + add;
    }
  };
  auto none = [&](int32_t* lo, int32_t* hi, int k) {
    lo[k] = kNone;
    hi[k] = -kNone;
  };
  // Forward: state s at i = value and length of the run ending at i.
  for (int i = 0; i < n; ++i) {
    const bool can_x = !bit(o, i), can_o = !bit(x, i);
    const int add = (can_x && can_o) ? 1 : 0;
    const int k = i * 4;
    if (i == 0) {
      if (can_x)
        set(lf, hf, kX1, 0, 0, add);
      else
        none(lf, hf, kX1);
      none(lf, hf, kX2);
      if (can_o)
        set(lf, hf, kO1, 0, 0, 0);
      else
        none(lf, hf, kO1);
      none(lf, hf, kO2);
      continue;
    }
    const int p = k - 4;
    if (can_x) {
      set(lf, hf, k + kX1, std::min(lf[p + kO1], lf[p + kO2]), std::max(hf[p + kO1], hf[p + kO2]),
          add);
      set(lf, hf, k + kX2, lf[p + kX1], hf[p + kX1], add);
    } else {
      none(lf, hf, k + kX1);
      none(lf, hf, k + kX2);
    }
    if (can_o) {
      set(lf, hf, k + kO1, std::min(lf[p + kX1], lf[p + kX2]), std::max(hf[p + kX1], hf[p + kX2]),
          0);
      set(lf, hf, k + kO2, lf[p + kO1], hf[p + kO1], 0);
    } else {
      none(lf, hf, k + kO1);
      none(lf, hf, k + kO2);
    }
  }
  // Backward: state s at i = value and length of the run starting at i; counts over i..n-1.
  for (int i = n - 1; i >= 0; --i) {
    const bool can_x = !bit(o, i), can_o = !bit(x, i);
    const int add = (can_x && can_o) ? 1 : 0;
    const int k = i * 4;
    if (i == n - 1) {
      if (can_x)
        set(lb, hb, k + kX1, 0, 0, add);
      else
        none(lb, hb, k + kX1);
      none(lb, hb, k + kX2);
      if (can_o)
        set(lb, hb, k + kO1, 0, 0, 0);
      else
        none(lb, hb, k + kO1);
      none(lb, hb, k + kO2);
      continue;
    }
    const int q = k + 4;
    if (can_x) {
      set(lb, hb, k + kX1, std::min(lb[q + kO1], lb[q + kO2]), std::max(hb[q + kO1], hb[q + kO2]),
          add);
      set(lb, hb, k + kX2, lb[q + kX1], hb[q + kX1], add);
    } else {
      none(lb, hb, k + kX1);
      none(lb, hb, k + kX2);
    }
    if (can_o) {
      set(lb, hb, k + kO1, std::min(lb[q + kX1], lb[q + kX2]), std::max(hb[q + kX1], hb[q + kX2]),
          0);
      set(lb, hb, k + kO2, lb[q + kO1], hb[q + kO1], 0);
    } else {
      none(lb, hb, k + kO1);
      none(lb, hb, k + kO2);
    }
  }
  const int words = (n + 63) / 64;
  std::fill(force_x, force_x + words, 0);
  std::fill(force_o, force_o + words, 0);
  // A value fits at i when some left run a and right run b (both counting i, a + b - 1 <= 2)
  // have target inside the sum of their intervals (the cell itself counted once).
  auto fits = [&](int k, int a, int b, int dup) {
    const int lo = lf[k + a] + lb[k + b] - dup;
    const int hi = hf[k + a] + hb[k + b] - dup;
    return lf[k + a] <= hf[k + a] && lb[k + b] <= hb[k + b] && lo <= target && target <= hi;
  };
  for (int i = 0; i < n; ++i) {
    const int k = i * 4;
    const bool empty = !bit(x, i) && !bit(o, i);
    const int dup = empty ? 1 : 0;
    const bool x_ok = fits(k, kX1, kX1, dup) || fits(k, kX1, kX2, dup) || fits(k, kX2, kX1, dup);
    const bool o_ok = fits(k, kO1, kO1, 0) || fits(k, kO1, kO2, 0) || fits(k, kO2, kO1, 0);
    if (!x_ok && !o_ok) return false;
    if (!empty) continue;
    if (!o_ok) force_x[i >> 6] |= uint64_t{1} << (i & 63);
    if (!x_ok) force_o[i >> 6] |= uint64_t{1} << (i & 63);
  }
  return true;
}

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
  if (empties > kExactOpenCells) return analyze_intervals(x, o, n, target, force_x, force_o);
  const int cw = empties / 64 + 1;  // counts 0..empties
  const uint64_t top_mask =
      ((empties + 1) % 64 == 0) ? ~uint64_t{0} : ((uint64_t{1} << ((empties + 1) % 64)) - 1);
  const size_t stride = static_cast<size_t>(4) * cw;
  forward_.assign(static_cast<size_t>(n) * stride, 0);
  backward_.assign(static_cast<size_t>(n) * stride, 0);
  auto fw = [&](int i, int s) {
    return &forward_[static_cast<size_t>(i) * stride + static_cast<size_t>(s) * cw];
  };
  auto bw = [&](int i, int s) {
    return &backward_[static_cast<size_t>(i) * stride + static_cast<size_t>(s) * cw];
  };
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
