// gridlogic: the command line. Thin: parses options, reads input, calls the library, prints.
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <functional>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#if defined(__GLIBCXX__)
#include <unistd.h>

#include <ext/stdio_filebuf.h>
#endif

#include "cli/common.hpp"
#include "gridlogic/version.hpp"
#include "platform/module.hpp"
#include "platform/vector_unit.hpp"

namespace {

// "gridlogic 0.1.0 (git 5cd62eb)" and a line on the modules: where each is found, or that it
// is not (its commands then answer "not available").
std::string version_text() {
  std::string text = std::string("gridlogic ") + gridlogic::kVersion;
  if (*gridlogic::kGitDescription != '\0') {
    text += std::string(" (git ") + gridlogic::kGitDescription + ")";
  }
  const auto unit = gridlogic::platform::vector_unit();
  const auto widest = gridlogic::platform::widest_vector_unit();
  text += "\nvector unit: " + std::string(gridlogic::platform::vector_unit_name(unit));
  if (unit != widest) {
    text += " (set by GRIDLOGIC_VECTOR_UNIT; this CPU runs " +
            std::string(gridlogic::platform::vector_unit_name(widest)) + ")";
  }
  text += "\nmodules, loaded on first use:";
  if (*gridlogic::kModules[0] == '\0') text += " none in this build";
  for (const char* module : gridlogic::kModules) {
    if (*module == '\0') continue;  // the list of a build without modules
    const std::string file = std::string(module) + ".so";
    const std::string path = gridlogic::platform::find_module_file(file);
    text += "\n  " + file + ": " +
            (path.empty() ? "not found (its commands answer not available)" : path);
  }
  return text;
}

// Letters to change, add or remove to turn `a` into `b`.
size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diagonal = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      const size_t substitute = diagonal + (a[i - 1] == b[j - 1] ? 0 : 1);
      diagonal = row[j];
      row[j] = std::min({substitute, row[j] + 1, row[j - 1] + 1});
    }
  }
  return row[b.size()];
}

CLI::App* find_command(CLI::App& app, std::string_view name) {
  auto found = app.get_subcommands([&](CLI::App* command) { return command->get_name() == name; });
  return found.empty() ? nullptr : found.front();
}

// What the parser cannot say well by itself: `help [command]`, and an unknown command word
// with the nearest command suggested. Returns the exit code when it answered.
std::optional<int> answer_before_parsing(CLI::App& app, int argc, char** argv) {
  using gridlogic::cli::kInvalid;
  using gridlogic::cli::kOk;
  if (argc < 2 || argv[1][0] == '-') return std::nullopt;
  const std::string_view word = argv[1];
  if (word == "help") {
    if (argc == 2) {
      std::cout << app.help();
      return kOk;
    }
    if (CLI::App* command = find_command(app, argv[2])) {
      std::cout << command->help();
      return kOk;
    }
  } else if (find_command(app, word) != nullptr) {
    return std::nullopt;
  }
  const std::string_view unknown = word == "help" ? std::string_view(argv[2]) : word;
  std::string nearest;
  size_t best = 3;  // suggest only what is at most two edits away
  for (CLI::App* command : app.get_subcommands([](CLI::App*) { return true; })) {
    const size_t distance = edit_distance(unknown, command->get_name());
    if (distance < best) {
      best = distance;
      nearest = command->get_name();
    }
  }
  std::cerr << "gridlogic: unknown command '" << gridlogic::cli::printable(unknown) << "'"
            << (nearest.empty() ? "" : " (did you mean " + nearest + "?)")
            << "; 'gridlogic help' lists the commands\n";
  return kInvalid;
}

// The command words, each with the function that adds its command to the parser.
struct CommandAdder {
  std::string_view word;
  void (*add)(CLI::App&, gridlogic::cli::ExitStatus&);
};

