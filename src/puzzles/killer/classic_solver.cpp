// Classic 9x9 sudoku on per-digit band bitboards (layout and method in classic_solver.hpp).
// Compiled once for the build's target and, on x86-64, again for wider vector units
// (CMakeLists.txt defines GRIDLOGIC_CLASSIC_UNIT then); classic_dispatch.cpp chooses.
#include <array>
#include <bit>
#include <utility>

#include "puzzles/killer/classic_units.hpp"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace gridlogic::killer {
namespace {

constexpr uint32_t kBand = (1u << 27) - 1;
constexpr uint32_t kColSpread = 1u | (1u << 9) | (1u << 18);  // column bits -> the same in all rows

struct BandTables {
  // A 9-bit row -> which of its three box segments hold a candidate (bit j: box j).
  uint8_t seg3[512];
  // A 9-bit row -> itself when it holds exactly one bit, else 0.
  uint16_t single[512];
  // Segment occupancy of one digit in one band (bit 3k + j: row k, box j) -> the cells of the
  // segments that lie on some placement of the digit in the band: one segment per row and per
  // box, i.e. a permutation. 0 when there is none. This does pointing and claiming inside the
  // band, and more (two rows confined to two boxes give the third box to the third row), in
  // one lookup.
  uint32_t perm[512];
  // The same permutation test for a digit in a stack (three columns across three bands),
  // indexed by bit 3B + c (band B, column c of the stack): the segments that survive.
  uint16_t perm_seg[512];
  uint32_t row_of[27];      // the row (within the band) through a cell
  uint32_t band_peers[27];  // same row or box within the band, without the cell itself
  constexpr BandTables() {
    for (int r = 0; r < 512; ++r) {
      seg3[r] =
          static_cast<uint8_t>(((r & 7) ? 1 : 0) | ((r & 0x38) ? 2 : 0) | ((r & 0x1C0) ? 4 : 0));
      single[r] = static_cast<uint16_t>((r != 0 && (r & (r - 1)) == 0) ? r : 0);
    }
    constexpr int kPerms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    for (int m = 0; m < 512; ++m) {
      int segs = 0;
      for (const auto& p : kPerms) {
        int s = (1 << p[0]) | (1 << (3 + p[1])) | (1 << (6 + p[2]));
        if ((m & s) == s) segs |= s;
      }
      perm_seg[m] = static_cast<uint16_t>(segs);
      perm[m] = 0;
      for (int sg = 0; sg < 9; ++sg) {
        if (segs & (1 << sg)) perm[m] |= 7u << (9 * (sg / 3) + 3 * (sg % 3));
      }
    }
    for (int i = 0; i < 27; ++i) {
      uint32_t row = 0x1FFu << (9 * (i / 9));
      uint32_t box = (7u << (3 * ((i % 9) / 3))) * kColSpread;
      row_of[i] = row;
      band_peers[i] = (row | box) & ~(1u << i);
    }
  }
};
// Built by the compiler (constexpr): read-only data, no start-up code.
constexpr BandTables kT;

// The search state: f[9b + d] holds where digit d may go in band b (placed cells keep their
// digit's bit); open[b] the cells of band b not yet placed. 120 bytes, copied per guess.
struct State {
  uint32_t f[27];
  uint32_t open[3];
};

// Digit-bands are numbered i = 9b + d, so the nine digits of one band are adjacent (and one
// 9-bit field of a "dirty" mask).
constexpr int kBandOf[27] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1,
                             1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2};
constexpr int kNext[3] = {1, 2, 0};
constexpr int kPrev[3] = {2, 0, 1};
constexpr uint32_t kFail = 1u << 31;  // returned in place of a dirty mask on a contradiction

