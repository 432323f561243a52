// One walk for every type with human rules, and the explain, grade and hint built on it.
//
// A walk starts from the givens and takes the ladder's cheapest deduction again and again
// (Tatham's solvers: restart from the cheapest rule after any progress) until the board is
// solved; when no rule applies, the type's last resort (a guess from the solution the search
// found, or one "search" step for the rest) carries it on. A hint is one turn of the same walk
// from a player's position, after the position has been checked for mistakes.
//
// A type plugs in with a Game, a small class in its folder (reasoning.hpp) holding the board,
// derived from GameBase (below: the types, the counter's answer, the defaults) and giving:
//
//   const LadderFacts& facts() const
//   Solved solve(const Context&, uint64_t limit) const
//   std::optional<Deduction> next(Position&, const Solved&, const Context&) const
//   std::optional<Deduction> last_resort(const Position&, const Solved&, bool one_cell,
//                                        const Context&) const
//   double rating(const Deduction&) const
//   Step step(const Deduction&) const
//   Json values(const Position&, const Solved&) const  (the solution field the walk reached)
//   std::string unsolvable_words() const
//   std::string mistake(const Player&, const Solved&, const Context&, Json& cells) const
//   std::unique_ptr<Position> position(const Player&, const Solved&, const Context&) const
//   NextStep next_step(const Deduction&, const Player&) const
//
// and, where GameBase's default does not fit, start, solved, ends_walk, apply, warning,
// read_player, level (the level a use counts at), kWalkCount or kWalksUnsolvable of its own (a
// member of the Game hides the base's). A Game whose grade reads how undecided the board is when a
// step is taken (grade.hpp) gives
//
//   double open_share(const Position&) const  (0: decided ... 1: every value open everywhere)
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "gridlogic/context.hpp"
#include "gridlogic/puzzle.hpp"
#include "reasoning/grade.hpp"
#include "reasoning/hint.hpp"

namespace gridlogic::reasoning {

inline constexpr const char* kTimeLimitWords = "the time limit was reached";

/// What every Game has alike: the board, its types (a Deduction has a `rule` member, the ladder
/// index; a Player is a player's position as read, by the type's read_position), what its exact
/// counter found (Solved: the status, the count, and the first solution, or nothing of it when
/// there is none), and the defaults.
template <class Board, class PositionT, class DeductionT, class PlayerT, class Solution>
class GameBase {
 public:
  using Position = PositionT;
  using Deduction = DeductionT;
  using Player = PlayerT;
  struct Solved {
    Status status = Status::kSolved;
    uint64_t count = 0;
    Solution solution;
  };
  /// Solutions a walk counts up to first (2 when rules rest on uniqueness).
  static constexpr uint64_t kWalkCount = 1;
  /// Whether explain walks a board with no solution, to show why.
  static constexpr bool kWalksUnsolvable = false;

  explicit GameBase(const Board& board) : board_(board) {}

  /// The level a use of a rule counts at in a grade: its rule's.
  [[nodiscard]] size_t level(const Deduction& /*deduction*/) const { return kRuleLevel; }

  /// The walk's first position: the givens (a Position that reads the board under a deadline
  /// is given the Context too).
  [[nodiscard]] std::unique_ptr<Position> start(const Context& ctx) const {
    if constexpr (std::is_constructible_v<Position, const Board&, const Context&>) {
      return std::make_unique<Position>(board_, ctx);
    } else {
      return std::make_unique<Position>(board_);
    }
  }
  [[nodiscard]] bool solved(const Position& position) const { return position.solved(); }
  /// Whether a deduction is a contradiction, so nothing follows it.
  [[nodiscard]] bool ends_walk(const Deduction& /*deduction*/) const { return false; }
  void apply(Position& position, const Deduction& deduction) const { position.apply(deduction); }
  /// The note on a player's position that does not block a hint (pencil marks leaving out the
  /// solution's value); none by default.
  [[nodiscard]] std::string warning(const Player& /*player*/, const Solved& /*solved*/,
                                    Json& /*cells*/) const {
    return "";
  }
  /// Throws InputError for a malformed position.
  [[nodiscard]] Player read_player(const Json& progress) const {
    return read_position(board_, progress);
  }

