#include "api/vocabulary.hpp"

#include <algorithm>
#include <stdexcept>

#include "gridlogic/foreign_format.hpp"

namespace gridlogic::api {

namespace {

OptionSpec engine_option() {
  return {"engine",
          OptionShape::kWord,
          "native",
          {{"native", "gridlogic's own solver"},
           {"milp", "the MILP model on CBC"},
           {"sat", "the SAT model on CaDiCaL"}},
          0,
          UINT64_MAX,
          "the engine that solves"};
}

OptionSpec model_option(std::string fallback, std::string help) {
  return {"model",
          OptionShape::kWord,
          std::move(fallback),
          {{"literal", "the documents' model, as written"},
           {"improved", "the model with the redundant constraints that make it fast"}},
          0,
          UINT64_MAX,
          std::move(help)};
}

OptionSpec switch_option(std::string name, std::string help) {
  return {std::move(name), OptionShape::kSwitch, "", {}, 0, UINT64_MAX, std::move(help)};
}

OptionSpec convert_to_option() {
  OptionSpec option{"to",
                    OptionShape::kWord,
                    "json",
                    {{"json", "the canonical JSON object"}, {"text", "the text form"}},
                    0,
                    UINT64_MAX,
                    "the form to write (docs/FORMATS.md)"};
  for (std::string_view name : foreign_format_names()) {
    option.choices.push_back({std::string(name), "another program's format (docs/FORMATS.md)"});
  }
  return option;
}

OptionSpec depth_option() {
  static constexpr std::string_view kMeanings[] = {
      "where to look: the region, its cells highlighted",
      "and the rule that applies there, by name",
      "and the whole step: the deduction, the cells it reads, what it changes",
      "and that change said plainly and given as data to apply"};
  OptionSpec option{"depth",
                    OptionShape::kWord,
                    "step",
                    {},
                    0,
                    UINT64_MAX,
                    "how much of the next step to give away"};
  const auto& words = hint_depth_words();
  for (size_t i = 0; i < words.size(); ++i) {
    option.choices.push_back({std::string(words[i]), std::string(kMeanings[i])});
  }
  return option;
}

std::vector<CommandSpec> make_vocabulary() {
  const OptionSpec limit{"limit",
                         OptionShape::kWhole,
                         "0",
                         {},
                         0,
                         UINT64_MAX,
                         "stop after this many solutions (0: no limit; 2 proves uniqueness)"};
  const OptionSpec max_px{
      "max_px",
      OptionShape::kWhole,
      "4000",
      {},
      64,
      16000,
      "png/svg: the longest side at most, in pixels (a large board's cells shrink)"};
  const OptionSpec render_to{"to",
                             OptionShape::kWord,
                             "svg",
                             {{"svg", "SVG text"}, {"png", "a PNG image"}, {"pdf", "a PDF page"}},
                             0,
                             UINT64_MAX,
                             "the image format"};
  const OptionSpec export_to{"to",
                             OptionShape::kWord,
                             "lp",
                             {{"lp", "the MILP model as CPLEX LP"},
                              {"mps", "the MILP model as free MPS"},
                              {"cnf", "the SAT model as DIMACS CNF"}},
                             0,
                             UINT64_MAX,
                             "the model file's format"};
  const OptionSpec progress{"progress",
                            OptionShape::kText,
                            "",
                            {},
                            0,
                            UINT64_MAX,
                            "the player's position (docs/FORMATS.md \"Positions\"); none: the "
                            "start"};
  const OptionSpec seed{"seed",
                        OptionShape::kWhole,
                        "1",
                        {},
                        0,
                        UINT64_MAX,
                        "the random seed (of several puzzles, puzzle i uses seed+i)"};
  const std::string solve_model = "the milp or sat formulation";
  return {
      {"verify", "check solutions against every rule", {}},
      {"convert",
       "rewrite puzzles as JSON, as text, or in another program's format",
       {convert_to_option()}},
      {"render",
       "draw puzzles for print: SVG or PNG images, or a PDF booklet",
       {render_to,
        switch_option("with_solution",
                      "draw the solution too: the one the puzzle carries, else the solver's"),
        max_px},
       true},
      {"solve",
       "find a solution or prove there is none",
       {engine_option(),
        model_option("improved", solve_model),
        {"part",
         OptionShape::kText,
         "",
         {},
         0,
         UINT64_MAX,
         "with min: search only part I of N of the fewest presses (I/N), to merge with the "
         "other parts (python3 -m gridlogic.dask min)"}},
       true},
      {"count",
       "count solutions, stopping at the limit (2 proves uniqueness)",
       {engine_option(), model_option("improved", solve_model), limit}},
      {"generate",
       "make puzzles with exactly one solution (proved), reproducible from the seed; a board "
       "that cannot have one solution (Lights Out 5 x 5) gets a solvable start and its fewest "
       "presses",
       {seed, switch_option("with_solution", "add the solution field")},
       false,
       true},
      {"explain", "the solution as human deductions, cheapest first", {}},
      {"grade",
       "how hard each puzzle is for a person: level, rating and the hardest rule needed",
       {}},
      {"hint", "the next step from a position, or its first mistake", {depth_option(), progress}},
      {"export",
       "write the puzzle's MILP model (CPLEX LP, free MPS) or SAT model (DIMACS CNF)",
       {export_to, model_option("literal", "the formulation written")}},
  };
}

}  // namespace

std::string_view to_string(OptionShape shape) {
  switch (shape) {
    case OptionShape::kWord:
      return "word";
    case OptionShape::kWhole:
      return "whole";
    case OptionShape::kSwitch:
      return "switch";
    case OptionShape::kText:
      return "text";
  }
  return "text";
}

std::string OptionSpec::flag() const {
  std::string out = "--" + name;
  std::replace(out.begin(), out.end(), '_', '-');
  return out;
}

std::vector<std::string_view> OptionSpec::words() const {
  std::vector<std::string_view> out;
  for (const Choice& choice : choices) out.push_back(choice.word);
  return out;
}

const OptionSpec* CommandSpec::option(std::string_view wanted) const {
  for (const OptionSpec& each : options) {
    if (each.name == wanted) return &each;
  }
  return nullptr;
}

std::vector<OptionSpec> CommandSpec::all_options() const {
  std::vector<OptionSpec> out = options;
  if (type_switches) {
    for (OptionSpec& each : type_switch_options()) out.push_back(std::move(each));
  }
  return out;
}

const std::vector<CommandSpec>& command_vocabulary() {
  static const std::vector<CommandSpec> table = make_vocabulary();
  return table;
}

const CommandSpec* find_command(std::string_view name) {
  for (const CommandSpec& command : command_vocabulary()) {
    if (command.name == name) return &command;
  }
  return nullptr;
}

const CommandSpec& command_spec(std::string_view name) {
  const CommandSpec* found = find_command(name);
  if (found == nullptr) throw std::logic_error("no command '" + std::string(name) + "'");
  return *found;
}

std::vector<OptionSpec> type_switch_options() {
  std::vector<OptionSpec> out;
  for (const PuzzleKind* kind : all_kinds()) {
    for (const FlagSpec& flag : kind->solve_flags()) {
      auto known = std::find_if(out.begin(), out.end(),
                                [&](const OptionSpec& each) { return each.name == flag.name; });
      const std::string said = std::string(kind->title()) + ": " + std::string(flag.meaning);
      if (known == out.end()) {
        out.push_back(switch_option(std::string(flag.name), said));
      } else {
        known->help += "; " + said;
      }
    }
  }
  return out;
}

Engine engine_of(std::string_view word) {
  return word == "milp" ? Engine::kMilp : word == "sat" ? Engine::kSat : Engine::kNative;
}

ModelVariant model_of(std::string_view word) {
  return word == "literal" ? ModelVariant::kLiteral : ModelVariant::kImproved;
}

ExportFormat export_format_of(std::string_view word) {
  return word == "mps"   ? ExportFormat::kMps
         : word == "cnf" ? ExportFormat::kCnf
                         : ExportFormat::kLp;
}

}  // namespace gridlogic::api
