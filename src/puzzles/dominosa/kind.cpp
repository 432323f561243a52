// Dominosa through the shared puzzle interface: thin adapters over the files of this folder.
#include "puzzles/dominosa/kind.hpp"

#include "base/board_puzzle.hpp"
#include "puzzles/dominosa/board.hpp"
#include "puzzles/dominosa/draw.hpp"
#include "puzzles/dominosa/encodings.hpp"
#include "puzzles/dominosa/foreign.hpp"
#include "puzzles/dominosa/generator.hpp"
#include "puzzles/dominosa/ladder.hpp"
#include "puzzles/dominosa/reasoning.hpp"
#include "puzzles/dominosa/rules.hpp"
#include "puzzles/dominosa/solver.hpp"

namespace gridlogic::dominosa {
namespace {

class DominosaPuzzle final : public reasoning::GamePuzzle<Game, BoardPuzzle<Board>> {
 public:
  using GamePuzzle::GamePuzzle;

  const PuzzleKind& kind() const override { return dominosa::kind(); }

 protected:
  SolveResult solve_native(const Context& ctx, const SolveOptions& options) const override {
    const CountOutcome found = count_solutions(board(), ctx, 1, 1, options.threads);
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

  CountResult count_native(const Context& ctx, const SolveOptions& options,
                           uint64_t limit) const override {
    const CountOutcome found = count_solutions(board(), ctx, limit, 1, options.threads);
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
// Made when first asked: its choices come from the rule table, which start-up need not build.
const ParamSpec& difficulty_param() {
  static const ParamSpec param = ParamSpec::choice(
      "difficulty",
      "the level its grade must have (docs/puzzles/dominosa.md); none: no level asked, a board the "
      "propagation settles (fast at any size); any: no aim, only repaired to be unique (slow "
      "beyond M = 30)",
      "none", [] {
        std::vector<std::string_view> choices =
            Ladder::rules().difficulty_choices({"none"}, "extreme");
        choices.emplace_back("any");
        return choices;
      }());
  return param;
}

// Boards tried for a level before saying the size may have none (M = 2 has no hard board).
constexpr int kLevelTries = 200;

class Kind final : public PuzzleKind {
 public:
  std::string_view name() const override { return "dominosa"; }
  const RuleTable& rules() const override { return rule_table(); }
  const std::vector<std::string_view>& levels() const override { return Ladder::rules().levels(); }
  std::string_view title() const override { return "Dominosa"; }
  const std::vector<ParamSpec>& generate_params() const override {
    static const std::vector<ParamSpec> all = {kMaxParam, difficulty_param()};
    return all;
  }

  const std::vector<std::string_view>& header_keys() const override {
    static const std::vector<std::string_view> keys = {"max"};
    return keys;
  }
  const std::vector<const ForeignFormat*>& foreign_formats() const override {
    static const std::vector<const ForeignFormat*> formats = {&tatham_format()};
    return formats;
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
    const std::string difficulty = params.get_choice(difficulty_param());
    // The generator aims at boards its propagation settles or at boards that need probing; the
    // grade then decides, and a board of another level is followed by the next seed's.
    const GenerateStyle style = difficulty == "any" ? GenerateStyle::kAny
                                : difficulty == "hard" || difficulty == "extreme"
                                    ? GenerateStyle::kHard
                                    : GenerateStyle::kBasic;
    std::optional<GeneratedBoard> made;
    for (int attempt = 0;; ++attempt) {
      if (attempt == kLevelTries) {
        throw InputError("level not reached", "--difficulty",
                         "no " + difficulty + " board for M = " + std::to_string(max) + " in " +
                             std::to_string(kLevelTries) + " tries; this size may have none");
      }
      // Attempt k of seed s is its own seed, so each board can be made again on its own.
      made = generate_board(max, ctx.seed + static_cast<uint64_t>(attempt) * 0x9E3779B97F4A7C15ULL,
                            ctx, style);
      if (!made)
        return Generated{};  // no puzzle: the time limit stopped it (the front end's convention)
      if (difficulty == "any" || difficulty == "none" ||
          reasoning::grade(Game(made->board), ctx).level == difficulty)
        break;
      if (ctx.expired()) return Generated{};
    }
    Generated out;
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
