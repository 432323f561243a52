// Generators. Both start from a random full grid: the diagonal boxes filled with random
// permutations (they share no row, column or box), completed by the solver, then shuffled by
// the grid's symmetries (digit relabelling, rows within bands, bands, columns within stacks,
// stacks). All randomness comes from one std::mt19937_64 seeded with ctx.seed, drawn through
// src/base/portable_random.hpp, so a seed gives the same puzzle under every standard library.
//
// Classic: remove givens one by one in random order, keeping each removal only when the puzzle
// stays unique. A given that cannot be removed at some point cannot be removed later either
// (fewer givens only allow more solutions), so one pass leaves a minimal puzzle.
//
// Killer: cut the grid into random connected cages (sizes min-cage..max-cage, distinct digits
// by construction), then while counting finds a second solution, split a cage where the two
// solutions differ, or move such a cell to a neighbouring cage when its cage is too small to
// split (givens=none), or give that cell's digit (givens=some). A layout that counting cannot
// decide within kLayoutNodes nodes (large grids, big cages) gets a tenth of its cages split.
// At a chosen level, a killer grows instead: from dominoes, cages merge while the grade stays at
// or below the level (generate_graded_killer).
#include "puzzles/killer/generator.hpp"

#include <algorithm>
#include <optional>
#include <random>

#include "base/portable_random.hpp"
#include "puzzles/killer/ladder.hpp"
#include "puzzles/killer/reasoning.hpp"
#include "puzzles/killer/solver.hpp"

namespace gridlogic::killer {
namespace {

// A permutation of 0..count*size-1 that permutes groups of `size` and the members of each.
std::vector<int> grouped_permutation(std::mt19937_64& rnd, int groups, int size) {
  std::vector<int> order = portable::permutation(rnd, groups);
  std::vector<int> out;
  for (int g : order) {
    for (int i : portable::permutation(rnd, size)) out.push_back(g * size + i);
  }
  return out;
}

bool random_grid(const Board& shape, const Context& ctx, std::mt19937_64& rnd, Grid* grid) {
  Board seed = shape;
  seed.cages.clear();
  seed.givens.assign(static_cast<size_t>(shape.cells()), 0);
  const int n = shape.n;
  int diagonal = std::min(n / shape.box_h, n / shape.box_w);
  CountOutcome out;
  // Small grids can make the diagonal boxes contradict each other: draw again then.
  for (int attempt = 0; attempt < 100 && out.count == 0; ++attempt) {
    for (int b = 0; b < diagonal; ++b) {
      std::vector<int> digits = portable::permutation(rnd, n);
      for (int i = 0; i < n; ++i) {
        int r = b * shape.box_h + i / shape.box_w;
        int c = b * shape.box_w + i % shape.box_w;
        seed.givens[static_cast<size_t>(r * n + c)] = digits[static_cast<size_t>(i)] + 1;
      }
    }
    out = count_solutions(seed, ctx, 1);
    if (out.status == Status::kTimeout) return false;
  }
  if (out.count == 0) return false;
  std::vector<int> relabel = portable::permutation(rnd, n);
  std::vector<int> rows = grouped_permutation(rnd, n / shape.box_h, shape.box_h);
  std::vector<int> cols = grouped_permutation(rnd, n / shape.box_w, shape.box_w);
  grid->assign(static_cast<size_t>(n * n), 0);
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      int d = out.first[static_cast<size_t>(rows[static_cast<size_t>(r)] * n +
                                            cols[static_cast<size_t>(c)])];
      (*grid)[static_cast<size_t>(r * n + c)] = relabel[static_cast<size_t>(d - 1)] + 1;
    }
  }
  return true;
}

std::vector<int> neighbours(int n, int cell) {
  std::vector<int> out;
  int r = cell / n;
  int c = cell % n;
  if (r > 0) out.push_back(cell - n);
  if (r + 1 < n) out.push_back(cell + n);
  if (c > 0) out.push_back(cell - 1);
  if (c + 1 < n) out.push_back(cell + 1);
  return out;
}