// Fewer instructions is what makes this code faster (a branch-free update() that ran more of
// them was slower), so the loops over the nine digits of a band, which the compiler leaves
// scalar, are 4-lane SSE2 where that takes fewer; each keeps its scalar form beside it for other
// targets, and both give the same words.
#if defined(__SSE2__)
inline __m128i load4(const uint32_t* p) {
  return _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
}
inline void store4(uint32_t* p, __m128i v) {
  _mm_storeu_si128(reinterpret_cast<__m128i*>(p), v);
}
inline __m128i splat(uint32_t x) {
  return _mm_set1_epi32(static_cast<int>(x));
}
// Bit k set when lane k is all ones (a comparison's "true").
inline uint32_t lanes(__m128i v) {
  return static_cast<uint32_t>(_mm_movemask_ps(_mm_castsi128_ps(v)));
}
// Bit k set when lane k of (v & bits) is zero.
inline uint32_t lanes_without(__m128i v, __m128i bits) {
  return lanes(_mm_cmpeq_epi32(_mm_and_si128(v, bits), _mm_setzero_si128()));
}
#endif

// Clears `cells` from the nine digit words of a band. Returns the digits that held one of them
// (bit d); `left` gets the union of the words afterwards.
inline uint32_t clear_cells(uint32_t* band, uint32_t cells, uint32_t* left) {
#if defined(__SSE2__)
  const __m128i bits = splat(cells);
  const __m128i lo = load4(band);
  const __m128i hi = load4(band + 4);
  const uint32_t missed = lanes_without(lo, bits) | (lanes_without(hi, bits) << 4);
  const __m128i lo_after = _mm_andnot_si128(bits, lo);
  const __m128i hi_after = _mm_andnot_si128(bits, hi);
  store4(band, lo_after);
  store4(band + 4, hi_after);
  const uint32_t last = band[8];
  band[8] = last & ~cells;
  __m128i any = _mm_or_si128(lo_after, hi_after);
  any = _mm_or_si128(any, _mm_shuffle_epi32(any, 0x4E));
  any = _mm_or_si128(any, _mm_shuffle_epi32(any, 0xB1));
  *left = static_cast<uint32_t>(_mm_cvtsi128_si32(any)) | band[8];
  return (~missed & 0xFFu) | (static_cast<uint32_t>((last & cells) != 0) << 8);
#else
  uint32_t hit = 0;
  uint32_t any = 0;
  for (int e = 0; e < 9; ++e) {
    hit |= static_cast<uint32_t>((band[e] & cells) != 0) << e;
    band[e] &= ~cells;
    any |= band[e];
  }
  *left = any;
  return hit;
#endif
}

class Classic {
 public:
  Classic(const Context& ctx, uint64_t limit) : stop_(ctx, 1024), limit_(limit) {}

