#include "cli/vocabulary_options.hpp"

#include <algorithm>

#include "cli/common.hpp"

namespace gridlogic::cli {

std::string option_help(const api::OptionSpec& option) {
  std::string text = option.help;
  if (!option.choices.empty()) {
    text += ": ";
    for (size_t i = 0; i < option.choices.size(); ++i) {
      const api::Choice& choice = option.choices[i];
      text += (i == 0 ? "" : ", ") + choice.word + " (" + choice.meaning + ")";
    }
  }
  if (!option.fallback.empty()) text += "; default " + option.fallback;
  return text;
}

VocabularyOptions::VocabularyOptions(CLI::App& command, std::string_view name,
                                     const std::vector<std::string_view>& skip)
    : spec_(api::command_spec(name)) {
  for (const api::OptionSpec& option : spec_.all_options()) {
    if (std::find(skip.begin(), skip.end(), option.name) != skip.end()) continue;
    const std::string key = option.name;
    if (option.shape == api::OptionShape::kSwitch) {
      command.add_flag_callback(
          option.flag(), [this, key] { given_.emplace_back(key, "1"); }, option_help(option));
      continue;
    }
    CLI::Option* added = command.add_option_function<std::string>(
        option.flag(), [this, key](const std::string& value) { given_.emplace_back(key, value); },
        option_help(option));
    if (option.shape == api::OptionShape::kWord) {
      const std::vector<std::string_view> words = option.words();
      added->check(CLI::IsMember(std::vector<std::string>(words.begin(), words.end())));
    } else if (option.shape == api::OptionShape::kWhole) {
      added->check(whole_number_validator());
    }
  }
}

api::Params VocabularyOptions::params() const {
  try {
    api::Params params(given_, spec_);
    params.check_all();
    return params;
  } catch (const api::ApiError& error) {
    // The API names a query parameter; here it is the option's flag.
    std::string place = error.where;
    for (const api::OptionSpec& option : spec_.all_options()) {
      if (error.where == api::parameter_place(option.name)) place = option.flag();
    }
    throw InputError(error.rule, place, error.error);
  }
}

bool VocabularyOptions::given(std::string_view name) const {
  return std::any_of(given_.begin(), given_.end(),
                     [&](const auto& pair) { return pair.first == name; });
}

void VocabularyOptions::set(std::string_view name, std::string value) {
  given_.emplace_back(std::string(name), std::move(value));
}

}  // namespace gridlogic::cli
