// The one interface every puzzle type implements.
//
// A PuzzleKind is the type ("dominosa", "killer", "binox", "lightsout"): it parses and generates.
// A Puzzle is one parsed, validated instance: it verifies, solves, counts, explains, renders (for
// a terminal), draws (for print, on a Canvas of drawing.hpp) and exports itself. Front ends (CLI,
// batch, server) only ever talk to these two classes, so a new puzzle type is one new folder under
// src/puzzles/ plus one line in src/catalogue/registry.cpp. Everything a front end needs to know
// about a type is data of its kind: its names and aliases, its generate parameters (ParamSpec) and
// its own solve switches (FlagSpec).
//
// Worked example:
//
//   const gridlogic::PuzzleKind* kind = gridlogic::find_kind("binox");
//   auto json = nlohmann::json::parse(R"({"grid":["X...","....","..O.","...."]})");
//   auto puzzle = kind->from_json(json);
//   gridlogic::Context ctx = gridlogic::Context::with_time_limit(10);
//   gridlogic::SolveResult r = puzzle->solve(ctx, {});
//   if (r.status == gridlogic::Status::kSolved) { /* r.solution is ["XOXO", ...] */ }
//
// Solutions cross this interface as the JSON value of the puzzle's solution field (FORMATS.md):
// e.g. ["DRLD","URLU","RLRL"] for Dominosa, the "presses" grid for Lights Out. solve and count
// hand theirs over as a Solution (solution.hpp), which may keep it compact until it is written.
//
// Errors: malformed input throws InputError (from from_json/from_text/generate parameters); a
// call this type does not offer throws NotAvailable. Nothing else throws for bad input.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "gridlogic/big_count.hpp"
#include "gridlogic/context.hpp"
#include "gridlogic/drawing.hpp"
#include "gridlogic/error.hpp"
#include "gridlogic/rules.hpp"
#include "gridlogic/search_part.hpp"
#include "gridlogic/solution.hpp"
#include "gridlogic/status.hpp"

namespace gridlogic {

using Json = nlohmann::json;

/// Which solver answers: the native exact solver, the MILP model on CBC, or the SAT model on
/// CaDiCaL.
enum class Engine { kNative, kMilp, kSat };
/// Which formulation the MILP/SAT engines use: the documents' literal model or our improved one.
enum class ModelVariant { kLiteral, kImproved };

/// A switch that only some types understand (Lights Out's "min", "kernel"), as data: the front
/// end offers --NAME with this meaning, and the type reads it from SolveOptions::flags.
struct FlagSpec {
  std::string_view name;     ///< the flag's key, and the option --NAME
  std::string_view meaning;  ///< one line for --help
};

struct SolveOptions {
  Engine engine = Engine::kNative;
  ModelVariant model = ModelVariant::kImproved;
  /// The type-specific switches turned on, by FlagSpec name. Types ignore names they do not
  /// offer, so one set serves a batch of mixed types.
  std::set<std::string, std::less<>> flags;
  /// Threads one puzzle's native search may use (the caller's among them): the same answers as
  /// one, sooner on hard puzzles (the solution found may differ where there are several). Types
  /// without a parallel search use one.
  int threads = 1;
  /// The share of the fewest-presses search (Lights Out's `min`) this run makes, `--part I/N`
  /// (search_part.hpp); other searches ignore it.
  SearchPart part;

