// Errors that library calls report to their caller.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

#include "gridlogic/status.hpp"

namespace gridlogic {

/// The input breaks the format or the puzzle's rules. Thrown by parsers and validators.
///
/// `where` names the place ("row 3, col 5", "cage 7 (label C)", "line 2"), `rule` names the
/// broken rule in a short fixed phrase ("value out of range", "cage not connected"), and what()
/// reads "<where>: <detail> [rule: <rule>]" for people. The front end prefixes the puzzle's id
/// and line. Code that needs the rule or the place reads rule() and where(), never the text.
class InputError : public std::runtime_error {
 public:
  InputError(std::string rule, std::string where, const std::string& detail)
      : std::runtime_error((where.empty() ? std::string() : where + ": ") + detail +
                           " [rule: " + rule + "]"),
        rule_(std::move(rule)),
        where_(std::move(where)) {}

  [[nodiscard]] const std::string& rule() const { return rule_; }
  [[nodiscard]] const std::string& where() const { return where_; }
  /// The status of the answer to a puzzle refused by this error: kInvalid, or kTooLarge for a
  /// TooLarge (the type decides, never the words).
  [[nodiscard]] virtual Status status() const { return Status::kInvalid; }

 private:
  std::string rule_;
  std::string where_;
};

/// The input, or what it asks for (a model, a file), is past a documented size limit: its answer
/// is the status too_large (exit code 3; the API's 422), not invalid. The rule it names is
/// always "too large"; limit() says which limit.
class TooLarge : public InputError {
 public:
  enum class Limit {
    kPuzzleBytes,   ///< one puzzle's text, or a file read whole (--max-puzzle-mb)
    kLineBytes,     ///< a line that runs on past what the reader skips (the input ends there)
    kJsonValues,    ///< values in one puzzle's JSON (kMaxJsonValues)
    kTypeSize,      ///< a type's own size limits: sides, cells, nodes, edges, values
    kModelEntries,  ///< entries of a MILP or SAT model (Context::max_model_entries)
  };
  static constexpr std::string_view kRule = "too large";

  TooLarge(Limit limit, std::string where, const std::string& detail)
      : InputError(std::string(kRule), std::move(where), detail), limit_(limit) {}

  [[nodiscard]] Limit limit() const { return limit_; }
  [[nodiscard]] Status status() const override { return Status::kTooLarge; }

 private:
  Limit limit_;
};

/// Throws an error of `error`'s own kind (a TooLarge stays one, with its limit) with its rule, at
/// `where`, saying `detail`: for a reader that names the place in its own terms.
[[noreturn]] inline void throw_like(const InputError& error, std::string where,
                                    const std::string& detail) {
  if (const auto* too_large = dynamic_cast<const TooLarge*>(&error)) {
    throw TooLarge(too_large->limit(), std::move(where), detail);
  }
  throw InputError(error.rule(), std::move(where), detail);
}

/// A time limit or cancel stopped a call that has no partial answer to give (an export).
class TimeLimitReached : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// A command or option that this puzzle type or engine does not offer (yet).
class NotAvailable : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace gridlogic
