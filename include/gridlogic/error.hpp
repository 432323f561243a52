// Errors that library calls report to their caller.
#pragma once

#include <stdexcept>
#include <string>

namespace gridlogic {

/// The input breaks the format or the puzzle's rules. Thrown by parsers and validators.
///
/// `where` names the place ("row 3, col 5", "cage 7 (label C)", "line 2"), `rule` names the
/// broken rule in a short fixed phrase ("value out of range", "cage not connected"), and what()
/// reads "<where>: <detail> [rule: <rule>]". The front end prefixes the puzzle's id and line.
class InputError : public std::runtime_error {
 public:
  InputError(std::string rule, std::string where, const std::string& detail)
      : std::runtime_error((where.empty() ? std::string() : where + ": ") + detail +
                           " [rule: " + rule + "]"),
        rule_(std::move(rule)),
        where_(std::move(where)) {}

  [[nodiscard]] const std::string& rule() const { return rule_; }
  [[nodiscard]] const std::string& where() const { return where_; }

 private:
  std::string rule_;
  std::string where_;
};

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
