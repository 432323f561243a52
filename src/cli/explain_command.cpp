// gridlogic explain: the solution as deductions a person can follow.
#include <iostream>
#include <memory>
#include <mutex>

#include "cli/common.hpp"

namespace gridlogic::cli {

namespace {

// The explanation of one puzzle, as the output says it.
std::string explained(const InputOptions& options, InputItem& item, ExitStatus& status) {
  if (item.puzzle == nullptr && options.json) {
    status.note(item.error_status);
    return invalid_result(item).json_line();
  }
  if (report_unread(item, status)) return {};
  auto start = std::chrono::steady_clock::now();
  Explanation explanation = item.puzzle->explain(make_context(options));
  status.note(explanation.status);
  if (options.json) return json_line(explanation_object(item, explanation, elapsed_ms(start)));
  std::string text =
      "puzzle " + printable(item.id) + ": " + std::to_string(explanation.steps.size()) + " steps\n";
  for (size_t i = 0; i < explanation.steps.size(); ++i) {
    const Step& step = explanation.steps[i];
    text += std::to_string(i + 1) + ". [" + step.rule + "] " + step.text + '\n';
  }
  if (!explanation.error.empty()) text += explanation.error + '\n';
  // A time limit can leave a partial grid, which is not a solution to draw.
  if (explanation.status == Status::kSolved && !explanation.solution.is_null())
    text += item.puzzle->render(&explanation.solution);
  return text;
}

int run(const InputOptions& options) {
  redirect_output(options.output, options.inputs());
  ExitStatus status;
  std::mutex status_mutex;
  status.note(for_each_puzzle(
      options,
      [&](InputItem& item) {
        ExitStatus own;
        std::string text = explained(options, item, own);
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
  command->callback([options, &status] { status.note(run(*options)); });
}

}  // namespace gridlogic::cli