  [[nodiscard]] bool has_flag(std::string_view name) const { return flags.count(name) != 0; }
};

struct SolveResult {
  Status status = Status::kInvalid;
  /// Why the run stopped: kFinished unless status is kTimeout, which this tells apart (a
  /// deadline, a cancel, a node cap). Written as "stopped_by" when not kFinished.
  StopReason stop = StopReason::kFinished;
  Solution solution;  ///< the solution field's value; empty unless solved
  std::string error;  ///< why: the rule broken (invalid), reason (unsolvable), limit (timeout)
  /// Search nodes of a native search, written as "nodes" before the extra fields.
  std::optional<uint64_t> nodes;
  /// Type-specific fields merged into the result object, e.g. num_solutions, min_presses,
  /// "proved", kernel: null or an object (null costs no allocation, which a batch of small
  /// puzzles notices). Must not use the keys id, type, status, stopped_by, time_ms, nodes.
  Json extra;
};

struct CountResult {
  Status status = Status::kInvalid;         ///< kSolved when counting ran (even if it found 0)
  BigCount num_solutions;                   ///< exact when complete, else a lower bound
  bool complete = false;                    ///< false when stopped at the limit or by a timeout
  StopReason stop = StopReason::kFinished;  ///< as SolveResult::stop
  Solution first_solution;                  ///< one solution when any was found, else empty
  std::string error;
  std::optional<uint64_t> nodes;  ///< as SolveResult::nodes
  Json extra;                     ///< as SolveResult::extra
};

/// The answer of verify().
struct Verdict {
  bool valid = false;
  std::string error;  ///< the first broken rule and where, when !valid
};

struct Explanation {
  Status status = Status::kInvalid;
  std::vector<Step> steps;
  Json solution;  ///< the position the steps lead to (a solution when status is kSolved)
  std::string error;
};

/// How hard a puzzle is for a person: the hardest rule its cheapest-first explanation needs.
struct Grade {
  Status status = Status::kInvalid;  ///< kSolved when the walk reached a solution
  std::string level;                 ///< the level name on the type's scale (docs/puzzles/)
  double rating = 0;                 ///< the numeric rating on the type's scale
  /// The rating plus the type's tie-breaks (sudoku, killer: the bonus for hard work, below 0.05):
  /// what orders puzzles of the same rating by the work they need. The rating is unchanged by it.
  double score = 0;
  std::string hardest_rule;  ///< the rule of the hardest step
  size_t steps = 0;          ///< steps of the explanation
  bool guessed = false;      ///< the ladder could not finish: the rest was searched
  std::string error;
};

/// How much of the next step a hint gives away; each depth gives what the one before it gives,
/// and more.
enum class HintDepth {
  kNudge,   ///< where to look: the region, its cells highlighted
  kRule,    ///< and the rule that applies there, by name
  kStep,    ///< and the whole step: the deduction, the cells it reads and what it changes
  kAnswer,  ///< and that change said plainly and given as data a client can apply
};

/// The depth words, shallowest first: "nudge", "rule", "step", "answer" (the CLI's --depth,
/// the API's and Python's depth).
const std::vector<std::string_view>& hint_depth_words();
/// The depth called `word`, or nullopt.
std::optional<HintDepth> hint_depth_of(std::string_view word);

/// What a hint's step changes, as data a client applies to the player's position. Entries are
/// in the type's terms (docs/FORMATS.md "hint"): [row, col, value] for a digit or symbol placed
/// and a candidate ruled out; a domino as [[row, col], [row, col]]; Lights Out presses as
/// [row, col, times] (on a graph [node, times]). Coordinates are 0-based.
struct HintChanges {
  Json place = Json::array();   ///< values placed, dominoes laid, presses made
  Json remove = Json::array();  ///< candidates (or placements) ruled out
};

/// The next step from a player's position, or what is wrong with the position.
struct Hint {
  Status status = Status::kInvalid;  ///< kSolved: a hint was found (or the position is solved)
  bool solved = false;               ///< the position is already the solution
  /// A mistake in the position (an entry against the solution, or one that breaks a rule),
  /// said without giving the answer away; empty when there is none. The step then is empty.
  std::string mistake;
  Json mistake_cells = Json::array();  ///< the cells of the mistake
  /// Something in the position that does not block the hint but will (notes that leave out
  /// the solution's value), said beside the step; empty when there is none.
  std::string warning;
  Json warning_cells = Json::array();
  std::string region;                  ///< where to look, in words ("box 1"; every depth)
  Json region_cells = Json::array();   ///< the region's cells, to highlight (every depth)
  std::string rule;                    ///< the rule that applies there (kRule and deeper)
  std::optional<Step> step;            ///< the step (kStep and kAnswer)
  std::string answer;                  ///< the change in words (kAnswer)
  std::optional<HintChanges> changes;  ///< the change as data (kAnswer)
  std::string error;
};

/// Model file formats for `export`.
enum class ExportFormat { kLp, kMps, kCnf };

class PuzzleKind;
class Puzzle;
class ForeignFormat;

/// A text puzzle's body read line by line, as a reader reads it, instead of whole: for a type
/// whose large boards would take far more memory as text than parsed (Lights Out keeps 10000 x
/// 10000 lights in 12.5 MB; their text is 100 MB). Made by PuzzleKind::text_body_parser.
class TextBodyParser {
 public:
  virtual ~TextBodyParser() = default;
  /// The body's next line, without its line break and trailing white space (blank lines too:
  /// they count in line numbers). Bad input throws nothing here: the error that from_text
  /// would report may depend on lines still to come, so errors wait for finish().
  virtual void feed(std::string_view line) = 0;
  /// The puzzle of the lines fed, exactly as from_text(body, params) gives it for the body of
  /// those lines (each followed by '\n'): the same puzzle, or the same InputError (the same
  /// rule, place and words; line numbers count from the first line fed as 1). Called once.
  [[nodiscard]] virtual std::unique_ptr<Puzzle> finish() = 0;
};

/// One parsed and validated puzzle. Immutable: every call is const and thread-safe.
class Puzzle {
 public:
  virtual ~Puzzle() = default;

