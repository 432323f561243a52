// gridlogic explain: the solution as deductions a person can follow.
#include <iostream>
#include <memory>
#include <mutex>

#include "api/answers.hpp"
#include "cli/common.hpp"
#include "cli/vocabulary_options.hpp"

namespace gridlogic::cli {

namespace {

// The explanation of one puzzle, as the output says it.
std::string explained(const InputOptions& options, const api::Params& params, InputItem& item,
                      ExitStatus& status) {
  if (item.puzzle == nullptr && options.json) {
    status.note(item.error_status);
    return invalid_result(item).json_line();
  }
  if (report_unread(item, status)) return {};
  const OrderedJson object = api::explain_answer(params, item, make_context(options));
  const Status said =
      status_from_string(object["status"].get<std::string>()).value_or(Status::kInvalid);
  status.note(said);
  if (options.json) return json_line(object);
  const OrderedJson& steps = object["steps"];
  std::string text =
      "puzzle " + printable(item.id) + ": " + std::to_string(steps.size()) + " steps\n";
  for (size_t i = 0; i < steps.size(); ++i) {
    text += std::to_string(i + 1) + ". [" + printable(steps[i]["rule"].get<std::string>()) + "] " +
            printable(steps[i]["text"].get<std::string>()) + '\n';
  }
  if (object.contains("error")) text += printable(object["error"].get<std::string>()) + '\n';
  // A time limit can leave a partial grid, which is not a solution to draw.
  const std::string field(item.kind->solution_field());
  if (said == Status::kSolved && object.contains(field)) {
    const Json solution(object[field]);
    text += item.puzzle->render(&solution);
  }
  return text;
}

int run(const InputOptions& options, const api::Params& params) {
  redirect_output(options.output, options.inputs());
  ExitStatus status;
  std::mutex status_mutex;
  status.note(for_each_puzzle(
      options,
      [&](InputItem& item) {
        ExitStatus own;
        std::string text = explained(options, params, item, own);
        std::lock_guard<std::mutex> lock(status_mutex);
        status.note(own.value());
        return text;
      },
      write_out));
  return status.value();
}

}  // namespace

void add_explain_command(CLI::App& app, ExitStatus& status) {
  auto options = std::make_shared<InputOptions>();
  CLI::App* command = app.add_subcommand(
      "explain", "solve step by step with named human deductions (Lights Out: light chasing)");
  options->add_to(*command, true);
  auto vocabulary = std::make_shared<VocabularyOptions>(*command, "explain");
  command->callback(
      [options, vocabulary, &status] { status.note(run(*options, vocabulary->params())); });
}

}  // namespace gridlogic::cli
