// The options of a command of the shared vocabulary (src/api/vocabulary.hpp) on the command
// line: each is offered as --name with the table's help, words and default, and what the user
// gives is kept as the API's query, so that api::Params reads it as the server reads a request.
#pragma once

#include <CLI/CLI.hpp>
#include <string>
#include <string_view>

#include "api/params.hpp"

namespace gridlogic::cli {

class VocabularyOptions {
 public:
  /// Adds to `command` every option the vocabulary gives the command called `name` (and the
  /// kinds' switches when it takes them), except those named in `skip`, which the command
  /// offers its own way.
  VocabularyOptions(CLI::App& command, std::string_view name,
                    const std::vector<std::string_view>& skip = {});

  /// The options given, every value checked: a refused one throws InputError naming its
  /// --option (exit 2). The Params read this object's query: keep it alive while they are used.
  [[nodiscard]] api::Params params() const;
  /// Whether the option called `name` was given.
  [[nodiscard]] bool given(std::string_view name) const;
  /// Gives the option `name` the value `value` (for an option the command reads its own way,
  /// such as hint's position from a file).
  void set(std::string_view name, std::string value);

 private:
  const api::CommandSpec& spec_;
  api::Query given_;
};

/// The help line of an option: its help, its words with their meanings, its default.
std::string option_help(const api::OptionSpec& option);

}  // namespace gridlogic::cli
