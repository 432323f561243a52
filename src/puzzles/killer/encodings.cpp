// Killer Sudoku on the shared engines: the board's encodings and the way back to digits.
#include "puzzles/killer/encodings.hpp"

#include <string>

#include "puzzles/killer/engine_encoding.hpp"

namespace gridlogic::killer {

namespace {

using engine_bridge::PuzzleEncoding;
using engine_bridge::Use;

// x[cell * n + d − 1] is the variable of digit d in the cell, or `none` when d is no candidate.
std::vector<int> projection_of(const std::vector<int>& x, int none) {
  std::vector<int> out;
  for (int v : x) {
    if (v != none) out.push_back(v);
  }
  return out;
}

PuzzleEncoding encode(const Board& board, Engine engine, ModelVariant variant) {
  const bool literal = variant == ModelVariant::kLiteral;
  PuzzleEncoding out;
  out.engine = engine;
  std::vector<int> x;
  int none = 0;
  if (engine == Engine::kSat) {
    engine::SatEncoding e = engine::build_sat(board, literal);
    out.sat.cnf = std::move(e.cnf);
    out.sat.projection = projection_of(e.x, 0);
    out.sat.comment = std::string("killer, ") + engine_bridge::model_name(variant) +
                      " SAT model: x_r_c_k true = digit k in (r, c)";
    x = std::move(e.x);
  } else {
    engine::MilpEncoding e = engine::build_milp(board, literal);
    out.milp.model = std::move(e.model);
    out.milp.projection = projection_of(e.x, -1);
    x = std::move(e.x);
    none = -1;
  }
  out.decode = [&board, x, none](const std::vector<double>& values) {
    Grid digits(static_cast<size_t>(board.cells()), 0);
    for (int cell = 0; cell < board.cells(); ++cell) {
      for (int d = 1; d <= board.n; ++d) {
        const int v = x[static_cast<size_t>(cell * board.n + d - 1)];
        if (v != none && values[static_cast<size_t>(v)] > 0.5) {
          digits[static_cast<size_t>(cell)] = d;
        }
      }
    }
    return solution_to_json(board, digits);
  };
  return out;
}

}  // namespace

engine_bridge::Encoder encoder(const Board& board) {
  return [&board](Engine engine, ModelVariant variant, Use /*use*/, const Context* /*stop*/) {
    return encode(board, engine, variant);
  };
}

}  // namespace gridlogic::killer
