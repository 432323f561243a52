// The Puzzle a type's kind.cpp builds on: a typed board plus the calls that are the same for
// every type, written once.
//
// A puzzle folder's namespace offers, for its Board (found by argument-dependent lookup):
//
//   Json to_json(const Board&);                      std::string to_text(const Board&);
//   Verdict verify(const Board&, const Json&);       std::string render(const Board&, const Json*);
//   Figure figure(const Board&);                     void draw(const Board&, Canvas&, const Json*);
//   engine_bridge::Encoder encoder(const Board&);
//
// and its kind.cpp derives from BoardPuzzle<Board>, adding kind(), the native solve, count and
// explain (solve_native, count_native, explain_native: a type with a Game gets the explain, grade
// and hint of the reasoning core through reasoning::GamePuzzle, src/reasoning/walk.hpp) and
// whatever else it says better than the defaults. Lights Out is
// the exception: its puzzle may hold a two-level rectangle packed a bit a light instead of a
// Board, so it is a class of its own (src/puzzles/lightsout/kind.cpp). The MILP and
// SAT engines are reached through engine_bridge for every type; a type that needs more of them
// (Lights Out's least-presses solve) overrides solve() itself. The native solve and explain pass
// the self-check mode's hooks here (self_check.hpp), as Lights Out's do in its own Puzzle.
#pragma once

#include <cstdint>
#include <string>
#include <utility>

#include "base/self_check.hpp"
#include "base/stop_reason.hpp"
#include "engine_bridge/engine_bridge.hpp"
#include "gridlogic/puzzle.hpp"

namespace gridlogic {

namespace board_calls {
// Unqualified calls, so that argument-dependent lookup finds the board's own functions in its
// folder's namespace. They cannot stand inside BoardPuzzle: its members of the same names
// would hide them.
template <class Board>
Json to_json_of(const Board& board) {
  return to_json(board);
}
template <class Board>
std::string to_text_of(const Board& board) {
  return to_text(board);
}
template <class Board>
Verdict verify_of(const Board& board, const Json& solution) {
  return verify(board, solution);
}
template <class Board>
std::string render_of(const Board& board, const Json* solution) {
  return render(board, solution);
}
template <class Board>
Figure figure_of(const Board& board) {
  return figure(board);
}
template <class Board>
void draw_of(const Board& board, Canvas& canvas, const Json* solution) {
  draw(board, canvas, solution);
}
template <class Board>
engine_bridge::Encoder encoder_of(const Board& board) {
  return encoder(board);
}
}  // namespace board_calls

template <class Board>
class BoardPuzzle : public Puzzle {
 public:
  explicit BoardPuzzle(Board board) : board_(std::move(board)) {}

  [[nodiscard]] const Board& board() const { return board_; }

  Json to_json() const override { return board_calls::to_json_of(board_); }
  std::string to_text() const override { return board_calls::to_text_of(board_); }
  Verdict verify(const Json& solution) const override {
    return board_calls::verify_of(board_, solution);
  }
  std::string render(const Json* solution) const override {
    return board_calls::render_of(board_, solution);
  }
  Figure figure() const override { return board_calls::figure_of(board_); }
  void draw(Canvas& canvas, const Json* solution) const override {
    board_calls::draw_of(board_, canvas, solution);
  }
  Explanation explain(const Context& ctx) const override {
    Explanation explanation = explain_native(ctx);
    self_check::after_explain(*this, ctx, explanation);
    return explanation;
  }
  std::string export_model(const Context& ctx, ExportFormat format,
                           ModelVariant model) const override {
    return engine_bridge::export_model(board_calls::encoder_of(board_), format, model, ctx);
  }

  SolveResult solve(const Context& ctx, const SolveOptions& options) const override {
    if (options.engine != Engine::kNative)
      return engine_bridge::solve(board_calls::encoder_of(board_), ctx, options);
    SolveResult result = with_stop_reason(solve_native(ctx, options), ctx);
    self_check::after_solve(*this, result);
    return result;
  }
  CountResult count(const Context& ctx, const SolveOptions& options,
                    uint64_t limit) const override {
    if (options.engine != Engine::kNative)
      return engine_bridge::count(board_calls::encoder_of(board_), ctx, options, limit);
    return with_stop_reason(count_native(ctx, options, limit), ctx);
  }

 protected:
  /// The type's own exact solver: a solution, or a proof that there is none, or a timeout.
  [[nodiscard]] virtual SolveResult solve_native(const Context& ctx,
                                                 const SolveOptions& options) const = 0;
  /// The type's own exact count, stopping at `limit` solutions (0 = no limit).
  [[nodiscard]] virtual CountResult count_native(const Context& ctx, const SolveOptions& options,
                                                 uint64_t limit) const = 0;
  /// The type's steps from the givens to the solution.
  [[nodiscard]] virtual Explanation explain_native(const Context& ctx) const = 0;

 private:
  Board board_;
};

}  // namespace gridlogic
