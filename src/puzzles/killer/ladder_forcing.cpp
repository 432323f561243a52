// Forcing chains: assume a candidate true (or false), follow the singles it forces, and read
// what every case agrees on, or which case breaks a rule.
//
// A branch is a copy of the position with one assumption made, propagated with naked and
// hidden singles. Each fact a branch derives remembers why (the placement that removed a
// candidate; the unit of a hidden single; a naked single), so a conclusion's chain can be
// counted (its ancestors, as Sudoku Explainer counts a chain's nodes) and told. Nested chains
// let the propagation itself use forcing chains one level down: a candidate whose own branch
// breaks is removed inside the outer branch. Deeper levels are tried only when shallower ones
// find nothing, so every puzzle with one solution finishes (at depth n*n it is a full search).
#include <algorithm>
#include <bit>
#include <string>

#include "puzzles/killer/ladder_finders.hpp"

namespace gridlogic::killer::human {

namespace {

// Why a fact holds. Eliminations name the placed cell that removed them (>= 0), placements the
// unit of their hidden single (>= 0).
constexpr int kNone = -1;
constexpr int kAssumed = -2;
constexpr int kInner = -3;  ///< removed by a forcing chain one level down
constexpr int kNaked = -4;  ///< a naked single
constexpr int kCage = -5;   ///< the last open cell of a cage, or a cage's sum bounds

// A fact is an elimination, numbered by its candidate (cell * n + digit - 1), or a placement,
// numbered cells * n + cell.
class Branch {
 public:
  Branch(const Position& position, bool track)
      : base_(&position), g_(&position.geometry()), n_(position.n()), track_(track) {
    const int cells = position.cells();
    cand_.resize(static_cast<size_t>(cells));
    val_.resize(static_cast<size_t>(cells));
    for (int cell = 0; cell < cells; ++cell) {
      cand_[static_cast<size_t>(cell)] = position.candidates(cell);
      val_[static_cast<size_t>(cell)] = position.value(cell);
    }
    if (!track_) return;
    off_cause_.assign(static_cast<size_t>(cells * n_), kNone);
    on_cause_.assign(static_cast<size_t>(cells), kNone);
    weight_.assign(static_cast<size_t>(cells * n_), 1);
    order_.assign(static_cast<size_t>(cells), 0);
  }

  // A copy of this branch's candidates that keeps no reasons (for the levels below).
  [[nodiscard]] Branch light() const {
    Branch out(*this, 0);
    return out;
  }

  [[nodiscard]] int n() const { return n_; }
  [[nodiscard]] int cells() const { return n_ * n_; }
  [[nodiscard]] Mask cand(int cell) const { return cand_[static_cast<size_t>(cell)]; }
  [[nodiscard]] int val(int cell) const { return val_[static_cast<size_t>(cell)]; }
  [[nodiscard]] bool broken() const { return broken_; }
  [[nodiscard]] int steps() const { return steps_; }
  [[nodiscard]] const std::vector<int>& contradiction() const { return contradiction_; }
  [[nodiscard]] int node(int cell, int digit) const { return cell * n_ + digit - 1; }
  [[nodiscard]] int on_fact(int cell) const { return cells() * n_ + cell; }
  /// Whether the branch has removed a candidate the position holds.
  [[nodiscard]] bool removed(int cell, int digit) const {
    return base_->has(cell, digit) && val(cell) != digit && (cand(cell) & digit_bit(digit)) == 0;
  }