constexpr CommandAdder kCommands[] = {
    {"verify", gridlogic::cli::add_verify_command},
    {"convert", gridlogic::cli::add_convert_command},
    {"show", gridlogic::cli::add_show_command},
    {"solve", gridlogic::cli::add_solve_command},
    {"count", gridlogic::cli::add_count_command},
    {"generate", gridlogic::cli::add_generate_command},
    {"explain", gridlogic::cli::add_explain_command},
    {"grade", gridlogic::cli::add_grade_command},
    {"hint", gridlogic::cli::add_hint_command},
    {"export", gridlogic::cli::add_export_command},
    {"render", gridlogic::cli::add_render_command},
    {"bench", gridlogic::cli::add_bench_command},
    {"serve", gridlogic::cli::add_serve_command},
};

// Adds the commands to the parser: only the one named on the command line when it is a command
// word, else all (help lists them, a typo gets the nearest). Making every command's options is
// most of the program's start-up, which a batch of one puzzle pays in full.
void add_commands(CLI::App& app, gridlogic::cli::ExitStatus& status, int argc, char** argv) {
  const std::string_view word = argc > 1 ? std::string_view(argv[1]) : std::string_view();
  const bool named = !word.empty() &&
                     std::any_of(std::begin(kCommands), std::end(kCommands),
                                 [&](const CommandAdder& command) { return command.word == word; });
  for (const CommandAdder& command : kCommands) {
    if (!named || command.word == word) command.add(app, status);
  }
}

// Results go through std::cout alone, and its own buffer, not C stdio's, saves a lock and a
// copy per write; std::cin reads blocks past stdio's. sync_with_stdio(false) would do both but
// also make buffers for std::cerr, std::clog and the three wide streams (120 KB of heap, about
// five page faults a run), which the program never uses. The buffers live as long as the
// program, as the C++ library flushes std::cout at exit, after static objects are gone; the
// pointers here keep them reachable once --output has given std::cout a file's buffer.
void use_own_stream_buffers() {
#if defined(__GLIBCXX__)
  constexpr size_t kBufferBytes = 8192;  // what sync_with_stdio(false) gives each stream
  static auto* const out =
      new __gnu_cxx::stdio_filebuf<char>(STDOUT_FILENO, std::ios::out, kBufferBytes);
  static auto* const in =
      new __gnu_cxx::stdio_filebuf<char>(STDIN_FILENO, std::ios::in, kBufferBytes);
  std::cout.rdbuf(out);
  std::cin.rdbuf(in);
#else
  std::ios::sync_with_stdio(false);
#endif
}

}  // namespace

int main(int argc, char** argv) {
  using namespace gridlogic::cli;
  use_own_stream_buffers();
  CLI::App app{
      "gridlogic — model and solve logic puzzles exactly: Dominosa, Killer Sudoku/Sudoku, Binox, "
      "Lights Out.\nInput: JSON, JSON Lines or text (see FORMATS.md), from FILE or stdin.\n"
      "Exit codes: 0 success, 1 no solution / verification failed, 2 invalid input or usage, "
      "3 a limit was reached, 4 the output could not be written."};
  app.require_subcommand(1);
  try {
    gridlogic::platform::vector_unit();  // a bad GRIDLOGIC_VECTOR_UNIT is a usage error
  } catch (const std::invalid_argument& error) {
    std::cerr << "gridlogic: " << printable(error.what()) << '\n';
    return kInvalid;
  }
  ExitStatus status;
  add_commands(app, status, argc, argv);
  app.set_version_flag("--version", std::function<std::string()>(version_text));
  if (std::optional<int> answered = answer_before_parsing(app, argc, argv)) return *answered;
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
    int code = app.exit(error);
    return code == 0 ? kOk : kInvalid;
  } catch (const gridlogic::NotAvailable& error) {
    std::cerr << "gridlogic: " << printable(error.what()) << '\n';
    return kInvalid;
  } catch (const gridlogic::InputError& error) {
    std::cerr << "gridlogic: " << printable(error.what()) << '\n';
    return kInvalid;
  } catch (const std::exception& error) {
    std::cerr << "gridlogic: " << printable(error.what()) << '\n';
    return kInvalid;
  }
  // Results that never reached their file are not a success (a full disk, a closed stream).
  std::cout.flush();
  if (!std::cout) {
    std::cerr << "gridlogic: the output could not be written: " << std::strerror(errno) << '\n';
    return kOutputLost;
  }
  return status.value();
}
