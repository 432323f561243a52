// The command vocabulary, written once: every command the front ends share, with the options it
// takes, their defaults, their words and what each means. The command line makes its --options
// from it (src/cli/vocabulary_options.*), the server takes its query parameters from it
// (commands.cpp, and lists them at GET /api/types), and Python builds each function's signature
// and docstring from it (python/gridlogic/__init__.py, through _native.vocabulary()). A word
// added here is offered everywhere at once; tests/cli, tests/server and tests/python check that
// each surface says what this table says.
//
// Front ends keep only the options that belong to them alone: the files a command reads, --json,
// --threads and -o on the command line, the time limit each front end sets its own way.
#pragma once

#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "gridlogic/puzzle.hpp"

namespace gridlogic::api {

/// How an option's value is written.
enum class OptionShape {
  kWord,    ///< one of its choices
  kWhole,   ///< a whole number in [min, max]
  kSwitch,  ///< on or off (a flag on the command line; 1/0, true/false in a query)
  kText,    ///< any text (a position)
};

/// "word", "whole", "switch" or "text", as GET /api/types and Python name the shapes.
std::string_view to_string(OptionShape shape);

/// One word an option takes, and what it means.
struct Choice {
  std::string word;
  std::string meaning;
};

/// One option of a command. Its name is the query parameter and Python's keyword (`max_px`);
/// the command line spells it `--max-px`.
struct OptionSpec {
  std::string name;
  OptionShape shape = OptionShape::kWord;
  std::string fallback;         ///< the value when not given, as written ("" for none)
  std::vector<Choice> choices;  ///< kWord: every word it takes
  uint64_t min = 0;             ///< kWhole: the range
  uint64_t max = UINT64_MAX;
  std::string help;  ///< one line, for --help, docstrings and GET /api/types

  /// "--" and the name with '-' for '_'.
  [[nodiscard]] std::string flag() const;
  /// The choices' words, in order.
  [[nodiscard]] std::vector<std::string_view> words() const;
};

/// One command and the options it takes besides `type` (which every command on puzzles takes).
struct CommandSpec {
  std::string name;
  std::string summary;
  std::vector<OptionSpec> options;
  /// Takes the kinds' own solve switches (Lights Out's min and kernel) as kSwitch options.
  bool type_switches = false;
  /// Reads no puzzle but the kinds' generate parameters (ParamSpec) besides its options.
  bool generates = false;

  /// The option called `name`, or nullptr.
  [[nodiscard]] const OptionSpec* option(std::string_view name) const;
  /// Its options, then the kinds' switches when it takes them: every option it offers.
  [[nodiscard]] std::vector<OptionSpec> all_options() const;
};

/// Every command, in the command line's order.
const std::vector<CommandSpec>& command_vocabulary();
/// The command called `name`, or nullptr.
const CommandSpec* find_command(std::string_view name);
/// The command called `name`; throws std::logic_error for a name not in the table (a front end's
/// bug, not a user's).
const CommandSpec& command_spec(std::string_view name);

/// The kinds' solve switches, once each by name (min, kernel), as kSwitch options whose help
/// says which types take them.
std::vector<OptionSpec> type_switch_options();

/// The words' meanings to the library. Each takes a word the table offers for that option.
Engine engine_of(std::string_view word);
ModelVariant model_of(std::string_view word);
ExportFormat export_format_of(std::string_view word);

}  // namespace gridlogic::api