// Random connected cages over the grid, each with distinct digits of `grid`.
std::vector<std::vector<int>> random_cages(int n, const Grid& grid, int min_cage, int max_cage,
                                           std::mt19937_64& rnd) {
  std::vector<int> owner(static_cast<size_t>(n * n), -1);
  std::vector<std::vector<int>> cages;
  for (int start : portable::permutation(rnd, n * n)) {
    if (owner[static_cast<size_t>(start)] >= 0) continue;
    int id = static_cast<int>(cages.size());
    std::vector<int> cage = {start};
    owner[static_cast<size_t>(start)] = id;
    unsigned digits = 1u << grid[static_cast<size_t>(start)];
    int want = portable::between(rnd, min_cage, max_cage);
    while (static_cast<int>(cage.size()) < want) {
      std::vector<int> options;
      for (int cell : cage) {
        for (int next : neighbours(n, cell)) {
          if (owner[static_cast<size_t>(next)] < 0 &&
              !(digits & (1u << grid[static_cast<size_t>(next)]))) {
            options.push_back(next);
          }
        }
      }
      if (options.empty()) break;
      int next = options[portable::below(rnd, options.size())];
      owner[static_cast<size_t>(next)] = id;
      digits |= 1u << grid[static_cast<size_t>(next)];
      cage.push_back(next);
    }
    cages.push_back(cage);
  }
  // Merge cages below min-cage into a neighbour when digits and size allow.
  for (size_t i = 0; i < cages.size(); ++i) {
    if (cages[i].empty() || static_cast<int>(cages[i].size()) >= min_cage) continue;
    for (int cell : std::vector<int>(cages[i])) {
      bool merged = false;
      for (int next : neighbours(n, cell)) {
        int j = owner[static_cast<size_t>(next)];
        if (j == static_cast<int>(i) ||
            cages[static_cast<size_t>(j)].size() + cages[i].size() > static_cast<size_t>(max_cage))
          continue;
        unsigned digits = 0;
        bool distinct = true;
        for (int c : cages[i]) digits |= 1u << grid[static_cast<size_t>(c)];
        for (int c : cages[static_cast<size_t>(j)]) {
          if (digits & (1u << grid[static_cast<size_t>(c)])) distinct = false;
        }
        if (!distinct) continue;
        for (int c : cages[i]) owner[static_cast<size_t>(c)] = j;
        cages[static_cast<size_t>(j)].insert(cages[static_cast<size_t>(j)].end(), cages[i].begin(),
                                             cages[i].end());
        cages[i].clear();
        merged = true;
        break;
      }
      if (merged) break;
    }
  }
  std::vector<std::vector<int>> out;
  for (auto& cage : cages) {
    if (!cage.empty()) out.push_back(std::move(cage));
  }
  return out;
}

// The best of a few random layouts: the one with the fewest cages below min-cage (a cage can be
// boxed in by neighbours whose digits or sizes forbid a merge).
std::vector<std::vector<int>> random_cages_best(int n, const Grid& grid, int min_cage, int max_cage,
                                                std::mt19937_64& rnd) {
  std::vector<std::vector<int>> best;
  size_t best_small = SIZE_MAX;
  for (int attempt = 0; attempt < 8 && best_small > 0; ++attempt) {
    auto cages = random_cages(n, grid, min_cage, max_cage, rnd);
    size_t small = 0;
    for (const auto& cage : cages) small += static_cast<int>(cage.size()) < min_cage ? 1 : 0;
    if (small < best_small) {
      best_small = small;
      best = std::move(cages);
    }
  }
  return best;
}

// Splits `cage` into two connected parts of at least min_cage cells; false when none is found.
bool split_cage(int n, const std::vector<int>& cage, int min_cage, std::mt19937_64& rnd,
                std::vector<int>* a, std::vector<int>* b) {
  int size = static_cast<int>(cage.size());
  if (size < 2 * min_cage || size < 2) return false;
  for (int attempt = 0; attempt < 20; ++attempt) {
    int want = portable::between(rnd, min_cage, size - min_cage);
    std::vector<int> part = {cage[static_cast<size_t>(portable::below(rnd, size))]};
    while (static_cast<int>(part.size()) < want) {
      std::vector<int> options;
      for (int cell : part) {
        for (int next : neighbours(n, cell)) {
          if (std::find(cage.begin(), cage.end(), next) != cage.end() &&
              std::find(part.begin(), part.end(), next) == part.end()) {
            options.push_back(next);
          }
        }
      }
      if (options.empty()) break;
      part.push_back(options[portable::below(rnd, options.size())]);
    }
    std::vector<int> rest;
    for (int cell : cage) {
      if (std::find(part.begin(), part.end(), cell) == part.end()) rest.push_back(cell);
    }
    if (static_cast<int>(part.size()) >= min_cage && static_cast<int>(rest.size()) >= min_cage &&
        cells_connected(n, rest)) {
      *a = part;
      *b = rest;
      return true;
    }
  }
  return false;
}

