// gridlogic export: the MILP (LP, MPS) or SAT (DIMACS CNF) model of a puzzle.
#include <iostream>
#include <memory>

#include "cli/common.hpp"

namespace gridlogic::cli {

namespace {

struct ExportOptions {
  InputOptions input;
  std::string to = "lp";
  std::string model = "literal";
};

int run(const ExportOptions& options) {
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
  ExportFormat format = options.to == "mps"   ? ExportFormat::kMps
                        : options.to == "cnf" ? ExportFormat::kCnf
                                              : ExportFormat::kLp;
  ModelVariant model =
      options.model == "improved" ? ModelVariant::kImproved : ModelVariant::kLiteral;
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
  CLI::App* command = app.add_subcommand(
      "export", "write the puzzle's MILP model (CPLEX LP, free MPS) or SAT model (DIMACS CNF)");
  options->input.add_to(*command, false);
  command->add_option("--to", options->to, "lp, mps or cnf")
      ->check(CLI::IsMember({"lp", "mps", "cnf"}));
  command->add_option("--model", options->model, "literal (the documents', default) or improved")
      ->check(CLI::IsMember({"literal", "improved"}));
  command->add_option("--timeout", options->input.timeout, "time limit in seconds (0 = none)")
      ->check(seconds_validator())
      ->capture_default_str();
  add_model_budget_option(*command, options->input.max_model_entries);
  command->callback([options, &status] { status.note(run(*options)); });
}

}  // namespace gridlogic::cli