  // Places the givens (digits 0..9 per cell). False when they contradict.
  bool start(const int* givens) {
    State& s = stack_[0];
    // The given cells as bit masks first, without a branch per cell: with about a fifth of the
    // cells given at random places, a test per cell would mispredict some twenty times a puzzle,
    // as costly as a quarter of solving an easy one.
    uint32_t given[3];
    for (int b = 0; b < 3; ++b) {
      const int* g = givens + 27 * b;
      uint32_t m = 0;
#if defined(__SSE2__)
      // Four cells a step: 24 of the band's 27, then the last three (a 28th would read past
      // the board).
      const __m128i zero = _mm_setzero_si128();
      uint32_t empty = 0;
      for (int i = 0; i < 24; i += 4) {
        empty |=
            lanes(_mm_cmpeq_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(g + i)), zero))
            << i;
      }
      m = ~empty & 0xFFFFFFu;
      for (int i = 24; i < 27; ++i) m |= static_cast<uint32_t>(g[i] != 0) << i;
#else
      for (int i = 0; i < 27; ++i) m |= static_cast<uint32_t>(g[i] != 0) << i;
#endif
      given[b] = m;
    }
    // Each digit's given cells per band, one write per given; then each digit-band word made
    // at once from them. Each given clearing the nine words of its band in turn would chain
    // stores and reloads through the same words (3.5 % of a batch of easy puzzles).
    uint32_t placed[27] = {};
    for (int b = 0; b < 3; ++b) {
      for (uint32_t m = given[b]; m; m &= m - 1) {
        const int i = std::countr_zero(m);
        placed[9 * b + givens[27 * b + i] - 1] |= 1u << i;
      }
      s.open[b] = kBand & ~given[b];
    }
    for (int d = 0; d < 9; ++d) {
      uint32_t cols[3];  // per band, the columns (bit c) of the digit's givens
      for (int b = 0; b < 3; ++b) {
        const uint32_t x = placed[9 * b + d];
        cols[b] = (x | x >> 9 | x >> 18) & 0x1FF;
      }
      // Two of the digit in a column of different bands.
      if ((cols[0] & cols[1]) | (cols[0] & cols[2]) | (cols[1] & cols[2])) return false;
      for (int b = 0; b < 3; ++b) {
        const uint32_t x = placed[9 * b + d];
        const uint32_t rows = ((x & 0x1FF) ? 0x1FFu : 0u) |
                              ((x & (0x1FFu << 9)) ? 0x1FFu << 9 : 0u) |
                              ((x >> 18) ? 0x1FFu << 18 : 0u);
        const uint32_t boxes = (((cols[b] & 7) ? 7u : 0u) | ((cols[b] & 0x38) ? 0x38u : 0u) |
                                ((cols[b] & 0x1C0) ? 0x1C0u : 0u)) *
                               kColSpread;
        // Two of the digit in one row, box or column of the band: fewer of them than givens.
        const int n = std::popcount(x);
        if (std::popcount(rows) != 9 * n || std::popcount(boxes) != 9 * n ||
            std::popcount(cols[b]) != n) {
          return false;
        }
        const uint32_t other_cols = (cols[kNext[b]] | cols[kPrev[b]]) * kColSpread;
        s.f[9 * b + d] = (kBand & ~given[b] & ~rows & ~boxes & ~other_cols) | x;
      }
    }
    return true;
  }

  CountOutcome run() {
    if (propagate(stack_[0], kBand)) dfs(0);
    out_.complete = !stopped_ && !(limit_ != 0 && out_.count >= limit_);
    if (stopped_) out_.status = Status::kTimeout;
    return std::move(out_);  // the solver is done with it: no copy of the grids
  }

  CountOutcome out_;

 private:
  // Brings digit-band i = 9b + d to its fixed point: keeps only segments on a permutation, and
  // places the digit where it is now alone in a row (which also covers a box with one place:
  // the permutation step has already confined that row to the box). Placing clears the cell
  // for the other digits and the column for this digit in the other bands; the digit-bands
  // that change are added to `dirty`. False on a contradiction (no placement left).
  static bool update(State& s, int i, uint32_t& dirty) {
    uint32_t a = s.f[i];
    uint32_t occ = kT.seg3[a & 0x1FF] | (kT.seg3[(a >> 9) & 0x1FF] << 3) | (kT.seg3[a >> 18] << 6);
    a &= kT.perm[occ];
    if (a == 0) return false;
    int b = kBandOf[i];
    uint32_t sg = (kT.single[a & 0x1FF] | (kT.single[(a >> 9) & 0x1FF] << 9) |
                   (static_cast<uint32_t>(kT.single[a >> 18]) << 18)) &
                  s.open[b];
    if (sg) {
      uint32_t left = 0;  // the cells some digit can still take
      const uint32_t hit = clear_cells(s.f + 9 * b, sg, &left);
      // An open cell of the band with no digit left: fail now rather than after the cascade.
      if (s.open[b] & ~(left | a)) return false;
      dirty |= (hit << (9 * b)) & ~(1u << i);
      uint32_t cols = ((sg | sg >> 9 | sg >> 18) & 0x1FF) * kColSpread;
      int d = i - 9 * b;
      int j = 9 * kNext[b] + d;
      int k = 9 * kPrev[b] + d;
      dirty |= (static_cast<uint32_t>((s.f[j] & cols) != 0) << j) |
               (static_cast<uint32_t>((s.f[k] & cols) != 0) << k);
      uint32_t fj = s.f[j] & ~cols;
      uint32_t fk = s.f[k] & ~cols;
      s.f[j] = fj;
      s.f[k] = fk;
      // The digit left without a place in a row of another band: fail now.
      if (!((fj & 0x1FF) && (fj & (0x1FFu << 9)) && (fj >> 18) && (fk & 0x1FF) &&
            (fk & (0x1FFu << 9)) && (fk >> 18))) {
        return false;
      }
      s.open[b] &= ~sg;
    }
    s.f[i] = a;
    return true;
  }

  // Naked singles: an open cell with one candidate digit gets it (by confining the digit's row
  // to the cell, which update() then places). Returns the digit-bands changed, or kFail (an
  // open cell with no candidate).
  static uint32_t naked(State& s) {
    uint32_t dirty = 0;
    for (int b = 0; b < 3; ++b) {
      uint32_t open = s.open[b];
      if (!open) continue;
      uint32_t* band = s.f + 9 * b;
      uint32_t ones = 0;
      uint32_t twos = 0;
      for (int d = 0; d < 9; ++d) {
        twos |= ones & band[d];
        ones |= band[d];
      }
      if (open & ~ones) return kFail;
      uint32_t singles = open & ~twos;
      while (singles) {
        int i = __builtin_ctz(singles);
        singles &= singles - 1;
        uint32_t bit = 1u << i;
        int d = 0;
        while (d < 9 && !(band[d] & bit)) ++d;
        if (d == 9) return kFail;  // an earlier single of this pass took its only digit
        band[d] &= ~(kT.row_of[i] & ~bit);
        dirty |= 1u << (9 * b + d);
      }
    }
    return dirty;
  }

