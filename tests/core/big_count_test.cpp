#include "gridlogic/big_count.hpp"

#include <gtest/gtest.h>

namespace gridlogic {
namespace {

TEST(BigCount, SmallValuesAreJsonNumbers) {
  EXPECT_EQ(BigCount(0).to_json(), 0);
  EXPECT_EQ(BigCount(12345).to_json(), 12345);
  EXPECT_EQ(BigCount(0).to_string(), "0");
}

TEST(BigCount, PowersOfTwoMatchKnownDecimals) {
  EXPECT_EQ(BigCount::power(2, 10).to_string(), "1024");
  EXPECT_EQ(BigCount::power(2, 64).to_string(), "18446744073709551616");
  EXPECT_EQ(BigCount::power(2, 100).to_string(), "1267650600228229401496703205376");
  EXPECT_EQ(BigCount::power(10, 30).to_string(), "1000000000000000000000000000000");
  EXPECT_EQ(BigCount::power(2, 53).to_json(), "9007199254740992");
  EXPECT_EQ(BigCount::power(2, 52).to_json(), 4503599627370496ULL);
}

TEST(BigCount, AdditionCarriesAcrossLimbs) {
  BigCount a = BigCount::power(2, 64);
  a += BigCount(UINT64_MAX);
  EXPECT_EQ(a.to_string(), "36893488147419103231");
  BigCount b(UINT64_MAX);
  b *= UINT64_MAX;
  EXPECT_EQ(b.to_string(), "340282366920938463426481119284349108225");
}

TEST(BigCount, FitsInSixtyFourBitsUpToTwoToTheSixtyFour) {
  EXPECT_TRUE(BigCount(0).fits_u64());
  EXPECT_TRUE(BigCount(uint64_t{1} << 40).fits_u64());
  EXPECT_EQ(BigCount(uint64_t{1} << 40).to_u64(), uint64_t{1} << 40);
  EXPECT_TRUE(BigCount(UINT64_MAX).fits_u64());
  EXPECT_EQ(BigCount(UINT64_MAX).to_u64(), UINT64_MAX);
  BigCount past = UINT64_MAX;
  past += BigCount(1);
  EXPECT_FALSE(past.fits_u64());
  EXPECT_EQ(past.to_string(), "18446744073709551616");
}

TEST(BigCount, EqualValuesCompareEqualHoweverTheyWereMade) {
  BigCount a = BigCount::power(2, 35);
  a *= uint64_t{1} << 35;
  EXPECT_EQ(a, BigCount::power(2, 70));
  BigCount b(UINT64_MAX);
  b += BigCount(1);
  EXPECT_EQ(b, BigCount::power(2, 64));
  BigCount c(uint64_t{1} << 32);
  c *= uint64_t{1} << 31;
  EXPECT_EQ(c, BigCount(uint64_t{1} << 63));
  EXPECT_TRUE(c.fits_u64());
  EXPECT_EQ(BigCount::power(7, 40).to_string(), "6366805760909027985741435139224001");
  EXPECT_EQ(BigCount::power(3, 100).to_string(),
            "515377520732011331036461129765621272702107522001");
  BigCount zero(5);
  zero *= 0;
  EXPECT_EQ(zero, BigCount(0));
}

}  // namespace
}  // namespace gridlogic
