// gridlogic hint: the next step from a player's position, or what is wrong with it.
#include <iostream>
#include <memory>
#include <mutex>
#include <optional>

#include "api/answers.hpp"
#include "cli/common.hpp"
#include "cli/vocabulary_options.hpp"

namespace gridlogic::cli {

namespace {

struct HintOptions {
  InputOptions input;
  std::string progress;  // a position, or a file holding one; "" = the start
  std::unique_ptr<VocabularyOptions> vocabulary;  // depth; progress as read here
};

// The position --progress gives: the value itself, or the content of the file it names. Read
// once here, so that a position that cannot be read stops the command before any puzzle.
std::string read_progress(const std::string& value) {
  std::string text = value;
  if (value.find_first_of("\n{[") == std::string::npos && value.size() < 4096) {
    try {
      text = read_all(value);
    } catch (const InputError&) {  // not a file: the value is the position itself
    }
  }
  (void)parse_position(text);
  return text;
}

std::string field_text(const OrderedJson& object, const char* key) {
  return object.contains(key) ? printable(object[key].get<std::string>()) : std::string();
}

// A hint for a person: the mistake, or where to look, the rule, the step and the answer, as
// deep as asked.
std::string hint_text(const InputItem& item, const Result& result) {
  const OrderedJson object = result.to_json();
  std::string text = "puzzle " + printable(item.id) + ": ";
  switch (result.status()) {
    case Status::kMistake:
      return text + "mistake: " + field_text(object, "mistake") + "\n";
    case Status::kComplete:
      return text + "the position is already solved\n";
    case Status::kHint:
      break;
    default:
      return text + std::string(to_string(result.status())) + " (" +
             field_text(object, object.contains("reason") ? "reason" : "error") + ")\n";
  }
  text += field_text(object, "nudge") + "\n";
  if (object.contains("warning")) text += "  warning: " + field_text(object, "warning") + "\n";
  if (object.contains("step")) {
    const OrderedJson& step = object["step"];
    text += "  [" + printable(step["rule"].get<std::string>()) + "] " +
            printable(step["text"].get<std::string>()) + "\n";
  } else if (object.contains("rule")) {
    text += "  rule: " + field_text(object, "rule") + "\n";
  }
  if (object.contains("answer")) text += "  answer: " + field_text(object, "answer") + "\n";
  return text;
}

std::string hinted(const HintOptions& options, const api::Params& params, InputItem& item,
                   ExitStatus& status) {
  if (item.puzzle == nullptr && options.input.json) {
    status.note(item.error_status);
    return invalid_result(item).json_line();
  }
  if (report_unread(item, status)) return {};
  std::optional<Result> result;
  try {
    result = api::hint_answer(params, item, make_context(options.input));
  } catch (const api::ApiError& error) {  // the position, though it is checked before the batch
    item.error = error.error;
  } catch (const std::exception& error) {  // a position that does not fit, or NotAvailable
    item.error = error.what();
  }
  if (!result) {
    status.note(kInvalid);
    return options.input.json
               ? invalid_result(item).json_line()
               : "puzzle " + printable(item.id) + ": " + printable(item.error) + "\n";
  }
  status.note(result->status());
  return options.input.json ? result->json_line() : hint_text(item, *result);
}

}  // namespace

void add_hint_command(CLI::App& app, ExitStatus& status) {
  auto options = std::make_shared<HintOptions>();
  CLI::App* command = app.add_subcommand("hint", api::command_spec("hint").summary);
  options->input.progress_meter = false;  // --progress is the position here, as players say
  options->input.add_to(*command, true);
  options->vocabulary = std::make_unique<VocabularyOptions>(
      *command, "hint", std::vector<std::string_view>{"progress"});
  command->add_option(
      "--progress", options->progress,
      option_help(*api::command_spec("hint").option("progress")) +
          "; a position's text (a line or rows of digits, or JSON {\"grid\", \"marks\"}) or a "
          "file holding it");
  command->callback([options, &status] {
    if (!options->progress.empty()) {
      options->vocabulary->set("progress", read_progress(options->progress));
    }
    const api::Params params = options->vocabulary->params();
    redirect_output(options->input.output, options->input.inputs());
    std::mutex mutex;
    status.note(for_each_puzzle(
        options->input,
        [&](InputItem& item) {
          ExitStatus own;
          std::string text = hinted(*options, params, item, own);
          std::lock_guard<std::mutex> lock(mutex);
          status.note(own.value());
          return Output(std::move(text));
        },
        write_out));
  });
}

}  // namespace gridlogic::cli
