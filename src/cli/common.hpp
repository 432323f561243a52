// What every CLI command shares: reading the input, running a batch in order, exit codes.
#pragma once

#include <CLI/CLI.hpp>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "gridlogic/io.hpp"
#include "gridlogic/results.hpp"

namespace gridlogic::cli {

/// Exit codes (README): 0 success, 1 no solution / verification failed, 2 invalid input or
/// usage, 3 a limit was reached, 4 the output could not be written. A batch exits with the
/// gravest code of its puzzles, in the order 2 > 3 > 1 > 0; 4 overrides them all.
enum ExitCode : int { kOk = 0, kFailed = 1, kInvalid = 2, kLimit = 3, kOutputLost = 4 };

class ExitStatus {
 public:
  void note(int code);
  [[nodiscard]] int value() const { return code_; }

 private:
  int code_ = kOk;
};

int exit_code_for(Status status);

/// Options of commands that read puzzles.
struct InputOptions {
  std::string file = "-";
  std::string type;
  bool json = false;
  double timeout = 0;  // seconds per puzzle, 0 = none
  unsigned threads = 1;

  /// Adds FILE, --type, --json (and, when `solving`, --timeout and --threads) to `command`.
  void add_to(CLI::App& command, bool solving);
};

/// Checks --timeout values: a finite number of seconds, 0 or more ("nan", "inf", "-1" refused).
CLI::Validator seconds_validator();
/// Checks unsigned options (--seed, --limit): digits only, as CLI11 would read "-1" into an
/// unsigned option as its largest value.
CLI::Validator whole_number_validator();

/// Every type word the registry knows (names and aliases), for --type and `generate TYPE`.
std::vector<std::string> type_words();

/// The type-specific switches of solve (e.g. --min), one per distinct FlagSpec name over all
/// kinds, each stored in `switches` under its name.
void add_type_flags(CLI::App& command, std::map<std::string, bool>& switches);
/// "Title: --a, --b" for each kind with switches, "; "-separated, for a command's description.
std::string type_flags_summary();
/// SolveOptions::flags from the switches set on the command line.
std::set<std::string, std::less<>> flags_set(const std::map<std::string, bool>& switches);

/// A JSON value as one line of text. Invalid UTF-8 from the input (in an id or a quoted value)
/// becomes U+FFFD instead of an exception that would lose the rest of the batch.
std::string json_text(const OrderedJson& value);
/// json_text of a result object, newline included.
std::string json_line(const OrderedJson& result);
/// Text from the input made safe for a terminal: control characters, escape sequences among
/// them, are shown as \xNN.
std::string printable(std::string_view text);

/// The content of a file, or of stdin for "-". Throws InputError when it cannot be read.
std::string read_all(const std::string& file);

/// Reads the puzzles of options.file.
std::vector<InputItem> load_items(const InputOptions& options);

/// Calls `work` on every item, on up to `threads` threads, and `emit` on the results in input
/// order as soon as each is ready.
void run_batch(std::vector<InputItem>& items, unsigned threads,
               const std::function<std::string(InputItem&)>& work,
               const std::function<void(const std::string&)>& emit);

/// Milliseconds since `start`.
double elapsed_ms(std::chrono::steady_clock::time_point start);

/// The context of one puzzle's run.
Context make_context(const InputOptions& options, uint64_t seed = 0);

/// Human-readable lines for the extra fields of a result (num_solutions, min_presses, ...).
std::string describe_extra(const OrderedJson& result, const std::vector<std::string>& skip_keys);

/// Registers the commands (one function per file in src/cli/).
void add_verify_command(CLI::App& app, ExitStatus& status);
void add_convert_command(CLI::App& app, ExitStatus& status);
void add_show_command(CLI::App& app, ExitStatus& status);
void add_solve_commands(CLI::App& app, ExitStatus& status);
void add_generate_command(CLI::App& app, ExitStatus& status);
void add_explain_command(CLI::App& app, ExitStatus& status);
void add_export_command(CLI::App& app, ExitStatus& status);
void add_bench_command(CLI::App& app, ExitStatus& status);
void add_planned_commands(CLI::App& app, ExitStatus& status);

}  // namespace gridlogic::cli
