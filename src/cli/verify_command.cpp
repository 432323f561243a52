// gridlogic verify: checks proposed solutions against every rule and clue.
#include <iostream>
#include <memory>
#include <optional>

#include "api/vocabulary.hpp"
#include "base/text_lines.hpp"
#include "cli/common.hpp"

namespace gridlogic::cli {

namespace {

struct VerifyOptions {
  InputOptions input;
  std::string solution_file;
};

// The solutions of a separate file: one for a single puzzle, else one JSON line per puzzle.
std::vector<Json> separate_solutions(const std::string& content,
                                     const std::vector<InputItem>& items) {
  std::vector<Json> solutions(items.size());
  if (items.size() == 1) {
    if (items[0].kind != nullptr) solutions[0] = read_solution(content, *items[0].kind);
    return solutions;
  }
  size_t index = 0;
  for (const auto& line : text_lines::split(content)) {
    if (text_lines::trim(line.text).empty()) continue;
    if (index >= items.size()) {
      throw InputError("too many solutions", "solution line " + std::to_string(line.number),
                       "more solutions than puzzles");
    }
    if (items[index].kind != nullptr)
      solutions[index] = read_solution(line.text, *items[index].kind);
    ++index;
  }
  return solutions;
}

// The verdict on one puzzle and its solution (null: none given), as the output says it.
std::string checked(const VerifyOptions& options, InputItem& item, const Json* solution,
                    ExitStatus& status) {
  auto start = std::chrono::steady_clock::now();
  std::optional<Result> result;
  if (item.puzzle == nullptr) {
    result = invalid_result(item);
  } else if (solution == nullptr || solution->is_null()) {
    const InputError missing("missing solution", "",
                             "no \"" + std::string(item.kind->solution_field()) +
                                 "\" field to verify (or give --solution FILE)");
    item.fail(missing, "line " + std::to_string(item.line) + ": " + missing.what());
    result = invalid_result(item);
  } else {
    Verdict verdict = item.puzzle->verify(*solution);
    result = verify_result(item, verdict, elapsed_ms(start));
  }
  status.note(result->status());
  if (options.input.json) return result->json_line();
  std::string text =
      "puzzle " + printable(item.id) + ": " + std::string(to_string(result->status()));
  if (const Json* error = result->find("error")) {
    text += ": " + printable(error->get<std::string>());
  }
  return text + '\n';
}

int run(const VerifyOptions& options) {
  redirect_output(options.input.output, options.input.inputs());
  ExitStatus status;
  if (options.solution_file.empty()) {
    status.note(for_each_puzzle(
        options.input,
        [&](InputItem& item) { return checked(options, item, item.carried_solution(), status); },
        write_out));
    return status.value();
  }
  // With a separate solution file the batch is held whole, to pair puzzles with solutions.
  auto items = load_items(options.input, status);
  const std::vector<Json> solutions = separate_solutions(read_all(options.solution_file), items);
  for (size_t i = 0; i < items.size(); ++i) {
    write_out(checked(options, items[i], &solutions[i], status));
  }
  return status.value();
}

}  // namespace

void add_verify_command(CLI::App& app, ExitStatus& status) {
  auto options = std::make_shared<VerifyOptions>();
  CLI::App* command =
      app.add_subcommand("verify", api::command_spec("verify").summary +
                                       " (the puzzle's solution field, or --solution FILE)");
  options->input.add_to(*command, false);
  command->add_option(
      "--solution", options->solution_file,
      "file with the solution (JSON, or text rows); for a batch, one JSON per line");
  command->callback([options, &status] { status.note(run(*options)); });
}

}  // namespace gridlogic::cli
