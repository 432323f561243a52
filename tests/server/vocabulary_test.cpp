// The command vocabulary (src/api/vocabulary.hpp) is what every surface says: the API takes each
// option's words and refuses others, falls back to its default, and lists it at GET /api/types;
// the command line offers it as --option with the same words. (Python's signatures and
// docstrings: tests/python/test_vocabulary.py.)
#include "api/vocabulary.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "api/commands.hpp"
#include "api/params.hpp"
#include "cli/run_cli.hpp"

namespace gridlogic::api {
namespace {

using gridlogic::testing::run_cli;
using nlohmann::json;

TEST(Vocabulary, EveryCommandOfTheApiIsInTheTableOnce) {
  std::vector<std::string_view> seen;
  for (const CommandSpec& command : command_vocabulary()) {
    EXPECT_EQ(std::count(seen.begin(), seen.end(), command.name), 0) << command.name;
    seen.push_back(command.name);
    EXPECT_FALSE(command.summary.empty()) << command.name;
    for (const OptionSpec& option : command.options) {
      EXPECT_FALSE(option.help.empty()) << command.name << " " << option.name;
      if (option.shape == OptionShape::kWord) {
        const auto words = option.words();
        EXPECT_NE(std::find(words.begin(), words.end(), option.fallback), words.end())
            << command.name << " " << option.name << ": its default is none of its words";
      }
    }
  }
  EXPECT_EQ(seen, api_commands());
}

TEST(Vocabulary, TheApiTakesEachWordRefusesOthersAndFallsBackToTheDefault) {
  for (const CommandSpec& command : command_vocabulary()) {
    for (const OptionSpec& option : command.all_options()) {
      const std::string& name = option.name;
      const Query none;
      const Params defaults(none, command);
      switch (option.shape) {
        case OptionShape::kWord: {
          EXPECT_EQ(defaults.word(name), option.fallback) << command.name << " " << name;
          for (std::string_view word : option.words()) {
            const Query given = {{name, std::string(word)}};
            EXPECT_EQ(Params(given, command).word(name), word);
          }
          const Query wrong = {{name, "nosuchword"}};
          try {
            Params(wrong, command).check_all();
            ADD_FAILURE() << command.name << " " << name << " took a word not in the table";
          } catch (const ApiError& error) {
            EXPECT_EQ(error.status, 400);
            EXPECT_EQ(error.where, "query parameter " + name);
          }
          break;
        }
        case OptionShape::kWhole: {
          EXPECT_EQ(std::to_string(defaults.whole(name)), option.fallback) << name;
          const Query low = {{name, std::to_string(option.min)}};
          EXPECT_EQ(Params(low, command).whole(name), option.min);
          if (option.min > 0) {
            const Query below = {{name, std::to_string(option.min - 1)}};
            EXPECT_THROW(Params(below, command).check_all(), ApiError) << name;
          }
          break;
        }
        case OptionShape::kSwitch: {
          EXPECT_FALSE(defaults.on(name));
          const Query on = {{name, "1"}};
          EXPECT_TRUE(Params(on, command).on(name));
          break;
        }
        case OptionShape::kText:
          EXPECT_EQ(defaults.find(name), nullptr);
          break;
      }
    }
    const Query unknown = {{"nosuchoption", "1"}};
    EXPECT_THROW(Params(unknown, command), ApiError) << command.name;
  }
}

TEST(Vocabulary, TypesListsTheTable) {
  const Reply reply = types_reply(ApiLimits{});
  const json listed = json::parse(reply.body)["vocabulary"];
  ASSERT_EQ(listed.size(), command_vocabulary().size());
  for (size_t i = 0; i < listed.size(); ++i) {
    const CommandSpec& command = command_vocabulary()[i];
    EXPECT_EQ(listed[i]["name"], command.name);
    EXPECT_EQ(listed[i]["summary"], command.summary);
    const std::vector<OptionSpec> options = command.all_options();
    ASSERT_EQ(listed[i]["options"].size(), options.size()) << command.name;
    for (size_t j = 0; j < options.size(); ++j) {
      const json& option = listed[i]["options"][j];
      EXPECT_EQ(option["name"], options[j].name);
      EXPECT_EQ(option["flag"], options[j].flag());
      EXPECT_EQ(option["shape"], std::string(to_string(options[j].shape)));
      EXPECT_EQ(option.value("default", ""), options[j].fallback);
      std::vector<std::string> words;
      for (const json& choice : option.value("choices", json::array()))
        words.push_back(choice["word"]);
      const auto expected = options[j].words();
      EXPECT_EQ(words, std::vector<std::string>(expected.begin(), expected.end()));
    }
  }
}

TEST(Vocabulary, TheCommandLineOffersEveryOptionWithItsWords) {
  for (const CommandSpec& command : command_vocabulary()) {
    const std::string args =
        command.generates ? "generate sudoku --help" : command.name + " --help";
    const auto run = run_cli(args);
    ASSERT_EQ(run.exit_code, 0) << args << ": " << run.err;
    for (const OptionSpec& option : command.all_options()) {
      if (command.name == "hint" && option.name == "progress") continue;  // read from a file too
      EXPECT_NE(run.out.find(option.flag()), std::string::npos)
          << args << " lacks " << option.flag();
      for (std::string_view word : option.words()) {
        EXPECT_NE(run.out.find(std::string(word)), std::string::npos)
            << args << " " << option.flag() << " lacks the word " << word;
      }
    }
  }
  // A word the table lacks is refused, naming the option.
  const auto refused = run_cli("solve --engine nosuchengine", "");
  EXPECT_EQ(refused.exit_code, 2);
  EXPECT_NE(refused.err.find("--engine"), std::string::npos) << refused.err;
  // A value out of the table's range too, after the words were taken.
  const auto range = run_cli("render --max-px 10 -o - --to svg", "");
  EXPECT_EQ(range.exit_code, 2);
  EXPECT_NE(range.err.find("--max-px"), std::string::npos) << range.err;
}

}  // namespace
}  // namespace gridlogic::api
