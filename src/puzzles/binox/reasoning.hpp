// Binox on the reasoning core (src/reasoning/walk.hpp): the Game its explain, grade and hint
// walk. A guess takes the first open cell from a solution the search found.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "puzzles/binox/ladder.hpp"
#include "puzzles/binox/position.hpp"
#include "reasoning/walk.hpp"

namespace gridlogic::binox {

class Game
    : public reasoning::GameBase<Board, LadderPosition, Deduction, Board, std::optional<Board>> {
 public:
  using GameBase::GameBase;

  [[nodiscard]] const reasoning::LadderFacts& facts() const { return binox_ladder(); }
  [[nodiscard]] Solved solve(const Context& ctx, uint64_t limit) const;
  [[nodiscard]] bool solved(const Position& position) const { return position.open() == 0; }
  [[nodiscard]] std::optional<Deduction> next(Position& position, const Solved& /*solved*/,
                                              const Context& ctx) const {
    return next_deduction(position, ctx);
  }
  [[nodiscard]] std::optional<Deduction> last_resort(const Position& position, const Solved& solved,
                                                     bool one_cell, const Context& ctx) const;
  [[nodiscard]] double rating(const Deduction& deduction) const {
    return base_rating(deduction.rule);
  }
  [[nodiscard]] Step step(const Deduction& deduction) const;
  [[nodiscard]] Json values(const Position& position, const Solved& /*solved*/) const {
    return to_rows(position.board());
  }
  [[nodiscard]] std::string unsolvable_words() const { return "the puzzle has no solution"; }

  [[nodiscard]] std::string mistake(const Player& player, const Solved& solved, const Context& ctx,
                                    Json& cells) const;
  [[nodiscard]] std::unique_ptr<Position> position(const Player& player, const Solved& /*solved*/,
                                                   const Context& ctx) const {
    return std::make_unique<Position>(player, ctx);
  }
  [[nodiscard]] reasoning::NextStep next_step(const Deduction& deduction,
                                              const Player& player) const;
};

}  // namespace gridlogic::binox
