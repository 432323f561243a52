// The generic solver's deductions (see solver.hpp): naked and hidden singles, cage digit-set
// tables, and bounds on the rule-of-45 sums. Each pass returns whether it changed anything, so
// the same code serves the search (to a fixed point) and explain (one named rule at a time).
#include "puzzles/killer/propagation.hpp"

#include <algorithm>
#include <array>
#include <cstring>

namespace gridlogic::killer {
namespace {

int low_digit(uint16_t mask) {
  return __builtin_ctz(mask) + 1;
}
int high_digit(uint16_t mask) {
  return 32 - __builtin_clz(static_cast<unsigned>(mask));
}

// Digits lo..hi (clamped to 1..16) as a mask.
uint16_t range_mask(int lo, int hi) {
  if (lo < 1) lo = 1;
  if (hi > 16) hi = 16;
  if (lo > hi) return 0;
  uint32_t upto_hi = (1u << hi) - 1;
  uint32_t below_lo = (1u << (lo - 1)) - 1;
  return static_cast<uint16_t>(upto_hi & ~below_lo);
}

// A sum rule's lanes (SumLane) hold kLaneBias + (count - threshold); all three are at or
// above their thresholds when every lane has this bit (the padding lane always does).
constexpr uint16_t kLaneBias = 0x4000;
constexpr uint64_t kSumIdle = 0x4000400040004000;

// Eight 16-bit lanes (GCC/Clang vector extension); comparisons give all-ones or zero per lane.
using Lanes16 = uint16_t __attribute__((vector_size(16)));
constexpr size_t kLanes = 8;

// The OR and the AND of the eight lanes, by three shuffles each.
uint16_t lanes_or(Lanes16 v) {
  v |= __builtin_shufflevector(v, v, 4, 5, 6, 7, 0, 1, 2, 3);
  v |= __builtin_shufflevector(v, v, 2, 3, 0, 1, 6, 7, 4, 5);
  v |= __builtin_shufflevector(v, v, 1, 0, 3, 2, 5, 4, 7, 6);
  return v[0];
}
uint16_t lanes_and(Lanes16 v) {
  v &= __builtin_shufflevector(v, v, 4, 5, 6, 7, 0, 1, 2, 3);
  v &= __builtin_shufflevector(v, v, 2, 3, 0, 1, 6, 7, 4, 5);
  v &= __builtin_shufflevector(v, v, 1, 0, 3, 2, 5, 4, 7, 6);
  return v[0];
}

// The digit mask with bit i moved to bit 15 - i.
uint16_t reverse16(uint16_t x) {
  static constexpr std::array<uint8_t, 256> kReverse8 = [] {
    std::array<uint8_t, 256> t{};
    for (int i = 0; i < 256; ++i) {
      int r = 0;
      for (int b = 0; b < 8; ++b) r |= ((i >> b) & 1) << (7 - b);
      t[static_cast<size_t>(i)] = static_cast<uint8_t>(r);
    }
    return t;
  }();
  return static_cast<uint16_t>(kReverse8[x & 0xFF] << 8 | kReverse8[x >> 8]);
}

}  // namespace

uint16_t reflect_digits(uint16_t mask, int n) {
  return static_cast<uint16_t>(reverse16(mask) >> (16 - n));
}

uint16_t pair_partners(uint16_t mask, int total) {
  // Digit a (bit a - 1) pairs with t - a (bit t - a - 1), which reversal puts at bit
  // 16 - t + a: a shift by 17 - t brings it to bit a - 1.
  const int shift = 17 - total;
  if (shift >= 16 || shift <= -16) return 0;
  const uint32_t r = reverse16(mask);
  return static_cast<uint16_t>(shift >= 0 ? r >> shift : r << -shift);
}

Propagator::Propagator(const Tables& tables) : m_(tables) {
  queue_.reserve(static_cast<size_t>(tables.cells) * 2);
  units_.reset(static_cast<size_t>(tables.units));
  cages_.reset(tables.cages.size());
  locked_.reset(tables.cages.size());
  required_.assign(tables.cages.size(), 0);
  sums_.reset(tables.sums.size());
  weight_.assign(static_cast<size_t>(tables.cells), 1);
}

void Propagator::blame(const int* cells, int count) {
  for (int i = 0; i < count; ++i) ++weight_[static_cast<size_t>(cells[i])];
}

void Propagator::touch(int cell, uint16_t old, uint16_t now) {
  const size_t c = static_cast<size_t>(cell);
  units_.add_words(&m_.geo->cell_unit_bits[c]);
  const uint64_t* cage_bits = &m_.cell_cage_bits[c * m_.cage_words];
  cages_.add_words(cage_bits);
  locked_.add_words(cage_bits);
  // Sum rules work on bounds: only a change of the smallest or largest digit matters.
  uint16_t ends = static_cast<uint16_t>(
      (old & -old) | (0x8000u >> __builtin_clz(static_cast<unsigned>(old) << 16)));
  if ((old ^ now) & ends) {
    if (sum_lanes_ != nullptr) {
      touch_sums(cell, old, now);
    } else {
      sums_.add_words(&m_.cell_sum_bits[c * m_.sum_words]);
    }
  }
}

void Propagator::touch_sums(int cell, uint16_t old, uint16_t now) {
  // Most sum passes would find every cell's range inside both slacks and change nothing
  // (77 % of the passes on a hard killer, docs/benchmarks/killer.md): with the slacks kept
  // here, such a rule is not queued at all. Slacks only shrink, so a rule skipped now and
  // tight later is queued by that later change.
  //
  // A rule's three counts are one 64-bit word of biased 16-bit lanes (SumLane), updated by one
  // subtraction: a lane never leaves kLaneBias +- 2^14, so no borrow crosses lanes, and its
  // bit 14 says whether the count is still at or above its threshold.
  const uint64_t rise = static_cast<uint64_t>(std::countr_zero(now) - std::countr_zero(old));
  const uint64_t fall = static_cast<uint64_t>(std::countl_zero(now) - std::countl_zero(old));
  const uint64_t placed = single(now) ? 1 : 0;
  // Sign +1: the least total rises with the cell's least digit and the greatest falls with its
  // greatest; sign -1 the other way round.
  const uint64_t step[2] = {
      rise << (16 * kSlackBelow) | fall << (16 * kSlackAbove) | placed << (16 * kOpenCells),
      fall << (16 * kSlackBelow) | rise << (16 * kSlackAbove) | placed << (16 * kOpenCells)};
  const int* ref = m_.cell_sum_refs.data() + m_.cell_sum_begin[static_cast<size_t>(cell)];
  const int* end = m_.cell_sum_refs.data() + m_.cell_sum_begin[static_cast<size_t>(cell) + 1];
  for (; ref != end; ++ref) {
    const int id = *ref >> 1;
    uint16_t* lane = sum_lanes_ + kSumLanes * id;
    uint64_t word;
    std::memcpy(&word, lane, sizeof word);
    word -= step[*ref & 1];
    std::memcpy(lane, &word, sizeof word);
    if ((word & kSumIdle) != kSumIdle) sums_.add(id);
  }
}

// The thresholds of the sum lanes: no cell's range exceeds n - 1, so slacks of n - 1 narrow
// nothing; open cells up to kExactSumCells take the exact path, which may narrow whatever the
// slacks.
int Propagator::loose_slack() const {
  return m_.n - 1;
}
int Propagator::exact_open() const {
  return exact_sums_ ? kExactSumCells + 1 : 0;
}

Propagator::SumCounts Propagator::sum_counts(const uint16_t* state, int rule) const {
  const uint16_t* lane = state + m_.sum_state + kSumLanes * rule;
  SumCounts out;
  out.slack_below = lane[kSlackBelow] - kLaneBias + loose_slack();
  out.slack_above = lane[kSlackAbove] - kLaneBias + loose_slack();
  out.open = lane[kOpenCells] - kLaneBias + exact_open();
  return out;
}

void Propagator::init_sum_lanes(uint16_t* cand) const {
  const int loose = loose_slack();
  const int open_threshold = exact_open();
  uint16_t* lanes = cand + m_.sum_state;
  for (size_t r = 0; r < m_.sums.size(); ++r) {
    const SumRule& rule = m_.sums[r];
    int lo = 0;
    int hi = 0;
    int open = 0;
    for (int i = rule.begin; i < rule.end; ++i) {
      const uint16_t x = cand[m_.sum_cells[static_cast<size_t>(i)]];
      const int sign = m_.sum_signs[static_cast<size_t>(i)];
      lo += sign > 0 ? low_digit(x) : -high_digit(x);
      hi += sign > 0 ? high_digit(x) : -low_digit(x);
      open += single(x) ? 0 : 1;
    }
    uint16_t* lane = lanes + kSumLanes * static_cast<int>(r);
    lane[kSlackBelow] = static_cast<uint16_t>(kLaneBias + rule.total - lo - loose);
    lane[kSlackAbove] = static_cast<uint16_t>(kLaneBias + hi - rule.total - loose);
    lane[kOpenCells] = static_cast<uint16_t>(kLaneBias + open - open_threshold);
    lane[kSumLanes - 1] = kLaneBias;
  }
}

void Propagator::reset_work() {
  queue_.clear();
  units_.clear();
  cages_.clear();
  locked_.clear();
  // Needed digits are only valid within one propagation: the search moves between branches.
  std::fill(required_.begin(), required_.end(), 0);
  sums_.clear();
}

void Propagator::mark_all() {
  for (int u = 0; u < m_.units; ++u) units_.add(u);
  for (size_t i = 0; i < m_.cages.size(); ++i) {
    cages_.add(static_cast<int>(i));
    locked_.add(static_cast<int>(i));
  }
  for (size_t i = 0; i < m_.sums.size(); ++i) sums_.add(static_cast<int>(i));
}

bool Propagator::narrow_changed(uint16_t* cand, int cell, uint16_t mask, bool* changed) {
  uint16_t old = cand[cell];
  uint16_t x = old & mask;
  if (x == 0) return false;
  cand[cell] = x;
  *changed = true;
  touch(cell, old, x);
  if (single(x)) push(cell);
  return true;
}

bool Propagator::drain(uint16_t* cand) {
  const Geometry& g = *m_.geo;
  while (!queue_.empty()) {
    int cell = queue_.back();
    queue_.pop_back();
    uint16_t bit = cand[cell];
    auto clear = [&](int peer) {
      uint16_t x = cand[peer];
      if (!(x & bit)) return true;
      uint16_t old = x;
      x = static_cast<uint16_t>(x & ~bit);
      if (x == 0) return false;
      cand[peer] = x;
      touch(peer, old, x);
      if (single(x)) push(peer);
      return true;
    };
    const int* p = g.peers.data() + g.peer_begin[static_cast<size_t>(cell)];
    const int* end = g.peers.data() + g.peer_begin[static_cast<size_t>(cell) + 1];
    for (; p != end; ++p) {
      if (!clear(*p)) return false;
    }
    // Cage mates outside the cell's units.
    int cage = m_.cage_of[static_cast<size_t>(cell)];
    if (cage < 0) continue;
    const CageRule& rule = m_.cages[static_cast<size_t>(cage)];
    for (int i = rule.begin; i < rule.end; ++i) {
      int mate = m_.cage_cells[static_cast<size_t>(i)];
      if (mate != cell && !clear(mate)) return false;
    }
  }
  return true;
}

bool Propagator::start(uint16_t* cand) {
  reset_work();
  mark_all();
  for (int cell = 0; cell < m_.cells; ++cell) cand[cell] = m_.full;
  for (int i = m_.cells; i < m_.state_size; ++i) cand[i] = 0;
  for (int cell = 0; cell < m_.cells; ++cell) {
    int d = m_.givens[static_cast<size_t>(cell)];
    if (d == 0) continue;
    uint16_t bit = static_cast<uint16_t>(1u << (d - 1));
    if (!(cand[cell] & bit)) return false;
    cand[cell] = bit;
    push(cell);
  }
  init_sum_lanes(cand);
  keep_sum_lanes_ = m_.state_size > m_.sum_state;  // the tables have lanes (full tables)
  sum_lanes_ = keep_sum_lanes_ ? cand + m_.sum_state : nullptr;
  return propagate(cand);
}

void Propagator::adopt_started() {
  reset_work();
  keep_sum_lanes_ = m_.state_size > m_.sum_state;
  sum_lanes_ = nullptr;  // set per state by assign()
}

void Propagator::load(uint16_t* cand) {
  reset_work();
  keep_sum_lanes_ = false;
  sum_lanes_ = nullptr;
  for (int cell = 0; cell < m_.cells; ++cell) {
    int d = m_.givens[static_cast<size_t>(cell)];
    cand[cell] = d == 0 ? m_.full : static_cast<uint16_t>(1u << (d - 1));
    if (d != 0) push(cell);
  }
  for (int i = m_.cells; i < m_.state_size; ++i) cand[i] = 0;
  mark_all();
}

bool Propagator::assign(uint16_t* cand, int cell, uint16_t bit) {
  reset_work();
  if (keep_sum_lanes_) sum_lanes_ = cand + m_.sum_state;
  if (!(cand[cell] & bit)) return false;
  touch(cell, cand[cell], bit);
  cand[cell] = bit;
  push(cell);
  return propagate(cand);
}

Pass Propagator::eliminate(uint16_t* cand) {
  if (queue_.empty()) return Pass::kNoChange;
  return drain(cand) ? Pass::kChanged : Pass::kContradiction;
}

Pass Propagator::hidden_singles(uint16_t* cand) {
  // 9 x 9 grids, the common case, get loops of a known length (unrolled, no counter).
  return m_.n == 9 ? hidden_singles_n<9>(cand) : hidden_singles_n<0>(cand);
}

template <int N>
Pass Propagator::hidden_singles_n(uint16_t* cand) {
  const int n = N != 0 ? N : m_.n;
  bool changed = false;
  for (int u; (u = units_.take(0, m_.units)) >= 0;) {
    const int* cells = m_.geo->unit_cells.data() + u * n;
    uint16_t ones = 0;
    uint16_t twos = 0;
    uint16_t placed = 0;
    // Per cage part of the unit (see cage_holds); zeroed whole, two vector stores, rather than
    // the unit's n entries by a loop.
    uint16_t part_or[kMaxSize] = {};
    const int8_t* part = with_cage_holds_ ? m_.unit_cell_part.data() + u * n : nullptr;
    // One pass gathers both what hidden singles and what cage_holds read.
    for (int i = 0; i < n; ++i) {
      uint16_t x = cand[cells[i]];
      if (with_cage_holds_) part_or[part[i]] |= x;
      twos |= ones & x;
      ones |= x;
      placed |= (x & (x - 1)) == 0 ? x : 0;  // a cell is never empty here: single(x)
    }
    if (ones != m_.full) {
      blame(cells, n);
      return Pass::kContradiction;
    }
    if (with_cage_holds_ && twos != 0 && m_.unit_parts[static_cast<size_t>(u)] < n) {
      Pass p = cage_holds(cand, u, part_or);
      if (p == Pass::kContradiction) return p;
      if (p == Pass::kChanged) changed = true;
    }
    // Placed digits have their one place already.
    uint16_t hidden = static_cast<uint16_t>(ones & ~twos & ~placed);
    while (hidden) {
      uint16_t bit = static_cast<uint16_t>(hidden & -hidden);
      hidden = static_cast<uint16_t>(hidden ^ bit);
      int i = 0;
      while (i < n && !(cand[cells[i]] & bit)) ++i;
      if (i == n) {  // taken by another hidden single of this unit
        blame(cells, n);
        return Pass::kContradiction;
      }
      if (cand[cells[i]] != bit) {
        touch(cells[i], cand[cells[i]], bit);
        cand[cells[i]] = bit;
        push(cells[i]);
        changed = true;
      }
    }
    units_.done();
  }
  return changed ? Pass::kChanged : Pass::kNoChange;
}

void Propagator::unit_part_candidates(const uint16_t* cand, int u, uint16_t* part_or) const {
  const int n = m_.n;
  const int* cells = m_.geo->unit_cells.data() + u * n;
  const int8_t* part = m_.unit_cell_part.data() + u * n;
  std::fill(part_or, part_or + n, 0);
  for (int i = 0; i < n; ++i) part_or[part[i]] |= cand[cells[i]];
}

Pass Propagator::cage_holds_all(uint16_t* cand) {
  const int n = m_.n;
  bool changed = false;
  if (m_.unit_parts.empty()) return Pass::kNoChange;
  for (int u = 0; u < m_.units; ++u) {
    if (m_.unit_parts[static_cast<size_t>(u)] == n) continue;
    uint16_t part_or[kMaxSize];
    unit_part_candidates(cand, u, part_or);
    Pass p = cage_holds(cand, u, part_or);
    if (p == Pass::kContradiction) return p;
    if (p == Pass::kChanged) changed = true;
  }
  return changed ? Pass::kChanged : Pass::kNoChange;
}

Pass Propagator::cage_holds(uint16_t* cand, int u, const uint16_t* part_or) {
  const int n = m_.n;
  const int parts = m_.unit_parts[static_cast<size_t>(u)];
  uint16_t once = 0;
  uint16_t more = 0;
  for (int p = 0; p < parts; ++p) {
    more |= once & part_or[p];
    once |= part_or[p];
  }
  once &= static_cast<uint16_t>(~more);
  if (once == 0) return Pass::kNoChange;
  bool changed = false;
  const int* part_cage = m_.unit_part_cage.data() + u * n;
  for (int p = 0; p < parts; ++p) {
    const int cage = part_cage[p];
    if (cage < 0) continue;
    uint16_t& must = cand[m_.cells + cage];
    const uint16_t add = static_cast<uint16_t>(part_or[p] & once & ~must);
    if (add == 0) continue;
    must |= add;
    cages_.add(cage);
    locked_.add(cage);
    changed = true;
    // The cage holds each of these digits once, in this unit: not in its cells outside it.
    const CageRule& rule = m_.cages[static_cast<size_t>(cage)];
    for (int i = rule.begin; i < rule.end; ++i) {
      const int cell = m_.cage_cells[static_cast<size_t>(i)];
      const int* units = m_.geo->cell_units.data() + 3 * cell;
      if (units[0] == u || units[1] == u || units[2] == u) continue;
      if (!narrow(cand, cell, static_cast<uint16_t>(~add), &changed)) return Pass::kContradiction;
    }
  }
  return changed ? Pass::kChanged : Pass::kNoChange;
}

Pass Propagator::cage_combinations(uint16_t* cand, Cages which) {
  bool changed = false;
  const int lo = which == Cages::kVirtual ? m_.real_cages : 0;
  const int hi = which == Cages::kReal ? m_.real_cages : static_cast<int>(m_.cages.size());
  for (int id; (id = cages_.take(lo, hi)) >= 0;) {
    const CageRule& cage = m_.cages[static_cast<size_t>(id)];
    Pass p = one_cage(cand, cage);
    cages_.done();
    if (p == Pass::kContradiction) {
      blame(m_.cage_cells.data() + cage.begin, cage.end - cage.begin);
      return p;
    }
    if (p == Pass::kChanged) changed = true;
  }
  return changed ? Pass::kChanged : Pass::kNoChange;
}

Pass Propagator::one_cage(uint16_t* cand, const CageRule& cage) {
  const int* cells = m_.cage_cells.data() + cage.begin;
  const int k = cage.end - cage.begin;
  // The open cells' candidates, copied once: the loop over digit sets reads them many times.
  uint16_t fixed = 0;
  uint16_t uni = 0;
  int open_cell[kMaxSize];
  uint16_t open_mask[kMaxSize];
  int open = 0;
  uint16_t twice = 0;  // a digit placed in two cells
  for (int i = 0; i < k; ++i) {
    // Without a branch on whether the cell is placed (fewer instructions and branches): its
    // entry is written either way and kept only if it is open.
    const uint16_t x = cand[cells[i]];
    const uint16_t placed = (x & (x - 1)) == 0 ? x : 0;  // cells are never empty here
    uni |= x;
    twice |= fixed & placed;
    fixed |= placed;
    open_cell[open] = cells[i];
    open_mask[open] = x;
    open += placed == 0 ? 1 : 0;
  }
  if (twice != 0) return Pass::kContradiction;
  const size_t id = static_cast<size_t>(&cage - m_.cages.data());
  if (open == 0) {  // all placed: only the sum is left to check
    int sum = 0;
    for (uint16_t x = fixed; x != 0; x &= static_cast<uint16_t>(x - 1))
      sum += digit_of(static_cast<uint16_t>(x & -x));
    required_[id] = 0;
    return sum == cage.sum ? Pass::kNoChange : Pass::kContradiction;
  }
  const uint16_t must = static_cast<int>(id) < m_.real_cages
                            ? static_cast<uint16_t>(cand[m_.cells + static_cast<int>(id)] | fixed)
                            : fixed;
  // Eight digit sets at a time, one per 16-bit lane (SSE2 at the default x86-64-v2): the
  // test of one set is a handful of mask operations, so lanes beat a loop with unpredictable
  // early exits (docs/benchmarks/killer.md, kept changes). A short last group is padded with the
  // empty set, which no open cell can take.
  const std::span<const uint16_t> combos = cage.combos;
  const uint16_t keep_rest = static_cast<uint16_t>(~fixed);
  Lanes16 taken = {};               // the sets that pass, in their lanes
  Lanes16 untaken_or_set = ~taken;  // a passing set in its lane, all ones for a failing one
  for (size_t j = 0; j < combos.size(); j += kLanes) {
    Lanes16 combo = {};
    if (combos.size() - j >= kLanes) {
      std::memcpy(&combo, combos.data() + j, sizeof combo);
    } else {
      for (size_t l = 0; j + l < combos.size(); ++l) combo[l] = combos[j + l];
    }
    Lanes16 ok = ((combo & must) == must) & ((combo & static_cast<uint16_t>(~uni)) == 0);
    // Every open cell needs a digit of the set the placed ones leave. (Every such digit has an
    // open cell already: it is in the cells' union and is not a placed digit.)
    const Lanes16 rest = combo & keep_rest;
    for (int i = 0; i < open; ++i) ok &= (rest & open_mask[i]) != 0;
    taken |= combo & ok;
    untaken_or_set &= combo | ~ok;
  }
  const uint16_t allowed = lanes_or(taken);
  const uint16_t required = static_cast<uint16_t>(m_.full & lanes_and(untaken_or_set));
  if (allowed == 0) return Pass::kContradiction;
  bool changed = false;
  for (int i = 0; i < open; ++i) {
    if (!narrow(cand, open_cell[i], allowed, &changed)) return Pass::kContradiction;
  }
  // A digit every surviving set needs, with one place left in the cage, goes there.
  uint16_t needed = static_cast<uint16_t>(required & ~fixed);
  required_[id] = needed;
  while (needed) {
    uint16_t bit = static_cast<uint16_t>(needed & -needed);
    needed = static_cast<uint16_t>(needed ^ bit);
    int where = -1;
    int places = 0;
    for (int i = 0; i < open; ++i) {
      if (cand[open_cell[i]] & bit) {
        where = open_cell[i];
        ++places;
      }
    }
    if (places == 0) return Pass::kContradiction;
    if (places == 1 && !narrow(cand, where, bit, &changed)) return Pass::kContradiction;
  }
  return changed ? Pass::kChanged : Pass::kNoChange;
}

Pass Propagator::cage_locked(uint16_t* cand) {
  bool changed = false;
  for (int id; (id = locked_.take(0, static_cast<int>(m_.cages.size()))) >= 0;) {
    locked_.done();
    const CageRule& cage = m_.cages[static_cast<size_t>(id)];
    const int* cells = m_.cage_cells.data() + cage.begin;
    const int k = cage.end - cage.begin;
    // Digits every digit set of the cage needs, as of its last combination pass in this
    // propagation (candidates only shrink since, so they are still needed).
    uint16_t needed = required_[static_cast<size_t>(id)];
    while (needed) {
      uint16_t bit = static_cast<uint16_t>(needed & -needed);
      needed = static_cast<uint16_t>(needed ^ bit);
      int first = -1;
      int common[3] = {-1, -1, -1};
      for (int i = 0; i < k; ++i) {
        if (!(cand[cells[i]] & bit)) continue;
        const int* u = m_.geo->cell_units.data() + 3 * cells[i];
        if (first < 0) {
          first = cells[i];
          common[0] = u[0];
          common[1] = u[1];
          common[2] = u[2];
          continue;
        }
        for (int j = 0; j < 3; ++j) {
          if (common[j] != u[j]) common[j] = -1;
        }
      }
      if (first < 0) {
        blame(cells, k);
        return Pass::kContradiction;
      }
      // The cage needs the digit in cells that share a row, column or box: the rest of that
      // unit cannot hold it.
      for (int u : common) {
        if (u < 0) continue;
        const int* unit = m_.geo->unit_cells.data() + u * m_.n;
        for (int i = 0; i < m_.n; ++i) {
          int cell = unit[i];
          if (!(cand[cell] & bit)) continue;
          // A puzzle cage's cells are known by cage_of; a virtual cage's are looked up.
          bool holder = id < m_.real_cages && m_.cage_of[static_cast<size_t>(cell)] == id;
          for (int j = 0; j < k && !holder && id >= m_.real_cages; ++j) holder = cells[j] == cell;
          if (!holder && !narrow(cand, cell, static_cast<uint16_t>(~bit), &changed)) {
            return Pass::kContradiction;
          }
        }
      }
    }
  }
  return changed ? Pass::kChanged : Pass::kNoChange;
}

Pass Propagator::rule45_sums(uint16_t* cand) {
  bool changed = false;
  for (int id; (id = sums_.take(0, static_cast<int>(m_.sums.size()))) >= 0;) {
    const SumRule& rule = m_.sums[static_cast<size_t>(id)];
    Pass p = one_sum(cand, rule);
    sums_.done();
    if (p == Pass::kContradiction) {
      blame(m_.sum_cells.data() + rule.begin, rule.end - rule.begin);
      return p;
    }
    if (p == Pass::kChanged) changed = true;
  }
  return changed ? Pass::kChanged : Pass::kNoChange;
}

Pass Propagator::one_sum(uint16_t* cand, const SumRule& rule) {
  // One pass gathers both the bounds and, for the exact case, the open cells and what they
  // must add up to.
  int lo = 0;
  int hi = 0;
  int spread = 0;  // the widest cell range
  int open_cell[kExactSumCells];
  int open_sign[kExactSumCells];
  int open = 0;
  int rest = rule.total;
  for (int i = rule.begin; i < rule.end; ++i) {
    const int cell = m_.sum_cells[static_cast<size_t>(i)];
    const int sign = m_.sum_signs[static_cast<size_t>(i)];
    const uint16_t x = cand[cell];
    const int low = low_digit(x);
    const int high = high_digit(x);
    spread = std::max(spread, high - low);
    if (sign > 0) {
      lo += low;
      hi += high;
    } else {
      lo -= high;
      hi -= low;
    }
    if (low == high) {
      rest -= sign * low;
    } else {
      if (open < kExactSumCells) {
        open_cell[open] = cell;
        open_sign[open] = sign;
      }
      ++open;
    }
  }
  // Two or three open cells: solved exactly.
  if (exact_sums_ && open >= 2 && open <= kExactSumCells) {
    return exact_sum(cand, open_cell, open_sign, open, rest);
  }
  if (rule.total < lo || rule.total > hi) return Pass::kContradiction;
  // A cell's range shrinks only when it is wider than the slack on one side.
  if (spread <= std::min(hi - rule.total, rule.total - lo)) return Pass::kNoChange;
  bool changed = false;
  for (int i = rule.begin; i < rule.end; ++i) {
    const int cell = m_.sum_cells[static_cast<size_t>(i)];
    const uint16_t x = cand[cell];
    uint16_t mask = 0;
    if (m_.sum_signs[static_cast<size_t>(i)] > 0) {
      const int other_lo = lo - low_digit(x);
      const int other_hi = hi - high_digit(x);
      mask = range_mask(rule.total - other_hi, rule.total - other_lo);
    } else {
      const int other_lo = lo + high_digit(x);
      const int other_hi = hi + low_digit(x);
      mask = range_mask(other_lo - rule.total, other_hi - rule.total);
    }
    if (!narrow(cand, cell, mask, &changed)) return Pass::kContradiction;
  }
  return changed ? Pass::kChanged : Pass::kNoChange;
}

Pass Propagator::exact_sum(uint16_t* cand, const int* cells, const int* signs, int count,
                           int rest) {
  // Each digit kept has a completion, where bounds keep holes (a - b = 2 with a in {3, 5, 9}
  // and b in {1, 7}: bounds keep the 5, no b makes it work). A cell with sign -1 is reflected
  // (v -> n + 1 - v adds n + 1 to the total), so all signs are +1; then the partners of a
  // digit set are one reversal and one shift (pair_partners), and three cells need one step
  // per digit of the first, not one per pair.
  const int n = m_.n;
  uint16_t mask[kExactSumCells] = {};
  int total = rest;
  for (int i = 0; i < count; ++i) {
    mask[i] = cand[cells[i]];
    if (signs[i] < 0) {
      mask[i] = reflect_digits(mask[i], n);
      total += n + 1;
    }
  }
  uint16_t keep[kExactSumCells] = {};
  if (count == 2) {
    keep[0] = static_cast<uint16_t>(mask[0] & pair_partners(mask[1], total));
    keep[1] = static_cast<uint16_t>(mask[1] & pair_partners(mask[0], total));
  } else {
    for (uint16_t a = mask[0]; a != 0; a &= static_cast<uint16_t>(a - 1)) {
      const uint16_t abit = static_cast<uint16_t>(a & -a);
      const int pair_total = total - digit_of(abit);  // what the other two add up to
      const uint16_t b = static_cast<uint16_t>(mask[1] & pair_partners(mask[2], pair_total));
      if (b == 0) continue;
      keep[0] |= abit;
      keep[1] |= b;
      keep[2] |= static_cast<uint16_t>(mask[2] & pair_partners(mask[1], pair_total));
    }
  }
  bool changed = false;
  for (int i = 0; i < count; ++i) {
    const uint16_t k = signs[i] < 0 ? reflect_digits(keep[i], n) : keep[i];
    if (!narrow(cand, cells[i], k, &changed)) return Pass::kContradiction;
  }
  return changed ? Pass::kChanged : Pass::kNoChange;
}

bool Propagator::propagate(uint16_t* cand) {
  // Passes in a fixed order, back to the first after any change. Cages come before hidden
  // singles: in killers they settle most cells, and each unit is then scanned fewer times
  // (measured: a tenth fewer instructions per KrazyDad puzzle than singles first).
  using PassFn = Pass (*)(Propagator&, uint16_t*);
  static constexpr PassFn kPasses[] = {
      [](Propagator& p, uint16_t* c) { return p.cage_combinations(c, Cages::kReal); },
      [](Propagator& p, uint16_t* c) { return p.cage_combinations(c, Cages::kVirtual); },
      [](Propagator& p, uint16_t* c) { return p.rule45_sums(c); },
      [](Propagator& p, uint16_t* c) { return p.hidden_singles(c); },
      [](Propagator& p, uint16_t* c) { return p.cage_locked(c); },
  };
  for (;;) {
    if (!drain(cand)) return false;
    Pass p = Pass::kNoChange;
    for (PassFn pass : kPasses) {
      p = pass(*this, cand);
      if (p != Pass::kNoChange) break;
    }
    if (p == Pass::kContradiction) return false;
    if (p == Pass::kNoChange) return true;
  }
}

}  // namespace gridlogic::killer
