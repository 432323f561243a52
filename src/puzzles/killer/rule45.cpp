// Rule of 45: a region made of u whole units (rows, columns, boxes) holds u copies of 1..n, so
// its digits sum to u*n(n+1)/2. Subtracting the cages wholly inside leaves the "innies" with a
// known sum; the parts of straddling cages outside the region ("outies") have a known sum too;
// and with the straddling cages that lie mostly inside counted in, outies minus innies is known.
// We keep every such linear rule with few cells (they are cheap to propagate and strong); one
// whose cells all see each other is a real (virtual) cage and gets the digit-set table.
//
// Regions (full level): ranges of up to about n/2 consecutive rows or columns (a longer range's
// rules are those of its complement), single boxes and pairs of neighbouring boxes. The light
// level takes ranges of one or two lines and single boxes, and rules of up to five cells. Every
// puzzle builds its own rules, so this is on the solver's start-up path: cells are bit sets of W
// words (two for grids up to 11x11), a region's cages are found with an AND and a POPCNT per cage.
#include "puzzles/killer/rule45.hpp"

#include <array>
#include <bit>

#include "puzzles/killer/solver.hpp"

namespace gridlogic::killer {
namespace {

constexpr int kMaxRuleCells = 7;

struct Limits {
  int max_lines;   // longest range of rows or columns
  bool box_pairs;  // pairs of neighbouring boxes too
  int max_cells;   // largest rule kept (<= kMaxRuleCells)
};

template <int W>
struct CellSet {
  std::array<uint64_t, W> w{};
  void set(int cell) { w[static_cast<size_t>(cell >> 6)] |= uint64_t{1} << (cell & 63); }
  [[nodiscard]] int count() const {
    int c = 0;
    for (uint64_t x : w) c += std::popcount(x);
    return c;
  }
  [[nodiscard]] bool empty() const {
    uint64_t any = 0;
    for (uint64_t x : w) any |= x;
    return any == 0;
  }
  CellSet operator&(const CellSet& o) const {
    CellSet r;
    for (size_t i = 0; i < W; ++i) r.w[i] = w[i] & o.w[i];
    return r;
  }
  CellSet& operator|=(const CellSet& o) {
    for (size_t i = 0; i < W; ++i) w[i] |= o.w[i];
    return *this;
  }
  CellSet operator~() const {
    CellSet r;
    for (size_t i = 0; i < W; ++i) r.w[i] = ~w[i];
    return r;
  }
  bool operator==(const CellSet& o) const { return w == o.w; }
  /// The cells in ascending order into `out` (room for kMaxRuleCells); returns how many.
  int list(int* out) const {
    int count = 0;
    for (size_t i = 0; i < W; ++i) {
      for (uint64_t x = w[i]; x != 0 && count < kMaxRuleCells; x &= x - 1) {
        out[count++] = static_cast<int>(i) * 64 + std::countr_zero(x);
      }
    }
    return count;
  }
};

template <int W>
class RuleBuilder {
 public:
  RuleBuilder(const Board& board, Tables& tables, Limits limits)
      : m_(tables), n_(board.n), limits_(limits) {
    const Geometry& g = *tables.geo;
    cage_of_.assign(static_cast<size_t>(g.cells), -1);
    for (size_t i = 0; i < board.cages.size(); ++i) {
      CellSet<W> cells;
      for (int cell : board.cages[i].cells) {
        cage_of_[static_cast<size_t>(cell)] = static_cast<int>(i);
        cells.set(cell);
      }
      cages_.push_back({cells, static_cast<int>(board.cages[i].cells.size()), board.cages[i].sum});
      remember(cells, CellSet<W>{}, board.cages[i].sum);
    }
    units_.resize(static_cast<size_t>(g.units));
    unit_cages_.resize(static_cast<size_t>(g.units));
    for (int u = 0; u < g.units; ++u) {
      for (int i = 0; i < n_; ++i) {
        int cell = g.unit_cells[static_cast<size_t>(u * n_ + i)];
        units_[static_cast<size_t>(u)].set(cell);
        if (cage_of_[static_cast<size_t>(cell)] >= 0)
          unit_cages_[static_cast<size_t>(u)].set(cage_of_[static_cast<size_t>(cell)]);
      }
    }
  }

