// Building the solver's fixed tables for one puzzle: its cages with their digit-set tables, the
// rule-of-45 rules (rule45.cpp) and which rules each cell is in. Units and peers come from the
// shared geometry of the shape.
#include <array>
#include <bit>
#include <mutex>
#include <span>

#include "puzzles/killer/propagation.hpp"
#include "puzzles/killer/rule45.hpp"
#include "puzzles/killer/solver.hpp"

namespace gridlogic::killer {
namespace {

// The digit sets of one side n in one array, grouped by size and sum: the sets of key
// size * 137 + sum are sets[begin[key], begin[key + 1]), in increasing order.
struct SideCombinations {
  std::vector<uint16_t> sets;
  std::vector<uint32_t> begin;
};

SideCombinations combinations_of_side(int n) {
  const size_t count = size_t{1} << n;
  // Each set's key from the set without its lowest digit d: one more digit, d more to the sum.
  std::vector<uint16_t> key(count, 0);
  SideCombinations table;
  table.begin.assign(static_cast<size_t>((n + 1) * 137 + 1), 0);
  for (size_t m = 1; m < count; ++m) {
    key[m] = static_cast<uint16_t>(key[m & (m - 1)] + 137 + std::countr_zero(m) + 1);
    ++table.begin[key[m] + size_t{1}];
  }
  for (size_t k = 1; k < table.begin.size(); ++k) table.begin[k] += table.begin[k - 1];
  table.sets.resize(count - 1);
  std::vector<uint32_t> next(table.begin.begin(), table.begin.end() - 1);
  for (size_t m = 1; m < count; ++m) table.sets[next[key[m]]++] = static_cast<uint16_t>(m);
  return table;
}

// Per cell, the bit set of the rules holding it (`words` words per cell).
template <typename Rule>
std::vector<uint64_t> rule_bits(int cells, const std::vector<int>& rule_cells,
                                const std::vector<Rule>& rules, size_t words) {
  std::vector<uint64_t> bits(static_cast<size_t>(cells) * words, 0);
  for (size_t r = 0; r < rules.size(); ++r) {
    for (int i = rules[r].begin; i < rules[r].end; ++i) {
      size_t cell = static_cast<size_t>(rule_cells[static_cast<size_t>(i)]);
      bits[cell * words + r / 64] |= uint64_t{1} << (r % 64);
    }
  }
  return bits;
}

// Per unit, its cells grouped by cage (Tables::unit_cell_part).
void add_unit_parts(Tables& m) {
  const int n = m.n;
  m.unit_cell_part.assign(static_cast<size_t>(m.units * n), 0);
  m.unit_part_cage.assign(static_cast<size_t>(m.units * n), -1);
  m.unit_parts.assign(static_cast<size_t>(m.units), 0);
  for (int u = 0; u < m.units; ++u) {
    const int* cells = m.geo->unit_cells.data() + u * n;
    int* part_cage = m.unit_part_cage.data() + u * n;
    int parts = 0;
    for (int i = 0; i < n; ++i) {
      int cage = m.cage_of[static_cast<size_t>(cells[i])];
      int p = 0;
      while (p < parts && (cage < 0 || part_cage[p] != cage)) ++p;
      if (p == parts) part_cage[parts++] = cage;
      m.unit_cell_part[static_cast<size_t>(u * n + i)] = static_cast<int8_t>(p);
    }
    m.unit_parts[static_cast<size_t>(u)] = static_cast<int8_t>(parts);
  }
}

// Per cell, its sum rules and signs (Tables::cell_sum_refs).
void add_cell_sum_refs(Tables& m) {
  std::vector<std::vector<int>> refs(static_cast<size_t>(m.cells));
  for (size_t r = 0; r < m.sums.size(); ++r) {
    for (int i = m.sums[r].begin; i < m.sums[r].end; ++i) {
      const size_t cell = static_cast<size_t>(m.sum_cells[static_cast<size_t>(i)]);
      const int negative = m.sum_signs[static_cast<size_t>(i)] < 0 ? 1 : 0;
      refs[cell].push_back(static_cast<int>(r) * 2 + negative);
    }
  }
  m.cell_sum_begin.assign(1, 0);
  m.cell_sum_refs.clear();
  for (const std::vector<int>& r : refs) {
    m.cell_sum_refs.insert(m.cell_sum_refs.end(), r.begin(), r.end());
    m.cell_sum_begin.push_back(static_cast<int>(m.cell_sum_refs.size()));
  }
}

}  // namespace

std::span<const uint16_t> cage_combinations(int n, int size, int sum) {
  if (n < 1 || n > kMaxSize || size < 0 || size > n || sum < 0 || sum > 136) return {};
  // Each side's table is made when a puzzle of that side first asks: all sixteen at once would be
  // most of a 9 x 9 killer process's work (2^17 sets).
  static std::array<std::once_flag, kMaxSize + 1> made;
  static std::array<SideCombinations, kMaxSize + 1> tables;
  const auto side = static_cast<size_t>(n);
  std::call_once(made[side], [&] { tables[side] = combinations_of_side(n); });
  const SideCombinations& table = tables[side];
  const auto key = static_cast<size_t>(size * 137 + sum);
  return std::span<const uint16_t>(table.sets)
      .subspan(table.begin[key], table.begin[key + 1] - table.begin[key]);
}

Tables build_tables(const Board& board, Rule45 rule45) {
  Tables m;
  const int n = board.n;
  m.geo = &geometry(n, board.box_h, board.box_w);
  m.n = n;
  m.cells = n * n;
  m.full = static_cast<uint16_t>((1u << n) - 1);
  m.units = 3 * n;
  m.givens = board.givens;
  m.cage_of.assign(static_cast<size_t>(m.cells), -1);
  m.cage_cells.reserve(static_cast<size_t>(2 * m.cells));
  m.cages.reserve(board.cages.size() + 64);
  m.sum_cells.reserve(512);
  m.sum_signs.reserve(512);
  m.sums.reserve(128);
  for (size_t i = 0; i < board.cages.size(); ++i) {
    const Cage& cage = board.cages[i];
    CageRule rule;
    rule.begin = static_cast<int>(m.cage_cells.size());
    m.cage_cells.insert(m.cage_cells.end(), cage.cells.begin(), cage.cells.end());
    rule.end = static_cast<int>(m.cage_cells.size());
    rule.sum = cage.sum;
    rule.combos = cage_combinations(n, static_cast<int>(cage.cells.size()), cage.sum);
    m.cages.push_back(rule);
    for (int cell : cage.cells) m.cage_of[static_cast<size_t>(cell)] = static_cast<int>(i);
  }
  m.real_cages = static_cast<int>(m.cages.size());
  m.state_size = m.cells + m.real_cages;
  // Only the full level (its search and explain) uses the unit parts (see cage_holds).
  if (rule45 == Rule45::kFull) add_unit_parts(m);
  if (rule45 != Rule45::kNone && !board.cages.empty()) add_rule45(board, m, rule45);
  m.cage_words = words_for(m.cages.size());
  m.sum_words = words_for(m.sums.size());
  m.cell_cage_bits = rule_bits(m.cells, m.cage_cells, m.cages, m.cage_words);
  m.cell_sum_bits = rule_bits(m.cells, m.sum_cells, m.sums, m.sum_words);
  m.sum_state = m.state_size;
  // Sum lanes save work in long searches (9 % of the instructions on the hardest killers,
  // though not measurably their wall time on our VM: docs/benchmarks/killer.md, kept changes);
  // the light tables settle most puzzles at the root, where keeping lanes costs ~6 %.
  if (rule45 == Rule45::kFull) {
    add_cell_sum_refs(m);
    m.state_size += kSumLanes * static_cast<int>(m.sums.size());
  }
  return m;
}

}  // namespace gridlogic::killer
