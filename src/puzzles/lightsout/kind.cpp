// The lightsout PuzzleKind and Puzzle: thin adapters over the files of this folder.
#include "puzzles/lightsout/kind.hpp"

#include <mutex>
#include <optional>

#include "base/self_check.hpp"
#include "base/stop_reason.hpp"
#include "engine_bridge/engine_bridge.hpp"
#include "puzzles/lightsout/board.hpp"
#include "puzzles/lightsout/draw.hpp"
#include "puzzles/lightsout/encodings.hpp"
#include "puzzles/lightsout/engine_solve.hpp"
#include "puzzles/lightsout/explain.hpp"
#include "puzzles/lightsout/foreign.hpp"
#include "puzzles/lightsout/generator.hpp"
#include "puzzles/lightsout/grade.hpp"
#include "puzzles/lightsout/hint.hpp"
#include "puzzles/lightsout/packed_board.hpp"
#include "puzzles/lightsout/packed_solver.hpp"
#include "puzzles/lightsout/rules.hpp"
#include "puzzles/lightsout/solver.hpp"
#include "puzzles/lightsout/text_body_parser.hpp"

namespace gridlogic::lightsout {
namespace {

// A two-level full rectangle is kept packed, one bit a light, whatever it was read from: the
// native solve and count read it so (packed_solver.hpp). Everything else reads the Board, which
// for such a puzzle is built on its first use (a 10000 x 10000 Board takes 500 MB).
class LightsOut final : public Puzzle {
 public:
  explicit LightsOut(Board board) {
    if (is_packable(board)) {
      lights_ = pack_lights(board);
    } else {
      board_ = std::move(board);
    }
  }
  explicit LightsOut(algebra::Gf2Matrix lights) : lights_(std::move(lights)) {}

  const PuzzleKind& kind() const override { return lightsout::kind(); }
  std::string size_label() const override {
    if (lights_) return std::to_string(lights_->rows()) + "x" + std::to_string(lights_->cols());
    if (board_.graph) return std::to_string(board_.size()) + " nodes";
    return std::to_string(board_.rows) + "x" + std::to_string(board_.cols);
  }

  Json to_json() const override {
    return lights_ ? packed_to_json(*lights_) : lightsout::to_json(board_);
  }
  std::string to_text() const override {
    return lights_ ? packed_to_text(*lights_) : lightsout::to_text(board_);
  }
  Verdict verify(const Json& solution) const override {
    return lightsout::verify(board(), solution);
  }
  std::string render(const Json* solution) const override {
    return lightsout::render(board(), solution);
  }
  // A packed rectangle is drawn from its bits: its Board may not fit in memory.
  Figure figure() const override {
    return lights_ ? lightsout::figure(*lights_) : lightsout::figure(board_);
  }
  void draw(Canvas& canvas, const Json* solution) const override {
    lights_ ? lightsout::draw(*lights_, canvas, solution)
            : lightsout::draw(board_, canvas, solution);
  }
  Explanation explain(const Context& ctx) const override {
    Explanation explanation = explain_board(board(), ctx);
    self_check::after_explain(*this, ctx, explanation);
    return explanation;
  }
  // A packed board is graded on its bits (grade.hpp), so grading a huge one never unpacks it.
  Grade grade(const Context& ctx) const override {
    return lights_ ? grade_packed(*lights_, ctx) : grade_board(board_, ctx);
  }
  Hint hint(const Context& ctx, const Json& progress, HintDepth depth) const override {
    return hint_board(board(), ctx, progress, depth);
  }
  std::string export_model(const Context& ctx, ExportFormat format,
                           ModelVariant model) const override {
    return engine_bridge::export_model(encoder(board()), format, model, ctx);
  }

  // The MILP solve has Lights Out's own least-presses models (engine_solve.hpp).
  SolveResult solve(const Context& ctx, const SolveOptions& options) const override {
    if (options.engine != Engine::kNative) return solve_with_engine(board(), ctx, options);
    SolveResult result = with_stop_reason(lights_ && packed_applies(options)
                                              ? solve_packed(*lights_, ctx)
                                              : lightsout::solve(board(), ctx, options),
                                          ctx);
    self_check::after_solve(*this, result);
    return result;
  }
  // The count is exact from the algebra, so the limit never cuts it short.
  CountResult count(const Context& ctx, const SolveOptions& options,
                    uint64_t limit) const override {
    if (options.engine != Engine::kNative) {
      return engine_bridge::count(encoder(board()), ctx, options, limit);
    }
    if (lights_ && packed_applies(options))
      return with_stop_reason(count_packed(*lights_, ctx), ctx);
    return with_stop_reason(lightsout::count(board(), ctx, options), ctx);
  }

