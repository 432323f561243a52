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
#include <set>

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
        int size = __builtin_popcount(m);
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

struct RuleKey {
  std::vector<std::pair<int, int>> terms;  // (cell, sign), sorted
  int total;
  bool operator<(const RuleKey& o) const {
    return total != o.total ? total < o.total : terms < o.terms;
  }
};

class RuleBuilder {
 public:
  RuleBuilder(const Board& board, Model& model) : board_(board), m_(model) {
    cage_of_.assign(static_cast<size_t>(board.cells()), -1);
    for (size_t i = 0; i < board.cages.size(); ++i) {
      for (int cell : board.cages[i].cells) cage_of_[static_cast<size_t>(cell)] = static_cast<int>(i);
    }
    for (const CageRule& c : m_.cages) {
      std::vector<int> cells(m_.cage_cells.begin() + c.begin, m_.cage_cells.begin() + c.end);
      std::vector<std::pair<int, int>> terms;
      for (int cell : cells) terms.emplace_back(cell, 1);
      std::sort(terms.begin(), terms.end());
      seen_.insert({terms, c.sum});
    }
  }

  // A region given as a cell mask made of `units` whole units.
  void region(const std::vector<bool>& in, int units) {
    const int n = board_.n;
    int target = units * n * (n + 1) / 2;
    int full_sum = 0;
    int partial_sum = 0;
    int mostly_sum = 0;
    std::vector<int> innies, outies, mostly_out, mostly_missing;
    for (size_t i = 0; i < board_.cages.size(); ++i) {
      const Cage& cage = board_.cages[i];
      int inside = 0;
      for (int cell : cage.cells) inside += in[static_cast<size_t>(cell)] ? 1 : 0;
      int size = static_cast<int>(cage.cells.size());
      if (inside == 0) continue;
      if (inside == size) {
        full_sum += cage.sum;
        mostly_sum += cage.sum;
        continue;
      }
      partial_sum += cage.sum;
      bool mostly = 2 * inside > size;
      if (mostly) mostly_sum += cage.sum;
      for (int cell : cage.cells) {
        if (in[static_cast<size_t>(cell)]) {
          innies.push_back(cell);
          if (!mostly) mostly_missing.push_back(cell);
        } else {
          outies.push_back(cell);
          if (mostly) mostly_out.push_back(cell);
        }
      }
    }
    add(innies, {}, target - full_sum);
    add(outies, {}, partial_sum + full_sum - target);
    if (!mostly_out.empty() && !mostly_missing.empty()) {
      add(mostly_out, mostly_missing, mostly_sum - target);
    }
  }

 private:
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

  void add(const std::vector<int>& plus, const std::vector<int>& minus, int total) {
    size_t count = plus.size() + minus.size();
    if (count == 0 || count > kMaxRuleCells) return;
    RuleKey key{{}, total};
    for (int c : plus) key.terms.emplace_back(c, 1);
    for (int c : minus) key.terms.emplace_back(c, -1);
    std::sort(key.terms.begin(), key.terms.end());
    if (!seen_.insert(key).second) return;
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
    for (const auto& [cell, sign] : key.terms) {
      m_.sum_cells.push_back(cell);
      m_.sum_signs.push_back(static_cast<int8_t>(sign));
    }
    rule.end = static_cast<int>(m_.sum_cells.size());
    rule.total = total;
    m_.sums.push_back(rule);
  }

  const Board& board_;
  Model& m_;
  std::vector<int> cage_of_;
  std::set<RuleKey> seen_;
};

void add_rule45(const Board& board, Model& m) {
  const int n = board.n;
  RuleBuilder builder(board, m);
  auto rows = [&](int a, int b, bool columns) {
    std::vector<bool> in(static_cast<size_t>(n * n), false);
    for (int i = a; i < b; ++i) {
      for (int j = 0; j < n; ++j) in[static_cast<size_t>(columns ? j * n + i : i * n + j)] = true;
    }
    builder.region(in, b - a);
  };
  for (int a = 0; a < n; ++a) {
    for (int b = a + 1; b <= n; ++b) {
      if (b - a == n) continue;
      rows(a, b, false);
      rows(a, b, true);
    }
  }
  // Boxes, and pairs of neighbouring boxes.
  const int across = n / board.box_w;
  const int down = n / board.box_h;
  auto boxes = [&](std::vector<int> list) {
    std::vector<bool> in(static_cast<size_t>(n * n), false);
    for (int cell = 0; cell < n * n; ++cell) {
      if (std::find(list.begin(), list.end(), board.box(cell)) != list.end()) in[static_cast<size_t>(cell)] = true;
    }
    builder.region(in, static_cast<int>(list.size()));
  };
  for (int b = 0; b < n; ++b) {
    boxes({b});
    if (b % across + 1 < across) boxes({b, b + 1});
    if (b / across + 1 < down) boxes({b, b + across});
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