#if defined(__SSE2__)
  // Which of four digits (lanes; `f` points at the first one's word in band 0) the column step
  // below would change or fail on, for all three stacks at once and without its tables. In a
  // stack the digit's (band, column) segments form a 3x3 matrix M; a segment lies on a
  // permutation iff the 2x2 matrix without its band and column holds one:
  // M[b+1][c+1] & M[b+2][c+2] | M[b+1][c+2] & M[b+2][c+1] (indices mod 3). With the bands' column
  // masks side by side in one word (bit 9b + c), the bands rotate by 9 bits and the columns of
  // every stack together by masked shifts. A lane is quiet when every column keeps a segment on
  // a permutation (no contradiction), no segment is off them (nothing to cut) and no unplaced
  // column has a single place (no hidden single); columns() runs its exact step on the others.
  static uint32_t column_work4(const State& s, const uint32_t* f) {
    const __m128i row = splat(0x1FF);
    __m128i placed = _mm_setzero_si128();
    __m128i twos = _mm_setzero_si128();
    __m128i c[3];
    for (int b = 0; b < 3; ++b) {
      const __m128i x = load4(f + 9 * b);
      placed = _mm_or_si128(placed, _mm_andnot_si128(splat(s.open[b]), x));
      const __m128i r0 = _mm_and_si128(x, row);
      const __m128i r1 = _mm_and_si128(_mm_srli_epi32(x, 9), row);
      const __m128i r2 = _mm_srli_epi32(x, 18);
      const __m128i r01 = _mm_or_si128(r0, r1);
      twos = _mm_or_si128(twos, _mm_or_si128(_mm_and_si128(r0, r1), _mm_and_si128(r2, r01)));
      c[b] = _mm_or_si128(r01, r2);
    }
    const __m128i c01 = _mm_or_si128(c[0], c[1]);
    twos = _mm_or_si128(twos, _mm_or_si128(_mm_and_si128(c[0], c[1]), _mm_and_si128(c[2], c01)));
    const __m128i ones = _mm_or_si128(c01, c[2]);
    auto fold = [&](__m128i x) {  // a 27-bit word's three rows ORed into one
      return _mm_and_si128(
          _mm_or_si128(_mm_or_si128(x, _mm_srli_epi32(x, 9)), _mm_srli_epi32(x, 18)), row);
    };
    const __m128i single = _mm_andnot_si128(_mm_or_si128(twos, fold(placed)), ones);
    const __m128i m =
        _mm_or_si128(_mm_or_si128(c[0], _mm_slli_epi32(c[1], 9)), _mm_slli_epi32(c[2], 18));
    const __m128i band = splat(kBand);
    const __m128i next =
        _mm_and_si128(_mm_or_si128(_mm_srli_epi32(m, 9), _mm_slli_epi32(m, 18)), band);
    const __m128i prev =
        _mm_and_si128(_mm_or_si128(_mm_srli_epi32(m, 18), _mm_slli_epi32(m, 9)), band);
    auto col1 = [](__m128i x) {  // M[.][c+1]
      return _mm_or_si128(_mm_and_si128(_mm_srli_epi32(x, 1), splat(0x36DB6DB)),
                          _mm_and_si128(_mm_slli_epi32(x, 2), splat(0x4924924)));
    };
    auto col2 = [](__m128i x) {  // M[.][c+2]
      return _mm_or_si128(_mm_and_si128(_mm_srli_epi32(x, 2), splat(0x1249249)),
                          _mm_and_si128(_mm_slli_epi32(x, 1), splat(0x6DB6DB6)));
    };
    const __m128i on = _mm_and_si128(m, _mm_or_si128(_mm_and_si128(col1(next), col2(prev)),
                                                     _mm_and_si128(col2(next), col1(prev))));
    const __m128i work =
        _mm_or_si128(_mm_xor_si128(fold(on), row), _mm_or_si128(_mm_andnot_si128(on, m), single));
    return lanes_without(work, work) ^ 0xFu;
  }
