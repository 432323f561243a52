// A CNF builder with the standard cardinality encodings, and its DIMACS writer.
//
// Literals follow DIMACS: variables are 1, 2, 3, ...; literal v means "v is true", −v "v is
// false"; 0 is never a literal. The builder knows no puzzle and no solver (solver.hpp runs
// CaDiCaL on it).
//
// Worked example (exactly two of five lamps are on):
//
//   sat::Cnf cnf;
//   std::vector<sat::Lit> lamp = cnf.new_vars(5, "lamp");   // lamp_0 .. lamp_4
//   cnf.exactly_k(lamp, 2, sat::CardEncoding::kTotalizer);
//   std::string text = cnf.to_dimacs();                      // "p cnf ..."
//
// Encodings and their sizes (n inputs, bound k; "aux" = new variables):
//   at_most_one   kPairwise    0 aux, n(n−1)/2 binary clauses
//                 kSequential  n−1 aux, 3n−4 clauses (Sinz 2005, the k = 1 counter)
//                 kAuto        pairwise for n ≤ 6, else sequential
//   at_most_k     kSequentialCounter  (n−1)·k aux, ≤ 2nk + n − 3k − 1 clauses (Sinz 2005)
//                 kTotalizer  O(n log n) aux, O(n·k) clauses with outputs cut at k+1
//                             (Bailleux & Boufkhad 2003; the "k-simplified" variant)
//   at_least_k    = at_most_(n−k) over the negated inputs (counter), or the totalizer's other
//                   clause direction (totalizer)
//   exactly_k     both directions
// All encodings are exact on the inputs: with the inputs fixed, the clauses are satisfiable iff
// the count condition holds. Auxiliary variables of the one-directional encodings (counters, the
// at-most-one ladder, a totalizer used for one bound only) may keep some freedom, so count models
// projected on the inputs (solver.hpp does). Bounds out of range are handled: at_most_k with
// k < 0 adds the empty clause, k ≥ n adds nothing, and so on.
//
// Misuse (literal 0, a literal beyond num_vars()) throws std::invalid_argument.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gridlogic::sat {

using Lit = int;

enum class AmoEncoding { kAuto, kPairwise, kSequential };
enum class CardEncoding { kSequentialCounter, kTotalizer };

class Cnf {
 public:
  /// A new variable (its positive literal). The name, when given, appears in the DIMACS comments.
  Lit new_var(std::string_view name = {});
  /// `count` new variables named prefix_0, prefix_1, ... (unnamed when prefix is empty).
  std::vector<Lit> new_vars(size_t count, std::string_view prefix = {});

  void add_clause(std::span<const Lit> clause);
  void add_clause(std::initializer_list<Lit> clause) {
    add_clause(std::span<const Lit>(clause.begin(), clause.size()));
  }
  void add_unit(Lit lit) { add_clause({lit}); }

  // ---- constraints over literal lists ----
  /// At least one literal is true (one clause; the empty clause when lits is empty).
  void at_least_one(std::span<const Lit> lits);
  /// At most one literal is true.
  void at_most_one(std::span<const Lit> lits, AmoEncoding encoding = AmoEncoding::kAuto);
  /// Exactly one literal is true (at_least_one + at_most_one).
  void exactly_one(std::span<const Lit> lits, AmoEncoding encoding = AmoEncoding::kAuto);
  /// At most k literals are true.
  void at_most_k(std::span<const Lit> lits, int64_t k,
                 CardEncoding encoding = CardEncoding::kSequentialCounter);
  /// At least k literals are true.
  void at_least_k(std::span<const Lit> lits, int64_t k,
                  CardEncoding encoding = CardEncoding::kSequentialCounter);
  /// Exactly k literals are true.
  void exactly_k(std::span<const Lit> lits, int64_t k,
                 CardEncoding encoding = CardEncoding::kSequentialCounter);

  // ---- Tseitin gates: a new variable equivalent to a function of the inputs ----
  /// y ⇔ (a ∧ b ∧ ...): 1 aux, |lits| + 1 clauses. Empty input: a variable fixed true.
  Lit define_and(std::span<const Lit> lits);
  /// y ⇔ (a ∨ b ∨ ...): 1 aux, |lits| + 1 clauses. Empty input: a variable fixed false.
  Lit define_or(std::span<const Lit> lits);
  /// y ⇔ (a ⊕ b): 1 aux, 4 clauses. (No XOR constraints beyond this two-input gate.)
  Lit define_xor(Lit a, Lit b);

  /// The totalizer's unary outputs: out[i] is true iff at least i+1 of `lits` are true, for
  /// i < min(n, cap). Both directions are encoded, so the outputs are exact. Useful for several
  /// bounds on the same sum.
  std::vector<Lit> totalizer(std::span<const Lit> lits, size_t cap);

  [[nodiscard]] int num_vars() const { return num_vars_; }
  [[nodiscard]] size_t num_clauses() const { return num_clauses_; }
  /// All clauses, each followed by a 0 (the DIMACS body as numbers).
  [[nodiscard]] const std::vector<Lit>& flat() const { return flat_; }
  /// The name given to a variable, or "".
  [[nodiscard]] std::string_view name(int var) const;

  /// The CNF in DIMACS format: "c" comment lines (the `comment` lines, then "c var <v> <name>"
  /// for named variables when `with_names`), the "p cnf V C" line, one clause per line.
  [[nodiscard]] std::string to_dimacs(bool with_names = true, std::string_view comment = {}) const;

 private:
  void check(Lit lit) const;
  void amo_pairwise(std::span<const Lit> lits);
  void amo_sequential(std::span<const Lit> lits);
  void counter_at_most(std::span<const Lit> lits, int64_t k);
  // Totalizer node over lits: outputs capped at `cap`; upward clauses (sum ≥ i ⇒ out_i) when
  // `up`, downward (out_i ⇒ sum ≥ i) when `down`.
  std::vector<Lit> totalizer_node(std::span<const Lit> lits, size_t cap, bool up, bool down);

  int num_vars_ = 0;
  size_t num_clauses_ = 0;
  std::vector<Lit> flat_;
  std::vector<std::string> names_;  // index var-1; empty when unnamed
};

}  // namespace gridlogic::sat
