// Binox on the shared engines: the documents' MILP with the y/z linearisation (literal), a lazy
// variant (improved), and SAT; see engine_encoding.hpp for the models.
#include "puzzles/binox/engine_models.hpp"

#include "engines/milp/model.hpp"
#include "engines/results.hpp"
#include "puzzles/binox/engine_encoding.hpp"

namespace gridlogic::binox {

namespace {

engine::Grid to_grid(const Board& board) {
  engine::Grid g{board.rows, board.cols, {}};
  g.cells.reserve(board.cells.size());
  for (Cell c : board.cells) g.cells.push_back(c == Cell::kEmpty ? -1 : c == Cell::kX ? 1 : 0);
  return g;
}

engines::EngineRun run(const Board& board, const Context& ctx, const SolveOptions& options,
                       uint64_t limit) {
  const engine::Grid grid = to_grid(board);
  const bool literal = options.model == ModelVariant::kLiteral;
  const engine::EngineCount c = options.engine == Engine::kMilp
                                    ? engine::count_milp(grid, literal, limit, ctx)
                                    : engine::count_sat(grid, literal, limit, ctx);
  engines::EngineRun out = engines::run_of(c, [&](const auto& first) {
    Board solved(board.rows, board.cols);
    for (size_t i = 0; i < first.size(); ++i) solved.cells[i] = first[i] ? Cell::kX : Cell::kO;
    return solution_to_json(solved);
  });
  if (c.rounds > 0) out.extra["solver_runs"] = c.rounds;
  if (!literal) out.extra["lazy_pairs"] = c.lazy_added;
  return out;
}

}  // namespace

SolveResult solve_with_engine(const Board& board, const Context& ctx, const SolveOptions& options) {
  return engines::to_solve_result(run(board, ctx, options, 1), options);
}

CountResult count_with_engine(const Board& board, const Context& ctx, const SolveOptions& options,
                              uint64_t limit) {
  return engines::to_count_result(run(board, ctx, options, limit), options);
}

std::string export_model(const Board& board, ExportFormat format, ModelVariant variant) {
  const engine::Grid grid = to_grid(board);
  const bool literal = variant == ModelVariant::kLiteral;
  if (format == ExportFormat::kCnf) {
    // A file cannot be lazy: the improved CNF carries every pair's distinctness too.
    const engine::SatEncoding e = engine::build_sat(grid, literal, true);
    return e.cnf.to_dimacs(
        true, std::string("binox, ") + engines::model_name(variant) + " SAT model: x_r_c true = X");
  }
  const engine::MilpEncoding e =
      engine::build_milp(grid, literal ? engine::MilpForm::kLiteral : engine::MilpForm::kCompact);
  return format == ExportFormat::kLp ? milp::write_lp(e.model) : milp::write_mps(e.model);
}

}  // namespace gridlogic::binox
