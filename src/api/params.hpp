// Reading a command's options (commands.cpp, generate.cpp, and the command line through them):
// refusals as ApiError, and the options a command takes, each checked against the vocabulary
// (vocabulary.hpp) before any work starts.
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "api/commands.hpp"
#include "api/vocabulary.hpp"
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

/// The options of one call of one command (a request's query, or what a command line gave).
class Params {
 public:
  /// Refuses (400) a name the command does not take (vocabulary.hpp: its options, `type`, and
  /// the kinds' switches when it takes them) and a name given twice, naming it.
  Params(const Query& query, const CommandSpec& command);

  /// The value, or nullptr when not given.
  [[nodiscard]] const std::string* find(std::string_view name) const;
  /// A kWord option: one of its choices, or its fallback when not given; 400 otherwise.
  [[nodiscard]] std::string word(std::string_view name) const;
  /// The value of `name` when it is one of `words`, `fallback` when not given; 400 otherwise.
  [[nodiscard]] std::string one_of(std::string_view name,
                                   const std::vector<std::string_view>& words,
                                   std::string fallback) const;
  /// A kWhole option: digits only, in its range (narrowed to at most `cap`); its fallback when
  /// not given. 400 when not digits, 422 out of range.
  [[nodiscard]] uint64_t whole(std::string_view name, uint64_t cap = UINT64_MAX) const;
  /// A kSwitch option: absent, "0", "false" or "no" is off; "", "1", "true" or "yes" is on;
  /// 400 else.
  [[nodiscard]] bool on(std::string_view name) const;
  /// The kinds' switches that are on (SolveOptions::flags).
  [[nodiscard]] std::set<std::string, std::less<>> switches() const;
  /// Reads every option given, so that a bad value is refused before any work starts.
  void check_all() const;
  /// SolveOptions from `engine`, `model` and the switches.
  [[nodiscard]] SolveOptions solve_options() const;

 private:
  [[nodiscard]] const OptionSpec& spec(std::string_view name) const;
  [[nodiscard]] SolveOptions read_solve_options() const;
  // The part parameter ("I/N", people's count) as a SearchPart; refused without min.
  [[nodiscard]] SearchPart search_part(const SolveOptions& options) const;

  const Query& query_;
  const CommandSpec& command_;
  std::vector<OptionSpec> switches_;
  // solve_options() read once, when the command takes an engine: a batch asks for them with
  // every puzzle, and reading them (words, switches, a set) cost as much as a quarter of an
  // easy sudoku's solving. Empty when they are refused: solve_options() then throws as it reads.
  std::optional<SolveOptions> solve_options_;
};

/// "query parameter NAME", as errors name an option.
std::string parameter_place(std::string_view name);

}  // namespace gridlogic::api
