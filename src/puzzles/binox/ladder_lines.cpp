// The rules that read one line's pattern or counts: pair, sandwich, last cell, balance, and the
// quota with no-three. Each returns its first use, rows first, each line from its start, so the
// steps read in a natural order.
#include <string>

#include "puzzles/binox/ladder.hpp"

namespace gridlogic::binox {
namespace {

std::string sym(Cell v) {
  return std::string(1, to_char(v));
}

// "cols 3-4 of row 1": the cells i..j of line `id` by their index along it (named from 1).
std::string span(const LadderPosition& p, int id, int i, int j) {
  return std::string(p.is_row(id) ? "cols " : "rows ") + place_number(i) + "-" + place_number(j) +
         " of " + p.line_name(id);
}

void read_line(const LadderPosition& p, int id, Deduction& d) {
  for (int i = 0; i < p.length(id); ++i) d.cells.push_back(p.cell(id, i));
}

void place(const LadderPosition& p, int id, int i, Cell v, Deduction& d) {
  const CellRef c = p.cell(id, i);
  d.placements.push_back({c.row, c.col, v});
}

// Every open cell of line `id` outside [skip_from, skip_to] gets `v`.
void fill_open(const LadderPosition& p, int id, Cell v, Deduction& d, int skip_from = -1,
               int skip_to = -1) {
  for (int i = 0; i < p.length(id); ++i) {
    if (p.at(id, i) == Cell::kEmpty && (i < skip_from || i > skip_to)) place(p, id, i, v, d);
  }
}

}  // namespace

std::optional<Deduction> find_pair(const LadderPosition& p) {
  for (int id = 0; id < p.num_lines(); ++id) {
    const int n = p.length(id);
    if (p.open_in(id) == 0) continue;
    for (int i = 0; i + 1 < n; ++i) {
      const Cell v = p.at(id, i);
      if (v == Cell::kEmpty || p.at(id, i + 1) != v) continue;
      Deduction d{BinoxRule::kPair, {p.cell(id, i), p.cell(id, i + 1)}, {}, {p.line_name(id)}, {}};
      if (i > 0 && p.at(id, i - 1) == Cell::kEmpty) place(p, id, i - 1, opposite(v), d);
      if (i + 2 < n && p.at(id, i + 2) == Cell::kEmpty) place(p, id, i + 2, opposite(v), d);
      if (d.placements.empty()) continue;
      d.reason = sym(v) + sym(v) + " at " + span(p, id, i, i + 1) + ": no third " + sym(v) +
                 " beside them";
      return d;
    }
  }
  return std::nullopt;
}

std::optional<Deduction> find_sandwich(const LadderPosition& p) {
  for (int id = 0; id < p.num_lines(); ++id) {
    if (p.open_in(id) == 0) continue;
    for (int i = 0; i + 2 < p.length(id); ++i) {
      const Cell v = p.at(id, i);
      if (v == Cell::kEmpty || p.at(id, i + 2) != v || p.at(id, i + 1) != Cell::kEmpty) continue;
      Deduction d{
          BinoxRule::kSandwich, {p.cell(id, i), p.cell(id, i + 2)}, {}, {p.line_name(id)}, {}};
      place(p, id, i + 1, opposite(v), d);
      d.reason = sym(v) + "." + sym(v) + " at " + span(p, id, i, i + 2) + ": no " + sym(v) +
                 " between them";
      return d;
    }
  }
  return std::nullopt;
}

std::optional<Deduction> find_last_cell(const LadderPosition& p) {
  for (int id = 0; id < p.num_lines(); ++id) {
    if (p.open_in(id) != 1) continue;
    const Cell v = p.count(id, Cell::kX) < p.length(id) / 2 ? Cell::kX : Cell::kO;
    Deduction d{BinoxRule::kLastCell, {}, {}, {p.line_name(id)}, {}};
    read_line(p, id, d);
    fill_open(p, id, v, d);
    d.reason = p.line_name(id) + " has one open cell and is one " + sym(v) + " short";
    return d;
  }
  return std::nullopt;
}

std::optional<Deduction> find_balance(const LadderPosition& p) {
  for (int id = 0; id < p.num_lines(); ++id) {
    if (p.open_in(id) == 0) continue;
    const int half = p.length(id) / 2;
    for (Cell full : {Cell::kX, Cell::kO}) {
      if (p.count(id, full) != half) continue;
      Deduction d{BinoxRule::kBalance, {}, {}, {p.line_name(id)}, {}};
      for (int i = 0; i < p.length(id); ++i) {
        if (p.at(id, i) == full) d.cells.push_back(p.cell(id, i));
      }
      fill_open(p, id, opposite(full), d);
      d.reason = p.line_name(id) + " already holds its " + std::to_string(half) + " " + sym(full);
      return d;
    }
  }
  return std::nullopt;
}

// A line one `v` short of its quota, with at least two of the other symbol to place: a window of
// three cells holding no `v` and at most one of the other symbol would be three of the other
// without a `v`, so the last `v` lies in that window and every open cell outside it is the other
// symbol (Tatham's "nearly complete" rows).
std::optional<Deduction> find_quota_no_three(const LadderPosition& p) {
  for (int id = 0; id < p.num_lines(); ++id) {
    const int n = p.length(id);
    if (p.open_in(id) < 3) continue;
    for (Cell v : {Cell::kX, Cell::kO}) {
      const Cell w = opposite(v);
      if (p.count(id, v) != n / 2 - 1 || p.count(id, w) > n / 2 - 2) continue;
      for (int s = 0; s + 2 < n; ++s) {
        int empty = 0;
        bool has_v = false;
        for (int k = s; k < s + 3; ++k) {
          empty += p.at(id, k) == Cell::kEmpty ? 1 : 0;
          has_v = has_v || p.at(id, k) == v;
        }
        if (has_v || empty < 2 || empty == p.open_in(id)) continue;
        Deduction d{BinoxRule::kQuotaNoThree, {}, {}, {p.line_name(id)}, {}};
        read_line(p, id, d);
        fill_open(p, id, w, d, s, s + 2);
        d.reason = p.line_name(id) + " has one " + sym(v) + " left to place, and " +
                   span(p, id, s, s + 2) + " would be three " + sym(w) + " without it: the " +
                   sym(v) + " goes there, the other open cells are " + sym(w);
        return d;
      }
    }
  }
  return std::nullopt;
}

}  // namespace gridlogic::binox
