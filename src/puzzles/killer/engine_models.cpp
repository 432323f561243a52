// Killer Sudoku on the shared engines: the documents' MILP x[i][j][k] (CBC) and SAT (CaDiCaL);
// see engine_encoding.hpp for the models.
#include "puzzles/killer/engine_models.hpp"

#include "engines/milp/model.hpp"
#include "engines/results.hpp"
#include "puzzles/killer/engine_encoding.hpp"

namespace gridlogic::killer {

namespace {

engines::EngineRun run(const Board& board, const Context& ctx, const SolveOptions& options,
                       uint64_t limit) {
  const bool literal = options.model == ModelVariant::kLiteral;
  const engine::EngineCount c = options.engine == Engine::kMilp
                                    ? engine::count_milp(board, literal, limit, ctx)
                                    : engine::count_sat(board, literal, limit, ctx);
  return engines::run_of(c, [&](const Grid& grid) { return solution_to_json(board, grid); });
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
  const bool literal = variant == ModelVariant::kLiteral;
  if (format == ExportFormat::kCnf) {
    const engine::SatEncoding e = engine::build_sat(board, literal);
    return e.cnf.to_dimacs(true, std::string("killer, ") + engines::model_name(variant) +
                                     " SAT model: x_r_c_k true = digit k in (r, c)");
  }
  const engine::MilpEncoding e = engine::build_milp(board, literal);
  return format == ExportFormat::kLp ? milp::write_lp(e.model) : milp::write_mps(e.model);
}

}  // namespace gridlogic::killer
