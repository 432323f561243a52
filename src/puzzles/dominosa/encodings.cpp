// Dominosa on the shared engines: the board as a Grid, its encodings, and the way back.
#include "puzzles/dominosa/encodings.hpp"

#include <string>

#include "puzzles/dominosa/engine_encoding.hpp"

namespace gridlogic::dominosa {

namespace {

using engine_bridge::PuzzleEncoding;
using engine_bridge::Use;

PuzzleEncoding encode(const Board& board, Engine engine, ModelVariant variant) {
  const engine::Grid grid{board.rows, board.cols, board.max, board.values};
  const bool literal = variant == ModelVariant::kLiteral;
  PuzzleEncoding out;
  out.engine = engine;
  std::vector<engine::Pair> pairs;
  if (engine == Engine::kSat) {
    engine::SatEncoding e = engine::build_sat(grid, literal);
    out.sat.cnf = std::move(e.cnf);
    out.sat.projection = e.x;
    out.sat.comment = std::string("dominosa, ") + engine_bridge::model_name(variant) +
                      " SAT model: x_r_c_h / x_r_c_v = a domino on that pair";
    pairs = std::move(e.cand.pairs);
  } else {
    engine::MilpEncoding e = engine::build_milp(grid, literal);
    out.milp.model = std::move(e.model);
    out.milp.projection = e.x;
    pairs = std::move(e.cand.pairs);
  }
  // The projection lists one variable per candidate pair, in the order of `pairs`.
  out.decode = [grid, pairs, x = engine == Engine::kSat ? out.sat.projection : out.milp.projection](
                   const std::vector<double>& values) {
    std::vector<bool> chosen;
    for (int v : x) chosen.push_back(values[static_cast<size_t>(v)] > 0.5);
    return Json(engine::to_solution(grid, pairs, chosen));
  };
  return out;
}

}  // namespace

engine_bridge::Encoder encoder(const Board& board) {
  return [&board](Engine engine, ModelVariant variant, Use /*use*/, const Context* /*stop*/) {
    return encode(board, engine, variant);
  };
}

}  // namespace gridlogic::dominosa
