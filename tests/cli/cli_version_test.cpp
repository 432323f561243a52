// --version: the one version of CMakeLists.txt's project(), the git description of the build, and
// where each optional module is found.
#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <sstream>
#include <string>

#include "cli/run_cli.hpp"

namespace gridlogic::testing {
namespace {

std::string project_version() {
  std::ifstream in(std::string(GRIDLOGIC_TEST_DATA) + "/../../CMakeLists.txt");
  std::stringstream text;
  text << in.rdbuf();
  std::smatch match;
  const std::string all = text.str();
  if (!std::regex_search(all, match, std::regex(R"(project\(gridlogic VERSION ([0-9.]+))"))) {
    return "";
  }
  return match[1];
}

TEST(CliVersion, SaysTheProjectVersionAndWhereEachModuleIs) {
  const std::string version = project_version();
  ASSERT_FALSE(version.empty());
  CliRun run = run_cli("--version");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out.rfind("gridlogic " + version + "\n", 0) == 0 ||
                run.out.rfind("gridlogic " + version + " (git ", 0) == 0,
            true)
      << run.out;
  for (const char* module :
       {"gridlogic_milp.so", "gridlogic_m4ri.so", "gridlogic_cairo.so", "gridlogic_http.so"}) {
    const size_t at = run.out.find(std::string("  ") + module + ": /");
    EXPECT_NE(at, std::string::npos) << module << "\n" << run.out;
  }
  CliRun hidden = run_cli("--version", "", "GRIDLOGIC_MODULE_DIR=/nonexistent");
  ASSERT_EQ(hidden.exit_code, 0) << hidden.err;
  EXPECT_NE(hidden.out.find("gridlogic_milp.so: not found"), std::string::npos) << hidden.out;
}

// The vector unit the hand-dispatched kernels use; GRIDLOGIC_VECTOR_UNIT caps it, and a value
// that is not a unit is a usage error naming the variable.
TEST(CliVersion, SaysTheVectorUnitAndTakesItsCap) {
  CliRun run = run_cli("--version");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(std::regex_search(run.out, std::regex("\nvector unit: (baseline|avx2|avx512)\n")))
      << run.out;
  CliRun capped = run_cli("--version", "", "GRIDLOGIC_VECTOR_UNIT=baseline");
  ASSERT_EQ(capped.exit_code, 0) << capped.err;
  EXPECT_NE(capped.out.find("\nvector unit: baseline"), std::string::npos) << capped.out;
  CliRun bad = run_cli("count -", "", "GRIDLOGIC_VECTOR_UNIT=avx9");
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.err.find("GRIDLOGIC_VECTOR_UNIT is \"avx9\": use baseline, avx2 or avx512"),
            std::string::npos)
      << bad.err;
}

}  // namespace
}  // namespace gridlogic::testing
