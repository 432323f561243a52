// Helpers for engine tests: temporary files and running the external solver programs.
#pragma once

#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

#ifndef GRIDLOGIC_REQUIRE_TOOLS
#define GRIDLOGIC_REQUIRE_TOOLS 0
#endif

namespace gridlogic::test {

/// True when `program` is found on PATH.
inline bool have_program(const std::string& program) {
  const std::string command = "command -v " + program + " >/dev/null 2>&1";
  return std::system(command.c_str()) == 0;
}

/// Whether a missing external program (cbc, glpsol) fails a test instead of skipping it: on when
/// the build requires them (GRIDLOGIC_REQUIRE_TOOLS, as make configures it), so that CI cannot
/// pass without the checks they make; a build configured without it skips those checks.
inline constexpr bool kToolsRequired = GRIDLOGIC_REQUIRE_TOOLS != 0;

/// What a test says when `program` is not on PATH.
inline std::string missing_program(const std::string& program) {
  return program + " is not installed" +
         (kToolsRequired
              ? " (required by GRIDLOGIC_REQUIRE_TOOLS; scripts/install-deps installs it)"
              : "");
}

/// A fresh directory under the system temp dir, removed by the destructor.
class TempDir {
 public:
  TempDir() {
    static std::atomic<unsigned> counter{0};
    const auto salt = std::to_string(std::chrono::steady_clock::now().time_since_epoch().count()) +
                      "_" + std::to_string(counter++);
    path_ = std::filesystem::temp_directory_path() /
            ("gridlogic_test_" + std::to_string(::getpid()) + "_" + salt);
    std::filesystem::create_directories(path_);
  }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;

  [[nodiscard]] std::string file(const std::string& name) const { return (path_ / name).string(); }

 private:
  std::filesystem::path path_;
};

inline void write_file(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
}

inline std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

/// Runs a shell command; returns its exit status.
inline int run(const std::string& command) {
  return std::system(command.c_str());
}

/// What an external MILP program reported.
struct ExternalResult {
  std::string status;  ///< "optimal", "infeasible" or "error: ..."
  double objective = 0;
  std::map<std::string, double> values;  ///< by variable name (cbc only; non-zeros at least)
};

/// Runs `cbc FILE -solve -solu OUT` (FILE: .lp or .mps) and reads its solution file.
inline ExternalResult run_cbc(const TempDir& dir, const std::string& model_file) {
  ExternalResult r;
  const std::string out = dir.file("cbc.sol");
  std::filesystem::remove(out);
  run("cbc '" + model_file + "' -solve -solu '" + out + "' >'" + dir.file("cbc.log") + "' 2>&1");
  std::istringstream in(read_file(out));
  std::string line;
  if (!std::getline(in, line)) {
    r.status = "error: no solution file; log: " + read_file(dir.file("cbc.log"));
    return r;
  }
  if (line.rfind("Optimal", 0) == 0) {
    r.status = "optimal";
  } else if (line.find("nfeasible") != std::string::npos) {
    r.status = "infeasible";
    return r;
  } else {
    r.status = "error: " + line;
    return r;
  }
  r.objective = std::stod(line.substr(line.rfind(' ') + 1));
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    std::string index;
    std::string name;
    double value = 0;
    if (fields >> index >> name >> value) r.values[name] = value;
  }
  return r;
}

/// Runs `glpsol --lp|--freemps FILE -o OUT` and reads status and objective from its report.
inline ExternalResult run_glpsol(const TempDir& dir, const std::string& model_file, bool mps) {
  ExternalResult r;
  const std::string out = dir.file("glpsol.out");
  std::filesystem::remove(out);
  run(std::string("glpsol ") + (mps ? "--freemps '" : "--lp '") + model_file + "' -o '" + out +
      "' >'" + dir.file("glpsol.log") + "' 2>&1");
  std::istringstream in(read_file(out));
  std::string line;
  r.status = "error: no report; log: " + read_file(dir.file("glpsol.log"));
  while (std::getline(in, line)) {
    if (line.rfind("Status:", 0) == 0) {
      if (line.find("OPTIMAL") != std::string::npos) {
        r.status = "optimal";
      } else if (line.find("EMPTY") != std::string::npos ||
                 line.find("INFEASIBLE") != std::string::npos) {
        r.status = "infeasible";
      } else {
        r.status = "error: " + line;
      }
    } else if (line.rfind("Objective:", 0) == 0) {
      const size_t eq = line.find('=');
      if (eq != std::string::npos) r.objective = std::stod(line.substr(eq + 1));
    }
  }
  return r;
}

}  // namespace gridlogic::test