// Splits about a tenth of the cages (at least one) that can be split; false when none can.
bool split_some(int n, int min_cage, std::mt19937_64& rnd, std::vector<std::vector<int>>* cages) {
  const size_t want = std::max<size_t>(1, cages->size() / 10);
  size_t done = 0;
  for (int k : portable::permutation(rnd, static_cast<int>(cages->size()))) {
    std::vector<int> part, rest;
    if (!split_cage(n, (*cages)[static_cast<size_t>(k)], min_cage, rnd, &part, &rest)) continue;
    (*cages)[static_cast<size_t>(k)] = part;
    cages->push_back(rest);
    if (++done == want) break;
  }
  return done > 0;
}

// Moves a cell where two solutions differ into a neighbouring cage (sizes stay within
// min-cage..max-cage, both cages connected with distinct digits), which changes both sums.
// For when every such cell's cage is too small to split. False when no move is possible.
bool move_cell(int n, const Grid& grid, const std::vector<int>& differ, int min_cage, int max_cage,
               std::mt19937_64& rnd, std::vector<std::vector<int>>* cages) {
  std::vector<int> owner(static_cast<size_t>(n * n), -1);
  for (size_t k = 0; k < cages->size(); ++k) {
    for (int cell : (*cages)[k]) owner[static_cast<size_t>(cell)] = static_cast<int>(k);
  }
  for (int i : portable::permutation(rnd, static_cast<int>(differ.size()))) {
    const int cell = differ[static_cast<size_t>(i)];
    std::vector<int>& from = (*cages)[static_cast<size_t>(owner[static_cast<size_t>(cell)])];
    if (static_cast<int>(from.size()) <= std::max(min_cage, 1)) continue;
    std::vector<int> rest;
    for (int c : from) {
      if (c != cell) rest.push_back(c);
    }
    if (!cells_connected(n, rest)) continue;
    const unsigned digit = 1u << grid[static_cast<size_t>(cell)];
    std::vector<int> next = neighbours(n, cell);
    for (int j : portable::permutation(rnd, static_cast<int>(next.size()))) {
      const int k = owner[static_cast<size_t>(next[static_cast<size_t>(j)])];
      std::vector<int>& to = (*cages)[static_cast<size_t>(k)];
      if (&to == &from || static_cast<int>(to.size()) >= max_cage) continue;
      unsigned digits = 0;
      for (int c : to) digits |= 1u << grid[static_cast<size_t>(c)];
      if (digits & digit) continue;
      to.push_back(cell);
      from = rest;
      return true;
    }
  }
  return false;
}

Board board_of(const Board& shape, const std::vector<std::vector<int>>& cages, const Grid& grid) {
  Board b = shape;
  b.cages.clear();
  for (const auto& cells : cages) {
    Cage cage;
    cage.cells = cells;
    for (int cell : cells) cage.sum += grid[static_cast<size_t>(cell)];
    b.cages.push_back(std::move(cage));
  }
  return b;
}

// A classic sudoku from a random full grid, removing givens in random order while the solution
// stays unique. With a target level, a given is only removed when the grade stays at or below
// it, and the result must reach it exactly; a grid that ends below starts over. Without one,
// the puzzle is minimal: no given can be removed.
GeneratedBoard generate_classic(const Board& shape, const Context& ctx, std::mt19937_64& rnd,
                                std::optional<size_t> level) {
  GeneratedBoard out;
  // A level some sizes never reach (a 4 x 4 needs no fish) must not loop for ever.
  constexpr int kTries = 500;
  for (int attempt = 0;; ++attempt) {
    if (level && attempt == kTries) {
      throw InputError("level not reached", "--difficulty",
                       "no " + std::string(human::ladder_levels()[*level]) + " puzzle of size " +
                           std::to_string(shape.n) + " in " + std::to_string(kTries) +
                           " tries; this size may have none");
    }
    Grid grid;
    if (!random_grid(shape, ctx, rnd, &grid)) return out;
    Board b = shape;
    b.givens = grid;
    for (int cell : portable::permutation(rnd, shape.cells())) {
      if (ctx.expired()) return out;
      int keep = b.givens[static_cast<size_t>(cell)];
      b.givens[static_cast<size_t>(cell)] = 0;
      CountOutcome c = count_solutions(b, ctx, 2);
      if (c.status == Status::kTimeout) return out;
      if (c.count != 1 || (level && level_of_unique(b, grid, ctx) > *level)) {
        b.givens[static_cast<size_t>(cell)] = keep;
      }
    }
    if (ctx.expired()) return out;
    if (level && level_of_unique(b, grid, ctx) != *level) continue;
    int givens = 0;
    for (int d : b.givens) givens += d != 0 ? 1 : 0;
    out.ok = true;
    out.board = b;
    out.solution = grid;
    out.extra["givens"] = givens;
    if (level) out.extra["level"] = std::string(human::ladder_levels()[*level]);
    return out;
  }
}