#endif

  // The column direction, per digit: in each stack, the (band, column) segments that lie on
  // no permutation go (pointing and claiming between columns and boxes, by the same kind of
  // table as update()), and a column where the digit has one place left and is not yet
  // placed gets it (hidden single). Returns the digit-bands changed, or kFail.
  static uint32_t columns(State& s, uint32_t digits) {
#if defined(__SSE2__)
    // Most digits have nothing to do here: find them four at a time (digits 5 to 7 twice).
    digits &=
        column_work4(s, s.f) | (column_work4(s, s.f + 4) << 4) | (column_work4(s, s.f + 5) << 5);
#endif
    uint32_t dirty = 0;
    for (; digits; digits &= digits - 1) {
      int d = std::countr_zero(digits);
      uint32_t ones = 0;
      uint32_t twos = 0;
      uint32_t placed = 0;
      uint32_t c[3];  // per band, the columns where d may go
      for (int b = 0; b < 3; ++b) {
        uint32_t x = s.f[9 * b + d];
        placed |= x & ~s.open[b];
        uint32_t r0 = x & 0x1FF;
        uint32_t r1 = (x >> 9) & 0x1FF;
        uint32_t r2 = x >> 18;
        c[b] = r0 | r1 | r2;
        twos |= (ones & c[b]) | (r0 & r1) | (r0 & r2) | (r1 & r2);
        ones |= c[b];
      }
      if (ones != 0x1FF) return kFail;
      uint32_t keep[3] = {0, 0, 0};
      for (int t = 0; t < 9; t += 3) {
        uint32_t occ = ((c[0] >> t) & 7) | (((c[1] >> t) & 7) << 3) | (((c[2] >> t) & 7) << 6);
        uint32_t seg = kT.perm_seg[occ];
        if (!seg) return kFail;
        keep[0] |= (seg & 7) << t;
        keep[1] |= ((seg >> 3) & 7) << t;
        keep[2] |= ((seg >> 6) & 7) << t;
      }
      for (int b = 0; b < 3; ++b) {
        if (c[b] & ~keep[b]) {
          s.f[9 * b + d] &= keep[b] * kColSpread;
          dirty |= 1u << (9 * b + d);
        }
      }
      uint32_t singles = ones & ~twos & ~((placed | placed >> 9 | placed >> 18) & 0x1FF);
      while (singles) {
        uint32_t col = (singles & (0u - singles)) * kColSpread;
        singles &= singles - 1;
        for (int b = 0; b < 3; ++b) {
          uint32_t x = s.f[9 * b + d] & col;
          if (x) {
            int i = __builtin_ctz(x);
            s.f[9 * b + d] &= ~(kT.row_of[i] & ~x);
            dirty |= 1u << (9 * b + d);
            break;
          }
        }
      }
    }
    return dirty;
  }

  // Runs update() on the dirty digit-bands until none is left, then naked singles, then
  // the column step, until nothing changes. False on a contradiction.
  // The column step looks only at digits with a digit-band changed since it last ran (the
  // state before the guess was at its fixed point).
  static bool propagate(State& s, uint32_t dirty) {
    uint32_t touched = 0;
    for (;;) {
      while (dirty) {
        int i = std::countr_zero(dirty);
        dirty &= dirty - 1;
        touched |= 1u << i;
        if (!update(s, i, dirty)) return false;
      }
      dirty = naked(s);
      if (dirty == kFail) return false;
      if (dirty) continue;
      dirty = columns(s, (touched | touched >> 9 | touched >> 18) & 0x1FF);
      touched = 0;
      if (dirty == kFail) return false;
      if (!dirty) return true;
    }
  }

  // A cell to branch on: of the cells with two candidates, the one with the most open peers
  // (row, column and box), whose guess reaches furthest; with no such cell, the first with the
  // fewest candidates. On the hard corpora this halves the search tree compared with taking
  // the first two-candidate cell. -1 when solved.
  static int choose(const State& s, int* band) {
    uint32_t pairs[3];
    uint32_t any = 0;
    for (int b = 0; b < 3; ++b) {
      const uint32_t* f = s.f + 9 * b;
      uint32_t ones = 0;
      uint32_t twos = 0;
      uint32_t threes = 0;
      for (int d = 0; d < 9; ++d) {
        threes |= twos & f[d];
        twos |= ones & f[d];
        ones |= f[d];
      }
      pairs[b] = twos & ~threes & s.open[b];
      any |= pairs[b];
    }
    int best = -1;
    int best_band = 0;
    if (any) {
      // Score and place in one key, so the running maximum needs no branch (a compare and a
      // conditional move); on equal scores the first cell wins, as 127 - cell is larger.
      uint32_t best_key = 0;
      for (int b = 0; b < 3; ++b) {
        uint32_t open = s.open[b];
        uint32_t open_next = s.open[kNext[b]];
        uint32_t open_prev = s.open[kPrev[b]];
        for (uint32_t p = pairs[b]; p; p &= p - 1) {
          int i = std::countr_zero(p);
          uint32_t col = (1u << (i % 9)) * kColSpread;
          uint32_t score =
              static_cast<uint32_t>(std::popcount(open & kT.band_peers[i]) +
                                    std::popcount((open_next & col) | ((open_prev & col) << 1)));
          uint32_t key = (score << 7) | static_cast<uint32_t>(127 - (27 * b + i));
          best_key = key > best_key ? key : best_key;
        }
      }
      int cell = 127 - static_cast<int>(best_key & 127);
      *band = cell / 27;
      return cell % 27;
    }
    int best_count = 10;
    for (int b = 0; b < 3; ++b) {
      for (uint32_t open = s.open[b]; open; open &= open - 1) {
        int i = std::countr_zero(open);
        int count = 0;
        for (int d = 0; d < 9; ++d) count += (s.f[9 * b + d] >> i) & 1;
        if (count < best_count) {
          best_count = count;
          best = i;
          best_band = b;
        }
      }
    }
    *band = best_band;
    return best;
  }

  void record(const State& s) {
    if (out_.count < 2) {
      Grid& g = out_.count == 0 ? out_.first : out_.second;
#if defined(__SSE2__)
      // Each cell's value, d + 1, bit by bit from four planes (the words of the digits whose
      // value has that bit), four cells a step; the band's 28th lane spills into the next band
      // (or the spare 82nd value), which is written after.
      g.resize(84);
      int* out = g.data();
      for (int b = 0; b < 3; ++b) {
        const uint32_t* f = s.f + 9 * b;
        const __m128i planes[4] = {splat(f[0] | f[2] | f[4] | f[6] | f[8]),
                                   splat(f[1] | f[2] | f[5] | f[6]),
                                   splat(f[3] | f[4] | f[5] | f[6]), splat(f[7] | f[8])};
        __m128i cells = _mm_setr_epi32(1, 2, 4, 8);
        for (int i = 0; i < 28; i += 4) {
          __m128i value = _mm_setzero_si128();
          for (int k = 0; k < 4; ++k) {
            const __m128i set = _mm_cmpeq_epi32(_mm_and_si128(planes[k], cells), cells);
            value = _mm_or_si128(value, _mm_and_si128(set, splat(1u << k)));
          }
          _mm_storeu_si128(reinterpret_cast<__m128i*>(out + 27 * b + i), value);
          cells = _mm_slli_epi32(cells, 4);
        }
      }
      g.resize(81);
#else
      g.assign(81, 0);
      for (int d = 0; d < 9; ++d) {
        for (int b = 0; b < 3; ++b) {
          uint32_t x = s.f[9 * b + d];
          while (x) {
            int i = __builtin_ctz(x);
            x &= x - 1;
            g[static_cast<size_t>(b * 27 + i)] = d + 1;
          }
        }
      }
#endif
    }
    ++out_.count;
  }

  // Searches below stack_[depth], which has been propagated. The last candidate of a branch
  // cell is tried in place (no copy), as a loop.
  void dfs(int depth) {
    State& s = stack_[depth];
    for (;;) {
      ++out_.nodes;
      if (stop_()) {
        stopped_ = true;
        return;
      }
      if (!(s.open[0] | s.open[1] | s.open[2])) {
        record(s);
        return;
      }
      int b = 0;
      int i = choose(s, &b);
      uint32_t bit = 1u << i;
      const uint32_t* f = s.f + 9 * b;
#if defined(__SSE2__)
      const __m128i cell = splat(bit);
      uint32_t digits =
          ((lanes_without(load4(f), cell) | (lanes_without(load4(f + 4), cell) << 4)) ^ 0xFFu) |
          (((f[8] >> i) & 1) << 8);
#else
      uint32_t digits = 0;
      for (int d = 0; d < 9; ++d) digits |= ((f[d] >> i) & 1) << d;
#endif
      for (;;) {
        int d = __builtin_ctz(digits);
        digits &= digits - 1;
        if (!digits) {
          s.f[9 * b + d] &= ~(kT.row_of[i] & ~bit);
          if (!propagate(s, 1u << (9 * b + d))) return;
          break;  // searches the new state in this frame
        }
        State& child = stack_[depth + 1];
        child = s;
        child.f[9 * b + d] &= ~(kT.row_of[i] & ~bit);
        if (propagate(child, 1u << (9 * b + d))) dfs(depth + 1);
        if (stopped_ || (limit_ != 0 && out_.count >= limit_)) return;
      }
    }
  }

  StopCheck stop_;
  uint64_t limit_;
  bool stopped_ = false;
  // Left uninitialised on purpose: start() writes stack_[0] and each level is written before
  // it is read; zeroing 10 KB per puzzle would cost as much as solving an easy one.
  std::array<State, 82> stack_;
};

}  // namespace

