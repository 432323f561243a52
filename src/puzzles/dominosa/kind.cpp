// Dominosa through the shared puzzle interface: thin adapters over the files of this folder.
#include "puzzles/dominosa/kind.hpp"

#include "core/board_puzzle.hpp"
#include "puzzles/dominosa/board.hpp"
#include "puzzles/dominosa/encodings.hpp"
#include "puzzles/dominosa/explain.hpp"
#include "puzzles/dominosa/generator.hpp"
#include "puzzles/dominosa/hint.hpp"
#include "puzzles/dominosa/rules.hpp"
#include "puzzles/dominosa/solver.hpp"

namespace gridlogic::dominosa {
namespace {

class DominosaPuzzle final : public BoardPuzzle<Board> {
 public:
  using BoardPuzzle::BoardPuzzle;

  const PuzzleKind& kind() const override { return dominosa::kind(); }
  Grade grade(const Context& ctx) const override { return grade_board(board(), ctx); }
  Hint hint(const Context& ctx, const Json& progress, HintDepth depth) const override {
    return hint_board(board(), ctx, progress, depth);
  }

 protected:
  SolveResult solve_native(const Context& ctx, const SolveOptions& /*options*/) const override {
    const CountOutcome found = count_solutions(board(), ctx, 1);
    SolveResult result;
    result.nodes = found.nodes;
    if (found.status == Status::kTimeout) {
      result.status = Status::kTimeout;
      result.error = "the time limit was reached before a solution was found";
    } else if (found.count == 0) {
      result.status = Status::kUnsolvable;
      result.error = "no tiling uses every domino of the set exactly once (exhaustive search)";
    } else {
      result.status = Status::kSolved;
      result.solution = solution_to_json(board(), found.solutions.front());
    }
    return result;
  }

  CountResult count_native(const Context& ctx, const SolveOptions& /*options*/,
                           uint64_t limit) const override {
    const CountOutcome found = count_solutions(board(), ctx, limit);
    CountResult result;
    result.status = found.status;
    result.num_solutions = BigCount(found.count);
    result.complete = found.complete;
    if (!found.solutions.empty()) {
      result.first_solution = solution_to_json(board(), found.solutions.front());
    }
    if (found.status == Status::kTimeout) {
      result.error = "the time limit was reached while counting";
    }
    result.nodes = found.nodes;
    return result;
  }
};

const ParamSpec kMaxParam = ParamSpec::integer(
    "max", "largest value M (the board is (M+1) x (M+2))", "6", 1, kMaxGenerateMax);
const ParamSpec kDifficultyParam =
    ParamSpec::choice("difficulty",
                      "basic (propagation solves it), hard (needs look-ahead), any (no aim, only "
                      "repaired to be unique; slow beyond M = 30)",
                      "basic", {"basic", "hard", "any"});

class Kind final : public PuzzleKind {
 public:
  std::string_view name() const override { return "dominosa"; }
  const RuleTable& rules() const override { return rule_table(); }
  std::string_view title() const override { return "Dominosa"; }
  const std::vector<ParamSpec>& generate_params() const override {
    static const std::vector<ParamSpec> all = {kMaxParam, kDifficultyParam};
    return all;
  }

  const std::vector<std::string_view>& header_keys() const override {
    static const std::vector<std::string_view> keys = {"max"};
    return keys;
  }
  std::unique_ptr<Puzzle> from_json(const Json& object) const override {
    return std::make_unique<DominosaPuzzle>(parse_json(object));
  }

  std::unique_ptr<Puzzle> from_text(
      std::string_view body, const std::map<std::string, std::string>& params) const override {
    return std::make_unique<DominosaPuzzle>(parse_text(body, params));
  }

  Generated generate(const Context& ctx, const GenerateParams& params) const override {
    // Only --max and --difficulty mean something here; other types' parameters are ignored, as the
    // front end may pass every option it was given.
    const auto max = static_cast<int>(params.get_int(kMaxParam));
    const std::string difficulty = params.get_choice(kDifficultyParam);
    const GenerateStyle style = difficulty == "hard"  ? GenerateStyle::kHard
                                : difficulty == "any" ? GenerateStyle::kAny
                                                      : GenerateStyle::kBasic;
    std::optional<GeneratedBoard> made = generate_board(max, ctx.seed, ctx, style);
    Generated out;
    if (!made) return out;  // no puzzle: the time limit stopped it (the front end's convention)
    out.solution = solution_to_json(made->board, made->solution);
    out.extra["attempts"] = made->attempts;
    out.extra["difficulty"] = difficulty;
    out.puzzle = std::make_unique<DominosaPuzzle>(std::move(made->board));
    return out;
  }
};

}  // namespace

const PuzzleKind& kind() {
  static const Kind instance;
  return instance;
}

}  // namespace gridlogic::dominosa
