// Lights Out's own MILP solves: least presses on the press model, and the kernel-reduced model.
#include "puzzles/lightsout/engine_solve.hpp"

#include <cmath>
#include <string>

#include "engine_bridge/engine_bridge.hpp"
#include "engines/milp/cbc_solver.hpp"
#include "puzzles/lightsout/encodings.hpp"
#include "puzzles/lightsout/engine_encoding.hpp"
#include "puzzles/lightsout/solve_flags.hpp"
#include "puzzles/lightsout/solver.hpp"

namespace gridlogic::lightsout {

namespace {

// The improved MILP: the board's algebra (the native analysis) gives one solution x0 and the
// kernel generators K_1..K_d; every solution is x0 + Σ_i y_i·K_i reduced mod k. The integer
// program then has d kernel coefficients y_i ∈ [0, k−1] instead of n presses, and per cell the
// row x_j − Σ_i K_ij·y_i + k·s_j = x0_j (cells no generator touches are constants):
//   minimise Σ x_j   (x_j ∈ [0, k−1] integer, s_j ≥ 0 integer).
engine_bridge::EngineRun solve_reduced(const Board& board, const Context& ctx, bool minimize) {
  engine_bridge::EngineRun run;
  const Analysis an = analyse(board, ctx, true);
  if (an.status == Status::kTimeout) {
    run.stop = ctx.stop_reason();
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
  if (!sol.proved_optimal) run.stop = ctx.stop_reason();
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

// The literal press model solved once, feasibility or least presses.
engine_bridge::EngineRun solve_press_model(const Board& board, const Context& ctx, bool minimize) {
  const engine::System s = engine::press_system(board);
  const PressResult r = solve_press_system(
      s.press, minimize ? PressObjective::kMinPresses : PressObjective::kFeasibility, ctx);
  engine_bridge::EngineRun run;
  if (r.status == milp::SolveStatus::kTimeout || r.status == milp::SolveStatus::kFeasible) {
    run.stop = ctx.stop_reason();
  }
  run.count = r.presses.empty() ? 0 : 1;
  if (!r.presses.empty()) {
    Presses p(board.size(), 0);
    for (size_t i = 0; i < s.cells.size(); ++i) {
      p[s.cells[i]] = static_cast<uint32_t>(r.presses[i]);
    }
    run.first = solution_to_json(board, p);
  }
  if (minimize && !r.presses.empty()) {
    run.extra["min_presses"] = r.total;
    run.extra["min_proved"] = r.proved_optimal;
    run.extra["min_lower_bound"] = std::ceil(r.best_bound - 1e-6);
  }
  return run;
}

}  // namespace

SolveResult solve_with_engine(const Board& board, const Context& ctx, const SolveOptions& options) {
  check_engine_limits(board, options.engine);
  const bool minimize = wants_min_presses(options);
  if (options.engine == Engine::kSat) {
    if (minimize) throw NotAvailable("the least number of presses needs --engine milp or native");
    return engine_bridge::solve(encoder(board), ctx, options);
  }
  const engine_bridge::EngineRun run = options.model == ModelVariant::kImproved
                                           ? solve_reduced(board, ctx, minimize)
                                           : solve_press_model(board, ctx, minimize);
  return engine_bridge::to_solve_result(run, options);
}

}  // namespace gridlogic::lightsout
