// The generic solver's deductions (see solver.hpp): naked and hidden singles, cage digit-set
// tables, and bounds on the rule-of-45 sums. Each pass returns whether it changed anything, so
// the same code serves the search (to a fixed point) and explain (one named rule at a time).
#include "puzzles/killer/propagation.hpp"

namespace gridlogic::killer {
namespace {

int low_digit(uint16_t mask) { return __builtin_ctz(mask) + 1; }
int high_digit(uint16_t mask) { return 32 - __builtin_clz(static_cast<unsigned>(mask)); }

// Digits lo..hi (clamped to 1..16) as a mask.
uint16_t range_mask(int lo, int hi) {
  if (lo < 1) lo = 1;
  if (hi > 16) hi = 16;
  if (lo > hi) return 0;
  uint32_t upto_hi = (1u << hi) - 1;
  uint32_t below_lo = (1u << (lo - 1)) - 1;
  return static_cast<uint16_t>(upto_hi & ~below_lo);
}

}  // namespace

Propagator::Propagator(const Model& model) : m_(model) { queue_.reserve(static_cast<size_t>(model.cells) * 2); }

bool Propagator::narrow(uint16_t* cand, int cell, uint16_t mask, bool* changed) {
  uint16_t old = cand[cell];
  uint16_t x = old & mask;
  if (x == old) return true;
  if (x == 0) return false;
  cand[cell] = x;
  *changed = true;
  if (single(x)) push(cell);
  return true;
}

bool Propagator::drain(uint16_t* cand) {
  while (!queue_.empty()) {
    int cell = queue_.back();
    queue_.pop_back();
    uint16_t bit = cand[cell];
    const int* p = m_.peers.data() + m_.peer_begin[static_cast<size_t>(cell)];
    const int* end = m_.peers.data() + m_.peer_begin[static_cast<size_t>(cell) + 1];
    for (; p != end; ++p) {
      uint16_t x = cand[*p];
      if (!(x & bit)) continue;
      x = static_cast<uint16_t>(x & ~bit);
      if (x == 0) return false;
      cand[*p] = x;
      if (single(x)) push(*p);
    }
  }
  return true;
}

bool Propagator::start(uint16_t* cand) {
  queue_.clear();
  for (int cell = 0; cell < m_.cells; ++cell) cand[cell] = m_.full;
  for (int cell = 0; cell < m_.cells; ++cell) {
    int d = m_.givens[static_cast<size_t>(cell)];
    if (d == 0) continue;
    uint16_t bit = static_cast<uint16_t>(1u << (d - 1));
    if (!(cand[cell] & bit)) return false;
    cand[cell] = bit;
    push(cell);
  }
  return propagate(cand);
}

bool Propagator::assign(uint16_t* cand, int cell, uint16_t bit) {
  queue_.clear();
  if (!(cand[cell] & bit)) return false;
  cand[cell] = bit;
  push(cell);
  return propagate(cand);
}

Pass Propagator::eliminate(uint16_t* cand) {
  if (queue_.empty()) return Pass::kNoChange;
  return drain(cand) ? Pass::kChanged : Pass::kContradiction;
}

Pass Propagator::hidden_singles(uint16_t* cand) {
  const int n = m_.n;
  bool changed = false;
  for (int u = 0; u < m_.units; ++u) {
    const int* cells = m_.unit_cells.data() + u * n;
    uint16_t ones = 0;
    uint16_t twos = 0;
    for (int i = 0; i < n; ++i) {
      uint16_t x = cand[cells[i]];
      twos |= ones & x;
      ones |= x;
    }
    if (ones != m_.full) return Pass::kContradiction;
    uint16_t hidden = static_cast<uint16_t>(ones & ~twos);
    while (hidden) {
      uint16_t bit = static_cast<uint16_t>(hidden & -hidden);
      hidden = static_cast<uint16_t>(hidden ^ bit);
      int i = 0;
      while (i < n && !(cand[cells[i]] & bit)) ++i;
      if (i == n) return Pass::kContradiction;  // taken by another hidden single of this unit
      if (cand[cells[i]] != bit) {
        cand[cells[i]] = bit;
        push(cells[i]);
        changed = true;
      }
    }
  }
  return changed ? Pass::kChanged : Pass::kNoChange;
}

Pass Propagator::cage_combinations(uint16_t* cand, bool virtual_only) {
  bool changed = false;
  for (const CageRule& cage : m_.cages) {
    if (virtual_only && !cage.is_virtual) continue;
    const int* cells = m_.cage_cells.data() + cage.begin;
    const int k = cage.end - cage.begin;
    uint16_t fixed = 0;
    uint16_t uni = 0;
    for (int i = 0; i < k; ++i) {
      uint16_t x = cand[cells[i]];
      uni |= x;
      if (single(x)) {
        if (fixed & x) return Pass::kContradiction;
        fixed |= x;
      }
    }
    uint16_t allowed = 0;
    uint16_t required = m_.full;
    for (uint16_t combo : *cage.combos) {
      if ((combo & fixed) != fixed || (combo & ~uni)) continue;
      bool ok = true;
      for (int i = 0; i < k && ok; ++i) ok = (cand[cells[i]] & combo) != 0;
      if (!ok) continue;
      allowed |= combo;
      required &= combo;
    }
    if (allowed == 0) return Pass::kContradiction;
    for (int i = 0; i < k; ++i) {
      if (!narrow(cand, cells[i], allowed, &changed)) return Pass::kContradiction;
    }
    // A digit every surviving set needs, with one place left in the cage, goes there.
    uint16_t needed = static_cast<uint16_t>(required & ~fixed);
    while (needed) {
      uint16_t bit = static_cast<uint16_t>(needed & -needed);
      needed = static_cast<uint16_t>(needed ^ bit);
      int where = -1;
      int places = 0;
      for (int i = 0; i < k; ++i) {
        if (cand[cells[i]] & bit) {
          where = cells[i];
          ++places;
        }
      }
      if (places == 0) return Pass::kContradiction;
      if (places == 1 && !narrow(cand, where, bit, &changed)) return Pass::kContradiction;
    }
  }
  return changed ? Pass::kChanged : Pass::kNoChange;
}

Pass Propagator::rule45_sums(uint16_t* cand) {
  bool changed = false;
  for (const SumRule& rule : m_.sums) {
    int lo = 0;
    int hi = 0;
    for (int i = rule.begin; i < rule.end; ++i) {
      uint16_t x = cand[m_.sum_cells[static_cast<size_t>(i)]];
      if (m_.sum_signs[static_cast<size_t>(i)] > 0) {
        lo += low_digit(x);
        hi += high_digit(x);
      } else {
        lo -= high_digit(x);
        hi -= low_digit(x);
      }
    }
    if (rule.total < lo || rule.total > hi) return Pass::kContradiction;
    if (hi - lo < 1) continue;
    for (int i = rule.begin; i < rule.end; ++i) {
      int cell = m_.sum_cells[static_cast<size_t>(i)];
      uint16_t x = cand[cell];
      uint16_t mask = 0;
      if (m_.sum_signs[static_cast<size_t>(i)] > 0) {
        int other_lo = lo - low_digit(x);
        int other_hi = hi - high_digit(x);
        mask = range_mask(rule.total - other_hi, rule.total - other_lo);
      } else {
        int other_lo = lo + high_digit(x);
        int other_hi = hi + low_digit(x);
        mask = range_mask(other_lo - rule.total, other_hi - rule.total);
      }
      if (!narrow(cand, cell, mask, &changed)) return Pass::kContradiction;
    }
  }
  return changed ? Pass::kChanged : Pass::kNoChange;
}

bool Propagator::propagate(uint16_t* cand) {
  for (;;) {
    if (!drain(cand)) return false;
    Pass p = hidden_singles(cand);
    if (p == Pass::kContradiction) return false;
    if (p == Pass::kChanged) continue;
    if (m_.cages.empty()) return true;
    p = cage_combinations(cand, false);
    if (p == Pass::kContradiction) return false;
    if (p == Pass::kChanged) continue;
    p = rule45_sums(cand);
    if (p == Pass::kContradiction) return false;
    if (p == Pass::kChanged) continue;
    return true;
  }
}

}  // namespace gridlogic::killer
