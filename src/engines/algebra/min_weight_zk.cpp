// The general Z_k engine behind min_weight_in_coset.
// The generators are first put into Howell form over Z_k (Storjohann–Mulders): rows
// in echelon form whose leading entries a_i divide k, closed under the "(k/a_i)·row" products.
// Then every element of the module is Σ c_i H_i for exactly one c with 0 ≤ c_i < k/a_i, so the
// search never visits a member twice, whatever redundancy or low orders the input generators had.
// Columns are merged into weighted entries (equal column of H and equal x0 value). Small modules
// are enumerated by a reflected mixed-radix Gray code (one coefficient moves by ±1 per step, the
// weight is updated from the entries that change). Larger ones go to a depth-first branch and
// bound on c_1, c_2, ...: entries whose remaining columns (rows t+1..h of H) agree receive the
// same unknown shift u from the undecided coefficients, and u is a multiple of the gcd of those
// entries and k; each such group costs at least its minimum over those shifts.
#include "engines/algebra/min_weight_zk.hpp"

#include <algorithm>
#include <numeric>
#include <stdexcept>
#include <string>
#include <unordered_map>

#include "gridlogic/error.hpp"

namespace gridlogic::algebra::detail {
namespace {

using Row = std::vector<uint32_t>;

// Up to this k the bound tries every shift, and merges groups that are unit multiples.
constexpr uint32_t kTryAllShifts = 32;

// At most this many matrix entries are stored (512 MiB of uint32_t); larger inputs are refused.
constexpr double kMaxStoredValues = double{1 << 27};

struct Xgcd {
  int64_t g, s, t;  // g = s·a + t·b
};

Xgcd xgcd(int64_t a, int64_t b) {
  int64_t s0 = 1, s1 = 0, t0 = 0, t1 = 1;
  while (b != 0) {
    const int64_t q = a / b;
    std::tie(a, b) = std::pair{b, a - q * b};
    std::tie(s0, s1) = std::pair{s1, s0 - q * s1};
    std::tie(t0, t1) = std::pair{t1, t0 - q * t1};
  }
  return {a, s0, t0};
}

uint32_t mod_k(int64_t v, uint32_t k) {
  const int64_t r = v % static_cast<int64_t>(k);
  return static_cast<uint32_t>(r < 0 ? r + k : r);
}

// A unit u of Z_k with u·a ≡ gcd(a, k) (mod k); a ≠ 0.
uint32_t normalising_unit(uint32_t a, uint32_t k) {
  const auto g = static_cast<uint32_t>(std::gcd(a, k));
  const uint32_t m = k / g;
  // (a/g) is invertible mod m; lift the inverse to a unit mod k.
  const Xgcd e = xgcd(a / g, m);
  const uint32_t u0 = mod_k(e.s, m == 0 ? 1 : m);
  for (uint64_t u = u0 == 0 ? (m == 1 ? 1 : u0) : u0; u < uint64_t{k} + m; u += m) {
    if (std::gcd(u % k, uint64_t{k}) == 1) return static_cast<uint32_t>(u % k);
  }
  return 1;  // unreachable: such a unit always exists
}

// Rows of the Howell form of `rows` over Z_k (nonzero rows only), with their leading columns.
std::vector<Row> howell_form(std::vector<Row> rows, uint32_t k, size_t n, std::vector<size_t>& lead,
                             StopCheck& stop) {
  auto axpy = [&](Row& dst, const Row& src, uint64_t factor) {  // dst += factor·src
    if (factor % k == 0) return;
    for (size_t j = 0; j < n; ++j) {
      dst[j] = static_cast<uint32_t>((dst[j] + factor * src[j]) % k);
    }
  };
  size_t r = 0;
  lead.clear();
  for (size_t col = 0; col < n && r < rows.size(); ++col) {
    // Gather the gcd of the column into row r by unimodular 2×2 steps.
    for (size_t i = r + 1; i < rows.size(); ++i) {
      if (rows[i][col] == 0) continue;
      if (stop()) return {};  // each step is O(n): poll on every one
      if (rows[r][col] == 0) {
        std::swap(rows[r], rows[i]);
        continue;
      }
      const int64_t a = rows[r][col];
      const int64_t b = rows[i][col];
      const Xgcd e = xgcd(a, b);
      Row top(n), bottom(n);
      for (size_t j = 0; j < n; ++j) {
        const int64_t x = rows[r][j];
        const int64_t y = rows[i][j];
        top[j] = mod_k(e.s * x + e.t * y, k);
        bottom[j] = mod_k((b / e.g) * x - (a / e.g) * y, k);
      }
      rows[r].swap(top);
      rows[i].swap(bottom);
    }
    if (rows[r][col] == 0) continue;
    const uint32_t u = normalising_unit(rows[r][col], k);
    for (size_t j = 0; j < n; ++j)
      rows[r][j] = static_cast<uint32_t>((uint64_t{u} * rows[r][j]) % k);
    const uint32_t a = rows[r][col];
    // Reduce the rows above so their entry in this column is below a (a canonical form).
    for (size_t i = 0; i < r; ++i) axpy(rows[i], rows[r], k - rows[i][col] / a % k);
    // Howell closure: (k/a)·row has a zero here and must be spanned by the rows below.
    Row extra(n);
    bool nonzero = false;
    for (size_t j = 0; j < n; ++j) {
      extra[j] = static_cast<uint32_t>((uint64_t{k / a} * rows[r][j]) % k);
      nonzero = nonzero || extra[j] != 0;
    }
    if (nonzero) rows.push_back(std::move(extra));
    lead.push_back(col);
    ++r;
    if (stop()) break;
  }
  rows.resize(r);
  return rows;
}

struct ColumnEntry {
  std::vector<uint32_t> column;  // the entry's column of H (one value per Howell row)
  uint32_t value = 0;            // x0 at these coordinates
  uint64_t weight = 0;           // how many coordinates
};

struct VecHash {
  size_t operator()(const std::vector<uint32_t>& v) const {
    uint64_t h = 0x9E3779B97F4A7C15ULL;
    for (uint32_t x : v) h = (h ^ x) * 0x100000001B3ULL + (h >> 29);
    return static_cast<size_t>(h);
  }
};

class GeneralSearch {
 public:
  GeneralSearch(std::vector<ColumnEntry> entries, std::vector<uint32_t> order, uint32_t k,
                const Context& ctx)
      : entries_(std::move(entries)), order_(std::move(order)), k_(k), stop_(ctx, 256) {
    h_ = order_.size();
  }

