// The ladder's set analysis (Tatham's Hard and, with a double, Extreme): k open cells of one
// number that between them can make only k dominoes must make exactly those, so those dominoes
// go everywhere else. When a double may cover two cells of the set, the count changes: with one
// domino fewer than cells the double must cover two of them (and the rest go elsewhere); with
// as many dominoes as cells at least one cell takes the double, so it goes where it would cover
// none of them.
//
// Within a number, sets are tried smallest first, so the step names few cells.
// A number with up to kWhole open cells has every subset tried, as Tatham's solver does (his
// boards of max 11 and 12 have 13 and 14 cells of a number); beyond that, sets of up to kLargest
// cells (the count of subsets would explode).
#include <algorithm>
#include <bit>
#include <cstdint>

#include "puzzles/dominosa/ladder.hpp"

namespace gridlogic::dominosa {

namespace {

constexpr int kWhole = 16;
constexpr int kLargest = 3;

// The subsets of n <= kWhole elements with at least 2 members, smallest first (built once).
const std::vector<uint32_t>& subsets_of(int n) {
  static const std::vector<std::vector<uint32_t>> all = [] {
    std::vector<std::vector<uint32_t>> out(kWhole + 1);
    for (int size = 0; size <= kWhole; ++size) {
      for (uint32_t s = 0; s < (uint32_t{1} << size); ++s) {
        if (std::popcount(s) >= 2) out[size].push_back(s);
      }
      std::stable_sort(out[size].begin(), out[size].end(),
                       [](uint32_t a, uint32_t b) { return std::popcount(a) < std::popcount(b); });
    }
    return out;
  }();
  return all[static_cast<size_t>(n)];
}

// For every subset of a number's open cells at once, the facts try_set tests first: how many
// dominoes its cells can make and whether two of them are joined by a live double. Built over
// all 2^n subsets in one pass (each from the subset without its lowest member), so that the
// up to 65536 subsets of a number cost a table look-up each and only those that may hold a set
// reach the full test, which then decides exactly as before.
class SubsetSieve {
 public:
  template <class Joined>
  SubsetSieve(const std::vector<std::vector<int>>& own, int n, const Joined& joined) {
    std::vector<int> ids;
    for (const std::vector<int>& each : own) ids.insert(ids.end(), each.begin(), each.end());
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    usable_ = ids.size() <= 64;
    if (!usable_) return;  // more dominoes than bits: every subset goes to the full test
    std::vector<uint64_t> made(static_cast<size_t>(n));
    std::vector<uint32_t> beside(static_cast<size_t>(n));
    for (int i = 0; i < n; ++i) {
      for (int d : own[static_cast<size_t>(i)]) {
        const auto at = std::lower_bound(ids.begin(), ids.end(), d) - ids.begin();
        made[static_cast<size_t>(i)] |= uint64_t{1} << at;
      }
      for (int j = 0; j < n; ++j) {
        if (j != i && joined(i, j)) beside[static_cast<size_t>(i)] |= uint32_t{1} << j;
      }
    }
    const size_t count = size_t{1} << n;
    dominoes_.assign(count, 0);
    adjacent_.assign(count, 0);
    for (size_t s = 1; s < count; ++s) {
      const int low = std::countr_zero(s);
      const size_t rest = s & (s - 1);
      dominoes_[s] = dominoes_[rest] | made[static_cast<size_t>(low)];
      adjacent_[s] = adjacent_[rest] | ((beside[static_cast<size_t>(low)] & rest) != 0 ? 1 : 0);
    }
  }

  // False when try_set would certainly find nothing in the subset `s` (the tests it makes
  // before it looks at placements); true otherwise.
  [[nodiscard]] bool may_hold(uint32_t s, bool doubles, int max) const {
    if (!usable_) return true;
    const int k = std::popcount(dominoes_[s]);
    const int size = std::popcount(s);
    if (k <= 1 || k >= max + 1) return false;
    if ((adjacent_[s] != 0) != doubles) return false;
    return k == size || (doubles && k == size - 1);
  }

