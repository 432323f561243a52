// gridlogic convert: between JSON (Lines) and the text form, losslessly, and into the formats of
// other programs that the puzzle's type offers (foreign_format.hpp).
#include <iostream>
#include <memory>

#include "cli/common.hpp"
#include "cli/vocabulary_options.hpp"
#include "gridlogic/foreign_format.hpp"

namespace gridlogic::cli {

namespace {

struct ConvertOptions {
  InputOptions input;
  std::unique_ptr<VocabularyOptions> vocabulary;  // to
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
  const std::string to = options.vocabulary->params().word("to");
  redirect_output(options.input.output, options.input.inputs());
  ExitStatus status;
  bool first_text = true;
  status.note(for_each_puzzle(
      options.input,
      [&](InputItem& item) -> std::string {
        if (report_unread(item, status)) return {};
        if (to == "json") return json_line(converted_object(item));
        if (to != "text") return foreign_line(item, to, status);
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
  CLI::App* command = app.add_subcommand("convert", api::command_spec("convert").summary);
  options->input.add_to(*command, false);
  options->vocabulary = std::make_unique<VocabularyOptions>(*command, "convert");
  command->callback([options, &status] { status.note(run(*options)); });
}

}  // namespace gridlogic::cli