// Search nodes past which counting gives up on a layout and draws a new one: most layouts are
// decided in a few thousand nodes, and the rare slow one costs more than starting over.
constexpr uint64_t kLayoutNodes = 5000;

GeneratedBoard generate_killer(const Board& shape, const Context& ctx, std::mt19937_64& rnd,
                               int min_cage, int max_cage, bool givens) {
  GeneratedBoard out;
  const int n = shape.n;
  for (int restart = 0; restart < 1000; ++restart) {
    Grid grid;
    if (!random_grid(shape, ctx, rnd, &grid)) return out;
    auto cages = random_cages_best(n, grid, min_cage, max_cage, rnd);
    Board b = board_of(shape, cages, grid);
    for (int round = 0; round < 4 * n * n; ++round) {
      if (ctx.expired()) return out;
      CountOutcome c = count_solutions_capped(b, ctx, 2, kLayoutNodes);
      if (c.status == Status::kTimeout) {
        if (c.stop != StopReason::kNodeLimit) return out;  // the time is up, or a cancel
        // Too slow to decide (large grids with big cages): smaller cages make it easier.
        if (!split_some(n, min_cage, rnd, &cages)) break;  // a new layout
        b = board_of(shape, cages, grid);
        continue;
      }
      if (c.count == 1) {
        validate(b, {});
        int given_count = 0;
        for (int d : b.givens) given_count += d != 0 ? 1 : 0;
        out.ok = true;
        out.board = b;
        out.solution = grid;
        out.extra["cages"] = b.cages.size();
        out.extra["givens"] = given_count;
        return out;
      }
      // Two solutions: fix one cell where they differ.
      std::vector<int> differ;
      for (int cell = 0; cell < n * n; ++cell) {
        if (c.first[static_cast<size_t>(cell)] != c.second[static_cast<size_t>(cell)])
          differ.push_back(cell);
      }
      if (givens) {
        int cell = differ[portable::below(rnd, differ.size())];
        b.givens[static_cast<size_t>(cell)] = grid[static_cast<size_t>(cell)];
        continue;
      }
      // Split a cage holding such a cell; cages too small to split (min-cage) are passed over
      // rather than throwing the whole layout away.
      bool split = false;
      for (int i : portable::permutation(rnd, static_cast<int>(differ.size()))) {
        const int cell = differ[static_cast<size_t>(i)];
        size_t k = 0;
        while (std::find(cages[k].begin(), cages[k].end(), cell) == cages[k].end()) ++k;
        std::vector<int> part, rest;
        if (!split_cage(n, cages[k], min_cage, rnd, &part, &rest)) continue;
        cages[k] = part;
        cages.push_back(rest);
        split = true;
        break;
      }
      if (!split && !move_cell(n, grid, differ, min_cage, max_cage, rnd, &cages)) break;
      b = board_of(shape, cages, grid);
    }
  }
  return out;
}

// Cages of `cages` with a cell next to one of cage `index`'s.
std::vector<size_t> neighbouring_cages(int n, const std::vector<std::vector<int>>& cages,
                                       size_t index) {
  std::vector<int> cage_of(static_cast<size_t>(n * n), -1);
  for (size_t k = 0; k < cages.size(); ++k) {
    for (int cell : cages[k]) cage_of[static_cast<size_t>(cell)] = static_cast<int>(k);
  }
  std::vector<size_t> out;
  for (int cell : cages[index]) {
    for (int next : neighbours(n, cell)) {
      const int k = cage_of[static_cast<size_t>(next)];
      if (k >= 0 && static_cast<size_t>(k) != index &&
          std::find(out.begin(), out.end(), static_cast<size_t>(k)) == out.end())
        out.push_back(static_cast<size_t>(k));
    }
  }
  return out;
}

