// Dominosa on the reasoning core (src/reasoning/walk.hpp): the Game its explain, grade and hint
// walk. The ladder's state is the position; a guess takes the placement the search's solution
// has at the most constrained open cell; a board without a solution is walked too, to the rule
// that shows it has none.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "puzzles/dominosa/ladder.hpp"
#include "puzzles/dominosa/position.hpp"
#include "reasoning/walk.hpp"

namespace gridlogic::dominosa {

/// The "guess" that follows `solution` at the open cell with the fewest possible placements;
/// nullopt when there is no solution to follow or it disagrees with the ladder's state.
std::optional<Deduction> guess_from(const Ladder& ladder, const Partners& solution);

class Game : public reasoning::GameBase<Board, Ladder, Deduction, PlayerPosition, Partners> {
 public:
  static constexpr bool kWalksUnsolvable = true;

  explicit Game(const Board& board) : GameBase(board), names_(board) {}

  [[nodiscard]] const reasoning::LadderFacts& facts() const { return Ladder::rules(); }
  [[nodiscard]] Solved solve(const Context& ctx, uint64_t limit) const;
  [[nodiscard]] std::optional<Deduction> next(Position& position, const Solved& /*solved*/,
                                              const Context& /*ctx*/) const {
    return position.next();
  }
  [[nodiscard]] std::optional<Deduction> last_resort(const Position& position, const Solved& solved,
                                                     bool one_cell, const Context& ctx) const;
  [[nodiscard]] bool ends_walk(const Deduction& deduction) const {
    return deduction.rule == kNoPlaceLeft || (deduction.rule == kGuess && deduction.place < 0);
  }
  [[nodiscard]] double rating(const Deduction& deduction) const {
    return Ladder::rules().rating_of(deduction.rule);
  }
  [[nodiscard]] Step step(const Deduction& deduction) const;
  [[nodiscard]] Json values(const Position& position, const Solved& solved) const;
  [[nodiscard]] std::string unsolvable_words() const {
    return "no tiling uses every domino of the set exactly once";
  }

  [[nodiscard]] std::string mistake(const Player& player, const Solved& solved, const Context& ctx,
                                    Json& cells) const;
  [[nodiscard]] std::unique_ptr<Position> position(const Player& player, const Solved& solved,
                                                   const Context& ctx) const;
  [[nodiscard]] reasoning::NextStep next_step(const Deduction& deduction,
                                              const Player& player) const;

 private:
  Ladder names_;  // the graph and the names of cells and placements, for steps
};

}  // namespace gridlogic::dominosa
