// gridlogic grade: how hard each puzzle is for a person.
#include <iostream>
#include <memory>
#include <mutex>
#include <optional>

#include "api/answers.hpp"
#include "cli/common.hpp"
#include "cli/vocabulary_options.hpp"

namespace gridlogic::cli {

namespace {

std::string graded(const InputOptions& options, const api::Params& params, InputItem& item,
                   ExitStatus& status) {
  if (item.puzzle == nullptr && options.json) {
    status.note(item.error_status);
    return invalid_result(item).json_line();
  }
  if (report_unread(item, status)) return {};
  std::optional<Result> result;
  try {
    result = api::grade_answer(params, item, make_context(options));
  } catch (const std::exception& error) {  // NotAvailable
    item.error = error.what();
    status.note(kInvalid);
    return options.json ? invalid_result(item).json_line()
                        : "puzzle " + printable(item.id) + ": " + printable(item.error) + "\n";
  }
  status.note(result->status());
  if (options.json) return result->json_line();
  const OrderedJson object = result->to_json();
  std::string text = "puzzle " + printable(item.id) + ": ";
  if (result->status() != Status::kSolved) {
    return text + std::string(to_string(result->status())) + " (" +
           object.value("error", object.value("reason", std::string())) + ")\n";
  }
  char rating[16];
  std::snprintf(rating, sizeof rating, "%.1f", object["rating"].get<double>());
  text += object["level"].get<std::string>() + ", rating " + rating +
          " (hardest: " + object["hardest_rule"].get<std::string>() + ", " +
          std::to_string(object["steps"].get<size_t>()) + " steps" +
          (object["guessed"].get<bool>() ? ", the ladder could not finish" : "") + ")\n";
  return text;
}

}  // namespace

void add_grade_command(CLI::App& app, ExitStatus& status) {
  auto options = std::make_shared<InputOptions>();
  CLI::App* command = app.add_subcommand("grade", api::command_spec("grade").summary);
  options->add_to(*command, true);
  auto vocabulary = std::make_shared<VocabularyOptions>(*command, "grade");
  command->callback([options, vocabulary, &status] {
    const api::Params params = vocabulary->params();
    redirect_output(options->output, options->inputs());
    std::mutex mutex;
    status.note(for_each_puzzle(
        *options,
        [&](InputItem& item) {
          ExitStatus own;
          std::string text = graded(*options, params, item, own);
          std::lock_guard<std::mutex> lock(mutex);
          status.note(own.value());
          return Output(std::move(text));
        },
        write_out));
  });
}

}  // namespace gridlogic::cli
