// explain: the solution as a sequence of named deductions, Tatham style. The rules form a
// table, cheapest first; after any progress we restart from the cheapest, and the puzzle's
// difficulty is the hardest rule used. When no rule applies, the rest is found by search and
// reported as one "search" step (the hardest level).
#include "puzzles/killer/explain.hpp"

#include <vector>

#include "core/json_fields.hpp"
#include "puzzles/killer/propagation.hpp"
#include "puzzles/killer/solver.hpp"

namespace gridlogic::killer {
namespace {

struct Rule {
  const char* name;
  const char* says;
};

// Index = difficulty.
const Rule kRules[] = {
    {"naked single", "a placed digit leaves its row, column, box and cage"},
    {"hidden single", "a digit has one place left in a row, column or box"},
    {"cage combinations", "only some digit sets reach the cage's sum"},
    {"cage locked digit", "a digit the cage needs lies in one row, column or box of it"},
    {"cage holds digit",
     "a digit's places in a row, column or box all lie in one cage: the cage holds it there"},
    {"rule of 45", "rows, columns and boxes sum to 45: innies and outies"},
    {"search", "no rule applies: trial and error"},
};
constexpr int kSearch = 6;

Pass apply(Propagator& p, int rule, uint16_t* cand) {
  switch (rule) {
    case 0:
      return p.eliminate(cand);
    case 1:
      p.mark_all();
      return p.hidden_singles(cand);
    case 2:
      p.mark_all();
      return p.cage_combinations(cand, Propagator::Cages::kReal);
    case 3:
      p.mark_all();
      return p.cage_locked(cand);
    case 4:
      return p.cage_holds_all(cand);
    case 5: {
      p.mark_all();
      Pass a = p.cage_combinations(cand, Propagator::Cages::kVirtual);
      if (a == Pass::kContradiction) return a;
      Pass b = p.rule45_sums(cand);
      if (b == Pass::kContradiction) return b;
      return (a == Pass::kChanged || b == Pass::kChanged) ? Pass::kChanged : Pass::kNoChange;
    }
    default:
      return Pass::kNoChange;
  }
}

}  // namespace

std::vector<std::string> explain_rule_names() {
  std::vector<std::string> names;
  for (const Rule& r : kRules) names.emplace_back(r.name);
  return names;
}

Explanation explain_board(const Board& board, const Context& ctx) {
  Explanation out;
  Tables m = build_tables(board, Rule45::kFull);
  Propagator prop(m);
  std::vector<uint16_t> cand(static_cast<size_t>(m.state_size));
  prop.load(cand.data());
  int hardest = 0;
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
    for (int rule = 0; rule < kSearch && !progress; ++rule) {
      std::vector<uint16_t> before = cand;
      Pass p = apply(prop, rule, cand.data());
      if (p == Pass::kContradiction) {
        out.status = Status::kUnsolvable;
        out.error = std::string("contradiction found by ") + kRules[rule].name;
        return out;
      }
      if (p == Pass::kNoChange) continue;
      progress = true;
      hardest = std::max(hardest, rule);
      Step step;
      step.rule = kRules[rule].name;
      step.difficulty = rule;
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
      step.text = std::string(kRules[rule].name) + " (" + kRules[rule].says +
                  "): " + (text.empty() ? "" : text + "; ") + std::to_string(removed) +
                  " candidates removed";
      step.detail = Json{{"placed", placed}, {"removed", removed}};
      out.steps.push_back(std::move(step));
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
    Step step;
    step.rule = kRules[kSearch].name;
    step.difficulty = kSearch;
    step.text = std::string("search (") + kRules[kSearch].says + "): the remaining cells";
    step.detail = Json{{"nodes", found.nodes}};
    out.steps.push_back(std::move(step));
    hardest = kSearch;
    out.status = Status::kSolved;
    out.solution = solution_to_json(board, found.first);
    return out;
  }
  out.status = Status::kSolved;
  out.solution = solution_to_json(board, grid_now());
  (void)hardest;
  return out;
}

}  // namespace gridlogic::killer