 private:
  const Board& board() const {
    if (lights_) std::call_once(unpacked_, [this] { board_ = unpack_lights(*lights_); });
    return board_;
  }

  std::optional<algebra::Gf2Matrix> lights_;  // set for a two-level full rectangle
  mutable std::once_flag unpacked_;
  mutable Board board_;  // for a packed puzzle: built by board() on first use
};

// Boards tried for a level before giving up (the first is of that level by construction).
constexpr int kLevelTries = 8;

class Kind final : public PuzzleKind {
 public:
  std::string_view name() const override { return "lightsout"; }
  const RuleTable& rules() const override { return rule_table(); }
  const std::vector<std::string_view>& levels() const override { return grade_levels(); }
  std::string_view title() const override { return "Lights Out"; }
  const std::vector<ParamSpec>& generate_params() const override {
    return lightsout::generate_params();
  }
  const std::vector<FlagSpec>& solve_flags() const override { return lightsout::solve_flags(); }
  std::string_view solution_field() const override { return "presses"; }
  const std::vector<std::string_view>& header_keys() const override {
    static const std::vector<std::string_view> keys = {"levels", "nodes", "cols"};
    return keys;
  }
  const std::vector<const ForeignFormat*>& foreign_formats() const override {
    static const std::vector<const ForeignFormat*> formats = {&tatham_format()};
    return formats;
  }
  std::unique_ptr<Puzzle> from_json(const Json& object) const override {
    return make_puzzle(parse_json(object));
  }
  std::unique_ptr<Puzzle> from_text(
      std::string_view body, const std::map<std::string, std::string>& params) const override {
    return make_puzzle(parse_text(body, params));
  }
  std::unique_ptr<TextBodyParser> text_body_parser(
      const std::map<std::string, std::string>& params) const override {
    return make_text_body_parser(params);
  }
  Generated generate(const Context& ctx, const GenerateParams& params) const override {
    const std::string difficulty = generate_difficulty(params);
    // The generator makes the level by construction (generator.cpp); the grade confirms it, and a
    // board of another level would be followed by the next seed's.
    for (int attempt = 0; attempt < kLevelTries; ++attempt) {
      Context tried = ctx;
      tried.seed = ctx.seed + static_cast<uint64_t>(attempt) * 0x9E3779B97F4A7C15ULL;
      Presses solution;
      Fewest fewest;
      Board board = generate_board(tried, params, solution, &fewest);
      Generated out;
      out.solution = solution_to_json(board, solution);
      out.extra["presses_used"] = fewest.presses;
      // A singular board (5 x 5, ...) has several press sets: how many, and the fewest presses
      // among them (the solution given is one with that many).
      if (fewest.nullity != 0) {
        out.extra["nullity"] = fewest.nullity;
        out.extra["solutions"] = fewest.solutions.to_json();
        out.extra["fewest_presses"] = fewest.presses;
        out.extra["fewest_proved"] = fewest.proved;
      }
      out.puzzle = make_puzzle(std::move(board));
      if (difficulty == "any") return out;
      const Grade grade = out.puzzle->grade(ctx);
      if (grade.status == Status::kTimeout) return Generated{};  // a limit: no puzzle
      if (grade.level != difficulty) continue;
      out.extra["difficulty"] = difficulty;
      return out;
    }
    throw InputError("level not reached", "--difficulty",
                     "no " + difficulty + " board in " + std::to_string(kLevelTries) + " tries");
  }
};

}  // namespace

const PuzzleKind& kind() {
  static const Kind instance;
  return instance;
}

std::unique_ptr<Puzzle> make_puzzle(Board board) {
  return std::make_unique<LightsOut>(std::move(board));
}

std::unique_ptr<Puzzle> make_puzzle(algebra::Gf2Matrix lights) {
  return std::make_unique<LightsOut>(std::move(lights));
}

}  // namespace gridlogic::lightsout
