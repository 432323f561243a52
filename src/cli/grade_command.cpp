// gridlogic grade: how hard each puzzle is for a person.
#include <iostream>
#include <memory>
#include <mutex>

#include "cli/common.hpp"

namespace gridlogic::cli {

namespace {

std::string graded(const InputOptions& options, InputItem& item, ExitStatus& status) {
  if (item.puzzle == nullptr && options.json) {
    status.note(item.error_status);
    return invalid_result(item).json_line();
  }
  if (report_unread(item, status)) return {};
  const auto start = std::chrono::steady_clock::now();
  Grade grade;
  try {
    grade = item.puzzle->grade(make_context(options));
  } catch (const std::exception& error) {  // NotAvailable
    item.error = error.what();
    status.note(kInvalid);
    return options.json ? invalid_result(item).json_line()
                        : "puzzle " + printable(item.id) + ": " + printable(item.error) + "\n";
  }
  status.note(grade.status);
  const Result result = grade_result(item, grade, elapsed_ms(start));
  if (options.json) return result.json_line();
  std::string text = "puzzle " + printable(item.id) + ": ";
  if (grade.status != Status::kSolved)
    return text + std::string(to_string(result.status())) + " (" + grade.error + ")\n";
  char rating[16];
  std::snprintf(rating, sizeof rating, "%.1f", grade.rating);
  text += grade.level + ", rating " + rating + " (hardest: " + grade.hardest_rule + ", " +
          std::to_string(grade.steps) + " steps" +
          (grade.guessed ? ", the ladder could not finish" : "") + ")\n";
  return text;
}

}  // namespace

void add_grade_command(CLI::App& app, ExitStatus& status) {
  auto options = std::make_shared<InputOptions>();
  CLI::App* command = app.add_subcommand(
      "grade", "how hard each puzzle is for a person: level, rating and the hardest rule needed");
  options->add_to(*command, true);
  command->callback([options, &status] {
    redirect_output(options->output, options->inputs());
    std::mutex mutex;
    status.note(for_each_puzzle(
        *options,
        [&](InputItem& item) {
          ExitStatus own;
          std::string text = graded(*options, item, own);
          std::lock_guard<std::mutex> lock(mutex);
          status.note(own.value());
          return Output(std::move(text));
        },
        write_out));
  });
}

}  // namespace gridlogic::cli
