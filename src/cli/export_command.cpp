// gridlogic export: the MILP (LP, MPS) or SAT (DIMACS CNF) model of a puzzle.
#include <iostream>
#include <memory>

#include "cli/common.hpp"
#include "cli/vocabulary_options.hpp"

namespace gridlogic::cli {

namespace {

struct ExportOptions {
  InputOptions input;
  std::unique_ptr<VocabularyOptions> vocabulary;  // to, model
};

int run(const ExportOptions& options) {
  const api::Params params = options.vocabulary->params();
  const std::vector<std::string> files = options.input.inputs();
  if (files.size() != 1) {
    throw InputError("one puzzle", "export", "export writes one model: give one input file");
  }
  redirect_output(options.input.output, files);
  InputFile input(files[0]);
  PuzzleReader reader(input.stream(), options.input.read_options(files[0]));
  std::optional<InputItem> first = reader.next();
  if (!first) throw InputError("one puzzle", files[0], "the input holds no puzzle");
  if (reader.next_text()) {
    throw InputError("one puzzle", files[0],
                     "export writes one model: the input holds more than one puzzle");
  }
  InputItem& item = *first;
  ExitStatus unread;
  if (report_unread(item, unread)) return unread.value();
  const ExportFormat format = api::export_format_of(params.word("to"));
  const ModelVariant model = api::model_of(params.word("model"));
  try {
    std::cout << item.puzzle->export_model(make_context(options.input), format, model);
  } catch (const TimeLimitReached& error) {
    std::cerr << "gridlogic: puzzle " << printable(item.id) << ": " << error.what() << '\n';
    return kLimit;
  } catch (const TooLarge& error) {  // the model past --max-model-entries
    std::cerr << "gridlogic: puzzle " << printable(item.id) << ": " << printable(error.what())
              << '\n';
    return kLimit;
  }
  return kOk;
}

}  // namespace

void add_export_command(CLI::App& app, ExitStatus& status) {
  auto options = std::make_shared<ExportOptions>();
  CLI::App* command = app.add_subcommand("export", api::command_spec("export").summary);
  options->input.add_to(*command, false);
  options->vocabulary = std::make_unique<VocabularyOptions>(*command, "export");
  command->add_option("--timeout", options->input.timeout, "time limit in seconds (0 = none)")
      ->check(seconds_validator())
      ->capture_default_str();
  add_model_budget_option(*command, options->input.max_model_entries);
  command->callback([options, &status] { status.note(run(*options)); });
}

}  // namespace gridlogic::cli
