// gridlogic solve and gridlogic count.
#include <algorithm>
#include <functional>
#include <iostream>
#include <memory>
#include <mutex>
#include <optional>

#include "cli/common.hpp"

namespace gridlogic::cli {

namespace {

struct SolveCommandOptions {
  InputOptions input;
  std::string engine = "native";
  std::string model = "improved";
  std::map<std::string, bool> type_flags;  // solve only: --min, --kernel, ... by name
  uint64_t limit = 0;                      // count only
  bool model_given = false;

  [[nodiscard]] SolveOptions solve_options() const {
    SolveOptions out;
    out.engine = engine == "milp"  ? Engine::kMilp
                 : engine == "sat" ? Engine::kSat
                                   : Engine::kNative;
    out.model = model == "literal" ? ModelVariant::kLiteral : ModelVariant::kImproved;
    out.flags = flags_set(type_flags);
    return out;
  }
};

void add_engine_options(CLI::App& command, SolveCommandOptions& options) {
  command.add_option("--engine", options.engine, "native (default), milp (CBC) or sat (CaDiCaL)")
      ->check(CLI::IsMember({"native", "milp", "sat"}));
  command
      .add_option_function<std::string>(
          "--model",
          [&options](const std::string& value) {
            options.model = value;
            options.model_given = true;
          },
          "formulation for milp/sat: literal (the documents') or improved (default)")
      ->check(CLI::IsMember({"literal", "improved"}));
}

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
// turns the library's exceptions into invalid results. `call` returns the result object; `draw`
// says whether the human form draws its solution. The exit code is the result's status's.
using PuzzleCall = std::function<Result(InputItem&, const Context&)>;

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

int run_each(const SolveCommandOptions& options, const PuzzleCall& call, bool draw) {
  redirect_output(options.input.output, options.input.inputs());
  if (options.engine == "native" && options.model_given) {
    std::cerr << "gridlogic: note: --model chooses the milp or sat formulation; ignored with "
                 "--engine native\n";
  }
  ExitStatus status;
  std::mutex status_mutex;
  UnusedFlags unused(flags_set(options.type_flags));
  const int reading = for_each_puzzle(
      options.input,
      [&](InputItem& item) {
        std::optional<Result> result;
        if (item.puzzle == nullptr) {
          result = invalid_result(item);
        } else {
          unused.check(*item.kind);
          try {
            result = call(item, make_context(options.input));
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

// The options for `item`: the batch's, with its search threads when it has more than one (a
// copy only then: most puzzles of a batch take microseconds).
const SolveOptions& with_threads(const SolveOptions& options, const InputItem& item) {
  if (item.search_threads <= 1) return options;
  thread_local SolveOptions threaded;
  threaded = options;
  threaded.threads = item.search_threads;
  return threaded;
}

int run_solve(const SolveCommandOptions& options) {
  SolveOptions solve_options = options.solve_options();
  return run_each(
      options,
      [&](InputItem& item, const Context& ctx) {
        auto start = std::chrono::steady_clock::now();
        SolveResult result = item.puzzle->solve(ctx, with_threads(solve_options, item));
        return solve_result(item, std::move(result), elapsed_ms(start));
      },
      /*draw=*/true);
}

int run_count(const SolveCommandOptions& options) {
  SolveOptions solve_options = options.solve_options();
  return run_each(
      options,
      [&](InputItem& item, const Context& ctx) {
        auto start = std::chrono::steady_clock::now();
        CountResult result =
            item.puzzle->count(ctx, with_threads(solve_options, item), options.limit);
        return count_result(item, std::move(result), elapsed_ms(start));
      },
      /*draw=*/false);  // no solution at all is "unsolvable" in a count too
}

}  // namespace

void add_solve_commands(CLI::App& app, ExitStatus& status) {
  auto solve = std::make_shared<SolveCommandOptions>();
  const std::string flags = type_flags_summary();
  CLI::App* solve_command =
      app.add_subcommand("solve", "find a solution or prove there is none" +
                                      (flags.empty() ? "" : " (" + flags + ")"));
  solve->input.add_to(*solve_command, true);
  add_engine_options(*solve_command, *solve);
  add_type_flags(*solve_command, solve->type_flags);
  solve_command->callback([solve, &status] { status.note(run_solve(*solve)); });

  auto count = std::make_shared<SolveCommandOptions>();
  CLI::App* count_command = app.add_subcommand(
      "count", "count solutions, stopping at --limit (--limit 2 proves uniqueness)");
  count->input.add_to(*count_command, true);
  add_engine_options(*count_command, *count);
  count_command
      ->add_option("--limit", count->limit, "stop after this many solutions (0 = no limit)")
      ->check(whole_number_validator());
  count_command->callback([count, &status] { status.note(run_count(*count)); });
}

}  // namespace gridlogic::cli
