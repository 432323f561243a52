// Dense matrices over GF(2), bit-packed, and their reduced row echelon form.
//
// Layout: row-major; each row is `stride` 64-bit words; column j is bit (j % 64) of word j / 64
// (the same layout as M4RI's mzd_t rows, so rows are copied word for word between the two).
//
//   row i:  [ word 0: cols 0..63 (bit 0 = col 0) ][ word 1: cols 64..127 ] ... [ padding = 0 ]
//
// The elimination back ends give the same result: our own Gauss-Jordan, a column or eight
// columns at a time (one word = 64 cells per XOR; both poll the Context), and M4RI's Method of
// the Four Russians (faster on the largest matrices: see docs/benchmarks/lightsout.md, but it
// cannot be interrupted). M4RI is reached through a module loaded on first use (m4ri_module.hpp).
#pragma once

#include <cstdint>
#include <vector>

#include "gridlogic/context.hpp"

namespace gridlogic::algebra {

class Gf2Matrix {
 public:
  Gf2Matrix() = default;
  /// A rows x cols zero matrix.
  Gf2Matrix(size_t rows, size_t cols)
      : rows_(rows), cols_(cols), stride_((cols + 63) / 64), words_(rows * stride_, 0) {}
  /// A rows x cols matrix over `words`: rows * stride() words in the layout above, padding bits
  /// 0 (a board read row by row hands its words over without a copy).
  Gf2Matrix(size_t rows, size_t cols, std::vector<uint64_t> words);

  [[nodiscard]] size_t rows() const { return rows_; }
  [[nodiscard]] size_t cols() const { return cols_; }
  /// Words per row.
  [[nodiscard]] size_t stride() const { return stride_; }
  uint64_t* row(size_t i) { return words_.data() + i * stride_; }
  [[nodiscard]] const uint64_t* row(size_t i) const { return words_.data() + i * stride_; }
  [[nodiscard]] bool get(size_t i, size_t j) const { return (row(i)[j >> 6] >> (j & 63)) & 1U; }
  void set(size_t i, size_t j, bool v) {
    uint64_t bit = uint64_t{1} << (j & 63);
    if (v) {
      row(i)[j >> 6] |= bit;
    } else {
      row(i)[j >> 6] &= ~bit;
    }
  }
  void flip(size_t i, size_t j) { row(i)[j >> 6] ^= uint64_t{1} << (j & 63); }
  void swap_rows(size_t a, size_t b);
  /// The transpose (cols x rows), 64 x 64 blocks at a time.
  [[nodiscard]] Gf2Matrix transposed() const;
  /// The same rows with `cols` (>= cols()) columns, the new ones zero. The rvalue form keeps the
  /// storage when the rows' word count stays the same (a column more fits in the padding unless
  /// cols() is a multiple of 64), so a large system is augmented without a second copy.
  [[nodiscard]] Gf2Matrix widened(size_t cols) const&;
  [[nodiscard]] Gf2Matrix widened(size_t cols) &&;

 private:
  size_t rows_ = 0;
  size_t cols_ = 0;
  size_t stride_ = 0;
  std::vector<uint64_t> words_;
};

enum class Gf2Backend {
  kAuto,    ///< the fastest for the size (measured): our own, and M4RI's for the largest
  kOwn,     ///< our Gauss-Jordan, one column at a time
  kBlocks,  ///< our Gauss-Jordan eight columns at a time (the method of the four Russians)
  kM4ri,    ///< M4RI's mzd_echelonize_m4ri (throws NotAvailable when its module cannot be loaded)
};

/// The measured crossovers (docs/benchmarks/lightsout.md). From kBlocksThreshold columns kAuto
/// eliminates eight columns at a time (5x faster than one at a time at 1,000 columns); from
/// kM4riThreshold it uses M4RI's module when installed. Below that ours wins a whole process:
/// M4RI's elimination alone is 1.2-1.7x faster, but loading it (its load-time tables) costs
/// more than the difference up to 10,000 columns, where the two are even and ours takes 27 %
/// less memory. Ours can be interrupted; M4RI's cannot.
inline constexpr size_t kBlocksThreshold = 128;
inline constexpr size_t kM4riThreshold = 16384;

/// Brings `m` to reduced row echelon form in place, choosing pivots only in columns
/// < pivot_limit (later columns, e.g. right-hand sides, are carried along). Returns the pivot
/// column of each of the first `rank` rows, in increasing order; rows from rank on are zero in
/// the pivot-eligible columns. Sets `*stopped` (when given) to whether ctx stopped it (only our
/// own back end polls; M4RI runs to the end).
std::vector<uint32_t> gf2_rref(Gf2Matrix& m, size_t pivot_limit, Gf2Backend backend,
                               const Context& ctx, bool* stopped = nullptr);

/// dst ^= src over `words` words (the one hot loop of GF(2) elimination).
void xor_words(uint64_t* dst, const uint64_t* src, size_t words);

}  // namespace gridlogic::algebra
