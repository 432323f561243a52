// explain: the solution as a sequence of named deductions, Tatham style. The rules form a
// table, cheapest first (rules.hpp); after any progress we restart from the cheapest, and the
// puzzle's difficulty is the hardest rule used. When no rule applies, the rest is found by search
// and reported as one "search" step (the hardest level).
#include "puzzles/killer/explain.hpp"

#include <vector>

#include "core/json_fields.hpp"
#include "puzzles/killer/classic_ladder.hpp"
#include "puzzles/killer/propagation.hpp"
#include "puzzles/killer/rules.hpp"
#include "puzzles/killer/solver.hpp"

namespace gridlogic::killer {
Explanation explain_board(const Board& board, const Context& ctx) {
  if (board.classic()) return explain_classic(board, ctx);
  Explanation out;
  Tables m = build_tables(board, Rule45::kFull);
  Propagator prop(m);
  std::vector<uint16_t> cand(static_cast<size_t>(m.state_size));
  prop.load(cand.data());
  const RuleTable& rules = rule_table();
  auto grid_now = [&]() {
    Grid g(static_cast<size_t>(m.cells), 0);
    for (int c = 0; c < m.cells; ++c) {
      if (single(cand[static_cast<size_t>(c)]))
        g[static_cast<size_t>(c)] = digit_of(cand[static_cast<size_t>(c)]);
    }
    return g;
  };
  for (;;) {
    if (ctx.expired()) {
      out.status = Status::kTimeout;
      out.error = "the time limit was reached";
      out.solution = solution_to_json(board, grid_now());
      return out;
    }
    bool progress = false;
    for (int index = 0; index < kSearch && !progress; ++index) {
      const auto rule = static_cast<RuleId>(index);
      const Rule& named = rules.at(rule);
      std::vector<uint16_t> before = cand;
      Pass p = apply_pass(prop, rule, cand.data());
      if (p == Pass::kContradiction) {
        out.status = Status::kUnsolvable;
        out.error = "contradiction found by " + std::string(named.name);
        return out;
      }
      if (p == Pass::kNoChange) continue;
      progress = true;
      Json placed = Json::array();
      int removed = 0;
      std::string text;
      for (int c = 0; c < m.cells; ++c) {
        uint16_t was = before[static_cast<size_t>(c)];
        uint16_t now = cand[static_cast<size_t>(c)];
        removed += popcount16(was) - popcount16(now);
        if (single(now) && !single(was)) {
          placed.push_back(Json::array({board.row(c), board.col(c), digit_of(now)}));
          if (placed.size() <= 6) {
            text += (text.empty() ? "" : ", ") +
                    json_fields::cell_name(board.row(c), board.col(c)) + " = " +
                    std::to_string(digit_of(now));
          }
        }
      }
      if (placed.size() > 6) text += ", ... (" + std::to_string(placed.size()) + " cells)";
      // Digits cages were found to hold (the cage lanes: after the cells, before any sum's).
      int held = 0;
      for (size_t i = static_cast<size_t>(m.cells); i < static_cast<size_t>(m.sum_state); ++i)
        held += popcount16(cand[i]) - popcount16(before[i]);
      if (held > 0) {
        text += (text.empty() ? "" : "; ") + std::to_string(held) +
                (held == 1 ? " digit" : " digits") + " placed in cages";
      }
      out.steps.push_back(rules.step(rule,
                                     std::string(named.name) + " (" + std::string(named.summary) +
                                         "): " + (text.empty() ? "" : text + "; ") +
                                         std::to_string(removed) + " candidates removed",
                                     Json{{"placed", placed}, {"removed", removed}}));
    }
    if (progress) continue;
    bool solved = true;
    for (int c = 0; c < m.cells; ++c) solved = solved && single(cand[static_cast<size_t>(c)]);
    if (solved) break;
    // Stuck: the rest by search.
    Board rest = board;
    rest.givens = grid_now();
    CountOutcome found = count_solutions(rest, ctx, 1);
    if (found.count == 0) {
      out.status = found.status == Status::kTimeout ? Status::kTimeout : Status::kUnsolvable;
      out.error = found.status == Status::kTimeout ? "the time limit was reached" : "no solution";
      return out;
    }
    const Rule& search = rules.at(kSearch);
    out.steps.push_back(rules.step(
        kSearch,
        std::string(search.name) + " (" + std::string(search.summary) + "): the remaining cells",
        Json{{"nodes", found.nodes}}));
    out.status = Status::kSolved;
    out.solution = solution_to_json(board, found.first);
    return out;
  }
  out.status = Status::kSolved;
  out.solution = solution_to_json(board, grid_now());
  return out;
}

}  // namespace gridlogic::killer
