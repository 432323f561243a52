// Reading a request's options for the API (commands.cpp, generate.cpp): refusals as ApiError,
// and the query parameters a command takes, each checked before any work starts.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "api/commands.hpp"
#include "gridlogic/error.hpp"

namespace gridlogic::api {

/// A refused request: its HTTP status and the fields of the error object.
struct ApiError {
  int status = 400;
  std::string error;
  std::string where;
  std::string rule;
};

/// An InputError of the library as a refusal: its status's HTTP code (422 for a TooLarge, else
/// 400), its text, place (`where` when it names none) and rule.
ApiError refusal(const InputError& error, std::string_view where);
/// A refusal of something past a limit of the API's own (a generate parameter, an answer):
/// 422 with the rule a TooLarge names.
ApiError past_limit(std::string error, std::string where);

/// The query parameters of one request to one command.
class Params {
 public:
  /// Refuses (400) a name not in `allowed` and a name given twice, naming it.
  Params(const Query& query, std::string_view command, const std::vector<std::string>& allowed);

  /// The value, or nullptr when not given.
  [[nodiscard]] const std::string* find(std::string_view name) const;
  /// One of `choices`, or `fallback` when not given; 400 otherwise.
  [[nodiscard]] std::string word(std::string_view name, std::string_view fallback,
                                 const std::vector<std::string_view>& choices) const;
  /// Digits only, in [lo, hi]; `fallback` when not given. 400 when not digits, 422 past hi.
  [[nodiscard]] uint64_t whole(std::string_view name, uint64_t fallback, uint64_t lo,
                               uint64_t hi) const;
  /// A switch: absent, "0", "false" or "no" is off; "", "1", "true" or "yes" is on; 400 else.
  [[nodiscard]] bool on(std::string_view name) const;

 private:
  const Query& query_;
};

/// "query parameter NAME", as errors name an option.
std::string parameter_place(std::string_view name);

}  // namespace gridlogic::api