 private:
  bool usable_ = false;
  std::vector<uint64_t> dominoes_;
  std::vector<uint8_t> adjacent_;
};

}  // namespace

std::optional<Deduction> Ladder::number_set(bool doubles) const {
  const int max = board_.max;
  std::vector<std::vector<int>> cells_of(static_cast<size_t>(max) + 1);
  for (int c = 0; c < graph_.cells; ++c) {
    if (cover_[c] < 0) cells_of[static_cast<size_t>(board_.values[c])].push_back(c);
  }
  std::vector<int> dominoes;
  for (int num = 0; num <= max; ++num) {
    const std::vector<int>& cells = cells_of[static_cast<size_t>(num)];
    const int n = static_cast<int>(cells.size());
    if (n < 2) continue;
    // Each cell's dominoes, and the pairs of cells a live double joins.
    std::vector<std::vector<int>> own(static_cast<size_t>(n));
    for (int i = 0; i < n; ++i) {
      for (int f : live_at_cell(cells[i])) own[i].push_back(graph_.edges[f].domino);
      std::sort(own[i].begin(), own[i].end());
      own[i].erase(std::unique(own[i].begin(), own[i].end()), own[i].end());
    }
    auto joined = [&](int i, int j) {
      for (int f : graph_.cell_edges[cells[i]]) {
        if (f >= 0 && live(f) && touches(f, cells[j])) return true;
      }
      return false;
    };
    auto try_set = [&](const std::vector<int>& members) -> std::optional<Deduction> {
      dominoes.clear();
      bool adjacent = false;
      for (size_t a = 0; a < members.size(); ++a) {
        dominoes.insert(dominoes.end(), own[members[a]].begin(), own[members[a]].end());
        for (size_t b = a + 1; b < members.size(); ++b) {
          adjacent = adjacent || joined(members[a], members[b]);
        }
      }
      std::sort(dominoes.begin(), dominoes.end());
      dominoes.erase(std::unique(dominoes.begin(), dominoes.end()), dominoes.end());
      const int k = static_cast<int>(dominoes.size());
      const int size = static_cast<int>(members.size());
      // The one-cell case is "cell needs domino"; a set holding every domino of the number
      // rules nothing out that a smaller argument does not.
      if (k <= 1 || k >= max + 1) return std::nullopt;
      bool others_go = false;
      int double_needs = 1;  // cells of the set a double must cover to stay
      if (adjacent != doubles) return std::nullopt;
      if (!adjacent) {
        if (k != size) return std::nullopt;
        others_go = true;
      } else if (k == size - 1) {
        others_go = true;
        double_needs = 2;
      } else if (k != size) {
        return std::nullopt;
      }
      Deduction out{doubles ? kNumberSetDouble : kNumberSet, "", -1, {}, {}};
      for (int i : members) out.cells.push_back(cells[i]);
      for (int d : dominoes) {
        for (int f : live_of_domino(d)) {
          if (!open_edge(f)) continue;
          int in_set = 0;
          for (int i : members) in_set += touches(f, cells[i]) ? 1 : 0;
          const bool is_double =
              board_.values[graph_.edges[f].a] == board_.values[graph_.edges[f].b];
          const bool goes = is_double ? in_set < double_needs : (others_go && in_set == 0);
          if (goes) out.removes.push_back(f);
        }
      }
      if (out.removes.empty()) return std::nullopt;
      std::string where;
      for (int c : out.cells) where += (where.empty() ? "" : ", ") + cell_text(c);
      std::string which;
      for (int d : dominoes) which += (which.empty() ? "" : ", ") + domino_text(d);
      std::string gone;
      for (int f : out.removes) gone += (gone.empty() ? "" : ", ") + edge_text(f);
      out.text = "the " + std::to_string(size) + " cells " + where + " of number " +
                 std::to_string(num) + " can only make " + which;
      out.text += !adjacent ? ", so those dominoes go nowhere else"
                  : double_needs == 2
                      ? ", one domino fewer than cells: the double must cover two of "
                        "them and the others go nowhere else"
                      : ", and a double may cover two of them: at least one cell takes "
                        "the double, so it goes nowhere else";
      out.text += ": rule out " + gone;
      return out;
    };
    std::vector<int> members;
    if (n <= kWhole) {
      const SubsetSieve sieve(own, n, joined);
      for (uint32_t s : subsets_of(n)) {
        if (!sieve.may_hold(s, doubles, max)) continue;
        members.clear();
        for (int i = 0; i < n; ++i) {
          if ((s >> i) & 1U) members.push_back(i);
        }
        if (auto found = try_set(members)) return found;
      }
      continue;
    }
    for (int i = 0; i < n; ++i) {
      for (int j = i + 1; j < n; ++j) {
        if (auto found = try_set({i, j})) return found;
      }
    }
    static_assert(kLargest == 3, "pairs and triples are listed below");
    for (int i = 0; i < n; ++i) {
      for (int j = i + 1; j < n; ++j) {
        for (int l = j + 1; l < n; ++l) {
          if (auto found = try_set({i, j, l})) return found;
        }
      }
    }
  }
  return std::nullopt;
}

}  // namespace gridlogic::dominosa