  // Value of c = 0.
  [[nodiscard]] uint64_t base_value() const {
    uint64_t v = 0;
    for (const ColumnEntry& e : entries_) v += e.weight * e.value;
    return v;
  }

  // Mixed-radix reflected Gray code over all coefficient vectors. Returns false when stopped.
  bool enumerate(uint64_t& best, std::vector<uint32_t>& best_c) {
    std::vector<uint32_t> q(entries_.size());
    for (size_t e = 0; e < entries_.size(); ++e) q[e] = entries_[e].value;
    std::vector<uint32_t> c(h_, 0);
    std::vector<int> dir(h_, 1);
    uint64_t value = base_value();
    best = value;
    best_c = c;
    for (;;) {
      size_t i = 0;
      while (i < h_) {
        const int64_t next = static_cast<int64_t>(c[i]) + dir[i];
        if (next >= 0 && next < static_cast<int64_t>(order_[i])) break;
        dir[i] = -dir[i];
        ++i;
      }
      if (i == h_) return true;
      c[i] = static_cast<uint32_t>(static_cast<int64_t>(c[i]) + dir[i]);
      for (size_t e = 0; e < entries_.size(); ++e) {
        const uint32_t p = entries_[e].column[i];
        if (p == 0) continue;
        const uint32_t old = q[e];
        q[e] = static_cast<uint32_t>(dir[i] > 0 ? (uint64_t{old} + p) % k_
                                                : (uint64_t{old} + k_ - p) % k_);
        value += entries_[e].weight * q[e];
        value -= entries_[e].weight * old;
      }
      if (value < best) {
        best = value;
        best_c = c;
      }
      if (stop_()) return false;
    }
  }

