// Dominosa generator. The method is described in generator.hpp.
#include "puzzles/dominosa/generator.hpp"

#include <algorithm>
#include <random>

#include "base/portable_random.hpp"
#include "puzzles/dominosa/solver.hpp"

namespace gridlogic::dominosa {

namespace {

// Swaps tried without progress before a hill-climbing level gives up (see generate_board).
constexpr int kPatience0 = 200;
constexpr int kPatience1 = 40;

// A random tiling of rows x cols (one side even): start regular, then flip random 2x2 squares.
// The flip chain connects all tilings of a rectangle; the number of steps is a trade-off between
// time and how well mixed the result is (a generator does not need exact uniformity).
Partners random_tiling(int rows, int cols, std::mt19937_64& rng) {
  const int n = rows * cols;
  Partners partner(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) {
    const int r = i / cols;
    const int c = i % cols;
    if (cols % 2 == 0) {
      partner[i] = c % 2 == 0 ? i + 1 : i - 1;
    } else {
      partner[i] = r % 2 == 0 ? i + cols : i - cols;
    }
  }
  if (rows < 2 || cols < 2) return partner;
  const long long steps = 40LL * n;
  for (long long s = 0; s < steps; ++s) {
    // The row first, then the column: two draws in one expression would come in an order the
    // compiler picks.
    const int r = portable::below(rng, rows - 1);
    const int i = r * cols + portable::below(rng, cols - 1);
    const int j = i + 1;
    const int k = i + cols;
    const int l = k + 1;
    if (partner[i] == j && partner[k] == l) {  // two horizontals -> two verticals
      partner[i] = k;
      partner[k] = i;
      partner[j] = l;
      partner[l] = j;
    } else if (partner[i] == k && partner[j] == l) {  // two verticals -> two horizontals
      partner[i] = j;
      partner[j] = i;
      partner[k] = l;
      partner[l] = k;
    }
  }
  return partner;
}

// Writes values a and b on the two cells of the planted domino at `cell`, in a random order.
void write_domino(Board& board, const Partners& tiling, int cell, int a, int b,
                  std::mt19937_64& rng) {
  if ((rng() & 1) != 0) std::swap(a, b);
  board.values[cell] = a;
  board.values[tiling[cell]] = b;
}

// The cells that the solver's deductions at the root leave open (level 0: propagation only;
// level 1: with failed-edge probing). The planted tiling guarantees there is no contradiction.
void open_cells(const Board& board, int level, const Context& ctx, std::vector<int>& out) {
  const Graph graph(board);
  Search search(graph);
  StopCheck stop(ctx, 64);
  search.set_stop(&stop);
  const bool ok = search.propagate() && (level == 0 || search.probe(0));
  out.clear();
  for (int c = 0; ok && c < graph.cells; ++c) {
    if (search.cover(c) < 0) out.push_back(c);
  }
}

// Swaps the values of the planted dominoes at anchors `here` and `there`.
void swap_dominoes(Board& board, const Partners& tiling, int here, int there,
                   std::mt19937_64& rng) {
  const int a = board.values[here];
  const int b = board.values[tiling[here]];
  write_domino(board, tiling, here, board.values[there], board.values[tiling[there]], rng);
  write_domino(board, tiling, there, a, b, rng);
}

}  // namespace

std::optional<GeneratedBoard> generate_board(int max, uint64_t seed, const Context& ctx,
                                             GenerateStyle style) {
  std::mt19937_64 rng(seed);
  GeneratedBoard out;
  Board& board = out.board;
  board.max = max;
  board.rows = max + 1;
  board.cols = max + 2;
  const int n = board.cell_count();
  board.values.assign(static_cast<size_t>(n), 0);
  out.solution = random_tiling(board.rows, board.cols, rng);
  const Partners& tiling = out.solution;

  std::vector<int> anchors;  // one cell per planted domino (its lower-numbered cell)
  for (int i = 0; i < n; ++i) {
    if (tiling[i] > i) anchors.push_back(i);
  }
  std::vector<std::pair<int, int>> set;
  for (int a = 0; a <= max; ++a) {
    for (int b = a; b <= max; ++b) set.emplace_back(a, b);
  }
  portable::shuffle(rng, set);
  for (size_t k = 0; k < anchors.size(); ++k) {
    write_domino(board, tiling, anchors[k], set[k].first, set[k].second, rng);
  }

  // Phase 1: hill-climb on the number of cells the root deductions leave open, swapping a
  // planted domino in the open area with a random other one; a swap that opens more cells is
  // undone. Cheap propagation first, then with probing; each level ends when it stalls.
  std::vector<int> open;
  std::vector<int> trial;
  const int first_level = style == GenerateStyle::kBasic ? 0 : 1;
  const int last_level = style == GenerateStyle::kAny ? -1 : 1;
  for (int level = first_level; level <= last_level; ++level) {
    open_cells(board, level, ctx, open);
    const int patience = level == 0 ? kPatience0 : kPatience1;
    int stalled = 0;
    while (!open.empty() && stalled < patience) {
      if (ctx.expired()) return std::nullopt;
      ++out.attempts;
      const int cell = open[rng() % open.size()];
      const int here = std::min(cell, tiling[cell]);
      int there = here;
      while (there == here) there = anchors[rng() % anchors.size()];
      const std::vector<int> saved = {board.values[here], board.values[tiling[here]],
                                      board.values[there], board.values[tiling[there]]};
      swap_dominoes(board, tiling, here, there, rng);
      open_cells(board, level, ctx, trial);
      if (trial.size() <= open.size()) {
        stalled = trial.size() < open.size() ? 0 : stalled + 1;
        open.swap(trial);
      } else {
        board.values[here] = saved[0];
        board.values[tiling[here]] = saved[1];
        board.values[there] = saved[2];
        board.values[tiling[there]] = saved[3];
        ++stalled;
      }
    }
    if (open.empty()) break;
  }

  // Phase 2: while the counter finds a second solution, swap a planted domino where the two
  // differ. (After phase 1 this is usually one count that proves uniqueness.)
  // A tiny board can swap between the same few boards for ever (M = 1 has three dominoes):
  // past a bound proportional to its dominoes, start again from a new tiling.
  std::vector<int> differ;
  const int most_repairs = 20 * static_cast<int>(anchors.size());
  for (int repairs = 0;; ++repairs) {
    if (repairs == most_repairs) return generate_board(max, rng(), ctx, style);
    ++out.attempts;
    const CountOutcome found = count_solutions(board, ctx, 2, 2);
    if (ctx.log) {
      ctx.debug("dominosa generate: attempt " + std::to_string(out.attempts) + ", " +
                std::to_string(found.count) + " solution(s) found in " +
                std::to_string(found.nodes) + " nodes");
    }
    if (found.status == Status::kTimeout) return std::nullopt;
    if (found.count == 1) return out;
    if (found.solutions.size() < 2) return std::nullopt;  // cannot happen: the plant solves it
    const Partners& other = found.solutions[0] == tiling ? found.solutions[1] : found.solutions[0];
    differ.clear();
    for (int i = 0; i < n; ++i) {
      if (other[i] != tiling[i]) differ.push_back(i);
    }
    const int cell = differ[rng() % differ.size()];
    const int here = std::min(cell, tiling[cell]);
    int there = here;
    while (there == here) there = anchors[rng() % anchors.size()];
    swap_dominoes(board, tiling, here, there, rng);
  }
}

}  // namespace gridlogic::dominosa