 protected:
  const Board& board_;
};

/// A walk's deductions and where it ended.
template <class Game>
struct Walk {
  Status status = Status::kSolved;
  std::string error;
  std::vector<typename Game::Deduction> steps;
  std::vector<double> open;  ///< per step, the Game's open_share before it (empty without one)
  Json end;  ///< the solution field of the position reached (null when the walk never started)
};

template <class Game>
Walk<Game> walk(const Game& game, const Context& ctx) {
  Walk<Game> out;
  const typename Game::Solved solved = game.solve(ctx, Game::kWalkCount);
  if (solved.status == Status::kTimeout) {
    out.status = Status::kTimeout;
    out.error = kTimeLimitWords;
    return out;
  }
  if (solved.count == 0 && !Game::kWalksUnsolvable) {
    out.status = Status::kUnsolvable;
    out.error = game.unsolvable_words();
    return out;
  }
  std::unique_ptr<typename Game::Position> position = game.start(ctx);
  while (!game.solved(*position)) {
    std::optional<typename Game::Deduction> next;
    if (!ctx.expired()) next = game.next(*position, solved, ctx);
    if (ctx.expired()) {
      out.status = Status::kTimeout;
      out.error = kTimeLimitWords;
      out.end = game.values(*position, solved);
      return out;
    }
    if (!next) next = game.last_resort(*position, solved, /*one_cell=*/false, ctx);
    if (!next) break;
    if constexpr (requires { game.open_share(*position); }) {
      out.open.push_back(game.open_share(*position));
    }
    const bool ends = game.ends_walk(*next);
    if (!ends) game.apply(*position, *next);
    out.steps.push_back(std::move(*next));
    if (ends) break;
  }
  out.end = game.values(*position, solved);
  if (!game.solved(*position)) {
    out.status = Status::kUnsolvable;
    out.error = game.unsolvable_words();
  }
  return out;
}

template <class Game>
Explanation explain(const Game& game, const Context& ctx) {
  Walk<Game> walked = walk(game, ctx);
  Explanation out;
  out.status = walked.status;
  out.error = std::move(walked.error);
  for (const auto& deduction : walked.steps) out.steps.push_back(game.step(deduction));
  out.solution = std::move(walked.end);
  return out;
}

template <class Game>
Grade grade(const Game& game, const Context& ctx) {
  const Walk<Game> walked = walk(game, ctx);
  std::vector<GradedStep> steps;
  steps.reserve(walked.steps.size());
  for (size_t i = 0; i < walked.steps.size(); ++i) {
    const auto& deduction = walked.steps[i];
    steps.push_back({static_cast<size_t>(deduction.rule), game.rating(deduction),
                     i < walked.open.size() ? walked.open[i] : 0.0, game.level(deduction)});
  }
  return grade_of(game.facts(), walked.status, walked.error, steps);
}

/// The next step from a player's position, or what is wrong with it: the exact counter first
/// (to 2: a mistake against the solution is one only when the solution is the only one), then
/// the type's mistakes, then the next deduction (or the last resort's one cell), cut to `depth`.
/// Notes that leave out the solution's value never block the hint: they are its warning.
template <class Game>
Hint hint(const Game& game, const Context& ctx, const Json& progress, HintDepth depth) {
  const typename Game::Player player = game.read_player(progress);
  Hint out;
  const typename Game::Solved solved = game.solve(ctx, 2);
  if (solved.status == Status::kTimeout) {
    out.status = Status::kTimeout;
    out.error = kTimeLimitWords;
    return out;
  }
  if (solved.count == 0) {
    out.status = Status::kUnsolvable;
    out.error = game.unsolvable_words();
    return out;
  }
  out.status = Status::kSolved;
  Json cells = Json::array();
  std::string mistake = game.mistake(player, solved, ctx, cells);
  if (ctx.expired()) {
    out.status = Status::kTimeout;
    out.error = kTimeLimitWords;
    return out;
  }
  if (!mistake.empty()) {
    give_mistake(out, std::move(mistake), std::move(cells), depth);
    return out;
  }
  out.warning = game.warning(player, solved, out.warning_cells);
  std::unique_ptr<typename Game::Position> position = game.position(player, solved, ctx);
  if (game.solved(*position)) {
    out.solved = true;
    return out;
  }
  std::optional<typename Game::Deduction> next = game.next(*position, solved, ctx);
  if (ctx.expired()) {
    out.status = Status::kTimeout;
    out.error = kTimeLimitWords;
    return out;
  }
  if (!next) next = game.last_resort(*position, solved, /*one_cell=*/true, ctx);
  if (!next) {
    out.status = Status::kUnsolvable;
    out.error = "no step leads on from this position";
    return out;
  }
  give(out, game.next_step(*next, player), depth);
  return out;
}

/// A Puzzle whose explain, grade and hint are the walk over its type's Game, made from the
/// board. Base is the Puzzle it builds on: one with board() and the explain_native its explain
/// calls (BoardPuzzle, src/base/board_puzzle.hpp).
template <class Game, class Base>
class GamePuzzle : public Base {
 public:
  using Base::Base;

  Grade grade(const Context& ctx) const override {
    return reasoning::grade(Game(this->board()), ctx);
  }
  Hint hint(const Context& ctx, const Json& progress, HintDepth depth) const override {
    return reasoning::hint(Game(this->board()), ctx, progress, depth);
  }

 protected:
  Explanation explain_native(const Context& ctx) const override {
    return reasoning::explain(Game(this->board()), ctx);
  }
};

}  // namespace gridlogic::reasoning