  // Branch and bound; `best`/`best_c` hold a known solution on entry. Returns false when stopped.
  bool branch_and_bound(uint64_t& best, std::vector<uint32_t>& best_c) {
    // Sort entries so that, at every depth, those agreeing on the undecided rows are adjacent.
    std::sort(entries_.begin(), entries_.end(), [&](const ColumnEntry& a, const ColumnEntry& b) {
      for (size_t i = h_; i-- > 0;) {
        if (a.column[i] != b.column[i]) return a.column[i] < b.column[i];
      }
      return false;
    });
    // group_start_[t]: starts of the groups after t coefficients are fixed (entries agreeing on
    // the undecided rows t..h-1 share one unknown shift u).
    group_start_.assign(h_ + 1, {});
    classes_.assign(h_ + 1, {});
    for (size_t t = 0; t <= h_; ++t) {
      for (size_t e = 0; e < entries_.size(); ++e) {
        bool same = e > 0;
        for (size_t i = t; same && i < h_; ++i)
          same = entries_[e].column[i] == entries_[e - 1].column[i];
        if (!same) group_start_[t].push_back(e);
      }
      group_start_[t].push_back(entries_.size());
      build_classes(t);
    }
    best_ = best;
    best_c_ = best_c;
    c_.assign(h_, 0);
    if (use_histograms()) {
      search_histograms(0);
    } else {
      std::vector<uint32_t> q(entries_.size());
      for (size_t e = 0; e < entries_.size(); ++e) q[e] = entries_[e].value;
      levels_q_.assign(h_ + 1, std::vector<uint32_t>(entries_.size()));
      levels_q_[0] = q;
      search(0);
    }
    best = best_;
    best_c = best_c_;
    return !stop_.stopped();
  }

  // Faster variant for k ≤ 32: a node keeps, per group, the weight of its entries at each value
  // (k counts), and a child's groups come from the parent's by shifting the histograms of their
  // subgroups, so a node costs O(groups · k) instead of O(entries · k). Same bound, so the same
  // pruning. Returns false (use the plain search) when the histograms would take too much memory.
  bool use_histograms() {
    if (k_ > kTryAllShifts) return false;
    double cells = 0;
    for (size_t t = 1; t <= h_; ++t) {
      cells += double{1} * order_[t - 1] * static_cast<double>(group_start_[t].size() - 1) * k_;
    }
    if (cells > double{1 << 24}) return false;
    first_child_.assign(h_ + 1, {});
    child_value_.assign(h_ + 1, {});
    hist_.assign(h_ + 1, {});
    for (size_t t = 0; t <= h_; ++t) {
      const auto& starts = group_start_[t];
      const size_t groups = starts.size() - 1;
      for (size_t g = 0; g < groups; ++g) {
        if (t < h_) child_value_[t].push_back(entries_[starts[g]].column[t]);
      }
      if (t > 0) {
        // Level t's groups are unions of consecutive level t−1 groups.
        const auto& below = group_start_[t - 1];
        size_t c = 0;
        for (size_t g = 0; g <= groups; ++g) {
          while (c < below.size() && below[c] < starts[g]) ++c;
          first_child_[t].push_back(static_cast<uint32_t>(c));
        }
        hist_[t].assign(order_[t - 1], std::vector<uint64_t>(groups * k_, 0));
      }
    }
    hist_[0].assign(1, std::vector<uint64_t>((group_start_[0].size() - 1) * k_, 0));
    for (size_t g = 0; g + 1 < group_start_[0].size(); ++g) {
      for (size_t e = group_start_[0][g]; e < group_start_[0][g + 1]; ++e) {
        hist_[0][0][g * k_ + entries_[e].value] += entries_[e].weight;
      }
    }
    return true;
  }

