// The binox PuzzleKind and Puzzle: thin adapters from the shared interface to the files of this
// folder (parse, format, verify, render, solver, generator, reasoning, encodings).
#include "puzzles/binox/kind.hpp"

#include "base/board_puzzle.hpp"
#include "puzzles/binox/board.hpp"
#include "puzzles/binox/draw.hpp"
#include "puzzles/binox/encodings.hpp"
#include "puzzles/binox/foreign.hpp"
#include "puzzles/binox/generator.hpp"
#include "puzzles/binox/graded_generator.hpp"
#include "puzzles/binox/ladder.hpp"
#include "puzzles/binox/reasoning.hpp"
#include "puzzles/binox/rules.hpp"
#include "puzzles/binox/solver.hpp"

namespace gridlogic::binox {
namespace {

class BinoxPuzzle final : public reasoning::GamePuzzle<Game, BoardPuzzle<Board>> {
 public:
  using GamePuzzle::GamePuzzle;

  const PuzzleKind& kind() const override { return binox::kind(); }

 protected:
  SolveResult solve_native(const Context& ctx, const SolveOptions& options) const override {
    SearchOptions search_options;
    search_options.threads = options.threads;
    SearchResult found = search(board(), ctx, search_options);
    SolveResult result;
    result.status = found.status;
    result.stop = found.stop;
    if (found.first) result.solution = solution_to_json(*found.first);
    if (found.status == Status::kUnsolvable) result.error = "no grid fits the givens (proved)";
    if (found.status == Status::kTimeout) result.error = "the time limit stopped the search";
    result.nodes = found.nodes;
    return result;
  }

  CountResult count_native(const Context& ctx, const SolveOptions& options,
                           uint64_t limit) const override {
    SearchOptions search_options;
    search_options.limit = limit;
    search_options.threads = options.threads;
    SearchResult found = search(board(), ctx, search_options);
    CountResult result;
    result.status = found.status == Status::kTimeout ? Status::kTimeout : Status::kSolved;
    result.stop = found.stop;
    result.num_solutions = BigCount(found.count);
    result.complete = found.complete;
    if (found.first) result.first_solution = solution_to_json(*found.first);
    if (found.status == Status::kTimeout) result.error = "the time limit stopped the count";
    result.nodes = found.nodes;
    return result;
  }
};

constexpr int64_t kMaxGenerateSide = 400;

const ParamSpec kSizeParam =
    ParamSpec::integer("size", "square board N x N (even)", "8", 2, kMaxGenerateSide);
const ParamSpec kRowsParam =
    ParamSpec::integer("rows", "number of rows (even)", "size", 2, kMaxGenerateSide);
const ParamSpec kColsParam =
    ParamSpec::integer("cols", "number of columns (even)", "size", 2, kMaxGenerateSide);
// Made when first asked: its choices come from the rule table, which start-up need not build.
const ParamSpec& difficulty_param() {
  static const ParamSpec param = ParamSpec::choice(
      "difficulty",
      "any (fewest givens, no aim), or the exact grade level: the first three are Tatham's Unruly "
      "levels (docs/puzzles/binox.md)",
      "any", binox_ladder().difficulty_choices({"any"}, "extreme"));
  return param;
}

class Kind final : public PuzzleKind {
 public:
  std::string_view name() const override { return "binox"; }
  std::string_view title() const override { return "Binox"; }
  const std::vector<KindAlias>& aliases() const override {
    static const std::vector<KindAlias> all = {{"takuzu", {}}, {"binairo", {}}, {"unruly", {}}};
    return all;
  }
  const std::vector<const ForeignFormat*>& foreign_formats() const override {
    static const std::vector<const ForeignFormat*> formats = {&tatham_format()};
    return formats;
  }
  const std::vector<ParamSpec>& generate_params() const override {
    static const std::vector<ParamSpec> all = {kSizeParam, kRowsParam, kColsParam,
                                               difficulty_param()};
    return all;
  }

  std::unique_ptr<Puzzle> from_json(const Json& object) const override {
    return std::make_unique<BinoxPuzzle>(parse_json(object));
  }
  std::unique_ptr<Puzzle> from_text(
      std::string_view body, const std::map<std::string, std::string>& /*params*/) const override {
    return std::make_unique<BinoxPuzzle>(parse_text(body));
  }

  Generated generate(const Context& ctx, const GenerateParams& params) const override {
    const int64_t size = params.get_int(kSizeParam);
    const int rows = static_cast<int>(params.get_int(kRowsParam, size));
    const int cols = static_cast<int>(params.get_int(kColsParam, size));
    if (rows % 2 != 0 || cols % 2 != 0) {
      throw InputError(
          "odd size", rows % 2 != 0 ? "--rows" : "--cols",
          "binox sides must be even, got " + std::to_string(rows) + " x " + std::to_string(cols));
    }
    const std::string difficulty = params.get_choice(difficulty_param());
    const bool graded = difficulty != "any";
    GeneratedBoard made =
        graded ? generate_graded(rows, cols, difficulty, ctx) : generate_unique(rows, cols, ctx);
    if (made.status == Status::kUnsolvable) {
      throw InputError("no valid grid", "--rows/--cols",
                       "no binox grid of " + std::to_string(rows) + " x " + std::to_string(cols) +
                           " exists (e.g. 2 rows allow only 2 distinct columns)");
    }
    if (made.puzzle.rows == 0) return {};  // out of time before any grid: no puzzle (a limit)
    Generated out;
    out.solution = solution_to_json(made.solution);
    out.extra["givens"] = made.puzzle.num_givens();
    // On a timeout the puzzle is still unique, only not reduced to few givens.
    out.extra["reduced"] = made.status == Status::kSolved;
    if (graded) out.extra["difficulty"] = difficulty;
    out.puzzle = std::make_unique<BinoxPuzzle>(std::move(made.puzzle));
    return out;
  }

  const RuleTable& rules() const override { return binox_rules(); }
  const std::vector<std::string_view>& levels() const override { return binox_levels(); }
};

}  // namespace

const PuzzleKind& kind() {
  static const Kind instance;
  return instance;
}

}  // namespace gridlogic::binox
