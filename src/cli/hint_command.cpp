// gridlogic hint: the next step from a player's position, or what is wrong with it.
#include <iostream>
#include <memory>
#include <mutex>

#include "cli/common.hpp"

namespace gridlogic::cli {

namespace {

struct HintOptions {
  InputOptions input;
  std::string progress;  // a position, or a file holding one; "" = the start
  std::string depth = "step";
};

// The position --progress gives: the value itself, or the content of the file it names.
Json read_progress(const std::string& value) {
  if (value.empty()) return nullptr;
  std::string text = value;
  if (value.find_first_of("\n{[") == std::string::npos && value.size() < 4096) {
    try {
      text = read_all(value);
    } catch (const InputError&) {  // not a file: the value is the position itself
    }
  }
  return parse_position(text);
}

std::string hinted(const HintOptions& options, const Json& progress, InputItem& item,
                   ExitStatus& status) {
  if (item.puzzle == nullptr && options.input.json) {
    status.note(item.error_status);
    return invalid_result(item).json_line();
  }
  if (report_unread(item, status)) return {};
  const auto start = std::chrono::steady_clock::now();
  Hint hint;
  try {
    hint = item.puzzle->hint(make_context(options.input), progress,
                             hint_depth_of(options.depth).value_or(HintDepth::kStep));
  } catch (const std::exception& error) {  // a malformed position, or NotAvailable
    item.error = error.what();
    status.note(kInvalid);
    return options.input.json
               ? invalid_result(item).json_line()
               : "puzzle " + printable(item.id) + ": " + printable(item.error) + "\n";
  }
  const Result result = hint_result(item, hint, elapsed_ms(start));
  status.note(result.status());
  if (options.input.json) return result.json_line();
  std::string text = "puzzle " + printable(item.id) + ": ";
  if (hint.status != Status::kSolved)
    return text + std::string(to_string(result.status())) + " (" + hint.error + ")\n";
  if (!hint.mistake.empty()) return text + "mistake: " + hint.mistake + "\n";
  if (hint.solved) return text + "the position is already solved\n";
  text += "look at " + hint.region + "\n";
  if (!hint.warning.empty()) text += "  warning: " + hint.warning + "\n";
  if (!hint.rule.empty() && !hint.step) text += "  rule: " + hint.rule + "\n";
  if (hint.step) text += "  [" + hint.step->rule + "] " + hint.step->text + "\n";
  if (!hint.answer.empty()) text += "  answer: " + hint.answer + "\n";
  return text;
}

}  // namespace

void add_hint_command(CLI::App& app, ExitStatus& status) {
  auto options = std::make_shared<HintOptions>();
  CLI::App* command = app.add_subcommand(
      "hint", "the next step from a position (or the start), or the first mistake in it");
  options->input.progress_meter = false;  // --progress is the position here, as players say
  options->input.add_to(*command, true);
  command->add_option(
      "--progress", options->progress,
      "the position: digits placed (a line or rows, or JSON {\"grid\", \"marks\"}), "
      "or a file holding it; default: the start");
  command
      ->add_option("--depth", options->depth,
                   "nudge (where to look), rule (and which rule), step (the deduction, default) "
                   "or answer (and the change to make)")
      ->check(CLI::IsMember(
          std::vector<std::string>(hint_depth_words().begin(), hint_depth_words().end())))
      ->capture_default_str();
  command->callback([options, &status] {
    const Json progress = read_progress(options->progress);
    redirect_output(options->input.output, options->input.inputs());
    std::mutex mutex;
    status.note(for_each_puzzle(
        options->input,
        [&](InputItem& item) {
          ExitStatus own;
          std::string text = hinted(*options, progress, item, own);
          std::lock_guard<std::mutex> lock(mutex);
          status.note(own.value());
          return Output(std::move(text));
        },
        write_out));
  });
}

}  // namespace gridlogic::cli
