// Single deductions of the killer propagator, on hand-made candidate states.
#include "puzzles/killer/propagation.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <random>
#include <vector>

namespace gridlogic::killer {
namespace {

constexpr uint16_t bits(std::initializer_list<int> digits) {
  uint16_t m = 0;
  for (int d : digits) m = static_cast<uint16_t>(m | (1u << (d - 1)));
  return m;
}

// 4 x 4 (2 x 2 boxes), cells numbered r * 4 + c:
//   0 0 L L      cage 0: sum 5 ({1,4} or {2,3})   cage L (1): sum 9 ({2,3,4})
//   2 2 2 L      cage 2: sum 6                      cages 3, 4: the lower boxes, sum 10
//   3 3 4 4
//   3 3 4 4
Board l_cage_board() {
  Board b;
  b.n = 4;
  b.box_h = 2;
  b.box_w = 2;
  b.cages = {
      {5, {0, 1}}, {9, {2, 3, 7}}, {6, {4, 5, 6}}, {10, {8, 9, 12, 13}}, {10, {10, 11, 14, 15}}};
  b.givens.assign(16, 0);
  return b;
}

// The L-cage board's full-level tables and a propagator on its loaded state (no givens).
class LCage : public ::testing::Test {
 protected:
  Board b = l_cage_board();
  Tables m = build_tables(b, Rule45::kFull);
  Propagator p{m};
  std::vector<uint16_t> cand = loaded();

 private:
  std::vector<uint16_t> loaded() {
    std::vector<uint16_t> state(static_cast<size_t>(m.state_size));
    p.load(state.data());
    return state;
  }
};

TEST_F(LCage, CageHoldsADigitWhoseRowPlacesAreAllInIt) {
  ASSERT_EQ(m.sum_state, 16 + 5) << "a lane per cell, then per cage";
  // Row 0: 4 can only go in (0,2) or (0,3), both in cage L (cage 1).
  cand[0] = bits({1, 2, 3});
  cand[1] = bits({1, 2, 3});
  p.mark_all();
  ASSERT_EQ(p.cage_holds_all(cand.data()), Pass::kChanged);
  EXPECT_EQ(cand[16 + 1], bits({4})) << "cage L holds 4";
  EXPECT_EQ(cand[7], bits({1, 2, 3})) << "so its cell outside row 0 is not 4";
  EXPECT_EQ(cand[2], bits({1, 2, 3, 4}));
  EXPECT_EQ(cand[3], bits({1, 2, 3, 4}));
  // Nothing new on a second pass.
  p.mark_all();
  EXPECT_EQ(p.cage_holds_all(cand.data()), Pass::kNoChange);
}

TEST_F(LCage, HeldDigitPrunesTheCageDigitSets) {
  // Row 0: 4 only in cage 0, whose sets are {1,4} and {2,3}: held, it leaves {1,4}.
  cand[2] = bits({1, 2, 3});
  cand[3] = bits({1, 2, 3});
  p.mark_all();
  ASSERT_EQ(p.cage_holds_all(cand.data()), Pass::kChanged);
  EXPECT_EQ(cand[16 + 0], bits({4}));
  p.mark_all();
  ASSERT_EQ(p.cage_combinations(cand.data(), Propagator::Cages::kReal), Pass::kChanged);
  EXPECT_EQ(cand[0], bits({1, 4}));
  EXPECT_EQ(cand[1], bits({1, 4}));
}

TEST_F(LCage, NoCageHoldsWhenPlacesSpanTwoCages) {
  // 4 can go in (0,1) (cage 0) or (0,2) (cage L): neither cage must hold it.
  cand[0] = bits({1, 2, 3});
  cand[3] = bits({1, 2, 3});
  p.mark_all();
  p.cage_holds_all(cand.data());
  EXPECT_EQ(cand[16 + 0] & bits({4}), 0);
  EXPECT_EQ(cand[16 + 1] & bits({4}), 0);
  EXPECT_EQ(cand[7], bits({1, 2, 3, 4}));
}

// Every 4 x 4 sudoku grid (brute force), and how many of them fit the cages.
uint64_t brute_force_count(const Board& b) {
  std::vector<int> g(16, 0);
  uint64_t count = 0;
  auto fits = [&]() {
    for (const Cage& cage : b.cages) {
      int sum = 0;
      for (int c : cage.cells) sum += g[static_cast<size_t>(c)];
      if (sum != cage.sum) return false;
    }
    return true;
  };
  auto rec = [&](auto&& self, int cell) -> void {
    if (cell == 16) {
      count += fits() ? 1 : 0;
      return;
    }
    for (int d = 1; d <= 4; ++d) {
      bool ok = true;
      for (int o = 0; o < cell && ok; ++o) {
        bool peer = b.row(o) == b.row(cell) || b.col(o) == b.col(cell) || b.box(o) == b.box(cell);
        ok = !(peer && g[static_cast<size_t>(o)] == d);
      }
      if (!ok) continue;
      g[static_cast<size_t>(cell)] = d;
      self(self, cell + 1);
      g[static_cast<size_t>(cell)] = 0;
    }
  };
  rec(rec, 0);
  return count;
}

// An empty 9 x 9 grid whose only sum rule is `signs . digits(cells) = total` (replacing the
// tables' own rules), and a propagator on its loaded state.
class OneSum : public ::testing::Test {
 protected:
  Board b = blank9();
  Tables m = build_tables(b, Rule45::kNone);
  std::vector<uint16_t> cand;

