// The killer PuzzleKind and Puzzle: thin adapters from the shared interface to this folder.
#include "puzzles/killer/kind.hpp"

#include "puzzles/killer/board.hpp"
#include "puzzles/killer/encodings.hpp"
#include "puzzles/killer/explain.hpp"
#include "puzzles/killer/generator.hpp"
#include "puzzles/killer/rules.hpp"
#include "puzzles/killer/solver.hpp"

namespace gridlogic::killer {
namespace {

class KillerPuzzle final : public Puzzle {
 public:
  explicit KillerPuzzle(Board board) : board_(std::move(board)) {}

  const PuzzleKind& kind() const override { return killer::kind(); }
  std::string_view type_name() const override { return board_.classic() ? "sudoku" : "killer"; }
  Json to_json() const override { return killer::to_json(board_); }
  std::string to_text() const override { return killer::to_text(board_); }

  Verdict verify(const Json& solution) const override {
    Grid grid;
    std::string error;
    if (!solution_from_json(board_, solution, &grid, &error)) return Verdict{false, error};
    return killer::verify(board_, grid);
  }

  std::string render(const Json* solution) const override {
    if (solution == nullptr) return killer::render(board_, nullptr);
    Grid grid;
    std::string error;
    if (!solution_from_json(board_, *solution, &grid, &error))
      throw InputError("bad solution", "", error);
    return killer::render(board_, &grid);
  }

  SolveResult solve(const Context& ctx, const SolveOptions& options) const override {
    if (options.engine != Engine::kNative)
      return engine_bridge::solve(encoder(board_), ctx, options);
    CountOutcome found = count_solutions(board_, ctx, 1);
    SolveResult result;
    if (found.count > 0) {
      result.status = Status::kSolved;
      result.solution = solution_to_json(board_, found.first);
    } else if (found.status == Status::kTimeout) {
      result.status = Status::kTimeout;
      result.error = "the time limit was reached";
    } else {
      result.status = Status::kUnsolvable;
      result.error = "no grid meets every rule (proved by exhaustive search)";
    }
    result.extra["nodes"] = found.nodes;
    return result;
  }

  CountResult count(const Context& ctx, const SolveOptions& options,
                    uint64_t limit) const override {
    if (options.engine != Engine::kNative)
      return engine_bridge::count(encoder(board_), ctx, options, limit);
    CountOutcome found = count_solutions(board_, ctx, limit);
    CountResult result;
    result.status = found.status;
    result.num_solutions = found.count;
    result.complete = found.complete;
    if (!found.first.empty()) result.first_solution = solution_to_json(board_, found.first);
    if (found.status == Status::kTimeout) result.error = "the time limit was reached";
    result.extra["nodes"] = found.nodes;
    return result;
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
  std::string_view name() const override { return "killer"; }
  const RuleTable& rules() const override { return rule_table(); }
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
  std::vector<std::pair<int, std::string>> split_text(std::string_view body) const override {
    return killer::split_text(body);
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

const PuzzleKind& kind() {
  static const Kind instance;
  return instance;
}

}  // namespace gridlogic::killer
