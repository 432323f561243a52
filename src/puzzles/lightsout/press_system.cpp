// The press-system integer program (see press_system.hpp).
#include "puzzles/lightsout/press_system.hpp"

#include <stdexcept>

namespace gridlogic::lightsout {

using milp::LinExpr;
using milp::Model;
using milp::ObjSense;
using milp::Sense;

Model press_model(const PressSystem& system, PressObjective objective) {
  const int k = system.levels;
  const size_t n = system.state.size();
  if (k < 2) throw std::invalid_argument("press system: levels must be at least 2");
  if (system.effects.size() != n) throw std::invalid_argument("press system: sizes differ");
  if (!system.names.empty() && system.names.size() != n) {
    throw std::invalid_argument("press system: names size differs");
  }
  // changed_by[i]: the presses that change node i, with multiplicity (the transpose of effects).
  std::vector<std::vector<int>> changed_by(n);
  for (size_t j = 0; j < n; ++j) {
    if (system.state[j] < 0 || system.state[j] >= k) {
      throw std::invalid_argument("press system: state out of range");
    }
    changed_by[j].push_back(static_cast<int>(j));
    for (int i : system.effects[j]) {
      if (i < 0 || static_cast<size_t>(i) >= n)
        throw std::invalid_argument("press system: bad node");
      changed_by[static_cast<size_t>(i)].push_back(static_cast<int>(j));
    }
  }
  auto suffix = [&](size_t i) {
    return system.names.empty() ? std::to_string(i) : system.names[i];
  };

  Model model("lights_out");
  std::vector<int> x(n);
  for (size_t j = 0; j < n; ++j) {
    x[j] =
        k == 2 ? model.add_binary("x_" + suffix(j)) : model.add_integer("x_" + suffix(j), 0, k - 1);
  }
  LinExpr total;
  for (size_t i = 0; i < n; ++i) {
    const int64_t max_sum = static_cast<int64_t>(changed_by[i].size()) * (k - 1) + system.state[i];
    const int t = model.add_integer("t_" + suffix(i), 0, static_cast<double>(max_sum / k));
    LinExpr row;
    for (int j : changed_by[i]) row.add(x[static_cast<size_t>(j)]);
    row.add(t, -k);
    model.add_constraint("light_" + suffix(i), row, Sense::kEq, -system.state[i]);
    total.add(x[i]);
  }
  if (objective == PressObjective::kMinPresses) model.set_objective(ObjSense::kMinimize, total);
  return model;
}

PressResult solve_press_system(const PressSystem& system, PressObjective objective,
                               const Context& ctx) {
  const Model model = press_model(system, objective);
  milp::SolveParams params;
  params.feasibility_only = objective == PressObjective::kFeasibility;
  const milp::Solution s = milp::solve(model, ctx, params);
  PressResult out;
  out.status = s.status;
  out.proved_optimal = s.proved_optimal;
  out.best_bound = s.best_bound;
  if (s.has_solution()) {
    for (size_t j = 0; j < system.state.size(); ++j) {
      out.presses.push_back(static_cast<int>(s.int_value(static_cast<int>(j))));
      out.total += out.presses.back();
    }
  }
  return out;
}

}  // namespace gridlogic::lightsout
