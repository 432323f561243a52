// Commands that are planned (serve): each says what it will do and answers "not available yet".
#include "cli/common.hpp"

namespace gridlogic::cli {

void add_planned_commands(CLI::App& app, ExitStatus& /*status*/) {
  const std::vector<std::pair<std::string, std::string>> planned = {
      {"serve", "serve the web page to play and solve puzzles (planned)"},
  };
  for (const auto& [name, help] : planned) {
    CLI::App* command = app.add_subcommand(name, help);
    command->allow_extras();
    command->callback([name = name] {
      throw NotAvailable("'" + name + "' is not available yet in this version of gridlogic");
    });
  }
}

}  // namespace gridlogic::cli
