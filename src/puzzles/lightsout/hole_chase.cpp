// Light chasing with holes; see hole_chase.hpp.
#include "puzzles/lightsout/hole_chase.hpp"

#include <algorithm>
#include <type_traits>

namespace gridlogic::lightsout {

namespace {

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
__attribute__((target_clones("avx2", "default")))
#endif
/// f = -f mod k for raw sums f < 2^16 and k <= 256: the quotient (v * mult) >> 24 with
/// mult = floor(2^24 / k) + 1 is exact there (as in the Z_k elimination), so the loop vectorises.
void negate_small(uint16_t* f, size_t len, uint32_t k, uint32_t mult) {
  for (size_t i = 0; i < len; ++i) {
    uint32_t v = f[i];
    uint32_t r = v - ((v * mult) >> 24) * k;
    f[i] = static_cast<uint16_t>(r == 0 ? 0 : k - r);
  }
}

/// Affine forms over Z_k: `len` coefficients (the V unknowns) then the constant. Sums are kept
/// raw (unreduced) while a form is assembled from at most five others and reduced once, by
/// negate(); raw sums stay below 6k. T = uint16_t for k <= 256 (raw sums below 2^16, half the
/// memory traffic of 32 bits: the chase is bound by reading the forms), else uint32_t with lazy
/// sums while k < 2^28.
template <typename T>
struct ModForms {
  uint32_t k;
  size_t len;  // V + 1
  uint32_t mult = k <= 256 ? (uint32_t{1} << 24) / k + 1 : 0;
  bool lazy = k < (uint32_t{1} << 28);
  [[nodiscard]] size_t width() const { return len; }
  void clear(T* f) const { std::fill(f, f + len, T{0}); }
  void add(T* dst, const T* src) const {
    if (lazy) {
      for (size_t i = 0; i < len; ++i) dst[i] = static_cast<T>(dst[i] + src[i]);
      return;
    }
    for (size_t i = 0; i < len; ++i) {
      uint32_t s = dst[i] + src[i];
      dst[i] = static_cast<T>(s >= k ? s - k : s);
    }
  }
  void negate(T* f) const {
    if constexpr (std::is_same_v<T, uint16_t>) {
      negate_small(f, len, k, mult);
    } else {
      for (size_t i = 0; i < len; ++i) {
        uint32_t r = f[i] % k;
        f[i] = r == 0 ? 0 : k - r;
      }
    }
  }
  void set_unit(T* f, size_t var) const {
    clear(f);
    f[var] = 1;
  }
  void add_constant(T* f, uint32_t c) const {
    uint32_t s = f[len - 1] + c % k;
    f[len - 1] = static_cast<T>(s >= k ? s - k : s);
  }
  [[nodiscard]] uint32_t coefficient(const T* f, size_t i) const { return f[i] % k; }
};

/// Bit-packed forms over GF(2): bit i of the words is coefficient i, bit V the constant.
struct BitForms {
  size_t len;    // V + 1 bits
  size_t words;  // words per form
  [[nodiscard]] size_t width() const { return words; }
  void clear(uint64_t* f) const { std::fill(f, f + words, 0); }
  void add(uint64_t* dst, const uint64_t* src) const {
    for (size_t i = 0; i < words; ++i) dst[i] ^= src[i];
  }
  void negate(uint64_t* /*f*/) const {}
  void set_unit(uint64_t* f, size_t var) const {
    clear(f);
    f[var >> 6] |= uint64_t{1} << (var & 63);
  }
  void add_constant(uint64_t* f, uint32_t c) const {
    if (c & 1U) f[(len - 1) >> 6] ^= uint64_t{1} << ((len - 1) & 63);
  }
  [[nodiscard]] uint32_t coefficient(const uint64_t* f, size_t i) const {
    return static_cast<uint32_t>((f[i >> 6] >> (i & 63)) & 1U);
  }
};

bool hole_at(const Board& b, const RectView& v, size_t r, size_t c) {
  return b.holes[v.index(r, c)] != 0;
}

/// The generic walk. `Ops` gives the form arithmetic; forms of rows r-2, r-1, r rotate in `buf`.
template <typename Ops, typename Word>
bool build(const Board& b, const RectView& v, const Ops& ops, const Context& ctx, HoleSystem& sys) {
  const size_t w = ops.width();
  const size_t cols = v.cols;
  std::vector<Word> buf(3 * cols * w, 0);
  auto form = [&](size_t r, size_t c) { return buf.data() + ((r % 3) * cols + c) * w; };
  std::vector<Word> eq(w);
  size_t next_var = 0;
  const size_t n_unknowns = sys.unknowns;
  for (size_t r = 0; r < v.rows; ++r) {
    if (ctx.expired()) return false;
    for (size_t c = 0; c < cols; ++c) {
      Word* f = form(r, c);
      if (hole_at(b, v, r, c)) {
        ops.clear(f);
        continue;
      }
      if (r == 0 || hole_at(b, v, r - 1, c)) {
        ops.set_unit(f, next_var++);
        continue;
      }
      // Forced by the equation of (r-1, c).
      ops.clear(f);
      ops.add_constant(f, b.state[v.index(r - 1, c)]);
      ops.add(f, form(r - 1, c));
      if (c > 0 && !hole_at(b, v, r - 1, c - 1)) ops.add(f, form(r - 1, c - 1));
      if (c + 1 < cols && !hole_at(b, v, r - 1, c + 1)) ops.add(f, form(r - 1, c + 1));
      if (r >= 2 && !hole_at(b, v, r - 2, c)) ops.add(f, form(r - 2, c));
      ops.negate(f);
    }
    // Cells of row r nobody below can fix: their equations join the reduced system.
    for (size_t c = 0; c < cols; ++c) {
      if (hole_at(b, v, r, c)) continue;
      if (r + 1 < v.rows && !hole_at(b, v, r + 1, c)) continue;
      Word* e = eq.data();
      ops.clear(e);
      ops.add_constant(e, b.state[v.index(r, c)]);
      ops.add(e, form(r, c));
      if (c > 0 && !hole_at(b, v, r, c - 1)) ops.add(e, form(r, c - 1));
      if (c + 1 < cols && !hole_at(b, v, r, c + 1)) ops.add(e, form(r, c + 1));
      if (r >= 1 && !hole_at(b, v, r - 1, c)) ops.add(e, form(r - 1, c));
      // L f + const = 0  ->  L f = -const.
      if constexpr (std::is_same_v<Word, uint64_t>) {
        uint64_t* row = sys.bits.row(sys.rhs.size());
        // Same bit layout; the constant bit (and padding) beyond V is masked off.
        for (size_t i = 0; i < sys.bits.stride(); ++i) row[i] = e[i];
        if (n_unknowns % 64 != 0)
          row[sys.bits.stride() - 1] &= (uint64_t{1} << (n_unknowns % 64)) - 1;
      } else {
        for (size_t i = 0; i < n_unknowns; ++i) sys.matrix.push_back(ops.coefficient(e, i));
      }
      uint32_t constant = ops.coefficient(e, n_unknowns);
      sys.rhs.push_back(constant == 0 ? 0 : b.levels - constant);
    }
  }
  sys.equations = sys.rhs.size();
  return true;
}

}  // namespace

size_t hole_unknowns(const Board& b, const RectView& v) {
  size_t count = 0;
  for (size_t r = 0; r < v.rows; ++r) {
    for (size_t c = 0; c < v.cols; ++c) {
      if (!hole_at(b, v, r, c) && (r == 0 || hole_at(b, v, r - 1, c))) ++count;
    }
  }
  return count;
}

size_t hole_equations(const Board& b, const RectView& v) {
  size_t count = 0;
  for (size_t r = 0; r < v.rows; ++r) {
    for (size_t c = 0; c < v.cols; ++c) {
      if (!hole_at(b, v, r, c) && (r + 1 == v.rows || hole_at(b, v, r + 1, c))) ++count;
    }
  }
  return count;
}

RectView hole_view(const Board& b) {
  RectView across;
  across.rows = static_cast<size_t>(b.rows);
  across.cols = static_cast<size_t>(b.cols);
  across.board_cols = across.cols;
  RectView down = across;
  down.transposed = true;
  std::swap(down.rows, down.cols);
  return hole_unknowns(b, down) < hole_unknowns(b, across) ? down : across;
}

size_t hole_memory(const Board& b, const RectView& v, size_t unknowns) {
  size_t per_form =
      b.levels == 2 ? (unknowns + 1 + 63) / 64 * 8 : (unknowns + 1) * (b.levels <= 256 ? 2 : 4);
  return 3 * v.cols * per_form;
}

bool hole_system(const Board& b, const RectView& v, const Context& ctx, HoleSystem& sys) {
  sys.view = v;
  sys.unknowns = hole_unknowns(b, v);
  if (b.levels == 2) {
    sys.bits = algebra::Gf2Matrix(hole_equations(b, v), sys.unknowns);
    BitForms ops{sys.unknowns + 1, (sys.unknowns + 1 + 63) / 64};
    return build<BitForms, uint64_t>(b, v, ops, ctx, sys);
  }
  if (b.levels <= 256) {
    ModForms<uint16_t> ops{b.levels, sys.unknowns + 1};
    return build<ModForms<uint16_t>, uint16_t>(b, v, ops, ctx, sys);
  }
  ModForms<uint32_t> ops{b.levels, sys.unknowns + 1};
  return build<ModForms<uint32_t>, uint32_t>(b, v, ops, ctx, sys);
}

void hole_chase(const Board& b, const RectView& v, const uint32_t* state,
                const std::vector<uint32_t>& free, uint32_t* out) {
  const uint64_t k = b.levels;
  size_t next_var = 0;
  auto press = [&](size_t r, size_t c) -> uint64_t {
    return hole_at(b, v, r, c) ? 0 : out[v.index(r, c)];
  };
  for (size_t r = 0; r < v.rows; ++r) {
    for (size_t c = 0; c < v.cols; ++c) {
      size_t i = v.index(r, c);
      if (hole_at(b, v, r, c)) {
        out[i] = 0;
        continue;
      }
      if (r == 0 || hole_at(b, v, r - 1, c)) {
        out[i] = free[next_var++];
        continue;
      }
      uint64_t s = (state != nullptr ? state[v.index(r - 1, c)] : 0) + press(r - 1, c);
      if (c > 0) s += press(r - 1, c - 1);
      if (c + 1 < v.cols) s += press(r - 1, c + 1);
      if (r >= 2) s += press(r - 2, c);
      s %= k;
      out[i] = static_cast<uint32_t>(s == 0 ? 0 : k - s);
    }
  }
}

}  // namespace gridlogic::lightsout