  void build() {
    const Geometry& g = *m_.geo;
    // Row and column ranges of at most about n/2 lines.
    for (int first = 0; first < n_; ++first) {
      Region rows;
      Region cols;
      for (int last = first;
           last < n_ && 2 * (last - first + 1) <= n_ + 1 && last - first < limits_.max_lines;
           ++last) {
        region(rows.add(*this, last), last - first + 1);
        region(cols.add(*this, n_ + last), last - first + 1);
      }
    }
    // Boxes, and pairs of neighbouring boxes.
    const int across = n_ / g.box_w;
    const int down = n_ / g.box_h;
    for (int b = 0; b < n_; ++b) {
      Region box;
      region(box.add(*this, 2 * n_ + b), 1);
      if (!limits_.box_pairs) continue;
      if (b % across + 1 < across) {
        Region pair = box;
        region(pair.add(*this, 2 * n_ + b + 1), 2);
      }
      if (b / across + 1 < down) {
        Region pair = box;
        region(pair.add(*this, 2 * n_ + b + across), 2);
      }
    }
  }

 private:
  struct CageSet {
    CellSet<W> cells;
    int size;
    int sum;
  };
  struct RuleKey {
    CellSet<W> plus;
    CellSet<W> minus;
    int total;
  };

  // A union of units: its cells, and the cages that touch it (bit i = cage i).
  struct Region {
    CellSet<W> cells;
    CellSet<W> cages;
    const Region& add(const RuleBuilder& b, int unit) {
      cells |= b.units_[static_cast<size_t>(unit)];
      cages |= b.unit_cages_[static_cast<size_t>(unit)];
      return *this;
    }
  };

  // The rules of one region made of `units` whole units.
  void region(const Region& r, int units) {
    const int target = units * n_ * (n_ + 1) / 2;
    const CellSet<W>& in = r.cells;
    const CellSet<W> out = ~in;
    int full_sum = 0;     // cages wholly inside
    int partial_sum = 0;  // cages straddling the border
    int mostly_sum = 0;   // cages wholly or mostly inside
    CellSet<W> innies, outies, mostly_out, other_in;
    for (size_t word = 0; word < W; ++word) {
      for (uint64_t bits = r.cages.w[word]; bits != 0; bits &= bits - 1) {
        const CageSet& cage = cages_[word * 64 + static_cast<size_t>(std::countr_zero(bits))];
        CellSet<W> inside = cage.cells & in;
        int k = inside.count();
        if (k == 0) continue;
        if (k == cage.size) {
          full_sum += cage.sum;
          mostly_sum += cage.sum;
          continue;
        }
        partial_sum += cage.sum;
        CellSet<W> outside = cage.cells & out;
        innies |= inside;
        outies |= outside;
        if (2 * k > cage.size) {
          mostly_sum += cage.sum;
          mostly_out |= outside;
        } else {
          other_in |= inside;
        }
      }
    }
    add(innies, CellSet<W>{}, target - full_sum);
    add(outies, CellSet<W>{}, partial_sum + full_sum - target);
    add(mostly_out, other_in, mostly_sum - target);
  }

  static uint64_t hash(const CellSet<W>& plus, const CellSet<W>& minus, int total) {
    uint64_t h = static_cast<uint64_t>(total) * 0x9E3779B97F4A7C15ull;
    for (size_t i = 0; i < W; ++i) {
      h = (h ^ plus.w[i]) * 0x100000001B3ull;
      h = (h ^ minus.w[i]) * 0xC2B2AE3D27D4EB4Full;
    }
    return h ^ (h >> 29);
  }

  static constexpr size_t kSlots =
      W == 2 ? 1024 : 2048;  // a power of two, twice the rules tried and more

