// The kinds as the one source of a type's facts: names and aliases, generate parameters whose
// spec (range, default) agrees with what each generator accepts, and type-specific solve flags.
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>

#include "gridlogic/io.hpp"
#include "gridlogic/puzzle.hpp"

namespace gridlogic {
namespace {

// What generate makes of `values` under seed 1: the puzzle's JSON, or the refusal's text.
std::string outcome(const PuzzleKind& kind, const std::map<std::string, std::string>& values) {
  GenerateParams params;
  params.values = values;
  Context ctx;
  ctx.seed = 1;
  try {
    Generated made = kind.generate(ctx, params);
    return made.puzzle == nullptr ? "no puzzle" : made.puzzle->to_json().dump();
  } catch (const InputError& error) {
    return std::string("refused: ") + error.what();
  }
}

// The place named by the refusal of `values`, or nullopt when generate accepts them.
std::optional<std::string> refusal_place(const PuzzleKind& kind,
                                         const std::map<std::string, std::string>& values) {
  GenerateParams params;
  params.values = values;
  Context ctx;
  ctx.seed = 1;
  try {
    (void)kind.generate(ctx, params);
  } catch (const InputError& error) {
    return error.where();
  }
  return std::nullopt;
}

// Every required parameter at its smallest value, so that generate gets as far as the others.
std::map<std::string, std::string> required_values(const PuzzleKind& kind) {
  std::map<std::string, std::string> values;
  for (const ParamSpec& spec : kind.generate_params()) {
    if (spec.default_text.empty()) values[std::string(spec.name)] = std::to_string(spec.lo);
  }
  return values;
}

TEST(Kinds, EveryNameAndAliasFindsItsKind) {
  std::vector<std::string_view> words = all_type_names();
  for (const PuzzleKind* kind : all_kinds()) {
    EXPECT_NE(kind->title(), "");
    EXPECT_NE(std::find(words.begin(), words.end(), kind->name()), words.end());
    for (const KindAlias& alias : kind->aliases()) {
      EXPECT_EQ(find_kind(alias.name), kind) << alias.name;
      EXPECT_NE(std::find(words.begin(), words.end(), alias.name), words.end());
    }
  }
  EXPECT_EQ(find_kind("takuzu"), find_kind("binox"));
  EXPECT_EQ(kind_from_filename("p.takuzu"), find_kind("binox"));
  EXPECT_EQ(generate_preset("sudoku").at("cages"), "none");
  EXPECT_TRUE(generate_preset("killer").empty());
}

TEST(Kinds, EveryKindGeneratesThroughItsSpecs) {
  for (const PuzzleKind* kind : all_kinds()) {
    EXPECT_FALSE(kind->generate_params().empty()) << kind->name();
  }
}

TEST(Kinds, IntegerParametersRefuseJustOutsideTheirRange) {
  for (const PuzzleKind* kind : all_kinds()) {
    for (const ParamSpec& spec : kind->generate_params()) {
      if (spec.shape != ParamSpec::Shape::kInteger) continue;
      for (int64_t value : {spec.lo - 1, spec.hi + 1}) {
        auto values = required_values(*kind);
        values[std::string(spec.name)] = std::to_string(value);
        EXPECT_EQ(refusal_place(*kind, values), "--" + std::string(spec.name))
            << kind->name() << " --" << spec.name << " " << value;
      }
    }
  }
}

TEST(Kinds, SpecDefaultsAreTheGeneratorDefaults) {
  // Giving a parameter its documented default must change nothing (same puzzle, or the same
  // refusal: the default Lights Out board 5x5 is singular).
  for (const PuzzleKind* kind : all_kinds()) {
    for (const ParamSpec& spec : kind->generate_params()) {
      const std::string fixed(spec.default_text);
      bool numeric = !fixed.empty() && std::all_of(fixed.begin(), fixed.end(), ::isdigit);
      bool word = spec.shape == ParamSpec::Shape::kChoice;
      if (!numeric && !word) continue;  // a default that depends on others ("size")
      auto values = required_values(*kind);
      // Small boards keep this quick; the default under test overrides them.
      if (kind->name() == "killer") values["size"] = "4";
      auto with_default = values;
      with_default[std::string(spec.name)] = fixed;
      if (spec.name == "size") values.erase("size");
      EXPECT_EQ(outcome(*kind, values), outcome(*kind, with_default))
          << kind->name() << " --" << spec.name;
    }
  }
}

TEST(Kinds, ChoiceParametersRefuseOtherWords) {
  for (const PuzzleKind* kind : all_kinds()) {
    for (const ParamSpec& spec : kind->generate_params()) {
      if (spec.shape != ParamSpec::Shape::kChoice) continue;
      ASSERT_FALSE(spec.choices.empty());
      EXPECT_NE(std::find(spec.choices.begin(), spec.choices.end(), spec.default_text),
                spec.choices.end());
      auto values = required_values(*kind);
      values[std::string(spec.name)] = "no-such-choice";
      EXPECT_EQ(refusal_place(*kind, values), "--" + std::string(spec.name)) << kind->name();
    }
  }
}

TEST(Kinds, ClassicSudokuNamesItselfSudoku) {
  auto items = read_puzzles(
      "sudoku\n"
      "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n",
      {});
  ASSERT_EQ(items.size(), 1u);
  ASSERT_NE(items[0].puzzle, nullptr) << items[0].error;
  EXPECT_EQ(items[0].puzzle->type_name(), "sudoku");
  EXPECT_EQ(items[0].puzzle->kind().name(), "killer");
  EXPECT_EQ(items[0].puzzle->to_json()["type"], "sudoku");
}

TEST(Kinds, SolveFlagsAreReadFromTheOptions) {
  const PuzzleKind* lights = find_kind("lightsout");
  ASSERT_NE(lights, nullptr);
  ASSERT_EQ(lights->solve_flags().size(), 2u);
  auto items = read_puzzles("lightsout\n11\n11\n", {});
  ASSERT_EQ(items.size(), 1u);
  ASSERT_NE(items[0].puzzle, nullptr) << items[0].error;
  SolveOptions plain;
  EXPECT_FALSE(items[0].puzzle->solve(Context{}, plain).extra.contains("kernel"));
  SolveOptions kernel;
  kernel.flags.insert("kernel");
  EXPECT_TRUE(items[0].puzzle->solve(Context{}, kernel).extra.contains("kernel"));
  SolveOptions min;
  min.flags.insert("min");
  EXPECT_TRUE(items[0].puzzle->solve(Context{}, min).extra.contains("min_presses"));
}

}  // namespace
}  // namespace gridlogic