bool distinct_digits(const Grid& grid, const std::vector<int>& cells) {
  uint32_t seen = 0;
  for (int cell : cells) {
    const uint32_t bit = uint32_t{1} << grid[static_cast<size_t>(cell)];
    if ((seen & bit) != 0) return false;
    seen |= bit;
  }
  return true;
}

// The cages in the order merges try them: one-cell cages first (each is a given in disguise,
// which Solo does not leave either), then the rest, each part in random order.
std::vector<int> merge_order(const std::vector<std::vector<int>>& cages, std::mt19937_64& rnd) {
  std::vector<int> singles;
  std::vector<int> others;
  for (int k : portable::permutation(rnd, static_cast<int>(cages.size())))
    (cages[static_cast<size_t>(k)].size() == 1 ? singles : others).push_back(k);
  singles.insert(singles.end(), others.begin(), others.end());
  return singles;
}

// A killer whose grade is exactly `level`, made the way Tatham's Solo makes them: start from a
// unique killer of dominoes (it gives much away: such puzzles grade trivial), then merge
// neighbouring cages one pair at a time, keeping a merge when the puzzle stays unique and its
// level stays at or below the target, until the level is the target. A layout that runs out
// of merges below it starts over; after kLayouts the level is called out of reach.
GeneratedBoard generate_graded_killer(const Board& shape, const Context& ctx, std::mt19937_64& rnd,
                                      size_t level, int max_cage) {
  constexpr int kLayouts = 200;
  const int n = shape.n;
  for (int layout = 0; layout < kLayouts; ++layout) {
    GeneratedBoard start = generate_killer(shape, ctx, rnd, 2, 2, false);
    if (!start.ok) return start;  // the time limit came first
    const Grid& grid = start.solution;
    std::vector<std::vector<int>> cages;
    for (const Cage& cage : start.board.cages) cages.push_back(cage.cells);
    Board board = start.board;
    size_t at = level_of_unique(board, grid, ctx);
    // Each cage is tried as a merge's first half once per round; a round without a kept merge
    // ends the layout. At the level, only one-cell cages still merge.
    const auto has_single = [&] {
      return std::any_of(cages.begin(), cages.end(), [](const auto& c) { return c.size() == 1; });
    };
    for (bool merged = true; merged && (at < level || has_single());) {
      merged = false;
      for (int first : merge_order(cages, rnd)) {
        if (static_cast<size_t>(first) >= cages.size()) continue;  // merges shortened the list
        if (at >= level && cages[static_cast<size_t>(first)].size() != 1) continue;
        const auto index = static_cast<size_t>(first);
        std::vector<size_t> next = neighbouring_cages(n, cages, index);
        if (next.empty()) continue;
        // Every neighbour in turn: a layout that gives up early costs a whole new start.
        for (int pick : portable::permutation(rnd, static_cast<int>(next.size()))) {
          const size_t other = next[static_cast<size_t>(pick)];
          std::vector<int> both = cages[index];
          both.insert(both.end(), cages[other].begin(), cages[other].end());
          if (static_cast<int>(both.size()) > max_cage || !distinct_digits(grid, both)) continue;
          std::vector<std::vector<int>> trial = cages;
          trial[index] = both;
          trial.erase(trial.begin() + static_cast<std::ptrdiff_t>(other));
          Board candidate = board_of(shape, trial, grid);
          if (ctx.expired()) return GeneratedBoard{};
          const CountOutcome count = count_solutions_capped(candidate, ctx, 2, kLayoutNodes);
          if (count.status != Status::kSolved || count.count != 1) continue;
          const std::optional<size_t> now = level_up_to(candidate, grid, ctx, level);
          if (!now) continue;
          cages = std::move(trial);
          board = std::move(candidate);
          at = *now;
          merged = true;
          break;
        }
      }
    }
    if (at != level) continue;
    validate(board, {});
    GeneratedBoard out;
    out.ok = true;
    out.board = board;
    out.solution = grid;
    out.extra["cages"] = board.cages.size();
    out.extra["givens"] = 0;
    out.extra["level"] = std::string(human::ladder_levels()[level]);
    return out;
  }
  throw InputError(
      "level not reached", "--difficulty",
      "no " + std::string(human::ladder_levels()[level]) + " killer of size " + std::to_string(n) +
          " with cages of at most " + std::to_string(max_cage) + " cells in " +
          std::to_string(kLayouts) + " layouts; " +
          (max_cage < n ? "allow larger cages with --max-cage" : "this size may have none"));
}

}  // namespace

