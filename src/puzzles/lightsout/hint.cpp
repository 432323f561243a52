#include "puzzles/lightsout/hint.hpp"

#include <algorithm>
#include <string>

#include "base/text_lines.hpp"
#include "puzzles/lightsout/explain.hpp"
#include "puzzles/lightsout/rules.hpp"
#include "reasoning/hint.hpp"

namespace gridlogic::lightsout {

namespace {

// The board with the lights `made` leaves: each press adds 1 (mod k) to its cell and its
// neighbours.
Board after_presses(const Board& board, const Presses& made) {
  Board out = board;
  const uint64_t k = board.levels;
  const auto neighbours = board.neighbours();
  for (size_t i = 0; i < board.size(); ++i) {
    if (made[i] == 0) continue;
    out.state[i] = static_cast<uint32_t>((uint64_t{out.state[i]} + made[i]) % k);
    for (uint32_t j : neighbours[i])
      out.state[j] = static_cast<uint32_t>((uint64_t{out.state[j]} + made[i]) % k);
  }
  return out;
}

// "press row 1, col 2; press row 3, col 3 (2 times)": the first `most` presses of a pattern.
std::string presses_text(const Board& board, const Presses& presses, size_t most = 30) {
  std::string out;
  size_t listed = 0;
  size_t total = 0;
  for (size_t i = 0; i < presses.size(); ++i) {
    if (presses[i] == 0) continue;
    ++total;
    if (listed == most) continue;
    ++listed;
    out += (out.empty() ? "press " : "; press ") + board.place(i);
    if (presses[i] > 1) out += " (" + std::to_string(presses[i]) + " times)";
  }
  if (total > listed) out += "; and " + std::to_string(total - listed) + " more";
  return out;
}

// A position typed as one string, the way the other types take theirs: rows split by '/', or
// rows x cols characters in a row (white space is gone by now: "100 0#0 000" is "1000#0000").
// Anything else is left for solution_from_json to refuse in its own words.
Json rows_of_text(const Board& board, const Json& progress) {
  if (!progress.is_string() || board.graph) return progress;
  const std::string& text = progress.get_ref<const std::string&>();
  Json rows = Json::array();
  if (text.find('/') != std::string::npos) {
    std::string spaced = text;
    std::replace(spaced.begin(), spaced.end(), '/', ' ');
    for (const std::string& row : text_lines::tokens(spaced)) rows.push_back(row);
    return rows;
  }
  // Digits and '#' are one byte each: a longer character is a mistake the reader names.
  const auto cols = static_cast<size_t>(board.cols);
  if (text.size() != board.size()) return progress;
  for (size_t start = 0; start < text.size(); start += cols)
    rows.push_back(text.substr(start, cols));
  return rows;
}

// The presses a step makes, as a pattern over the board: a chase's or the first row's
// [row, col, times] triples, or the whole pattern the algebra of a board with holes gives. Empty
// for a step that only reads the board.
Presses presses_of(const Board& board, const Step& step) {
  Presses made(board.size(), 0);
  if (!step.detail.is_object()) return made;
  const auto found = step.detail.find("presses");
  if (found == step.detail.end()) return made;
  const Json& presses = *found;
  const bool triples = presses.is_array() && !presses.empty() && presses[0].is_array() &&
                       presses[0].size() == 3 && !board.graph;
  if (!triples) return solution_from_json(board, presses);
  for (const Json& cell : presses) {
    const auto r = cell[0].get<size_t>();
    const auto c = cell[1].get<size_t>();
    made[r * static_cast<size_t>(board.cols) + c] = cell[2].get<uint32_t>();
  }
  return made;
}

bool presses_any(const Presses& presses) {
  return std::any_of(presses.begin(), presses.end(), [](uint32_t p) { return p != 0; });
}

}  // namespace

Hint hint_board(const Board& board, const Context& ctx, const Json& progress, HintDepth depth) {
  const Presses made = progress.is_null()
                           ? Presses(board.size(), 0)
                           : solution_from_json(board, rows_of_text(board, progress));
  const Board now = after_presses(board, made);
  Hint out;
  bool dark = true;
  for (uint32_t level : now.state) dark = dark && level == 0;
  if (dark) {
    out.status = Status::kSolved;
    out.solved = true;
    return out;
  }
  const Explanation rest = explain_board(now, ctx);
  if (rest.status != Status::kSolved || rest.steps.empty()) {
    out.status = rest.status == Status::kSolved ? Status::kUnsolvable : rest.status;
    out.error = rest.error.empty() ? "no presses turn the lights left off" : rest.error;
    return out;
  }
  out.status = Status::kSolved;
  // The next step that presses something: a step that only reads the board (the last row's
  // pattern) leads to the look-up that presses, and the answer is that step's own presses, so
  // that the step and the answer never disagree.
  const Step* next = &rest.steps.front();
  Presses presses = presses_of(now, *next);
  for (const Step& step : rest.steps) {
    Presses made = presses_of(now, step);
    if (!presses_any(made)) continue;
    next = &step;
    presses = std::move(made);
    break;
  }
  reasoning::NextStep step;
  // The rows the step presses in, whole, so that a nudge points without pressing for the
  // player; a graph or a board solved by algebra is looked at whole.
  std::vector<std::string> rows;
  std::vector<bool> row_seen(board.graph ? 0 : static_cast<size_t>(board.rows), false);
  for (size_t i = 0; i < presses.size(); ++i) {
    if (presses[i] == 0) continue;
    if (board.graph) {
      step.changes.place.push_back(Json::array({i, presses[i]}));
      continue;
    }
    const size_t r = i / static_cast<size_t>(board.cols);
    const size_t c = i % static_cast<size_t>(board.cols);
    step.changes.place.push_back(Json::array({r, c, presses[i]}));
    if (!row_seen[r] && next->rule != "linear algebra") {
      row_seen[r] = true;
      rows.push_back("row " + std::to_string(r + 1));
    }
  }
  for (size_t r = 0; r < row_seen.size(); ++r) {
    for (size_t c = 0; row_seen[r] && c < static_cast<size_t>(board.cols); ++c) {
      if (!board.is_hole(r * static_cast<size_t>(board.cols) + c))
        step.region_cells.push_back(Json::array({r, c}));
    }
  }
  step.region = rows.empty() ? (board.graph ? "the whole graph" : "the whole board")
                             : reasoning::listed(rows);
  step.step = *next;
  step.answer = presses_text(now, presses);
  reasoning::give(out, std::move(step), depth);
  return out;
}

}  // namespace gridlogic::lightsout
