// Simon Tatham's Solo ids (docs/FORMATS.md "Formats of other programs").
//
// `solo:CxR:GRID` is a sudoku whose boxes are C rows high and R columns wide (his code puts
// cell (x, y) in box (y / C, x / R)), of side N = C R; `solo:3:...` means 3x3. A `k` makes it
// a killer: `solo:3x3k:GRID,CAGES,SUMS`. Letters after the sizes that name how he made the
// puzzle are skipped: symmetry (`a`, `m4`, `md2`, `r2`...) and difficulty (`dt`, `db`, `di`,
// `da`, `de`, `du`). `j` (jigsaw: boxes of any shape) and `x` (both diagonals a unit) are rules
// of his that our sudoku does not have: refused.
//
// GRID runs over the cells row by row: a number is a given, a letter is that many empty cells
// ('a' 1 ... 'z' 26), and '_' separates two numbers. CAGES names the walls between cells: first
// the N (N-1) walls inside the rows (reading order), then the N (N-1) inside the columns
// (column by column); a letter is that many cells joined without a wall before the next wall
// ('_' none, 'a' 1 ... 'y' 25), and 'z' 26 joined and no wall. That is how his decoder reads
// 'z' (spec_to_dsf), and we write runs past 25 so that it reads them right; his encoder counts
// a 'z' as 25, which only a run of 26 or more (four rows caged whole) would show. SUMS is a
// grid as GRID with each cage's sum in one of its cells (we write it in its first cell).
#include "base/tatham_id.hpp"

#include <numeric>

#include "puzzles/killer/foreign.hpp"
#include "puzzles/killer/kind.hpp"

