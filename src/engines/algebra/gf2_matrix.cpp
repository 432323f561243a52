// Gauss-Jordan over GF(2), 64 columns per word, with M4RI as the large-matrix back end.
#include "engines/algebra/gf2_matrix.hpp"

#include <algorithm>
#include <bit>
#include <cstring>
#include <stdexcept>
#include <utility>

#include "engines/algebra/m4ri_module.hpp"
#include "gridlogic/error.hpp"
#include "platform/module.hpp"

namespace gridlogic::algebra {

Gf2Matrix::Gf2Matrix(size_t rows, size_t cols, std::vector<uint64_t> words)
    : rows_(rows), cols_(cols), stride_((cols + 63) / 64), words_(std::move(words)) {
  if (words_.size() != rows_ * stride_) {
    throw std::invalid_argument("Gf2Matrix: the words do not fill rows x stride");
  }
}

Gf2Matrix Gf2Matrix::widened(size_t cols) const& {
  if (cols < cols_) throw std::invalid_argument("Gf2Matrix::widened: fewer columns");
  Gf2Matrix out(rows_, cols);
  for (size_t i = 0; i < rows_; ++i) std::copy(row(i), row(i) + stride_, out.row(i));
  return out;
}

Gf2Matrix Gf2Matrix::widened(size_t cols) && {
  if (cols < cols_) throw std::invalid_argument("Gf2Matrix::widened: fewer columns");
  if ((cols + 63) / 64 != stride_) return std::as_const(*this).widened(cols);
  Gf2Matrix out(rows_, cols, std::move(words_));
  *this = Gf2Matrix();
  return out;
}

void Gf2Matrix::swap_rows(size_t a, size_t b) {
  if (a == b) return;
  std::swap_ranges(row(a), row(a) + stride_, row(b));
}

namespace {

// Transposes a 64 x 64 block in place (bit c of block[r] <-> bit r of block[c]): swap the
// off-diagonal 32 x 32 quadrants, then within each quadrant the 16 x 16 ones, and so on down to
// single bits; six rounds of 32 masked swaps (Hacker's Delight, section 7-3).
void transpose_block(uint64_t block[64]) {
  uint64_t mask = 0x00000000FFFFFFFFULL;
  for (unsigned half = 32; half != 0; half >>= 1, mask ^= mask << half) {
    for (unsigned k = 0; k < 64; k = ((k | half) + 1) & ~half) {
      const uint64_t t = ((block[k] >> half) ^ block[k | half]) & mask;
      block[k] ^= t << half;
      block[k | half] ^= t;
    }
  }
}

}  // namespace

Gf2Matrix Gf2Matrix::transposed() const {
  Gf2Matrix out(cols_, rows_);
  uint64_t block[64];
  for (size_t r0 = 0; r0 < rows_; r0 += 64) {
    const size_t height = std::min<size_t>(64, rows_ - r0);
    for (size_t w = 0; w < stride_; ++w) {
      for (size_t i = 0; i < 64; ++i) block[i] = i < height ? row(r0 + i)[w] : 0;
      transpose_block(block);
      // block[j] now holds column 64 w + j, bit i = row r0 + i: word r0 / 64 of out's row.
      const size_t width = std::min<size_t>(64, cols_ - 64 * w);
      for (size_t j = 0; j < width; ++j) out.row(64 * w + j)[r0 / 64] = block[j];
    }
  }
  return out;
}

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
// One clone per instruction set; the loader picks the best the CPU has (the build itself is
// generic x86-64, so without this the loop would use 128-bit SSE2 only).
__attribute__((target_clones("avx512f", "avx2", "default")))
#endif
void xor_words(uint64_t* dst, const uint64_t* src, size_t words) {
  for (size_t w = 0; w < words; ++w) dst[w] ^= src[w];
}

namespace {

std::vector<uint32_t> rref_own(Gf2Matrix& m, size_t pivot_limit, const Context& ctx,
                               bool* stopped) {
  std::vector<uint32_t> pivots;
  StopCheck stop(ctx, 8);
  size_t rank = 0;
  const size_t stride = m.stride();
  for (size_t c = 0; c < pivot_limit && rank < m.rows(); ++c) {
    if (stop()) {
      if (stopped != nullptr) *stopped = true;
      return pivots;
    }
    const size_t w = c >> 6;
    const uint64_t bit = uint64_t{1} << (c & 63);
    size_t p = rank;
    while (p < m.rows() && (m.row(p)[w] & bit) == 0) ++p;
    if (p == m.rows()) continue;
    m.swap_rows(p, rank);
    const uint64_t* pivot_row = m.row(rank);
    // Words left of w are zero in the pivot row (all earlier pivot columns are cleared in it, and
    // non-pivot columns before c are zero below the pivots), so start at w.
    for (size_t i = 0; i < m.rows(); ++i) {
      if (i == rank) continue;
      uint64_t* r = m.row(i);
      if (r[w] & bit) xor_words(r + w, pivot_row + w, stride - w);
    }
    pivots.push_back(static_cast<uint32_t>(c));
    ++rank;
  }
  return pivots;
}

// The same form by the method of the four Russians, eight columns at a time: find the block's
// pivots among the rows not yet pivots, reducing only the block's byte of each row; reduce the
// (at most eight) pivot rows against each other in full; tabulate the 256 sums of them; then
// clear the block's pivot columns of every other row with one table row each. About a quarter of
// the word operations of rref_own on a square matrix, without M4RI's load-time tables (its
// module spends more on them than on eliminating 2,000 columns).
std::vector<uint32_t> rref_blocks(Gf2Matrix& m, size_t pivot_limit, const Context& ctx,
                                  bool* stopped) {
  constexpr size_t kBlock = 8;
  std::vector<uint32_t> pivots;
  StopCheck stop(ctx, 1);
  const size_t rows = m.rows();
  const size_t stride = m.stride();
  std::vector<uint64_t> table(256 * stride);
  size_t rank = 0;
  for (size_t c = 0; c < pivot_limit && rank < rows; c += kBlock) {
    if (stop()) {
      if (stopped != nullptr) *stopped = true;
      return pivots;
    }
    const size_t w = c >> 6;
    const unsigned shift = c & 63;
    const unsigned width = static_cast<unsigned>(std::min(kBlock, pivot_limit - c));
    const uint64_t eligible = (uint64_t{1} << width) - 1;
    const auto block_of = [&](const uint64_t* r) { return (r[w] >> shift) & 0xFF; };
    // Pivot rows found in this block, their pivot bit (within the block), and their block bits,
    // reduced against each other as they are found.
    size_t found_rows[kBlock];
    uint64_t found_bit[kBlock];
    uint64_t found_bits[kBlock];
    size_t found = 0;
    for (size_t i = rank; i < rows && found < width; ++i) {
      uint64_t x = block_of(m.row(i));
      for (size_t f = 0; f < found; ++f) {
        if (x & found_bit[f]) x ^= found_bits[f];
      }
      x &= eligible;
      if (x == 0) continue;
      // Make row i the pivot of its lowest remaining column, in full: reduced by the earlier
      // pivots, which it then leaves clear in that column.
      uint64_t* row = m.row(i);
      uint64_t bits = block_of(row);
      for (size_t f = 0; f < found; ++f) {
        if (bits & found_bit[f]) {
          xor_words(row + w, m.row(found_rows[f]) + w, stride - w);
          bits ^= found_bits[f];
        }
      }
      const uint64_t bit = x & (~x + 1);
      for (size_t f = 0; f < found; ++f) {
        if (found_bits[f] & bit) {
          xor_words(m.row(found_rows[f]) + w, row + w, stride - w);
          found_bits[f] ^= bits;
        }
      }
      found_rows[found] = i;
      found_bit[found] = bit;
      found_bits[found] = bits;
      ++found;
    }
    if (found == 0) continue;
    // The pivots in column order, their rows moved to rank, rank + 1, ...
    size_t order[kBlock];
    for (size_t f = 0; f < found; ++f) order[f] = f;
    std::sort(order, order + found,
              [&](size_t a, size_t b) { return found_bit[a] < found_bit[b]; });
    uint64_t pivot_mask = 0;
    for (size_t k = 0; k < found; ++k) {
      const size_t f = order[k];
      const size_t target = rank + k;
      if (found_rows[f] != target) {
        m.swap_rows(found_rows[f], target);
        for (size_t g = 0; g < found; ++g) {
          if (found_rows[g] == target) found_rows[g] = found_rows[f];
        }
        found_rows[f] = target;
      }
      pivot_mask |= found_bit[f];
      pivots.push_back(
          static_cast<uint32_t>(c + static_cast<size_t>(std::countr_zero(found_bit[f]))));
    }
    // table[x]: the sum of the pivot rows whose pivot bit x has (other bits of x ignored).
    const size_t words = stride - w;
    std::fill(table.begin(), table.begin() + static_cast<std::ptrdiff_t>(words), 0);
    for (uint64_t x = 1; x < 256; ++x) {
      const uint64_t low = x & (~x + 1);
      uint64_t* entry = table.data() + x * words;
      const uint64_t* rest = table.data() + (x ^ low) * words;
      std::copy(rest, rest + words, entry);
      if (low & pivot_mask) {
        size_t f = 0;
        while (found_bit[f] != low) ++f;
        xor_words(entry, m.row(found_rows[f]) + w, words);
      }
    }
    for (size_t i = 0; i < rows; ++i) {
      if (i >= rank && i < rank + found) continue;
      uint64_t* row = m.row(i);
      const uint64_t x = block_of(row);
      if (x & pivot_mask) xor_words(row + w, table.data() + x * words, words);
    }
    rank += found;
  }
  return pivots;
}

// M4RI's elimination from its module (m4ri_module.hpp). Throws NotAvailable without it.
M4riEchelonize* m4ri_echelonize() {
  static M4riEchelonize* const loaded =
      platform::module_function<M4riEchelonize>(kM4riModule, kM4riSymbol, "the M4RI back end");
  return loaded;
}

// The same for Gf2Backend::kAuto, or null without the module: our own elimination then gives the
// same form, only more slowly on large matrices. Asked once, so a missing module costs one
// search per process.
M4riEchelonize* m4ri_echelonize_if_installed() {
  static M4riEchelonize* const loaded = []() -> M4riEchelonize* {
    try {
      return m4ri_echelonize();
    } catch (const NotAvailable&) {
      return nullptr;
    }
  }();
  return loaded;
}

std::vector<uint32_t> rref_m4ri(Gf2Matrix& m, size_t pivot_limit, M4riEchelonize* echelonize) {
  // M4RI pivots on every column; a pivot beyond pivot_limit only lands in a row that is zero in
  // the eligible columns, which is what the caller reads as "inconsistent", so this is the same
  // form for the eligible columns.
  echelonize(m.row(0), m.rows(), m.cols(), m.stride());
  std::vector<uint32_t> pivots;
  size_t c = 0;
  for (size_t i = 0; i < m.rows(); ++i) {
    const uint64_t* r = m.row(i);
    while (c < pivot_limit && ((r[c >> 6] >> (c & 63)) & 1U) == 0) ++c;
    if (c >= pivot_limit) break;
    pivots.push_back(static_cast<uint32_t>(c));
    ++c;
  }
  return pivots;
}

}  // namespace

std::vector<uint32_t> gf2_rref(Gf2Matrix& m, size_t pivot_limit, Gf2Backend backend,
                               const Context& ctx, bool* stopped) {
  if (stopped != nullptr) *stopped = false;
  pivot_limit = std::min(pivot_limit, m.cols());
  if (m.rows() == 0 || m.cols() == 0) return {};
  switch (backend) {
    case Gf2Backend::kM4ri:
      return rref_m4ri(m, pivot_limit, m4ri_echelonize());
    case Gf2Backend::kOwn:
      return rref_own(m, pivot_limit, ctx, stopped);
    case Gf2Backend::kBlocks:
      return rref_blocks(m, pivot_limit, ctx, stopped);
    case Gf2Backend::kAuto:
      break;
  }
  if (m.cols() >= kM4riThreshold) {
    if (M4riEchelonize* echelonize = m4ri_echelonize_if_installed(); echelonize != nullptr)
      return rref_m4ri(m, pivot_limit, echelonize);
  }
  if (m.cols() >= kBlocksThreshold) return rref_blocks(m, pivot_limit, ctx, stopped);
  return rref_own(m, pivot_limit, ctx, stopped);
}

}  // namespace gridlogic::algebra
