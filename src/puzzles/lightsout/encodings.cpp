// Lights Out on the shared engines: the board as a press system, its encodings, and the way back.
#include "puzzles/lightsout/encodings.hpp"

#include <cmath>
#include <string>

#include "puzzles/lightsout/engine_encoding.hpp"
#include "puzzles/lightsout/solver.hpp"

namespace gridlogic::lightsout {

namespace {

using engine_bridge::PuzzleEncoding;
using engine_bridge::Use;

// Beyond these the models stop making sense (k·t coefficients, one-hot width, model size).
constexpr uint32_t kMaxMilpLevels = 1000;
constexpr uint32_t kMaxSatLevels = 64;
constexpr size_t kMaxEngineCells = 250000;

// MILP counting model: press_model plus, for k > 2, a one-hot expansion to enumerate on.
milp::Encoding milp_for_count(const engine::System& s) {
  milp::Encoding e(press_model(s.press, PressObjective::kFeasibility));
  milp::Model& m = e.model;
  const int k = s.press.levels;
  const size_t n = s.cells.size();
  if (k == 2) {
    for (size_t j = 0; j < n; ++j) e.projection.push_back(static_cast<int>(j));
    return e;
  }
  for (size_t j = 0; j < n; ++j) {
    milp::LinExpr link;
    milp::LinExpr one;
    link.add(static_cast<int>(j));
    for (int v = 1; v < k; ++v) {
      const int b = m.add_binary("b_" + s.press.names[j] + "_" + std::to_string(v));
      link.add(b, -v);
      one.add(b);
      e.projection.push_back(b);
    }
    m.add_constraint("onehot_" + s.press.names[j], link, milp::Sense::kEq, 0);
    m.add_constraint("atmost_" + s.press.names[j], one, milp::Sense::kLe, 1);
  }
  return e;
}

// The presses of every board cell (holes 0) from the presses of the system's nodes.
Json solution_of(const Board& board, const engine::System& s, const std::vector<int>& x) {
  Presses p(board.size(), 0);
  for (size_t i = 0; i < s.cells.size(); ++i) p[s.cells[i]] = static_cast<uint32_t>(x[i]);
  return solution_to_json(board, p);
}

PuzzleEncoding encode(const Board& board, Engine engine, ModelVariant variant, Use use) {
  check_engine_limits(board, engine);
  const engine::System s = engine::press_system(board);
  PuzzleEncoding out;
  out.engine = engine;
  if (engine == Engine::kSat) {
    engine::SatEncoding e = engine::build_sat(s);
    out.sat.cnf = std::move(e.cnf);
    for (const auto& lv : e.level) {
      out.sat.projection.insert(out.sat.projection.end(), lv.begin(), lv.end());
    }
    out.sat.comment = std::string("lightsout, ") + engine_bridge::model_name(variant) +
                      " SAT model: p_<cell>_<v> true = the cell is pressed v times";
    out.decode = [&board, s, level = std::move(e.level)](const std::vector<double>& values) {
      std::vector<int> x;
      for (const auto& lv : level) {
        int v = 0;
        for (size_t t = 0; t < lv.size(); ++t) {
          if (values[static_cast<size_t>(lv[t])] > 0.5) v = static_cast<int>(t);
        }
        x.push_back(v);
      }
      return solution_of(board, s, x);
    };
    return out;
  }
  // The press variables x_j are the model's first n variables (press_model creates them first).
  out.milp = use == Use::kExport ? milp::Encoding(press_model(s.press, PressObjective::kMinPresses))
                                 : milp_for_count(s);
  out.decode = [&board, s](const std::vector<double>& values) {
    std::vector<int> x;
    for (size_t j = 0; j < s.cells.size(); ++j) {
      x.push_back(static_cast<int>(std::llround(values[j])));
    }
    return solution_of(board, s, x);
  };
  return out;
}

}  // namespace

void check_engine_limits(const Board& board, Engine engine) {
  if (board.size() > kMaxEngineCells) {
    throw NotAvailable("the milp/sat engines take Lights Out boards of at most " +
                       std::to_string(kMaxEngineCells) + " cells");
  }
  const uint32_t max_levels = engine == Engine::kMilp ? kMaxMilpLevels : kMaxSatLevels;
  if (board.levels > max_levels) {
    throw NotAvailable(std::string("the ") + engine_bridge::engine_name(engine) +
                       " engine takes at most " + std::to_string(max_levels) + " levels");
  }
}

engine_bridge::Encoder encoder(const Board& board) {
  return [&board](Engine engine, ModelVariant variant, Use use, const Context* /*stop*/) {
    return encode(board, engine, variant, use);
  };
}

}  // namespace gridlogic::lightsout