  [[nodiscard]] virtual const PuzzleKind& kind() const = 0;
  /// The type word of this puzzle, as its canonical JSON says it: the kind's name, or an alias
  /// when the puzzle is that special case (a classic sudoku of the killer kind says "sudoku").
  /// Every result object names the puzzle by it.
  [[nodiscard]] virtual std::string_view type_name() const;
  /// The canonical JSON object (with "type"), without any solution field.
  [[nodiscard]] virtual Json to_json() const = 0;
  /// The text form (FORMATS.md), header line included, ending in a newline.
  [[nodiscard]] virtual std::string to_text() const = 0;
  /// Checks a proposed solution (the solution field's value) against every rule and clue.
  /// Independent of any solver code.
  [[nodiscard]] virtual Verdict verify(const Json& solution) const = 0;
  /// A drawing for a terminal; with the solution filled in when one is given.
  [[nodiscard]] virtual std::string render(const Json* solution) const = 0;
  /// The extent of draw()'s drawing in grid units (a cell is 1 x 1); the same with or without a
  /// solution. Throws NotAvailable for a type that does not draw.
  [[nodiscard]] virtual Figure figure() const;
  /// Draws the puzzle for print on `canvas` (drawing.hpp) within [0, figure().width] x
  /// [0, figure().height], with `solution` (the solution field's value, already verified by
  /// the caller) filled in when given. Throws NotAvailable for a type that does not draw.
  virtual void draw(Canvas& canvas, const Json* solution) const;
  /// A short size label for tables and logs ("10x11", "N=9", "6 nodes"). The default reads the
  /// canonical JSON; a type may say it better (Dominosa: "M=9").
  [[nodiscard]] virtual std::string size_label() const;

  /// Finds a solution or proves there is none.
  [[nodiscard]] virtual SolveResult solve(const Context& ctx, const SolveOptions& options) const;
  /// Counts solutions, stopping once `limit` are found (limit 0 = no limit). limit 2 is the
  /// uniqueness check.
  [[nodiscard]] virtual CountResult count(const Context& ctx, const SolveOptions& options,
                                          uint64_t limit) const;
  /// The solution as a sequence of human deductions.
  [[nodiscard]] virtual Explanation explain(const Context& ctx) const;
  /// The ladder this puzzle's explanations, hints and grades name their steps from. Default:
  /// the kind's; a special case with a ladder of its own says so (a classic sudoku of the
  /// killer kind has the sudoku ladder).
  [[nodiscard]] virtual const RuleTable& rules() const;
  /// The grade of the puzzle. Default: from explain(), the hardest step's rule as the level
  /// and its rank + 1 as the rating; guessed when a step is the ladder's last rule (search).
  [[nodiscard]] virtual Grade grade(const Context& ctx) const;
  /// The next step from `progress`, a player's position in the type's form (docs/FORMATS.md
  /// "Positions"). Throws InputError for a malformed position.
  [[nodiscard]] virtual Hint hint(const Context& ctx, const Json& progress, HintDepth depth) const;
  /// The MILP (lp, mps) or SAT (cnf) model of this puzzle as file text.
  [[nodiscard]] virtual std::string export_model(const Context& ctx, ExportFormat format,
                                                 ModelVariant model) const;
};

/// One parameter of `generate`, as data. The front end makes --NAME from it with its meaning
/// and default in the help text; the generator reads the value through the same spec
/// (GenerateParams::get_int, get_choice), so the range it checks is the range --help shows.
struct ParamSpec {
  enum class Shape { kInteger, kChoice, kText };

