// The grade of a board: the method's level and a count of the actions it takes.
//
// A rectangle is chased from the top as the explanation does (explain.cpp), so the level and the
// steps are the explanation's: a first chase, then, when the last row is lit, the first-row
// presses that fix it (the explanation's own, from M y = L, on boards it explains; on larger
// ones the first row of the solver's solution), and a second chase from them. Boards with holes
// and graphs are one linear system.
//
// The rating is log10 W, W the actions a person takes (n cells with a button, C the width, k the
// levels, r the rank of the system solved, so that a larger kernel, more solutions, is less work):
//   a chase:           n cells looked at + the cells pressed (pressing until the light above goes
//                      out is one action, whatever k)
//   trivial:           W = chase
//   lookup:            W = chase + C (read the last row) + r log2 k (find it among the table's k^r
//                      entries) + |y| (the first-row presses, each counted) + chase again
//   algebra, rows:     as lookup, with n + C^2 (build the chase matrix) + C^2 r log2 k (eliminate)
//                      in place of the table search
//   algebra, no rows:  W = n + n m (chase around the holes, carrying each press as a form in the m
//                      unknowns it leaves; a graph has no chase, m = n) + m^2 r log2 k (eliminate)
//                      + the presses, each counted
// A trivial chase presses at most n - C cells, so W < 2n, while the other levels chase twice
// (W > 2n): on the same board a lit last row always rates above chasing alone.
#include "puzzles/lightsout/grade.hpp"

#include <bit>
#include <cmath>
#include <string>

#include "engines/algebra/linear_system.hpp"
#include "puzzles/lightsout/chase.hpp"
#include "puzzles/lightsout/explain.hpp"
#include "puzzles/lightsout/packed_board.hpp"
#include "puzzles/lightsout/packed_solver.hpp"
#include "puzzles/lightsout/rules.hpp"
#include "puzzles/lightsout/solver.hpp"

