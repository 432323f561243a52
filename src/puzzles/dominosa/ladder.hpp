// The human ladder's state and rules: which placements (edges) are still possible, which are
// taken, and the cheapest deduction that makes progress from there.
//
// One Deduction is one use of one rule: it takes one placement (with everything that placement
// rules out at its two cells and for its domino) or rules out the placements one argument
// condemns. explain, grade and hint all walk this one ladder (rules.hpp names the rules).
// Only "dead end" borrows the solver's propagation, on a Search kept in step with this state.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "puzzles/dominosa/board.hpp"
#include "puzzles/dominosa/rules.hpp"
#include "puzzles/dominosa/solver.hpp"
#include "reasoning/ladder.hpp"

namespace gridlogic::dominosa {

/// One use of one rule.
struct Deduction {
  RuleId rule = kGuess;
  std::string text;          ///< the step in words
  int place = -1;            ///< the edge taken, or -1
  std::vector<int> removes;  ///< edges ruled out (besides those a taken edge rules out)
  std::vector<int> cells;    ///< the cells the argument reads, for a page to highlight
};

class Ladder;
/// A rule's finder: its first use in the state, or nullopt.
using Finder = std::optional<Deduction> (*)(Ladder&);
using DominosaLadder = reasoning::Ladder<Finder>;

class Ladder {
 public:
  /// The ladder as data: each rule's name, summary, level, rating, rank and finder (guess, the
  /// walk's last resort, has none). rules.hpp's table and levels are read from it.
  static const DominosaLadder& rules();

  explicit Ladder(const Board& board);
  Ladder(const Ladder&) = delete;
  Ladder& operator=(const Ladder&) = delete;

  [[nodiscard]] const Board& board() const { return board_; }
  [[nodiscard]] const Graph& graph() const { return graph_; }
  [[nodiscard]] bool live(int e) const { return alive_[e] != 0; }
  [[nodiscard]] int cover(int cell) const { return cover_[cell]; }
  [[nodiscard]] int used(int domino) const { return used_[domino]; }
  [[nodiscard]] bool solved() const { return placed_ == graph_.dominoes; }
  [[nodiscard]] std::vector<int> live_at_cell(int cell) const;
  [[nodiscard]] std::vector<int> live_of_domino(int domino) const;
  /// The cell of edge e that is not `cell`.
  [[nodiscard]] int other(int e, int cell) const {
    return graph_.edges[e].a == cell ? graph_.edges[e].b : graph_.edges[e].a;
  }
  [[nodiscard]] bool touches(int e, int cell) const {
    return graph_.edges[e].a == cell || graph_.edges[e].b == cell;
  }
  /// Whether edge e is a live, not yet taken placement.
  [[nodiscard]] bool open_edge(int e) const { return live(e) && cover_[graph_.edges[e].a] != e; }

  /// The cheapest deduction that makes progress, trying the rules of the table up to `last`
  /// (guess is not the ladder's: the caller supplies it); nullopt when none applies.
  [[nodiscard]] std::optional<Deduction> next(RuleId last = kDeadEnd);
  /// Applies a deduction: takes its placement and rules out its edges.
  void apply(const Deduction& deduction);
  /// Takes edge e (a player's domino, or a step's placement); false when e is not live.
  bool take(int e);
  /// Rules out edge e.
  void rule_out(int e);

  // ---- names for the steps' words and detail -------------------------------------------------
  [[nodiscard]] std::string cell_text(int cell) const;
  [[nodiscard]] Json cell_json(int cell) const;
  [[nodiscard]] std::string domino_text(int domino) const;
  [[nodiscard]] std::string edge_text(int e) const;  ///< "3-4 on r2c3-r2c4" (board.hpp's names)
  [[nodiscard]] Json edge_json(int e) const;         ///< [[r,c],[r,c]]

 private:
  // The rules, in table order; each finds its first use or nothing.
  std::optional<Deduction> no_place_left() const;
  std::optional<Deduction> one_partner() const;                // ladder_local.cpp
  std::optional<Deduction> only_placement() const;             // ladder_local.cpp
  std::optional<Deduction> needs_domino() const;               // ladder_local.cpp
  std::optional<Deduction> must_overlap(bool one_cell) const;  // ladder_local.cpp
  std::optional<Deduction> forces_copy() const;                // ladder_duplicates.cpp
  std::optional<Deduction> forces_two_copies() const;          // ladder_duplicates.cpp
  std::optional<Deduction> odd_areas() const;                  // ladder_parity.cpp
  std::optional<Deduction> number_set(bool doubles) const;     // ladder_sets.cpp
  std::optional<Deduction> forcing_chain() const;              // ladder_chains.cpp
  std::optional<Deduction> dead_end();                         // ladder_probe.cpp

  // Every live, not taken edge that overlaps (shares a cell with) e.
  void overlaps(int e, std::vector<int>& out) const;
  // The sole domino of the live edges at `cell` other than `except`, -1 when there are none
  // or several.
  int sole_domino_without(int cell, int except) const;

  const Board& board_;
  Graph graph_;
  Search search_;
  bool search_ok_ = true;
  std::vector<uint8_t> alive_;
  std::vector<int> cover_;
  std::vector<int> used_;
  int placed_ = 0;
};

}  // namespace gridlogic::dominosa