#ifndef GRIDLOGIC_CLASSIC_UNIT
#define GRIDLOGIC_CLASSIC_UNIT baseline
#endif

namespace classic_unit::GRIDLOGIC_CLASSIC_UNIT {

CountOutcome count_classic9(const Board& board, const Context& ctx, uint64_t limit) {
  Classic solver(ctx, limit);
  if (!solver.start(board.givens.data())) {
    solver.out_.complete = true;
    return solver.out_;
  }
  return solver.run();
}

CountOutcome count_classic9_line(const char* line, const Context& ctx, uint64_t limit,
                                 char* solution) {
  int givens[81];
  for (int i = 0; i < 81; ++i) {
    char c = line[i];
    givens[i] = (c >= '1' && c <= '9') ? c - '0' : 0;
  }
  Classic solver(ctx, limit);
  CountOutcome out;
  if (!solver.start(givens)) {
    solver.out_.complete = true;
    return solver.out_;
  }
  out = solver.run();
  if (solution != nullptr && !out.first.empty()) {
    for (int i = 0; i < 81; ++i)
      solution[i] = static_cast<char>('0' + out.first[static_cast<size_t>(i)]);
  }
  return out;
}

}  // namespace classic_unit::GRIDLOGIC_CLASSIC_UNIT
}  // namespace gridlogic::killer
