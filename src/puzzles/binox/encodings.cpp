// Binox on the shared engines: the board as a Grid, its encodings, and the way back.
#include "puzzles/binox/encodings.hpp"

#include <string>

#include "puzzles/binox/engine_encoding.hpp"

namespace gridlogic::binox {

namespace {

using engine_bridge::PuzzleEncoding;
using engine_bridge::Use;

engine::Grid to_grid(const Board& board) {
  engine::Grid g{board.rows, board.cols, {}};
  g.cells.reserve(board.cells.size());
  for (Cell c : board.cells) g.cells.push_back(c == Cell::kEmpty ? -1 : c == Cell::kX ? 1 : 0);
  return g;
}

PuzzleEncoding encode(const Board& board, Engine engine, ModelVariant variant, Use use,
                      const Context* stop) {
  const engine::Grid grid = to_grid(board);
  const bool literal = variant == ModelVariant::kLiteral;
  PuzzleEncoding out;
  out.engine = engine;
  std::vector<int> cells;
  if (engine == Engine::kSat) {
    // A file cannot be lazy: the improved CNF export carries every pair's distinctness too.
    out.sat = engine::build_sat(grid, literal, use == Use::kExport, stop);
    out.sat.comment =
        std::string("binox, ") + engine_bridge::model_name(variant) + " SAT model: x_r_c true = X";
    cells = out.sat.projection;
  } else {
    const engine::MilpForm form = literal               ? engine::MilpForm::kLiteral
                                  : use == Use::kExport ? engine::MilpForm::kCompact
                                                        : engine::MilpForm::kLazy;
    out.milp = engine::build_milp(grid, form, stop);
    cells = out.milp.projection;
  }
  out.decode = [rows = board.rows, cols = board.cols, cells](const std::vector<double>& values) {
    Board solved(rows, cols);
    const std::vector<int8_t> first = engine::read_cells(cells, values);
    for (size_t i = 0; i < first.size(); ++i) solved.cells[i] = first[i] ? Cell::kX : Cell::kO;
    return solution_to_json(solved);
  };
  // The runs of the literal MILP are its count plus one and are not reported; the others show
  // the lazy rounds and the SAT solver's calls.
  const bool runs_reported = engine == Engine::kSat || !literal;
  out.report = [runs_reported, literal](const engines::CountStats& stats, Json& extra) {
    if (runs_reported && stats.solver_runs > 0) extra["solver_runs"] = stats.solver_runs;
    if (!literal) extra["lazy_pairs"] = stats.lazy_added;
  };
  return out;
}

}  // namespace

engine_bridge::Encoder encoder(const Board& board) {
  return [&board](Engine engine, ModelVariant variant, Use use, const Context* stop) {
    return encode(board, engine, variant, use, stop);
  };
}

}  // namespace gridlogic::binox
