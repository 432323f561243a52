// Killer and classic sudoku on the reasoning core (src/reasoning/walk.hpp): the Game their
// explain, grade and hint walk, and the generator's walks. The exact counter says first whether
// the board has one solution (unique rectangles and the bivalue grave rest on it, and only on
// classic boards: cages can tell such twin solutions apart); when the ladder cannot finish, the
// last resort is one "search" step for the rest (a hint: for one cell).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "puzzles/killer/ladder.hpp"
#include "puzzles/killer/player_position.hpp"
#include "reasoning/hint.hpp"

namespace gridlogic::killer {

class Game {
 public:
  using Position = human::Position;
  using Deduction = human::Deduction;
  using Player = PlayerPosition;
  struct Solved {
    Status status = Status::kSolved;
    uint64_t count = 0;
    Grid solution;  ///< the first solution found
  };
  static constexpr uint64_t kWalkCount = 2;
  static constexpr bool kWalksUnsolvable = false;

  /// How a walk may go: a generator that knows the solution passes it (no counting), and one
  /// asking whether a board stays at or below a level caps the rules and turns the search off.
  struct Options {
    std::optional<Solved> known;
    size_t max_level = SIZE_MAX;
    bool search = true;
  };

  explicit Game(const Board& board) : board_(board) {}
  Game(const Board& board, Options options) : board_(board), options_(std::move(options)) {}

  [[nodiscard]] const reasoning::LadderFacts& facts() const { return human::ladder_facts(); }
  [[nodiscard]] Solved solve(const Context& ctx, uint64_t limit) const;
  [[nodiscard]] std::unique_ptr<Position> start(const Context& /*ctx*/) const {
    return std::make_unique<Position>(board_);
  }
  [[nodiscard]] bool solved(const Position& position) const { return position.solved(); }
  [[nodiscard]] std::optional<Deduction> next(Position& position, const Solved& solved,
                                              const Context& ctx) const;
  [[nodiscard]] std::optional<Deduction> last_resort(const Position& position, const Solved& solved,
                                                     bool one_cell, const Context& ctx) const;
  [[nodiscard]] bool ends_walk(const Deduction& /*deduction*/) const { return false; }
  void apply(Position& position, const Deduction& deduction) const {
    human::apply(position, deduction);
  }
  [[nodiscard]] double rating(const Deduction& deduction) const { return deduction.rating; }
  [[nodiscard]] Step step(const Deduction& deduction) const;
  [[nodiscard]] Json values(const Position& position, const Solved& solved) const;
  [[nodiscard]] std::string unsolvable_words() const {
    return "no grid meets every rule (proved by exhaustive search)";
  }

  [[nodiscard]] Player read_player(const Json& progress) const {
    return read_position(board_, progress);
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
  const Board& board_;
  Options options_;
};

}  // namespace gridlogic::killer
