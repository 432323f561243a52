// Runs the built gridlogic binary and captures what it prints.
#pragma once

#include <sys/wait.h>

#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace gridlogic::testing {

struct CliRun {
  int exit_code = -1;
  std::string out;  ///< standard output
  std::string err;  ///< standard error
};

/// Runs `gridlogic <args>` through the shell with `input` on stdin, and `env` ("NAME=value ...",
/// shell words) added to its environment.
inline CliRun run_cli(const std::string& args, const std::string& input = "",
                      const std::string& env = "") {
  static int counter = 0;
  std::string base = ::testing::TempDir() + "gridlogic_cli_" + std::to_string(::getpid()) + "_" +
                     std::to_string(counter++);
  { std::ofstream(base + ".in") << input; }
  std::string command = (env.empty() ? "" : "env " + env + " ") + std::string(GRIDLOGIC_CLI) + " " +
                        args + " < " + base + ".in > " + base + ".out 2> " + base + ".err";
  int raw = std::system(command.c_str());
  CliRun run;
  run.exit_code = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  auto slurp = [](const std::string& path) {
    std::ifstream in(path);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  };
  run.out = slurp(base + ".out");
  run.err = slurp(base + ".err");
  std::remove((base + ".in").c_str());
  std::remove((base + ".out").c_str());
  std::remove((base + ".err").c_str());
  return run;
}

/// Writes `content` to a temporary file named `name` and returns its path.
inline std::string temp_file(const std::string& name, const std::string& content) {
  std::string path = ::testing::TempDir() + name;
  std::ofstream(path) << content;
  return path;
}

/// The JSON objects of a JSON Lines text.
inline std::vector<nlohmann::json> json_lines(const std::string& text) {
  std::vector<nlohmann::json> out;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    if (end > start) out.push_back(nlohmann::json::parse(text.substr(start, end - start)));
    start = end + 1;
  }
  return out;
}

}  // namespace gridlogic::testing
