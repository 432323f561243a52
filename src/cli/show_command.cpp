// gridlogic show: draws puzzles (and their solutions) in the terminal.
#include <iostream>
#include <memory>

#include "cli/common.hpp"

namespace gridlogic::cli {

namespace {

struct ShowOptions {
  InputOptions input;
  std::string solution_file;
};

int run(const ShowOptions& options) {
  auto items = load_items(options.input);
  ExitStatus status;
  for (size_t i = 0; i < items.size(); ++i) {
    const InputItem& item = items[i];
    if (i > 0) std::cout << '\n';
    if (item.puzzle == nullptr) {
      std::cerr << "gridlogic: puzzle " << printable(item.id) << ": " << printable(item.error)
                << '\n';
      status.note(kInvalid);
      continue;
    }
    Json separate;
    const Json* solution = item.carried_solution();
    if (!options.solution_file.empty()) {
      separate = read_solution(read_all(options.solution_file), *item.kind);
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
    if (items.size() > 1) std::cout << "puzzle " << printable(item.id) << '\n';
    std::cout << item.puzzle->render(solution);
  }
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
