// Dominosa on the shared engines: the documents' MILP (CBC) and SAT (CaDiCaL), see
// engine_encoding.hpp for the models.
#include "puzzles/dominosa/engine_models.hpp"

#include "engines/milp/model.hpp"
#include "engines/results.hpp"
#include "puzzles/dominosa/engine_encoding.hpp"

namespace gridlogic::dominosa {

namespace {

engine::Grid to_grid(const Board& board) {
  return {board.rows, board.cols, board.max, board.values};
}

engines::EngineRun run(const Board& board, const Context& ctx, const SolveOptions& options,
                       uint64_t limit) {
  const engine::Grid grid = to_grid(board);
  const bool literal = options.model == ModelVariant::kLiteral;
  const engine::EngineCount c = options.engine == Engine::kMilp
                                    ? engine::count_milp(grid, literal, limit, ctx)
                                    : engine::count_sat(grid, literal, limit, ctx);
  return engines::run_of(c, [](const auto& first) { return Json(first); });
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
    const engine::SatEncoding e = engine::build_sat(grid, literal);
    return e.cnf.to_dimacs(true, std::string("dominosa, ") + engines::model_name(variant) +
                                     " SAT model: x_r_c_h / x_r_c_v = a domino on that pair");
  }
  const engine::MilpEncoding e = engine::build_milp(grid, literal);
  return format == ExportFormat::kLp ? milp::write_lp(e.model) : milp::write_mps(e.model);
}

}  // namespace gridlogic::dominosa
