#include "api/params.hpp"

#include <algorithm>
#include <charconv>

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

Params::Params(const Query& query, std::string_view command,
               const std::vector<std::string>& allowed)
    : query_(query) {
  for (size_t i = 0; i < query.size(); ++i) {
    const std::string& name = query[i].first;
    if (std::find(allowed.begin(), allowed.end(), name) == allowed.end()) {
      std::string known;
      for (const std::string& option : allowed) known += (known.empty() ? "" : ", ") + option;
      throw ApiError{400,
                     std::string(command) + " takes no parameter '" + name + "' (it takes " +
                         (known.empty() ? "none" : known) + ")",
                     parameter_place(name), "unknown parameter"};
    }
    for (size_t j = 0; j < i; ++j) {
      if (query[j].first == name) {
        throw ApiError{400, "'" + name + "' is given twice", parameter_place(name), "given twice"};
      }
    }
  }
}

const std::string* Params::find(std::string_view name) const {
  for (const auto& [key, value] : query_) {
    if (key == name) return &value;
  }
  return nullptr;
}

std::string Params::word(std::string_view name, std::string_view fallback,
                         const std::vector<std::string_view>& choices) const {
  const std::string* value = find(name);
  if (value == nullptr) return std::string(fallback);
  if (std::find(choices.begin(), choices.end(), *value) != choices.end()) return *value;
  std::string known;
  for (std::string_view choice : choices)
    known += (known.empty() ? "" : ", ") + std::string(choice);
  throw ApiError{400, "'" + *value + "' is not one of " + known, parameter_place(name),
                 "not a choice"};
}

uint64_t Params::whole(std::string_view name, uint64_t fallback, uint64_t lo, uint64_t hi) const {
  const std::string* value = find(name);
  if (value == nullptr) return fallback;
  uint64_t number = 0;
  const char* end = value->data() + value->size();
  const auto [stop, error] = std::from_chars(value->data(), end, number);
  if (value->empty() || error != std::errc() || stop != end) {
    throw ApiError{400, "'" + *value + "' is not a whole number", parameter_place(name),
                   "not a number"};
  }
  if (number < lo || number > hi) {
    throw ApiError{422,
                   std::to_string(number) + " is out of range " + std::to_string(lo) + ".." +
                       std::to_string(hi),
                   parameter_place(name), "out of range"};
  }
  return number;
}

bool Params::on(std::string_view name) const {
  const std::string* value = find(name);
  if (value == nullptr || *value == "0" || *value == "false" || *value == "no") return false;
  if (value->empty() || *value == "1" || *value == "true" || *value == "yes") return true;
  throw ApiError{400, "'" + *value + "' is not a switch value (1 or 0, true or false)",
                 parameter_place(name), "not a switch"};
}

}  // namespace gridlogic::api
