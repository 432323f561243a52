#include "puzzles/killer/cage_sums.hpp"

#include <array>
#include <bit>
#include <bitset>
#include <cstddef>
#include <mutex>

namespace gridlogic::killer::human {

namespace {

// Past this many digit sets a cage's sets are not tried one by one (a 16 x 16 cage of eight
// cells has thousands); 9 x 9 cages have at most 126.
constexpr size_t kMaxSetsTried = 2000;

// digit_sets' tables of one side: [count][sum].
using SetTable = std::vector<std::vector<std::vector<Mask>>>;

SetTable build_sets(int n) {
  const int max_sum = n * (n + 1) / 2;
  SetTable table(static_cast<size_t>(n + 1),
                 std::vector<std::vector<Mask>>(static_cast<size_t>(max_sum + 1)));
  for (Mask set = 1; set < (Mask{1} << n); ++set) {
    int sum = 0;
    for (Mask m = set; m != 0; m &= m - 1) sum += first_digit(m);
    table[static_cast<size_t>(mask_count(set))][static_cast<size_t>(sum)].push_back(set);
  }
  return table;
}

// Kuhn's augmenting path from cell `index`: it takes a digit of `set` among its candidates,
// moving the digit's holder on to another of its own when it can.
bool augment(const Position& position, const std::vector<int>& cells, Mask set, size_t index,
             std::array<int, 17>& holder, Mask& visited) {
  for (Mask m = position.candidates(cells[index]) & set & ~visited; m != 0; m &= m - 1) {
    const int digit = first_digit(m);
    visited |= digit_bit(digit);
    int& held_by = holder[static_cast<size_t>(digit)];
    if (held_by < 0 ||
        augment(position, cells, set, static_cast<size_t>(held_by), holder, visited)) {
      held_by = static_cast<int>(index);
      return true;
    }
  }
  return false;
}

// Whether `cells` can take the digits of `set` one each, each among its candidates: a perfect
// matching (at most 16 cells and digits).
bool matches(const Position& position, const std::vector<int>& cells, Mask set) {
  std::array<int, 17> holder{};
  holder.fill(-1);
  for (size_t index = 0; index < cells.size(); ++index) {
    Mask visited = 0;
    if (!augment(position, cells, set, index, holder, visited)) return false;
  }
  return true;
}

}  // namespace

const std::vector<Mask>& digit_sets(int n, int count, int sum) {
  // Each side's table is made when it is first asked for (side 16 alone holds 2^16 sets).
  static std::array<std::once_flag, 17> made;
  static std::array<SetTable, 17> tables;
  static const std::vector<Mask> none;
  std::call_once(made[static_cast<size_t>(n)],
                 [&] { tables[static_cast<size_t>(n)] = build_sets(n); });
  const SetTable& table = tables[static_cast<size_t>(n)];
  if (count < 0 || count > n || sum < 0 || sum >= static_cast<int>(table[0].size())) return none;
  return table[static_cast<size_t>(count)][static_cast<size_t>(sum)];
}

CageRest cage_rest(const Position& position, int cage) {
  const Cage& c = position.board().cages[static_cast<size_t>(cage)];
  return rest_of(position, c.sum, c.cells);
}

CageRest rest_of(const Position& position, int sum, const std::vector<int>& cells) {
  CageRest out;
  out.sum = sum;
  for (int cell : cells) {
    const int digit = position.value(cell);
    if (digit == 0) {
      out.open.push_back(cell);
      continue;
    }
    if ((out.placed & digit_bit(digit)) != 0) out.repeated = true;
    out.placed |= digit_bit(digit);
    out.sum -= digit;
  }
  return out;
}

std::optional<std::vector<Mask>> placeable_sets(const Position& position,
                                                const std::vector<int>& cells, int sum,
                                                Mask avoid) {
  const std::vector<Mask>& sets = digit_sets(position.n(), static_cast<int>(cells.size()), sum);
  if (sets.size() > kMaxSetsTried) return std::nullopt;
  Mask reachable = 0;
  for (int cell : cells) reachable |= position.candidates(cell);
  std::vector<Mask> out;
  for (Mask set : sets) {
    if ((set & avoid) != 0 || (set & ~reachable) != 0) continue;
    if (matches(position, cells, set)) out.push_back(set);
  }
  return out;
}

std::vector<Mask> loose_sets(const Position& position, const std::vector<int>& cells, int sum,
                             Mask avoid) {
  std::vector<Mask> out;
  for (Mask set : digit_sets(position.n(), static_cast<int>(cells.size()), sum)) {
    if ((set & avoid) != 0) continue;
    bool fits = true;
    for (int cell : cells) fits = fits && (position.candidates(cell) & set) != 0;
    if (fits) out.push_back(set);
  }
  return out;
}

std::vector<Mask> bounds_support(const Position& position, const std::vector<int>& cells,
                                 int total) {
  int low = 0;
  int high = 0;
  for (int cell : cells) {
    const Mask mask = position.candidates(cell);
    if (mask == 0) return std::vector<Mask>(cells.size(), 0);
    low += first_digit(mask);
    high += 32 - std::countl_zero(mask);
  }
  std::vector<Mask> out;
  for (int cell : cells) {
    const Mask mask = position.candidates(cell);
    const int others_low = low - first_digit(mask);
    const int others_high = high - (32 - std::countl_zero(mask));
    Mask kept = 0;
    for (Mask m = mask; m != 0; m &= m - 1) {
      const int digit = first_digit(m);
      if (digit + others_low <= total && digit + others_high >= total) kept |= digit_bit(digit);
    }
    out.push_back(kept);
  }
  return out;
}

bool cage_can_hold_sum(const Position& position, int cage) {
  const CageRest rest = cage_rest(position, cage);
  if (rest.repeated) return false;
  if (rest.open.empty()) return rest.sum == 0;
  const auto sets = placeable_sets(position, rest.open, rest.sum, rest.placed);
  return !sets || !sets->empty();
}

std::vector<Mask> linear_support(const Position& position, const std::vector<int>& cells,
                                 const std::vector<int>& signs, int total) {
  // Sums as bits of a window centred on zero: 32 cells of at most 16 each either way.
  constexpr int kOffset = 512;
  using Sums = std::bitset<2 * kOffset + 1>;
  const size_t count = cells.size();
  std::vector<Mask> out(count, 0);
  for (size_t skip = 0; skip < count; ++skip) {
    Sums others;
    others.set(kOffset);
    for (size_t i = 0; i < count; ++i) {
      if (i == skip) continue;
      Sums next;
      for (Mask m = position.candidates(cells[i]); m != 0; m &= m - 1) {
        const int step = signs[i] * first_digit(m);
        next |=
            step >= 0 ? others << static_cast<size_t>(step) : others >> static_cast<size_t>(-step);
      }
      others = next;
    }
    for (Mask m = position.candidates(cells[skip]); m != 0; m &= m - 1) {
      const int digit = first_digit(m);
      const int rest = total - signs[skip] * digit + kOffset;
      if (rest >= 0 && rest <= 2 * kOffset && others.test(static_cast<size_t>(rest)))
        out[skip] |= digit_bit(digit);
    }
  }
  return out;
}

std::string set_text(Mask set) {
  std::string out = "{";
  for (Mask m = set; m != 0; m &= m - 1) {
    if (out.size() > 1) out += ',';
    out += std::to_string(first_digit(m));
  }
  return out + "}";
}

std::string sets_text(const std::vector<Mask>& sets) {
  std::string out;
  for (Mask set : sets) out += (out.empty() ? "" : " or ") + set_text(set);
  return out;
}

}  // namespace gridlogic::killer::human
