// CNF builder: clauses, at-most-one, cardinality (sequential counter, totalizer), Tseitin gates.
//
// Sequential counter: C. Sinz, "Towards an optimal CNF encoding of Boolean cardinality
// constraints", CP 2005. Register bit s[i][j] ("among x_1..x_i at least j are true") is forced
// up by the inputs; an input that would push the count past k meets a clause ¬x_i ∨ ¬s[i−1][k].
//
// Totalizer: O. Bailleux, Y. Boufkhad, "Efficient CNF encoding of Boolean cardinality
// constraints", CP 2003. A balanced binary tree whose nodes hold the sum of their leaves in
// unary; here every node keeps at most `cap` outputs (enough to tell "≥ cap"), which turns the
// O(n²) clause count of the full tree into O(n·cap).
#include "engines/sat/cnf.hpp"

#include <algorithm>
#include <stdexcept>

#include "engines/build_budget.hpp"

namespace gridlogic::sat {

Lit Cnf::new_var(std::string_view name) {
  ++num_vars_;
  names_.emplace_back(name);
  return num_vars_;
}

std::vector<Lit> Cnf::new_vars(size_t count, std::string_view prefix) {
  std::vector<Lit> out;
  out.reserve(count);
  for (size_t i = 0; i < count; ++i) {
    out.push_back(prefix.empty() ? new_var()
                                 : new_var(std::string(prefix) + "_" + std::to_string(i)));
  }
  return out;
}

void Cnf::check(Lit lit) const {
  if (lit == 0 || lit > num_vars_ || -lit > num_vars_) {
    throw std::invalid_argument("sat: literal " + std::to_string(lit) + " out of range");
  }
}

void Cnf::add_clause(std::span<const Lit> clause) {
  for (Lit lit : clause) check(lit);
  engines::BuildBudget::spend(clause.size() + 1);
  flat_.insert(flat_.end(), clause.begin(), clause.end());
  flat_.push_back(0);
  ++num_clauses_;
}

std::string_view Cnf::name(int var) const {
  if (var < 1 || var > num_vars_) return {};
  return names_[static_cast<size_t>(var - 1)];
}

void Cnf::at_least_one(std::span<const Lit> lits) {
  add_clause(lits);
}

void Cnf::amo_pairwise(std::span<const Lit> lits) {
  for (size_t i = 0; i < lits.size(); ++i) {
    for (size_t j = i + 1; j < lits.size(); ++j) add_clause({-lits[i], -lits[j]});
  }
}

void Cnf::amo_sequential(std::span<const Lit> lits) {
  const size_t n = lits.size();
  if (n <= 1) return;
  // s[i] ⇐ "one of x_0..x_i is true", for i < n−1.
  std::vector<Lit> s = new_vars(n - 1);
  add_clause({-lits[0], s[0]});
  for (size_t i = 1; i + 1 < n; ++i) {
    add_clause({-lits[i], s[i]});
    add_clause({-s[i - 1], s[i]});
    add_clause({-lits[i], -s[i - 1]});
  }
  add_clause({-lits[n - 1], -s[n - 2]});
}

void Cnf::at_most_one(std::span<const Lit> lits, AmoEncoding encoding) {
  if (encoding == AmoEncoding::kAuto) {
    encoding = lits.size() <= 6 ? AmoEncoding::kPairwise : AmoEncoding::kSequential;
  }
  if (encoding == AmoEncoding::kPairwise) {
    amo_pairwise(lits);
  } else {
    amo_sequential(lits);
  }
}

void Cnf::exactly_one(std::span<const Lit> lits, AmoEncoding encoding) {
  at_least_one(lits);
  at_most_one(lits, encoding);
}

// Precondition: 1 ≤ k < n.
void Cnf::counter_at_most(std::span<const Lit> lits, int64_t k64) {
  const size_t n = lits.size();
  const auto k = static_cast<size_t>(k64);
  // s[i][j] (0-based j: "at least j+1 of x_0..x_i"), i < n−1.
  std::vector<std::vector<Lit>> s(n - 1);
  for (auto& row : s) row = new_vars(k);
  add_clause({-lits[0], s[0][0]});
  for (size_t j = 1; j < k; ++j) add_clause({-s[0][j]});
  for (size_t i = 1; i + 1 < n; ++i) {
    add_clause({-lits[i], s[i][0]});
    add_clause({-s[i - 1][0], s[i][0]});
    for (size_t j = 1; j < k; ++j) {
      add_clause({-lits[i], -s[i - 1][j - 1], s[i][j]});
      add_clause({-s[i - 1][j], s[i][j]});
    }
    add_clause({-lits[i], -s[i - 1][k - 1]});
  }
  add_clause({-lits[n - 1], -s[n - 2][k - 1]});
}

std::vector<Lit> Cnf::totalizer_node(std::span<const Lit> lits, size_t cap, bool up, bool down) {
  if (lits.size() == 1) return {lits[0]};
  const size_t half = lits.size() / 2;
  const std::vector<Lit> a = totalizer_node(lits.first(half), cap, up, down);
  const std::vector<Lit> b = totalizer_node(lits.subspan(half), cap, up, down);
  const size_t m = std::min(lits.size(), cap);
  const std::vector<Lit> r = new_vars(m);
  // a[i−1] means "left sum ≥ i"; index 0 of the loops stands for "≥ 0", always true.
  for (size_t i = 0; i <= a.size(); ++i) {
    for (size_t j = 0; j <= b.size(); ++j) {
      if (up && i + j >= 1 && i + j <= m) {  // left ≥ i ∧ right ≥ j ⇒ sum ≥ i+j
        std::vector<Lit> clause;
        if (i > 0) clause.push_back(-a[i - 1]);
        if (j > 0) clause.push_back(-b[j - 1]);
        clause.push_back(r[i + j - 1]);
        add_clause(clause);
      }
      if (down && i + j + 1 <= m) {  // left ≤ i ∧ right ≤ j ⇒ sum ≤ i+j
        std::vector<Lit> clause;
        if (i < a.size()) clause.push_back(a[i]);
        if (j < b.size()) clause.push_back(b[j]);
        clause.push_back(-r[i + j]);
        add_clause(clause);
      }
    }
  }
  return r;
}

std::vector<Lit> Cnf::totalizer(std::span<const Lit> lits, size_t cap) {
  for (Lit lit : lits) check(lit);
  if (lits.empty() || cap == 0) return {};
  return totalizer_node(lits, cap, true, true);
}

void Cnf::at_most_k(std::span<const Lit> lits, int64_t k, CardEncoding encoding) {
  for (Lit lit : lits) check(lit);
  const auto n = static_cast<int64_t>(lits.size());
  if (k < 0) {
    add_clause({});
    return;
  }
  if (k >= n) return;
  if (k == 0) {
    for (Lit lit : lits) add_unit(-lit);
    return;
  }
  if (encoding == CardEncoding::kSequentialCounter) {
    counter_at_most(lits, k);
    return;
  }
  const std::vector<Lit> out = totalizer_node(lits, static_cast<size_t>(k) + 1, true, false);
  add_unit(-out[static_cast<size_t>(k)]);
}

void Cnf::at_least_k(std::span<const Lit> lits, int64_t k, CardEncoding encoding) {
  for (Lit lit : lits) check(lit);
  const auto n = static_cast<int64_t>(lits.size());
  if (k <= 0) return;
  if (k > n) {
    add_clause({});
    return;
  }
  if (k == 1) {
    add_clause(lits);
    return;
  }
  if (k == n) {
    for (Lit lit : lits) add_unit(lit);
    return;
  }
  if (encoding == CardEncoding::kSequentialCounter) {
    std::vector<Lit> negated(lits.begin(), lits.end());
    for (Lit& lit : negated) lit = -lit;
    counter_at_most(negated, n - k);
    return;
  }
  const std::vector<Lit> out = totalizer_node(lits, static_cast<size_t>(k), false, true);
  add_unit(out[static_cast<size_t>(k) - 1]);
}

void Cnf::exactly_k(std::span<const Lit> lits, int64_t k, CardEncoding encoding) {
  for (Lit lit : lits) check(lit);
  const auto n = static_cast<int64_t>(lits.size());
  if (encoding == CardEncoding::kTotalizer && k >= 1 && k < n) {
    // One tree serves both bounds.
    const std::vector<Lit> out = totalizer_node(lits, static_cast<size_t>(k) + 1, true, true);
    add_unit(out[static_cast<size_t>(k) - 1]);
    add_unit(-out[static_cast<size_t>(k)]);
    return;
  }
  at_most_k(lits, k, encoding);
  at_least_k(lits, k, encoding);
}

Lit Cnf::define_and(std::span<const Lit> lits) {
  for (Lit lit : lits) check(lit);
  const Lit y = new_var();
  std::vector<Lit> big{y};
  for (Lit lit : lits) {
    add_clause({-y, lit});
    big.push_back(-lit);
  }
  add_clause(big);
  return y;
}

Lit Cnf::define_or(std::span<const Lit> lits) {
  for (Lit lit : lits) check(lit);
  const Lit y = new_var();
  std::vector<Lit> big{-y};
  for (Lit lit : lits) {
    add_clause({y, -lit});
    big.push_back(lit);
  }
  add_clause(big);
  return y;
}

Lit Cnf::define_xor(Lit a, Lit b) {
  check(a);
  check(b);
  const Lit y = new_var();
  add_clause({-y, a, b});
  add_clause({-y, -a, -b});
  add_clause({y, -a, b});
  add_clause({y, a, -b});
  return y;
}

std::string Cnf::to_dimacs(bool with_names, std::string_view comment) const {
  std::string out;
  size_t start = 0;
  while (start < comment.size()) {
    size_t end = comment.find('\n', start);
    if (end == std::string_view::npos) end = comment.size();
    out += "c ";
    out += comment.substr(start, end - start);
    out += '\n';
    start = end + 1;
  }
  if (with_names) {
    for (int v = 1; v <= num_vars_; ++v) {
      const std::string& n = names_[static_cast<size_t>(v - 1)];
      if (!n.empty()) out += "c var " + std::to_string(v) + ' ' + n + '\n';
    }
  }
  out += "p cnf " + std::to_string(num_vars_) + ' ' + std::to_string(num_clauses_) + '\n';
  bool line_start = true;
  for (Lit lit : flat_) {
    if (!line_start) out += ' ';
    out += std::to_string(lit);
    line_start = lit == 0;
    if (line_start) out += '\n';
  }
  return out;
}

}  // namespace gridlogic::sat