namespace gridlogic::lightsout {

namespace {

enum GradeLevel : uint8_t { kTrivial, kLookup, kAlgebra };

// What one chase did below the first row: the explanation's "chase down" steps are its rows
// with presses.
struct ChaseTally {
  uint64_t cells_pressed = 0;
  size_t rows_pressed = 0;
};

// A rectangle's method: the first chase, and when it leaves the last row lit, the first-row
// presses (their sum), the chase from them and the rank of the chase matrix.
struct RectangleWork {
  size_t rows = 0;
  size_t cols = 0;
  uint32_t levels = 2;
  ChaseTally first;
  bool dark_after_first = false;
  uint64_t first_row_presses = 0;
  ChaseTally again;
  size_t rank = 0;
};

// Dense elimination of m unknowns of rank r: r pivots, each clearing m rows of m entries, an
// operation mod k costing log2 k (one for k = 2, where it is an exclusive or).
double elimination_work(double m, double r, uint32_t k) {
  return m * m * r * std::log2(static_cast<double>(k));
}

double rating_of(double work) {
  return std::log10(std::max(1.0, work));
}

ChaseTally tally_presses(const RectView& view, const std::vector<uint32_t>& presses) {
  ChaseTally out;
  for (size_t r = 1; r < view.rows; ++r) {
    bool any = false;
    for (size_t c = 0; c < view.cols; ++c) {
      if (presses[view.index(r, c)] == 0) continue;
      ++out.cells_pressed;
      any = true;
    }
    out.rows_pressed += any ? 1 : 0;
  }
  return out;
}

ChaseTally tally_bits(const algebra::Gf2Matrix& presses) {
  ChaseTally out;
  for (size_t r = 1; r < presses.rows(); ++r) {
    uint64_t count = 0;
    for (size_t w = 0; w < presses.stride(); ++w)
      count += static_cast<uint64_t>(std::popcount(presses.row(r)[w]));
    out.cells_pressed += count;
    out.rows_pressed += count > 0 ? 1 : 0;
  }
  return out;
}

Grade graded(GradeLevel level, double work, std::string_view hardest, size_t steps) {
  Grade out;
  out.status = Status::kSolved;
  out.level = std::string(grade_levels()[level]);
  out.rating = rating_of(work);
  out.score = out.rating;  // no tie-break: the score is the rating
  out.hardest_rule = std::string(hardest);
  out.steps = steps;
  return out;
}

Grade grade_stopped(Status status, std::string error) {
  Grade out;
  out.status = status;
  out.error = std::move(error);
  return out;
}

Grade grade_timed_out() {
  return grade_stopped(Status::kTimeout, "time limit reached");
}

Grade rectangle_grade(const RectangleWork& w) {
  const double n = static_cast<double>(w.rows) * static_cast<double>(w.cols);
  const double c = static_cast<double>(w.cols);
  const double first_chase = n + static_cast<double>(w.first.cells_pressed);
  const RuleTable& rules = rule_table();
  if (w.dark_after_first) {
    return graded(kTrivial, first_chase, rules.at(kReadLastRow).name, w.first.rows_pressed + 1);
  }
  const bool table = lookup_table_fits(w.cols, w.levels);
  const double fix = table ? static_cast<double>(w.rank) * std::log2(static_cast<double>(w.levels))
                           : n + c * c + elimination_work(c, static_cast<double>(w.rank), w.levels);
  const double work = first_chase + c + fix + static_cast<double>(w.first_row_presses) + n +
                      static_cast<double>(w.again.cells_pressed);
  // Chase, read, look up, press the first row, chase again, read.
  const size_t steps = w.first.rows_pressed + 3 + w.again.rows_pressed + 1;
  return graded(table ? kLookup : kAlgebra, work, rules.at(kLookUpFirstRow).name, steps);
}

const char* const kNoFix =
    "no press pattern turns every light off: the last row left by chasing cannot be fixed from "
    "the first row";

// A full rectangle given as its Board, chased from the top.
Grade grade_rectangle(const Board& b, const Context& ctx) {
  RectView view;
  view.rows = static_cast<size_t>(b.rows);
  view.cols = static_cast<size_t>(b.cols);
  view.board_cols = view.cols;
  const uint32_t k = b.levels;
  RectangleWork w;
  w.rows = view.rows;
  w.cols = view.cols;
  w.levels = k;
  std::vector<uint32_t> presses(b.size(), 0);
  const std::vector<uint32_t> residual =
      chase(view, b.state.data(), std::vector<uint32_t>(view.cols, 0), k, presses.data());
  w.first = tally_presses(view, presses);
  std::vector<uint32_t> last_row(view.cols, 0);  // the lights the chase leaves: -residual
  w.dark_after_first = true;
  for (size_t c = 0; c < view.cols; ++c) {
    last_row[c] = residual[c] == 0 ? 0 : k - residual[c];
    w.dark_after_first = w.dark_after_first && last_row[c] == 0;
  }
  if (w.dark_after_first) return rectangle_grade(w);
  if (ctx.expired()) return grade_timed_out();
  std::vector<uint32_t> first_row;
  if (view.cols <= kMaxExplainCols && view.rows <= kMaxExplainRows) {
    // The explanation's entry: M y = L.
    const algebra::SystemResult r = algebra::solve_mod(
        chase_matrix(view, k), view.cols, view.cols, last_row, k, algebra::KernelMode::kNone, ctx);
    if (r.timed_out) return grade_timed_out();
    if (!r.solvable) return grade_stopped(Status::kUnsolvable, kNoFix);
    first_row = r.x;
    w.rank = r.rank;
  } else {
    Analysis an = analyse(b, ctx, false);
    if (an.status != Status::kSolved)
      return grade_stopped(an.status, an.status == Status::kUnsolvable ? kNoFix : an.error);
    first_row.assign(an.presses.begin(), an.presses.begin() + static_cast<ptrdiff_t>(view.cols));
    w.rank = view.cols - an.nullity;
  }
  for (uint32_t p : first_row) w.first_row_presses += p;
  if (ctx.expired()) return grade_timed_out();
  (void)chase(view, nullptr, first_row, k, presses.data());
  w.again = tally_presses(view, presses);
  return rectangle_grade(w);
}

// Holes or a graph: the explanation's one linear-algebra step.
Grade grade_system(const Board& b, const Context& ctx) {
  const Analysis an = analyse(b, ctx, false);
  if (an.status != Status::kSolved) {
    return grade_stopped(an.status, an.status == Status::kUnsolvable
                                        ? "no press pattern turns every light off"
                                        : an.error);
  }
  const double n = static_cast<double>(an.unknowns);
  const double m = static_cast<double>(an.reduced_unknowns);
  double presses = 0;
  for (uint32_t p : an.presses) presses += p;
  // Chasing around holes carries every cell's press as a form in the m free unknowns.
  const double forms = an.reduced_unknowns < an.unknowns ? n * m : 0;
  const double work =
      n + forms +
      elimination_work(m, static_cast<double>(an.reduced_unknowns - an.nullity), b.levels) +
      presses;
  return graded(kAlgebra, work, rule_table().at(kLinearAlgebra).name, 1);
}

}  // namespace

const std::vector<std::string_view>& grade_levels() {
  static const std::vector<std::string_view> levels = {"trivial", "lookup", "algebra"};
  return levels;
}

bool lookup_table_fits(size_t cols, uint32_t levels) {
  double patterns = 1;
  for (size_t j = 0; j < cols && patterns <= kMaxLookupTable; ++j) patterns *= levels;
  return patterns <= kMaxLookupTable;
}

Grade grade_board(const Board& board, const Context& ctx) {
  if (ctx.expired()) return grade_timed_out();
  return board.is_rectangle() ? grade_rectangle(board, ctx) : grade_system(board, ctx);
}

Grade grade_packed(const algebra::Gf2Matrix& lights, const Context& ctx) {
  if (lights.rows() <= kMaxExplainRows && lights.cols() <= kMaxExplainCols)
    return grade_board(unpack_lights(lights), ctx);
  if (ctx.expired()) return grade_timed_out();
  RectangleWork w;
  w.rows = lights.rows();
  w.cols = lights.cols();
  algebra::Gf2Matrix presses(w.rows, w.cols);
  const std::vector<uint64_t> zero(lights.stride(), 0);
  const std::vector<uint64_t> residual = chase_gf2(w.rows, w.cols, &lights, zero, &presses);
  w.first = tally_bits(presses);
  w.dark_after_first = true;
  for (uint64_t word : residual) w.dark_after_first = w.dark_after_first && word == 0;
  if (w.dark_after_first) return rectangle_grade(w);
  if (ctx.expired()) return grade_timed_out();
  PackedAnalysis an = analyse_packed(lights, ctx);
  if (an.status != Status::kSolved)
    return grade_stopped(an.status, an.status == Status::kUnsolvable ? kNoFix : an.error);
  const std::vector<uint64_t> first_row(an.presses.row(0), an.presses.row(0) + an.presses.stride());
  for (uint64_t word : first_row) w.first_row_presses += static_cast<uint64_t>(std::popcount(word));
  w.rank = w.cols - an.nullity;
  an.presses = algebra::Gf2Matrix();  // the solution is not needed past its first row
  if (ctx.expired()) return grade_timed_out();
  (void)chase_gf2(w.rows, w.cols, nullptr, first_row, &presses);
  w.again = tally_bits(presses);
  return rectangle_grade(w);
}

}  // namespace gridlogic::lightsout
