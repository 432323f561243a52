// Distinct lines as a person applies it (Tatham's unique-rows check): line M holds all but one of
// its X's, each where a complete line L of the same orientation has an X. An X in M at L's
// remaining X cell would give M the same X's as L, so M would equal L; that cell is O. The same
// with the symbols swapped. M may have any number of open cells.
#include <string>

#include "puzzles/binox/ladder.hpp"

namespace gridlogic::binox {

std::optional<Deduction> find_distinct_lines(const LadderPosition& p) {
  const int rows = p.board().rows;
  for (int m = 0; m < p.num_lines(); ++m) {
    if (p.open_in(m) == 0) continue;
    const int n = p.length(m);
    const int begin = p.is_row(m) ? 0 : rows;
    const int end = p.is_row(m) ? rows : p.num_lines();
    for (Cell v : {Cell::kX, Cell::kO}) {
      if (p.count(m, v) != n / 2 - 1) continue;
      for (int l = begin; l < end; ++l) {
        if (l == m || p.open_in(l) != 0) continue;
        int spare = -1;  // the cell where L has `v` and M has not
        bool inside = true;
        for (int i = 0; i < n && inside; ++i) {
          const Cell in_l = p.at(l, i);
          const Cell in_m = p.at(m, i);
          if (in_m == v && in_l != v) inside = false;
          if (in_l == v && in_m != v) spare = i;
        }
        if (!inside || spare < 0 || p.at(m, spare) != Cell::kEmpty) continue;
        Deduction d{BinoxRule::kDistinctLines, {}, {}, {p.line_name(m), p.line_name(l)}, {}};
        for (int i = 0; i < n; ++i) {
          d.cells.push_back(p.cell(m, i));
          d.cells.push_back(p.cell(l, i));
        }
        const CellRef c = p.cell(m, spare);
        d.placements.push_back({c.row, c.col, opposite(v)});
        const std::string s(1, to_char(v));
        d.reason = "the " + s + "'s of " + p.line_name(m) + " all lie where " + p.line_name(l) +
                   " has " + s + "'s, one short: a " + s + " here would make " + p.line_name(m) +
                   " equal " + p.line_name(l);
        return d;
      }
    }
  }
  return std::nullopt;
}

}  // namespace gridlogic::binox
