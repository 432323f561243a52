#include "api/params.hpp"

#include <algorithm>
#include <charconv>
#include <stdexcept>

#include "api/http_status.hpp"

namespace gridlogic::api {

ApiError refusal(const InputError& error, std::string_view where) {
  return {http_status_for(error.status()), error.what(),
          error.where().empty() ? std::string(where) : error.where(), error.rule()};
}

ApiError past_limit(std::string error, std::string where) {
  return {http_status_for(Status::kTooLarge), std::move(error), std::move(where),
          std::string(TooLarge::kRule)};
}

std::string parameter_place(std::string_view name) {
  return "query parameter " + std::string(name);
}

Params::Params(const Query& query, const CommandSpec& command) : query_(query), command_(command) {
  if (command.type_switches) switches_ = type_switch_options();
  std::vector<std::string> allowed;
  if (!command.generates) allowed.emplace_back("type");
  for (const OptionSpec& option : command.options) allowed.push_back(option.name);
  for (const OptionSpec& option : switches_) allowed.push_back(option.name);
  for (size_t i = 0; i < query.size(); ++i) {
    const std::string& name = query[i].first;
    if (std::find(allowed.begin(), allowed.end(), name) == allowed.end()) {
      std::string known;
      for (const std::string& option : allowed) known += (known.empty() ? "" : ", ") + option;
      throw ApiError{400,
                     command.name + " takes no parameter '" + name + "' (it takes " +
                         (known.empty() ? "none" : known) + ")",
                     parameter_place(name), "unknown parameter"};
    }
    for (size_t j = 0; j < i; ++j) {
      if (query[j].first == name) {
        throw ApiError{400, "'" + name + "' is given twice", parameter_place(name), "given twice"};
      }
    }
  }
  if (command.option("engine") != nullptr && command.option("model") != nullptr) {
    try {
      solve_options_ = read_solve_options();
    } catch (const ApiError&) {
      // A bad engine or model is refused where solve_options() is asked for, naming the option.
    }
  }
}

const OptionSpec& Params::spec(std::string_view name) const {
  if (const OptionSpec* found = command_.option(name)) return *found;
  for (const OptionSpec& each : switches_) {
    if (each.name == name) return each;
  }
  throw std::logic_error(command_.name + " has no option '" + std::string(name) + "'");
}

const std::string* Params::find(std::string_view name) const {
  for (const auto& [key, value] : query_) {
    if (key == name) return &value;
  }
  return nullptr;
}

std::string Params::word(std::string_view name) const {
  const OptionSpec& option = spec(name);
  return one_of(name, option.words(), option.fallback);
}

std::string Params::one_of(std::string_view name, const std::vector<std::string_view>& words,
                           std::string fallback) const {
  const std::string* value = find(name);
  if (value == nullptr) return fallback;
  if (std::find(words.begin(), words.end(), *value) != words.end()) return *value;
  std::string known;
  for (std::string_view choice : words) known += (known.empty() ? "" : ", ") + std::string(choice);
  throw ApiError{400, "'" + *value + "' is not one of " + known, parameter_place(name),
                 "not a choice"};
}

uint64_t Params::whole(std::string_view name, uint64_t cap) const {
  const OptionSpec& option = spec(name);
  const uint64_t hi = std::min(option.max, cap);
  const std::string* value = find(name);
  uint64_t number = 0;
  if (value == nullptr) {
    std::from_chars(option.fallback.data(), option.fallback.data() + option.fallback.size(),
                    number);
    return std::min(number, hi);
  }
  const char* end = value->data() + value->size();
  const auto [stop, error] = std::from_chars(value->data(), end, number);
  if (value->empty() || error != std::errc() || stop != end) {
    throw ApiError{400, "'" + *value + "' is not a whole number", parameter_place(name),
                   "not a number"};
  }
  if (number < option.min || number > hi) {
    throw ApiError{422,
                   std::to_string(number) + " is out of range " + std::to_string(option.min) +
                       ".." + std::to_string(hi),
                   parameter_place(name), "out of range"};
  }
  return number;
}

bool Params::on(std::string_view name) const {
  (void)spec(name);
  const std::string* value = find(name);
  if (value == nullptr || *value == "0" || *value == "false" || *value == "no") return false;
  if (value->empty() || *value == "1" || *value == "true" || *value == "yes") return true;
  throw ApiError{400, "'" + *value + "' is not a switch value (1 or 0, true or false)",
                 parameter_place(name), "not a switch"};
}

std::set<std::string, std::less<>> Params::switches() const {
  std::set<std::string, std::less<>> out;
  for (const OptionSpec& each : switches_) {
    if (on(each.name)) out.insert(each.name);
  }
  return out;
}

void Params::check_all() const {
  for (const auto& [name, value] : query_) {
    if (name == "type") continue;  // read with the puzzle (commands.cpp)
    switch (spec(name).shape) {
      case OptionShape::kWord:
        (void)word(name);
        break;
      case OptionShape::kWhole:
        (void)whole(name);
        break;
      case OptionShape::kSwitch:
        (void)on(name);
        break;
      case OptionShape::kText:
        break;
    }
  }
  // Options read together (a part needs min and the native engine).
  if (command_.option("engine") != nullptr) (void)solve_options();
}

SolveOptions Params::solve_options() const {
  return solve_options_ ? *solve_options_ : read_solve_options();
}

SearchPart Params::search_part(const SolveOptions& options) const {
  const std::string* value = find("part");
  if (value == nullptr || value->empty()) return {};
  SearchPart part;
  const char* end = value->data() + value->size();
  const auto [slash, first_error] = std::from_chars(value->data(), end, part.index);
  const bool has_slash = first_error == std::errc() && slash != end && *slash == '/';
  const auto [stop, second_error] =
      has_slash ? std::from_chars(slash + 1, end, part.count) : std::from_chars_result{};
  if (!has_slash || second_error != std::errc() || stop != end) {
    throw ApiError{400, "'" + *value + "' is not a part: write I/N, the I-th of N parts",
                   parameter_place("part"), "not a part"};
  }
  if (part.count == 0 || part.index == 0 || part.index > part.count) {
    throw ApiError{422, "part " + *value + ": I must be from 1 to N", parameter_place("part"),
                   "out of range"};
  }
  if (!options.has_flag("min") || options.engine != Engine::kNative) {
    throw ApiError{400,
                   "parts split the native fewest-presses search: give min, with the native "
                   "engine",
                   parameter_place("part"), "needs min"};
  }
  --part.index;  // people count parts from 1
  return part;
}

SolveOptions Params::read_solve_options() const {
  SolveOptions options;
  options.engine = engine_of(word("engine"));
  options.model = model_of(word("model"));
  options.flags = switches();
  if (command_.option("part") != nullptr) options.part = search_part(options);
  return options;
}

}  // namespace gridlogic::api