  void search_histograms(size_t t, uint32_t branch = 0) {
    const std::vector<uint64_t>& h = hist_[t][branch];
    if (t == h_) {
      uint64_t v = 0;
      for (uint32_t x = 0; x < k_; ++x) v += h[x] * x;  // one group: every row decided
      if (v < best_) {
        best_ = v;
        best_c_ = c_;
      }
      return;
    }
    if (stop_()) return;
    const auto& first = first_child_[t + 1];
    const size_t groups = first.size() - 1;
    std::vector<std::pair<uint64_t, uint32_t>> children;
    for (uint32_t v = 0; v < order_[t]; ++v) {
      std::vector<uint64_t>& out = hist_[t + 1][v];
      std::fill(out.begin(), out.end(), 0);
      for (size_t g = 0; g < groups; ++g) {
        uint64_t* o = out.data() + g * k_;
        for (uint32_t c = first[g]; c < first[g + 1]; ++c) {
          const auto shift = static_cast<uint32_t>(uint64_t{v} * child_value_[t][c] % k_);
          const uint64_t* in = h.data() + size_t{c} * k_;
          for (uint32_t x = 0; x < k_; ++x) o[x + shift < k_ ? x + shift : x + shift - k_] += in[x];
        }
      }
      // The bound over classes: groups that are unit multiples of each other move together.
      uint64_t bound = 0;
      for (const Class& cls : classes_[t + 1]) {
        uint64_t least = UINT64_MAX;
        for (uint32_t u = 0; u < k_; u += cls.step) {
          uint64_t sum = 0;
          for (const Member& m : cls.members) {
            const uint64_t* o = out.data() + m.group * k_;
            const auto shift = static_cast<uint32_t>(uint64_t{u} * m.lambda % k_);
            for (uint32_t x = 0; x < k_; ++x) {
              sum += o[x] * (x + shift < k_ ? x + shift : x + shift - k_);
            }
          }
          least = std::min(least, sum);
        }
        bound += least;
      }
      children.emplace_back(bound, v);
    }
    std::sort(children.begin(), children.end());
    for (const auto& [b, v] : children) {
      if (b >= best_ || stop_.stopped()) break;
      c_[t] = v;
      search_histograms(t + 1, v);
    }
    c_[t] = 0;
  }

 private:
  // A class: groups whose undecided parts are unit multiples λ·r of one vector r, so their shifts
  // are λ·u for one unknown u, a multiple of `step` = gcd(r, k).
  struct Member {
    size_t begin, end;  // the group's entries
    size_t group;       // the group's index in its level
    uint32_t lambda;
  };
  struct Class {
    uint32_t step;
    std::vector<Member> members;
  };

  // Merges level t's groups into classes (only for k ≤ 32, where shifts are tried one by one;
  // otherwise each group is its own class with λ = 1).
  void build_classes(size_t t) {
    auto& classes = classes_[t];
    std::unordered_map<std::vector<uint32_t>, size_t, VecHash> index;
    const auto& starts = group_start_[t];
    for (size_t g = 0; g + 1 < starts.size(); ++g) {
      const std::vector<uint32_t>& col = entries_[starts[g]].column;
      std::vector<uint32_t> key(col.begin() + static_cast<std::ptrdiff_t>(t), col.end());
      uint32_t lambda = 1;
      if (k_ <= kTryAllShifts) {
        for (size_t i = key.size(); i-- > 0;) {
          if (std::gcd(key[i], k_) != 1) continue;
          lambda = key[i];
          const uint32_t inverse = mod_k(xgcd(key[i], k_).s, k_);
          for (uint32_t& v : key) v = static_cast<uint32_t>(uint64_t{v} * inverse % k_);
          break;
        }
      } else {
        key.push_back(static_cast<uint32_t>(g));  // no merging: a key of its own
      }
      auto [it, inserted] = index.try_emplace(key, classes.size());
      if (inserted) {
        uint32_t step = k_;
        for (size_t i = 0; i + (k_ <= kTryAllShifts ? 0 : 1) < key.size(); ++i) {
          step = std::gcd(step, key[i]);
        }
        classes.push_back(Class{step, {}});
      }
      classes[it->second].members.push_back(Member{starts[g], starts[g + 1], g, lambda});
    }
  }

