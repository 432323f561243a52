// An exact non-negative integer of any size, for solution counts (Lights Out counts are k^n).
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace gridlogic {

class BigCount {
 public:
  BigCount() = default;
  BigCount(uint64_t value);  // NOLINT(google-explicit-constructor): counts read naturally as ints

  BigCount& operator+=(const BigCount& other);
  BigCount& operator*=(uint64_t factor);
  /// k^e.
  static BigCount power(uint64_t base, uint64_t exponent);

  [[nodiscard]] bool fits_u64() const { return limbs_.size() <= 2; }
  /// The value when fits_u64(); otherwise UINT64_MAX.
  [[nodiscard]] uint64_t to_u64() const;
  [[nodiscard]] std::string to_string() const;
  /// A JSON number when below 2^53, else a decimal string (FORMATS.md "Results").
  [[nodiscard]] nlohmann::json to_json() const;

  friend bool operator==(const BigCount& a, const BigCount& b) { return a.limbs_ == b.limbs_; }

 private:
  std::vector<uint32_t> limbs_;  // little-endian base 2^32; empty = 0; no leading zero limbs
  void trim();
};

}  // namespace gridlogic
