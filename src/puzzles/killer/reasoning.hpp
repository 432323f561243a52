// Killer and classic sudoku on the reasoning core (src/reasoning/walk.hpp): the Game their
// explain, grade and hint walk over the human ladder (ladder.hpp), and the generator's walks. The
// exact counter says first whether the board has one solution (unique rectangles and the bivalue
// grave rest on it, and only on classic boards: cages can tell such twin solutions apart); when the
// ladder cannot finish, the last resort is one "search" step for the rest (a hint: for one cell).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "puzzles/killer/ladder.hpp"
#include "puzzles/killer/player_position.hpp"
#include "reasoning/walk.hpp"

namespace gridlogic::killer {

class Game
    : public reasoning::GameBase<Board, human::Position, human::Deduction, PlayerPosition, Grid> {
 public:
  static constexpr uint64_t kWalkCount = 2;

  /// How a walk may go: a generator that knows the solution passes it (no counting), and one
  /// asking whether a board stays at or below a level caps the rules and turns the search off.
  struct Options {
    std::optional<Solved> known;
    size_t max_level = SIZE_MAX;
    bool search = true;
  };

  explicit Game(const Board& board) : GameBase(board) {}
  Game(const Board& board, Options options) : GameBase(board), options_(std::move(options)) {}

  [[nodiscard]] const reasoning::LadderFacts& facts() const { return human::ladder_facts(); }
  [[nodiscard]] Solved solve(const Context& ctx, uint64_t limit) const;
  [[nodiscard]] std::optional<Deduction> next(Position& position, const Solved& solved,
                                              const Context& ctx) const;
  [[nodiscard]] std::optional<Deduction> last_resort(const Position& position, const Solved& solved,
                                                     bool one_cell, const Context& ctx) const;
  void apply(Position& position, const Deduction& deduction) const {
    human::apply(position, deduction);
  }
  [[nodiscard]] double rating(const Deduction& deduction) const { return deduction.rating; }
  [[nodiscard]] size_t level(const Deduction& deduction) const {
    return human::level_index(deduction);
  }
  /// The open cells' candidates over the most they could hold (every digit in each): what the
  /// grade's bonus reads of how undecided the board is (ladder.cpp, hard_work_bonus).
  [[nodiscard]] double open_share(const Position& position) const;
  [[nodiscard]] Step step(const Deduction& deduction) const;
  [[nodiscard]] Json values(const Position& position, const Solved& solved) const;
  [[nodiscard]] std::string unsolvable_words() const {
    return "no grid meets every rule (proved by exhaustive search)";
  }

  [[nodiscard]] std::string mistake(const Player& player, const Solved& solved,
                                    const Context& /*ctx*/, Json& cells) const {
    return find_mistake(board_, player, solved.count, solved.solution, cells);
  }
  [[nodiscard]] std::string warning(const Player& player, const Solved& solved, Json& cells) const {
    return solved.count == 1 ? leaves_out_solution(board_, player, solved.solution, cells) : "";
  }
  [[nodiscard]] std::unique_ptr<Position> position(const Player& player, const Solved& solved,
                                                   const Context& ctx) const;
  [[nodiscard]] reasoning::NextStep next_step(const Deduction& deduction,
                                              const Player& player) const;

 private:
  Options options_;
};

/// The level (an index of human::ladder_levels()) of a board whose only solution is
/// `solution`, as its grade gives it, without counting again.
size_t level_of_unique(const Board& board, const Grid& solution, const Context& ctx);
/// The same when it is at most `cap`, walking only the rules up to the cap (a board past it
/// costs no forcing chains); nullopt when the board needs more (or ctx expired).
std::optional<size_t> level_up_to(const Board& board, const Grid& solution, const Context& ctx,
                                  size_t cap);

}  // namespace gridlogic::killer
