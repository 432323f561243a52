// gridlogic convert: between JSON (Lines) and the text form, losslessly, and into the formats of
// other programs that the puzzle's type offers (foreign_format.hpp).
#include <iostream>
#include <memory>

#include "cli/common.hpp"
#include "gridlogic/foreign_format.hpp"

namespace gridlogic::cli {

namespace {

struct ConvertOptions {
  InputOptions input;
  std::string to = "json";
};

// The puzzle in another program's format, one line; a puzzle the format cannot say is an error
// of that puzzle (exit code 2), said on stderr, and the others are written.
std::string foreign_line(const InputItem& item, const std::string& format, ExitStatus& status) {
  try {
    return write_foreign(*item.puzzle, format) + "\n";
  } catch (const NotAvailable& error) {
    std::cerr << "gridlogic: puzzle " << printable(item.id) << ": no " << format
              << " form: " << printable(error.what()) << '\n';
    status.note(kInvalid);
    return {};
  }
}

int run(const ConvertOptions& options) {
  redirect_output(options.input.output, options.input.inputs());
  ExitStatus status;
  bool first_text = true;
  status.note(for_each_puzzle(
      options.input,
      [&](InputItem& item) -> std::string {
        if (report_unread(item, status)) return {};
        if (options.to == "json") return json_line(converted_object(item));
        if (options.to != "text") return foreign_line(item, options.to, status);
        std::string text = first_text ? "" : "\n";
        first_text = false;
        return text + item.puzzle->to_text();
      },
      write_out));
  return status.value();
}

}  // namespace

void add_convert_command(CLI::App& app, ExitStatus& status) {
  auto options = std::make_shared<ConvertOptions>();
  CLI::App* command = app.add_subcommand(
      "convert", "rewrite puzzles as JSON Lines, as text, or in another program's format");
  options->input.add_to(*command, false);
  std::vector<std::string> targets = {"json", "text"};
  std::string foreign_names;
  for (std::string_view name : foreign_format_names()) {
    targets.emplace_back(name);
    foreign_names += ", " + std::string(name);
  }
  command->add_option("--to", options->to, "json, text" + foreign_names + " (docs/FORMATS.md)")
      ->check(CLI::IsMember(targets));
  command->callback([options, &status] { status.note(run(*options)); });
}

}  // namespace gridlogic::cli
