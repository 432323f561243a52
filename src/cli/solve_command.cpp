// gridlogic solve and gridlogic count.
#include <algorithm>
#include <functional>
#include <iostream>
#include <memory>
#include <mutex>
#include <optional>

#include "api/answers.hpp"
#include "cli/common.hpp"
#include "cli/vocabulary_options.hpp"

namespace gridlogic::cli {

namespace {

struct SolveCommandOptions {
  InputOptions input;
  std::unique_ptr<VocabularyOptions> vocabulary;  // engine, model, limit, the kinds' switches
};

// Text for a person: a status line, the extra facts, the drawing.
std::string human(const InputItem& item, const Result& result, bool draw) {
  const OrderedJson object = result.to_json();
  std::string out = "puzzle " + printable(item.id) + ": " + std::string(to_string(result.status()));
  if (object.contains("time_ms")) out += " (" + object["time_ms"].dump() + " ms)";
  out += '\n';
  const std::string field(item.kind ? item.kind->solution_field() : "solution");
  out += describe_extra(object, {"id", "type", "status", "time_ms", field});
  const Json* solution = result.find(field);
  if (draw && item.puzzle != nullptr && solution != nullptr && !solution->is_null()) {
    out += item.puzzle->render(solution);
  }
  return out;
}

// Runs `call` on every puzzle of the input (in --threads threads, printed in input order) and
// turns the library's exceptions into invalid results. `call` is the API's answer for the
// command; `draw` says whether the human form draws its solution. The exit code is the result's
// status's.
using PuzzleCall = Result (*)(const api::Params&, InputItem&, const Context&);

// Says once per type when a switch given on the command line means nothing to it (--min on a
// sudoku), instead of ignoring it without a word.
class UnusedFlags {
 public:
  explicit UnusedFlags(const std::set<std::string, std::less<>>& flags) : flags_(flags) {}
  void check(const PuzzleKind& kind) {
    if (flags_.empty()) return;  // the usual case: no lock on every puzzle of a batch
    std::lock_guard<std::mutex> lock(mutex_);
    if (!seen_.insert(&kind).second) return;
    for (const std::string& flag : flags_) {
      const auto& offered = kind.solve_flags();
      if (std::none_of(offered.begin(), offered.end(),
                       [&](const FlagSpec& spec) { return spec.name == flag; })) {
        std::cerr << "gridlogic: note: --" << flag << " does not apply to " << kind.title()
                  << " puzzles; ignored for them\n";
      }
    }
  }

 private:
  const std::set<std::string, std::less<>> flags_;
  std::set<const PuzzleKind*> seen_;
  std::mutex mutex_;
};

int run_each(const SolveCommandOptions& options, PuzzleCall call, bool draw) {
  const api::Params params = options.vocabulary->params();
  redirect_output(options.input.output, options.input.inputs());
  if (params.word("engine") == "native" && options.vocabulary->given("model")) {
    std::cerr << "gridlogic: note: --model chooses the milp or sat formulation; ignored with "
                 "--engine native\n";
  }
  ExitStatus status;
  std::mutex status_mutex;
  UnusedFlags unused(params.switches());
  const int reading = for_each_puzzle(
      options.input,
      [&](InputItem& item) {
        std::optional<Result> result;
        if (item.puzzle == nullptr) {
          result = invalid_result(item);
        } else {
          unused.check(*item.kind);
          try {
            result = call(params, item, make_context(options.input));
          } catch (const InputError& error) {  // an engine's model past its size bound
            item.fail(error, error.what());
            result = invalid_result(item);
          } catch (const std::exception& error) {  // NotAvailable, or an engine's refusal
            item.error = error.what();
            result = invalid_result(item);
          }
        }
        {
          std::lock_guard<std::mutex> lock(status_mutex);
          status.note(result->status());
        }
        if (options.input.json) return Output(std::move(*result));
        return Output(human(item, *result, draw));
      },
      write_out);
  status.note(reading);
  return status.value();
}

}  // namespace

void add_solve_command(CLI::App& app, ExitStatus& status) {
  auto solve = std::make_shared<SolveCommandOptions>();
  CLI::App* solve_command = app.add_subcommand("solve", api::command_spec("solve").summary);
  solve->input.add_to(*solve_command, true);
  solve->vocabulary = std::make_unique<VocabularyOptions>(*solve_command, "solve");
  solve_command->callback(
      [solve, &status] { status.note(run_each(*solve, api::solve_answer, /*draw=*/true)); });
}

void add_count_command(CLI::App& app, ExitStatus& status) {
  auto count = std::make_shared<SolveCommandOptions>();
  CLI::App* count_command = app.add_subcommand("count", api::command_spec("count").summary);
  count->input.add_to(*count_command, true);
  count->vocabulary = std::make_unique<VocabularyOptions>(*count_command, "count");
  // No solution at all is "unsolvable" in a count too: nothing is drawn.
  count_command->callback(
      [count, &status] { status.note(run_each(*count, api::count_answer, /*draw=*/false)); });
}

}  // namespace gridlogic::cli
