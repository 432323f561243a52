// The cases the contract tests run on every puzzle type: each kind, and each alias whose name
// implies generate parameters (sudoku: killer without cages), generated at small sizes that are
// read from the kind's own ParamSpecs, under a few seeds. Nothing here names a type, so that a
// new type is covered by being registered.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <charconv>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "gridlogic/puzzle.hpp"
#include "sanitized.hpp"

namespace gridlogic::contract {

using Values = std::map<std::string, std::string>;

/// Seconds any one generate, solve or explain of a contract case may take: far beyond what the
/// small cases need, so that a timeout is a failure, not a slow machine.
constexpr double kCallSeconds = 120;

/// The type words the contract covers: every kind's name, and every alias that implies generate
/// parameters (an alias without a preset is the same generator under another name).
inline std::vector<std::string> type_words() {
  std::vector<std::string> words;
  for (const PuzzleKind* kind : all_kinds()) {
    words.emplace_back(kind->name());
    for (const KindAlias& alias : kind->aliases()) {
      if (!alias.generate_preset.empty()) words.emplace_back(alias.name);
    }
  }
  return words;
}

/// The levels generate can aim at: the choices of the kind's `difficulty` parameter but "any" and
/// "none", which ask for no level; each must be one of the kind's levels().
inline std::vector<std::string> aimed_levels(const PuzzleKind& kind) {
  std::vector<std::string> out;
  for (const ParamSpec& spec : kind.generate_params()) {
    if (spec.name != "difficulty" || spec.shape != ParamSpec::Shape::kChoice) continue;
    for (std::string_view choice : spec.choices) {
      if (choice != "any" && choice != "none") out.emplace_back(choice);
    }
  }
  return out;
}

/// "size=4 cages=none", for failure messages.
inline std::string describe(const Values& values) {
  std::string out;
  for (const auto& [key, value] : values) out += (out.empty() ? "" : " ") + key + "=" + value;
  return out.empty() ? "defaults" : out;
}

/// The parameters of `word`: `values` over the word's preset, as the front ends merge them.
inline GenerateParams params_of(const std::string& word, const Values& values) {
  GenerateParams params;
  params.values = values;
  for (const auto& [key, value] : generate_preset(word)) params.values.emplace(key, value);
  return params;
}

/// A `word` puzzle made from `values` under `seed`. Throws InputError as generate does.
inline Generated generate(const std::string& word, const Values& values, uint64_t seed) {
  Context ctx = Context::with_time_limit(kCallSeconds);
  ctx.seed = seed;
  return find_kind(word)->generate(ctx, params_of(word, values));
}

/// Whether generate makes a `word` puzzle from `values` under seed 1: false when it refuses them
/// (InputError: an odd binox side, a killer side without boxes, a singular Lights Out board).
inline bool accepted(const std::string& word, const Values& values) {
  try {
    return generate(word, values, 1).puzzle != nullptr;
  } catch (const InputError&) {
    return false;
  }
}

/// A number written as a ParamSpec's default, or nullopt ("size", "5, or N if smaller").
inline std::optional<int64_t> number_in(std::string_view text) {
  int64_t value = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

/// The parameters that set a size: the integer ones whose default is a number (a side, a largest
/// value, a number of levels), in the kind's order. Those whose default depends on another
/// ("rows": "size") follow it.
inline std::vector<const ParamSpec*> size_specs(const PuzzleKind& kind) {
  std::vector<const ParamSpec*> out;
  for (const ParamSpec& spec : kind.generate_params()) {
    if (spec.shape == ParamSpec::Shape::kInteger && number_in(spec.default_text)) {
      out.push_back(&spec);
    }
  }
  return out;
}

/// Values of a size parameter tried before giving up on finding small ones it accepts.
constexpr int64_t kSizeTries = 12;

/// The `count` smallest values of `spec` but its default that generate accepts for `word`, the
/// other parameters at their defaults; values it refuses are passed over.
inline std::vector<int64_t> smallest_accepted(const std::string& word, const ParamSpec& spec,
                                              size_t count) {
  std::vector<int64_t> out;
  const int64_t fallback = *number_in(spec.default_text);
  for (int64_t value = spec.lo; value <= spec.hi && value < spec.lo + kSizeTries; ++value) {
    if (out.size() == count) break;
    if (value == fallback) continue;
    if (accepted(word, {{std::string(spec.name), std::to_string(value)}})) out.push_back(value);
  }
  return out;
}

/// One generated puzzle of the contract.
struct Case {
  std::string word;
  Values values;
  uint64_t seed = 0;
  std::unique_ptr<Puzzle> puzzle;  ///< null when generate failed (error says why)
  Json solution;                   ///< the generator's unique solution
  std::string error;

  /// "sudoku seed 2 (size=4 cages=none)": what a failure names.
  [[nodiscard]] std::string name() const {
    return word + " seed " + std::to_string(seed) + " (" +
           describe(params_of(word, values).values) + ")";
  }
};

/// One set of parameters of the contract, with the seeds it runs under.
struct Planned {
  Values values;
  std::vector<uint64_t> seeds;
  std::string error;  ///< why there is no such set (then no seeds)
};

/// Small values of each size parameter in the contract's cases.
constexpr size_t kSmallValues = 3;

/// The parameter sets of `word`'s cases: the defaults under one seed (a 9 x 9 killer takes the
/// MILP engine seconds), each size parameter at its kSmallValues smallest other values that
/// generate accepts under three (one under the sanitizers, which slow the code ten times or
/// more), and each other choice parameter (but difficulty, which the level tests cover) at each
/// of its other words on the smallest board under one.
inline std::vector<Planned> case_plan(const std::string& word) {
  const PuzzleKind& kind = *find_kind(word);
  const std::vector<uint64_t> few =
      test_env::sanitized() ? std::vector<uint64_t>{1} : std::vector<uint64_t>{1, 2, 3};
  std::vector<Planned> plan = {{{}, {1}, ""}};
  if (size_specs(kind).empty()) {
    plan.push_back({{}, {}, "no size parameter (an integer one with a number for default)"});
  }
  Values smallest;
  for (const ParamSpec* spec : size_specs(kind)) {
    const std::string name(spec->name);
    const std::vector<int64_t> values = smallest_accepted(word, *spec, kSmallValues);
    if (values.empty()) {
      plan.push_back({{{name, "?"}}, {}, "generate accepts no small value of --" + name});
      continue;
    }
    for (int64_t value : values) plan.push_back({{{name, std::to_string(value)}}, few, ""});
    if (smallest.empty()) smallest[name] = std::to_string(values.front());
  }
  for (const ParamSpec& spec : kind.generate_params()) {
    if (spec.shape != ParamSpec::Shape::kChoice || spec.name == "difficulty") continue;
    for (std::string_view choice : spec.choices) {
      if (choice == spec.default_text) continue;
      Values values = smallest;
      values[std::string(spec.name)] = std::string(choice);
      plan.push_back({values, {1}, ""});
    }
  }
  return plan;
}

/// Every case of `word`, generated once per test program run.
inline const std::vector<Case>& cases(const std::string& word) {
  static std::map<std::string, std::vector<Case>> made;
  auto found = made.find(word);
  if (found != made.end()) return found->second;
  std::vector<Case>& out = made[word];
  for (const Planned& planned : case_plan(word)) {
    if (!planned.error.empty()) {
      Case c;
      c.word = word;
      c.values = planned.values;
      c.error = planned.error;
      out.push_back(std::move(c));
    }
    for (uint64_t seed : planned.seeds) {
      Case c;
      c.word = word;
      c.values = planned.values;
      c.seed = seed;
      try {
        Generated g = generate(word, planned.values, seed);
        c.puzzle = std::move(g.puzzle);
        c.solution = std::move(g.solution);
        if (c.puzzle == nullptr) c.error = "generate made no puzzle (a time limit?)";
      } catch (const std::exception& e) {
        c.error = std::string("generate failed: ") + e.what();
      }
      out.push_back(std::move(c));
    }
  }
  return out;
}

/// The test parameter's name: the type word itself.
struct WordName {
  std::string operator()(const testing::TestParamInfo<std::string>& info) const {
    return info.param;
  }
};

}  // namespace gridlogic::contract