namespace {

const ParamSpec kSizeParam =
    ParamSpec::integer("size", "side N: 4, 6, 8, 9, 12 or 16", "9", 4, kMaxSize);
const ParamSpec kBoxParam = ParamSpec::text("box", "box shape HxW", "by size");
const ParamSpec kMaxCageParam = ParamSpec::integer("max-cage", "largest cage (killer), at most N",
                                                   "5, or N if smaller", 1, kMaxSize);
const ParamSpec kMinCageParam = ParamSpec::integer("min-cage", "smallest cage (killer), at most N",
                                                   "2, or max-cage if smaller", 1, kMaxSize);
const ParamSpec kGivensParam = ParamSpec::choice(
    "givens", "some: a killer with given digits as well", "none", {"none", "some"});
// Made when first asked: its choices come from the rule table, which start-up need not build.
const ParamSpec& difficulty_param() {
  static const ParamSpec param = ParamSpec::choice(
      "difficulty",
      "the level its grade must have (any: a minimal sudoku, a killer repaired to be unique)",
      "any", human::ladder_facts().difficulty_choices({"any"}, "unreasonable"));
  return param;
}

}  // namespace

const std::vector<ParamSpec>& generate_params() {
  static const std::vector<ParamSpec> all = {kSizeParam,    kBoxParam,    kMaxCageParam,
                                             kMinCageParam, kGivensParam, difficulty_param()};
  return all;
}

GeneratedBoard generate_board(const Context& ctx, const GenerateParams& params) {
  Board shape;
  shape.n = static_cast<int>(params.get_int(kSizeParam));
  if (!default_box(shape.n, &shape.box_h, &shape.box_w)) {
    throw InputError("unsupported size", "--size", "use 4, 6, 8, 9, 12 or 16");
  }
  if (params.has(kBoxParam)) {
    std::string box = params.get(std::string(kBoxParam.name), "");
    size_t x = box.find_first_of("xX,");
    int h = 0, w = 0;
    try {
      h = std::stoi(box.substr(0, x));
      w = std::stoi(box.substr(x + 1));
    } catch (const std::exception&) {
      h = w = 0;
    }
    if (x == std::string::npos || h < 1 || w < 1 || h * w != shape.n) {
      throw InputError("box does not match size", "--box", "'" + box + "' is not HxW with H*W = N");
    }
    shape.box_h = h;
    shape.box_w = w;
  }
  shape.givens.assign(static_cast<size_t>(shape.cells()), 0);
  std::mt19937_64 rnd(ctx.seed);
  const std::string difficulty = params.get_choice(difficulty_param());
  std::optional<size_t> level;
  if (difficulty != "any") {
    const auto& levels = human::ladder_levels();
    level =
        static_cast<size_t>(std::find(levels.begin(), levels.end(), difficulty) - levels.begin());
  }
  if (params.get("cages", "some") == "none") return generate_classic(shape, ctx, rnd, level);
  int max_cage = static_cast<int>(params.get_int(kMaxCageParam, std::min(5, shape.n), shape.n));
  // Default: no one-cell cages (each would be a given in disguise), unless max-cage is 1.
  int min_cage = static_cast<int>(params.get_int(kMinCageParam, std::min(2, max_cage), shape.n));
  if (min_cage > max_cage) {
    throw InputError("out of range", "--min-cage", "min-cage is larger than max-cage");
  }
  const std::string givens = params.get_choice(kGivensParam);
  if (level) {
    if (max_cage < 2) {
      throw InputError("out of range", "--max-cage",
                       "a killer of a chosen level needs cages of two cells or more");
    }
    if (givens == "some" || params.has(kMinCageParam)) {
      throw InputError("option does not apply",
                       params.has(kMinCageParam) ? "--min-cage" : "--givens",
                       "a killer of a chosen level grows its cages from dominoes, without givens");
    }
    return generate_graded_killer(shape, ctx, rnd, *level, max_cage);
  }
  return generate_killer(shape, ctx, rnd, min_cage, max_cage, givens == "some");
}

}  // namespace gridlogic::killer
