// The lightsout PuzzleKind and Puzzle: thin adapters over the files of this folder.
#include "puzzles/lightsout/kind.hpp"

#include "puzzles/lightsout/board.hpp"
#include "puzzles/lightsout/encodings.hpp"
#include "puzzles/lightsout/engine_solve.hpp"
#include "puzzles/lightsout/explain.hpp"
#include "puzzles/lightsout/generator.hpp"
#include "puzzles/lightsout/rules.hpp"
#include "puzzles/lightsout/solver.hpp"

namespace gridlogic::lightsout {
namespace {

class LightsOut final : public Puzzle {
 public:
  explicit LightsOut(Board board) : board_(std::move(board)) {}

  const PuzzleKind& kind() const override { return lightsout::kind(); }
  Json to_json() const override { return lightsout::to_json(board_); }
  std::string to_text() const override { return lightsout::to_text(board_); }
  Verdict verify(const Json& solution) const override {
    return lightsout::verify(board_, solution);
  }
  std::string render(const Json* solution) const override {
    return lightsout::render(board_, solution);
  }
  std::string size_label() const override {
    if (board_.graph) return std::to_string(board_.size()) + " nodes";
    return std::to_string(board_.rows) + "x" + std::to_string(board_.cols);
  }

  SolveResult solve(const Context& ctx, const SolveOptions& options) const override {
    if (options.engine != Engine::kNative) return solve_with_engine(board_, ctx, options);
    return lightsout::solve(board_, ctx, options);
  }
  CountResult count(const Context& ctx, const SolveOptions& options,
                    uint64_t limit) const override {
    if (options.engine != Engine::kNative)
      return engine_bridge::count(encoder(board_), ctx, options, limit);
    // The count is exact from the algebra, so the limit never cuts it short.
    return lightsout::count(board_, ctx, options);
  }
  Explanation explain(const Context& ctx) const override { return explain_board(board_, ctx); }
  std::string export_model(const Context& /*ctx*/, ExportFormat format,
                           ModelVariant model) const override {
    return engine_bridge::export_model(encoder(board_), format, model);
  }

 private:
  Board board_;
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