  void place(int cell, int digit, int cause) {
    if (broken_ || val(cell) == digit) return;
    if (val(cell) != 0 || (cand(cell) & digit_bit(digit)) == 0) {
      // Two placements want the cell, or the digit has left it.
      fail({});
      if (!track_) return;
      contradiction_.push_back(val(cell) != 0 ? on_fact(cell) : node(cell, digit));
      reasons(cell, digit, cause, contradiction_);
      return;
    }
    ++steps_;
    val_[static_cast<size_t>(cell)] = digit;
    if (track_) {
      on_cause_[static_cast<size_t>(cell)] = cause;
      order_[static_cast<size_t>(cell)] = steps_;
      for (Mask m = cand(cell) & ~digit_bit(digit); m != 0; m &= m - 1)
        off_cause_[static_cast<size_t>(node(cell, first_digit(m)))] = cell;
    }
    cand_[static_cast<size_t>(cell)] = 0;
    const Mask bit = digit_bit(digit);
    auto remove = [&](int peer) {
      Mask& mask = cand_[static_cast<size_t>(peer)];
      if ((mask & bit) == 0) return;
      mask &= ~bit;
      if (track_) off_cause_[static_cast<size_t>(node(peer, digit))] = cell;
    };
    for (int peer : g_->peers[static_cast<size_t>(cell)]) remove(peer);
    if (const int cage = base_->cage_of(cell); cage >= 0) {
      for (int mate : base_->board().cages[static_cast<size_t>(cage)].cells) remove(mate);
    }
  }

  void eliminate(int cell, int digit, int cause, int weight) {
    Mask& mask = cand_[static_cast<size_t>(cell)];
    if ((mask & digit_bit(digit)) == 0) return;
    mask &= ~digit_bit(digit);
    if (!track_) return;
    off_cause_[static_cast<size_t>(node(cell, digit))] = cause;
    weight_[static_cast<size_t>(node(cell, digit))] = weight;
  }

  // Naked and hidden singles until none is left or a rule breaks; false when one breaks.
  bool singles() {
    bool changed = true;
    while (changed && !broken_) {
      changed = false;
      for (int cell = 0; cell < cells() && !broken_; ++cell) {
        if (val(cell) != 0) continue;
        const Mask mask = cand(cell);
        if (mask == 0) {
          fail(base_facts_of_cell(cell));
        } else if (std::popcount(mask) == 1) {
          place(cell, first_digit(mask), kNaked);
          changed = true;
        }
      }
      for (int unit = 0; unit < 3 * n_ && !broken_; ++unit) changed = unit_singles(unit) || changed;
      const auto& cages = base_->board().cages;
      for (size_t cage = 0; cage < cages.size() && !broken_; ++cage)
        changed = cage_sums(cages[cage]) || changed;
    }
    return !broken_;
  }

  /// The number of facts a fact rests on, itself included (inner chains count their length).
  [[nodiscard]] int cost(const std::vector<int>& facts) const {
    int total = 0;
    for_each_behind(facts, [&](int fact, int cell) {
      total += cell < 0 ? weight_[static_cast<size_t>(fact)] : 1;
    });
    return total;
  }

  /// The placements a fact rests on, in the order the branch made them (assumption first).
  [[nodiscard]] std::vector<int> placements_behind(const std::vector<int>& facts) const {
    std::vector<int> out;
    for_each_behind(facts, [&](int /*fact*/, int cell) {
      if (cell >= 0) out.push_back(cell);
    });
    std::sort(out.begin(), out.end(), [&](int a, int b) {
      return order_[static_cast<size_t>(a)] < order_[static_cast<size_t>(b)];
    });
    return out;
  }

 private:
  // Calls visit(fact, cell) once for every fact `facts` rest on, themselves included: cell is
  // the cell a placement fact placed, -1 for an elimination.
  template <class Visit>
  void for_each_behind(const std::vector<int>& facts, Visit&& visit) const {
    std::vector<uint8_t> seen(static_cast<size_t>(cells() * (n_ + 1)), 0);
    std::vector<int> stack = facts;
    while (!stack.empty()) {
      const int fact = stack.back();
      stack.pop_back();
      if (seen[static_cast<size_t>(fact)] != 0) continue;
      seen[static_cast<size_t>(fact)] = 1;
      if (fact < cells() * n_) {
        visit(fact, -1);
        const int cause = off_cause_[static_cast<size_t>(fact)];
        if (cause >= 0) stack.push_back(on_fact(cause));
      } else {
        const int cell = fact - cells() * n_;
        visit(fact, cell);
        reasons(cell, val(cell), on_cause_[static_cast<size_t>(cell)], stack);
      }
    }
  }

