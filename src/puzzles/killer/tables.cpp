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
  [[nodiscard]] std::vector<int> list() const {
    std::vector<int> out;
    for (int i = 0; i < 4; ++i) {
      uint64_t x = w[i];
      while (x) {
        out.push_back(i * 64 + __builtin_ctzll(x));
        x &= x - 1;
      }
    }
    return out;
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
    for (size_t i = 0; i < board.cages.size(); ++i) {
      Cells cells;
      for (int cell : board.cages[i].cells) {
        cage_of_[static_cast<size_t>(cell)] = static_cast<int>(i);
        cells.set(cell);
      }
      cage_cells_.push_back(cells);
      seen_.push_back({cells, Cells{}, board.cages[i].sum});
      seen_hash_.push_back(hash(cells, Cells{}, board.cages[i].sum));
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
    return h;
  }

  bool all_peers(const std::vector<int>& cells) const {
    for (size_t i = 0; i < cells.size(); ++i) {
      for (size_t j = i + 1; j < cells.size(); ++j) {
        int a = cells[i];
        int b = cells[j];
        bool peer = board_.row(a) == board_.row(b) || board_.col(a) == board_.col(b) ||
                    board_.box(a) == board_.box(b) ||
                    cage_of_[static_cast<size_t>(a)] == cage_of_[static_cast<size_t>(b)];
        if (!peer) return false;
      }
    }
    return true;
  }

  void add(const Cells& plus_set, const Cells& minus_set, int total) {
    int count = plus_set.count() + minus_set.count();
    if (count == 0 || count > kMaxRuleCells) return;
    if (plus_set.count() == 0) return;  // only minus terms: the same rule with signs flipped
    uint64_t h = hash(plus_set, minus_set, total);
    for (size_t i = 0; i < seen_hash_.size(); ++i) {
      const RuleKey& k = seen_[i];
      if (seen_hash_[i] == h && k.total == total && k.plus == plus_set && k.minus == minus_set) return;
    }
    seen_.push_back({plus_set, minus_set, total});
    seen_hash_.push_back(h);
    std::vector<int> plus = plus_set.list();
    std::vector<int> minus = minus_set.list();
    if (minus.empty() && plus.size() >= 2 && all_peers(plus)) {
      CageRule rule;
      rule.begin = static_cast<int>(m_.cage_cells.size());
      m_.cage_cells.insert(m_.cage_cells.end(), plus.begin(), plus.end());
      rule.end = static_cast<int>(m_.cage_cells.size());
      rule.sum = total;
      rule.combos = &cage_combinations(board_.n, static_cast<int>(plus.size()), total);
      rule.is_virtual = true;
      m_.cages.push_back(rule);
      return;
    }
    SumRule rule;
    rule.begin = static_cast<int>(m_.sum_cells.size());
    for (int cell : plus) {
      m_.sum_cells.push_back(cell);
      m_.sum_signs.push_back(1);
    }
    for (int cell : minus) {
      m_.sum_cells.push_back(cell);
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
  std::vector<RuleKey> seen_;
  std::vector<uint64_t> seen_hash_;
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
  for (int a = 0; a < n; ++a) {
    std::fill(rows.begin(), rows.end(), 0);
    std::fill(cols.begin(), cols.end(), 0);
    for (int b = a; b < n - (a == 0 ? 1 : 0); ++b) {
      for (size_t i = 0; i < cages; ++i) {
        rows[i] += per_row[i * static_cast<size_t>(n) + static_cast<size_t>(b)];
        cols[i] += per_col[i * static_cast<size_t>(n) + static_cast<size_t>(b)];
      }
      builder.region(rows, [&](int cell) { return board.row(cell) >= a && board.row(cell) <= b; }, b - a + 1);
      builder.region(cols, [&](int cell) { return board.col(cell) >= a && board.col(cell) <= b; }, b - a + 1);
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
    builder.region(inside, [&](int cell) { return board.box(cell) == x || board.box(cell) == y; },
                   y >= 0 ? 2 : 1);
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
  return m;
}

}  // namespace gridlogic::killer
