// Building the solver's fixed tables: units, peers, cage digit-set tables and the rule of 45.
//
// Rule of 45: a region made of u whole units (rows, columns, boxes) holds u copies of 1..n, so
// its digits sum to u*n(n+1)/2. Subtracting the cages wholly inside leaves the "innies" with a
// known sum; the parts of straddling cages outside the region ("outies") have a known sum too;
// and with the straddling cages that lie mostly inside counted in, outies minus innies is known.
// We keep every such linear rule with few cells (they are cheap to propagate and strong); one
// whose cells all see each other is a real (virtual) cage and gets the digit-set table.
#include <algorithm>
#include <array>

#include "puzzles/killer/propagation.hpp"
#include "puzzles/killer/solver.hpp"

namespace gridlogic::killer {
namespace {

constexpr int kMaxRuleCells = 7;

struct ComboTables {
  // tables[n][size * 137 + sum]
  std::array<std::vector<std::vector<uint16_t>>, kMaxSize + 1> by_n;
  ComboTables() {
    for (int n = 1; n <= kMaxSize; ++n) {
      auto& t = by_n[static_cast<size_t>(n)];
      t.resize(static_cast<size_t>((n + 1) * 137));
      for (uint32_t m = 1; m < (1u << n); ++m) {
        int size = popcount16(m);
        int sum = 0;
        for (int d = 0; d < n; ++d) {
          if (m & (1u << d)) sum += d + 1;
        }
        t[static_cast<size_t>(size * 137 + sum)].push_back(static_cast<uint16_t>(m));
      }
    }
  }
};

const std::vector<uint16_t> kNoCombos;

// A set of cells as a 256-bit mask.
struct Cells {
  uint64_t w[4] = {0, 0, 0, 0};
  void set(int cell) { w[cell >> 6] |= uint64_t{1} << (cell & 63); }
  [[nodiscard]] bool has(int cell) const { return (w[cell >> 6] >> (cell & 63)) & 1; }
  [[nodiscard]] int count() const {
    return popcount64(w[0]) + popcount64(w[1]) + popcount64(w[2]) + popcount64(w[3]);
  }
  Cells operator&(const Cells& o) const { return {{w[0] & o.w[0], w[1] & o.w[1], w[2] & o.w[2], w[3] & o.w[3]}}; }
  Cells operator|(const Cells& o) const { return {{w[0] | o.w[0], w[1] | o.w[1], w[2] | o.w[2], w[3] | o.w[3]}}; }
  Cells operator~() const { return {{~w[0], ~w[1], ~w[2], ~w[3]}}; }
  bool operator==(const Cells& o) const {
    return w[0] == o.w[0] && w[1] == o.w[1] && w[2] == o.w[2] && w[3] == o.w[3];
  }
  /// The cells in ascending order into `out` (room for `room`); returns how many there are.
  int list(int* out, int room) const {
    int count = 0;
    for (int i = 0; i < 4; ++i) {
      uint64_t x = w[i];
      while (x) {
        if (count < room) out[count] = i * 64 + __builtin_ctzll(x);
        ++count;
        x &= x - 1;
      }
    }
    return count;
  }
};

struct RuleKey {
  Cells plus;
  Cells minus;
  int total;
};

class RuleBuilder {
 public:
  RuleBuilder(const Board& board, Model& model) : board_(board), m_(model) {
    cage_of_.assign(static_cast<size_t>(board.cells()), -1);
    for (int cell = 0; cell < board.cells(); ++cell) {
      row_.push_back(static_cast<uint8_t>(board.row(cell)));
      col_.push_back(static_cast<uint8_t>(board.col(cell)));
      box_.push_back(static_cast<uint8_t>(board.box(cell)));
    }
    for (size_t i = 0; i < board.cages.size(); ++i) {
      Cells cells;
      for (int cell : board.cages[i].cells) {
        cage_of_[static_cast<size_t>(cell)] = static_cast<int>(i);
        cells.set(cell);
      }
      cage_cells_.push_back(cells);
      remember(cells, Cells{}, board.cages[i].sum);
    }
  }