  Branch(const Branch& from, int /*light*/)
      : base_(from.base_),
        g_(from.g_),
        n_(from.n_),
        track_(false),
        cand_(from.cand_),
        val_(from.val_),
        broken_(from.broken_) {}

  void fail(std::vector<int> facts) {
    broken_ = true;
    if (track_) contradiction_ = std::move(facts);
  }

  std::vector<int> base_facts_of_cell(int cell) const {
    std::vector<int> out;
    if (!track_) return out;
    for (Mask m = base_->candidates(cell); m != 0; m &= m - 1)
      out.push_back(node(cell, first_digit(m)));
    return out;
  }

  // The eliminations that made `digit` a single in `cell` for `cause`.
  void reasons(int cell, int digit, int cause, std::vector<int>& out) const {
    if (cause == kNaked) {
      for (Mask m = base_->candidates(cell) & ~digit_bit(digit); m != 0; m &= m - 1)
        out.push_back(node(cell, first_digit(m)));
    } else if (cause == kCage) {
      const int cage = base_->cage_of(cell);
      for (int other : base_->board().cages[static_cast<size_t>(cage)].cells) {
        if (other != cell && base_->value(other) == 0 && val(other) != 0)
          out.push_back(on_fact(other));
      }
    } else if (cause >= 0) {
      for (int other : g_->units[static_cast<size_t>(cause)]) {
        if (other != cell && base_->has(other, digit)) out.push_back(node(other, digit));
      }
    }
  }

  // A cage's arithmetic, as cheap as singles: its last open cell takes the rest of the sum,
  // each open cell keeps the digits the others' smallest and largest candidates allow, and a
  // full cage must make its sum. False when nothing changed.
  bool cage_sums(const Cage& cage) {
    int rest = cage.sum;
    int open = 0;
    int last = -1;
    int low = 0;
    int high = 0;
    Mask placed = 0;
    bool repeated = false;
    std::vector<int> facts;
    for (int cell : cage.cells) {
      const int digit = val(cell);
      if (digit != 0) {
        repeated = repeated || (placed & digit_bit(digit)) != 0;
        placed |= digit_bit(digit);
        rest -= digit;
        if (track_ && base_->value(cell) == 0) facts.push_back(on_fact(cell));
        continue;
      }
      const Mask mask = cand(cell);
      if (mask == 0) return false;  // singles() reports the empty cell
      ++open;
      last = cell;
      low += first_digit(mask);
      high += 32 - std::countl_zero(mask);
    }
    if (repeated || open == 0 || rest < low || rest > high) {
      if (!repeated && open == 0 && rest == 0) return false;
      fail(std::move(facts));
      return false;
    }
    if (open == 1) {
      place(last, rest, kCage);
      return true;
    }
    bool changed = false;
    for (int cell : cage.cells) {
      if (val(cell) != 0) continue;
      const Mask mask = cand(cell);
      const int others_low = low - first_digit(mask);
      const int others_high = high - (32 - std::countl_zero(mask));
      for (Mask m = mask; m != 0; m &= m - 1) {
        const int digit = first_digit(m);
        if (digit + others_low > rest || digit + others_high < rest) {
          eliminate(cell, digit, kCage, 1);
          changed = true;
        }
      }
    }
    return changed;
  }

  // The hidden singles of one unit, and a digit with no place left in it.
  bool unit_singles(int unit) {
    const auto& members = g_->units[static_cast<size_t>(unit)];
    Mask once = 0, twice = 0, placed = 0;
    for (int cell : members) {
      if (val(cell) != 0) {
        placed |= digit_bit(val(cell));
      } else {
        twice |= once & cand(cell);
        once |= cand(cell);
      }
    }
    const Mask all = (Mask{1} << n_) - 1;
    const Mask missing = all & ~placed & ~once;
    if (missing != 0) {
      std::vector<int> facts;
      const int digit = first_digit(missing);
      if (track_) {
        for (int cell : members) {
          if (base_->has(cell, digit)) facts.push_back(node(cell, digit));
        }
      }
      fail(std::move(facts));
      return false;
    }
    const Mask hidden = once & ~twice & ~placed;
    if (hidden == 0) return false;
    std::vector<std::pair<int, int>> found;
    for (Mask m = hidden; m != 0; m &= m - 1) {
      const int digit = first_digit(m);
      for (int cell : members) {
        if ((cand(cell) & digit_bit(digit)) != 0) found.emplace_back(cell, digit);
      }
    }
    for (const auto& [cell, digit] : found) place(cell, digit, unit);
    return true;
  }

