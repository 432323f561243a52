// The one bridge between the puzzles and the MILP / SAT engines.
//
// A puzzle folder writes an Encoder: given the engine, the model variant and what the encoding is
// for, it builds the board's milp::Encoding or sat::Encoding and says how to read the engine's
// values back as the puzzle's solution field. Everything else is done here, once, for every
// type: counting with a limit, solving (a count with limit 1), the LP / MPS / DIMACS export, and
// turning the engine's answer into SolveResult / CountResult with the same statuses, error texts
// and extra fields ("engine", "model", plus what the puzzle reports) whatever the puzzle.
//
// Worked example (what base/board_puzzle.hpp does for every type):
//
//   if (options.engine != Engine::kNative)
//     return engine_bridge::solve(encoder(board), ctx, options);
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "engines/count.hpp"
#include "engines/milp/count.hpp"
#include "engines/sat/count.hpp"
#include "gridlogic/puzzle.hpp"

namespace gridlogic::engine_bridge {

/// What an encoding is built for. A count may leave constraints to a lazy hook and give up
/// building at the deadline; a file cannot be lazy, so an export has every constraint up front.
enum class Use { kCount, kExport };

/// One board encoded for one engine, with the way back to the puzzle's terms.
struct PuzzleEncoding {
  /// The encoding the engine reads: `milp` for Engine::kMilp, `sat` for Engine::kSat.
  Engine engine = Engine::kMilp;
  milp::Encoding milp;
  sat::Encoding sat;
  /// The puzzle's solution field from the first solution's engine values (engines::Count::first).
  std::function<Json(const std::vector<double>& values)> decode;
  /// Optional: adds the count's statistics the puzzle reports to the result's extra fields.
  std::function<void(const engines::CountStats& stats, Json& extra)> report;
};

/// A board's encoder: the board for `engine` (kMilp or kSat) in `variant`, built for `use`.
/// `stop`, when given, lets a long build give up (PuzzleEncoding's encoding then says
/// `interrupted`). May throw NotAvailable for boards an engine does not take.
using Encoder = std::function<PuzzleEncoding(Engine engine, ModelVariant variant, Use use,
                                             const Context* stop)>;

/// What a MILP or SAT run found, in puzzle terms.
struct EngineRun {
  StopReason stop = StopReason::kFinished;  ///< not kFinished: the deadline or a cancel stopped it
  uint64_t count = 0;                       ///< solutions found (exact when complete)
  bool complete = false;                    ///< every solution was found
  Json first;                   ///< the first solution as the puzzle's solution field, or null
  Json extra = Json::object();  ///< engine statistics to pass on
};

/// Counts the encoding's solutions up to `limit` (0 = all) and decodes the first one.
[[nodiscard]] EngineRun run(const PuzzleEncoding& encoding, uint64_t limit, const Context& ctx);

/// options.engine's answer (a count with limit 1) as a SolveResult (see to_solve_result).
[[nodiscard]] SolveResult solve(const Encoder& encoder, const Context& ctx,
                                const SolveOptions& options);
/// options.engine's count up to `limit` as a CountResult (see to_count_result).
[[nodiscard]] CountResult count(const Encoder& encoder, const Context& ctx,
                                const SolveOptions& options, uint64_t limit);
/// The export encoding as file text: LP or MPS from the MILP, DIMACS (with the encoding's
/// comment and variable names) from the CNF. Built within ctx's model budget (TooLarge past it)
/// and deadline (TimeLimitReached).
[[nodiscard]] std::string export_model(const Encoder& encoder, ExportFormat format,
                                       ModelVariant variant, const Context& ctx);

/// "milp" / "sat" / "native".
[[nodiscard]] const char* engine_name(Engine engine);
/// "literal" / "improved".
[[nodiscard]] const char* model_name(ModelVariant model);

/// The CountResult of a run (status kSolved unless stopped; extra gets engine and model).
[[nodiscard]] CountResult to_count_result(const EngineRun& run, const SolveOptions& options);
/// The SolveResult of a run with limit 1: solved, unsolvable ("the <engine> model (<model>) has
/// no solution") or timeout.
[[nodiscard]] SolveResult to_solve_result(const EngineRun& run, const SolveOptions& options);

}  // namespace gridlogic::engine_bridge