  // A region made of `units` whole units: `inside[i]` = cells of cage i in it, `in` its cells.
  template <typename In>
  void region(const std::vector<int>& inside, In in, int units) {
    const int n = board_.n;
    int target = units * n * (n + 1) / 2;
    int full_sum = 0;
    int partial_sum = 0;
    int mostly_sum = 0;
    int innie_count = 0;
    int outie_count = 0;
    int mixed_count = 0;
    partial_.clear();
    for (size_t i = 0; i < board_.cages.size(); ++i) {
      int k = inside[i];
      if (k == 0) continue;
      int size = static_cast<int>(board_.cages[i].cells.size());
      int sum = board_.cages[i].sum;
      if (k == size) {
        full_sum += sum;
        mostly_sum += sum;
        continue;
      }
      partial_sum += sum;
      partial_.push_back(static_cast<int>(i));
      innie_count += k;
      outie_count += size - k;
      if (2 * k > size) {
        mostly_sum += sum;
        mixed_count += size - k;
      } else {
        mixed_count += k;
      }
    }
    if (innie_count > kMaxRuleCells && outie_count > kMaxRuleCells && mixed_count > kMaxRuleCells) return;
    Cells innies, outies, mostly_out, other_in;
    for (int i : partial_) {
      int size = static_cast<int>(board_.cages[static_cast<size_t>(i)].cells.size());
      bool mostly = 2 * inside[static_cast<size_t>(i)] > size;
      for (int cell : board_.cages[static_cast<size_t>(i)].cells) {
        if (in(cell)) {
          innies.set(cell);
          if (!mostly) other_in.set(cell);
        } else {
          outies.set(cell);
          if (mostly) mostly_out.set(cell);
        }
      }
    }
    if (innie_count <= kMaxRuleCells) add(innies, Cells{}, target - full_sum);
    if (outie_count <= kMaxRuleCells) add(outies, Cells{}, partial_sum + full_sum - target);
    if (mixed_count <= kMaxRuleCells) add(mostly_out, other_in, mostly_sum - target);
  }

 private:
  static uint64_t hash(const Cells& plus, const Cells& minus, int total) {
    uint64_t h = static_cast<uint64_t>(total) * 0x9E3779B97F4A7C15ull;
    for (int i = 0; i < 4; ++i) {
      h = (h ^ plus.w[i]) * 0x100000001B3ull;
      h = (h ^ minus.w[i]) * 0xC2B2AE3D27D4EB4Full;
    }
    return h ^ (h >> 29);
  }

  static constexpr size_t kSlots = 2048;  // a power of two, twice the rules tried and more

  // Adds the rule to the set of known rules; false when it was there already.
  bool remember(const Cells& plus, const Cells& minus, int total) {
    size_t slot = static_cast<size_t>(hash(plus, minus, total)) & (kSlots - 1);
    while (slots_[slot] >= 0) {
      const RuleKey& k = seen_[static_cast<size_t>(slots_[slot])];
      if (k.total == total && k.plus == plus && k.minus == minus) return false;
      slot = (slot + 1) & (kSlots - 1);
    }
    if (seen_.size() + 1 >= kSlots / 2) return false;  // full: stop adding rules (never in practice)
    slots_[slot] = static_cast<int>(seen_.size());
    seen_.push_back({plus, minus, total});
    return true;
  }

  bool all_peers(const int* cells, int count) const {
    for (int i = 0; i < count; ++i) {
      for (int j = i + 1; j < count; ++j) {
        int a = cells[i];
        int b = cells[j];
        size_t x = static_cast<size_t>(a);
        size_t y = static_cast<size_t>(b);
        bool peer = row_[x] == row_[y] || col_[x] == col_[y] || box_[x] == box_[y] ||
                    cage_of_[x] == cage_of_[y];
        if (!peer) return false;
      }
    }
    return true;
  }