namespace gridlogic::killer {

namespace {

constexpr std::string_view kSoloGame = "solo";
constexpr int64_t kMostSoloBox = kMaxSize;

struct SoloParams {
  int64_t c = 0;  // box height
  int64_t r = 0;  // box width
  bool killer = false;
};

SoloParams read_solo_params(const tatham::IdParts& id) {
  const std::string_view p = id.params;
  SoloParams params;
  size_t at = 0;
  params.c = tatham::read_number(p, at, id.params_at, kMostSoloBox);
  params.r = params.c;
  if (at + 1 < p.size() && p[at] == 'x' && p[at + 1] >= '0' && p[at + 1] <= '9') {
    ++at;
    params.r = tatham::read_number(p, at, id.params_at, kMostSoloBox);
  }
  while (at < p.size()) {
    const char c = p[at];
    if (c == 'k') {
      params.killer = true;
      ++at;
    } else if (c == 'j') {
      tatham::fail(id.params_at + at,
                   "'j' is a jigsaw sudoku (boxes of any shape), which we do not model");
    } else if (c == 'x') {
      tatham::fail(id.params_at + at,
                   "'x' makes both diagonals a unit (X sudoku), which we do not model");
    } else if (c == 'a' || c == 'r' || c == 'm') {
      ++at;  // symmetry: a, r2, r4, m2, m4, m8, md2, md4
      if (c == 'm' && at < p.size() && p[at] == 'd') ++at;
      while (at < p.size() && p[at] >= '0' && p[at] <= '9') ++at;
    } else if (c == 'd' && at + 1 < p.size()) {
      at += 2;  // difficulty
    } else {
      tatham::fail(id.params_at + at, std::string("'") + c + "' is not a Solo parameter");
    }
  }
  if (params.c < 2 || params.r < 2) {
    tatham::fail(id.params_at, "Solo's boxes are at least 2 x 2");
  }
  if (params.c * params.r > kMaxSize) {
    tatham::fail(id.params_at, "a side of " + std::to_string(params.c * params.r) +
                                   " is past the largest we solve, " + std::to_string(kMaxSize));
  }
  return params;
}

// Reads a GRID section from desc[at] up to ',' or the end: `area` numbers in [1, most] or 0.
std::vector<int> read_solo_grid(const tatham::IdParts& id, size_t& at, size_t area, int64_t most,
                                const char* what) {
  const std::string_view desc = id.desc;
  std::vector<int> grid;
  grid.reserve(area);
  while (at < desc.size() && desc[at] != ',') {
    const char c = desc[at];
    if (c >= 'a' && c <= 'z') {
      const size_t run = static_cast<size_t>(c - 'a' + 1);
      if (grid.size() + run > area) {
        tatham::fail(id.desc_at + at, std::string("the ") + what + " runs past the last cell");
      }
      grid.insert(grid.end(), run, 0);
      ++at;
    } else if (c == '_') {
      ++at;
    } else if (c >= '1' && c <= '9') {
      if (grid.size() >= area) {
        tatham::fail(id.desc_at + at, std::string("the ") + what + " runs past the last cell");
      }
      grid.push_back(static_cast<int>(tatham::read_number(desc, at, id.desc_at, most)));
    } else {
      tatham::fail(id.desc_at + at, std::string("'") + c + "' in the " + what +
                                        " is not a number, a letter a-z or '_'");
    }
  }
  if (grid.size() < area) {
    tatham::fail(id.desc_at + at, std::string("the ") + what + " ends after " +
                                      std::to_string(grid.size()) + " of " + std::to_string(area) +
                                      " cells");
  }
  return grid;
}

// The wall between the two cells of wall `index` (the order of the CAGES section).
std::pair<int, int> solo_wall_cells(size_t index, int n) {
  const auto inner = static_cast<size_t>(n * (n - 1));
  if (index < inner) {
    const int y = static_cast<int>(index) / (n - 1);
    const int x = static_cast<int>(index) % (n - 1);
    return {y * n + x, y * n + x + 1};
  }
  const int x = static_cast<int>(index) / (n - 1) - n;
  const int y = static_cast<int>(index) % (n - 1);
  return {y * n + x, (y + 1) * n + x};
}

int find_root(std::vector<int>& parent, int cell) {
  while (parent[static_cast<size_t>(cell)] != cell) {
    parent[static_cast<size_t>(cell)] =
        parent[static_cast<size_t>(parent[static_cast<size_t>(cell)])];
    cell = parent[static_cast<size_t>(cell)];
  }
  return cell;
}

// Reads a CAGES section: for each cell, the cell that stands for its cage.
std::vector<int> read_solo_cages(const tatham::IdParts& id, size_t& at, int n) {
  const std::string_view desc = id.desc;
  const size_t walls = 2 * static_cast<size_t>(n * (n - 1));
  std::vector<int> parent(static_cast<size_t>(n * n));
  std::iota(parent.begin(), parent.end(), 0);
  size_t pos = 0;
  while (at < desc.size() && desc[at] != ',') {
    const char c = desc[at];
    size_t joined = 0;
    if (c == '_') {
      joined = 0;
    } else if (c >= 'a' && c <= 'z') {
      joined = static_cast<size_t>(c - 'a' + 1);
    } else {
      tatham::fail(id.desc_at + at, std::string("'") + c + "' in the cages is not a letter or '_'");
    }
    for (size_t k = 0; k < joined; ++k, ++pos) {
      if (pos >= walls) tatham::fail(id.desc_at + at, "the cages run past the last wall");
      const auto [a, b] = solo_wall_cells(pos, n);
      parent[static_cast<size_t>(find_root(parent, a))] = find_root(parent, b);
    }
    if (c != 'z') ++pos;  // the wall after the joined cells
    ++at;
  }
  if (pos != walls + 1) {
    tatham::fail(id.desc_at + at, "the cages end after " + std::to_string(pos) + " of " +
                                      std::to_string(walls + 1) + " walls");
  }
  std::vector<int> root(parent.size());
  for (size_t i = 0; i < parent.size(); ++i) root[i] = find_root(parent, static_cast<int>(i));
  return root;
}

std::string cell_label(int cell, int n) {
  return cell_name(cell / n, cell % n);
}

std::vector<Cage> solo_cages(const std::vector<int>& root, const std::vector<int>& sums, int n,
                             size_t sums_at) {
  std::vector<Cage> cages;
  std::vector<int> cage_of(root.size(), -1);
  for (size_t cell = 0; cell < root.size(); ++cell) {
    const auto r = static_cast<size_t>(root[cell]);
    if (cage_of[r] < 0) {
      cage_of[r] = static_cast<int>(cages.size());
      cages.emplace_back();
    }
    Cage& cage = cages[static_cast<size_t>(cage_of[r])];
    cage.cells.push_back(static_cast<int>(cell));
    if (sums[cell] != 0) {
      if (cage.sum != 0) {
        tatham::fail(sums_at, "the cage of " + cell_label(cage.cells[0], n) + " has two sums");
      }
      cage.sum = sums[cell];
    }
  }
  for (const Cage& cage : cages) {
    if (cage.sum == 0) {
      tatham::fail(sums_at, "the cage of " + cell_label(cage.cells[0], n) + " has no sum");
    }
  }
  return cages;
}

std::string solo_grid_text(const std::vector<int>& grid) {
  std::string out;
  size_t run = 0;
  for (int value : grid) {
    if (value == 0) {
      ++run;
      continue;
    }
    if (run > 0) {
      out += tatham::gap_letters(run);
    } else if (!out.empty()) {
      out += '_';
    }
    run = 0;
    out += std::to_string(value);
  }
  return out + tatham::gap_letters(run);
}

std::string solo_walls_text(const Board& board) {
  const int n = board.n;
  std::vector<int> cage_of(static_cast<size_t>(n * n));
  for (size_t k = 0; k < board.cages.size(); ++k) {
    for (int cell : board.cages[k].cells) cage_of[static_cast<size_t>(cell)] = static_cast<int>(k);
  }
  const size_t walls = 2 * static_cast<size_t>(n * (n - 1));
  std::string out;
  size_t run = 0;
  for (size_t i = 0; i <= walls; ++i) {
    bool wall = true;  // the last, past the board, ends the section
    if (i < walls) {
      const auto [a, b] = solo_wall_cells(i, n);
      wall = cage_of[static_cast<size_t>(a)] != cage_of[static_cast<size_t>(b)];
    }
    if (!wall) {
      ++run;
      continue;
    }
    while (run > 25) {  // 'z': 26 joined, no wall
      out += 'z';
      run -= 26;
    }
    out += run == 0 ? '_' : static_cast<char>('a' - 1 + run);
    run = 0;
  }
  return out;
}

class SoloFormat final : public ForeignFormat {
 public:
  std::string_view name() const override { return "tatham"; }
  const PuzzleKind& kind() const override { return killer::kind(); }