  std::string_view name;          ///< the key, and the option --NAME
  std::string_view meaning;       ///< one line for --help
  std::string_view default_text;  ///< the default as --help shows it; "" = required
  Shape shape = Shape::kText;
  int64_t lo = 0;  ///< kInteger: smallest value accepted
  int64_t hi = 0;  ///< kInteger: largest value accepted (a generator may narrow it, e.g. to N)
  std::vector<std::string_view> choices;  ///< kChoice: the words accepted

  static ParamSpec integer(std::string_view name, std::string_view meaning,
                           std::string_view default_text, int64_t lo, int64_t hi) {
    return {name, meaning, default_text, Shape::kInteger, lo, hi, {}};
  }
  static ParamSpec choice(std::string_view name, std::string_view meaning,
                          std::string_view default_text, std::vector<std::string_view> choices) {
    return {name, meaning, default_text, Shape::kChoice, 0, 0, std::move(choices)};
  }
  static ParamSpec text(std::string_view name, std::string_view meaning,
                        std::string_view default_text) {
    return {name, meaning, default_text, Shape::kText, 0, 0, {}};
  }
};

/// Another name of a type ("sudoku" for killer, "takuzu" for binox). Its generate preset holds
/// parameters that the name implies: `generate sudoku` is killer generation with cages=none.
struct KindAlias {
  std::string_view name;
  std::map<std::string, std::string> generate_preset;
};

/// Parameters of `generate`, as given on the command line (e.g. "max" -> "9", "rows" -> "14").
class GenerateParams {
 public:
  std::map<std::string, std::string> values;

  [[nodiscard]] bool has(const std::string& key) const { return values.count(key) != 0; }
  [[nodiscard]] bool has(const ParamSpec& spec) const { return has(std::string(spec.name)); }
  /// The integer value of `key`, or `fallback` when absent. Throws InputError when it is not an
  /// integer in [lo, hi].
  [[nodiscard]] int64_t get_int(const std::string& key, int64_t fallback, int64_t lo,
                                int64_t hi) const;
  /// The integer value of an integer parameter, or `fallback` when absent, checked against the
  /// spec's range narrowed to at most `hi` (e.g. a cage can be no larger than N).
  [[nodiscard]] int64_t get_int(const ParamSpec& spec, int64_t fallback,
                                std::optional<int64_t> hi = std::nullopt) const;
  /// The same with the spec's own default (its default_text, which must then be an integer).
  [[nodiscard]] int64_t get_int(const ParamSpec& spec) const;
  /// The word of a choice parameter, or the spec's default when absent. Throws InputError when
  /// it is not one of the spec's choices.
  [[nodiscard]] std::string get_choice(const ParamSpec& spec) const;
  [[nodiscard]] std::string get(const std::string& key, const std::string& fallback) const;
};

struct Generated {
  std::unique_ptr<Puzzle> puzzle;
  Json solution;  ///< its unique solution (solution field value)
  /// Facts about the making, e.g. {"givens": 23}; printed under "generator".
  Json extra = Json::object();
};

/// The type of a puzzle: parsing, text splitting and generation.
class PuzzleKind {
 public:
  virtual ~PuzzleKind() = default;

