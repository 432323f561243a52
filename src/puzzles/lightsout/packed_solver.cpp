// The packed rectangle solver: residual chase, elimination, press chase, all on bit rows.
#include "puzzles/lightsout/packed_solver.hpp"

#include <memory>

#include "puzzles/lightsout/chase.hpp"
#include "puzzles/lightsout/packed_presses.hpp"
#include "puzzles/lightsout/solve_flags.hpp"

namespace gridlogic::lightsout {

namespace {

// A reduced solution or kernel vector (one entry per unknown) as a bit row.
std::vector<uint64_t> bit_row(const std::vector<uint32_t>& values) {
  std::vector<uint64_t> words((values.size() + 63) / 64, 0);
  for (size_t i = 0; i < values.size(); ++i) {
    if (values[i] & 1U) words[i / 64] |= uint64_t{1} << (i % 64);
  }
  return words;
}

bool all_zero(const std::vector<uint64_t>& words) {
  for (uint64_t w : words) {
    if (w != 0) return false;
  }
  return true;
}

}  // namespace

bool packed_applies(const SolveOptions& options) {
  return !wants_kernel(options) && !wants_min_presses(options);
}

PackedAnalysis analyse_packed(const algebra::Gf2Matrix& lights, const Context& ctx) {
  PackedAnalysis an;
  // Chased along the longer side, as best_view does, so the reduced system has min(R, C)
  // unknowns; a wide board is transposed and its patterns transposed back.
  const bool transposed = lights.cols() > lights.rows();
  algebra::Gf2Matrix turned;
  if (transposed) turned = lights.transposed();
  const algebra::Gf2Matrix& chased = transposed ? turned : lights;
  RectView view;
  view.rows = chased.rows();
  view.cols = chased.cols();
  view.board_cols = lights.cols();
  view.transposed = transposed;
  const size_t m = view.cols;
  an.unknowns = lights.rows() * lights.cols();
  an.reduced_unknowns = m;

  const std::vector<uint64_t> zero(chased.stride(), 0);
  const std::vector<uint64_t> residual = chase_gf2(view.rows, m, &chased, zero, nullptr);
  std::vector<uint8_t> rhs(m);  // -a = a over GF(2)
  for (size_t i = 0; i < m; ++i) rhs[i] = static_cast<uint8_t>((residual[i / 64] >> (i % 64)) & 1U);
  const algebra::SystemResult r =
      algebra::solve_gf2(chase_matrix_gf2(view), rhs, algebra::KernelMode::kIfUnsolvable, ctx);
  if (r.timed_out) {
    an.status = Status::kTimeout;
    an.error = "time limit reached during elimination";
    return an;
  }
  fill_counts(an, r, m);
  auto in_board_shape = [&](algebra::Gf2Matrix&& pattern) {
    return transposed ? pattern.transposed() : std::move(pattern);
  };
  if (r.solvable) {
    algebra::Gf2Matrix presses(view.rows, m);
    if (!all_zero(chase_gf2(view.rows, m, &chased, bit_row(r.x), &presses))) {
      an.error = "internal error: the reduced solution does not chase to zero";
      return an;
    }
    an.presses = in_board_shape(std::move(presses));
    an.status = Status::kSolved;
    return an;
  }
  an.status = Status::kUnsolvable;
  for (const auto& g : r.kernel) {
    uint64_t d = 0;
    const std::vector<uint64_t> x0 = bit_row(g);
    chase_gf2(view.rows, m, nullptr, x0, nullptr, &chased, &d);
    if (d != 0) {
      algebra::Gf2Matrix certificate(view.rows, m);
      chase_gf2(view.rows, m, nullptr, x0, &certificate);
      an.certificate = in_board_shape(std::move(certificate));
      an.certificate_dot = d;
      break;
    }
  }
  return an;
}

SolveResult solve_packed(const algebra::Gf2Matrix& lights, const Context& ctx) {
  PackedAnalysis an = analyse_packed(lights, ctx);
  SolveResult res = facts_result(an, 2);
  if (an.status == Status::kUnsolvable && an.certificate.rows() > 0) {
    res.extra["certificate"] = PackedPresses(std::move(an.certificate)).json();
    res.extra["certificate_dot"] = an.certificate_dot;
  }
  if (an.status == Status::kSolved) {
    res.solution = std::make_shared<const PackedPresses>(std::move(an.presses));
  }
  return res;
}

CountResult count_packed(const algebra::Gf2Matrix& lights, const Context& ctx) {
  PackedAnalysis an = analyse_packed(lights, ctx);
  Solution first;
  if (an.status == Status::kSolved)
    first = std::make_shared<const PackedPresses>(std::move(an.presses));
  return facts_count(an, std::move(first));
}

}  // namespace gridlogic::lightsout