  const Position* base_;
  const Geometry* g_;
  int n_;
  bool track_;
  std::vector<Mask> cand_;
  std::vector<int> val_;
  std::vector<int> off_cause_;
  std::vector<int> on_cause_;
  std::vector<int> weight_;
  std::vector<int> order_;
  std::vector<int> contradiction_;
  bool broken_ = false;
  int steps_ = 0;
};

// Inner branches a nested forcing chain may still open. Each level multiplies the work by the
// candidates left, so a position with few marks (a player's early position, or a puzzle with
// several solutions, where no contradiction exists to be found) would take years: past the
// budget, inner branches are not opened, which only ever finds less (a branch not opened
// removes nothing), never something false. Set by find_nested_forcing_chain.
thread_local uint64_t inner_budget = 0;
// About two seconds of inner branches here; the hardest forum puzzles need far fewer per step.
constexpr uint64_t kInnerBudget = 2'000'000;

// Propagates a branch: singles, and at level > 0 also the candidates whose own branch (at
// level - 1) breaks. False when the branch breaks.
bool propagate(Branch& branch, int level) {
  if (!branch.singles()) return false;
  if (level == 0) return true;
  for (bool progress = true; progress;) {
    progress = false;
    for (int cell = 0; cell < branch.cells(); ++cell) {
      for (Mask m = branch.cand(cell); m != 0; m &= m - 1) {
        const int digit = first_digit(m);
        if ((branch.cand(cell) & digit_bit(digit)) == 0) continue;
        if (inner_budget == 0) return true;
        --inner_budget;
        Branch inner = branch.light();
        inner.place(cell, digit, kAssumed);
        if (propagate(inner, level - 1)) continue;
        branch.eliminate(cell, digit, kInner, inner.steps() + 1);
        progress = true;
        if (!branch.singles()) return false;
      }
    }
  }
  return true;
}

// A branch of `position` with one assumption, propagated.
Branch assume(const Position& position, int cell, int digit, bool on, int level) {
  Branch branch(position, true);
  if (on) {
    branch.place(cell, digit, kAssumed);
  } else {
    branch.eliminate(cell, digit, kAssumed, 1);
  }
  propagate(branch, level);
  return branch;
}

// A conclusion: a placement or an elimination, and what it costs over every branch.
struct Conclusion {
  bool placement = false;
  int cell = -1;
  int digit = 0;
  int cost = 0;
};

// The facts behind a conclusion in one branch: its contradiction when broken.
std::vector<int> facts_of(const Branch& branch, const Conclusion& c) {
  if (branch.broken()) return branch.contradiction();
  return {c.placement ? branch.on_fact(c.cell) : branch.node(c.cell, c.digit)};
}

int total_cost(const std::vector<Branch>& branches, const Conclusion& c) {
  int total = 0;
  for (const Branch& b : branches) total += b.cost(facts_of(b, c));
  return total;
}

// The cheapest fact every unbroken branch agrees on (the first on ties); false when none, or
// when every branch breaks (the position has no solution then).
bool common_conclusion(const Position& position, const std::vector<Branch>& branches,
                       Conclusion& best) {
  std::vector<const Branch*> alive;
  for (const Branch& b : branches) {
    if (!b.broken()) alive.push_back(&b);
  }
  if (alive.empty()) return false;
  bool found = false;
  auto consider = [&](Conclusion c) {
    c.cost = total_cost(branches, c);
    if (!found || c.cost < best.cost) best = c;
    found = true;
  };
  for (int cell = 0; cell < position.cells(); ++cell) {
    if (position.value(cell) != 0) continue;
    const int digit = alive.front()->val(cell);
    bool same = digit != 0;
    for (const Branch* b : alive) same = same && b->val(cell) == digit;
    if (same) consider({true, cell, digit, 0});
    for (Mask m = position.candidates(cell); m != 0; m &= m - 1) {
      const int d = first_digit(m);
      bool gone = true;
      for (const Branch* b : alive) gone = gone && b->removed(cell, d);
      if (gone) consider({false, cell, d, 0});
    }
  }
  return found;
}

std::string fact_text(const Geometry& g, const Conclusion& c) {
  return cell_label(g, c.cell) + (c.placement ? " = " : " is not ") + std::to_string(c.digit);
}

// "r1c2 = 3 → r4c5 = 7 → ... → r6c6 is not 5" for one branch.
std::string branch_text(const Geometry& g, const Branch& branch, const std::string& assumption,
                        const Conclusion& c) {
  std::string out = "if " + assumption + ": ";
  const std::vector<int> steps = branch.placements_behind(facts_of(branch, c));
  constexpr size_t kShown = 8;
  size_t shown = 0;
  for (int cell : steps) {
    if (branch.val(cell) == 0) continue;
    if (shown == kShown) {
      out += " ...";
      break;
    }
    out +=
        (shown == 0 ? "" : ", ") + cell_label(g, cell) + " = " + std::to_string(branch.val(cell));
    ++shown;
  }
  if (branch.broken()) return out + (shown == 0 ? "" : ", ") + "and a rule breaks";
  return out + (shown == 0 ? "" : " so ") + fact_text(g, c);
}

// Fills a deduction with a conclusion read from branches (one per assumption).
void describe(const Position& position, HumanRule rule, const std::string& intro,
              const std::vector<Branch>& branches, const std::vector<std::string>& assumptions,
              const Conclusion& c, int level, Deduction& out) {
  const Geometry& g = position.geometry();
  out.placements.clear();
  out.eliminations.clear();
  if (c.placement) {
    out.placements = {{c.cell, c.digit}};
  } else {
    out.eliminations = {{c.cell, c.digit}};
  }
  out.cells = {c.cell};
  std::string text = intro;
  for (size_t i = 0; i < branches.size(); ++i) {
    text += (i == 0 ? ": " : "; ") + branch_text(g, branches[i], assumptions[i], c);
    for (int cell : branches[i].placements_behind(facts_of(branches[i], c))) {
      if (std::find(out.cells.begin(), out.cells.end(), cell) == out.cells.end())
        out.cells.push_back(cell);
    }
  }
  out.text = text + ". Either way " + fact_text(g, c);
  out.rating = ladder()[rule].rating + 0.5 * std::max(0, level - 1) + length_bonus(c.cost);
}

// The best conclusion of a set of branches, kept when cheaper than `best`.
struct Candidate {
  bool found = false;
  Conclusion conclusion;
  std::vector<Branch> branches;
  std::vector<std::string> assumptions;
  std::string intro;
};

void offer(const Position& position, std::vector<Branch> branches,
           std::vector<std::string> assumptions, std::string intro, Candidate& best) {
  Conclusion c;
  if (!common_conclusion(position, branches, c)) return;
  if (best.found && c.cost >= best.conclusion.cost) return;
  best = {true, c, std::move(branches), std::move(assumptions), std::move(intro)};
}

std::string assumption_text(const Geometry& g, int cell, int digit, bool on) {
  return cell_label(g, cell) + (on ? " = " : " is not ") + std::to_string(digit);
}

// Every cell with at most `most` candidates: one branch per candidate.
void cell_chains(const Position& position, int level, Candidate& best, int most = 32) {
  const Geometry& g = position.geometry();
  for (int cell = 0; cell < position.cells(); ++cell) {
    const Mask mask = position.candidates(cell);
    if (position.value(cell) != 0 || std::popcount(mask) < 2 || std::popcount(mask) > most)
      continue;
    std::vector<Branch> branches;
    std::vector<std::string> assumptions;
    for (Mask m = mask; m != 0; m &= m - 1) {
      branches.push_back(assume(position, cell, first_digit(m), true, level));
      assumptions.push_back(assumption_text(g, cell, first_digit(m), true));
    }
    offer(position, std::move(branches), std::move(assumptions),
          cell_label(g, cell) + " holds one of its candidates", best);
  }
}

// Every unit and digit: one branch per place.
void unit_chains(const Position& position, int level, Candidate& best) {
  const Geometry& g = position.geometry();
  for (int unit = 0; unit < 3 * position.n(); ++unit) {
    const auto& members = g.units[static_cast<size_t>(unit)];
    for (int digit = 1; digit <= position.n(); ++digit) {
      const uint32_t places = position.places(unit, digit);
      if (std::popcount(places) < 2) continue;
      std::vector<Branch> branches;
      std::vector<std::string> assumptions;
      for (uint32_t m = places; m != 0; m &= m - 1) {
        const int cell = members[static_cast<size_t>(std::countr_zero(m))];
        branches.push_back(assume(position, cell, digit, true, level));
        assumptions.push_back(assumption_text(g, cell, digit, true));
      }
      offer(position, std::move(branches), std::move(assumptions),
            std::to_string(digit) + " goes somewhere in " + unit_name(g, unit), best);
    }
  }
}

// Every candidate, true and false: a case that breaks proves the other; a fact both cases
// reach holds.
void candidate_chains(const Position& position, int level, Candidate& best) {
  const Geometry& g = position.geometry();
  for (int cell = 0; cell < position.cells(); ++cell) {
    for (Mask m = position.candidates(cell); m != 0; m &= m - 1) {
      const int digit = first_digit(m);
      std::vector<Branch> branches;
      branches.push_back(assume(position, cell, digit, true, level));
      branches.push_back(assume(position, cell, digit, false, level));
      offer(position, std::move(branches),
            {assumption_text(g, cell, digit, true), assumption_text(g, cell, digit, false)},
            cell_label(g, cell) + " is " + std::to_string(digit) + " or not", best);
    }
  }
}

bool finish(const Position& position, HumanRule rule, const Candidate& best, int level,
            Deduction& out) {
  if (!best.found) return false;
  describe(position, rule, best.intro, best.branches, best.assumptions, best.conclusion, level,
           out);
  return true;
}

}  // namespace

bool find_cell_forcing_chain(const Position& position, bool /*unique*/, Deduction& out) {
  Candidate best;
  cell_chains(position, 0, best);
  return finish(position, kCellForcingChain, best, 0, out);
}

bool find_unit_forcing_chain(const Position& position, bool /*unique*/, Deduction& out) {
  Candidate best;
  unit_chains(position, 0, best);
  return finish(position, kUnitForcingChain, best, 0, out);
}

bool find_dynamic_forcing_chain(const Position& position, bool /*unique*/, Deduction& out) {
  Candidate best;
  candidate_chains(position, 0, best);
  return finish(position, kDynamicForcingChain, best, 0, out);
}

bool find_nested_forcing_chain(const Position& position, bool /*unique*/, Deduction& out) {
  // On a killer board the singles inside the branches see too little of the cages: nested
  // forcing chains through the cages (ladder_cage_forcing.cpp) do that work there.
  if (!position.board().cages.empty()) return false;
  // Each level lets the branches use the contradictions of the level below; a full search
  // (one level per open cell) always concludes when the puzzle has a solution.
  // Nested branches are costly, so the two-candidate cells (the cheapest case split) go first.
  inner_budget = kInnerBudget;
  for (int level = 1; level <= position.open_cells() && inner_budget > 0; ++level) {
    Candidate best;
    cell_chains(position, level, best, 2);
    if (!best.found) cell_chains(position, level, best);
    if (!best.found) candidate_chains(position, level, best);
    if (finish(position, kNestedForcingChain, best, level, out)) return true;
  }
  return false;
}

}  // namespace gridlogic::killer::human
