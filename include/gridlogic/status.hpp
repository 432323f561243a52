// How a run on one puzzle ended, as types: what it found (Status) and why it stopped
// (StopReason), apart. They stay types until a result is written; only then do they become the
// words of FORMATS.md "Results", and only the front ends turn a Status into an exit code
// (exit_code_for here) or an HTTP status (api::http_status_for).
#pragma once

#include <optional>
#include <string_view>

namespace gridlogic {

/// What a command found for one puzzle: the `status` of its result object (FORMATS.md "Results").
/// The Puzzle calls (solve, count, explain, grade, hint) answer the first four; the others are
/// said by the result of a reading (kTooLarge), of verify (kValid, kWrong) and of hint (kHint,
/// kMistake, kComplete).
enum class Status {
  kSolved,      ///< a solution was found (or, for count, counting finished or hit the limit)
  kUnsolvable,  ///< proved to have no solution
  kInvalid,     ///< the input breaks the format or the rules (error says what and where)
  kTimeout,     ///< the search was stopped before an answer (StopReason says by what)
  kTooLarge,    ///< the input, or what it asks for, is past a size limit (a TooLarge error)
  kValid,       ///< verify: the solution keeps every rule
  kWrong,       ///< verify: the solution breaks a rule (error says which and where)
  kHint,        ///< hint: the next step from the position
  kMistake,     ///< hint: the position holds a mistake
  kComplete,    ///< hint: the position is already the solution
};
/// Every Status, in declaration order (for tables that must cover them all).
inline constexpr Status kAllStatuses[] = {
    Status::kSolved, Status::kUnsolvable, Status::kInvalid, Status::kTimeout, Status::kTooLarge,
    Status::kValid,  Status::kWrong,      Status::kHint,    Status::kMistake, Status::kComplete,
};
/// The status word a result object writes: "solved", "too_large", ...
[[nodiscard]] std::string_view to_string(Status status);
/// The Status whose word is `word`, or nullopt: for callers that read result objects back (the
/// Python module's batches take exit codes from exit_code_for through it).
[[nodiscard]] std::optional<Status> status_from_string(std::string_view word);

/// Why a run stopped, whatever it found.
enum class StopReason {
  kFinished,   ///< it ran until it had what was asked: an answer, or `limit` solutions counted
  kTimeLimit,  ///< the Context's deadline passed first
  kCancelled,  ///< the Context's cancel flag was raised first (a server stopping, Ctrl-C)
  kNodeLimit,  ///< a search's own cap on nodes was reached first (the generators' searches)
};
inline constexpr StopReason kAllStopReasons[] = {
    StopReason::kFinished,
    StopReason::kTimeLimit,
    StopReason::kCancelled,
    StopReason::kNodeLimit,
};
/// The word a result object writes under "stopped_by": "time_limit", "cancel", "node_limit"
/// ("finished" for kFinished, which results do not write).
[[nodiscard]] std::string_view to_string(StopReason reason);

/// The exit codes of the gridlogic program (README): a batch exits with the gravest code of its
/// puzzles, in the order 2 > 3 > 1 > 0; 4 overrides them all.
enum class ExitCode : int {
  kOk = 0,          ///< every puzzle got its answer
  kFailed = 1,      ///< no solution, a solution that does not verify, a mistake in a position
  kInvalid = 2,     ///< invalid input or usage
  kLimit = 3,       ///< a limit was reached: of time, of size
  kOutputLost = 4,  ///< the output could not be written
};
/// The exit code of a puzzle whose result says `status`.
[[nodiscard]] ExitCode exit_code_for(Status status);

}  // namespace gridlogic
