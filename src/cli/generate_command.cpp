// gridlogic generate: puzzles with exactly one solution, reproducible from the seed.
#include <algorithm>
#include <iostream>
#include <memory>

#include "cli/common.hpp"
#include "cli/progress.hpp"
#include "cli/vocabulary_options.hpp"

namespace gridlogic::cli {

namespace {

struct GenerateOptions {
  std::string type;
  std::unique_ptr<VocabularyOptions> vocabulary;  // seed, with_solution
  uint64_t seed = 1;                              // read from it when the command runs
  unsigned count = 1;
  bool with_solution = false;
  std::string to = "json";
  double timeout = 0;
  std::map<std::string, std::string> params;
  std::string output;
  bool progress = false;
};

// "Title: meaning (range, default)" of one kind's parameter.
std::string describe(const PuzzleKind& kind, const ParamSpec& spec) {
  std::string out = std::string(kind.title()) + ": " + std::string(spec.meaning) + " (";
  if (spec.shape == ParamSpec::Shape::kInteger) {
    out += std::to_string(spec.lo) + ".." + std::to_string(spec.hi) + ", ";
  } else if (spec.shape == ParamSpec::Shape::kChoice) {
    for (std::string_view choice : spec.choices) out += std::string(choice) + "|";
    out.back() = ',';
    out += ' ';
  }
  out += spec.default_text.empty() ? "required" : "default " + std::string(spec.default_text);
  return out + ")";
}

// Every kind's generate parameters, one entry per distinct name (registry order), with the
// help of every kind that reads it: each becomes --NAME VALUE on the command line.
std::vector<std::pair<std::string, std::string>> parameter_help() {
  std::vector<std::pair<std::string, std::string>> help;
  for (const PuzzleKind* kind : all_kinds()) {
    for (const ParamSpec& spec : kind->generate_params()) {
      auto same = std::find_if(help.begin(), help.end(),
                               [&](const auto& entry) { return entry.first == spec.name; });
      if (same == help.end()) {
        help.emplace_back(std::string(spec.name), describe(*kind, spec));
      } else {
        same->second += "; " + describe(*kind, spec);
      }
    }
  }
  return help;
}

int run(GenerateOptions& options) {
  {
    const api::Params common = options.vocabulary->params();
    options.seed = common.whole("seed");
    options.with_solution = common.on("with_solution");
  }
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
  // An option of another type's generator is a mistake, not something to ignore; a value out
  // of range or a choice not offered is refused here too, before any work.
  for (const auto& [key, value] : options.params) {
    const auto& specs = kind->generate_params();
    auto spec = std::find_if(specs.begin(), specs.end(),
                             [&, &name = key](const ParamSpec& s) { return s.name == name; });
    if (spec == specs.end()) {
      std::string known;
      for (const ParamSpec& s : specs)
        known += (known.empty() ? "--" : ", --") + std::string(s.name);
      throw InputError("option does not apply", "--" + key,
                       "generate " + options.type + " has no such option (its options: " +
                           (known.empty() ? "none" : known) + ")");
    }
    if (spec->shape == ParamSpec::Shape::kChoice) (void)params.get_choice(*spec);
    if (spec->shape == ParamSpec::Shape::kInteger) (void)params.get_int(*spec, 0);
  }
  redirect_output(options.output, {});
  // A type word may imply parameters (an alias's preset); what the user gave comes first.
  for (auto& [key, value] : generate_preset(options.type)) params.values.emplace(key, value);
  ExitStatus status;
  Progress progress(options.progress, "puzzles");
  progress.set_total_count(options.count);
  for (unsigned i = 0; i < options.count; ++i) {
    progress.update(i);
    Context ctx = Context::with_time_limit(options.timeout);
    // Puzzle i of a run is puzzle 1 of `--seed seed+i`: each can be made again on its own.
    ctx.seed = options.seed + i;
    auto start = std::chrono::steady_clock::now();
    Generated generated = kind->generate(ctx, params);
    if (generated.puzzle == nullptr) {
      progress.clear();
      std::cerr << "gridlogic: generate stopped by the time limit\n";
      status.note(kLimit);
      break;
    }
    if (options.to == "text") {
      if (i > 0) std::cout << '\n';
      std::cout << generated.puzzle->to_text();
      continue;
    }
    const OrderedJson out =
        generated_object(generated, i + 1, ctx.seed, options.with_solution, elapsed_ms(start));
    std::cout << json_line(out) << std::flush;
  }
  return status.value();
}

}  // namespace

void add_generate_command(CLI::App& app, ExitStatus& status) {
  auto options = std::make_shared<GenerateOptions>();
  CLI::App* command = app.add_subcommand("generate", api::command_spec("generate").summary);
  const std::vector<std::string> words = type_words();
  std::string listed;
  for (size_t i = 0; i < words.size(); ++i) {
    listed += (i == 0 ? "" : i + 1 == words.size() ? " or " : ", ") + words[i];
  }
  command->add_option("type", options->type, listed)->required()->check(CLI::IsMember(words));
  options->vocabulary = std::make_unique<VocabularyOptions>(*command, "generate");
  command->add_option("--count", options->count, "how many puzzles")
      ->check(CLI::Range(1U, 1000000U))
      ->capture_default_str();
  command->add_option("--to", options->to, "json (JSON Lines, default) or text")
      ->check(CLI::IsMember({"json", "text"}));
  command->add_option("--timeout", options->timeout, "time limit per puzzle in seconds (0 = none)")
      ->check(seconds_validator())
      ->capture_default_str();
  add_output_option(*command, options->output);
  command->add_flag("--progress", options->progress,
                    "show count, rate and time left on stderr (when it is a terminal)");
  for (const auto& [name, help] : parameter_help()) {
    command->add_option_function<std::string>(
        "--" + name,
        [options, key = name](const std::string& value) { options->params[key] = value; }, help);
  }
  command->callback([options, &status] { status.note(run(*options)); });
}

}  // namespace gridlogic::cli