  // Lower bound for the node whose first t coefficients are fixed and whose values are q.
  [[nodiscard]] uint64_t bound(size_t t, const std::vector<uint32_t>& q) const {
    uint64_t total = 0;
    for (const Class& c : classes_[t]) {
      if (k_ <= kTryAllShifts) {
        uint64_t least = UINT64_MAX;
        for (uint64_t u = 0; u < k_; u += c.step) {
          uint64_t sum = 0;
          for (const Member& m : c.members) {
            const uint64_t shift = u * m.lambda % k_;
            for (size_t e = m.begin; e < m.end; ++e) {
              sum += entries_[e].weight * ((q[e] + shift) % k_);
            }
          }
          least = std::min(least, sum);
        }
        total += least;
      } else {
        const Member& m = c.members[0];
        total += group_minimum(q, m.begin, m.end, c.step);
      }
    }
    return total;
  }

  // min over shifts u ∈ {0, step, 2·step, ...} of Σ w·((q + u) mod k) over entries [begin, end).
  [[nodiscard]] uint64_t group_minimum(const std::vector<uint32_t>& q, size_t begin, size_t end,
                                       uint32_t step) const {
    const uint32_t shifts = k_ / step;
    if (shifts <= kTryAllShifts) {
      uint64_t least = UINT64_MAX;
      for (uint64_t u = 0; u < k_; u += step) {
        uint64_t sum = 0;
        for (size_t e = begin; e < end; ++e) sum += entries_[e].weight * ((q[e] + u) % k_);
        least = std::min(least, sum);
      }
      return least;
    }
    // Large k: the sum grows linearly in u until some entry wraps past k, so the least value is
    // at u = 0 or at the first allowed shift that wraps an entry. With the entries sorted by q,
    // the wrapped ones are a suffix: f(u) = Σw·q + W·u − k·(weight of entries with q ≥ k − u).
    std::vector<std::pair<uint32_t, uint64_t>> items;
    for (size_t e = begin; e < end; ++e) items.emplace_back(q[e], entries_[e].weight);
    std::sort(items.begin(), items.end());
    std::vector<uint64_t> suffix(items.size() + 1, 0);
    uint64_t weighted = 0;
    for (size_t i = items.size(); i-- > 0;) {
      suffix[i] = suffix[i + 1] + items[i].second;
      weighted += items[i].first * items[i].second;
    }
    const uint64_t total_weight = suffix[0];
    auto value = [&](uint64_t u) {
      const auto first = static_cast<size_t>(
          std::lower_bound(items.begin(), items.end(),
                           std::pair<uint32_t, uint64_t>(static_cast<uint32_t>(k_ - u), 0)) -
          items.begin());
      return weighted + total_weight * u - uint64_t{k_} * (u == 0 ? 0 : suffix[first]);
    };
    uint64_t least = value(0);
    for (const auto& [v, w] : items) {
      if (v == 0) continue;
      const uint64_t need = k_ - v;                        // the shift that wraps this entry
      const uint64_t u = (need + step - 1) / step * step;  // first allowed one
      if (u < k_) least = std::min(least, value(u));
    }
    return least;
  }

  void search(size_t t) {
    const std::vector<uint32_t>& q = levels_q_[t];
    if (t == h_) {
      uint64_t v = 0;
      for (size_t e = 0; e < entries_.size(); ++e) v += entries_[e].weight * q[e];
      if (v < best_) {
        best_ = v;
        best_c_ = c_;
      }
      return;
    }
    if (stop_()) return;
    // Children in order of their bounds; level t+1's buffer is refilled for each (memory stays
    // (h+1) rows of entries, whatever k is).
    std::vector<uint32_t>& cq = levels_q_[t + 1];
    auto fill = [&](uint32_t v) {
      for (size_t e = 0; e < q.size(); ++e) {
        cq[e] = static_cast<uint32_t>((q[e] + uint64_t{v} * entries_[e].column[t]) % k_);
      }
    };
    std::vector<std::pair<uint64_t, uint32_t>> children;
    for (uint32_t v = 0; v < order_[t]; ++v) {
      if (stop_()) return;  // orders can be large when k is
      fill(v);
      children.emplace_back(bound(t + 1, cq), v);
    }
    std::sort(children.begin(), children.end());
    for (const auto& [b, v] : children) {
      if (b >= best_ || stop_.stopped()) break;
      c_[t] = v;
      fill(v);
      search(t + 1);
    }
    c_[t] = 0;
  }