  bool recognises(std::string_view text, bool typed) const override {
    // Without its prefix, a line of 16 characters or fewer may be the row of a cage map whose
    // labels hold digits and ':'; the shortest ids of interest are longer.
    const bool prefixed = text.substr(0, kSoloGame.size() + 1) == "solo:";
    return tatham::looks_like_id(
        text, kSoloGame, typed && (prefixed || text.size() > static_cast<size_t>(kMaxSize)));
  }

  std::unique_ptr<Puzzle> read(std::string_view text) const override {
    const tatham::IdParts id = tatham::split_id(text, kSoloGame);
    const SoloParams params = read_solo_params(id);
    const int n = static_cast<int>(params.c * params.r);
    const auto area = static_cast<size_t>(n * n);
    size_t at = 0;
    const std::vector<int> givens = read_solo_grid(id, at, area, n, "grid");
    std::vector<Cage> cages;
    if (params.killer) {
      if (at >= id.desc.size()) tatham::fail(id.desc_at + at, "expected ',' and the cages");
      ++at;
      const std::vector<int> root = read_solo_cages(id, at, n);
      if (at >= id.desc.size()) tatham::fail(id.desc_at + at, "expected ',' and the cage sums");
      ++at;
      const size_t sums_at = id.desc_at + at;
      const std::vector<int> sums = read_solo_grid(
          id, at, area, static_cast<int64_t>(n) * static_cast<int64_t>(area), "cage sums");
      cages = solo_cages(root, sums, n, sums_at);
    }
    if (at < id.desc.size()) tatham::fail(id.desc_at + at, "unexpected text after the puzzle");
    return tatham::build(
        kind(),
        board_json(n, static_cast<int>(params.c), static_cast<int>(params.r), givens, cages),
        id.desc_at);
  }

  std::string write(const Puzzle& puzzle) const override {
    const Board& board = board_of_puzzle(puzzle);
    if (board.box_h < 2 || board.box_w < 2) {
      throw NotAvailable(
          "Solo's boxes are at least 2 x 2 (his 1-wide boxes mean a jigsaw); "
          "this sudoku's are " +
          std::to_string(board.box_h) + " x " + std::to_string(board.box_w));
    }
    std::string out = std::string(kSoloGame) + ":" + std::to_string(board.box_h) + "x" +
                      std::to_string(board.box_w) + (board.classic() ? "" : "k") + ":" +
                      solo_grid_text(board.givens);
    if (board.classic()) return out;
    std::vector<int> sums(board.givens.size(), 0);
    for (const Cage& cage : board.cages) {
      if (cage.cells.size() < 2 || cage.cells.size() > static_cast<size_t>(board.n)) {
        throw NotAvailable("Solo's killer cages have 2 to " + std::to_string(board.n) +
                           " cells; the cage of " + cell_label(cage.cells[0], board.n) + " has " +
                           std::to_string(cage.cells.size()));
      }
      sums[static_cast<size_t>(cage.cells[0])] = cage.sum;
    }
    return out + "," + solo_walls_text(board) + "," + solo_grid_text(sums);
  }
};

}  // namespace

Json board_json(int n, int box_h, int box_w, const std::vector<int>& givens,
                const std::vector<Cage>& cages) {
  Json object = {{"type", cages.empty() ? "sudoku" : "killer"}, {"size", n}};
  object["box"] = Json::array({box_h, box_w});
  Json rows = Json::array();
  for (int r = 0; r < n; ++r) {
    Json row = Json::array();
    for (int c = 0; c < n; ++c) row.push_back(givens[static_cast<size_t>(r * n + c)]);
    rows.push_back(std::move(row));
  }
  object["givens"] = std::move(rows);
  if (!cages.empty()) {
    Json list = Json::array();
    for (const Cage& cage : cages) {
      Json cells = Json::array();
      for (int cell : cage.cells) cells.push_back(Json::array({cell / n, cell % n}));
      list.push_back(Json{{"sum", cage.sum}, {"cells", std::move(cells)}});
    }
    object["cages"] = std::move(list);
  }
  return object;
}

const ForeignFormat& tatham_format() {
  static const SoloFormat format;
  return format;
}

}  // namespace gridlogic::killer