  // Runs the sum pass once, by bounds or exactly.
  Pass run(const std::vector<int>& cells, const std::vector<int>& signs, int total, bool exact) {
    m.sums.clear();
    m.sum_cells = cells;
    m.sum_signs.assign(signs.begin(), signs.end());
    m.sums.push_back(SumRule{0, static_cast<int>(cells.size()), total});
    m.sum_words = words_for(1);
    m.cell_sum_bits.assign(static_cast<size_t>(m.cells) * m.sum_words, 0);
    for (int c : cells) m.cell_sum_bits[static_cast<size_t>(c) * m.sum_words] = 1;
    Propagator p{m};
    p.set_exact_small_sums(exact);
    p.mark_all();
    return p.rule45_sums(cand.data());
  }
  void reset() { cand.assign(static_cast<size_t>(m.state_size), m.full); }

 private:
  static Board blank9() {
    Board board;
    board.givens.assign(81, 0);
    return board;
  }
};

TEST_F(OneSum, TwoOpenCellsLoseTheHolesBoundsKeep) {
  // a - b = 2 with a in {3, 5, 9}, b in {1, 7}: 3 - 1 and 9 - 7 work, 5 has no b.
  reset();
  cand[0] = bits({3, 5, 9});
  cand[40] = bits({1, 7});
  EXPECT_EQ(run({0, 40}, {1, -1}, 2, false), Pass::kNoChange) << "bounds see no change";
  EXPECT_EQ(cand[0], bits({3, 5, 9}));
  ASSERT_EQ(run({0, 40}, {1, -1}, 2, true), Pass::kChanged);
  EXPECT_EQ(cand[0], bits({3, 9}));
  EXPECT_EQ(cand[40], bits({1, 7}));
}

TEST_F(OneSum, ThreeOpenCellsKeepOnlyDigitsWithACompletion) {
  // a + b - c = 10, a in {1, 9}, b in {2, 8}, c in {1, 5, 9}: only 9 + 2 - 1.
  auto start = [&] {
    reset();
    cand[0] = bits({1, 9});
    cand[10] = bits({2, 8});
    cand[80] = bits({1, 5, 9});
  };
  start();
  ASSERT_EQ(run({0, 10, 80}, {1, 1, -1}, 10, false), Pass::kChanged);
  EXPECT_EQ(cand[10], bits({2, 8})) << "bounds keep 8";
  start();
  ASSERT_EQ(run({0, 10, 80}, {1, 1, -1}, 10, true), Pass::kChanged);
  EXPECT_EQ(cand[0], bits({9}));
  EXPECT_EQ(cand[10], bits({2}));
  EXPECT_EQ(cand[80], bits({1}));
}

TEST_F(OneSum, PlacedCellsCountTowardsTheTotal) {
  // 4 + a - b = 9 with 4 placed: a - b = 5, a in {6, 7, 8}, b in {1, 3}: 6 - 1 and 8 - 3.
  reset();
  cand[5] = bits({4});
  cand[6] = bits({6, 7, 8});
  cand[7] = bits({1, 3});
  ASSERT_EQ(run({5, 6, 7}, {1, 1, -1}, 9, true), Pass::kChanged);
  EXPECT_EQ(cand[6], bits({6, 8}));
  EXPECT_EQ(cand[7], bits({1, 3}));
  EXPECT_EQ(cand[5], bits({4}));
}

TEST_F(OneSum, NoCompletionIsAContradiction) {
  // a + b = 10, a in {1, 3}, b in {6, 8}: sums 7, 9, 9, 11.
  reset();
  cand[0] = bits({1, 3});
  cand[1] = bits({6, 8});
  EXPECT_EQ(run({0, 1}, {1, 1}, 10, true), Pass::kContradiction);
}

TEST_F(OneSum, ExactMatchesBruteForceOnRandomRules) {
  // Two or three open cells (no two in one unit), random signs, candidates and totals: the
  // exact pass keeps exactly the digits that lie on some solution of the rule.
  std::mt19937 rng(20261202);
  const int cells[3] = {0, 40, 80};
  int contradictions = 0;
  int changes = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    const int count = 2 + static_cast<int>(rng() % 2);
    std::vector<int> rule_cells(cells, cells + count);
    std::vector<int> signs;
    uint16_t masks[3] = {};
    for (int i = 0; i < count; ++i) {
      signs.push_back(rng() % 2 ? 1 : -1);
      while (std::popcount(masks[i]) < 2) masks[i] = static_cast<uint16_t>(rng() & m.full);
    }
    const int total = static_cast<int>(rng() % 31) - 10;
    uint16_t expected[3] = {};
    for (int a = 1; a <= 9; ++a) {
      for (int b = 1; b <= 9; ++b) {
        for (int c = 1; c <= (count == 3 ? 9 : 1); ++c) {
          const int digits[3] = {a, b, c};
          int sum = 0;
          bool in = true;
          for (int i = 0; i < count; ++i) {
            in = in && (masks[i] >> (digits[i] - 1) & 1);
            sum += signs[static_cast<size_t>(i)] * digits[i];
          }
          if (!in || sum != total) continue;
          for (int i = 0; i < count; ++i)
            expected[i] |= static_cast<uint16_t>(1u << (digits[i] - 1));
        }
      }
    }
    reset();
    for (int i = 0; i < count; ++i) cand[static_cast<size_t>(cells[i])] = masks[i];
    const Pass pass = run(rule_cells, signs, total, true);
    if (expected[0] == 0) {
      EXPECT_EQ(pass, Pass::kContradiction) << "trial " << trial;
      ++contradictions;
      continue;
    }
    ASSERT_NE(pass, Pass::kContradiction) << "trial " << trial;
    bool narrowed = false;
    for (int i = 0; i < count; ++i) {
      EXPECT_EQ(cand[static_cast<size_t>(cells[i])], expected[i])
          << "trial " << trial << " cell " << i;
      narrowed = narrowed || expected[i] != masks[i];
    }
    EXPECT_EQ(pass, narrowed ? Pass::kChanged : Pass::kNoChange) << "trial " << trial;
    changes += narrowed ? 1 : 0;
  }
  // The random rules exercise all three outcomes.
  EXPECT_GT(contradictions, 100);
  EXPECT_GT(changes, 100);
}

TEST(KillerPropagation, ReflectAndPairPartnersMatchTheirDefinitions) {
  std::mt19937 rng(7);
  for (int n = 1; n <= 16; ++n) {
    for (int trial = 0; trial < 200; ++trial) {
      const uint16_t mask = static_cast<uint16_t>(rng() & ((1u << n) - 1));
      uint16_t mirrored = 0;
      for (int d = 1; d <= n; ++d) {
        if (mask >> (d - 1) & 1) mirrored = static_cast<uint16_t>(mirrored | 1u << (n - d));
      }
      ASSERT_EQ(reflect_digits(mask, n), mirrored) << "n " << n << " mask " << mask;
    }
  }
  for (int trial = 0; trial < 2000; ++trial) {
    const uint16_t mask = static_cast<uint16_t>(rng());
    const int total = static_cast<int>(rng() % 40) - 4;
    uint16_t partners = 0;
    for (int a = 1; a <= 16; ++a) {
      const int b = total - a;
      if (b >= 1 && b <= 16 && (mask >> (b - 1) & 1))
        partners = static_cast<uint16_t>(partners | 1u << (a - 1));
    }
    ASSERT_EQ(pair_partners(mask, total), partners) << "mask " << mask << " total " << total;
  }
}

// What one pass of a cage's digit sets must do, from its definition: the sets of `k` digits
// summing to `sum` that hold the held digits (`must`) and the placed ones, lie within the
// cells' candidates, give every open cell a digit and every digit an open cell; open cells
// keep the union of those sets, and each digit all of them need, taken in increasing order,
// goes to its one place when it has one. Returns the outcome and updates `masks`.
Pass expected_cage_pass(int n, int sum, uint16_t must, std::vector<uint16_t>& masks) {
  uint16_t fixed = 0;
  uint16_t uni = 0;
  std::vector<size_t> open;
  for (size_t i = 0; i < masks.size(); ++i) {
    uni = static_cast<uint16_t>(uni | masks[i]);
    if (std::popcount(masks[i]) == 1) {
      if (fixed & masks[i]) return Pass::kContradiction;
      fixed = static_cast<uint16_t>(fixed | masks[i]);
    } else {
      open.push_back(i);
    }
  }
  if (open.empty()) {
    int total = 0;
    for (int d = 1; d <= n; ++d) total += (fixed >> (d - 1) & 1) ? d : 0;
    return total == sum ? Pass::kNoChange : Pass::kContradiction;
  }
  must = static_cast<uint16_t>(must | fixed);
  uint16_t allowed = 0;
  uint16_t required = static_cast<uint16_t>((1u << n) - 1);
  for (uint32_t set = 0; set < (1u << n); ++set) {
    int total = 0;
    for (int d = 1; d <= n; ++d) total += (set >> (d - 1) & 1) ? d : 0;
    if (std::popcount(set) != static_cast<int>(masks.size()) || total != sum) continue;
    if ((set & must) != must || (set & ~uni) != 0) continue;
    const uint32_t rest = set & ~static_cast<uint32_t>(fixed);
    uint32_t cover = 0;
    bool every_cell = true;
    for (size_t i : open) {
      every_cell = every_cell && (masks[i] & rest) != 0;
      cover |= masks[i] & rest;
    }
    if (!every_cell || cover != rest) continue;
    allowed = static_cast<uint16_t>(allowed | set);
    required = static_cast<uint16_t>(required & set);
  }
  if (allowed == 0) return Pass::kContradiction;
  bool changed = false;
  for (size_t i : open) {
    const uint16_t x = static_cast<uint16_t>(masks[i] & allowed);
    changed = changed || x != masks[i];
    masks[i] = x;
  }
  for (int d = 1; d <= n; ++d) {
    const uint16_t bit = static_cast<uint16_t>(1u << (d - 1));
    if (!(required & bit) || (fixed & bit)) continue;
    std::vector<size_t> places;
    for (size_t i : open) {
      if (masks[i] & bit) places.push_back(i);
    }
    if (places.empty()) return Pass::kContradiction;
    if (places.size() == 1 && masks[places[0]] != bit) {
      masks[places[0]] = bit;
      changed = true;
    }
  }
  return changed ? Pass::kChanged : Pass::kNoChange;
}

TEST(KillerPropagation, CagePassMatchesItsDefinitionOnRandomCages) {
  // One cage of 2..7 cells in the first row, random candidates (some placed), held digits
  // and sums; 16 x 16 cages have hundreds of digit sets, so every grouping of the sets is
  // exercised (full groups of eight and a short last one).
  std::mt19937 rng(20261203);
  int outcomes[3] = {};
  for (int trial = 0; trial < 1500; ++trial) {
    const int n = trial % 2 == 0 ? 9 : 16;
    const int k = 2 + static_cast<int>(rng() % 6);
    const int lo = k * (k + 1) / 2;
    const int hi = k * (2 * n - k + 1) / 2;
    const int sum = lo + static_cast<int>(rng() % static_cast<unsigned>(hi - lo + 1));
    Board b;
    b.n = n;
    ASSERT_TRUE(default_box(n, &b.box_h, &b.box_w));
    b.givens.assign(static_cast<size_t>(n * n), 0);
    Cage cage;
    cage.sum = sum;
    for (int c = 0; c < k; ++c) cage.cells.push_back(c);
    b.cages = {cage};
    Tables m = build_tables(b, Rule45::kNone);
    std::vector<uint16_t> masks(static_cast<size_t>(k));
    for (uint16_t& x : masks) {
      x = rng() % 6 == 0 ? static_cast<uint16_t>(1u << (rng() % static_cast<unsigned>(n)))
                         : static_cast<uint16_t>(rng() & m.full);
      if (x == 0) x = m.full;
    }
    const uint16_t must =
        rng() % 3 == 0 ? static_cast<uint16_t>(1u << (rng() % static_cast<unsigned>(n))) : 0;
    std::vector<uint16_t> cand(static_cast<size_t>(m.state_size), m.full);
    for (int c = 0; c < k; ++c) cand[static_cast<size_t>(c)] = masks[static_cast<size_t>(c)];
    cand[static_cast<size_t>(m.cells)] = must;
    Propagator p{m};
    p.mark_all();
    const Pass got = p.cage_combinations(cand.data(), Propagator::Cages::kReal);
    std::vector<uint16_t> want = masks;
    const Pass expected = expected_cage_pass(n, sum, must, want);
    ASSERT_EQ(got, expected) << "trial " << trial;
    ++outcomes[static_cast<int>(expected)];
    if (expected == Pass::kContradiction) continue;
    for (int c = 0; c < k; ++c) {
      EXPECT_EQ(cand[static_cast<size_t>(c)], want[static_cast<size_t>(c)])
          << "trial " << trial << " cell " << c;
    }
  }
  // Random cages reach all three outcomes.
  for (int o : outcomes) EXPECT_GT(o, 100);
}

// A 9 x 9 killer of random connected cages of 4 or 5 cells where they fit (fewer where they do
// not), sums taken from a fixed sudoku grid: the full tables have rule-of-45 sums with innies
// and outies, and, as in the hardest killers, many of them with two or three open cells after
// a few steps. A cage may repeat a digit of that grid, so a board may have no solution: the
// test compares propagators, not answers.
Board random_killer9(std::mt19937_64& rng) {
  Board b;
  b.givens.assign(81, 0);
  std::vector<int> owner(81, -1);
  std::vector<int> order(81);
  for (int i = 0; i < 81; ++i) order[static_cast<size_t>(i)] = i;
  std::shuffle(order.begin(), order.end(), rng);
  for (int start : order) {
    if (owner[static_cast<size_t>(start)] >= 0) continue;
    Cage cage{0, {start}};
    const int id = static_cast<int>(b.cages.size());
    owner[static_cast<size_t>(start)] = id;
    const size_t want = 4 + rng() % 2;
    while (cage.cells.size() < want) {
      std::vector<int> options;
      for (int cell : cage.cells) {
        const int r = cell / 9;
        const int c = cell % 9;
        for (int next : {r > 0 ? cell - 9 : -1, r < 8 ? cell + 9 : -1, c > 0 ? cell - 1 : -1,
                         c < 8 ? cell + 1 : -1}) {
          if (next >= 0 && owner[static_cast<size_t>(next)] < 0) options.push_back(next);
        }
      }
      if (options.empty()) break;
      const int next = options[rng() % options.size()];
      owner[static_cast<size_t>(next)] = id;
      cage.cells.push_back(next);
    }
    for (int cell : cage.cells) cage.sum += (3 * (cell / 9 % 3) + cell / 27 + cell % 9) % 9 + 1;
    b.cages.push_back(cage);
  }
  return b;
}

TEST(KillerPropagation, SumLanesFollowTheCandidatesThroughAssignments) {
  // The search's states keep each sum rule's slacks and open count, and the propagator queues a
  // rule only when they say it may narrow a cell. Along random walks of assignments the lanes
  // must equal the counts recomputed from the candidates, and the deductions must be those of a
  // propagator that queues every sum rule whose bounds move (one set up by load(), which keeps
  // no lanes).
  std::mt19937_64 rng(20261202);
  int checked = 0;
  int negative_signs = 0;
  int contradictions = 0;
  for (int board = 0; board < 300; ++board) {
    const Board b = random_killer9(rng);
    const Tables m = build_tables(b, Rule45::kFull);
    ASSERT_FALSE(m.sums.empty());
    for (int8_t sign : m.sum_signs) negative_signs += sign < 0 ? 1 : 0;
    Propagator p{m};
    Propagator reference{m};
    p.set_exact_small_sums(board % 2 == 0);
    reference.set_exact_small_sums(board % 2 == 0);
    std::vector<uint16_t> state(static_cast<size_t>(m.state_size));
    std::vector<uint16_t> ref_state = state;
    const bool started = p.start(state.data());
    reference.load(ref_state.data());
    ASSERT_EQ(reference.propagate(ref_state.data()), started);
    if (!started) continue;
    const auto same_deductions = [&](const std::vector<uint16_t>& a,
                                     const std::vector<uint16_t>& b) {
      return std::equal(a.begin(), a.begin() + m.sum_state, b.begin());
    };
    ASSERT_TRUE(same_deductions(state, ref_state)) << "board " << board;
    for (int step = 0; step < 40; ++step) {
      std::vector<int> open;
      for (int c = 0; c < m.cells; ++c) {
        if (std::popcount(state[static_cast<size_t>(c)]) > 1) open.push_back(c);
      }
      if (open.empty()) break;
      const int cell = open[rng() % open.size()];
      uint16_t options = state[static_cast<size_t>(cell)];
      for (size_t skip = rng() % static_cast<size_t>(std::popcount(options)); skip > 0; --skip)
        options = static_cast<uint16_t>(options & (options - 1));
      const uint16_t bit = static_cast<uint16_t>(options & -options);
      std::vector<uint16_t> child = state;
      std::vector<uint16_t> ref_child = ref_state;
      const bool ok = p.assign(child.data(), cell, bit);
      ASSERT_EQ(reference.assign(ref_child.data(), cell, bit), ok) << "board " << board;
      contradictions += ok ? 0 : 1;
      if (!ok) continue;
      ASSERT_TRUE(same_deductions(child, ref_child)) << "board " << board << " step " << step;
      for (size_t r = 0; r < m.sums.size(); ++r) {
        const SumRule& rule = m.sums[r];
        int lo = 0;
        int hi = 0;
        int open_cells = 0;
        for (int i = rule.begin; i < rule.end; ++i) {
          const uint16_t x = child[static_cast<size_t>(m.sum_cells[static_cast<size_t>(i)])];
          const int low = std::countr_zero(x) + 1;
          const int high = 16 - std::countl_zero(x);
          const bool plus = m.sum_signs[static_cast<size_t>(i)] > 0;
          lo += plus ? low : -high;
          hi += plus ? high : -low;
          open_cells += low == high ? 0 : 1;
        }
        const Propagator::SumCounts kept = p.sum_counts(child.data(), static_cast<int>(r));
        ASSERT_EQ(kept.slack_below, rule.total - lo) << "board " << board << " rule " << r;
        ASSERT_EQ(kept.slack_above, hi - rule.total) << "board " << board << " rule " << r;
        ASSERT_EQ(kept.open, open_cells) << "board " << board << " rule " << r;
        ++checked;
      }
      state = child;
      ref_state = ref_child;
    }
  }
  EXPECT_GT(checked, 5000);
  EXPECT_GT(negative_signs, 100);
  EXPECT_GT(contradictions, 50);
}

TEST(KillerPropagation, CountsWithLanesMatchBruteForce) {
  // The lanes are copied with the candidates per search level: a held digit found in one
  // branch must not leak into its sibling, which would lose solutions.
  Board b = l_cage_board();
  const uint64_t expected = brute_force_count(b);
  ASSERT_GT(expected, 0u);
  Context ctx;
  for (Rule45 level : {Rule45::kNone, Rule45::kLight, Rule45::kFull}) {
    CountOutcome out = count_solutions_at(b, ctx, 0, level);
    ASSERT_TRUE(out.complete);
    EXPECT_EQ(out.count, expected);
  }
  // Without cage 2's sum the layout has several solutions.
  b.cages[2].sum = 7;
  b.cages[0].sum = 4;
  const uint64_t several = brute_force_count(b);
  CountOutcome out = count_solutions_at(b, ctx, 0, Rule45::kFull);
  EXPECT_EQ(out.count, several);
}

}  // namespace
}  // namespace gridlogic::killer
