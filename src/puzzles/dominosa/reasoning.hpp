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
#include "reasoning/hint.hpp"

namespace gridlogic::dominosa {

/// The "guess" that follows `solution` at the open cell with the fewest possible placements;
/// nullopt when there is no solution to follow or it disagrees with the ladder's state.
std::optional<Deduction> guess_from(const Ladder& ladder, const Partners& solution);

class Game {
 public:
  using Position = Ladder;
  using Deduction = dominosa::Deduction;
  using Player = PlayerPosition;
  struct Solved {
    Status status = Status::kSolved;
    uint64_t count = 0;
    Partners solution;  ///< the first solution found; empty when there is none
  };
  static constexpr uint64_t kWalkCount = 1;
  static constexpr bool kWalksUnsolvable = true;

  explicit Game(const Board& board) : board_(board), names_(board) {}

  [[nodiscard]] const reasoning::LadderFacts& facts() const { return Ladder::rules(); }
  [[nodiscard]] Solved solve(const Context& ctx, uint64_t limit) const;
  [[nodiscard]] std::unique_ptr<Position> start(const Context& /*ctx*/) const {
    return std::make_unique<Position>(board_);
  }
  [[nodiscard]] bool solved(const Position& position) const { return position.solved(); }
  [[nodiscard]] std::optional<Deduction> next(Position& position, const Solved& /*solved*/,
                                              const Context& /*ctx*/) const {
    return position.next();
  }
  [[nodiscard]] std::optional<Deduction> last_resort(const Position& position, const Solved& solved,
                                                     bool one_cell, const Context& ctx) const;
  [[nodiscard]] bool ends_walk(const Deduction& deduction) const {
    return deduction.rule == kNoPlaceLeft || (deduction.rule == kGuess && deduction.place < 0);
  }
  void apply(Position& position, const Deduction& deduction) const { position.apply(deduction); }
  [[nodiscard]] double rating(const Deduction& deduction) const {
    return Ladder::rules().rating_of(deduction.rule);
  }
  [[nodiscard]] Step step(const Deduction& deduction) const;
  [[nodiscard]] Json values(const Position& position, const Solved& solved) const;
  [[nodiscard]] std::string unsolvable_words() const {
    return "no tiling uses every domino of the set exactly once";
  }

  [[nodiscard]] Player read_player(const Json& progress) const {
    return read_position(board_, progress);
  }
  [[nodiscard]] std::string mistake(const Player& player, const Solved& solved, const Context& ctx,
                                    Json& cells) const;
  [[nodiscard]] std::string warning(const Player& /*player*/, const Solved& /*solved*/,
                                    Json& /*cells*/) const {
    return "";
  }
  [[nodiscard]] std::unique_ptr<Position> position(const Player& player, const Solved& solved,
                                                   const Context& ctx) const;
  [[nodiscard]] reasoning::NextStep next_step(const Deduction& deduction,
                                              const Player& player) const;

 private:
  const Board& board_;
  Ladder names_;  // the graph and the names of cells and placements, for steps
};

}  // namespace gridlogic::dominosa
