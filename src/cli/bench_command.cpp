// gridlogic bench: every engine on the same puzzles, side by side, in one run.
//
// For each puzzle and engine the solve is repeated --repeat times and its median kept; the table
// then gives, per type, size and engine, the median and the worst of those over the puzzles.
// Every solution is re-checked with verify, and engines that disagree on a status are listed.
#include <algorithm>
#include <iomanip>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>

#include "cli/common.hpp"
#include "cli/vocabulary_options.hpp"

namespace gridlogic::cli {

namespace {

struct BenchOptions {
  std::vector<std::string> files;
  std::string type;
  std::vector<std::string> engines = {"native", "milp", "sat"};
  unsigned repeat = 3;
  double timeout = 60;
  std::unique_ptr<VocabularyOptions> vocabulary;  // solve's model and the kinds' switches
  bool json = false;
  bool progress = false;
  std::string output;
};

struct Run {
  Status status = Status::kInvalid;  // kWrong: the solution failed verify
  double ms = 0;
};

Run run_once(const Puzzle& puzzle, const SolveOptions& options, double timeout) {
  Context ctx = Context::with_time_limit(timeout);
  auto start = std::chrono::steady_clock::now();
  Run run;
  try {
    SolveResult result = puzzle.solve(ctx, options);
    run.ms = elapsed_ms(start);
    run.status = result.status;
    if (result.status == Status::kSolved && !puzzle.verify(result.solution.json()).valid)
      run.status = Status::kWrong;
  } catch (const std::exception& error) {
    run.ms = elapsed_ms(start);
    run.status = Status::kInvalid;
  }
  return run;
}

double median(std::vector<double> values) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  size_t n = values.size();
  return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

struct Group {
  std::string type, size, engine;
  std::vector<double> ms;
  std::map<std::string, int> statuses;
};

std::string fixed(double value) {
  std::ostringstream out;
  out << std::fixed << std::setprecision(value < 10 ? 3 : 1) << value;
  return out.str();
}

int run(const BenchOptions& options) {
  const api::Params params = options.vocabulary->params();
  std::vector<Group> groups;
  auto group_of = [&](const InputItem& item, const std::string& engine) -> Group& {
    std::string type(item.puzzle->type_name());
    std::string size = item.puzzle->size_label();
    for (auto& g : groups) {
      if (g.type == type && g.size == size && g.engine == engine) return g;
    }
    groups.push_back({type, size, engine, {}, {}});
    return groups.back();
  };
  std::vector<std::string> disagreements;
  ExitStatus status;
  redirect_output(options.output, options.files);
  InputOptions input;
  input.files = options.files;
  input.type = options.type;
  input.progress = options.progress;
  // Puzzle by puzzle: a bad one is reported and skipped, the others are still timed.
  status.note(for_each_puzzle(
      input,
      [&](InputItem& item) {
        if (report_unread(item, status)) return std::string();  // skipped; the rest is timed
        std::map<std::string, Status> status_by_engine;
        for (const auto& engine : options.engines) {
          SolveOptions solve = params.solve_options();
          solve.engine = api::engine_of(engine);
          std::vector<double> times;
          Run last;
          for (unsigned r = 0; r < options.repeat; ++r) {
            last = run_once(*item.puzzle, solve, options.timeout);
            times.push_back(last.ms);
            if (last.status == Status::kTimeout || last.status == Status::kInvalid) break;
          }
          Group& g = group_of(item, engine);
          g.ms.push_back(median(times));
          g.statuses[std::string(to_string(last.status))]++;
          status_by_engine[engine] = last.status;
        }
        std::optional<Status> first;
        for (const auto& [engine, verdict] : status_by_engine) {
          if (verdict == Status::kTimeout || verdict == Status::kInvalid) continue;  // no answer
          if (!first) first = verdict;
          if (verdict != *first || verdict == Status::kWrong) {
            std::string line = "puzzle " + printable(item.id) + ":";
            for (const auto& [e, v] : status_by_engine)
              line += " " + e + "=" + std::string(to_string(v));
            disagreements.push_back(line);
            break;
          }
        }
        return std::string();
      },
      [](const Output&) {}));
  if (options.json) {
    for (const auto& g : groups) {
      OrderedJson out;
      out["type"] = g.type;
      out["size"] = g.size;
      out["engine"] = g.engine;
      out["puzzles"] = g.ms.size();
      out["median_ms"] = median(g.ms);
      out["worst_ms"] = g.ms.empty() ? 0 : *std::max_element(g.ms.begin(), g.ms.end());
      out["statuses"] = g.statuses;
      std::cout << json_line(out);
    }
  } else {
    std::cout << "| type | size | engine | puzzles | median ms | worst ms | statuses |\n"
                 "|---|---|---|---:|---:|---:|---|\n";
    for (const auto& g : groups) {
      std::string statuses;
      for (const auto& [s, n] : g.statuses)
        statuses += (statuses.empty() ? "" : ", ") + s + " " + std::to_string(n);
      std::cout << "| " << g.type << " | " << g.size << " | " << g.engine << " | " << g.ms.size()
                << " | " << fixed(median(g.ms)) << " | "
                << fixed(g.ms.empty() ? 0 : *std::max_element(g.ms.begin(), g.ms.end())) << " | "
                << statuses << " |\n";
    }
    std::cout << "\n"
              << (disagreements.empty() ? "engines agree on every puzzle" : "DISAGREEMENTS:")
              << '\n';
    for (const auto& line : disagreements) std::cout << line << '\n';
  }
  if (!disagreements.empty()) status.note(kFailed);
  return status.value();
}

}  // namespace

void add_bench_command(CLI::App& app, ExitStatus& status) {
  auto options = std::make_shared<BenchOptions>();
  CLI::App* command = app.add_subcommand(
      "bench", "run engines side by side on the same puzzles: median and worst time per size");
  command->add_option("files", options->files, "puzzle files")->required();
  command->add_option("--type", options->type, "puzzle type when the input does not say it");
  const std::vector<std::string_view> engines =
      api::command_spec("solve").option("engine")->words();
  command
      ->add_option("--engines", options->engines,
                   "engines to run, comma-separated (" +
                       option_help(*api::command_spec("solve").option("engine")) + ")")
      ->delimiter(',')
      ->check(CLI::IsMember(std::vector<std::string>(engines.begin(), engines.end())));
  options->vocabulary = std::make_unique<VocabularyOptions>(
      *command, "solve", std::vector<std::string_view>{"engine"});
  command->add_option("--repeat", options->repeat, "solves per puzzle and engine (median kept)")
      ->check(CLI::Range(1U, 1000U));
  command->add_option("--timeout", options->timeout, "time limit per solve in seconds")
      ->check(seconds_validator());
  command->add_flag("--json", options->json, "one JSON object per row");
  add_output_option(*command, options->output);
  command->add_flag("--progress", options->progress,
                    "show count, rate and time left on stderr (when it is a terminal)");
  command->callback([options, &status] { status.note(run(*options)); });
}

}  // namespace gridlogic::cli
