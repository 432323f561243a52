// Lights Out on the shared engines: the documents' integer program A·x = −b + k·t on CBC, and a
// CNF on CaDiCaL; see engine_encoding.hpp.
#include "puzzles/lightsout/engine_models.hpp"

#include <cmath>

#include "engines/milp/cbc_solver.hpp"
#include "engines/results.hpp"
#include "engines/sat/solver.hpp"
#include "puzzles/lightsout/engine_encoding.hpp"
#include "puzzles/lightsout/solver.hpp"

namespace gridlogic::lightsout {

namespace {

// Beyond these the models stop making sense (k·t coefficients, one-hot width, model size).
constexpr uint32_t kMaxMilpLevels = 1000;
constexpr uint32_t kMaxSatLevels = 64;
constexpr size_t kMaxEngineCells = 250000;

void check_supported(const Board& board, Engine engine) {
  if (board.size() > kMaxEngineCells) {
    throw NotAvailable("the milp/sat engines take Lights Out boards of at most " +
                       std::to_string(kMaxEngineCells) + " cells");
  }
  const uint32_t max_levels = engine == Engine::kMilp ? kMaxMilpLevels : kMaxSatLevels;
  if (board.levels > max_levels) {
    throw NotAvailable(std::string("the ") + engines::engine_name(engine) +
                       " engine takes at most " + std::to_string(max_levels) + " levels");
  }
}

Presses to_presses(const Board& board, const engine::System& s, const std::vector<int>& x) {
  Presses p(board.size(), 0);
  for (size_t i = 0; i < s.cells.size(); ++i) p[s.cells[i]] = static_cast<uint32_t>(x[i]);
  return p;
}

// MILP counting model: press_model plus, for k > 2, a one-hot expansion to enumerate on.
engines::EngineRun count_milp(const Board& board, const engine::System& s, const Context& ctx,
                              uint64_t limit) {
  milp::Model m = milp::press_model(s.press, milp::PressObjective::kFeasibility);
  const int k = s.press.levels;
  const size_t n = s.cells.size();
  std::vector<int> projection;
  if (k == 2) {
    for (size_t j = 0; j < n; ++j) projection.push_back(static_cast<int>(j));
  } else {
    for (size_t j = 0; j < n; ++j) {
      milp::LinExpr link;
      milp::LinExpr one;
      link.add(static_cast<int>(j));
      for (int v = 1; v < k; ++v) {
        const int b = m.add_binary("b_" + s.press.names[j] + "_" + std::to_string(v));
        link.add(b, -v);
        one.add(b);
        projection.push_back(b);
      }
      m.add_constraint("onehot_" + s.press.names[j], link, milp::Sense::kEq, 0);
      m.add_constraint("atmost_" + s.press.names[j], one, milp::Sense::kLe, 1);
    }
  }
  const milp::Enumeration en = milp::enumerate(m, projection, limit, ctx);
  engines::EngineRun run;
  run.timed_out = en.status == milp::SolveStatus::kTimeout;
  run.count = en.count;
  run.complete = en.complete;
  if (!en.first.empty()) {
    std::vector<int> x;
    for (size_t j = 0; j < n; ++j) x.push_back(static_cast<int>(std::llround(en.first[j])));
    run.first = solution_to_json(board, to_presses(board, s, x));
  }
  return run;
}

engines::EngineRun count_sat(const Board& board, const engine::System& s, const Context& ctx,
                             uint64_t limit) {
  const engine::SatEncoding e = engine::build_sat(s);
  std::vector<int> projection;
  for (const auto& lv : e.level) projection.insert(projection.end(), lv.begin(), lv.end());
  const sat::CountResult c = sat::count_models(e.cnf, projection, limit, ctx);
  engines::EngineRun run;
  run.timed_out = c.status == sat::SatStatus::kTimeout;
  run.count = c.count;
  run.complete = c.complete;
  if (!c.first.empty()) {
    std::vector<int> x;
    for (const auto& lv : e.level) {
      int v = 0;
      for (size_t t = 0; t < lv.size(); ++t) {
        if (c.first[static_cast<size_t>(lv[t])]) v = static_cast<int>(t);
      }
      x.push_back(v);
    }
    run.first = solution_to_json(board, to_presses(board, s, x));
  }
  return run;
}

// The improved MILP: the board's algebra (the native analysis) gives one solution x0 and the
// kernel generators K_1..K_d; every solution is x0 + Σ_i y_i·K_i reduced mod k. The integer
// program then has d kernel coefficients y_i ∈ [0, k−1] instead of n presses, and per cell the
// row x_j − Σ_i K_ij·y_i + k·s_j = x0_j (cells no generator touches are constants):
//   minimise Σ x_j   (x_j ∈ [0, k−1] integer, s_j ≥ 0 integer).
engines::EngineRun solve_reduced(const Board& board, const Context& ctx, bool minimize) {
  engines::EngineRun run;
  const Analysis an = analyse(board, ctx, true);
  if (an.status == Status::kTimeout) {
    run.timed_out = true;
    return run;
  }
  if (an.status != Status::kSolved) return run;  // unsolvable: the algebra proved it
  const int k = static_cast<int>(board.levels);
  milp::Model m("lights_out_kernel");
  std::vector<int> y;
  for (size_t i = 0; i < an.kernel.size(); ++i)
    y.push_back(m.add_integer("y_" + std::to_string(i), 0, k - 1));
  milp::LinExpr total;
  std::vector<int> x(board.size(), -1);
  for (size_t j = 0; j < board.size(); ++j) {
    if (board.is_hole(j)) continue;
    milp::LinExpr row;
    int64_t reach = an.presses[j];
    for (size_t i = 0; i < an.kernel.size(); ++i) {
      if (an.kernel[i][j] != 0) {
        row.add(y[i], -static_cast<double>(an.kernel[i][j]));
        reach += static_cast<int64_t>(an.kernel[i][j]) * (k - 1);
      }
    }
    if (row.terms.empty()) {
      total.add_constant(an.presses[j]);
      continue;
    }
    const std::string cell = std::to_string(j);
    x[j] = k == 2 ? m.add_binary("x_" + cell) : m.add_integer("x_" + cell, 0, k - 1);
    const int s = m.add_integer("s_" + cell, 0, static_cast<double>(reach / k));
    row.add(x[j]).add(s, k);
    m.add_constraint("press_" + cell, row, milp::Sense::kEq, an.presses[j]);
    total.add(x[j]);
  }
  if (minimize) m.set_objective(milp::ObjSense::kMinimize, total);
  milp::SolveParams params;
  params.feasibility_only = !minimize;
  milp::Solution sol;
  if (m.num_vars() == 0) {  // a unique solution: nothing left to choose (CBC wants a column)
    sol.status = milp::SolveStatus::kOptimal;
    sol.proved_optimal = true;
    sol.values.assign(1, 0.0);
  } else {
    sol = milp::solve(m, ctx, params);
  }
  run.timed_out = !sol.proved_optimal;
  if (!sol.has_solution()) return run;
  Presses presses(board.size(), 0);
  uint64_t sum = 0;
  for (size_t j = 0; j < board.size(); ++j) {
    if (board.is_hole(j)) continue;
    presses[j] = x[j] >= 0 ? static_cast<uint32_t>(sol.int_value(x[j])) : an.presses[j];
    sum += presses[j];
  }
  run.count = 1;
  run.first = solution_to_json(board, presses);
  if (minimize) {
    run.extra["min_presses"] = sum;
    run.extra["min_proved"] = sol.proved_optimal;
  }
  run.extra["kernel_variables"] = an.kernel.size();
  return run;
}

}  // namespace

SolveResult solve_with_engine(const Board& board, const Context& ctx, const SolveOptions& options) {
  check_supported(board, options.engine);
  const engine::System s = engine::press_system(board);
  if (options.engine == Engine::kSat) {
    if (wants_min_presses(options)) {
      throw NotAvailable("the least number of presses needs --engine milp or native");
    }
    return engines::to_solve_result(count_sat(board, s, ctx, 1), options);
  }
  if (options.model == ModelVariant::kImproved) {
    return engines::to_solve_result(solve_reduced(board, ctx, wants_min_presses(options)), options);
  }
  const milp::PressResult r =
      milp::solve_press_system(s.press,
                               wants_min_presses(options) ? milp::PressObjective::kMinPresses
                                                          : milp::PressObjective::kFeasibility,
                               ctx);
  engines::EngineRun run;
  run.timed_out =
      r.status == milp::SolveStatus::kTimeout || r.status == milp::SolveStatus::kFeasible;
  run.count = r.presses.empty() ? 0 : 1;
  if (!r.presses.empty()) run.first = solution_to_json(board, to_presses(board, s, r.presses));
  if (wants_min_presses(options) && !r.presses.empty()) {
    run.extra["min_presses"] = r.total;
    run.extra["min_proved"] = r.proved_optimal;
    run.extra["min_lower_bound"] = std::ceil(r.best_bound - 1e-6);
  }
  SolveResult out = engines::to_solve_result(run, options);
  return out;
}

CountResult count_with_engine(const Board& board, const Context& ctx, const SolveOptions& options,
                              uint64_t limit) {
  check_supported(board, options.engine);
  const engine::System s = engine::press_system(board);
  return engines::to_count_result(options.engine == Engine::kMilp ? count_milp(board, s, ctx, limit)
                                                                  : count_sat(board, s, ctx, limit),
                                  options);
}

std::string export_model(const Board& board, ExportFormat format, ModelVariant variant) {
  check_supported(board, format == ExportFormat::kCnf ? Engine::kSat : Engine::kMilp);
  const engine::System s = engine::press_system(board);
  if (format == ExportFormat::kCnf) {
    return engine::build_sat(s).cnf.to_dimacs(
        true, std::string("lightsout, ") + engines::model_name(variant) +
                  " SAT model: p_<cell>_<v> true = the cell is pressed v times");
  }
  // Exports carry the minimum-press objective: the file answers both questions.
  const milp::Model m = milp::press_model(s.press, milp::PressObjective::kMinPresses);
  return format == ExportFormat::kLp ? milp::write_lp(m) : milp::write_mps(m);
}

}  // namespace gridlogic::lightsout
