// What every CLI command shares: reading the input, running a batch in order, exit codes.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <functional>
#include <istream>
#include <map>
#include <memory>
#include <optional>
#include <ostream>
#include <set>
#include <string>
#include <vector>

#include "gridlogic/io.hpp"
#include "gridlogic/results.hpp"

namespace gridlogic::cli {

/// The exit codes of status.hpp as the ints the commands return.
inline constexpr int kOk = static_cast<int>(ExitCode::kOk);
inline constexpr int kFailed = static_cast<int>(ExitCode::kFailed);
inline constexpr int kInvalid = static_cast<int>(ExitCode::kInvalid);
inline constexpr int kLimit = static_cast<int>(ExitCode::kLimit);
inline constexpr int kOutputLost = static_cast<int>(ExitCode::kOutputLost);

/// The exit code of a batch: the gravest noted, in the order 2 > 3 > 1 > 0; 4 overrides them all.
class ExitStatus {
 public:
  void note(int code);
  void note(ExitCode code) { note(static_cast<int>(code)); }
  /// The exit code of a puzzle whose result says `status` (exit_code_for).
  void note(Status status) { note(exit_code_for(status)); }
  [[nodiscard]] int value() const { return code_; }

 private:
  int code_ = kOk;
};

/// Options of commands that read puzzles.
struct InputOptions {
  std::vector<std::string> files;  // none: stdin
  std::string type;
  bool json = false;
  double timeout = 0;  // seconds per puzzle, 0 = none
  unsigned threads = 1;
  size_t max_puzzle_mb = kDefaultMaxPuzzleBytes >> 20;
  std::string output;  // -o FILE; "" = stdout
  bool progress = false;
  /// Whether add_to offers --progress (the meter); hint uses the name for the position.
  bool progress_meter = true;
  uint64_t max_model_entries = Context().max_model_entries;

  /// Adds FILE..., --type, --json, --max-puzzle-mb, -o and --progress (and, when `solving`,
  /// --timeout, --threads and --max-model-entries) to `command`.
  void add_to(CLI::App& command, bool solving);
  /// The files to read: the ones given, or "-" (stdin).
  [[nodiscard]] std::vector<std::string> inputs() const;
  /// ReadOptions for one of the inputs.
  [[nodiscard]] ReadOptions read_options(const std::string& file) const;
};

/// Adds -o/--output FILE to `command`.
void add_output_option(CLI::App& command, std::string& path);
/// Adds --max-model-entries to `command` (engines' model size bound).
void add_model_budget_option(CLI::App& command, uint64_t& entries);
/// Sends std::cout to `path` ("" = leave it on stdout). Refuses a path that is one of `inputs`
/// (it would be emptied before it is read). Write errors then show on std::cout, which main
/// checks.
void redirect_output(const std::string& path, const std::vector<std::string>& inputs);

/// Checks --timeout values: a finite number of seconds, 0 or more ("nan", "inf", "-1" refused).
CLI::Validator seconds_validator();
/// Checks unsigned options (--seed, --limit): digits only, as CLI11 would read "-1" into an
/// unsigned option as its largest value.
CLI::Validator whole_number_validator();

/// Every type word the registry knows (names and aliases), for --type and `generate TYPE`.
std::vector<std::string> type_words();

/// A JSON value as one line of text. Invalid UTF-8 from the input (in an id or a quoted value)
/// becomes U+FFFD instead of an exception that would lose the rest of the batch.
std::string json_text(const OrderedJson& value);
/// json_text of a result object, newline included.
std::string json_line(const OrderedJson& result);
/// Text from the input made safe for a terminal: control characters, escape sequences among
/// them, are shown as \xNN.
std::string printable(std::string_view text);

/// The content of a (small) file, or of stdin for "-". Throws InputError when it cannot be
/// read or is longer than `max_bytes`.
std::string read_all(const std::string& file, size_t max_bytes = kDefaultMaxPuzzleBytes);

/// Opens an input for reading ("-" = stdin). Throws InputError naming the file when it cannot.
class InputFile {
 public:
  explicit InputFile(const std::string& file);
  std::istream& stream() { return *in_; }
  /// Its size in bytes when it is a regular file, else 0 (for progress reports).
  [[nodiscard]] uint64_t size() const { return size_; }
  /// True for a regular file, whose puzzles can be read ahead without waiting on anyone.
  [[nodiscard]] bool regular() const { return regular_; }

 private:
  std::unique_ptr<std::istream> owned_;
  std::istream* in_ = nullptr;
  uint64_t size_ = 0;
  bool regular_ = false;
};

/// What one puzzle prints: a text, or a result written as its JSON line. A result is kept and
/// written straight to the output when its turn comes, block by block when it is long (a huge
/// solution, Result::long_line).
class Output {
 public:
  Output() = default;
  Output(std::string text) : text_(std::move(text)) {}  // NOLINT(google-explicit-constructor)
  /// The result's JSON line, written when its turn comes.
  explicit Output(Result result);

  /// Turns a short result into its line's text now, on this thread: a worker of a batch on
  /// several threads does it, so that the one thread printing in order only copies text.
  void settle();
  /// True when it is big enough that it should be printed at once rather than held: a long
  /// result line (Result::long_line) or a text of more than a megabyte.
  [[nodiscard]] bool large() const {
    return (result_ && result_->long_line()) || text_.size() > (size_t{1} << 20);
  }
  /// Writes the text or the line to `out`.
  void write(std::ostream& out) const;
  /// The text; empty for a result, which is only ever written.
  [[nodiscard]] const std::string& text() const { return text_; }

 private:
  std::string text_;
  std::optional<Result> result_;
};

/// Reads the puzzles of every input of `options` in turn, one at a time, calls `work` on each
/// (on up to options.threads threads) and `emit` on its output, in input order, as soon as it
/// is ready. At most a small window of puzzles is in memory at once, whatever the input's
/// length. An input that holds no puzzle is reported on stderr. Returns the exit code of the
/// reading itself (kInvalid after an empty input, else kOk); `work` reports its own.
int for_each_puzzle(const InputOptions& options, const std::function<Output(InputItem&)>& work,
                    const std::function<void(const Output&)>& emit);

/// Every puzzle of the inputs, held in memory (for commands that need them all at once).
std::vector<InputItem> load_items(const InputOptions& options, ExitStatus& status);

/// For a puzzle that could not be read: its error on stderr, its exit code noted. Returns true
/// when the item is such a puzzle (nothing else is to be done with it).
bool report_unread(const InputItem& item, ExitStatus& status);

/// Writes `output` to std::cout (the output of a batch, in order).
void write_out(const Output& output);

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
void add_solve_command(CLI::App& app, ExitStatus& status);
void add_count_command(CLI::App& app, ExitStatus& status);
void add_generate_command(CLI::App& app, ExitStatus& status);
void add_explain_command(CLI::App& app, ExitStatus& status);
void add_grade_command(CLI::App& app, ExitStatus& status);
void add_hint_command(CLI::App& app, ExitStatus& status);
void add_export_command(CLI::App& app, ExitStatus& status);
void add_render_command(CLI::App& app, ExitStatus& status);
void add_bench_command(CLI::App& app, ExitStatus& status);
void add_serve_command(CLI::App& app, ExitStatus& status);

}  // namespace gridlogic::cli
