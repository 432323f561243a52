// The lightsout PuzzleKind and Puzzle: thin adapters over the files of this folder.
#include "puzzles/lightsout/kind.hpp"

#include "core/board_puzzle.hpp"
#include "puzzles/lightsout/board.hpp"
#include "puzzles/lightsout/encodings.hpp"
#include "puzzles/lightsout/engine_solve.hpp"
#include "puzzles/lightsout/explain.hpp"
#include "puzzles/lightsout/generator.hpp"
#include "puzzles/lightsout/rules.hpp"
#include "puzzles/lightsout/solver.hpp"

namespace gridlogic::lightsout {
namespace {

class LightsOut final : public BoardPuzzle<Board> {
 public:
  using BoardPuzzle::BoardPuzzle;

  const PuzzleKind& kind() const override { return lightsout::kind(); }
  std::string size_label() const override {
    if (board().graph) return std::to_string(board().size()) + " nodes";
    return std::to_string(board().rows) + "x" + std::to_string(board().cols);
  }

  // The MILP solve has Lights Out's own least-presses models (engine_solve.hpp).
  SolveResult solve(const Context& ctx, const SolveOptions& options) const override {
    if (options.engine != Engine::kNative) return solve_with_engine(board(), ctx, options);
    return solve_native(ctx, options);
  }

 protected:
  SolveResult solve_native(const Context& ctx, const SolveOptions& options) const override {
    return lightsout::solve(board(), ctx, options);
  }
  // The count is exact from the algebra, so the limit never cuts it short.
  CountResult count_native(const Context& ctx, const SolveOptions& options,
                           uint64_t /*limit*/) const override {
    return lightsout::count(board(), ctx, options);
  }
};

class Kind final : public PuzzleKind {
 public:
  std::string_view name() const override { return "lightsout"; }
  const RuleTable& rules() const override { return rule_table(); }
  std::string_view title() const override { return "Lights Out"; }
  const std::vector<ParamSpec>& generate_params() const override {
    return lightsout::generate_params();
  }
  const std::vector<FlagSpec>& solve_flags() const override { return lightsout::solve_flags(); }
  std::string_view solution_field() const override { return "presses"; }
  const std::vector<std::string_view>& header_keys() const override {
    static const std::vector<std::string_view> keys = {"levels", "nodes"};
    return keys;
  }
  std::unique_ptr<Puzzle> from_json(const Json& object) const override {
    return std::make_unique<LightsOut>(parse_json(object));
  }
  std::unique_ptr<Puzzle> from_text(
      std::string_view body, const std::map<std::string, std::string>& params) const override {
    return std::make_unique<LightsOut>(parse_text(body, params));
  }
  Generated generate(const Context& ctx, const GenerateParams& params) const override {
    Presses solution;
    Board board = generate_board(ctx, params, solution);
    Generated out;
    out.solution = solution_to_json(board, solution);
    uint64_t presses = 0;
    for (uint32_t p : solution) presses += p;
    out.extra["presses_used"] = presses;
    out.puzzle = std::make_unique<LightsOut>(std::move(board));
    return out;
  }
};

}  // namespace

const PuzzleKind& kind() {
  static const Kind instance;
  return instance;
}

}  // namespace gridlogic::lightsout
