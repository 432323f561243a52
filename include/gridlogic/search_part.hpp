// A share of an exhaustive search, so that one search can run as independent parts on many
// machines (`gridlogic solve --min --part I/N`, `python3 -m gridlogic.dask min`).
#pragma once

#include <cstdint>

namespace gridlogic {

/// Part `index` (from 0) of `count` equal shares of a search. The parts are independent and
/// together cover the whole search once: the best of their answers is the whole search's, proved
/// when every part was searched to its end. A search that cannot be split is made whole by
/// part 0, and the other parts search nothing.
struct SearchPart {
  uint64_t index = 0;
  uint64_t count = 1;

  /// True for the whole search (one part).
  [[nodiscard]] bool whole() const { return count == 1; }
  /// The first and one past the last of `total` items (numbered from 0) in this part: shares
  /// differ by at most one item.
  [[nodiscard]] uint64_t first_of(uint64_t total) const {
    return total / count * index + (index < total % count ? index : total % count);
  }
  [[nodiscard]] uint64_t end_of(uint64_t total) const {
    return SearchPart{index + 1, count}.first_of(total);
  }
};

}  // namespace gridlogic
