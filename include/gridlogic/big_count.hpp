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

  [[nodiscard]] bool fits_u64() const { return limbs_.empty(); }
  /// The value when fits_u64(); otherwise UINT64_MAX.
  [[nodiscard]] uint64_t to_u64() const;
  [[nodiscard]] std::string to_string() const;
  /// A JSON number when below 2^53, else a decimal string (FORMATS.md "Results").
  [[nodiscard]] nlohmann::json to_json() const;

  friend bool operator==(const BigCount& a, const BigCount& b) {
    return a.small_ == b.small_ && a.limbs_ == b.limbs_;
  }

 private:
  // A value below 2^64 (every count of a batch of sudokus) is small_ with no limbs, so making
  // one allocates nothing; a larger one is limbs_ (little-endian base 2^32, no leading zero
  // limbs, more than two of them) and small_ is 0.
  uint64_t small_ = 0;
  std::vector<uint32_t> limbs_;
  /// The value as limbs, whichever form holds it.
  [[nodiscard]] std::vector<uint32_t> limbs() const;
  /// Takes a value as limbs (any leading zeros) into the canonical form.
  void assign(std::vector<uint32_t> limbs);
};

}  // namespace gridlogic
