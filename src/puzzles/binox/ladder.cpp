// The position and the cheapest-first choice of the next deduction. Line analysis and distinct
// completions ask the solver's propagation what that rule alone forces on one line
// (Solver::line_forced), so those deductions are written once; contradiction runs the solver's
// propagation (without the flow rule, which no person applies) on each value of each open cell.
#include "puzzles/binox/ladder.hpp"

#include <algorithm>
#include <bit>
#include <string>

#include "puzzles/binox/solver.hpp"

namespace gridlogic::binox {
namespace {

// What line analysis or distinct completions force on one line, as one deduction.
std::optional<Deduction> solver_rule(LadderPosition& p, BinoxRule rule) {
  uint64_t to_x[kMaxWords], to_o[kMaxWords];
  for (int id = 0; id < p.num_lines(); ++id) {
    if (p.open_in(id) == 0) continue;
    int witness = -1;
    if (!p.solver().line_forced(rule, id, to_x, to_o, &witness)) continue;
    Deduction d{rule, {}, {}, {p.line_name(id)}, {}};
    for (int i = 0; i < p.length(id); ++i) {
      const uint64_t bit = uint64_t{1} << (i & 63);
      const bool x = (to_x[i >> 6] & bit) != 0;
      const bool o = (to_o[i >> 6] & bit) != 0;
      if (x || o) {
        const CellRef c = p.cell(id, i);
        d.placements.push_back({c.row, c.col, x ? Cell::kX : Cell::kO});
      }
    }
    if (d.placements.empty()) continue;
    for (int i = 0; i < p.length(id); ++i) d.cells.push_back(p.cell(id, i));
    const int half = p.length(id) / 2;
    if (rule == BinoxRule::kLineAnalysis) {
      d.reason = "every way to complete " + p.line_name(id) + " without three in a row and with " +
                 std::to_string(half) + " of each agrees here";
    } else {
      if (witness >= 0) d.lines.push_back(p.line_name(witness));
      for (int i = 0; witness >= 0 && i < p.length(witness); ++i)
        d.cells.push_back(p.cell(witness, i));
      d.reason = "every way to complete " + p.line_name(id) + " that does not copy " +
                 (witness >= 0 ? p.line_name(witness) : std::string("a complete line")) +
                 " agrees here";
    }
    return d;
  }
  return std::nullopt;
}

std::optional<Deduction> find_contradiction(LadderPosition& p, const Context& ctx) {
  Board board = p.board();
  SearchOptions rules;
  rules.balance_flow = false;
  for (int r = 0; r < board.rows; ++r) {
    for (int c = 0; c < board.cols; ++c) {
      if (board.at(r, c) != Cell::kEmpty) continue;
      for (Cell v : {Cell::kX, Cell::kO}) {
        if (ctx.expired()) return std::nullopt;
        board.at(r, c) = v;
        const bool dead = !propagate_only(board, ctx, rules).has_value();
        board.at(r, c) = Cell::kEmpty;
        if (dead && !ctx.expired()) {
          return Deduction{BinoxRule::kContradiction,
                           {{r, c}},
                           {{r, c, opposite(v)}},
                           {},
                           std::string(1, to_char(v)) +
                               " here would lead, by the rules above, to a broken rule"};
        }
      }
    }
  }
  return std::nullopt;
}

// "1", "1 and 4", "1, 4 and 5": 0-based indices as people count them.
std::string list(const std::vector<int>& values) {
  std::string out;
  for (size_t i = 0; i < values.size(); ++i) {
    if (i > 0) out += i + 1 == values.size() ? " and " : ", ";
    out += place_number(values[i]);
  }
  return out;
}

// The placements of one value, said by the line they share when they share one.
std::string group_text(const std::vector<Placement>& group) {
  bool same_row = true, same_col = true;
  std::vector<int> rows, cols;
  for (const Placement& p : group) {
    same_row = same_row && p.row == group.front().row;
    same_col = same_col && p.col == group.front().col;
    rows.push_back(p.row);
    cols.push_back(p.col);
  }
  const std::string v(1, to_char(group.front().value));
  const bool many = group.size() > 1;
  if (same_row) {
    return row_name(group.front().row) + (many ? ", cols " : ", col ") + list(cols) + " = " + v;
  }
  if (same_col) {
    return "rows " + list(rows) + ", " + col_name(group.front().col) + " = " + v;
  }
  std::string out;
  for (const Placement& p : group) {
    out += (out.empty() ? "" : ", ") + cell_name(p.row, p.col) + " = " + v;
  }
  return out;
}

}  // namespace

LadderPosition::LadderPosition(const Board& board, const Context& ctx)
    : board_(board),
      solver_(board, ctx, SearchOptions{}),
      nx_(static_cast<size_t>(board.rows + board.cols), 0),
      no_(nx_.size(), 0) {
  for (int r = 0; r < board.rows; ++r) {
    for (int c = 0; c < board.cols; ++c) {
      const Cell v = board.at(r, c);
      if (v == Cell::kEmpty) {
        ++open_;
        continue;
      }
      std::vector<int>& counts = v == Cell::kX ? nx_ : no_;
      ++counts[static_cast<size_t>(r)];
      ++counts[static_cast<size_t>(board.rows + c)];
    }
  }
}

void LadderPosition::apply(const Deduction& deduction) {
  for (const Placement& p : deduction.placements) {
    if (board_.at(p.row, p.col) != Cell::kEmpty) continue;
    board_.at(p.row, p.col) = p.value;
    solver_.assign(p.row, p.col, p.value == Cell::kX);
    std::vector<int>& counts = p.value == Cell::kX ? nx_ : no_;
    ++counts[static_cast<size_t>(p.row)];
    ++counts[static_cast<size_t>(board_.rows + p.col)];
    --open_;
  }
}

std::string LadderPosition::line_name(int id) const {
  return is_row(id) ? row_name(id) : col_name(id - board_.rows);
}

namespace {

// A rule that reads the position alone, as a finder of the ladder.
template <std::optional<Deduction> (*find)(const LadderPosition&)>
std::optional<Deduction> reading(LadderPosition& position, const Context& /*ctx*/) {
  return find(position);
}

template <BinoxRule rule>
std::optional<Deduction> from_solver(LadderPosition& position, const Context& /*ctx*/) {
  return solver_rule(position, rule);
}

}  // namespace

namespace {

// A little for each further use of the hardest level, so that of two puzzles of one level the
// one leaning on its hardest rules more often rates higher; below 0.5, so never the next level.
double use_bonus(const reasoning::HardWork& work) {
  return std::min(0.45, static_cast<double>(work.level_uses - 1) * 0.02);
}

}  // namespace

// The levels follow Tatham's Unruly solver: "trivial" uses only no-three and the last open cell
// of a line, "easy" adds completing a line that holds half its cells of one symbol and the
// unique-rows check, "normal" adds the quota with no-three. What his solver never needs gets
// the levels above: one-line reasoning (hard), forcing (extreme), search (unreasonable). Each
// level's ratings lie in [n, n + 0.3] (n its place from 1), so the grade's bonus for repeated
// use (below 0.5) never reaches the next level.
const BinoxLadder& binox_ladder() {
  static const BinoxLadder ladder(
      {"trivial", "easy", "normal", "hard", "extreme", "unreasonable"},
      {
          {"pair", "two equal neighbours: the cells on both ends take the other symbol", "trivial",
           1.0, reading<find_pair>, 0},
          {"sandwich", "two equal cells one apart: the cell between takes the other symbol",
           "trivial", 1.1, reading<find_sandwich>, 1},
          {"last cell", "a line with one open cell: it takes the symbol the line is short of",
           "trivial", 1.2, reading<find_last_cell>, 2},
          {"balance", "a line holding all its X's (or O's): its other cells take the other symbol",
           "easy", 2.0, reading<find_balance>, 3},
          {"distinct lines",
           "a line whose X's all lie where a complete line has X's, one short: its last X may not "
           "go where it would copy that line",
           "easy", 2.2, reading<find_distinct_lines>, 4},
          {"quota and no three",
           "a line with one X left to place and three cells that would be three O's without it: "
           "the X goes there, every other open cell is O",
           "normal", 3.0, reading<find_quota_no_three>, 5},
          {"line analysis",
           "every way to complete the line (no three, half X's) agrees on the cell", "hard", 4.0,
           from_solver<BinoxRule::kLineAnalysis>, 6},
          {"distinct completions",
           "every way to complete the line that copies no complete line agrees on the cell", "hard",
           4.2, from_solver<BinoxRule::kDistinctCompletions>, 7},
          {"contradiction", "the other value leads, by the rules above, to a broken rule",
           "extreme", 5.0, find_contradiction, 8},
          {"guess", "no rule applies; the value is taken from the solution found by search",
           "unreasonable", 6.0, nullptr, 9},
      },
      use_bonus);
  return ladder;
}

std::optional<Deduction> next_deduction(LadderPosition& position, const Context& ctx,
                                        BinoxRule hardest) {
  return binox_ladder().first<Deduction>(reasoning::Reach{SIZE_MAX, static_cast<size_t>(hardest)},
                                         position, ctx);
}

std::string placements_text(const std::vector<Placement>& placements) {
  std::string out;
  for (Cell v : {Cell::kX, Cell::kO}) {
    std::vector<Placement> group;
    for (const Placement& p : placements) {
      if (p.value == v) group.push_back(p);
    }
    if (!group.empty()) out += (out.empty() ? "" : "; ") + group_text(group);
  }
  return out;
}

}  // namespace gridlogic::binox
