// gridlogic show: draws puzzles (and their solutions) in the terminal.
#include <iostream>
#include <memory>
#include <optional>

#include "cli/common.hpp"

namespace gridlogic::cli {

namespace {

struct ShowOptions {
  InputOptions input;
  std::string solution_file;
};

int run(const ShowOptions& options) {
  redirect_output(options.input.output, options.input.inputs());
  ExitStatus status;
  // A separate solution is for one puzzle: read once, drawn on the first.
  std::optional<std::string> solution_text;
  if (!options.solution_file.empty()) solution_text = read_all(options.solution_file);
  // One puzzle is drawn as it is; several each under a "puzzle ID" line, so the first is held
  // until a second shows that there are several.
  size_t drawn = 0;
  std::string held;
  status.note(for_each_puzzle(
      options.input,
      [&](InputItem& item) -> std::string {
        if (report_unread(item, status)) return {};
        Json separate;
        const Json* solution = item.carried_solution();
        if (solution_text) {
          separate = read_solution(*solution_text, *item.kind);
          solution = &separate;
        }
        if (solution != nullptr) {
          Verdict verdict = item.puzzle->verify(*solution);
          if (!verdict.valid) {
            std::cerr << "gridlogic: puzzle " << printable(item.id)
                      << ": the solution is wrong: " << printable(verdict.error) << '\n';
            status.note(kFailed);
            solution = nullptr;  // never draw a broken solution as if it were one
          }
        }
        return "puzzle " + printable(item.id) + '\n' + item.puzzle->render(solution);
      },
      [&](const Output& output) {
        const std::string& text = output.text();
        if (text.empty()) return;
        if (++drawn == 1) {
          held = text;
          return;
        }
        if (drawn == 2) write_out(held);
        write_out("\n" + text);
      }));
  if (drawn == 1) write_out(held.substr(held.find('\n') + 1));
  return status.value();
}

}  // namespace

void add_show_command(CLI::App& app, ExitStatus& status) {
  auto options = std::make_shared<ShowOptions>();
  CLI::App* command =
      app.add_subcommand("show", "draw puzzles in the terminal, with their solution when given");
  options->input.add_to(*command, false);
  command->add_option("--solution", options->solution_file, "file with the solution to draw");
  command->callback([options, &status] { status.note(run(*options)); });
}

}  // namespace gridlogic::cli
