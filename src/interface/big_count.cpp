#include "gridlogic/big_count.hpp"

#include <algorithm>

namespace gridlogic {

BigCount::BigCount(uint64_t value) : small_(value) {}

std::vector<uint32_t> BigCount::limbs() const {
  if (!limbs_.empty()) return limbs_;
  std::vector<uint32_t> out;
  for (uint64_t value = small_; value != 0; value >>= 32)
    out.push_back(static_cast<uint32_t>(value));
  return out;
}

void BigCount::assign(std::vector<uint32_t> limbs) {
  while (!limbs.empty() && limbs.back() == 0) limbs.pop_back();
  if (limbs.size() <= 2) {
    small_ = 0;
    for (size_t i = limbs.size(); i-- > 0;) small_ = (small_ << 32) | limbs[i];
    limbs_.clear();
  } else {
    small_ = 0;
    limbs_ = std::move(limbs);
  }
}

BigCount& BigCount::operator+=(const BigCount& other) {
  if (fits_u64() && other.fits_u64() && small_ <= UINT64_MAX - other.small_) {
    small_ += other.small_;
    return *this;
  }
  std::vector<uint32_t> a = limbs();
  const std::vector<uint32_t> b = other.limbs();
  a.resize(std::max(a.size(), b.size()) + 1, 0);
  uint64_t carry = 0;
  for (size_t i = 0; i < a.size(); ++i) {
    uint64_t sum = carry + a[i] + (i < b.size() ? b[i] : 0);
    a[i] = static_cast<uint32_t>(sum);
    carry = sum >> 32;
  }
  assign(std::move(a));
  return *this;
}

BigCount& BigCount::operator*=(uint64_t factor) {
  // Limb by limb against the two 32-bit halves of the factor, so that no product overflows.
  const std::vector<uint32_t> a = limbs();
  std::vector<uint32_t> out(a.size() + 2, 0);
  for (int half = 0; half < 2; ++half) {
    const uint64_t f = half == 0 ? (factor & 0xffffffffU) : (factor >> 32);
    if (f == 0) continue;
    uint64_t carry = 0;
    size_t i = 0;
    for (; i < a.size(); ++i) {
      uint64_t product = uint64_t{a[i]} * f + out[i + half] + carry;
      out[i + half] = static_cast<uint32_t>(product);
      carry = product >> 32;
    }
    for (size_t j = i + half; carry != 0; ++j) {
      uint64_t sum = uint64_t{out[j]} + carry;
      out[j] = static_cast<uint32_t>(sum);
      carry = sum >> 32;
    }
  }
  assign(std::move(out));
  return *this;
}

BigCount BigCount::power(uint64_t base, uint64_t exponent) {
  BigCount result(1);
  for (uint64_t i = 0; i < exponent; ++i) result *= base;
  return result;
}

uint64_t BigCount::to_u64() const {
  return fits_u64() ? small_ : UINT64_MAX;
}

std::string BigCount::to_string() const {
  if (fits_u64()) return std::to_string(small_);
  std::vector<uint32_t> n = limbs_;
  std::string digits;
  while (!n.empty()) {
    uint64_t remainder = 0;
    for (size_t i = n.size(); i-- > 0;) {
      uint64_t cur = (remainder << 32) | n[i];
      n[i] = static_cast<uint32_t>(cur / 1000000000U);
      remainder = cur % 1000000000U;
    }
    while (!n.empty() && n.back() == 0) n.pop_back();
    for (int d = 0; d < 9; ++d) {
      digits.push_back(static_cast<char>('0' + remainder % 10));
      remainder /= 10;
      if (n.empty() && remainder == 0) break;
    }
  }
  while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
  std::reverse(digits.begin(), digits.end());
  return digits;
}

nlohmann::json BigCount::to_json() const {
  constexpr uint64_t kMaxExact = uint64_t{1} << 53;
  if (fits_u64() && small_ < kMaxExact) return small_;
  return to_string();
}

}  // namespace gridlogic