  /// "dominosa", "killer", "binox" or "lightsout": the type word of files, fields, --type and
  /// `generate`, and a file extension (*.binox).
  [[nodiscard]] virtual std::string_view name() const = 0;
  /// The name for people, in help texts ("Lights Out").
  [[nodiscard]] virtual std::string_view title() const = 0;
  /// Other names that mean this type wherever name() does ("sudoku" for killer, "takuzu" for
  /// binox), each with the generate parameters it implies.
  [[nodiscard]] virtual const std::vector<KindAlias>& aliases() const;
  /// "solution" or "presses".
  [[nodiscard]] virtual std::string_view solution_field() const { return "solution"; }
  /// The parameters generate() reads, in the order --help lists them.
  [[nodiscard]] virtual const std::vector<ParamSpec>& generate_params() const;
  /// The type-specific switches solve() and count() read from SolveOptions::flags.
  [[nodiscard]] virtual const std::vector<FlagSpec>& solve_flags() const;

  /// Parses and validates one JSON object. Throws InputError naming the place and the rule.
  [[nodiscard]] virtual std::unique_ptr<Puzzle> from_json(const Json& object) const = 0;
  /// Parses and validates one text puzzle: `params` are the header's key=value pairs (and
  /// "type" -> the header's type word when one was given); `body` is everything after the
  /// header. Line numbers in errors count from the first line of body as 1.
  [[nodiscard]] virtual std::unique_ptr<Puzzle> from_text(
      std::string_view body, const std::map<std::string, std::string>& params) const = 0;
  /// A parser that reads a text body line by line (TextBodyParser), for the same `params` as
  /// from_text; readers then feed it each line of a body that spans lines as they read it, and
  /// never hold the body whole. Default nullptr: readers cut the body whole and call from_text
  /// later (which a batch does on its worker threads; a body parser is fed on the reading one).
  [[nodiscard]] virtual std::unique_ptr<TextBodyParser> text_body_parser(
      const std::map<std::string, std::string>& params) const;
  /// The keys a text header may give besides the type word (e.g. "levels"); readers refuse
  /// others before from_text is called.
  [[nodiscard]] virtual const std::vector<std::string_view>& header_keys() const;
  /// How a line of text (trailing white space removed) reads on its own, for files that hold
  /// one puzzle per line, as files of classic sudokus do. A text is read a puzzle a line when
  /// one of its first two lines is kWhole, or both are kMaybeWhole; each line is then read on
  /// its own, so a bad line spoils only itself. Default: kPart (a text puzzle spans lines).
  enum class LineAlone {
    kPart,        ///< a line of a puzzle that spans lines
    kMaybeWhole,  ///< a whole puzzle, or the row of a larger one (a 16-character sudoku)
    kWhole,       ///< only a whole puzzle (or a broken one) could be such a line
  };
  [[nodiscard]] virtual LineAlone read_line_alone(std::string_view line) const;

  /// The type word (its name or an alias) by which this kind reads a text without a header or
  /// --type whose first line is `line`, when such a line can only start one of its texts (a
  /// one-line or pasted sudoku: "5 3 . | . 7 . | . . ."); "" otherwise, the default. A reader asks
  /// this when no kind reads the line alone; two kinds answering is no answer.
  [[nodiscard]] virtual std::string_view text_word_of_first_line(std::string_view line) const;

  /// A puzzle with exactly one solution (proved), reproducible from ctx.seed.
  [[nodiscard]] virtual Generated generate(const Context& ctx, const GenerateParams& params) const;
  /// The ladder of human deductions its explanations, hints and grades use, cheapest first.
  [[nodiscard]] virtual const RuleTable& rules() const = 0;
  /// The levels its grades answer, easiest first (read from its ladder); `generate
  /// --difficulty` takes those it can aim at.
  [[nodiscard]] virtual const std::vector<std::string_view>& levels() const = 0;
  /// The formats of other programs this type reads and writes (foreign_format.hpp), in the
  /// order they are tried. Default: none.
  [[nodiscard]] virtual const std::vector<const ForeignFormat*>& foreign_formats() const;
};

/// Every puzzle type, in a fixed order.
const std::vector<const PuzzleKind*>& all_kinds();
/// The type with this name or alias (case-sensitive), or nullptr.
const PuzzleKind* find_kind(std::string_view name);
/// Every name and alias of every type, in registry order (each name before its aliases).
std::vector<std::string_view> all_type_names();
/// The generate parameters that the type word `name` implies (an alias's preset), or none.
std::map<std::string, std::string> generate_preset(std::string_view name);

}  // namespace gridlogic