  std::vector<ColumnEntry> entries_;
  std::vector<uint32_t> order_;
  uint32_t k_;
  size_t h_ = 0;
  StopCheck stop_;
  std::vector<std::vector<size_t>> group_start_;
  std::vector<std::vector<Class>> classes_;
  std::vector<std::vector<uint32_t>>
      first_child_;  // level t group g: level t−1 groups [f[g], f[g+1])
  std::vector<std::vector<uint32_t>> child_value_;  // level t group: its entries' value in row t
  std::vector<std::vector<std::vector<uint64_t>>> hist_;  // [level][branch][group·k + value]
  std::vector<std::vector<uint32_t>> levels_q_;
  std::vector<uint32_t> c_;
  uint64_t best_ = 0;
  std::vector<uint32_t> best_c_;
};

}  // namespace

MinWeightResult min_weight_zk(const std::vector<uint32_t>& x0,
                              const std::vector<std::vector<uint32_t>>& kernel, uint32_t k,
                              const Context& ctx, const ZkMinWeightOptions& options) {
  const size_t n = x0.size();
  // Howell rows (the generators plus at most one closure row per pivot) are kept whole.
  if (static_cast<double>(kernel.size()) * 2 * static_cast<double>(n) > kMaxStoredValues) {
    throw NotAvailable("min_weight_in_coset: " + std::to_string(kernel.size()) +
                       " generators of length " + std::to_string(n) +
                       " are too many for the exact Z_k minimum (memory cap)");
  }
  StopCheck stop(ctx, 1);
  std::vector<Row> rows;
  for (const auto& g : kernel) {
    Row r(n);
    bool nonzero = false;
    for (size_t j = 0; j < n; ++j) {
      r[j] = g[j] % k;
      nonzero = nonzero || r[j] != 0;
    }
    if (nonzero) rows.push_back(std::move(r));
  }
  std::vector<size_t> lead;
  const std::vector<Row> h = howell_form(std::move(rows), k, n, lead, stop);
  Row base(n);
  for (size_t j = 0; j < n; ++j) base[j] = x0[j] % k;

  MinWeightResult result;
  auto finish = [&](const std::vector<uint32_t>& c, bool proved) {
    result.x = base;
    for (size_t i = 0; i < c.size(); ++i) {
      if (c[i] == 0) continue;
      for (size_t j = 0; j < n; ++j) {
        result.x[j] = static_cast<uint32_t>((result.x[j] + uint64_t{c[i]} * h[i][j]) % k);
      }
    }
    result.weight = 0;
    for (uint32_t v : result.x) result.weight += v;
    result.proved = proved;
    result.timed_out = !proved;
    return result;
  };
  if (stop.stopped()) return finish({}, false);  // Howell form incomplete: x0 itself

  // Orders of the Howell rows and the merged entries.
  std::vector<uint32_t> order;
  for (size_t i = 0; i < h.size(); ++i) order.push_back(k / h[i][lead[i]]);
  std::unordered_map<std::vector<uint32_t>, size_t, VecHash> index;
  std::vector<ColumnEntry> entries;
  std::vector<uint32_t> key(h.size() + 1);
  for (size_t j = 0; j < n; ++j) {
    bool zero = true;
    for (size_t i = 0; i < h.size(); ++i) {
      key[i] = h[i][j];
      zero = zero && key[i] == 0;
    }
    if (zero) continue;  // the same in every member
    key[h.size()] = base[j];
    auto [it, inserted] = index.try_emplace(key, entries.size());
    if (inserted) {
      entries.push_back(ColumnEntry{std::vector<uint32_t>(key.begin(), key.end() - 1), base[j], 0});
    }
    ++entries[it->second].weight;
  }

  std::vector<uint32_t> best_c(h.size(), 0);
  if (entries.empty()) return finish(best_c, true);
  double space = 1;
  for (uint32_t o : order) space *= o;
  GeneralSearch search(std::move(entries), order, k, ctx);
  uint64_t best = search.base_value();
  const bool proved = space * static_cast<double>(index.size()) <= options.max_enumeration_work
                          ? search.enumerate(best, best_c)
                          : search.branch_and_bound(best, best_c);
  return finish(best_c, proved);
}

}  // namespace gridlogic::algebra::detail
