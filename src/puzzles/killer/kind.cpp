// The killer PuzzleKind and Puzzle: thin adapters from the shared interface to this folder.
#include "puzzles/killer/kind.hpp"

#include "base/board_puzzle.hpp"
#include "puzzles/killer/board.hpp"
#include "puzzles/killer/draw.hpp"
#include "puzzles/killer/encodings.hpp"
#include "puzzles/killer/foreign.hpp"
#include "puzzles/killer/generator.hpp"
#include "puzzles/killer/grid_text.hpp"
#include "puzzles/killer/ladder.hpp"
#include "puzzles/killer/reasoning.hpp"
#include "puzzles/killer/rules.hpp"
#include "puzzles/killer/solver.hpp"

namespace gridlogic::killer {
namespace {

class KillerPuzzle final : public reasoning::GamePuzzle<Game, BoardPuzzle<Board>> {
 public:
  using GamePuzzle::GamePuzzle;

  const PuzzleKind& kind() const override { return killer::kind(); }
  std::string_view type_name() const override { return board().classic() ? "sudoku" : "killer"; }

  const RuleTable& rules() const override { return rule_table(); }

 protected:
  SolveResult solve_native(const Context& ctx, const SolveOptions& options) const override {
    CountOutcome found = count_solutions(board(), ctx, 1, options.threads);
    SolveResult result;
    if (found.count > 0) {
      result.status = Status::kSolved;
      result.solution = compact_solution(board(), found.first);
    } else if (found.status == Status::kTimeout) {
      result.status = Status::kTimeout;
      result.stop = found.stop;
      result.error = "the time limit was reached";
    } else {
      result.status = Status::kUnsolvable;
      result.error = "no grid meets every rule (proved by exhaustive search)";
    }
    result.nodes = found.nodes;
    return result;
  }

  CountResult count_native(const Context& ctx, const SolveOptions& options,
                           uint64_t limit) const override {
    CountOutcome found = count_solutions(board(), ctx, limit, options.threads);
    CountResult result;
    result.status = found.status;
    result.stop = found.stop;
    result.num_solutions = found.count;
    result.complete = found.complete;
    if (!found.first.empty()) result.first_solution = compact_solution(board(), found.first);
    if (found.status == Status::kTimeout) result.error = "the time limit was reached";
    result.nodes = found.nodes;
    return result;
  }
};

class Kind final : public PuzzleKind {
 public:
  std::string_view name() const override { return "killer"; }
  const RuleTable& rules() const override { return rule_table(); }
  const std::vector<std::string_view>& levels() const override { return human::ladder_levels(); }
  std::string_view title() const override { return "Killer Sudoku"; }
  // A classic sudoku is a killer without cages: its type word asks the generator for none.
  const std::vector<KindAlias>& aliases() const override {
    static const std::vector<KindAlias> all = {{"sudoku", {{"cages", "none"}}}};
    return all;
  }
  const std::vector<ParamSpec>& generate_params() const override {
    return killer::generate_params();
  }

  std::unique_ptr<Puzzle> from_json(const Json& object) const override {
    return std::make_unique<KillerPuzzle>(parse_json(object));
  }
  std::unique_ptr<Puzzle> from_text(
      std::string_view body, const std::map<std::string, std::string>& params) const override {
    return std::make_unique<KillerPuzzle>(parse_text(body, params));
  }
  const std::vector<std::string_view>& header_keys() const override {
    static const std::vector<std::string_view> keys = {"size", "box"};
    return keys;
  }
  const std::vector<const ForeignFormat*>& foreign_formats() const override {
    static const std::vector<const ForeignFormat*> formats = {&tatham_format(), &fpuzzles_format(),
                                                              &fpuzzles_link_format()};
    return formats;
  }
  LineAlone read_line_alone(std::string_view line) const override {
    // A one-line sudoku of 8 x 8 or more, or a broken one, cannot be the row of a grid (16
    // cells at most); a 4 x 4 or 6 x 6 one could.
    if (is_one_line_sudoku(line))
      return line.size() >= 64 ? LineAlone::kWhole : LineAlone::kMaybeWhole;
    return is_one_line_entry(line) ? LineAlone::kWhole : LineAlone::kPart;
  }

  std::string_view text_word_of_first_line(std::string_view line) const override {
    // Classic sudokus alone start without cages: a one-line sudoku or a pasted grid.
    return is_one_line_entry(line) || starts_pasted_grid(line) ? "sudoku" : "";
  }

  Generated generate(const Context& ctx, const GenerateParams& params) const override {
    GeneratedBoard made = generate_board(ctx, params);
    Generated out;
    if (!made.ok) return out;  // the time limit came first: puzzle stays null
    out.solution = solution_to_json(made.board, made.solution);
    out.extra = made.extra;
    out.puzzle = std::make_unique<KillerPuzzle>(std::move(made.board));
    return out;
  }
};

}  // namespace

const Board& board_of_puzzle(const Puzzle& puzzle) {
  return dynamic_cast<const KillerPuzzle&>(puzzle).board();
}

const PuzzleKind& kind() {
  static const Kind instance;
  return instance;
}

}  // namespace gridlogic::killer
