// The independent checker: a full grid against every rule. Shares no code with the solver, so
// the solver's tests can trust it.
#include <string>

#include "puzzles/killer/board.hpp"

namespace gridlogic::killer {
namespace {

Verdict wrong(const std::string& rule, const std::string& where, const std::string& detail) {
  return Verdict{false, InputError(rule, where, detail).what()};
}

// The first cell of `cells` whose digit already appeared in it, or -1; `first` gets the earlier.
int repeat_in(const Grid& grid, const std::vector<int>& cells, int* first) {
  int seen[kMaxSize + 1];
  for (int& s : seen) s = -1;
  for (int cell : cells) {
    int d = grid[static_cast<size_t>(cell)];
    if (seen[d] >= 0) {
      *first = seen[d];
      return cell;
    }
    seen[d] = cell;
  }
  return -1;
}

}  // namespace

Verdict verify(const Board& board, const Grid& grid) {
  const int n = board.n;
  for (int cell = 0; cell < board.cells(); ++cell) {
    int g = board.givens[static_cast<size_t>(cell)];
    int d = grid[static_cast<size_t>(cell)];
    if (d < 1 || d > n) {
      return wrong("value out of range", cell_name(board, cell),
                   "digit " + std::to_string(d) + " is outside 1.." + std::to_string(n));
    }
    if (g != 0 && g != d) {
      return wrong("given changed", cell_name(board, cell),
                   "the given is " + std::to_string(g) + ", the solution has " + std::to_string(d));
    }
  }
  // Rows, columns and boxes: each unit as a list of cells, built here from the definition.
  struct UnitKind {
    const char* rule;
    const char* word;
  };
  const UnitKind kinds[3] = {{"repeated digit in row", "row"},
                             {"repeated digit in column", "column"},
                             {"repeated digit in box", "box"}};
  for (int kind = 0; kind < 3; ++kind) {
    for (int u = 0; u < n; ++u) {
      std::vector<int> cells;
      for (int i = 0; i < n; ++i) {
        if (kind == 0) cells.push_back(u * n + i);
        if (kind == 1) cells.push_back(i * n + u);
        if (kind == 2) {
          int top = (u / (n / board.box_w)) * board.box_h;
          int left = (u % (n / board.box_w)) * board.box_w;
          cells.push_back((top + i / board.box_w) * n + left + i % board.box_w);
        }
      }
      int first = -1;
      int cell = repeat_in(grid, cells, &first);
      if (cell >= 0) {
        return wrong(kinds[kind].rule, cell_name(board, cell),
                     "digit " + std::to_string(grid[static_cast<size_t>(cell)]) +
                         " appears twice in " + unit_name(kinds[kind].word, u) + " (also at " +
                         cell_name(board, first) + ")");
      }
    }
  }
  for (size_t i = 0; i < board.cages.size(); ++i) {
    const Cage& cage = board.cages[i];
    int first = -1;
    int cell = repeat_in(grid, cage.cells, &first);
    if (cell >= 0) {
      return wrong("repeated digit in cage",
                   cage_name(board, static_cast<int>(i)) + ", " + cell_name(board, cell),
                   "digit " + std::to_string(grid[static_cast<size_t>(cell)]) +
                       " appears twice in the cage (also at " + cell_name(board, first) + ")");
    }
    int sum = 0;
    for (int c : cage.cells) sum += grid[static_cast<size_t>(c)];
    if (sum != cage.sum) {
      return wrong(
          "wrong cage sum", cage_name(board, static_cast<int>(i)),
          "the digits sum to " + std::to_string(sum) + ", not " + std::to_string(cage.sum));
    }
  }
  return Verdict{true, {}};
}

Verdict verify(const Board& board, const Json& solution) {
  Grid grid;
  std::string error;
  if (!solution_from_json(board, solution, &grid, &error)) return Verdict{false, error};
  return verify(board, grid);
}

}  // namespace gridlogic::killer
