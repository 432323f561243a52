// generate and the types list. The caps on sizes are generic: each integer parameter at most its
// own range's top and ApiLimits::max_generate_value, and the product of the integers given at
// most max_generate_product (a side and the other side, or a side and the levels), so no type is
// named and a new type's parameters are capped the day it is registered.
#include "api/generate.hpp"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>
#include <map>
#include <optional>

#include "api/params.hpp"
#include "gridlogic/foreign_format.hpp"
#include "gridlogic/io.hpp"
#include "gridlogic/results.hpp"

namespace gridlogic::api {

namespace {

// Names generate takes besides the kinds' parameters.
constexpr std::string_view kTypeKey = "type";
constexpr std::string_view kSeedKey = "seed";
constexpr std::string_view kWithSolutionKey = "with_solution";
// A text parameter (killer's box "3x4") longer than this is no parameter.
constexpr size_t kMaxTextValue = 64;

std::string field_place(std::string_view name) {
  return "field " + std::string(name);
}

// The parameters as words, from the query and the body's JSON object, each named once.
std::map<std::string, std::string> gather(const Query& query, std::string_view body) {
  std::map<std::string, std::string> values;
  for (const auto& [name, value] : query) {
    if (!values.emplace(name, value).second) {
      throw ApiError{400, "'" + name + "' is given twice", parameter_place(name), "given twice"};
    }
  }
  if (body.find_first_not_of(" \t\r\n") == std::string_view::npos) return values;
  if (json_too_deep_at(body) != std::string_view::npos) {
    throw ApiError{400, "JSON nested deeper than " + std::to_string(kMaxJsonDepth) + " levels",
                   "body", "too deep"};
  }
  Json object;
  try {
    object = parse_json_text(body, "body");
  } catch (const InputError& error) {
    throw refusal(error, "body");
  }
  if (object.is_discarded()) {
    throw ApiError{400, "the body is not valid JSON", "body", "malformed JSON"};
  }
  if (!object.is_object()) {
    throw ApiError{400, "the body must be a JSON object of parameters", "body", "not an object"};
  }
  for (const auto& [name, value] : object.items()) {
    std::string word;
    if (value.is_string()) {
      word = value.get<std::string>();
    } else if (value.is_number_integer()) {
      word = value.dump();
    } else if (value.is_number_float()) {  // 2.5, or an integer literal past 64 bits
      if (std::abs(value.get<double>()) > 9.2e18) {
        throw past_limit("'" + value.dump() + "' is far too large", field_place(name));
      }
      word = value.dump();
    } else if (value.is_boolean()) {
      word = value.get<bool>() ? "1" : "0";
    } else {
      throw ApiError{400, "expected a string, an integer or true/false", field_place(name),
                     "not a scalar"};
    }
    if (!values.emplace(name, word).second) {
      throw ApiError{400, "'" + name + "' is given in the query and in the body", field_place(name),
                     "given twice"};
    }
  }
  return values;
}

int64_t integer_of(const std::string& name, const std::string& value) {
  int64_t number = 0;
  const char* end = value.data() + value.size();
  const auto [stop, error] = std::from_chars(value.data(), end, number);
  if (error == std::errc::result_out_of_range) {
    throw past_limit("'" + value + "' is far too large", field_place(name));
  }
  if (value.empty() || error != std::errc() || stop != end) {
    throw ApiError{400, "expected an integer, got '" + value + "'", field_place(name),
                   "not an integer"};
  }
  return number;
}

// Checks every parameter against its spec and the limits before any work.
GenerateParams checked_params(const PuzzleKind& kind, std::map<std::string, std::string> values,
                              const ApiLimits& limits) {
  GenerateParams params;
  int64_t product = 1;
  for (auto& [name, value] : values) {
    const auto& specs = kind.generate_params();
    auto spec = std::find_if(specs.begin(), specs.end(),
                             [&, &key = name](const ParamSpec& s) { return s.name == key; });
    if (spec == specs.end()) {
      std::string known;
      for (const ParamSpec& s : specs) known += (known.empty() ? "" : ", ") + std::string(s.name);
      throw ApiError{400,
                     "generate " + std::string(kind.name()) + " has no parameter '" + name +
                         "' (its parameters: " + (known.empty() ? "none" : known) + ")",
                     field_place(name), "option does not apply"};
    }
    params.values[name] = value;
    try {
      if (spec->shape == ParamSpec::Shape::kChoice) (void)params.get_choice(*spec);
    } catch (const InputError& error) {
      throw ApiError{400, error.what(), field_place(name), error.rule()};
    }
    if (spec->shape == ParamSpec::Shape::kText && value.size() > kMaxTextValue) {
      throw past_limit("longer than " + std::to_string(kMaxTextValue) + " characters",
                       field_place(name));
    }
    if (spec->shape != ParamSpec::Shape::kInteger) continue;
    const int64_t number = integer_of(name, value);
    const int64_t hi = std::min(spec->hi, limits.max_generate_value);
    if (number < spec->lo || number > hi) {
      std::string range = std::to_string(number) + " is out of range " + std::to_string(spec->lo) +
                          ".." + std::to_string(hi) + " (the server's limit)";
      if (number > hi) throw past_limit(std::move(range), field_place(name));
      throw ApiError{422, std::move(range), field_place(name), "out of range"};
    }
    product *= std::max<int64_t>(number, 1);
    if (product > limits.max_generate_product) {
      throw past_limit("the integer parameters given multiply to more than " +
                           std::to_string(limits.max_generate_product) + " (the server's limit)",
                       field_place(name));
    }
  }
  return params;
}

Json spec_json(const ParamSpec& spec, const ApiLimits& limits) {
  Json out = {{"name", spec.name}, {"meaning", spec.meaning}, {"default", spec.default_text}};
  switch (spec.shape) {
    case ParamSpec::Shape::kInteger:
      out["shape"] = "integer";
      out["min"] = spec.lo;
      out["max"] = std::min(spec.hi, limits.max_generate_value);
      break;
    case ParamSpec::Shape::kChoice:
      out["shape"] = "choice";
      out["choices"] = spec.choices;
      break;
    case ParamSpec::Shape::kText:
      out["shape"] = "text";
      break;
  }
  return out;
}

Json option_json(const OptionSpec& option, const ApiLimits& limits) {
  Json out = {{"name", option.name},
              {"flag", option.flag()},
              {"shape", std::string(to_string(option.shape))},
              {"help", option.help}};
  if (!option.fallback.empty()) out["default"] = option.fallback;
  if (option.shape == OptionShape::kWord) {
    Json choices = Json::array();
    for (const Choice& choice : option.choices) {
      choices.push_back({{"word", choice.word}, {"meaning", choice.meaning}});
    }
    out["choices"] = std::move(choices);
  }
  if (option.shape == OptionShape::kWhole) {
    uint64_t max = option.max;
    if (option.name == "max_px") {
      max = std::min<uint64_t>(max, static_cast<uint64_t>(std::max(0, limits.max_image_side)));
    }
    out["min"] = option.min;
    out["max"] = max;
  }
  return out;
}

// Every command with its options as vocabulary.hpp holds them (Python builds its signatures
// and docstrings from this).
Json vocabulary_json(const ApiLimits& limits) {
  Json out = Json::array();
  for (const CommandSpec& command : command_vocabulary()) {
    Json options = Json::array();
    for (const OptionSpec& option : command.all_options()) {
      options.push_back(option_json(option, limits));
    }
    out.push_back({{"name", command.name},
                   {"summary", command.summary},
                   {"options", std::move(options)},
                   {"type_params", command.generates}});
  }
  return out;
}

Json kind_json(const PuzzleKind& kind, const ApiLimits& limits) {
  Json aliases = Json::array();
  for (const KindAlias& alias : kind.aliases()) {
    aliases.push_back({{"name", alias.name}, {"generate_preset", alias.generate_preset}});
  }
  Json params = Json::array();
  for (const ParamSpec& spec : kind.generate_params()) params.push_back(spec_json(spec, limits));
  Json flags = Json::array();
  for (const FlagSpec& flag : kind.solve_flags()) {
    flags.push_back({{"name", flag.name}, {"meaning", flag.meaning}});
  }
  Json formats = Json::array();  // convert?to= takes these for this type's puzzles
  for (const ForeignFormat* format : kind.foreign_formats()) formats.push_back(format->name());
  return {{"name", kind.name()},       {"title", kind.title()},
          {"aliases", aliases},        {"solution_field", kind.solution_field()},
          {"generate_params", params}, {"solve_flags", flags},
          {"foreign_formats", formats}};
}

}  // namespace

std::vector<std::pair<std::string_view, std::vector<std::string>>> command_params() {
  std::vector<std::pair<std::string_view, std::vector<std::string>>> out;
  for (const CommandSpec& command : command_vocabulary()) {
    std::vector<std::string> names;
    if (command.generates) {
      names = generate_param_names();
    } else {
      names.emplace_back("type");
      for (const OptionSpec& option : command.all_options()) names.push_back(option.name);
    }
    out.emplace_back(command.name, std::move(names));
  }
  return out;
}

std::vector<std::string> generate_param_names() {
  std::vector<std::string> names = {std::string(kTypeKey), std::string(kSeedKey),
                                    std::string(kWithSolutionKey)};
  for (const PuzzleKind* kind : all_kinds()) {
    for (const ParamSpec& spec : kind->generate_params()) {
      if (std::find(names.begin(), names.end(), spec.name) == names.end()) {
        names.emplace_back(spec.name);
      }
    }
  }
  return names;
}

Reply generate_reply(const Query& query, std::string_view body, const ApiLimits& limits) {
  std::map<std::string, std::string> values = gather(query, body);
  auto take = [&](std::string_view key) -> std::optional<std::string> {
    auto it = values.find(std::string(key));
    if (it == values.end()) return std::nullopt;
    std::string value = std::move(it->second);
    values.erase(it);
    return value;
  };
  const std::optional<std::string> type = take(kTypeKey);
  if (!type)
    throw ApiError{400, "say which type to generate", field_place(kTypeKey), "missing field"};
  const PuzzleKind* kind = find_kind(*type);
  if (kind == nullptr) {
    throw ApiError{400, "unknown puzzle type '" + *type + "'", field_place(kTypeKey),
                   "unknown type"};
  }
  Query own;
  for (std::string_view key : {kSeedKey, kWithSolutionKey}) {
    if (std::optional<std::string> word = take(key)) own.emplace_back(key, std::move(*word));
  }
  const Params common(own, command_spec("generate"));
  const uint64_t seed = common.whole(kSeedKey);
  const bool with_solution = common.on(kWithSolutionKey);
  GenerateParams params = checked_params(*kind, std::move(values), limits);
  // A type word may imply parameters (an alias's preset); what the request gave comes first.
  for (auto& [key, value] : generate_preset(*type)) params.values.emplace(key, value);

  Context ctx = Context::with_time_limit(limits.timeout);
  ctx.cancel = limits.cancel;
  ctx.seed = seed;
  const auto start = std::chrono::steady_clock::now();
  Generated generated;
  try {
    generated = kind->generate(ctx, params);
  } catch (const InputError& error) {  // parameters that do not fit together
    ApiError refused = refusal(error, "body");
    refused.status = 422;
    throw refused;
  }
  const double ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  if (generated.puzzle == nullptr) {
    OrderedJson out;
    out["type"] = *type;
    out["status"] = std::string(to_string(Status::kTimeout));
    out["seed"] = seed;
    out["error"] = "generate stopped by the time limit";
    out["time_ms"] = std::round(ms * 1000.0) / 1000.0;
    return {200, "application/json", out.dump() + "\n"};
  }
  const OrderedJson out = generated_object(generated, 1, seed, with_solution, ms);
  return {200, "application/json",
          out.dump(-1, ' ', false, nlohmann::detail::error_handler_t::replace) + "\n"};
}

Reply types_reply(const ApiLimits& limits) {
  Json types = Json::array();
  for (const PuzzleKind* kind : all_kinds()) types.push_back(kind_json(*kind, limits));
  Json commands = Json::object();
  for (const auto& [name, params] : command_params()) commands[std::string(name)] = params;
  const Json out = {{"types", types},
                    {"commands", commands},
                    {"vocabulary", vocabulary_json(limits)},
                    {"limits",
                     {{"timeout_s", limits.timeout},
                      {"max_body_bytes", limits.max_body},
                      {"max_generate_value", limits.max_generate_value},
                      {"max_generate_product", limits.max_generate_product},
                      {"max_image_side", limits.max_image_side}}}};
  return {200, "application/json", out.dump() + "\n"};
}

}  // namespace gridlogic::api
