// gridlogic convert: between JSON (Lines) and the text form, losslessly.
#include <iostream>
#include <memory>

#include "cli/common.hpp"

namespace gridlogic::cli {

namespace {

struct ConvertOptions {
  InputOptions input;
  std::string to = "json";
};

int run(const ConvertOptions& options) {
  redirect_output(options.input.output, options.input.inputs());
  ExitStatus status;
  bool first_text = true;
  status.note(for_each_puzzle(
      options.input,
      [&](InputItem& item) -> std::string {
        if (report_unread(item, status)) return {};
        if (options.to == "json") return json_line(converted_object(item));
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
  CLI::App* command =
      app.add_subcommand("convert", "rewrite puzzles as JSON Lines or as text (lossless)");
  options->input.add_to(*command, false);
  command->add_option("--to", options->to, "json or text")->check(CLI::IsMember({"json", "text"}));
  command->callback([options, &status] { status.note(run(*options)); });
}

}  // namespace gridlogic::cli
