// gridlogic generate: puzzles with exactly one solution, reproducible from the seed.
#include <iostream>
#include <memory>

#include "cli/common.hpp"

namespace gridlogic::cli {

namespace {

struct GenerateOptions {
  std::string type;
  uint64_t seed = 1;
  unsigned count = 1;
  bool with_solution = false;
  std::string to = "json";
  double timeout = 0;
  std::map<std::string, std::string> params;
};

// The parameters a type may read; each becomes --NAME VALUE on the command line.
const std::vector<std::pair<std::string, std::string>>& parameter_help() {
  static const std::vector<std::pair<std::string, std::string>> help = {
      {"max", "Dominosa: largest value M (the double-M set)"},
      {"rows", "Binox, Lights Out: number of rows"},
      {"cols", "Binox, Lights Out: number of columns"},
      {"size", "Killer/Sudoku: N, the side of the grid (4, 6, 8, 9, 12, 16)"},
      {"box", "Killer/Sudoku: box shape HxW"},
      {"max-cage", "Killer: largest cage size"},
      {"min-cage", "Killer: smallest cage size"},
      {"givens", "Killer: none or some"},
      {"levels", "Lights Out: number of light levels k"},
      {"difficulty", "target difficulty, where the type grades puzzles"},
  };
  return help;
}

int run(GenerateOptions& options) {
  const PuzzleKind* kind = find_kind(options.type);
  if (kind == nullptr) {
    throw InputError("unknown type", "generate", "unknown puzzle type '" + options.type + "'");
  }
  if (options.with_solution && options.to == "text") {
    throw InputError("usage", "--with-solution",
                     "the text form has no place for a solution; use --to json");
  }
  GenerateParams params;
  params.values = options.params;
  ExitStatus status;
  for (unsigned i = 0; i < options.count; ++i) {
    Context ctx = Context::with_time_limit(options.timeout);
    // Puzzle i of a run is puzzle 1 of `--seed seed+i`: each can be made again on its own.
    ctx.seed = options.seed + i;
    auto start = std::chrono::steady_clock::now();
    Generated generated = kind->generate(ctx, params);
    if (generated.puzzle == nullptr) {
      std::cerr << "gridlogic: generate stopped by the time limit\n";
      status.note(kLimit);
      break;
    }
    if (options.to == "text") {
      if (i > 0) std::cout << '\n';
      std::cout << generated.puzzle->to_text();
      continue;
    }
    OrderedJson out = OrderedJson::parse(generated.puzzle->to_json().dump());
    out["id"] = std::to_string(i + 1);
    out["seed"] = ctx.seed;
    if (options.with_solution) {
      out[std::string(kind->solution_field())] = OrderedJson::parse(generated.solution.dump());
    }
    // Facts about the making (givens left, attempts) go under "generator", apart from the
    // puzzle's own fields, so the output reads back as the same puzzle.
    if (!generated.extra.empty()) out["generator"] = OrderedJson::parse(generated.extra.dump());
    out["time_ms"] = std::round(elapsed_ms(start) * 1000.0) / 1000.0;
    std::cout << out.dump() << '\n' << std::flush;
  }
  return status.value();
}

}  // namespace

void add_generate_command(CLI::App& app, ExitStatus& status) {
  auto options = std::make_shared<GenerateOptions>();
  CLI::App* command = app.add_subcommand(
      "generate", "make puzzles with exactly one solution (proved), reproducible from --seed");
  command->add_option("type", options->type, "dominosa, killer, sudoku, binox or lightsout")
      ->required()
      ->check(CLI::IsMember({"dominosa", "killer", "sudoku", "binox", "lightsout"}));
  command->add_option("--seed", options->seed, "random seed (puzzle i uses seed+i)");
  command->add_option("--count", options->count, "how many puzzles")
      ->check(CLI::Range(1U, 1000000U));
  command->add_flag("--with-solution", options->with_solution, "add the solution field (JSON)");
  command->add_option("--to", options->to, "json (JSON Lines, default) or text")
      ->check(CLI::IsMember({"json", "text"}));
  command->add_option("--timeout", options->timeout, "time limit per puzzle in seconds")
      ->check(CLI::NonNegativeNumber);
  for (const auto& [name, help] : parameter_help()) {
    command->add_option_function<std::string>(
        "--" + name,
        [options, key = name](const std::string& value) { options->params[key] = value; }, help);
  }
  command->callback([options, &status] {
    // "sudoku" is the killer type without cages.
    if (options->type == "sudoku") options->params.emplace("cages", "none");
    status.note(run(*options));
  });
}

}  // namespace gridlogic::cli
