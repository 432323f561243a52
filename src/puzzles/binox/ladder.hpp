// The human ladder of Binox as deductions: a position (the board plus the solver's bit vectors
// for the rules it shares), and the cheapest single use of a rule that makes progress in it.
// explain, grade and hint all walk this; rules.hpp has the table, the levels and the ratings.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "gridlogic/context.hpp"
#include "puzzles/binox/board.hpp"
#include "puzzles/binox/position.hpp"
#include "puzzles/binox/rules.hpp"
#include "puzzles/binox/solver_state.hpp"
#include "reasoning/ladder.hpp"

namespace gridlogic::binox {

struct CellRef {
  int row = 0, col = 0;
  friend bool operator==(const CellRef&, const CellRef&) = default;
};

struct Placement {
  int row = 0, col = 0;
  Cell value = Cell::kEmpty;
};

/// One use of one rule: the cells it reads, what it places, and the sentence that says why.
struct Deduction {
  BinoxRule rule = BinoxRule::kGuess;
  std::vector<CellRef> cells;         ///< the cells the rule reads (given or placed)
  std::vector<Placement> placements;  ///< the open cells it fills
  std::vector<std::string> lines;     ///< the lines it looks at ("row 3"), for a nudge
  std::string reason;                 ///< why, in words, without the placements
};

/// A position on the way: the board, and the solver's view of it for line analysis and distinct
/// completions. Holds a reference to the context (the solver polls it).
class LadderPosition {
 public:
  LadderPosition(const Board& board, const Context& ctx);

  [[nodiscard]] const Board& board() const { return board_; }
  [[nodiscard]] size_t open() const { return open_; }
  /// Fills the deduction's placements (each must be an open cell).
  void apply(const Deduction& deduction);

  // Line ids: 0..rows-1 are rows, rows..rows+cols-1 columns.
  [[nodiscard]] int num_lines() const { return board_.rows + board_.cols; }
  [[nodiscard]] bool is_row(int id) const { return id < board_.rows; }
  [[nodiscard]] int length(int id) const { return is_row(id) ? board_.cols : board_.rows; }
  [[nodiscard]] CellRef cell(int id, int i) const {
    return is_row(id) ? CellRef{id, i} : CellRef{i, id - board_.rows};
  }
  [[nodiscard]] Cell at(int id, int i) const {
    const CellRef c = cell(id, i);
    return board_.at(c.row, c.col);
  }
  [[nodiscard]] int count(int id, Cell v) const {
    return v == Cell::kX ? nx_[static_cast<size_t>(id)] : no_[static_cast<size_t>(id)];
  }
  [[nodiscard]] int open_in(int id) const {
    return length(id) - count(id, Cell::kX) - count(id, Cell::kO);
  }
  /// "row 3" or "col 5" (counted from 1, as every message counts: position.hpp's names).
  [[nodiscard]] std::string line_name(int id) const;
  Solver& solver() { return solver_; }

 private:
  Board board_;
  Solver solver_;
  std::vector<int> nx_, no_;  // per line id
  size_t open_ = 0;
};

// The rules of one line pattern or count (ladder_lines.cpp): the first use in rows-then-columns
// order, each line from its start, or nullopt.
std::optional<Deduction> find_pair(const LadderPosition& position);
std::optional<Deduction> find_sandwich(const LadderPosition& position);
std::optional<Deduction> find_last_cell(const LadderPosition& position);
std::optional<Deduction> find_balance(const LadderPosition& position);
std::optional<Deduction> find_quota_no_three(const LadderPosition& position);
/// Tatham's unique-rows rule (ladder_distinct.cpp).
std::optional<Deduction> find_distinct_lines(const LadderPosition& position);

/// The ladder as data: each rule's name, summary, level, rating and finder (guess, the walk's
/// last resort, has none). rules.hpp's table, levels and ratings are read from it.
using Finder = std::optional<Deduction> (*)(LadderPosition&, const Context&);
using BinoxLadder = reasoning::Ladder<Finder>;
const BinoxLadder& binox_ladder();

/// The cheapest deduction the position allows among the rules up to `hardest` (at most
/// kContradiction: guess needs the solution and is the walker's business), or nullopt.
std::optional<Deduction> next_deduction(LadderPosition& position, const Context& ctx,
                                        BinoxRule hardest = BinoxRule::kContradiction);

/// "row 3, col 5 = X", or "row 3, cols 1, 4 and 5 = O" when the placements share a line and a
/// value.
std::string placements_text(const std::vector<Placement>& placements);

}  // namespace gridlogic::binox
