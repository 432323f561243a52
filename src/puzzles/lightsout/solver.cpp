// The native solver: chase-reduced system for rectangles, full system otherwise.
#include "puzzles/lightsout/solver.hpp"

#include <cmath>
#include <map>
#include <utility>

#include "engines/algebra/linear_system.hpp"
#include "puzzles/lightsout/chase.hpp"
#include "puzzles/lightsout/hole_chase.hpp"
#include "puzzles/lightsout/min_presses.hpp"
#include "puzzles/lightsout/polynomial_chase.hpp"
#include "puzzles/lightsout/solve_flags.hpp"
#include "puzzles/lightsout/symmetries.hpp"

namespace gridlogic::lightsout {

namespace {

using algebra::SystemResult;

/// Sizes above this many bits are reported as a product of prime powers, not in decimal.
constexpr double kMaxDecimalBits = 100000;

/// |image of the full map| = k^n / |kernel|: prime by prime, e*(n - m) + sum (e - v_i) where m is
/// the size of the eliminated system (the chase's other n - m unknowns are forced, so they
/// multiply the image by k^(n - m)).
Json solvable_count(const SystemResult& r, size_t n, size_t m) {
  std::vector<std::pair<uint64_t, uint64_t>> powers;
  double bits = 0;
  for (const auto& part : r.parts) {
    uint64_t exp = static_cast<uint64_t>(part.e) * (n - m);
    for (uint8_t v : part.valuations) exp += part.e - v;
    powers.emplace_back(part.p, exp);
    bits += static_cast<double>(exp) * std::log2(static_cast<double>(part.p));
  }
  if (bits <= kMaxDecimalBits) return algebra::big_product(powers).to_json();
  std::string text;
  for (auto [p, e] : powers) {
    if (e == 0) continue;
    if (!text.empty()) text += "*";
    text += std::to_string(p) + "^" + std::to_string(e);
  }
  return text;
}

uint64_t dot_mod(const std::vector<uint32_t>& a, const std::vector<uint32_t>& b, uint64_t k) {
  uint64_t s = 0;
  for (size_t i = 0; i < a.size(); ++i) s = (s + static_cast<uint64_t>(a[i]) * b[i]) % k;
  return s;
}

Analysis analyse_rectangle(const Board& b, const Context& ctx, bool want_kernel) {
  Analysis an;
  const uint32_t k = b.levels;
  const RectView view = best_view(b);
  const size_t m = view.cols;
  an.unknowns = b.size();
  an.reduced_unknowns = m;
  std::vector<uint32_t> zero(m, 0);
  std::vector<uint32_t> residual = chase(view, b.state.data(), zero, k, nullptr);
  std::vector<uint32_t> rhs(m);
  for (size_t i = 0; i < m; ++i) rhs[i] = residual[i] == 0 ? 0 : k - residual[i];
  const auto mode = want_kernel ? algebra::KernelMode::kAll : algebra::KernelMode::kIfUnsolvable;
  auto run = [&](algebra::KernelMode kernel) {
    if (k == 2) {
      std::vector<uint8_t> bits(rhs.begin(), rhs.end());
      return algebra::solve_gf2(chase_matrix_gf2(view), bits, kernel, ctx);
    }
    if (m < kPolynomialChaseFrom)
      return algebra::solve_mod(chase_matrix(view, k), m, m, rhs, k, kernel, ctx);
    // The dense block it may need is at most m unknowns, and kMaxChaseDenseBlock is above
    // kMaxFullZk, so the polynomial path never refuses a width the dense chase matrix accepts.
    static_assert(kMaxChaseDenseBlock >= kMaxFullZk);
    ChaseSystemResult solved = solve_chase_system(view, rhs, k, kernel, ctx);
    if (!solved.error.empty()) an.error = std::move(solved.error);
    return std::move(solved.result);
  };
  SystemResult r = run(mode);
  if (!an.error.empty()) return an;
  if (r.timed_out) {
    an.status = Status::kTimeout;
    an.error = "time limit reached during elimination";
    return an;
  }
  fill_counts(an, r, m);
  if (r.solvable) {
    an.presses.assign(b.size(), 0);
    std::vector<uint32_t> left = chase(view, b.state.data(), r.x, k, an.presses.data());
    for (uint32_t v : left) {
      if (v != 0) {
        an.error = "internal error: the reduced solution does not chase to zero";
        return an;
      }
    }
    an.status = Status::kSolved;
  } else {
    an.status = Status::kUnsolvable;
    const std::vector<uint32_t> dual = chase_dual(view, b.state.data(), k);
    for (const auto& g : r.kernel) {
      const uint64_t d = dot_mod(dual, g, k);
      if (d != 0) {
        an.certificate.assign(b.size(), 0);
        chase(view, nullptr, g, k, an.certificate.data());
        an.certificate_dot = d;
        break;
      }
    }
  }
  if (want_kernel) {
    for (const auto& g : r.kernel) {
      Presses full(b.size(), 0);
      chase(view, nullptr, g, k, full.data());
      an.kernel.push_back(std::move(full));
    }
  }
  return an;
}

/// Lights left on after `presses` (an internal cross-check, O(n)).
bool all_off(const Board& b, const Presses& presses) {
  auto adj = b.neighbours();
  std::vector<uint64_t> light(b.state.begin(), b.state.end());
  for (size_t i = 0; i < b.size(); ++i) {
    light[i] += presses[i];
    for (uint32_t j : adj[i]) light[j] += presses[i];
  }
  for (size_t i = 0; i < b.size(); ++i) {
    if (!b.is_hole(i) && light[i] % b.levels != 0) return false;
  }
  return true;
}

/// Grids with holes, by chasing into the reduced system of hole_chase.hpp. Returns status
/// kInvalid with an empty error when the reduced system would be too large (the caller then
/// tries the full system).
Analysis analyse_holes(const Board& b, const Context& ctx, bool want_kernel) {
  Analysis an;
  const uint32_t k = b.levels;
  const RectView view = hole_view(b);
  const size_t unknowns = hole_unknowns(b, view);
  const size_t equations = hole_equations(b, view);
  const size_t cap = k == 2 ? kMaxFullGf2 : kMaxFullZk;
  if (unknowns > cap || equations > cap || hole_memory(b, view, unknowns) > kMaxHoleFormBytes)
    return an;
  for (size_t i = 0; i < b.size(); ++i) an.unknowns += b.is_hole(i) ? 0 : 1;
  an.reduced_unknowns = unknowns;
  HoleSystem sys;
  if (!hole_system(b, view, ctx, sys)) {
    an.status = Status::kTimeout;
    an.error = "time limit reached while chasing";
    return an;
  }
  const auto mode = want_kernel ? algebra::KernelMode::kAll : algebra::KernelMode::kIfUnsolvable;
  auto run = [&](algebra::KernelMode kernel) {
    if (k == 2) {
      std::vector<uint8_t> bits(sys.rhs.begin(), sys.rhs.end());
      return algebra::solve_gf2(sys.bits, bits, kernel, ctx);
    }
    return algebra::solve_mod(sys.matrix, sys.equations, sys.unknowns, sys.rhs, k, kernel, ctx);
  };
  SystemResult r = run(mode);
  if (r.timed_out) {
    an.status = Status::kTimeout;
    an.error = "time limit reached during elimination";
    return an;
  }
  fill_counts(an, r, unknowns);
  if (r.solvable) {
    an.presses.assign(b.size(), 0);
    hole_chase(b, view, b.state.data(), r.x, an.presses.data());
    if (!all_off(b, an.presses)) {
      an.error = "internal error: the reduced solution does not clear the board";
      return an;
    }
    an.status = Status::kSolved;
  } else {
    an.status = Status::kUnsolvable;
    Presses y(b.size(), 0);
    for (const auto& g : r.kernel) {
      hole_chase(b, view, nullptr, g, y.data());
      uint64_t d = dot_mod(y, b.state, k);
      if (d != 0) {
        an.certificate = y;
        an.certificate_dot = d;
        break;
      }
    }
  }
  if (want_kernel) {
    for (const auto& g : r.kernel) {
      Presses full(b.size(), 0);
      hole_chase(b, view, nullptr, g, full.data());
      an.kernel.push_back(std::move(full));
    }
  }
  return an;
}

Analysis analyse_full(const Board& b, const Context& ctx, bool want_kernel) {
  Analysis an;
  const uint32_t k = b.levels;
  std::vector<uint32_t> cell_of;  // unknown -> board index
  std::vector<int64_t> unknown_of(b.size(), -1);
  for (size_t i = 0; i < b.size(); ++i) {
    if (b.is_hole(i)) continue;
    unknown_of[i] = static_cast<int64_t>(cell_of.size());
    cell_of.push_back(static_cast<uint32_t>(i));
  }
  const size_t n = cell_of.size();
  an.unknowns = n;
  an.reduced_unknowns = n;
  const size_t cap = k == 2 ? kMaxFullGf2 : kMaxFullZk;
  if (n > cap) {
    an.error =
        "board too large: boards with holes and graphs are solved as one dense system, limited "
        "to " +
        std::to_string(cap) + " cells for levels=" + std::to_string(k) + " (this one has " +
        std::to_string(n) + ")";
    return an;
  }
  auto adj = b.neighbours();
  std::vector<uint32_t> rhs(n);
  for (size_t u = 0; u < n; ++u) {
    uint32_t s = b.state[cell_of[u]];
    rhs[u] = s == 0 ? 0 : k - s;
  }
  const auto mode = want_kernel ? algebra::KernelMode::kAll : algebra::KernelMode::kIfUnsolvable;
  auto run = [&](algebra::KernelMode kernel) {
    if (k == 2) {
      algebra::Gf2Matrix a(n, n);
      std::vector<uint8_t> bits(rhs.begin(), rhs.end());
      for (size_t u = 0; u < n; ++u) {
        a.set(u, u, true);
        for (uint32_t j : adj[cell_of[u]]) a.flip(u, static_cast<size_t>(unknown_of[j]));
      }
      return algebra::solve_gf2(a, bits, kernel, ctx);
    }
    std::vector<uint32_t> a(n * n, 0);
    for (size_t u = 0; u < n; ++u) {
      a[u * n + u] = 1;
      for (uint32_t j : adj[cell_of[u]]) {
        uint32_t& e = a[u * n + static_cast<size_t>(unknown_of[j])];
        e = (e + 1) % k;
      }
    }
    return algebra::solve_mod(a, n, n, rhs, k, kernel, ctx);
  };
  SystemResult r = run(mode);
  if (r.timed_out) {
    an.status = Status::kTimeout;
    an.error = "time limit reached during elimination";
    return an;
  }
  fill_counts(an, r, n);
  auto expand = [&](const std::vector<uint32_t>& v) {
    Presses full(b.size(), 0);
    for (size_t u = 0; u < n; ++u) full[cell_of[u]] = v[u];
    return full;
  };
  if (r.solvable) {
    an.presses = expand(r.x);
    an.status = Status::kSolved;
  } else {
    an.status = Status::kUnsolvable;
    std::vector<uint32_t> state(n);
    for (size_t u = 0; u < n; ++u) state[u] = b.state[cell_of[u]];
    for (const auto& g : r.kernel) {
      uint64_t d = dot_mod(g, state, k);
      if (d != 0) {
        an.certificate = expand(g);
        an.certificate_dot = d;
        break;
      }
    }
  }
  if (want_kernel) {
    for (const auto& g : r.kernel) an.kernel.push_back(expand(g));
  }
  return an;
}

}  // namespace

void fill_counts(SystemFacts& facts, const SystemResult& r, size_t m) {
  facts.nullity = r.nullity;
  facts.rank = facts.unknowns - r.nullity;
  facts.num_solutions = r.solvable ? r.kernel_size() : BigCount(0);
  facts.solvable_configurations = solvable_count(r, facts.unknowns, m);
}

SolveResult facts_result(const SystemFacts& facts, uint32_t levels) {
  SolveResult res;
  res.status = facts.status;
  res.error = facts.error;
  if (facts.status == Status::kInvalid || facts.status == Status::kTimeout) return res;
  res.extra["num_solutions"] = facts.num_solutions.to_json();
  if (facts.status == Status::kUnsolvable) {
    res.error =
        "no press pattern turns every light off: the stationary pattern in 'certificate' (pressing "
        "it changes no light) has dot product " +
        std::to_string(facts.certificate_dot) + " (mod " + std::to_string(levels) +
        ") with the state, and every solvable state has dot product 0 with it";
  }
  return res;
}

CountResult facts_count(const SystemFacts& facts, Solution first) {
  CountResult res;
  res.error = facts.error;
  if (facts.status == Status::kInvalid || facts.status == Status::kTimeout) {
    res.status = facts.status;
    return res;
  }
  res.status = Status::kSolved;
  res.complete = true;
  res.num_solutions = facts.num_solutions;
  if (facts.status == Status::kSolved) res.first_solution = std::move(first);
  return res;
}

Analysis analyse(const Board& board, const Context& ctx, bool want_kernel) {
  if (board.is_rectangle()) return analyse_rectangle(board, ctx, want_kernel);
  if (!board.graph) {
    Analysis an = analyse_holes(board, ctx, want_kernel);
    if (an.status != Status::kInvalid || !an.error.empty()) return an;
  }
  return analyse_full(board, ctx, want_kernel);
}

SolveResult solve(const Board& board, const Context& ctx, const SolveOptions& options) {
  Analysis an = analyse(board, ctx, wants_kernel(options) || wants_min_presses(options));
  SolveResult res = facts_result(an, board.levels);
  if (an.status == Status::kInvalid || an.status == Status::kTimeout) return res;
  if (wants_kernel(options)) {
    res.extra["rank"] = an.rank;
    res.extra["nullity"] = an.nullity;
    Json kernel = Json::array();
    for (const auto& g : an.kernel) kernel.push_back(solution_to_json(board, g));
    res.extra["kernel"] = std::move(kernel);
    res.extra["solvable_configurations"] = an.solvable_configurations;
  }
  if (an.status == Status::kUnsolvable) {
    if (!an.certificate.empty()) {
      res.extra["certificate"] = solution_to_json(board, an.certificate);
      res.extra["certificate_dot"] = an.certificate_dot;
    }
    return res;
  }
  // Moved, not copied: at 10000 x 10000 the pattern is 400 MB.
  Presses presses;
  if (wants_min_presses(options)) {
    MinPresses best = minimize_presses(an.presses, an.kernel, board.levels, ctx,
                                       board_symmetries(board), options.part);
    presses = std::move(best.x);
    res.extra["min_presses"] = best.weight;
    // A part proves nothing alone: "part_searched" says its share was searched to the end, and
    // the parts' best is proved when every part's share was (python3 -m gridlogic.dask min).
    res.extra["min_proved"] = best.proved && options.part.whole();
    if (!options.part.whole()) {
      res.extra["part"] =
          std::to_string(options.part.index + 1) + "/" + std::to_string(options.part.count);
      res.extra["part_searched"] = best.proved;
    }
  } else {
    presses = std::move(an.presses);
  }
  res.solution = solution_to_json(board, presses);
  return res;
}

CountResult count(const Board& board, const Context& ctx, const SolveOptions& options) {
  Analysis an = analyse(board, ctx, wants_kernel(options));
  CountResult res =
      facts_count(an, an.status == Status::kSolved ? Solution(solution_to_json(board, an.presses))
                                                   : Solution());
  if (res.status != Status::kSolved) return res;
  if (wants_kernel(options)) {
    res.extra["rank"] = an.rank;
    res.extra["nullity"] = an.nullity;
    res.extra["solvable_configurations"] = an.solvable_configurations;
  }
  return res;
}

}  // namespace gridlogic::lightsout
