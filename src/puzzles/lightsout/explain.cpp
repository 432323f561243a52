// Light chasing as steps a person can follow (any R x C rectangle, any k).
//
// 1. Chase down: for each row from the top, press the cell below every light still on (k - level
//    times), which clears that row. 2. Read the last row: the lights left there. 3. Look up which
//    first-row presses fix that pattern: the table comes from the chase matrix M (pressing
//    first-row cells y and chasing changes the last row by -M y), so the entry for pattern L is a
//    solution of M y = L. 4. Press those first-row cells. 5. Chase down again: the board clears.
// The chases are the solver's (chase.hpp); the steps are read off the presses they make.
// Other boards (holes, graphs) have no chase order; their explanation is the linear system itself.
#include "puzzles/lightsout/explain.hpp"

#include <map>

#include "engines/algebra/linear_system.hpp"
#include "puzzles/lightsout/chase.hpp"
#include "puzzles/lightsout/grade.hpp"
#include "puzzles/lightsout/rules.hpp"
#include "puzzles/lightsout/solver.hpp"

namespace gridlogic::lightsout {

namespace {

Step make_step(RuleId rule, std::string text, Json detail = nullptr) {
  return rule_table().step(rule, std::move(text), std::move(detail));
}

std::string pattern_text(const std::vector<uint32_t>& v) {
  // Digits side by side while every level is one digit (k <= 10), else space separated.
  bool wide = false;
  for (uint32_t x : v) wide = wide || x > 9;
  std::string s;
  for (uint32_t x : v) {
    if (wide && !s.empty()) s += ' ';
    s += std::to_string(x);
  }
  return s;
}

/// The steps of one chase, read off the presses the solver's chase made (`presses`, board
/// indexing): a row's presses are the ones that put out the lights of the row above.
void chase_steps(const RectView& view, const std::vector<uint32_t>& presses,
                 const std::string& pass, std::vector<Step>& steps) {
  for (size_t r = 0; r + 1 < view.rows; ++r) {
    Json cells = Json::array();
    std::string text;
    for (size_t c = 0; c < view.cols; ++c) {
      const uint32_t times = presses[view.index(r + 1, c)];
      if (times == 0) continue;
      cells.push_back(Json::array({r + 1, c, times}));
      if (!text.empty()) text += ", ";
      text += col_name(c) + (times > 1 ? " x" + std::to_string(times) : "");
    }
    if (cells.empty()) continue;
    steps.push_back(
        make_step(kChaseDown,
                  pass + row_name(r) + " has lights on: press the cells below them in " +
                      row_name(r + 1) + " (" + text + "); " + row_name(r) + " is now dark",
                  Json{{"presses", cells}}));
  }
}

/// The last row's lights left by a chase whose residual (the presses a row below the board
/// would need) is `residual`.
std::vector<uint32_t> lights_left(const std::vector<uint32_t>& residual, uint32_t k) {
  std::vector<uint32_t> lights(residual.size());
  for (size_t c = 0; c < residual.size(); ++c) lights[c] = residual[c] == 0 ? 0 : k - residual[c];
  return lights;
}

}  // namespace

Explanation explain_board(const Board& b, const Context& ctx) {
  Explanation ex;
  if (!b.is_rectangle()) {
    Analysis an = analyse(b, ctx, false);
    ex.status = an.status;
    ex.error = an.error;
    if (an.status == Status::kSolved) {
      ex.solution = solution_to_json(b, an.presses);
      ex.steps.push_back(
          make_step(kLinearAlgebra,
                    "this board has holes or is a graph, so there is no row to chase; solving the "
                    "system (adjacency + identity) x = -state (mod " +
                        std::to_string(b.levels) + ") gives the presses shown",
                    Json{{"presses", ex.solution}}));
    }
    return ex;
  }
  const uint32_t k = b.levels;
  RectView view;  // top to bottom, as a person chases (no transposition)
  view.rows = static_cast<size_t>(b.rows);
  view.cols = static_cast<size_t>(b.cols);
  view.board_cols = view.cols;
  if (view.cols > kMaxExplainCols || view.rows > kMaxExplainRows) {
    ex.error = "board too large to explain step by step (at most " +
               std::to_string(kMaxExplainRows) + " rows and " + std::to_string(kMaxExplainCols) +
               " columns); use solve";
    return ex;
  }
  const size_t c_count = view.cols;
  // First chase: from the board, no first-row presses.
  std::vector<uint32_t> total(b.size(), 0);
  const std::vector<uint32_t> pattern = lights_left(
      chase(view, b.state.data(), std::vector<uint32_t>(c_count, 0), k, total.data()), k);
  chase_steps(view, total, "", ex.steps);
  bool dark = true;
  for (uint32_t v : pattern) dark = dark && v == 0;
  ex.steps.push_back(
      make_step(kReadLastRow,
                dark ? "the last row is dark: done"
                     : "the last row reads " + pattern_text(pattern) + " (levels, left to right)",
                Json{{"last_row", pattern}}));
  if (dark) {
    ex.status = Status::kSolved;
    ex.solution = solution_to_json(b, total);
    return ex;
  }
  // The chase matrix: first-row presses y change the last row's lights by -M y.
  std::vector<uint32_t> m = chase_matrix(view, k);
  auto effect_of = [&](const std::vector<uint32_t>& y) {
    std::vector<uint32_t> out(c_count, 0);
    for (size_t i = 0; i < c_count; ++i) {
      uint64_t s = 0;
      for (size_t j = 0; j < c_count; ++j)
        s = (s + static_cast<uint64_t>(m[i * c_count + j]) * y[j]) % k;
      out[i] = static_cast<uint32_t>(s);  // the pattern y fixes (M y = L)
    }
    return out;
  };
  Json matrix = Json::array();
  std::string matrix_text;
  for (size_t j = 0; j < c_count; ++j) {
    std::vector<uint32_t> e(c_count, 0);
    e[j] = 1;
    std::vector<uint32_t> col = effect_of(e);
    matrix.push_back(col);
    matrix_text += "\n  first-row " + col_name(j) + " fixes last row " + pattern_text(col);
  }
  double patterns = 1;
  for (size_t j = 0; j < c_count && patterns <= kMaxLookupTable; ++j) patterns *= k;
  Json table = Json::array();
  std::string table_text;
  if (patterns <= kMaxLookupTable) {
    // Every first-row pattern y; keep, for each last-row pattern it fixes, the one with fewest
    // presses.
    std::map<std::vector<uint32_t>, std::vector<uint32_t>> best;
    std::vector<uint32_t> y(c_count, 0);
    for (size_t t = 0; t < static_cast<size_t>(patterns); ++t) {
      size_t x = t;
      uint64_t w = 0;
      for (size_t j = 0; j < c_count; ++j) {
        y[j] = static_cast<uint32_t>(x % k);
        x /= k;
        w += y[j];
      }
      std::vector<uint32_t> fixes = effect_of(y);
      auto it = best.find(fixes);
      if (it == best.end()) {
        best.emplace(fixes, y);
      } else {
        uint64_t old = 0;
        for (uint32_t v : it->second) old += v;
        if (w < old) it->second = y;
      }
    }
    for (const auto& [fixes, press] : best) {
      bool zero = true;
      for (uint32_t v : fixes) zero = zero && v == 0;
      if (zero) continue;
      table.push_back(Json{{"last_row", fixes}, {"first_row", press}});
      table_text +=
          "\n  last row " + pattern_text(fixes) + " -> press first row " + pattern_text(press);
    }
  }
  // The entry for this board's pattern: solve M y = L.
  algebra::SystemResult r =
      algebra::solve_mod(m, c_count, c_count, pattern, k, algebra::KernelMode::kNone, ctx);
  if (r.timed_out) {
    ex.status = Status::kTimeout;
    ex.error = "time limit reached";
    return ex;
  }
  // In plain words (the page and the hints show it): what each first-row press does.
  std::string table_intro =
      "the look-up: pressing one first-row cell and chasing down again changes the last row as "
      "listed; presses together add up (a light pushed past level " +
      std::to_string(k - 1) + " starts again from off)" + matrix_text;
  if (!table.empty())
    table_intro += "\nlookup table of every fixable last-row pattern:" + table_text;
  if (!r.solvable) {
    ex.steps.push_back(make_step(
        kLookUpFirstRow,
        table_intro + "\nthe pattern " + pattern_text(pattern) +
            " is not in the table: no first-row presses fix it, so this board has no solution",
        Json{{"chase_matrix", matrix}, {"table", table}}));
    ex.status = Status::kUnsolvable;
    ex.error = "the last-row pattern left by chasing cannot be fixed from the first row";
    return ex;
  }
  std::vector<uint32_t> y = r.x;
  ex.steps.push_back(make_step(kLookUpFirstRow,
                               table_intro + "\nthe pattern " + pattern_text(pattern) +
                                   " is fixed by pressing first row " + pattern_text(y),
                               Json{{"chase_matrix", matrix}, {"table", table}, {"first_row", y}}));
  // Press the first row, then chase again. Only the last row is lit after the first chase and
  // it presses nothing, so the second chase is the chase from y on a dark board.
  std::string text;
  Json cells = Json::array();
  for (size_t c = 0; c < c_count; ++c) {
    if (y[c] == 0) continue;
    cells.push_back(Json::array({0, c, y[c]}));
    if (!text.empty()) text += ", ";
    text += col_name(c) + (y[c] > 1 ? " x" + std::to_string(y[c]) : "");
  }
  ex.steps.push_back(
      make_step(kPressFirstRow, "press in the first row: " + text, Json{{"presses", cells}}));
  std::vector<uint32_t> again(b.size(), 0);
  (void)chase(view, nullptr, y, k, again.data());
  chase_steps(view, again, "again: ", ex.steps);
  for (size_t i = 0; i < total.size(); ++i) total[i] = (total[i] + again[i]) % k;
  // The presses together must clear the board: a chase from y on the board itself leaves nothing.
  const std::vector<uint32_t> left = lights_left(chase(view, b.state.data(), y, k, nullptr), k);
  for (size_t c = 0; c < c_count; ++c) {
    if (left[c] != 0) {
      ex.status = Status::kInvalid;
      ex.error =
          "internal error: the second chase left " + b.place(view.index(view.rows - 1, c)) + " on";
      return ex;
    }
  }
  ex.steps.push_back(make_step(kReadLastRow, "the last row is dark: every light is off"));
  ex.status = Status::kSolved;
  ex.solution = solution_to_json(b, total);
  return ex;
}

}  // namespace gridlogic::lightsout
