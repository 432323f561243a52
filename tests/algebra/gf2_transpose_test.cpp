// Gf2Matrix::transposed against the definition, on shapes around the 64-bit words.
#include <gtest/gtest.h>

#include <random>

#include "engines/algebra/gf2_matrix.hpp"

namespace gridlogic::algebra {
namespace {

TEST(Gf2Transpose, IsTheTransposeOnAwkwardShapes) {
  std::mt19937_64 rng(11);
  for (size_t rows : {1, 2, 63, 64, 65, 127, 128, 129, 200}) {
    for (size_t cols : {1, 5, 63, 64, 65, 130}) {
      Gf2Matrix m(rows, cols);
      for (size_t r = 0; r < rows; ++r) {
        for (size_t c = 0; c < cols; ++c) m.set(r, c, (rng() & 1U) != 0);
      }
      const Gf2Matrix t = m.transposed();
      ASSERT_EQ(t.rows(), cols);
      ASSERT_EQ(t.cols(), rows);
      for (size_t r = 0; r < rows; ++r) {
        for (size_t c = 0; c < cols; ++c) ASSERT_EQ(t.get(c, r), m.get(r, c)) << r << ", " << c;
      }
      // Padding bits stay 0, so word-wise comparisons and chases can trust them.
      if (rows % 64 != 0) {
        for (size_t c = 0; c < cols; ++c) {
          ASSERT_EQ(t.row(c)[t.stride() - 1] >> (rows % 64), 0u) << rows << " x " << cols;
        }
      }
      const Gf2Matrix back = t.transposed();
      for (size_t r = 0; r < rows; ++r) {
        ASSERT_TRUE(std::equal(back.row(r), back.row(r) + back.stride(), m.row(r)));
      }
    }
  }
}

TEST(Gf2Transpose, AdoptsWordsOfTheRightLengthOnly) {
  Gf2Matrix m(2, 70, std::vector<uint64_t>{1, 0, 0, 2});
  EXPECT_TRUE(m.get(0, 0));
  EXPECT_TRUE(m.get(1, 65));
  EXPECT_THROW(Gf2Matrix(2, 70, std::vector<uint64_t>(3, 0)), std::invalid_argument);
}

}  // namespace
}  // namespace gridlogic::algebra
