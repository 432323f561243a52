#include "gridlogic/big_count.hpp"

#include <algorithm>

namespace gridlogic {

BigCount::BigCount(uint64_t value) {
  while (value != 0) {
    limbs_.push_back(static_cast<uint32_t>(value));
    value >>= 32;
  }
}

void BigCount::trim() {
  while (!limbs_.empty() && limbs_.back() == 0) limbs_.pop_back();
}

BigCount& BigCount::operator+=(const BigCount& other) {
  limbs_.resize(std::max(limbs_.size(), other.limbs_.size()) + 1, 0);
  uint64_t carry = 0;
  for (size_t i = 0; i < limbs_.size(); ++i) {
    uint64_t sum = carry + limbs_[i] + (i < other.limbs_.size() ? other.limbs_[i] : 0);
    limbs_[i] = static_cast<uint32_t>(sum);
    carry = sum >> 32;
  }
  trim();
  return *this;
}

BigCount& BigCount::operator*=(uint64_t factor) {
  // Multiply by the two 32-bit halves separately so no intermediate overflows 64 bits.
  BigCount low_part = *this;
  auto multiply_small = [](BigCount& n, uint32_t f) {
    uint64_t carry = 0;
    for (auto& limb : n.limbs_) {
      uint64_t product = static_cast<uint64_t>(limb) * f + carry;
      limb = static_cast<uint32_t>(product);
      carry = product >> 32;
    }
    if (carry != 0) n.limbs_.push_back(static_cast<uint32_t>(carry));
    n.trim();
  };
  multiply_small(low_part, static_cast<uint32_t>(factor));
  uint32_t high = static_cast<uint32_t>(factor >> 32);
  if (high != 0) {
    BigCount high_part = *this;
    multiply_small(high_part, high);
    if (!high_part.limbs_.empty()) high_part.limbs_.insert(high_part.limbs_.begin(), 0);
    low_part += high_part;
  }
  *this = std::move(low_part);
  return *this;
}

BigCount BigCount::power(uint64_t base, uint64_t exponent) {
  BigCount result(1);
  for (uint64_t i = 0; i < exponent; ++i) result *= base;
  return result;
}

uint64_t BigCount::to_u64() const {
  if (limbs_.size() > 2) return UINT64_MAX;
  uint64_t value = 0;
  for (size_t i = limbs_.size(); i-- > 0;) value = (value << 32) | limbs_[i];
  return value;
}

std::string BigCount::to_string() const {
  if (limbs_.empty()) return "0";
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
  if (limbs_.size() <= 2 && to_u64() < kMaxExact) return to_u64();
  return to_string();
}

}  // namespace gridlogic
