// The one interface every puzzle type implements.
//
// A PuzzleKind is the type ("dominosa", "killer", "binox", "lightsout"): it parses and generates.
// A Puzzle is one parsed, validated instance: it verifies, solves, counts, explains, renders and
// exports itself. Front ends (CLI, batch, server) only ever talk to these two classes, so a new
// puzzle type is one new folder under src/puzzles/ plus one line in src/core/registry.cpp.
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
// e.g. ["DRLD","URLU","RLRL"] for Dominosa, the "presses" grid for Lights Out.
//
// Errors: malformed input throws InputError (from from_json/from_text/generate parameters); a
// call this type does not offer throws NotAvailable. Nothing else throws for bad input.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gridlogic/big_count.hpp"
#include "gridlogic/context.hpp"
#include "gridlogic/error.hpp"
#include "gridlogic/rules.hpp"

namespace gridlogic {

using Json = nlohmann::json;

/// What a solve or count found (FORMATS.md "Results": status).
enum class Status {
  kSolved,      ///< a solution was found (or, for count, counting finished or hit the limit)
  kUnsolvable,  ///< proved to have no solution
  kInvalid,     ///< the input breaks the format or the rules (error says what and where)
  kTimeout,     ///< a time limit or cancel stopped the search before an answer
};
std::string_view to_string(Status status);

/// Which solver answers: the native exact solver, the MILP model on CBC, or the SAT model on
/// CaDiCaL.
enum class Engine { kNative, kMilp, kSat };
/// Which formulation the MILP/SAT engines use: the documents' literal model or our improved one.
enum class ModelVariant { kLiteral, kImproved };

struct SolveOptions {
  Engine engine = Engine::kNative;
  ModelVariant model = ModelVariant::kImproved;
  bool minimize = false;  ///< Lights Out: least total presses (reports min_presses, proved or not)
  bool kernel = false;    ///< Lights Out: also report the kernel basis, rank and nullity
};

struct SolveResult {
  Status status = Status::kInvalid;
  Json solution;      ///< the solution field's value; null unless solved
  std::string error;  ///< why: the rule broken (invalid), reason (unsolvable), limit (timeout)
  /// Type-specific fields merged into the result object, e.g. num_solutions, min_presses,
  /// "proved", kernel. Must not use the keys id, type, status, time_ms.
  Json extra = Json::object();
};

struct CountResult {
  Status status = Status::kInvalid;  ///< kSolved when counting ran (even if it found 0)
  BigCount num_solutions;            ///< exact when complete, else a lower bound
  bool complete = false;             ///< false when stopped at the limit or by a timeout
  Json first_solution;               ///< one solution when any was found, else null
  std::string error;
  Json extra = Json::object();
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

/// Model file formats for `export`.
enum class ExportFormat { kLp, kMps, kCnf };

class PuzzleKind;

/// One parsed and validated puzzle. Immutable: every call is const and thread-safe.
class Puzzle {
 public:
  virtual ~Puzzle() = default;

  [[nodiscard]] virtual const PuzzleKind& kind() const = 0;
  /// The canonical JSON object (with "type"), without any solution field.
  [[nodiscard]] virtual Json to_json() const = 0;
  /// The text form (FORMATS.md), header line included, ending in a newline.
  [[nodiscard]] virtual std::string to_text() const = 0;
  /// Checks a proposed solution (the solution field's value) against every rule and clue.
  /// Independent of any solver code.
  [[nodiscard]] virtual Verdict verify(const Json& solution) const = 0;
  /// A drawing for a terminal; with the solution filled in when one is given.
  [[nodiscard]] virtual std::string render(const Json* solution) const = 0;
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
  /// The MILP (lp, mps) or SAT (cnf) model of this puzzle as file text.
  [[nodiscard]] virtual std::string export_model(const Context& ctx, ExportFormat format,
                                                 ModelVariant model) const;
};

/// Parameters of `generate`, as given on the command line (e.g. "max" -> "9", "rows" -> "14").
class GenerateParams {
 public:
  std::map<std::string, std::string> values;

  [[nodiscard]] bool has(const std::string& key) const { return values.count(key) != 0; }
  /// The integer value of `key`, or `fallback` when absent. Throws InputError when it is not an
  /// integer in [lo, hi].
  [[nodiscard]] int64_t get_int(const std::string& key, int64_t fallback, int64_t lo,
                                int64_t hi) const;
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

  /// "dominosa", "killer", "binox" or "lightsout".
  [[nodiscard]] virtual std::string_view name() const = 0;
  /// Other names that mean this type in a "type" field or text header ("sudoku" for killer).
  [[nodiscard]] virtual std::vector<std::string_view> aliases() const { return {}; }
  /// "solution" or "presses".
  [[nodiscard]] virtual std::string_view solution_field() const { return "solution"; }

  /// Parses and validates one JSON object. Throws InputError naming the place and the rule.
  [[nodiscard]] virtual std::unique_ptr<Puzzle> from_json(const Json& object) const = 0;
  /// Parses and validates one text puzzle: `params` are the header's key=value pairs (and
  /// "type" -> the header's type word when one was given); `body` is everything after the
  /// header. Line numbers in errors count from the first line of body as 1.
  [[nodiscard]] virtual std::unique_ptr<Puzzle> from_text(
      std::string_view body, const std::map<std::string, std::string>& params) const = 0;
  /// Splits a text body that holds several puzzles (e.g. classic sudokus one per line) into
  /// (first line number, text) pieces. Default: the whole body is one puzzle.
  [[nodiscard]] virtual std::vector<std::pair<int, std::string>> split_text(
      std::string_view body) const;

  /// A puzzle with exactly one solution (proved), reproducible from ctx.seed.
  [[nodiscard]] virtual Generated generate(const Context& ctx, const GenerateParams& params) const;
  /// The ladder of human deductions its explanations, hints and grades use, cheapest first.
  [[nodiscard]] virtual const RuleTable& rules() const = 0;
  /// One line per generate parameter, for --help.
  [[nodiscard]] virtual std::string generate_help() const { return {}; }
};

/// Every puzzle type, in a fixed order.
const std::vector<const PuzzleKind*>& all_kinds();
/// The type with this name or alias (case-sensitive), or nullptr.
const PuzzleKind* find_kind(std::string_view name);

}  // namespace gridlogic