  void add(const Cells& plus_set, const Cells& minus_set, int total) {
    int count = plus_set.count() + minus_set.count();
    if (count == 0 || count > kMaxRuleCells) return;
    if (plus_set.count() == 0) return;  // only minus terms: the same rule with signs flipped
    if (!remember(plus_set, minus_set, total)) return;
    int plus[kMaxRuleCells];
    int minus[kMaxRuleCells];
    int plus_count = plus_set.list(plus, kMaxRuleCells);
    int minus_count = minus_set.list(minus, kMaxRuleCells);
    if (minus_count == 0 && plus_count >= 2 && all_peers(plus, plus_count)) {
      CageRule rule;
      rule.begin = static_cast<int>(m_.cage_cells.size());
      m_.cage_cells.insert(m_.cage_cells.end(), plus, plus + plus_count);
      rule.end = static_cast<int>(m_.cage_cells.size());
      rule.sum = total;
      rule.combos = &cage_combinations(board_.n, plus_count, total);
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

  const Board& board_;
  Model& m_;
  std::vector<int> cage_of_;
  std::vector<Cells> cage_cells_;

 public:
  std::vector<uint8_t> row_, col_, box_;  // per cell, to skip the divisions

 private:
  std::vector<RuleKey> seen_;
  std::vector<int> slots_ = std::vector<int>(kSlots, -1);  // open addressing into seen_
  std::vector<int> partial_;
};

void add_rule45(const Board& board, Model& m) {
  const int n = board.n;
  const size_t cages = board.cages.size();
  RuleBuilder builder(board, m);
  // Cells of each cage per row, column and box, so a region's count is a few additions.
  std::vector<int> per_row(cages * static_cast<size_t>(n), 0), per_col(per_row), per_box(per_row);
  for (size_t i = 0; i < cages; ++i) {
    for (int cell : board.cages[i].cells) {
      ++per_row[i * static_cast<size_t>(n) + static_cast<size_t>(board.row(cell))];
      ++per_col[i * static_cast<size_t>(n) + static_cast<size_t>(board.col(cell))];
      ++per_box[i * static_cast<size_t>(n) + static_cast<size_t>(board.box(cell))];
    }
  }
  std::vector<int> rows(cages), cols(cages), inside(cages);
  // Row and column ranges of at most n/2 lines: a longer range's rules are those of its
  // complement (its innies are the complement's outies, with the same known sum).
  for (int a = 0; a < n; ++a) {
    std::fill(rows.begin(), rows.end(), 0);
    std::fill(cols.begin(), cols.end(), 0);
    for (int b = a; b < n && 2 * (b - a + 1) <= n + 1; ++b) {
      for (size_t i = 0; i < cages; ++i) {
        rows[i] += per_row[i * static_cast<size_t>(n) + static_cast<size_t>(b)];
        cols[i] += per_col[i * static_cast<size_t>(n) + static_cast<size_t>(b)];
      }
      builder.region(rows, [&](int cell) {
        int r = builder.row_[static_cast<size_t>(cell)];
        return r >= a && r <= b;
      }, b - a + 1);
      builder.region(cols, [&](int cell) {
        int c = builder.col_[static_cast<size_t>(cell)];
        return c >= a && c <= b;
      }, b - a + 1);
    }
  }
  // Boxes, and pairs of neighbouring boxes.
  const int across = n / board.box_w;
  const int down = n / board.box_h;
  auto boxes = [&](int x, int y) {
    for (size_t i = 0; i < cages; ++i) {
      inside[i] = per_box[i * static_cast<size_t>(n) + static_cast<size_t>(x)] +
                  (y >= 0 ? per_box[i * static_cast<size_t>(n) + static_cast<size_t>(y)] : 0);
    }
    builder.region(inside, [&](int cell) {
      int bx = builder.box_[static_cast<size_t>(cell)];
      return bx == x || bx == y;
    }, y >= 0 ? 2 : 1);
  };
  for (int b = 0; b < n; ++b) {
    boxes(b, -1);
    if (b % across + 1 < across) boxes(b, b + 1);
    if (b / across + 1 < down) boxes(b, b + across);
  }
}

}  // namespace

const std::vector<uint16_t>& cage_combinations(int n, int size, int sum) {
  static const ComboTables tables;
  if (n < 1 || n > kMaxSize || size < 0 || size > n || sum < 0 || sum > 136) return kNoCombos;
  return tables.by_n[static_cast<size_t>(n)][static_cast<size_t>(size * 137 + sum)];
}

Model build_model(const Board& board, bool rule45) {
  Model m;
  const int n = board.n;
  m.n = n;
  m.cells = n * n;
  m.full = static_cast<uint16_t>((1u << n) - 1);
  m.units = 3 * n;
  m.givens = board.givens;
  m.unit_cells.resize(static_cast<size_t>(3 * n * n));
  for (int cell = 0; cell < m.cells; ++cell) {
    int r = board.row(cell);
    int c = board.col(cell);
    int b = board.box(cell);
    int in_box = (r % board.box_h) * board.box_w + c % board.box_w;
    m.unit_cells[static_cast<size_t>(r * n + c)] = cell;
    m.unit_cells[static_cast<size_t>((n + c) * n + r)] = cell;
    m.unit_cells[static_cast<size_t>((2 * n + b) * n + in_box)] = cell;
  }
  std::vector<int> cage_of(static_cast<size_t>(m.cells), -1);
  for (size_t i = 0; i < board.cages.size(); ++i) {
    const Cage& cage = board.cages[i];
    CageRule rule;
    rule.begin = static_cast<int>(m.cage_cells.size());
    m.cage_cells.insert(m.cage_cells.end(), cage.cells.begin(), cage.cells.end());
    rule.end = static_cast<int>(m.cage_cells.size());
    rule.sum = cage.sum;
    rule.combos = &cage_combinations(n, static_cast<int>(cage.cells.size()), cage.sum);
    m.cages.push_back(rule);
    for (int cell : cage.cells) cage_of[static_cast<size_t>(cell)] = static_cast<int>(i);
  }
  // Peers from the three units of each cell and its cage, each peer once (a mark per cell).
  std::vector<int> mark(static_cast<size_t>(m.cells), -1);
  m.peers.reserve(static_cast<size_t>(m.cells) * static_cast<size_t>(4 * n));
  m.peer_begin.reserve(static_cast<size_t>(m.cells) + 1);
  m.cage_cells.reserve(static_cast<size_t>(4 * m.cells));
  m.cages.reserve(board.cages.size() + 128);
  m.sum_cells.reserve(1024);
  m.sum_signs.reserve(1024);
  m.sums.reserve(256);
  m.peer_begin.push_back(0);
  for (int a = 0; a < m.cells; ++a) {
    mark[static_cast<size_t>(a)] = a;
    auto add = [&](int b) {
      if (mark[static_cast<size_t>(b)] == a) return;
      mark[static_cast<size_t>(b)] = a;
      m.peers.push_back(b);
    };
    const int unit_ids[3] = {board.row(a), n + board.col(a), 2 * n + board.box(a)};
    for (int u : unit_ids) {
      for (int i = 0; i < n; ++i) add(m.unit_cells[static_cast<size_t>(u * n + i)]);
    }
    int k = cage_of[static_cast<size_t>(a)];
    if (k >= 0) {
      for (int b : board.cages[static_cast<size_t>(k)].cells) add(b);
    }
    m.peer_begin.push_back(static_cast<int>(m.peers.size()));
  }
  if (rule45 && !board.cages.empty()) add_rule45(board, m);
  // Rules per cell.
  m.cell_units.resize(static_cast<size_t>(3 * m.cells));
  for (int cell = 0; cell < m.cells; ++cell) {
    m.cell_units[static_cast<size_t>(3 * cell)] = board.row(cell);
    m.cell_units[static_cast<size_t>(3 * cell + 1)] = n + board.col(cell);
    m.cell_units[static_cast<size_t>(3 * cell + 2)] = 2 * n + board.box(cell);
  }
  auto index = [&](const std::vector<int>& cells, const auto& rules, std::vector<int>& begin,
                   std::vector<int>& list) {
    std::vector<int> count(static_cast<size_t>(m.cells) + 1, 0);
    for (const auto& rule : rules) {
      for (int i = rule.begin; i < rule.end; ++i) ++count[static_cast<size_t>(cells[static_cast<size_t>(i)]) + 1];
    }
    for (int c = 0; c < m.cells; ++c) count[static_cast<size_t>(c) + 1] += count[static_cast<size_t>(c)];
    begin = count;
    list.assign(static_cast<size_t>(count.back()), 0);
    for (size_t r = 0; r < rules.size(); ++r) {
      for (int i = rules[r].begin; i < rules[r].end; ++i) {
        list[static_cast<size_t>(count[static_cast<size_t>(cells[static_cast<size_t>(i)])]++)] = static_cast<int>(r);
      }
    }
  };
  index(m.cage_cells, m.cages, m.cage_of_begin, m.cages_of);
  index(m.sum_cells, m.sums, m.sum_of_begin, m.sums_of);
  return m;
}

}  // namespace gridlogic::killer
