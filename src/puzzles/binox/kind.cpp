// The binox PuzzleKind and Puzzle: thin adapters from the shared interface to the files of this
// folder (parse, format, verify, render, solver, generator, explain, engine_models).
#include "puzzles/binox/kind.hpp"

#include "puzzles/binox/engine_models.hpp"
#include "puzzles/binox/model.hpp"
#include "puzzles/binox/solver.hpp"

namespace gridlogic::binox {
namespace {

class BinoxPuzzle final : public Puzzle {
 public:
  explicit BinoxPuzzle(Board board) : board_(std::move(board)) {}

  const PuzzleKind& kind() const override { return binox::kind(); }
  Json to_json() const override { return binox::to_json(board_); }
  std::string to_text() const override { return binox::to_text(board_); }
  Verdict verify(const Json& solution) const override { return binox::verify(board_, solution); }
  std::string render(const Json* solution) const override { return binox::render(board_, solution); }

  SolveResult solve(const Context& ctx, const SolveOptions& options) const override {
    if (options.engine != Engine::kNative) return solve_with_engine(board_, ctx, options);
    SearchResult found = search(board_, ctx, SearchOptions{});
    SolveResult result;
    result.status = found.status;
    if (found.first) result.solution = solution_json(*found.first);
    if (found.status == Status::kUnsolvable) result.error = "no grid fits the givens (proved)";
    if (found.status == Status::kTimeout) result.error = "the time limit stopped the search";
    result.extra["nodes"] = found.nodes;
    return result;
  }

  CountResult count(const Context& ctx, const SolveOptions& options, uint64_t limit) const override {
    if (options.engine != Engine::kNative) return count_with_engine(board_, ctx, options, limit);
    SearchOptions search_options;
    search_options.limit = limit;
    SearchResult found = search(board_, ctx, search_options);
    CountResult result;
    result.status = found.status == Status::kTimeout ? Status::kTimeout : Status::kSolved;
    result.num_solutions = BigCount(found.count);
    result.complete = found.complete;
    if (found.first) result.first_solution = solution_json(*found.first);
    if (found.status == Status::kTimeout) result.error = "the time limit stopped the count";
    result.extra["nodes"] = found.nodes;
    return result;
  }

  std::string export_model(const Context& /*ctx*/, ExportFormat format,
                           ModelVariant model) const override {
    return binox::export_model(board_, format, model);
  }

  const Board& board() const { return board_; }

 private:
  Board board_;
};

class Kind final : public PuzzleKind {
 public:
  std::string_view name() const override { return "binox"; }
  std::vector<std::string_view> aliases() const override { return {"takuzu", "binairo", "unruly"}; }

  std::unique_ptr<Puzzle> from_json(const Json& object) const override {
    return std::make_unique<BinoxPuzzle>(parse_json(object));
  }
  std::unique_ptr<Puzzle> from_text(std::string_view body,
                                    const std::map<std::string, std::string>& /*params*/) const override {
    return std::make_unique<BinoxPuzzle>(parse_text(body));
  }
};

}  // namespace

const PuzzleKind& kind() {
  static const Kind instance;
  return instance;
}

}  // namespace gridlogic::binox