  // Adds the rule to the set of known rules; false when it was there already.
  bool remember(const CellSet<W>& plus, const CellSet<W>& minus, int total) {
    size_t slot = static_cast<size_t>(hash(plus, minus, total)) & (kSlots - 1);
    while (slots_[slot] >= 0) {
      const RuleKey& k = seen_[static_cast<size_t>(slots_[slot])];
      if (k.total == total && k.plus == plus && k.minus == minus) return false;
      slot = (slot + 1) & (kSlots - 1);
    }
    if (seen_.size() + 1 >= kSlots / 2)
      return false;  // full: stop adding rules (never in practice)
    slots_[slot] = static_cast<int>(seen_.size());
    seen_.push_back({plus, minus, total});
    return true;
  }

  bool all_peers(const int* cells, int count) const {
    const Geometry& g = *m_.geo;
    for (int i = 0; i < count; ++i) {
      const int* a = g.cell_units.data() + 3 * cells[i];
      int cage_a = cage_of_[static_cast<size_t>(cells[i])];
      for (int j = i + 1; j < count; ++j) {
        const int* b = g.cell_units.data() + 3 * cells[j];
        bool peer = a[0] == b[0] || a[1] == b[1] || a[2] == b[2] ||
                    (cage_a >= 0 && cage_a == cage_of_[static_cast<size_t>(cells[j])]);
        if (!peer) return false;
      }
    }
    return true;
  }

  void add(const CellSet<W>& plus_set, const CellSet<W>& minus_set, int total) {
    int plus_count = plus_set.count();
    if (plus_count == 0) return;  // only minus terms: the same rule with signs flipped
    int count = plus_count + minus_set.count();
    if (count > limits_.max_cells) return;
    if (!remember(plus_set, minus_set, total)) return;
    int plus[kMaxRuleCells];
    int minus[kMaxRuleCells];
    plus_set.list(plus);
    int minus_count = minus_set.list(minus);
    if (minus_count == 0 && plus_count >= 2 && all_peers(plus, plus_count)) {
      CageRule rule;
      rule.begin = static_cast<int>(m_.cage_cells.size());
      m_.cage_cells.insert(m_.cage_cells.end(), plus, plus + plus_count);
      rule.end = static_cast<int>(m_.cage_cells.size());
      rule.sum = total;
      rule.combos = cage_combinations(n_, plus_count, total);
      rule.is_virtual = true;
      m_.cages.push_back(rule);
      return;
    }
    SumRule rule;
    rule.begin = static_cast<int>(m_.sum_cells.size());
    for (int i = 0; i < plus_count; ++i) {
      m_.sum_cells.push_back(plus[i]);
      m_.sum_signs.push_back(1);
    }
    for (int i = 0; i < minus_count; ++i) {
      m_.sum_cells.push_back(minus[i]);
      m_.sum_signs.push_back(-1);
    }
    rule.end = static_cast<int>(m_.sum_cells.size());
    rule.total = total;
    m_.sums.push_back(rule);
  }

  Tables& m_;
  const int n_;
  const Limits limits_;
  std::vector<int> cage_of_;
  std::vector<CageSet> cages_;
  std::vector<CellSet<W>> units_;       ///< cells of each unit
  std::vector<CellSet<W>> unit_cages_;  ///< cages touching each unit (bit i = cage i)
  std::vector<RuleKey> seen_;
  std::array<int, kSlots> slots_ = filled_slots();  // open addressing into seen_

  static std::array<int, kSlots> filled_slots() {
    std::array<int, kSlots> a{};
    a.fill(-1);
    return a;
  }
};

}  // namespace

void add_rule45(const Board& board, Tables& m, Rule45 level) {
  const Limits limits =
      level == Rule45::kFull ? Limits{board.n, true, kMaxRuleCells} : Limits{2, false, 5};
  if (board.cells() <= 128) {
    RuleBuilder<2> builder(board, m, limits);
    builder.build();
  } else {
    RuleBuilder<4> builder(board, m, limits);
    builder.build();
  }
}

}  // namespace gridlogic::killer
